/// One symbol of an export: where it comes from and what it becomes.
public struct ExportJob: Sendable {
    public var source: String
    public var name: String
    public var group: [String]
    public var options: ConvertOptions
    /// Set when the job cannot run (invalid name, collision, unreadable entry).
    public var failure: AssetFailure?
    /// The source's size and time, when the folder scan saw them.
    var sourceStat: FileStat?
    /// `options.fingerprint`, computed once per distinct options.
    var fingerprint = ""

    /// `Group/Sub/name`: the asset's place in the catalog.
    public var key: String { (group + [name]).joined(separator: "/") }
}

/// A warning about the export as a whole, attached to one source.
public enum PlanWarning: Equatable, Sendable, CustomStringConvertible {
    /// `star.fill` next to `star`: `UIImage(named:)` may treat `.fill` as a file extension.
    case dotPrefix(name: String, prefix: String)

    public var description: String {
        switch self {
        case .dotPrefix(let name, let prefix):
            "asset '\(name)' starts with '\(prefix).', and '\(prefix)' is another asset: on iOS 12 UIImage(named: \"\(name)\") may return '\(prefix)'; consider --dots underscore"
        }
    }
}

/// Why an export cannot start.
public enum ExportPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case input(FileSystemError)
    case manifest(path: String, ManifestError)

    public var path: String {
        switch self {
        case .input(let error): return error.path
        case .manifest(let path, let error):
            if case .unreadable(let inner) = error { return inner.path }
            return path
        }
    }

    public var description: String {
        switch self {
        case .input(let error): error.description
        case .manifest(_, let error): error.description
        }
    }
}

/// Every symbol an export will produce, validated before anything is rendered.
public struct ExportPlan: Sendable {
    public var catalog: AssetCatalog
    public var jobs: [ExportJob]
    public var warnings: [(source: String, warning: PlanWarning)]
    /// The manifest used, if any.
    public var manifest: String?

    public static let defaultCatalog = "Output/Assets.xcassets"

    /// The export input when none is given: `Symbols/symbols.json` if it exists, else `Symbols/`.
    public static func defaultInput() -> String {
        FileSystem.kind(of: "Symbols/symbols.json") == .file ? "Symbols/symbols.json" : "Symbols"
    }

    /// Builds the plan from a folder of SVGs or a manifest.
    /// - Parameters:
    ///   - settings: command-line options, defaults for every symbol (a manifest's per-symbol
    ///     entries override them, and they override the manifest's defaults).
    ///   - catalog: `-o/--output`, overriding the manifest's catalog.
    public static func make(input: String, settings: SymbolSettings = SymbolSettings(), catalog: String? = nil) throws(ExportPlanError) -> ExportPlan {
        var entries: [(source: String, name: String?, group: [String], settings: SymbolSettings, problem: FileSystemError?, stat: FileStat?)] = []
        var manifestPath: String?
        var catalogPath = catalog
        switch FileSystem.kind(of: input) {
        case .directory:
            let found: [SourceDiscovery.Found]
            do {
                found = try SourceDiscovery.scan(input)
            } catch {
                throw .input(error)
            }
            entries = found.map { ($0.path, nil, $0.group, settings, $0.problem, $0.stat) }
        case .file:
            let manifest: Manifest
            do {
                manifest = try Manifest.load(input)
            } catch {
                throw .manifest(path: input, error)
            }
            manifestPath = input
            catalogPath = catalogPath ?? manifest.catalog
            let base = settings.over(manifest.defaults)
            entries = manifest.symbols.map { ($0.source, $0.name, $0.group, $0.settings.over(base), nil, nil) }
        case .missing:
            throw .input(FileSystemError(path: input, reason: .notFound))
        case .other:
            throw .input(FileSystemError(path: input, reason: .notRegularFile))
        }

        var fingerprints: [ConvertOptions: String] = [:]
        var jobs: [ExportJob] = entries.map { entry in
            let dots = entry.settings.dots ?? .keep
            var name = entry.name ?? Path.removingSVGExtension(Path.lastComponent(of: entry.source))
            if dots == .underscore { name = AssetName.replacingDots(name) }
            let options = entry.settings.options
            var job = ExportJob(source: entry.source, name: name, group: entry.group, options: options, sourceStat: entry.stat)
            if let known = fingerprints[options] {
                job.fingerprint = known
            } else {
                job.fingerprint = options.fingerprint
                fingerprints[options] = job.fingerprint
            }
            if let problem = entry.problem {
                job.failure = AssetFailure(source: entry.source, cause: .convert(.source(problem)))
            } else {
                do throws(CatalogError) {
                    try AssetName.validate(name)
                    for component in entry.group { try AssetName.validateGroup(component) }
                } catch {
                    job.failure = AssetFailure(source: entry.source, cause: .catalog(error))
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
        var warnings: [(String, PlanWarning)] = []
        for job in jobs where job.failure == nil {
            var prefix = Substring(job.name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if names.contains(String(prefix)) {
                    warnings.append((job.source, .dotPrefix(name: job.name, prefix: String(prefix))))
                    break
                }
            }
        }
        return ExportPlan(catalog: AssetCatalog(path: catalogPath ?? defaultCatalog), jobs: jobs,
                          warnings: warnings, manifest: manifestPath)
    }
}
