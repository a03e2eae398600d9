import Dispatch
import SymbolBase
import SymbolCatalog
import SymbolRendering
import Synchronization

/// Runs an export plan: in parallel, incremental, pruning only what its own source set made.
///
/// The driver: it opens the catalog (`ExportSession`), hands each asset to a worker
/// (`WorkerPool`, `AssetWork`), delivers results in the plan's order, then records the state
/// and prunes (`Exporter+Recording`). Output bytes, the state file and the order of reported
/// results do not depend on the number of jobs. Writing, `--check` and `--dry-run` decide from
/// one comparison: the state vouches for an asset only when its source, options, tool and files
/// are as recorded; otherwise the asset is rendered and its bytes compared with the catalog's.
package final class Exporter: Sendable {
    let plan: ExportPlan
    let controls: RunControls
    let events: @Sendable (ExportEvent) -> Void
    private let cancelled = Atomic<Bool>(false)

    package init(plan: ExportPlan, controls: RunControls, events: @escaping @Sendable (ExportEvent) -> Void = { _ in }) {
        self.plan = plan
        self.controls = controls
        self.events = events
    }

    /// Asks a running export to stop after the symbols being converted now.
    package func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
    }

    /// Runs the export. Failures of single symbols are in the report; a catalog that
    /// cannot be written or locked fails the whole run.
    package func run() throws(CatalogError) -> ExportReport {
        let start = DispatchTime.now()
        let session = try ExportSession(plan: plan, controls: controls, events: events)
        let pool = WorkerPool(workers: controls.renderer.threads(jobs: controls.jobs))
        let converter = controls.renderer.converters(renderers: controls.jobs)
        let outcomes = pool.run(count: plan.jobs.count, isCancelled: { [self] in cancelled.load(ordering: .relaxed) },
                                makeWorker: converter,
                                work: { index, converter in AssetWork(index: index, session: session).run(converter) },
                                progress: { [events] completed, total in events(.progress(completed: completed, total: total)) },
                                deliver: { [events] outcome in events(.asset(outcome.report)) })
            .enumerated().map { index, outcome in outcome ?? AssetOutcome(skipped: index, of: session.jobs) }
        // A symbol not reached is one the interrupt stopped, whichever of the two came first.
        let interrupted = cancelled.load(ordering: .sequentiallyConsistent) || outcomes.contains { $0.report.status == .skipped }
        // A record that cannot be written (a full disk) fails the run, but its report is still
        // made: the assets written, those not, and the summary.
        var recordFailures: [CatalogError] = []
        var (orphans, heldBack): ([String], Bool) = ([], true)
        do {
            (orphans, heldBack) = try record(outcomes, session: session, interrupted: interrupted)
        } catch {
            recordFailures.append(error)
        }
        // Released here, not when the last reference to the session goes.
        session.lock?.release()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        var report = ExportReport(mode: controls.mode, catalog: plan.catalog.path, assets: outcomes.map(\.report),
                                  orphans: orphans, seconds: seconds, interrupted: interrupted, pruningHeldBack: heldBack)
        report.recordFailures = recordFailures
        return report
    }
}
