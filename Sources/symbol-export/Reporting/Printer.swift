import SymbolBase
import SymbolExport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one path to stdout and stderr. Every line goes through a lock, so output from
/// parallel work never interleaves; diagnostics are worded here and nowhere else, and the
/// errors it printed decide the exit code (`exitCode`).
final class Printer: Sendable {
    struct Style: Sendable {
        /// Colour `error:` and `warning:` (stderr is a terminal, `NO_COLOR` unset, `TERM` not dumb).
        var colour = false
        /// Also print GitHub Actions annotations (`GITHUB_ACTIONS=true`).
        var annotations = false

        static func fromEnvironment() -> Style {
            let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
            let noColour = environment("NO_COLOR").map { !$0.isEmpty } ?? false
            return Style(
                colour: isatty(2) == 1 && !noColour && environment("TERM") != "dumb",
                annotations: environment("GITHUB_ACTIONS") == "true")
        }
    }

    private struct State {
        var errorCount = 0
        var warningCount = 0
        /// Who the settings named in messages are worded for.
        var audience = SettingAudience.commandLine
        /// `PATH:LINE:COLUMN: error: …`, as compilers print (Xcode and editors read it), rather
        /// than `error: PATH:…`; notes get their label too.
        var placeFirst = false
        /// Width of the progress line drawn on stderr, cleared before any other output.
        var progressWidth = 0
        /// Something was printed on stdout.
        var wroteOutput = false
        /// Every error printed, as `--json` lists them when there is no report to print.
        var errors: [JSONValue] = []
    }

    let style: Style
    private let state = Locked(State())

    init(style: Style = .fromEnvironment()) {
        self.style = style
    }

    /// Settings named in messages are worded for `audience` from now on: flags, or manifest keys.
    func word(for audience: SettingAudience) {
        state.withLock { $0.audience = audience }
    }

    /// Diagnostics are printed as compilers print them from now on: `PATH:LINE:COLUMN: error: …`.
    func printPlaceFirst() {
        state.withLock { $0.placeFirst = true }
    }

    /// `error: PATH: reason` on stderr.
    func error(_ path: String?, _ reason: Message) {
        report(.error(path, reason))
    }

