import SymbolBase
import SymbolCatalog

/// Every symbol an export will produce, validated before anything is rendered.
package struct ExportPlan: Sendable {
    package var catalog: AssetCatalog
    package var jobs: [ExportJob]
    /// The manifest used, if any, and what it says.
    package var manifest: String?
    package var parsedManifest: Manifest?
    /// The folder or manifest the symbols come from: the assets it makes are its own.
    package var input: String
    /// The export's options (command line over the manifest's top level).
    package var options: ExportOptions
    /// Apple's tables of system symbols, or their record, when found.
    package var tables: SymbolTables
    /// What the last run recorded in each catalog, read once for planning and the run.
    package var previousStates = PreviousStates()
    /// What the summary says of the plan (symbolsets left to the export that owns them).
    package var notes: [Diagnostic] = []

    /// Apple's tables, when found (`symbols-metadata`, or the SF Symbols app's).
    package var metadata: SymbolsMetadata? { tables.apple }

    package static let defaultCatalog = ExportOptions.defaultCatalog
    package static let defaultManifest = "Symbols/symbols.json"
    package static let defaultFolder = "Symbols"

    /// Builds the plan from a folder of SVGs, a catalog or a manifest, in three steps: read the
    /// input (`PlanInput`), make a job of each source (`JobBuilder`), check the jobs together
    /// (names across the catalog, the Swift file).
    /// - Parameters:
    ///   - defaults: command-line options, defaults for every symbol (a manifest's per-symbol
    ///     entries override them, and they override the manifest's defaults).
    ///   - export: command-line options of the export as a whole, over a manifest's.
    package static func make(input: String, defaults: PartialSymbolOptions = PartialSymbolOptions(),
                            export: PartialExportOptions = PartialExportOptions(),
                            catalog: String? = nil) throws(ExportPlanError) -> ExportPlan {
        var given = export
        if let catalog { given.catalog = catalog }
        let input = manifest(in: input) ?? input
        let read = try PlanInput.read(input, settings: defaults, export: given)
        var options = read.export.options
        let outputCatalog = options.catalog ?? defaultCatalog
        if let holder = CatalogPaths.catalog(holding: outputCatalog) {
            throw .outputInsideCatalog(output: outputCatalog, catalog: Path.relative(holder, from: Path.currentDirectory()))
        }
        let tables = try loadTables(options, input: input, manifest: read.manifest)
        options.releases = tables.releases
        let previousStates = PreviousStates()
        var builder = JobBuilder(outputCatalog: outputCatalog, manifest: read.manifest, tables: tables, previousStates: previousStates,
                                 wholePoints: options.exportPlatforms == [.macos],
                                 availableOn: (options.availablePlatform, options.releases))
        var jobs = read.candidates.map { builder.job(for: $0) }
        jobs.chooseSymbolSetVersions()
        jobs.failCollisions()
        if options.deploymentTarget < Version.symbols { jobs.warnDotPrefixes() }
        var plan = ExportPlan(catalog: AssetCatalog(path: outputCatalog), jobs: jobs, manifest: read.manifest, input: input,
                              options: options, tables: tables, previousStates: previousStates)
        try plan.checkSwiftFile(given: export)
        try plan.checkDeploymentTargets(given: export)
        (plan.notes, plan.parsedManifest) = (read.notes, read.parsedManifest)
        return plan
    }

    /// The export input when none is given: `Symbols/symbols.json` if it exists, else `Symbols/`.
    package static func defaultInput() throws(ExportPlanError) -> String {
        if FileSystem.kind(of: defaultManifest) == .file { return defaultManifest }
        if FileSystem.kind(of: defaultFolder) == .directory { return defaultFolder }
        throw .noDefaultInput
    }

    /// The manifest a folder given as the input holds, `FOLDER/symbols.json`: the folder is then
    /// exported as that manifest says (one source set, whichever of the two is named).
    package static func manifest(in input: String) -> String? {
        guard FileSystem.kind(of: input) == .directory, !Path.lastComponent(of: input).hasSuffix(".xcassets") else { return nil }
        let manifest = Path.join(input, Path.lastComponent(of: defaultManifest))
        return FileSystem.kind(of: manifest) == .file ? manifest : nil
    }

    /// The catalog an export of the default input writes: the manifest's `catalog` when there is
    /// one, else the default (`preview` without an argument shows it).
    package static func defaultCatalog(of input: String) -> String {
        let manifest = input.lowercased().hasSuffix(".json") ? input : self.manifest(in: input)
        guard let manifest, let read = try? Manifest.load(manifest) else { return defaultCatalog }
        return read.exportOptions.options.catalog ?? defaultCatalog
    }

    /// One plan per catalog the export writes into, in the order first met, each run on its own
    /// (its lock, state and pruning): the output catalog, when it exists or gets jobs, and
    /// each catalog whose symbolsets get fallbacks.
    package var parts: [ExportPlan] {
        let output = Path.lexicallyNormalized(catalog.path)
        var order: [String] = []
        var byCatalog: [String: [ExportJob]] = [:]
        if FileSystem.kind(of: catalog.path) == .directory || jobs.isEmpty { (order, byCatalog[output]) = ([output], []) }
        // Jobs are read in place until they are known to be split: a copy retains every field.
        for index in jobs.indices where jobs[index].failure == nil && !order.contains(jobs[index].catalog) {
            order.append(jobs[index].catalog)
        }
        if order.isEmpty || order == [output] { return [self] }
        for job in jobs where job.failure == nil { byCatalog[job.catalog, default: []].append(job) }
        // A symbol that fails before anything is rendered writes nothing: it is reported with
        // its catalog's run, or the first, and makes no catalog of its own.
        for job in jobs where job.failure != nil {
            byCatalog[byCatalog[job.catalog] != nil ? job.catalog : order[0], default: []].append(job)
        }
        return order.map { path in
            var part = self
            if path != output { part.catalog = AssetCatalog(path: path) }
            part.jobs = byCatalog[path]!
            return part
        }
    }

    /// Apple's tables: from `symbols-metadata` (an error when they cannot be read), else the SF
    /// Symbols app's or the system's CoreGlyphs bundle's when they are there (on a Mac), else none.
    package static func loadMetadata(_ options: ExportOptions,
                                     candidates: [String] = SymbolTablesLocation.defaultCandidates) throws(ExportPlanError) -> SymbolsMetadata? {
        do throws(MetadataError) {
            let source: SymbolTablesSource
            if let given = options.symbolsMetadata {
                source = try SymbolTablesLocation.resolve(given)
            } else if let found = SymbolTablesLocation.find(in: candidates) {
                source = found
            } else {
                return nil
            }
            return try SymbolsMetadata.load(source)
        } catch {
            throw .metadata(error)
        }
    }

    /// Apple's tables (`loadMetadata`); without them, their record beside the manifest (or in
    /// the folder), when there is one (an error when it cannot be read).
    private static func loadTables(_ options: ExportOptions, input: String, manifest: String?) throws(ExportPlanError) -> SymbolTables {
        var tables = SymbolTables(apple: try loadMetadata(options), recordPath: SymbolTables.recordPath(input: input, manifest: manifest))
        if tables.apple == nil, let path = tables.recordPath {
            do {
                tables.record = try AvailabilityRecord.load(path)
            } catch {
                throw .availabilityRecord(error)
            }
        }
        return tables
    }
}
