import SymbolBase
import SymbolCatalog

/// The outcome of an export.
package struct ExportReport: Sendable {
    package enum Mode: String, Sendable {
        case write, check, dryRun = "dry-run"
    }

    package var mode: Mode
    /// The catalog written (the first, when the export writes into several).
    package var catalog: String
    /// Every catalog written, in order.
    package var catalogs: [String]
    package var assets: [AssetReport]
    /// Generated asset folders no export source produces any more, relative to the catalog:
    /// removed (write), orphaned (check) or to be removed (dry run).
    package var orphans: [String]
    /// The same, each with its catalog's path (`App/Assets.xcassets/old.imageset`).
    package var orphanPaths: [String]
    package var seconds: Double
    /// Stopped early by a signal; the state holds what was finished.
    package var interrupted = false
    /// Nothing was pruned because a symbol of the export failed (a source that is missing may
    /// only be misspelt).
    package var pruningHeldBack = false
    /// Apple's tables the symbols' availability came from, when they were read.
    package var tables: SymbolTablesSource?
    /// The catalog's record of the run (its state) could not be written (a full disk): what was
    /// written is kept, and the next run checks it again.
    package var recordFailures: [CatalogError] = []

    package init(mode: Mode, catalog: String, assets: [AssetReport], orphans: [String], seconds: Double, interrupted: Bool = false,
                 pruningHeldBack: Bool = false) {
        (self.mode, self.catalog, self.catalogs, self.assets) = (mode, catalog, [catalog], assets)
        (self.orphans, self.orphanPaths, self.seconds, self.interrupted) = (orphans, orphans.map { Path.join(catalog, $0) }, seconds, interrupted)
        self.pruningHeldBack = pruningHeldBack
    }

    /// The reports of an export's catalogs (`ExportPlan.parts`) as one.
    package static func combining(_ reports: [ExportReport]) -> ExportReport {
        guard var combined = reports.first, reports.count > 1 else { return reports[0] }
        for report in reports.dropFirst() {
            combined.catalogs += report.catalogs
            combined.assets += report.assets
            combined.orphans += report.orphans
            combined.orphanPaths += report.orphanPaths
            combined.seconds += report.seconds
            combined.interrupted = combined.interrupted || report.interrupted
            combined.pruningHeldBack = combined.pruningHeldBack || report.pruningHeldBack
            combined.recordFailures += report.recordFailures
        }
        return combined
    }

    package func count(_ status: AssetReport.Status) -> Int { assets.filter { $0.status == status }.count }

    /// Whether any asset failed or, for `--check`, the catalog differs (the accessors aside).
    package var failed: Bool {
        if interrupted || count(.failed) > 0 { return true }
        return mode == .check && count(.missing) + count(.stale) + orphans.count > 0
    }
}
