import SourceScanning
import SymbolBase
import SymbolExport

/// What the export tells the audit: its options over the command line's, the symbols it makes
/// (their fallbacks count) and where its manifest lists them, the generated accessors, and what
/// is known of the system symbols (Apple's tables, the record beside the manifest, `available`).
struct ExportSide {
    var options: ExportOptions
    var manifest: String?
    var knowledge: SymbolKnowledge
    var entries: [AuditFacts.Entry] = []
    /// The manifest's patterns of sources, as written.
    var patterns: (manifest: String, written: [String])?
    var accessors: SwiftScanner.Accessors?
    /// The Swift files the export writes: its uses are the export's, not the app's.
    var generatedFiles: Set<String> = []
    /// The catalogs it writes into, and the symbolsets it makes fallbacks for (absolute paths).
    var catalogs: [String] = []
    var symbolSets: Set<String> = []
    /// The deployment targets the command line and the manifest give the whole app.
    var given = BuildPlan.Given()

    static func read(_ request: AuditRequest) throws(AuditError) -> ExportSide {
        var plan: ExportPlan?
        if let input = request.input {
            try AuditTree(roots: request.roots).checkManifest(input, commandLine: request.export)
            do {
                plan = try ExportPlan.make(input: input, export: request.export)
            } catch {
                throw .plan(error)
            }
        }
        let options = plan?.options ?? request.export.options
        var tables = plan?.metadata
        if plan == nil {
            do throws(ExportPlanError) {
                tables = try ExportPlan.loadMetadata(options)
            } catch {
                throw .plan(error)
            }
        }
        var record: (AvailabilityRecord, path: String)?
        if tables == nil, let manifest = plan?.manifest {
            let path = AvailabilityRecord.path(forManifest: manifest)
            do {
                record = try AvailabilityRecord.load(path).map { ($0, path) }
            } catch {
                throw .record(error)
            }
        }
        var side = ExportSide(options: options, manifest: plan?.manifest, knowledge: SymbolKnowledge(tables: tables, record: record))
        side.given.commandLine = request.export.deploymentTargets ?? PlatformVersions()
        side.given.flag = ExportOptions.table[\.deploymentTargets].flag
        if let plan { side.add(plan, tables: tables, record: record) }
        return side
    }

    private mutating func add(_ plan: ExportPlan, tables: SymbolsMetadata?, record: (AvailabilityRecord, path: String)?) {
        var listed: [String: (line: Int, column: Int)] = [:]
        for entry in plan.parsedManifest?.symbols ?? [] { listed[entry.source] = entry.sourcePosition ?? (1, 1) }
        var available: [String: Version] = [:]
        for job in plan.jobs {
            let custom = job.kind(isTemplate: true) == .custom
            if !custom, job.availability.source == .explicit { available[job.systemName] = job.available }
            let missing = job.failure.map { if case .manifest = $0.cause { true } else { false } } ?? false
            let position = listed[job.source]
            // A symbolset of a catalog the manifest lists is no entry of its own.
            guard plan.manifest == nil || position != nil else { continue }
            entries.append(AuditFacts.Entry(name: job.name, systemName: job.systemName, source: job.source, group: job.group, exported: !missing,
                                            isCustom: custom, path: plan.manifest ?? job.source, line: position?.line, column: position?.column))
        }
        knowledge = SymbolKnowledge(tables: tables, record: record, available: available)
        catalogs = Array(Set(plan.jobs.map(\.catalog) + [plan.catalog.path])).sorted()
        symbolSets = Set(plan.jobs.compactMap { job in job.fromSymbolSet ? job.symbolSet.map { Path.absolute(Path.join(job.catalog, $0.relativePath)) } : nil })
        if let swift = plan.options.swiftFile {
            let names = plan.jobs.map { (SwiftIdentifier.caseName(for: $0.name).filter { $0 != "`" }, $0.name) }
            accessors = SwiftScanner.Accessors(typeName: plan.options.swiftType.text, assets: Dictionary(names) { a, _ in a })
            let stem = swift.hasSuffix(".swift") ? String(swift.dropLast(6)) : swift
            generatedFiles = [Path.absolute(swift), Path.absolute(stem + "+SwiftUI.swift")]
        }
        if let manifest = plan.parsedManifest, !manifest.patterns.isEmpty { patterns = (manifest.path, manifest.patterns) }
        if let manifest = plan.parsedManifest, let targets = manifest.exportOptions.deploymentTargets {
            let position = manifest.optionPositions["deployment-target"]
            (given.manifest, given.manifestPath, given.manifestLine, given.manifestColumn) = (targets, manifest.path, position?.line, position?.column)
            given.manifestPlatform = manifest.exportOptions.platforms?.platforms.first ?? .ios
        }
    }
}
