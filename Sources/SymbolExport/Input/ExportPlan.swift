import SymbolBase
import SymbolRendering
import SymbolCatalog
import SymbolReading

/// Every symbol an export will produce, validated before anything is rendered.
public struct ExportPlan: Sendable {
    public var catalog: AssetCatalog
    public var jobs: [ExportJob]
    /// The manifest used, if any.
    public var manifest: String?
    /// The folder or manifest the symbols come from: the assets it makes are its own.
    public var input: String
    /// The export's options (command line over the manifest's top level).
    public var options: ExportOptions
    /// Apple's tables of system symbols, when found (`symbols-metadata`, or the SF Symbols app's).
    public var metadata: SymbolsMetadata?

    public static let defaultCatalog = ExportOptions.defaultCatalog
    public static let defaultManifest = "Symbols/symbols.json"
    public static let defaultFolder = "Symbols"

    /// One plan per catalog the export writes into, in the order first met, each run on its own
    /// (its lock, state and pruning): the output catalog, when it exists or gets jobs, and
    /// each catalog whose symbolsets get fallbacks.
    public var parts: [ExportPlan] {
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

    /// The export input when none is given: `Symbols/symbols.json` if it exists, else `Symbols/`.
    public static func defaultInput() throws(ExportPlanError) -> String {
        if FileSystem.kind(of: defaultManifest) == .file { return defaultManifest }
        if FileSystem.kind(of: defaultFolder) == .directory { return defaultFolder }
        throw .noDefaultInput
    }

    /// A source found in a folder or listed in a manifest, before it is validated.
    private struct Candidate {
        var source: String
        /// The manifest's `name`; nil: the file name.
        var name: String?
        var group: [String]
        var settings: SymbolSettings
        /// Why the folder scan could not use the entry.
        var problem: FileSystemError?
        /// Size and time seen by the folder scan.
        var stat: FileStat?
        /// A manifest entry whose source cannot be read.
        var issue: ManifestIssue?
        /// A symbolset of the catalog: its problem, when it cannot be used.
        var symbolSet: SymbolSetDiscovery.Found?
        /// The catalog its fallback goes into: a symbolset's own; nil, the export's.
        var catalog: String?
        /// Listed in a manifest as a symbolset of its own (its options win over its catalog's entry).
        var listedAlone = false
    }

    /// The candidates of the symbolsets of `catalog`: each fallback beside its symbolset, in
    /// its catalog and group.
    private static func symbolSetCandidates(_ found: [SymbolSetDiscovery.Found], catalog: String, settings: SymbolSettings) -> [Candidate] {
        found.map { symbolSet in
            Candidate(source: symbolSet.svg ?? symbolSet.folder, name: symbolSet.name, group: symbolSet.group,
                      settings: settings, stat: symbolSet.stat, symbolSet: symbolSet, catalog: catalog)
        }
    }

    /// The catalog a symbolset folder lies in and its group there: the nearest `.xcassets`
    /// folder above it; nil when there is none.
    private static func enclosingCatalog(of folder: String) -> (catalog: String, group: [String])? {
        var group: [String] = []
        var parent = Path.parent(of: folder)
        while !parent.isEmpty, parent != ".", parent != "/" {
            let name = Path.lastComponent(of: parent)
            if name.hasSuffix(".xcassets") { return (parent, group) }
            group.insert(name, at: 0)
            let next = Path.parent(of: parent)
            if next == parent { break }
            parent = next
        }
        // A relative path: look further up from the current directory.
        if !folder.hasPrefix("/") {
            let absolute = Path.absolute(folder)
            guard absolute != folder, let found = enclosingCatalog(of: absolute) else { return nil }
            return (Path.relative(found.catalog, from: Path.currentDirectory()), found.group)
        }
        return nil
    }

    /// The nearest `.xcassets` folder that holds `path` (itself excluded), when there is one.
    static func catalogHolding(_ path: String) -> String? {
        var parent = Path.parent(of: Path.absolute(path))
        while parent != "/", !parent.isEmpty {
            if Path.lastComponent(of: parent).hasSuffix(".xcassets") { return parent }
            let next = Path.parent(of: parent)
            if next == parent { break }
            parent = next
        }
        return nil
    }

    /// Builds the plan from a folder of SVGs or a manifest.
    /// - Parameters:
    ///   - settings: command-line options, defaults for every symbol (a manifest's per-symbol
    ///     entries override them, and they override the manifest's defaults).
    ///   - exportSettings: command-line options of the export as a whole, over a manifest's.
    public static func make(input: String, settings: SymbolSettings = SymbolSettings(), exportSettings: ExportSettings = ExportSettings(),
                            catalog: String? = nil) throws(ExportPlanError) -> ExportPlan {
        var candidates: [Candidate] = []
        var manifestPath: String?
        var export = exportSettings
        if let catalog { export.catalog = catalog }
        switch FileSystem.kind(of: input) {
        case .directory where Path.lastComponent(of: input).hasSuffix(".xcassets"):
            // A catalog: its symbolsets are the sources, and it is the default output.
            candidates = symbolSetCandidates(SymbolSetDiscovery.scan(catalog: input), catalog: input, settings: settings)
            if export.options.catalog == nil { export.catalog = input }
        case .directory:
            if let catalog = catalogHolding(input) {
                throw .insideCatalog(input: input, catalog: Path.relative(catalog, from: Path.currentDirectory()))
            }
            let found: [SourceDiscovery.Found]
            let catalogs: [String]
            do {
                (found, catalogs) = try SourceDiscovery.scanWithCatalogs(input)
            } catch {
                throw .input(error)
            }
            // A folder that holds catalogs and no SVG of its own: say which to pass.
            if found.isEmpty, !catalogs.isEmpty { throw .holdsCatalogs(input: input, catalogs: catalogs) }
            candidates = found.map {
                Candidate(source: $0.path, group: $0.group, settings: settings, problem: $0.problem, stat: $0.stat)
            }
        case .file where input.hasSuffix(".xcassets"):
            throw .catalogNotAFolder(path: input)
        case .file where input.lowercased().hasSuffix(".svg"):
            throw .svgGiven(path: input)
        case .file where !input.lowercased().hasSuffix(".json") && !looksLikeJSON(input):
            throw .notAnInput(path: input)
        case .file:
            let manifest: Manifest
            do {
                manifest = try Manifest.load(input)
            } catch {
                throw .manifest(path: input, error)
            }
            manifestPath = input
            export = export.over(manifest.exportSettings)
            let base = settings.over(manifest.defaults)
            for entry in manifest.symbols {
                let entrySettings = entry.settings.over(base)
                let source = entry.source
                if source.hasSuffix(".xcassets"), FileSystem.kind(of: source) == .directory {
                    // Every symbolset of a catalog, each fallback beside it; the first catalog is
                    // also the output of the manifest's SVGs, unless it names one.
                    candidates += symbolSetCandidates(SymbolSetDiscovery.scan(catalog: source), catalog: source, settings: entrySettings)
                    if export.options.catalog == nil { export.catalog = source }
                } else if source.hasSuffix(".symbolset"), FileSystem.kind(of: source) == .directory {
                    guard let (catalog, group) = enclosingCatalog(of: source) else {
                        let issue = ManifestIssue(keyPath: entry.keyPath, problem: .missingSource(path: entry.writtenSource,
                            reason: "is a symbolset outside any .xcassets catalog; its fallback is written beside it, so move it into the app's catalog"),
                            line: entry.sourcePosition?.line, column: entry.sourcePosition?.column)
                        candidates.append(Candidate(source: source, name: entry.name, group: [], settings: entrySettings, issue: issue))
                        continue
                    }
                    var found = SymbolSetDiscovery.symbolSet(folder: source)
                    found.group = group
                    var candidate = symbolSetCandidates([found], catalog: catalog, settings: entrySettings)[0]
                    candidate.name = entry.name ?? found.name
                    candidate.listedAlone = true
                    candidates.append(candidate)
                } else {
                    candidates.append(Candidate(source: source, name: entry.name, group: entry.group, settings: entrySettings, issue: entry.problem))
                }
            }
        case .missing:
            throw .input(FileSystemError(path: input, reason: .notFound))
        case .other:
            throw .input(FileSystemError(path: input, reason: .notRegularFile))
        }
        if let catalog = export.options.catalog, FileSystem.kind(of: catalog) == .file {
            throw .catalogNotAFolder(path: catalog)
        }

        // A symbolset listed alone and also through its catalog is one source: the entry's.
        let alone = Set(candidates.filter(\.listedAlone).compactMap { $0.symbolSet.map { Path.absolute($0.folder) } })
        if !alone.isEmpty {
            candidates.removeAll { !$0.listedAlone && $0.symbolSet.map { alone.contains(Path.absolute($0.folder)) } == true }
        }
        let outputCatalog = export.options.catalog ?? defaultCatalog
        if let holder = catalogHolding(outputCatalog) {
            throw .outputInsideCatalog(output: outputCatalog, catalog: Path.relative(holder, from: Path.currentDirectory()))
        }

        let metadata = try loadMetadata(export.options)
        var fingerprints: [ConvertOptions: String] = [:]
        var jobs: [ExportJob] = candidates.map { candidate in
            let options = candidate.settings.options
            var name = candidate.name ?? Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
            if options.dots == .underscore { name = AssetName.replacingDots(name) }
            var jobOptions = options
            // The symbolset is the user's: only its fallback is written, never the symbolset.
            if candidate.symbolSet != nil { jobOptions.symbolSet = false }
            let custom = (options.symbolSet || candidate.symbolSet != nil) && (options.kind == nil || options.kind == .custom)
            let systemName = Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
            let names = custom || options.kind == .image ? [] : (metadata?.names(of: systemName) ?? [])
            let (availability, multicolor) = availability(of: candidate, options: options, custom: custom, names: names)
            // Apple: from iOS 13 UIImage(named:) prefers a symbol asset to a bitmap of the same
            // name; a custom symbol available later needs its bitmap under another name.
            let imageSetName: String? = custom && availability.version > Version.symbols ? name + "-fallback" : nil
            var job = ExportJob(source: candidate.source, name: name, group: candidate.group, options: jobOptions,
                                fromSymbolSet: candidate.symbolSet != nil, imageSetName: imageSetName,
                                symbolSetName: candidate.symbolSet?.name)
            job.catalog = Path.lexicallyNormalized(candidate.catalog ?? outputCatalog)
            job.availability = availability
            job.multicolor = multicolor
            job.systemNames = names.map { SystemName(name: $0.name, from: $0.from) }
            job.sourceStat = candidate.stat
            if let known = fingerprints[job.options] {
                job.fingerprint = known
            } else {
                job.fingerprint = job.options.fingerprint
                fingerprints[job.options] = job.fingerprint
            }
            if let symbolSet = candidate.symbolSet, let problem = symbolSet.problem {
                job.failure = AssetFailure(source: symbolSet.folder, cause: .catalog(.unusableSymbolSet(path: symbolSet.folder, reason: problem)))
            } else if let issue = candidate.issue, let manifestPath {
                job.failure = AssetFailure(source: candidate.source, cause: .manifest(path: manifestPath, issue))
            } else if let problem = candidate.problem {
                job.failure = AssetFailure(source: candidate.source, cause: .convert(.source(problem)))
            } else {
                do throws(CatalogError) {
                    try AssetName.validate(job.imageSet.name)
                    try AssetName.validate(name)
                    for component in candidate.group { try AssetName.validateGroup(component) }
                } catch {
                    job.failure = AssetFailure(source: candidate.source, cause: .catalog(error))
                }
            }
            return job
        }

        // Two sources, one asset: both fail (which one wins would be an accident of order).
        // Compared case-insensitively: macOS file systems usually are.
        var byKey: [String: [Int]] = [:]
        for (index, job) in jobs.enumerated() where job.failure == nil {
            byKey[job.catalog + "\u{0}" + job.key.lowercased(), default: []].append(index)
        }
        for indices in byKey.values where indices.count > 1 {
            let sources = indices.map { jobs[$0].source }
            for index in indices {
                jobs[index].failure = AssetFailure(source: jobs[index].source,
                                                   cause: .catalog(.collision(name: jobs[index].key, sources: sources)))
            }
        }

        // iOS 12 looks the bitmap up by its imageset's name, without groups, and may take what
        // follows a dot for an extension: compare with the other bitmaps of the catalog. Apps
        // that deploy to iOS 13 or later never ask iOS 12.
        let names = Set(jobs.filter { $0.failure == nil }.map { $0.catalog + "\u{0}" + $0.imageSet.name })
        for index in jobs.indices where jobs[index].failure == nil && export.options.deploymentTarget < Version.symbols {
            let name = jobs[index].imageSet.name
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if names.contains(jobs[index].catalog + "\u{0}" + prefix) {
                    jobs[index].warnings.append(.warning(jobs[index].source,
                        "asset '\(name)' starts with '\(prefix).', and '\(prefix)' is another asset: on iOS 12 UIImage(named: \"\(name)\") "
                        + "may return '\(prefix)'; consider \(setting: "dots", "underscore")", code: .dotPrefix))
                    break
                }
            }
        }
        let catalog = AssetCatalog(path: outputCatalog)
        let catalogs = Set(jobs.map(\.catalog)).union([catalog.path])
        if let swift = export.options.swiftFile, catalogs.contains(where: { Path.isInside(Path.absolute(swift), folder: Path.absolute($0)) }) {
            throw .swiftFileInCatalog(manifest: exportSettings.swiftFile != nil ? nil : manifestPath)
        }
        if export.options.swiftFile != nil, !export.options.platform.hasUIKit {
            let fromCommandLine = exportSettings.swiftFile != nil && exportSettings.platform != nil
            throw .swiftWithoutUIKit(export.options.platform, manifest: fromCommandLine ? nil : manifestPath)
        }
        return ExportPlan(catalog: catalog, jobs: jobs, manifest: manifestPath, input: input, options: export.options, metadata: metadata)
    }

