import Dispatch
import SymbolBase
import SymbolCatalog
import SymbolRendering
import Synchronization

/// Runs an export plan: in parallel, incremental, pruning only what its own source set made.
///
/// The driver: it opens the catalog (`ExportSession`), hands each asset to a worker
/// (`WorkerPool`, `AssetWork`), delivers results in the plan's order, then records the state
/// and prunes (`Exporter+Records`). Output bytes, the state file and the order of reported
/// results do not depend on the number of jobs. Writing, `--check` and `--dry-run` decide from
/// one comparison: the state vouches for an asset only when its source, options, tool and files
/// are as recorded; otherwise the asset is rendered and its bytes compared with the catalog's.
public final class Exporter: Sendable {
    public struct Settings: Sendable {
        public var jobs = CommandOptions.defaultJobs
        /// Re-render everything, ignoring the state.
        public var force = false
        /// Remove generated assets of this source set whose source is gone.
        public var prune = true
        public var mode = ExportReport.Mode.write
        /// Wait for another run's lock (else fail at once).
        public var waitForLock = true
        /// Where symbols are drawn: in this process, or in supervised worker processes.
        public var renderer = Renderer.inProcess

        public init() {}

        /// The settings the command line gives.
        public init(_ options: CommandOptions) {
            jobs = options.jobs
            force = options.force
            prune = !options.noPrune
            mode = options.check ? .check : options.dryRun ? .dryRun : .write
            waitForLock = !options.noWait
        }
    }

    /// Where librsvg, cairo and libpng run.
    public enum Renderer: Sendable {
        /// Here, on the export's threads.
        case inProcess
        /// In worker processes of `executable` (`symbol-export __render-worker`), as many as
        /// `jobs`, each job killed after `timeout` seconds: a crash costs only the symbol being drawn.
        case workers(executable: String, timeout: Double)

        /// A converter for one thread.
        public func converter() -> SymbolConverter {
            converters(renderers: 1)()
        }

        /// A render backend for one thread: this process's renderer, or one worker process.
        package func backend() -> any RenderBackend {
            switch self {
            case .inProcess: InProcessRenderer()
            case .workers(let executable, let timeout): WorkerProcess(executable: executable, timeout: timeout)
            }
        }

        /// How many threads an export runs to keep `jobs` renderers busy: two per worker
        /// process, so that it draws one thread's symbol while the other prepares or writes.
        func threads(jobs: Int) -> Int {
            switch self {
            case .inProcess: jobs
            case .workers: 2 * jobs
            }
        }

        /// Hands out the threads' converters: on their own librsvg here; in workers, one of
        /// `renderers` worker processes each, in turn.
        func converters(renderers: Int) -> @Sendable () -> SymbolConverter {
            switch self {
            case .inProcess:
                return { SymbolConverter() }
            case .workers(let executable, let timeout):
                let workers = (0..<max(1, renderers)).map { _ in WorkerProcess(executable: executable, timeout: timeout) }
                let handedOut = Locked(0)
                return {
                    let index = handedOut.withLock { count in
                        defer { count += 1 }
                        return count % workers.count
                    }
                    return SymbolConverter(backend: workers[index])
                }
            }
        }
    }

    let plan: ExportPlan
    let settings: Settings
    let events: @Sendable (ExportEvent) -> Void
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

    /// Runs the export. Failures of single symbols are in the report; a catalog that
    /// cannot be written or locked fails the whole run.
    public func run() throws(CatalogError) -> ExportReport {
        let start = DispatchTime.now()
        let session = try ExportSession(plan: plan, settings: settings, events: events)
        let pool = WorkerPool(workers: settings.renderer.threads(jobs: settings.jobs))
        let converter = settings.renderer.converters(renderers: settings.jobs)
        let outcomes = pool.run(count: plan.jobs.count, isCancelled: { [self] in cancelled.load(ordering: .relaxed) },
                                makeWorker: converter,
                                work: { index, converter in AssetWork(index: index, session: session).run(converter) },
                                progress: { [events] completed, total in events(.progress(completed: completed, total: total)) },
                                deliver: { [events] outcome in events(.asset(outcome.report)) })
            .enumerated().map { index, outcome in outcome ?? AssetOutcome(skipped: plan.jobs[index]) }
        let interrupted = cancelled.load(ordering: .relaxed)
        let orphans = try record(outcomes, session: session, interrupted: interrupted)
        // Released here, not when the last reference to the session goes.
        session.lock?.release()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return ExportReport(mode: settings.mode, catalog: plan.catalog.path, assets: outcomes.map(\.report),
                            orphans: orphans, seconds: seconds, interrupted: interrupted)
    }
}
