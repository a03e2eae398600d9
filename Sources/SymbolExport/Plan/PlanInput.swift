import SymbolBase
import SymbolCatalog

/// The first step of a plan: the export input read, as the candidates it names, with the
/// export's options as the command line and the manifest give them.
struct PlanInput {
    var candidates: [SourceCandidate] = []
    /// The manifest read, if any, and what it says.
    var manifest: String?
    var parsedManifest: Manifest?
    /// The command line's export options over the manifest's; a catalog input is also the
    /// default output.
    var export: PartialExportOptions
    /// What the summary says of the input: symbolsets left to the export that owns them.
    var notes: [Diagnostic] = []
    /// The folder or manifest the export is of, for the catalogs' ownership records.
    private var input = ""

    /// Reads `input`: a catalog (its symbolsets), a folder of SVGs, or a manifest.
    /// - Parameters:
    ///   - settings: command-line options, defaults for every symbol.
    ///   - export: command-line options of the export as a whole.
    static func read(_ input: String, settings: PartialSymbolOptions, export: PartialExportOptions) throws(ExportPlanError) -> PlanInput {
        var read = PlanInput(export: export)
        read.input = input
        switch FileSystem.kind(of: input) {
        case .directory where Path.lastComponent(of: input).hasSuffix(".xcassets"):
            read.addCatalog(input, settings: settings)
        case .directory:
            read.candidates = try folderCandidates(input, settings: settings)
        case .file where input.hasSuffix(".xcassets"):
            throw .catalogNotAFolder(path: input)
        case .file where input.lowercased().hasSuffix(".svg"):
            throw .svgGiven(path: input)
        case .file:
            try read.addManifest(input, settings: settings)
        case .missing:
            throw .input(FileSystemError(path: input, reason: .notFound))
        case .other:
            throw .input(FileSystemError(path: input, reason: .notRegularFile))
        }
        if let catalog = read.export.options.catalog, FileSystem.kind(of: catalog) == .file {
            throw .catalogNotAFolder(path: catalog)
        }
        read.candidates.mergeSymbolSetsListedAlone()
        return read
    }

    /// Every symbolset of a catalog, each fallback beside it; the first catalog is also the
    /// output (of a manifest's SVGs), unless one is named.
    /// A symbolset whose fallback another export of the catalog makes (its ownership record
    /// says so: a manifest that lists it) is left to that export, with a note.
    private mutating func addCatalog(_ catalog: String, settings: PartialSymbolOptions) {
        let owners = AssetOwnership.load(catalog: catalog)?.owners ?? [:]
        let mine = AssetOwnership.sourceSet(input: input, catalog: catalog)
        var skipped: [String: [String]] = [:]
        for candidate in SourceCandidate.symbolSets(SymbolSetDiscovery.scan(catalog: catalog), catalog: catalog, settings: settings) {
            let key = AssetLocation.key(group: candidate.group, name: candidate.name ?? "")
            if let owner = owners[key], owner != mine, owner != AssetOwnership.convert {
                skipped[owner, default: []].append(key)
                continue
            }
            candidates.append(candidate)
        }
        for (owner, keys) in skipped.sorted(by: { $0.key < $1.key }) {
            let names = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
            notes.append(.note(catalog, "left \(keys.count) symbolset\(keys.count == 1 ? "" : "s") (\(names)) to the export that makes "
                + "\(keys.count == 1 ? "its fallback" : "their fallbacks"), \(Path.lexicallyNormalized(Path.join(catalog, owner))) (the catalog's "
                + "\(AssetOwnership.filename)); export that instead, or as well"))
        }
        if export.options.catalog == nil { export.catalog = catalog }
    }

