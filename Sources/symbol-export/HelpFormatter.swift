/// The one formatter of the help text: every paragraph of `--help`, of every command, is
/// broken at spaces into lines of at most `width` columns.
enum HelpFormatter {
    static let width = 100
    /// Where option and command descriptions start.
    static let column = 23

    /// `text` after `lead`, padded to `indent`, and its further lines indented by `indent`; a
    /// `lead` as long as `indent` or longer takes a line of its own (`--deployment-target VERSION`).
    static func hanging(_ lead: String, _ text: String, indent: Int = column) -> [String] {
        let pad = String(repeating: " ", count: indent)
        if lead.count < indent { return paragraph(text, first: lead + String(repeating: " ", count: indent - lead.count), rest: pad) }
        return [lead] + paragraph(text, first: pad, rest: pad)
    }

    /// `text` broken at spaces into lines of at most `width` characters, the first starting with
    /// `first` and the others with `rest` (a word longer than a line stays whole).
    static func paragraph(_ text: String, first: String = "", rest: String = "") -> [String] {
        fill(text.split(separator: " ").flatMap { pieces(of: $0, width: width - rest.count) }, first: first, rest: rest)
    }

    /// `words` (each kept whole) laid into lines of at most `width` characters, the first line
    /// starting with `first` and the others with `rest`.
    static func fill(_ words: [some StringProtocol], first: String, rest: String) -> [String] {
        var lines: [String] = []
        var current = first
        var empty = true
        for word in words {
            if !empty, current.count + 1 + word.count > width {
                lines.append(current)
                (current, empty) = (rest, true)
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        return lines + [current]
    }

    /// A word longer than a line (`largeTitle|title|…`) in pieces that fit, each ending at a `|`.
    private static func pieces(of word: Substring, width: Int) -> [Substring] {
        guard word.count > width, word.contains("|") else { return [word] }
        var pieces: [Substring] = []
        var start = word.startIndex
        var lastBar: String.Index?
        var index = word.startIndex
        while index < word.endIndex {
            if word[index] == "|" { lastBar = word.index(after: index) }
            if word.distance(from: start, to: index) >= width, let bar = lastBar, bar > start {
                pieces.append(word[start..<bar])
                start = bar
            }
            index = word.index(after: index)
        }
        return pieces + [word[start...]]
    }
}
