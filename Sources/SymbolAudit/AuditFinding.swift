import SourceScanning
import SymbolBase
import SymbolExport

/// The kinds of finding an audit reports, each with a stable name (`--json`'s `code`, the
/// list in docs/audit.md) and its severity.
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
    /// A file of the app not read, or not to its end (too large, a name that is not UTF-8, too
    /// deep, unreadable, a link out of the audited folder, nesting past a scanner's limit).
    case unreadFile = "unread-file"
    /// The Swift accessors the export writes: not read as the app's code.
    case generatedFile = "generated-file"

    package var severity: Diagnostic.Severity {
        switch self {
        case .unavailableSymbol, .customSymbolVersion, .noDeploymentTarget: .error
        case .unknownSymbol, .unknownAvailability, .unreadFile: .warning
        case .notChecked, .unusedEntry, .generatedFile: .note
        }
    }
}

/// One finding of an audit: what is wrong (or worth knowing) at one place, in a line, and the
/// remedy, which is the same at every place of its symbol and is printed once for them all.
package struct AuditFinding: Equatable, Sendable {
    package var code: AuditCode
    /// The symbol it is about (for `not-checked`, the code that gives the name).
    package var name: String?
    package var path: String?
    /// The path inside the audited folder, when it is in one.
    package var relativePath: String?
    package var line: Int?
    package var column: Int?
    /// The problem, in a line.
    package var message: Message
    /// What to do about it; nil when there is nothing to do.
    package var remedy: Message?
    /// At a use in a SwiftUI preview: a note, whatever the code.
    package var inPreview = false
    /// The platform the use was read for, and the deployment target there.
    package var platform: Platform?
    package var deploymentTarget: Version?
    /// The code's severity, unless the finding says otherwise (`unknown-symbol` is an error
    /// when Apple's tables are there to say the name is none of theirs).
    private var givenSeverity: Diagnostic.Severity?

    package init(_ code: AuditCode, name: String?, path: String?, relativePath: String? = nil, line: Int? = nil, column: Int? = nil,
                 _ message: Message, remedy: Message? = nil, severity: Diagnostic.Severity? = nil) {
        (self.code, self.name, self.path, self.relativePath, self.line, self.column) = (code, name, path, relativePath, line, column)
        (self.message, self.remedy, givenSeverity) = (message, remedy, severity)
    }

    /// A finding at a use's place.
    init(_ code: AuditCode, at use: SymbolUse, name: String? = nil, _ message: Message, remedy: Message? = nil,
         severity: Diagnostic.Severity? = nil) {
        self.init(code, name: name ?? use.name, path: use.path, relativePath: use.relativePath, line: use.line, column: use.column, message,
                  remedy: remedy, severity: severity)
        (inPreview, platform, deploymentTarget) = (use.inPreview, use.platform, use.deploymentTarget)
    }

    /// A preview's findings are notes: no user's device runs that code.
    package var severity: Diagnostic.Severity { inPreview ? .note : givenSeverity ?? code.severity }

    /// The line printed at the finding's place: a preview's says so; a note's keeps its remedy
    /// (only errors' and warnings' remedies are printed once after them, `AuditRemedy`).
    package var diagnostic: Diagnostic {
        let text: Message = if inPreview { code.severity == .note ? message : "in a SwiftUI preview: " + message }
            else if severity == .note, let remedy { message + "; " + remedy } else { message }
        return Diagnostic(severity, path: path, line: line, column: column, text)
    }
}

/// A remedy and the findings it is for: one per symbol and remedy, in the order of their first
/// finding, for findings that are errors or warnings.
package struct AuditRemedy: Equatable, Sendable {
    package var code: AuditCode
    package var name: String?
    package var remedy: Message
    /// How many findings it answers.
    package var places: Int

    /// The remedies of `findings`.
    package static func of(_ findings: [AuditFinding]) -> [AuditRemedy] {
        var remedies: [AuditRemedy] = []
        for finding in findings where finding.severity != .note {
            guard let remedy = finding.remedy else { continue }
            if let index = remedies.firstIndex(where: { $0.name == finding.name && $0.remedy == remedy }) {
                remedies[index].places += 1
            } else {
                remedies.append(AuditRemedy(code: finding.code, name: finding.name, remedy: remedy, places: 1))
            }
        }
        return remedies
    }

    /// `'bird.circle' (3 places): guard each use …`, as a note.
    package var diagnostic: Diagnostic {
        let subject: Message = name.map { "'\($0)'" + (places > 1 ? " (\(places) places)" : "") + ": " } ?? ""
        return Diagnostic(.note, path: nil, subject + remedy)
    }
}
