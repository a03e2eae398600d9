import SymbolBase
import SymbolCatalog
import SymbolRendering

/// The outcome of one symbol in an export.
package struct AssetReport: Sendable {
    package enum Status: String, Sendable {
        /// Rendered and at least one file written.
        case exported
        /// Nothing to write: skipped by the state, or rendered to identical bytes.
        case unchanged
        case failed
        /// `--check`: files missing from the catalog.
        case missing
        /// `--check`: files whose bytes differ from what an export would write.
        case stale
        /// `--dry-run`: would be rendered.
        case planned = "would-export"
        /// Not reached: the run was interrupted first.
        case skipped
    }

    /// The names by which `UIImage(named:)` finds its assets (with the groups that provide a
    /// namespace: `Tabs/heart`).
    package struct LookupNames: Equatable, Sendable {
        package var imageSet: String
        /// The symbolset's, when it has one.
        package var symbolSet: String?
    }

    /// Its job: the plan's, named by its place, not copied (a job is over 500 bytes, and an
    /// export of thousands of symbols keeps every report to the end).
    package var job: ExportJob { jobs.all[index] }
    /// The job's place in the plan.
    package let index: Int
    private let jobs: ExportJobs
    package var status: Status
    /// Files written (or, with `--check`, missing or differing), relative to the catalog.
    package var files: [String] = []
    /// Its warnings (the conversion's and the export's), but those of kinds its options silence.
    package var warnings: [Diagnostic] = []
    /// What this run did that is worth saying when it rendered the symbol (a symbolset written
    /// in an older template version); not recorded, so not said again while it is unchanged.
    package var notes: [Diagnostic] = []
    /// Why it failed; kept out of line (most assets do not fail, and a failure is over 100 bytes).
    package var failure: AssetFailure? {
        get { failureBox?.value }
        set { failureBox = newValue.map(OutOfLine.init) }
    }
    private var failureBox: OutOfLine<AssetFailure>?
    /// Whether it was rendered (false when the state showed it up to date).
    package var rendered = false
    /// What its render found (sizes, template version and variant): now, or as recorded.
    package var facts: AssetFacts?
    package var names: LookupNames?
    /// Files in its folders that the tool did not write, kept (relative to the catalog).
    package var kept: [String] = []

    package init(_ index: Int, of jobs: ExportJobs, status: Status) {
        (self.index, self.jobs, self.status) = (index, jobs, status)
    }
}

/// The jobs of a plan, shared by the reports of its run: each names its job by index.
package final class ExportJobs: Sendable {
    package let all: [ExportJob]

    package init(_ jobs: [ExportJob]) {
        all = jobs
    }
}
