import SymbolBase
import SymbolCatalog
import SymbolReading
import SymbolRendering

/// The second step of a plan: each candidate becomes a job, with its names, kind,
/// availability, options fingerprint and, when it cannot run, its failure.
struct JobBuilder {
    /// The export's catalog: where the jobs go that are not a catalog symbolset's fallbacks.
    let outputCatalog: String
    /// The manifest read, if any: its entries' problems are reported against it.
    let manifest: String?
    /// Apple's tables of system symbols, or their record.
    let tables: SymbolTables
    /// What the last run recorded of each catalog's assets.
    let previousStates: PreviousStates
    /// Fingerprints by options: an icon set shares a few.
    private var fingerprints: [ConvertOptions: String] = [:]
    /// Normalized catalog paths by the paths given.
    private var catalogs: [String: String] = [:]

    /// The export is for the Mac alone: bitmaps in AppKit's box (`RenderOptions.wholePoints`).
    let wholePoints: Bool

    /// The platform a bare `available` is a version of, and how it maps to a release.
    let availableOn: (platform: Platform, releases: PlatformReleases)

    init(outputCatalog: String, manifest: String?, tables: SymbolTables, previousStates: PreviousStates, wholePoints: Bool = false,
         availableOn: (platform: Platform, releases: PlatformReleases) = (.ios, PlatformReleases())) {
        (self.outputCatalog, self.manifest, self.tables, self.previousStates) = (outputCatalog, manifest, tables, previousStates)
        (self.wholePoints, self.availableOn) = (wholePoints, availableOn)
    }

    mutating func job(for candidate: SourceCandidate) -> ExportJob {
        var options = candidate.settings.options
        options.render.wholePoints = wholePoints
        // `available` names the export's platform's version (macOS 14); inside, a release (iOS 17).
        options.available = options.available.map { availableOn.releases.release(of: $0, on: availableOn.platform) }
        var name = candidate.name ?? Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
        if options.dots == .underscore { name = AssetName.replacingDots(name) }
        let catalog = normalized(candidate.catalog ?? outputCatalog)
        let stat = candidate.stat ?? (candidate.isReadable ? FileStat(candidate.source) : nil)
        let recordedSource = previousStates.paths(of: catalog).recorded(candidate.source)
        let entry = stat.flatMap { previousStates.entry(of: recordedSource, stat: $0, key: AssetLocation.key(group: candidate.group, name: name),
                                                        catalog: catalog) }
        var file = SourceFacts.of(candidate, options: options, stat: stat, recorded: entry?.facts)
        var jobOptions = options
        // The symbolset is the user's: only its fallback is written, never the symbolset.
        if candidate.symbolSet != nil { jobOptions.symbolSet = false }
        // A template that names no Apple glyph is a custom symbol, whatever its kind says: its
        // symbolset is written, and the system is never asked for it.
        let customByFile = candidate.symbolSet == nil && file.isCustomTemplate
        if customByFile { jobOptions.symbolSet = true }
        let custom = customByFile || ((options.symbolSet || candidate.symbolSet != nil) && (options.kind == nil || options.kind == .custom))
        // A custom symbol's availability follows the version its symbolset is written in.
        var choosesVersion = false
        if custom, jobOptions.symbolSet, candidate.symbolSet == nil, file.isTemplate == true, file.version != nil {
            let written = symbolSetVersion(of: candidate, options: jobOptions, file: &file, recorded: entry)
            (file.version, choosesVersion) = (written.version, written.choose)
        }
        let systemName = Path.removingSVGExtension(Path.lastComponent(of: candidate.source))
        let (names, fromRecord) = custom || options.kind == .image ? ([], false) : tables.names(of: systemName)
        let (availability, multicolor) = Self.availability(options: options, custom: custom, names: names, fromRecord: fromRecord, file: file)
        // Apple: from iOS 13 UIImage(named:) prefers a symbol asset to a bitmap of the same
        // name; a custom symbol available later needs its bitmap under another name.
        let fallback = custom && availability.version > Version.symbols
        var job = ExportJob(source: candidate.source, name: name, group: candidate.group, options: jobOptions,
                            fromSymbolSet: candidate.symbolSet != nil, fallbackImageSet: fallback,
                            symbolSetName: candidate.symbolSet?.name)
        job.catalog = catalog
        job.availability = availability
        job.multicolor = multicolor
        job.systemNames = names.map { SystemName(name: $0.name, from: $0.from) }
        job.sourceStat = stat
        job.recordedSource = recordedSource
        job.plannedSource = file.bytes.map(PlannedSource.init)
        job.choosesSymbolSetVersion = choosesVersion
        if customByFile { job.kindFromFile = .custom }
        if customByFile, options.kind == .system { job.warnings.append(Self.notASystemSymbol(candidate.source)) }
        job.fingerprint = fingerprint(of: job.options)
        job.failure = failure(of: candidate, job: job)
        return job
    }

