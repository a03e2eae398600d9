import SymbolBase
import SymbolCatalog
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an export run knows before any symbol is converted: the catalog, locked when writing;
/// its previous state and ownership; which assets may not be written (names that clash,
/// folders that are someone else's); the names `UIImage(named:)` will find each asset by.
final class ExportSession: Sendable {
    let plan: ExportPlan
    /// The plan's jobs, as the run's reports name them.
    let jobs: ExportJobs
    let controls: RunControls
    let lock: CatalogLock?
    let previous: ExportState
    /// The ownership file as read; nil when the catalog has none.
    let recordedOwnership: AssetOwnership?
    let ownership: AssetOwnership
    let sourceSet: String
    let names: NameCheck
    /// Jobs that cannot run: names that clash, folders that are someone else's.
    let failures: [Int: AssetFailure]
    /// How sources are recorded: relative to the catalog, so the record holds wherever the
    /// export ran from, and however its input was named.
    let paths: SourcePaths
    /// The catalog folder, open (or -1): files are checked relative to it.
    let catalogFolder: Int32

    init(plan: ExportPlan, controls: RunControls, events: @escaping @Sendable (ExportEvent) -> Void) throws(CatalogError) {
        self.plan = plan
        jobs = ExportJobs(plan.jobs)
        self.controls = controls
        let catalog = plan.catalog
        lock = try Self.acquire(catalog, controls: controls, events: events)
        previous = plan.previousStates.state(of: Path.lexicallyNormalized(catalog.path))
        sourceSet = AssetOwnership.sourceSet(input: plan.input, catalog: catalog.path)
        recordedOwnership = AssetOwnership.load(catalog: catalog.path)
        ownership = recordedOwnership ?? AssetOwnership(state: previous)
        // Folders this source set made need no reading to be recognised.
        let jobs = plan.jobs
        let ours = Set(jobs.indices.lazy.filter { [ownership, sourceSet] in ownership.owners[jobs[$0].key] == sourceSet }
            .flatMap { jobs[$0].writtenLocations.map(\.relativePath) })
        names = NameCheck(plan: plan, scan: catalog.scan(skipping: ours), ownership: ownership, sourceSet: sourceSet,
                          createdGroups: previous.groups, prunes: controls.prune)
        Self.removeAbandoned(names.scan.leftovers, in: catalog)
        if controls.mode == .write { try Self.updateNamespaces(of: previous.groups, plan: plan, scan: names.scan) }
        failures = names.failures()
        paths = plan.previousStates.paths(of: Path.lexicallyNormalized(catalog.path))
        catalogFolder = open(catalog.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if catalogFolder >= 0 { close(catalogFolder) }
    }

    /// `source` as the state records it: relative to the catalog, the same whether the input
    /// was given relative or absolute (one canonical path: else a run from the other form
    /// would rewrite the state).
    func recorded(_ source: String) -> String {
        paths.recorded(source)
    }

    /// Writing runs validate and create the catalog and take its lock; --check and
    /// --dry-run only read.
    private static func acquire(_ catalog: AssetCatalog, controls: RunControls,
                                events: @Sendable (ExportEvent) -> Void) throws(CatalogError) -> CatalogLock? {
        guard controls.mode == .write else {
            if FileSystem.kind(of: catalog.path) == .file { throw .notADirectory(path: catalog.path) }
            return nil
        }
        try catalog.validate()
        try catalog.prepare()
        return try CatalogLock(catalog: catalog, wait: controls.waitForLock) {
            events(.waitingForLock(catalog.path))
        }
    }

    /// Removes what killed runs were writing (temporary asset folders, hidden but beside the
    /// assets), first thing in every run, `--check` and `--dry-run` included: only those of
    /// runs that are gone, so a run writing now (which `--check` does not wait for) keeps its own.
    private static func removeAbandoned(_ leftovers: [String], in catalog: AssetCatalog) {
        for leftover in leftovers where TemporaryFiles.isAbandoned(Path.lastComponent(of: leftover)) {
            try? FileSystem.remove(catalog.fullPath(leftover))
        }
    }

    /// Group folders the tool created provide a namespace exactly when `namespace-groups` asks.
    private static func updateNamespaces(of groups: Set<String>, plan: ExportPlan, scan: AssetCatalog.Scan) throws(CatalogError) {
        for group in groups.sorted() where scan.groups.contains(group) {
            let path = Path.join(plan.catalog.fullPath(group), ContentsFile.filename)
            guard !FileSystem.isSymbolicLink(path) else { continue }
            do {
                try FileSystem.writeAtomically(ContentsFile.group(namespaced: plan.options.namespaceGroups).xcodeBytes, to: path)
            } catch {
                throw .fileSystem(error)
            }
        }
    }
}
