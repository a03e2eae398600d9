import Foundation
import Synchronization

/// Runs an export plan: in parallel, incremental, pruning only what its own source set made.
///
/// Each worker thread owns its converter (librsvg handles and PNG buffers are never
/// shared); results are collected by index, so output bytes, the state file and the
/// order of reported results do not depend on the number of jobs. Writing, `--check` and
/// `--dry-run` decide from one comparison: the state vouches for an asset only when its
/// source, options, tool and files are as recorded; otherwise the asset is rendered and its
/// bytes compared with the catalog's.
public final class Exporter: Sendable {
    public struct Settings: Sendable {
        public var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// Re-render everything, ignoring the state.
        public var force = false
        /// Remove generated assets of this source set whose source is gone.
        public var prune = true
        public var mode = ExportReport.Mode.write
        /// Wait for another run's lock (else fail at once).
        public var waitForLock = true

        public init() {}
    }

    let plan: ExportPlan
    let settings: Settings
    private let events: @Sendable (ExportEvent) -> Void
    private let cancelled = Atomic<Bool>(false)

    public init(plan: ExportPlan, settings: Settings, events: @escaping @Sendable (ExportEvent) -> Void = { _ in }) {
        self.plan = plan
        self.settings = settings
        self.events = events
    }

    /// Asks a running export to stop after the symbols being converted now.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// What the run knows before any symbol is converted.
    private struct Context: Sendable {
        var previous: ExportState
        var ownership: AssetOwnership
        var sourceSet: String
        /// Jobs that cannot run: names that clash, folders that are someone else's.
        var failures: [Int: AssetFailure]
        /// The working directory seen from the catalog: sources are recorded relative to the
        /// catalog, so the record holds wherever the export ran from.
        var workingDirectory: String
        /// The catalog folder, open (or -1): files are checked relative to it.
        var catalogFolder: Int32

        func recorded(_ source: String) -> String {
            source.hasPrefix("/") ? source : Path.lexicallyNormalized(Path.join(workingDirectory, source))
        }
    }