    /// Apple's tables: from `symbols-metadata` (an error when they cannot be read), else the SF
    /// Symbols app's own when it is installed (on a Mac), else none.
    private static func loadMetadata(_ options: ExportOptions) throws(ExportPlanError) -> SymbolsMetadata? {
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

    /// From which iOS version a symbol's vector is used: its `available`; for a custom symbol,
    /// the iOS its template's version needs; for a system symbol, the iOS its oldest name exists
    /// from (Apple's tables); else iOS 13. In original mode, a template with multicolor layers
    /// is used from iOS 15 at the earliest (`preferringMulticolor()`), so earlier systems show
    /// the bitmap in its colours rather than the vector in black. Also whether it is one.
    private static func availability(of candidate: Candidate, options: ConvertOptions, custom: Bool,
                                     names: [(name: String, from: Version)]) -> (Availability, multicolor: Bool) {
        let readable = candidate.issue == nil && candidate.problem == nil && candidate.symbolSet?.problem == nil
        let needsBytes = readable && options.kind != .image && (options.mode == .original || (custom && options.available == nil))
        let bytes = needsBytes ? try? FileSystem.readFile(candidate.source) : nil
        var availability: Availability
        if let available = options.available {
            availability = Availability(version: available, source: .explicit)
        } else if custom, let bytes, let version = SymbolTemplate.version(of: bytes), let needed = Version.minimumOS(forTemplate: version) {
            availability = Availability(version: max(needed, Version.symbols), source: .template(version))
        } else if let oldest = names.last {
            availability = Availability(version: oldest.from, source: .metadata(name: oldest.name))
        } else {
            availability = Availability(version: Version.symbols, source: .default)
        }
        let multicolor = options.mode == .original && bytes.map(SymbolTemplate.hasMulticolorLayers) == true
        if multicolor, availability.version < Version.multicolor {
            availability = Availability(version: Version.multicolor, source: .multicolor(availability.source))
        }
        return (availability, multicolor)
    }

    /// Whether a file without a `.json` name starts like a JSON object.
    private static func looksLikeJSON(_ path: String) -> Bool {
        guard let bytes = try? FileSystem.readFile(path, limit: 4 << 20) else { return true }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
    }
}