    /// `error: PATH:LINE:COLUMN: reason` or `warning: …` on stderr (the line and column when
    /// known), and a GitHub annotation when asked for.
    func report(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: self.diagnostic("error", colourCode: "31", diagnostic) { $0.errorCount += 1 }
        case .warning: self.diagnostic("warning", colourCode: "33", diagnostic) { $0.warningCount += 1 }
        case .note where state.withLock({ $0.placeFirst }): self.diagnostic("note", colourCode: "36", diagnostic) { _ in }
        case .note: note((diagnostic.path.map { Self.visiblePath($0) + ": " } ?? "") + word(diagnostic.message))
        }
    }

    /// The message with its settings worded for the audience.
    func word(_ message: Message) -> String {
        message.text(for: state.withLock { $0.audience })
    }

    /// A line of normal output on stdout.
    func output(_ line: String) {
        emit([(1, line)]) { $0.wroteOutput = true }
    }

    /// Whether anything was printed on stdout.
    var wroteOutput: Bool { state.withLock { $0.wroteOutput } }

    /// The errors printed so far, each with its path, line and column when known.
    var errorsPrinted: [JSONValue] { state.withLock { $0.errors } }

    /// A line of information on stderr (not part of machine-readable output), its control
    /// characters shown (`visible`).
    func note(_ line: String) {
        emit([(2, Self.visible(line))])
    }

    /// The tool's own text of several lines on stderr (the usage): each line a line, its
    /// control characters shown. Text read from a file never comes here: its newlines stay shown.
    func usage(_ text: String) {
        emit(text.split(separator: "\n", omittingEmptySubsequences: false).map { (2, Self.visible(String($0))) })
    }

    /// Draws `line` in place on stderr (no newline); the next printed line replaces it.
    func progress(_ line: String) {
        let line = Self.visible(line)
        state.withLock { state in
            let padding = max(0, state.progressWidth - line.count)
            Self.writeAll("\r" + line + String(repeating: " ", count: padding), to: 2)
            state.progressWidth = line.count
        }
    }

    /// Clears the progress line, if any.
    func endProgress() {
        emit([])
    }

    var errorCount: Int { state.withLock { $0.errorCount } }
    var warningCount: Int { state.withLock { $0.warningCount } }

    /// 1 when an error was printed, else 0.
    var exitCode: Int32 { errorCount > 0 ? ExitCode.failure : ExitCode.success }

    private func diagnostic(_ kind: String, colourCode: String, _ diagnostic: Diagnostic, count: (inout State) -> Void) {
        let label = style.colour ? "\u{1B}[1;\(colourCode)m\(kind):\u{1B}[0m" : "\(kind):"
        let message = Self.visible(word(diagnostic.message))
        var place = diagnostic.path.map(Self.visiblePath) ?? ""
        // Manifest problems carry their place; parser messages already say it in words.
        if let line = diagnostic.line, diagnostic.path != nil, !message.contains("at line \(line)") {
            place += ":\(line)" + (diagnostic.column.map { ":\($0)" } ?? "")
        }
        let placeFirst = state.withLock { $0.placeFirst }
        var lines = [(Int32(2), placeFirst ? (place.isEmpty ? "" : place + ": ") + label + " " + message : label + " " + (place.isEmpty ? "" : place + ": ") + message)]
        var record: [String: JSONValue] = ["message": .string(word(diagnostic.message))]
        if let path = diagnostic.path { record["path"] = .string(path) }
        if let line = diagnostic.line { record["line"] = .int(line) }
        if let column = diagnostic.column { record["column"] = .int(column) }
        if style.annotations {
            var properties: [String] = []
            if let path = diagnostic.path { properties.append("file=\(Self.escapeProperty(Self.visible(path)))") }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            let command = kind == "note" ? "notice" : kind
            lines.append((Self.workflowCommand, "::\(command)\(properties.isEmpty ? "" : " " + properties.joined(separator: ","))::\(Self.escapeData(message))"))
            // (`message` is `visible` already: no line break or control character of a file's is in it.)
        }
        emit(lines) { state in
            count(&state)
            if kind == "error" { state.errors.append(.object(record)) }
        }
    }

    private func emit(_ lines: [(Int32, String)], update: (inout State) -> Void = { _ in }) {
        state.withLock { state in
            update(&state)
            if state.progressWidth > 0 {
                Self.writeAll("\r" + String(repeating: " ", count: state.progressWidth) + "\r", to: 2)
                state.progressWidth = 0
            }
            for (descriptor, text) in lines {
                // Only the tool's own annotations start a line with `::`: GitHub's runner takes such a line for a workflow command.
                if descriptor == Self.workflowCommand {
                    Self.writeAll(text + "\n", to: 2)
                } else {
                    Self.writeAll((text.hasPrefix("::") ? " " + text : text) + "\n", to: descriptor)
                }
            }
        }
    }

    /// The descriptor of a line that is an annotation the tool writes (on stderr).
    private static let workflowCommand: Int32 = -2

    /// `text` with its control characters shown, not printed: line breaks as `\n`, `\r`, tabs
    /// as `\t`, and the rest of C0 and C1, DEL, Unicode's line and paragraph separators and its
    /// bidirectional controls as `\u{…}`. Names and text from the files read (a file name, a
    /// target's name, a storyboard's attribute) reach messages as they are; shown this way no
    /// finding can start a line of its own (one a CI runner would take for a command) or send a
    /// terminal an escape sequence.
    static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A path as a message's place: `visible`, and `./` before one that starts with `:` (a file
    /// named `::error …` cannot begin a line as a workflow command).
    static func visiblePath(_ path: String) -> String {
        let shown = visible(path)
        return shown.hasPrefix(":") ? "./" + shown : shown
    }

    /// GitHub workflow-command escaping (`%`, CR, LF; and `:`/`,` in properties).
    private static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// Unbuffered, so lines reach the terminal in the order they were printed.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
