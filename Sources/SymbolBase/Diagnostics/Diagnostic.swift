/// A message about one place: an error, a warning or a note, with the file (and the line and
/// column when known) and, for warnings, a stable code. Libraries report these; the command
/// line words and prints them, once, through its reporters: `error: PATH:LINE:COLUMN: message`,
/// GitHub annotations, `--json`.
package struct Diagnostic: Equatable, Hashable, Sendable {
    package enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    package var severity: Severity
    /// For warnings: the kind, which `no-warn` silences and `--json` reports.
    package var code: WarningCode?
    package var path: String?
    package var line: Int?
    package var column: Int?
    package var message: Message

    package init(_ severity: Severity, path: String?, line: Int? = nil, column: Int? = nil, _ message: Message, code: WarningCode? = nil) {
        (self.severity, self.path, self.line, self.column, self.message, self.code) = (severity, path, line, column, message, code)
    }

    /// An error about `path`.
    package static func error(_ path: String?, _ message: Message, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(.error, path: path, line: line, column: column, message)
    }

    /// A warning of kind `code` about `path`.
    package static func warning(_ path: String?, _ message: Message, code: WarningCode?) -> Diagnostic {
        Diagnostic(.warning, path: path, message, code: code)
    }

    /// A note: information, neither a problem nor counted.
    package static func note(_ path: String?, _ message: Message) -> Diagnostic {
        Diagnostic(.note, path: path, message)
    }

    /// Whether `silenced` (a symbol's `no-warn`) hides it: the one test every reporter relies on.
    package func isSilenced(by silenced: Set<WarningCode>) -> Bool {
        severity == .warning && code.map(silenced.contains) == true
    }
}

extension Sequence where Element == Diagnostic {
    /// The diagnostics to report: all but the warnings of the kinds `silenced` (a symbol's
    /// `no-warn`). Warnings are silenced here, and nowhere else.
    package func unsilenced(by silenced: Set<WarningCode>) -> [Diagnostic] {
        filter { !$0.isSilenced(by: silenced) }
    }
}