    /// The SVGs of a folder, each sub-folder a group; a folder in a catalog, or one that holds
    /// catalogs and no SVG of its own, is refused with what to pass instead.
    private static func folderCandidates(_ folder: String, settings: PartialSymbolOptions) throws(ExportPlanError) -> [SourceCandidate] {
        if let catalog = CatalogPaths.catalog(holding: folder) {
            throw .insideCatalog(input: folder, catalog: Path.relative(catalog, from: Path.currentDirectory()))
        }
        let found: [SourceDiscovery.Found]
        let catalogs: [String]
        do {
            (found, catalogs) = try SourceDiscovery.scanWithCatalogs(folder)
        } catch {
            throw .input(error)
        }
        if found.isEmpty, !catalogs.isEmpty { throw .holdsCatalogs(input: folder, catalogs: catalogs) }
        return found.map { SourceCandidate(source: $0.path, group: $0.group, settings: settings, problem: $0.problem, stat: $0.stat) }
    }

    /// The symbols a manifest lists: SVGs, catalogs and single symbolsets, each entry's options
    /// over the manifest's defaults over the command line's.
    private mutating func addManifest(_ path: String, settings: PartialSymbolOptions) throws(ExportPlanError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: Manifest.sizeLimit)
        } catch {
            throw .manifest(path: path, .unreadable(error))
        }
        guard path.lowercased().hasSuffix(".json") || Manifest.looksLikeJSON(bytes) else { throw .notAnInput(path: path) }
        let manifest: Manifest
        do {
            manifest = try Manifest.parse(bytes, path: path, checkSources: true)
        } catch {
            throw .manifest(path: path, error)
        }
        self.manifest = path
        parsedManifest = manifest
        export = export.over(manifest.exportOptions)
        let base = settings.over(manifest.defaults)
        for entry in manifest.symbols { add(entry, settings: entry.settings.over(base)) }
        if !(base.silencedWarnings ?? []).contains(.unlisted) { notes += Self.unlisted(beside: manifest) }
    }

    /// The SVGs in the manifest's folder that no entry lists (nor a pattern matches): a warning
    /// each, naming the line to add, since they are not exported.
    static func unlisted(beside manifest: Manifest) -> [Diagnostic] {
        let folder = Path.parent(of: manifest.path)
        let listed = Set(manifest.symbols.map { Path.lexicallyNormalized($0.source) })
        let names = ((try? FileSystem.entries(of: folder.isEmpty ? "." : folder)) ?? []).compactMap(\.name)
            .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".svg") }.sorted()
        return names.compactMap { name in
            let path = Path.join(folder, name)
            guard !listed.contains(Path.lexicallyNormalized(path)), FileSystem.kind(of: path) == .file else { return nil }
            return .warning(path, "no entry of \(manifest.path) lists it, so it is not exported; add \"\(name)\" to its "
                + "\"symbols\" (or \"*.svg\", every SVG beside it)", code: .unlisted)
        }
    }

    private mutating func add(_ entry: Manifest.Entry, settings: PartialSymbolOptions) {
        let source = entry.source
        if source.hasSuffix(".xcassets"), FileSystem.kind(of: source) == .directory {
            addCatalog(source, settings: settings)
        } else if source.hasSuffix(".symbolset"), FileSystem.kind(of: source) == .directory {
            candidates.append(Self.symbolSetCandidate(entry, settings: settings))
        } else {
            candidates.append(SourceCandidate(source: source, name: entry.name, group: entry.group, settings: settings, issue: entry.problem))
        }
    }

    /// A single symbolset a manifest lists: its fallback goes into the catalog and group that
    /// hold it; one outside any catalog is a problem of its entry.
    private static func symbolSetCandidate(_ entry: Manifest.Entry, settings: PartialSymbolOptions) -> SourceCandidate {
        guard let (catalog, group) = CatalogPaths.enclosingCatalog(of: entry.source) else {
            let issue = ManifestIssue(keyPath: entry.keyPath, problem: .missingSource(path: entry.writtenSource,
                reason: "is a symbolset outside any .xcassets catalog; its fallback is written beside it, so move it into the app's catalog"),
                line: entry.sourcePosition?.line, column: entry.sourcePosition?.column)
            return SourceCandidate(source: entry.source, name: entry.name, group: [], settings: settings, issue: issue)
        }
        var found = SymbolSetDiscovery.symbolSet(folder: entry.source)
        found.group = group
        var candidate = SourceCandidate.symbolSets([found], catalog: catalog, settings: settings)[0]
        candidate.name = entry.name ?? found.name
        candidate.listedAlone = true
        return candidate
    }
}