    /// The version the job's symbolset will be written in: the file's under `keep` (with no
    /// lower cap); the one its state records for the same options and tool; else the version
    /// read, for now, with `choose` set: it is chosen from the bytes (read here when the state
    /// stood in for them) once every job is built, all at once (`chooseSymbolSetVersions`).
    private mutating func symbolSetVersion(of candidate: SourceCandidate, options: ConvertOptions, file: inout SourceFacts,
                                           recorded: ExportState.Entry?) -> (version: Version?, choose: Bool) {
        let policy = options.templateVersionPolicy
        guard let read = file.version else { return (nil, false) }
        if policy.target == .keep, policy.cap.map({ $0 >= read }) ?? true { return (read, false) }
        if let recorded, recorded.inputs.areCurrent(fingerprint: fingerprint(of: options), sourceSet: nil),
           let written = recorded.facts?.template?.symbolSet?.written {
            return (written, false)
        }
        guard let bytes = file.bytes ?? (try? FileSystem.readFile(candidate.source)) else { return (read, false) }
        file.bytes = bytes
        return (read, true)
    }

    /// A custom symbol's availability from the version of its template `version`: its
    /// `available`, else the iOS that version needs (iOS 15 at the earliest for multicolor).
    static func customAvailability(_ options: ConvertOptions, version: Version, multicolor: Bool) -> Availability {
        if let available = options.available { return Availability(version: available, source: .explicit) }
        var availability = Availability(version: max(Version.minimumOS(forTemplate: version) ?? Version.symbols, Version.symbols),
                                        source: .template(version))
        if multicolor, availability.version < Version.multicolor {
            availability = Availability(version: Version.multicolor, source: .multicolor(availability.source))
        }
        return availability
    }

    /// `kind: system` for a template that is not an SF Symbol.
    private static func notASystemSymbol(_ source: String) -> Diagnostic {
        .warning(source, "\(setting: "kind", "system") says it is an SF Symbols system symbol, but its generator comment names no Apple glyph "
            + "(SF Symbols app exports of system symbols name theirs, `glyph: \"uni…\"`): it is a custom symbol, written with its symbolset "
            + "and never asked of the system by UIImage(systemName:); leave out \(setting: "kind"), or give it \(setting: "kind", "image")",
            code: .kind)
    }

    /// A catalog's path, lexically normalized, once per catalog.
    private mutating func normalized(_ catalog: String) -> String {
        if let known = catalogs[catalog] { return known }
        let path = Path.lexicallyNormalized(catalog)
        catalogs[catalog] = path
        return path
    }

    private mutating func fingerprint(of options: ConvertOptions) -> String {
        if let known = fingerprints[options] { return known }
        // AppKit's box is no option, but it changes every bitmap.
        let fingerprint = options.fingerprint + (options.render.wholePoints ? ";box=appkit" : "")
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
    private static func availability(options: ConvertOptions, custom: Bool, names: [(name: String, from: Version)], fromRecord: Bool,
                                     file: SourceFacts) -> (Availability, multicolor: Bool) {
        var availability: Availability
        if let available = options.available {
            availability = Availability(version: available, source: .explicit)
        } else if custom, let version = file.version, let needed = Version.minimumOS(forTemplate: version) {
            availability = Availability(version: max(needed, Version.symbols), source: .template(version))
        } else if let oldest = names.last {
            availability = Availability(version: oldest.from, source: fromRecord ? .record(name: oldest.name) : .metadata(name: oldest.name))
        } else {
            availability = Availability(version: Version.symbols, source: .default)
        }
        if file.multicolor, availability.version < Version.multicolor {
            availability = Availability(version: Version.multicolor, source: .multicolor(availability.source))
        }
        return (availability, file.multicolor)
    }
}
