import SymbolBase
import SymbolCatalog

/// Every symbol an export will produce, validated before anything is rendered.
package struct ExportPlan: Sendable {
    package var catalog: AssetCatalog
    package var jobs: [ExportJob]
    /// The manifest used, if any.
    package var manifest: String?
    /// The folder or manifest the symbols come from: the assets it makes are its own.
    package var input: String
    /// The export's options (command line over the manifest's top level).
    package var options: ExportOptions
    /// Apple's tables of system symbols, when found (`symbols-metadata`, or the SF Symbols app's).
    package var metadata: SymbolsMetadata?

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
        let read = try PlanInput.read(input, settings: defaults, export: given)
        let options = read.export.options
        let outputCatalog = options.catalog ?? defaultCatalog
        if let holder = CatalogPaths.catalog(holding: outputCatalog) {
            throw .outputInsideCatalog(output: outputCatalog, catalog: Path.relative(holder, from: Path.currentDirectory()))
        }
        let metadata = try loadMetadata(options)
        var builder = JobBuilder(outputCatalog: outputCatalog, manifest: read.manifest, metadata: metadata)
        var jobs = read.candidates.map { builder.job(for: $0) }
        jobs.failCollisions()
        if options.deploymentTarget < Version.symbols { jobs.warnDotPrefixes() }
        let plan = ExportPlan(catalog: AssetCatalog(path: outputCatalog), jobs: jobs, manifest: read.manifest, input: input,
                              options: options, metadata: metadata)
        try plan.checkSwiftFile(given: export)
        return plan
    }

    /// The export input when none is given: `Symbols/symbols.json` if it exists, else `Symbols/`.
    package static func defaultInput() throws(ExportPlanError) -> String {
        if FileSystem.kind(of: defaultManifest) == .file { return defaultManifest }
        if FileSystem.kind(of: defaultFolder) == .directory { return defaultFolder }
        throw .noDefaultInput
    }

    /// One plan per catalog the export writes into, in the order first met, each run on its own
    /// (its lock, state and pruning): the output catalog, when it exists or gets jobs, and
    /// each catalog whose symbolsets get fallbacks.
    package var parts: [ExportPlan] {
        let output = Path.lexicallyNormalized(catalog.path)
        var order: [String] = []
        var byCatalog: [String: [ExportJob]] = [:]
        if FileSystem.kind(of: catalog.path) == .directory || jobs.isEmpty { (order, byCatalog[output]) = ([output], []) }
        for job in jobs where job.failure == nil {
            if byCatalog[job.catalog] == nil { order.append(job.catalog) }
            byCatalog[job.catalog, default: []].append(job)
        }
        if order.isEmpty || order == [output] { return [self] }
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
    /// Symbols app's own when it is installed (on a Mac), else none.
    static func loadMetadata(_ options: ExportOptions) throws(ExportPlanError) -> SymbolsMetadata? {
        let folder = options.symbolsMetadata ?? SymbolsMetadata.defaultFolder
        guard options.symbolsMetadata != nil || FileSystem.kind(of: Path.join(folder, SymbolsMetadata.availabilityFile)) == .file else {
            return nil
        }
        do {
            return try SymbolsMetadata.load(folder)
        } catch {
            throw .metadata(error)
        }
    }
}
