import SymbolBase

/// The kinds of finding an audit reports, each with a stable name (`--json`'s `code`, the
/// README's list) and its severity.
package enum AuditCode: String, Sendable, CaseIterable, Hashable {
    /// A system symbol the app asks for where its oldest supported OS does not have it: blank there.
    case unavailableSymbol = "unavailable-symbol"
    /// A custom symbol whose template needs a later OS than the deployment target.
    case customSymbolVersion = "custom-symbol-version"
    /// A name Apple's tables do not know: a typo, a custom symbol asked for as a system one, or
    /// a symbol newer than the tables.
    case unknownSymbol = "unknown-symbol"
    /// System symbols whose availability nothing tells (no tables, no record, no `available`).
    case unknownAvailability = "unknown-availability"
    /// A name given by code, not by a literal: not checked.
    case notChecked = "not-checked"
    /// A manifest entry no code asks for.
    case unusedEntry = "unused-entry"
    /// Neither the command line, the manifest nor the project says which OS the app supports.
    case noDeploymentTarget = "no-deployment-target"

    package var severity: Diagnostic.Severity {
        switch self {
        case .unavailableSymbol, .customSymbolVersion, .noDeploymentTarget: .error
        case .unknownSymbol, .unknownAvailability: .warning
        case .notChecked, .unusedEntry: .note
        }
    }
}

/// One finding of an audit: what is wrong (or worth knowing) at one place, and the remedy.
package struct AuditFinding: Equatable, Sendable {
    package var code: AuditCode
    /// The symbol it is about (for `not-checked`, the code that gives the name).
    package var name: String?
    package var path: String?
    /// The path inside the audited folder, when it is in one.
    package var relativePath: String?
    package var line: Int?
    package var column: Int?
    /// The problem and its remedy.
    package var message: Message

    package init(_ code: AuditCode, name: String?, path: String?, relativePath: String? = nil, line: Int? = nil, column: Int? = nil,
                 _ message: Message) {
        (self.code, self.name, self.path, self.relativePath, self.line, self.column, self.message) = (code, name, path, relativePath, line, column, message)
    }

    /// A finding at a use's place.
    init(_ code: AuditCode, at use: SymbolUse, name: String? = nil, _ message: Message) {
        self.init(code, name: name ?? use.name, path: use.path, relativePath: use.relativePath, line: use.line, column: use.column, message)
    }

    package var severity: Diagnostic.Severity { code.severity }

    /// The finding as the printer prints every diagnostic.
    package var diagnostic: Diagnostic {
        Diagnostic(severity, path: path, line: line, column: column, message)
    }
}
