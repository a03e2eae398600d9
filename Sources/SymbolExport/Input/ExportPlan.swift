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
    }

    /// The candidates of a catalog given as input: one per symbolset.
    private static func symbolSetCandidates(_ found: [SymbolSetDiscovery.Found], settings: SymbolSettings, group: [String] = []) -> [Candidate] {
        found.map { symbolSet in
            Candidate(source: symbolSet.svg ?? symbolSet.folder, name: symbolSet.name, group: group + symbolSet.group,
                      settings: settings, stat: symbolSet.stat, symbolSet: symbolSet)
        }
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
            candidates = symbolSetCandidates(SymbolSetDiscovery.scan(catalog: input), settings: settings)
            if export.options.catalog == nil { export.catalog = input }
        case .directory:
            let found: [SourceDiscovery.Found]
            do {
                found = try SourceDiscovery.scan(input)
            } catch {
                throw .input(error)
            }
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
                    // Every symbolset of a catalog; the catalog is the default output.
                    candidates += symbolSetCandidates(SymbolSetDiscovery.scan(catalog: source), settings: entrySettings, group: entry.group)
                    if export.options.catalog == nil { export.catalog = source }
                } else if source.hasSuffix(".symbolset"), FileSystem.kind(of: source) == .directory {
                    var found = [SymbolSetDiscovery.symbolSet(folder: source)]
                    if let name = entry.name { found[0].name = name }
                    candidates += symbolSetCandidates(found, settings: entrySettings, group: entry.group)
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
                                fromSymbolSet: candidate.symbolSet != nil, imageSetName: imageSetName)
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
            byKey[job.key.lowercased(), default: []].append(index)
        }
        for indices in byKey.values where indices.count > 1 {
            let sources = indices.map { jobs[$0].source }
            for index in indices {
                jobs[index].failure = AssetFailure(source: jobs[index].source,
                                                   cause: .catalog(.collision(name: jobs[index].key, sources: sources)))
            }
        }

        // UIImage(named:) looks names up without groups, so compare names catalog-wide.
        let names = Set(jobs.filter { $0.failure == nil }.map(\.name))
        for index in jobs.indices where jobs[index].failure == nil {
            let name = jobs[index].name
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if names.contains(String(prefix)) {
                    jobs[index].warnings.append(.warning(jobs[index].source,
                        "asset '\(name)' starts with '\(prefix).', and '\(prefix)' is another asset: on iOS 12 UIImage(named: \"\(name)\") "
                        + "may return '\(prefix)'; consider \(setting: "dots", "underscore")", code: .dotPrefix))
                    break
                }
            }
        }
        let catalog = AssetCatalog(path: export.options.catalog ?? defaultCatalog)
        if let swift = export.options.swiftFile, Path.isInside(Path.absolute(swift), folder: Path.absolute(catalog.path)) {
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
