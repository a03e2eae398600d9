/// A message about one place, as the command line prints it: `error: PATH:LINE:COLUMN: message`
/// (the line and column when known), and as a GitHub annotation with `file`, `line` and `col`.
public struct Diagnostic: Equatable, Sendable {
    public var path: String?
    public var line: Int?
    public var column: Int?
    public var message: String
    /// For warnings: the kind, which `--no-warn` silences and `--json` reports.
    public var code: WarningCode?

    public init(path: String?, line: Int? = nil, column: Int? = nil, message: String, code: WarningCode? = nil) {
        (self.path, self.line, self.column, self.message, self.code) = (path, line, column, message, code)
    }
}
