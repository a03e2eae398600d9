/// A word as a POSIX shell reads it back: quoted when it holds anything but safe characters.
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,@%+")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
