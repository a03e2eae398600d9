import SourceScanning
import SymbolBase
import SymbolExport

/// Everything the checks look at: the uses found, the deployment target, what is known of the
/// symbols, and what the export and the app's catalogs already give as fallbacks.
struct AuditFacts {
    /// A custom symbol of the app's catalogs (a `.symbolset`).
    struct CustomSymbol {
        var name: String
        var folder: String
        var catalog: String
        /// Its template's version, when it can be read.
        var template: Version?
        /// A bitmap stands in for it below its OS: an imageset `NAME` or `NAME-fallback` in its
        /// catalog, or the export makes one.
        var hasFallback: Bool
    }

    /// A symbol the export makes (a manifest entry, or an SVG of its folder).
    struct Entry {
        /// The asset's name, and the system symbol's own name (the source file's).
        var name: String
        var systemName: String
        var source: String
        var group: [String] = []
        /// The source exists: the export makes its fallback.
        var exported: Bool
        var isCustom: Bool
        /// Where the entry is: the manifest's line and column, or the SVG itself.
        var path: String
        var line: Int?
        var column: Int?
    }

    /// Each use once for each platform its file is read for, with the deployment target there.
    var uses: [SymbolUse]
    var knowledge: SymbolKnowledge
    /// The export's input (its manifest or folder) and its symbols.
    var input: String?
    var entries: [Entry] = []
    /// The manifest's patterns of sources (`*.svg`), which take a template once it is exported.
    var patterns: (manifest: String, written: [String])?
    /// The generated type, when the export writes Swift (`Symbol`).
    var accessorType: String?
    /// Imagesets of the app's (and the export's) catalogs, by name.
    var imageSets: Set<String> = []
    var customSymbols: [String: CustomSymbol] = [:]
}

extension Array {
    /// The first element of each key, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}

/// One check of an audit: findings from the facts.
protocol AuditCheck: Sendable {
    func findings(_ facts: AuditFacts) -> [AuditFinding]
}

/// The checks an audit runs, in the order their findings are listed at one place.
enum AuditChecks {
    static let all: [any AuditCheck] = [SystemSymbolCheck(), CustomSymbolCheck(), NotCheckedCheck(), UnusedEntryCheck()]
}

/// Code that gives a system symbol's name other than by a literal: one note per place.
struct NotCheckedCheck: AuditCheck {
    func findings(_ facts: AuditFacts) -> [AuditFinding] {
        facts.uses.filter { $0.kind == .system && !$0.isLiteral }.uniqued(by: \.place).map { use in
            AuditFinding(.notChecked, at: use, name: use.expression,
                         "\(use.api) is given \(use.expression ?? "code"), not a literal name: not checked")
        }
    }
}

/// A symbol the export makes that no code asks for, by name or through the accessors.
struct UnusedEntryCheck: AuditCheck {
    func findings(_ facts: AuditFacts) -> [AuditFinding] {
        let asked = Set(facts.uses.compactMap(\.name))
        return facts.entries.filter { !asked.contains($0.name) && !asked.contains($0.systemName) }.map { entry in
            let accessor = facts.accessorType.map { ", or as \($0).\(SwiftIdentifier.caseName(for: entry.name).filter { $0 != "`" })" } ?? ""
            return AuditFinding(.unusedEntry, name: entry.name, path: entry.path, line: entry.line, column: entry.column,
                                "'\(entry.name)' is exported, and no code audited here asks for it (by name\(accessor))",
                                remedy: "remove it if it is no longer used")
        }
    }
}

/// A custom symbol whose template the oldest supported OS cannot read, with no fallback.
struct CustomSymbolCheck: AuditCheck {
    func findings(_ facts: AuditFacts) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for use in facts.uses where use.kind == .named {
            guard let target = use.deploymentTarget, let name = use.name, let symbol = facts.customSymbols[name], let template = symbol.template,
                  let needed = Version.minimumOS(forTemplate: template, on: use.platform), needed > target, !symbol.hasFallback,
                  (use.guarded ?? Version(0)) < needed else { continue }
            let system = use.platform.name
            findings.append(AuditFinding(.customSymbolVersion, at: use,
                "custom symbol '\(name)' (\(symbol.folder)) is a template \(template), which needs \(system) \(needed); the app deploys to \(system) \(target)",
                remedy: "below \(system) \(needed) it draws wrongly or not at all; guard each use with if #available(\(use.platform.availabilitySpelling) \(needed), *), "
                    + "or give it a fallback: list \(symbol.catalog) in the manifest (symbol-export audit --write-manifest does) and run "
                    + "symbol-export export, which writes its bitmap beside it"))
        }
        return findings
    }
}
