import SourceScanning
import SymbolBase
import SymbolExport

/// What to audit: the app's folders, the command line's settings, and the export whose
/// fallbacks count.
package struct AuditRequest: Sendable {
    /// The folders (or files) whose sources are read.
    package var roots: [String]
    /// The command line's `--deployment-target`, `--platform` and `--symbols-metadata`.
    package var export: PartialExportOptions
    /// The export input (a manifest, or a folder of SVGs); nil: no export.
    package var input: String?

    package init(roots: [String], export: PartialExportOptions = PartialExportOptions(), input: String? = nil) {
        (self.roots, self.export, self.input) = (roots, export, input)
    }
}

/// What an audit found.
package struct AuditReport: Sendable {
    /// Every symbol the code asks for, in file order (names of other images left out).
    package var uses: [SymbolUse]
    /// The findings, by place; those of no place last.
    package var findings: [AuditFinding]
    package var deploymentTarget: DeploymentTarget?
    package var platform: Platform
    package var knowledge: SymbolKnowledge.Source
    /// Apple's tables, when they were read (where, their version, what they say).
    package var tables: SymbolsMetadata?
    /// The export input whose symbols have fallbacks, and its manifest when it is one.
    package var input: String?
    package var manifest: String?
    /// Files read.
    package var files: Int
    /// What `--write-manifest` adds: the symbols an error asks a fallback for.
    package var missing: [MissingSymbol]
    /// A folder export's SVGs (no manifest): a manifest written for it lists them too.
    package var folderSources: [FolderSource] = []
    package var seconds: Double

    package func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// The remedies of the findings, once per symbol.
    package var remedies: [AuditRemedy] { AuditRemedy.of(findings) }
}

/// A symbol that needs a fallback the export does not make yet.
package struct MissingSymbol: Equatable, Sendable {
    package enum Kind: Sendable { case system, custom }
    package var name: String
    package var kind: Kind
    /// A custom symbol's `.symbolset` folder.
    package var folder: String?
}

/// An SVG of a folder export, and its group.
package struct FolderSource: Equatable, Sendable {
    package var path: String
    package var group: [String]
}

/// Why an audit cannot run.
package enum AuditError: Error, Equatable, Sendable {
    /// The export input (its manifest, Apple's tables it names) cannot be used.
    case plan(ExportPlanError)
    case record(AvailabilityRecordError)
    /// A platform whose versions Apple's tables do not give (macOS, watchOS).
    case platform(Platform)
    /// `--write-manifest` could not write the manifest.
    case writeManifest(path: String, reason: String)

    package var isUsageError: Bool {
        if case .platform = self { return true }
        if case .plan(let error) = self { return error.isUsageError }
        return false
    }

    package var diagnostics: [Diagnostic] {
        switch self {
        case .plan(let error): error.diagnostics
        case .record(let error): [.error(error.path, Message(error.description))]
        case .writeManifest(let path, let reason): [.error(path, Message(reason))]
        case .platform(let platform):
            [.error(nil, "audit checks iOS, tvOS and Mac Catalyst apps (Apple's tables give iOS and tvOS versions), not \(setting: "platform", platform.rawValue)")]
        }
    }
}

/// `symbol-export audit`: reads an app's sources for the symbols they ask for and checks each
/// against the app's deployment target, what is known of the symbol, and the fallbacks the
/// export and the app's catalogs give.
package enum AppAudit {
    package static func run(_ request: AuditRequest) throws(AuditError) -> AuditReport {
        let clock = ContinuousClock.now
        let export = try ExportSide.read(request)
        let platform = export.options.platform
        guard platform.hasUIKit else { throw .platform(platform) }
        let sources = AppSources.find(in: request.roots)
        var scan = SourceScan(platform: platform, accessors: export.accessors, generated: export.generatedFiles)
        for file in sources.files { scan.read(file) }
        scan.followForwarders()
        var facts = AuditFacts(uses: scan.uses, platform: platform, target: nil, knowledge: export.knowledge, input: request.input,
                               entries: export.entries, accessorType: export.accessors?.typeName)
        facts.target = export.commandLineTarget ?? export.manifestTarget ?? DeploymentTarget.lowest(of: scan.targets)
        CatalogFacts.add(catalogs: sources.catalogs + export.catalogs, exportedSymbolSets: export.symbolSets, to: &facts)
        var findings = AuditChecks.all.flatMap { $0.findings(facts) }
        if facts.target == nil {
            findings.append(AuditFinding(.noDeploymentTarget, name: nil, path: nil, "no deployment target, so nothing is checked against one",
                remedy: "give \(setting: "deployment-target"), or audit the folder that holds the app's .xcodeproj, .xcconfig files or Package.swift"))
        }
        let uses = facts.uses.filter { use in
            use.kind != .named || use.name.map { facts.customSymbols[$0] != nil || facts.entries.contains(where: { $0.name == use.name }) } == true
        }
        var report = AuditReport(uses: uses, findings: sorted(findings), deploymentTarget: facts.target, platform: platform,
                                 knowledge: export.knowledge.source, input: request.input, manifest: export.manifest, files: scan.files,
                                 missing: missing(findings, facts), seconds: (ContinuousClock.now - clock).seconds)
        report.tables = export.knowledge.tables
        if export.manifest == nil { report.folderSources = export.entries.map { FolderSource(path: $0.source, group: $0.group) } }
        return report
    }

    /// By file, line and column; findings of no place last.
    private static func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
        findings.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if (x.path == nil) != (y.path == nil) { return y.path == nil }
            if x.path != y.path { return (x.path ?? "") < (y.path ?? "") }
            if (x.line ?? 0, x.column ?? 0) != (y.line ?? 0, y.column ?? 0) { return (x.line ?? 0, x.column ?? 0) < (y.line ?? 0, y.column ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The symbols an error asks a fallback for: system symbols with no older name to use and
    /// no entry yet, and custom symbols too new for the deployment target.
    private static func missing(_ findings: [AuditFinding], _ facts: AuditFacts) -> [MissingSymbol] {
        var missing: [MissingSymbol] = []
        for finding in findings where finding.severity == .error {
            guard let name = finding.name, !missing.contains(where: { $0.name == name }) else { continue }
            switch finding.code {
            case .unavailableSymbol:
                guard let target = facts.target?.version, facts.knowledge.olderName(of: name, existingAt: target) == nil,
                      !facts.entries.contains(where: { $0.systemName == name }) else { continue }
                missing.append(MissingSymbol(name: name, kind: .system))
            case .customSymbolVersion:
                missing.append(MissingSymbol(name: name, kind: .custom, folder: facts.customSymbols[name]?.folder))
            default: continue
            }
        }
        return missing
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
