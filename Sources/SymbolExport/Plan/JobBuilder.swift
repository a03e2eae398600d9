import SymbolBase
import SymbolCatalog
import SymbolReading

/// The second step of a plan: each candidate becomes a job, with its names, kind,
/// availability, options fingerprint and, when it cannot run, its failure.
struct JobBuilder {
    /// The export's catalog: where the jobs go that are not a catalog symbolset's fallbacks.
    let outputCatalog: String
    /// The manifest read, if any: its entries' problems are reported against it.
    let manifest: String?
    /// Apple's tables of system symbols, when found.
    let metadata: SymbolsMetadata?
    /// Fingerprints by options: an icon set shares a few.
    private var fingerprints: [ConvertOptions: String] = [:]

    init(outputCatalog: String, manifest: String?, metadata: SymbolsMetadata?) {
        (self.outputCatalog, self.manifest, self.metadata) = (outputCatalog, manifest, metadata)
    }

    mutating func job(for candidate: SourceCandidate) -> ExportJob {
        let options = candidate.settings.options
        var name = candidate.name ?? Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
        if options.dots == .underscore { name = AssetName.replacingDots(name) }
        var jobOptions = options
        // The symbolset is the user's: only its fallback is written, never the symbolset.
        if candidate.symbolSet != nil { jobOptions.symbolSet = false }
        let custom = (options.symbolSet || candidate.symbolSet != nil) && (options.kind == nil || options.kind == .custom)
        let systemName = Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
        let names = custom || options.kind == .image ? [] : (metadata?.names(of: systemName) ?? [])
        // Read here only when planning needs the bytes (the template's version, its colours);
        // the run then draws from them instead of reading the source again.
        let needsBytes = candidate.isReadable && options.kind != .image && (options.mode == .original || (custom && options.available == nil))
        let bytes = needsBytes ? try? FileSystem.readFile(candidate.source) : nil
        let (availability, multicolor) = Self.availability(options: options, custom: custom, names: names, bytes: bytes)
        // Apple: from iOS 13 UIImage(named:) prefers a symbol asset to a bitmap of the same
        // name; a custom symbol available later needs its bitmap under another name.
        let fallback = custom && availability.version > Version.symbols
        var job = ExportJob(source: candidate.source, name: name, group: candidate.group, options: jobOptions,
                            fromSymbolSet: candidate.symbolSet != nil, fallbackImageSet: fallback,
                            symbolSetName: candidate.symbolSet?.name)
        job.catalog = Path.lexicallyNormalized(candidate.catalog ?? outputCatalog)
        job.availability = availability
        job.multicolor = multicolor
        job.systemNames = names.map { SystemName(name: $0.name, from: $0.from) }
        job.sourceStat = candidate.stat
        job.plannedSource = bytes.map(PlannedSource.init)
        job.fingerprint = fingerprint(of: job.options)
        job.failure = failure(of: candidate, job: job)
        return job
    }

    private mutating func fingerprint(of options: ConvertOptions) -> String {
        if let known = fingerprints[options] { return known }
        let fingerprint = options.fingerprint
        fingerprints[options] = fingerprint
        return fingerprint
    }

    /// Why the job cannot run: its symbolset, its manifest entry, its folder entry or its names.
    private func failure(of candidate: SourceCandidate, job: ExportJob) -> AssetFailure? {
        if let symbolSet = candidate.symbolSet, let problem = symbolSet.problem {
            return AssetFailure(source: symbolSet.folder, cause: .catalog(.unusableSymbolSet(path: symbolSet.folder, reason: problem)))
        }
        if let issue = candidate.issue, let manifest {
            return AssetFailure(source: candidate.source, cause: .manifest(path: manifest, issue))
        }
        if let problem = candidate.problem {
            return AssetFailure(source: candidate.source, cause: .convert(.source(problem)))
        }
        do throws(CatalogError) {
            try AssetName.validate(job.imageSet.name)
            try AssetName.validate(job.name)
            for component in candidate.group { try AssetName.validateGroup(component) }
            return nil
        } catch {
            return AssetFailure(source: candidate.source, cause: .catalog(error))
        }
    }

    /// From which iOS version a symbol's vector is used: its `available`; for a custom symbol,
    /// the iOS its template's version needs; for a system symbol, the iOS its oldest name exists
    /// from (Apple's tables); else iOS 13. In original mode, a template with multicolor layers
    /// is used from iOS 15 at the earliest (`preferringMulticolor()`), so earlier systems show
    /// the bitmap in its colours rather than the vector in black. Also whether it is one.
    private static func availability(options: ConvertOptions, custom: Bool, names: [(name: String, from: Version)],
                                     bytes: [UInt8]?) -> (Availability, multicolor: Bool) {
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
}