    /// Runs the export. Failures of single symbols are in the report; a catalog that
    /// cannot be written or locked fails the whole run.
    public func run() throws(CatalogError) -> ExportReport {
        let start = DispatchTime.now()
        let catalog = plan.catalog
        let lock = try acquire()
        defer { withExtendedLifetime(lock) {} }
        let previous = ExportState.load(catalog: catalog.path)
        let sourceSet = AssetOwnership.sourceSet(input: plan.input, catalog: catalog.path)
        let recordedOwnership = AssetOwnership.load(catalog: catalog.path)
        let ownership = recordedOwnership ?? AssetOwnership(state: previous)
        // Folders this source set made need no reading to be recognised.
        let ours = Set(plan.jobs.filter { ownership.owners[$0.key] == sourceSet }.flatMap { job in
            AssetKind.allCases.map { job.location($0).relativePath }
        })
        let check = NameCheck(plan: plan, scan: catalog.scan(skipping: ours), ownership: ownership, sourceSet: sourceSet,
                              createdGroups: previous.groups)
        if settings.mode == .write { try updateNamespaces(of: previous.groups, check: check) }
        let catalogFolder = open(catalog.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if catalogFolder >= 0 { close(catalogFolder) } }
        let context = Context(previous: previous, ownership: ownership, sourceSet: sourceSet, failures: check.failures(),
                              workingDirectory: Path.relative(Path.absolute("."), from: Path.absolute(catalog.path)),
                              catalogFolder: catalogFolder)

        let outcomes = runJobs(context)
        let interrupted = cancelled.load(ordering: .relaxed)
        var (state, expected, changed) = record(outcomes, context: context)
        var orphans: [String] = []
        if !interrupted, settings.prune || settings.mode == .check {
            // Nothing written: the catalog is as the first scan saw it.
            let unchanged = outcomes.allSatisfy { $0.createdGroups.isEmpty && $0.report.status != .exported }
            orphans = prune(keeping: expected, context: context, scan: unchanged ? check.scan : nil, state: &state, changed: &changed)
        }
        if settings.mode == .write {
            // Serialized only when it changed: a no-op run reads the state and writes nothing.
            do {
                if changed || state.groups != previous.groups || !orphans.isEmpty { try state.write(catalog: catalog.path) }
                var owned = context.ownership
                owned.owners = owned.owners.filter { $0.value != sourceSet }
                for (key, entry) in state.entries where entry.sourceSet == sourceSet { owned.owners[key] = sourceSet }
                if owned != recordedOwnership { try owned.write(catalog: catalog.path) }
            } catch {
                throw .fileSystem(error)
            }
        }
        let swift = plan.options.swiftFile.flatMap { path in
            interrupted ? nil : swiftAccessors(path: path, reports: outcomes.map(\.report), names: check)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return ExportReport(mode: settings.mode, catalog: catalog.path, assets: outcomes.map(\.report),
                            orphans: orphans, seconds: seconds, interrupted: interrupted, swift: swift)
    }

    /// Writing runs validate and create the catalog and take its lock; --check and
    /// --dry-run only read.
    private func acquire() throws(CatalogError) -> CatalogLock? {
        let catalog = plan.catalog
        guard settings.mode == .write else {
            if FileSystem.kind(of: catalog.path) == .file { throw .notADirectory(path: catalog.path) }
            return nil
        }
        try catalog.validate()
        try catalog.prepare()
        return try CatalogLock(catalog: catalog, wait: settings.waitForLock) { [events] in
            events(.waitingForLock(catalog.path))
        }
    }

    /// Group folders the tool created provide a namespace exactly when `--namespace-groups` asks.
    private func updateNamespaces(of groups: Set<String>, check: NameCheck) throws(CatalogError) {
        for group in groups.sorted() where check.scan.groups.contains(group) {
            let path = Path.join(plan.catalog.fullPath(group), ContentsFile.filename)
            guard !FileSystem.isSymbolicLink(path) else { continue }
            do {
                try FileSystem.writeAtomically(ContentsFile.group(namespaced: plan.options.namespaceGroups).xcodeBytes, to: path)
            } catch {
                throw .fileSystem(error)
            }
        }
    }

    /// The new state (other source sets' entries kept), the asset folders the export produces (or
    /// might, for symbols that failed: those are never pruned), and whether the state changed.
    private func record(_ outcomes: [Outcome], context: Context) -> (ExportState, Set<String>, Bool) {
        let previous = context.previous
        var expected = Set<String>()
        // Starts from the previous state and changes only what differs: a no-op run copies
        // and rehashes nothing.
        var state = previous
        var changed = false
        let keys = Set(plan.jobs.map(\.key))
        for (key, entry) in previous.entries where entry.sourceSet == context.sourceSet && !keys.contains(key) {
            state.entries[key] = nil
            changed = true
        }
        for (job, outcome) in zip(plan.jobs, outcomes) {
            let key = job.key
            if let entry = outcome.entry {
                if entry != previous.entries[key] {
                    state.entries[key] = entry
                    changed = true
                }
                for kind in AssetKind.allCases {
                    let folder = job.location(kind).relativePath
                    if entry.files.contains(where: { Path.isInside($0.path, folder: folder) }) { expected.insert(folder) }
                }
                state.groups.formUnion(outcome.createdGroups)
            } else {
                // A failed symbol keeps its own last record; another source set's is dropped.
                if let old = previous.entries[key], old.sourceSet != context.sourceSet {
                    state.entries[key] = nil
                    changed = true
                }
                expected.formUnion(AssetKind.allCases.map { job.location($0).relativePath })
            }
        }
        return (state, expected, changed)
    }

    /// Generated asset folders this source set made that it no longer produces: removed when
    /// writing (with leftovers of killed runs and group folders the tool created that are now
    /// empty), reported otherwise. Other exports' assets, `convert`'s and hand-made ones stay.
    private func prune(keeping expected: Set<String>, context: Context, scan earlier: AssetCatalog.Scan?,
                       state: inout ExportState, changed: inout Bool) -> [String] {
        let catalog = plan.catalog
        let scan = earlier ?? catalog.scan(skipping: expected)
        var orphans = scan.assets.filter { asset in
            // A renamed fallback (`NAME-fallback.imageset`) is owned under its symbol's key.
            let name = asset.location.name.hasSuffix("-fallback") && asset.location.kind == .imageSet
                ? String(asset.location.name.dropLast("-fallback".count)) : asset.location.name
            let owner = [name, asset.location.name].lazy.compactMap { context.ownership.owners[(asset.location.group + [$0]).joined(separator: "/")] }.first
            return asset.generated == true && !expected.contains(asset.location.relativePath) && owner == context.sourceSet
        }.map(\.location.relativePath)
        if settings.mode == .write {
            for leftover in scan.leftovers { try? FileSystem.remove(catalog.fullPath(leftover)) }
            orphans = orphans.filter { (try? catalog.removeFolder($0)) != nil }
            let usedGroups = Set(plan.jobs.flatMap { job in job.group.indices.map { job.group[...$0].joined(separator: "/") } })
            for group in state.groups.subtracting(usedGroups).sorted(by: >) {
                let folder = catalog.fullPath(group)
                if (try? FileSystem.contentsOfDirectory(folder)) == [ContentsFile.filename],
                   [ContentsFile.group, ContentsFile.namespaceGroup].contains(where: {
                       FileSystem.hasContents(Path.join(folder, ContentsFile.filename), equalTo: $0.xcodeBytes)
                   }) {
                    try? catalog.removeFolder(group)
                }
                if FileSystem.kind(of: folder) == .missing, state.groups.remove(group) != nil { changed = true }
            }
        }
        for orphan in orphans { events(.orphan(orphan)) }
        return orphans
    }

    // MARK: - Workers

    private struct Outcome: Sendable {
        var report: AssetReport
        /// The state entry to record; nil when nothing valid was produced.
        var entry: ExportState.Entry?
        var createdGroups: [String] = []
    }

    private struct Collector {
        var outcomes: [Outcome?]
        var next = 0
        var completed = 0
        var delivered = 0
    }

    private func runJobs(_ context: Context) -> [Outcome] {
        let total = plan.jobs.count
        let collector = Locked(Collector(outcomes: Array(repeating: nil, count: total)))
        let workers = max(1, min(settings.jobs, total))
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread { [self] in
                defer { finished.leave() }
                let converter = SymbolConverter()
                while !cancelled.load(ordering: .relaxed) {
                    let index: Int? = collector.withLock { state in
                        guard state.next < total else { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { break }
                    let outcome = process(index, context: context, converter: converter)
                    collector.withLock { state in
                        state.outcomes[index] = outcome
                        state.completed += 1
                        events(.progress(completed: state.completed, total: total))
                        while state.delivered < total, let ready = state.outcomes[state.delivered] {
                            events(.asset(ready.report))
                            state.delivered += 1
                        }
                    }
                }
            }
            // librsvg recurses over the document; give workers the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        finished.wait()
        return collector.withLock { state in
            state.outcomes.enumerated().map { index, outcome in
                outcome ?? Outcome(report: AssetReport(job: plan.jobs[index], status: .skipped), entry: nil)
            }
        }
    }

    private func process(_ index: Int, context: Context, converter: SymbolConverter) -> Outcome {
        let job = plan.jobs[index]
        var report = AssetReport(job: job, status: .failed)
        if let failure = job.failure ?? context.failures[index] {
            report.failure = failure
            return Outcome(report: report, entry: nil)
        }
        let catalog = plan.catalog
        let options = job.fingerprint
        let old = settings.force ? nil : context.previous.entries[job.key].flatMap { entry in
            (entry.options, entry.tool, entry.renderer, entry.sourceSet)
                == (options, Version.string, ExportState.renderer, context.sourceSet) ? entry : nil
        }
        /// The old entry, kept, when every file it recorded is intact and where the job puts it now.
        let imageSetFolder = job.location(.imageSet).relativePath
        func intact(_ entry: ExportState.Entry) -> ExportState.Entry? {
            guard !entry.files.isEmpty, entry.files.contains(where: { Path.isInside($0.path, folder: imageSetFolder) }),
                  entry.files.allSatisfy({ context.catalogFolder >= 0 ? $0.isIntact(in: context.catalogFolder) : $0.isIntact(catalog: catalog.path) })
            else { return nil }
            return entry
        }
        func unchanged(_ entry: ExportState.Entry) -> Outcome {
            report.status = .unchanged
            report.describe(entry)
            return Outcome(report: report, entry: entry)
        }

        // A source whose size and time match the state is not even read.
        let sourceStat = job.sourceStat ?? FileStat(job.source)
        let recordedSource = context.recorded(job.source)
        if let old, old.source == recordedSource, let sourceStat, old.sourceStat == sourceStat, let kept = intact(old) {
            return unchanged(kept)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(job.source)
        } catch {
            report.failure = AssetFailure(source: job.source, cause: .convert(.source(error)))
            return Outcome(report: report, entry: nil)
        }
        var entry = ExportState.Entry(
            key: job.key, source: recordedSource, sourceStat: sourceStat ?? FileStat(size: bytes.count, modified: 0),
            sourceSHA256: SHA256.hex(bytes), options: options, tool: Version.string, renderer: ExportState.renderer,
            files: [], sourceSet: context.sourceSet)
        // Touched, moved or copied but not changed: same hash, so still up to date.
        if let old, old.sourceSHA256 == entry.sourceSHA256, var kept = intact(old) {
            kept.sourceStat = entry.sourceStat
            kept.source = entry.source
            return unchanged(kept)
        }

        let asset: RenderedAsset
        do {
            asset = try converter.convert(bytes: bytes, name: job.location(.imageSet).name,
                                          symbolSetName: job.imageSetName == nil ? nil : job.name, options: job.options)
        } catch {
            report.failure = AssetFailure(source: job.source, cause: .convert(error))
            return Outcome(report: report, entry: nil)
        }
        report.rendered = true
        entry.warnings = asset.warnings.map { Diagnostic(path: job.source, message: $0.description, code: $0.code) }
        entry.pixelSizes = asset.pixelSizes.map { "\($0.width)x\($0.height)" }.joined(separator: ",")
        entry.variant = asset.variant ?? ""
        entry.templateVersion = asset.templateVersion ?? ""
        report.describe(entry)
        let folders = asset.folders.map { (location: job.location($0.kind), files: $0.files) }

        if settings.mode != .write {
            // The comparison an export would make: missing files, files whose bytes differ.
            var missing: [String] = []
            var stale: [String] = []
            for (location, files) in folders {
                for file in files {
                    let relative = location.file(file.filename)
                    let full = catalog.fullPath(relative)
                    if FileSystem.kind(of: full) == .missing {
                        missing.append(relative)
                    } else if !FileSystem.hasContents(full, equalTo: file.bytes) {
                        stale.append(relative)
                    }
                }
            }
            report.files = missing + stale
            switch settings.mode {
            case .check: report.status = !missing.isEmpty ? .missing : !stale.isEmpty ? .stale : .unchanged
            default: report.status = report.files.isEmpty ? .unchanged : .planned
            }
            return Outcome(report: report, entry: nil)
        }

        let written: AssetCatalog.WriteResult
        do {
            written = try catalog.write(asset, group: job.group, namespaced: plan.options.namespaceGroups)
        } catch {
            report.failure = AssetFailure(source: job.source, cause: .catalog(error))
            return Outcome(report: report, entry: nil)
        }
        report.files = written.written
        report.status = written.written.isEmpty ? .unchanged : .exported
        entry.files = folders.flatMap { location, files in
            files.compactMap { file in
                written.stats[location.file(file.filename)].map {
                    ExportState.FileRecord(path: location.file(file.filename), stat: $0)
                }
            }
        }
        return Outcome(report: report, entry: entry, createdGroups: written.createdGroups)
    }
}
