import SymbolBase

/// The outcome of an export.
public struct ExportReport: Sendable {
    public enum Mode: String, Sendable {
        case write, check, dryRun = "dry-run"
    }

    public var mode: Mode
    public var catalog: String
    public var assets: [AssetReport]
    /// Generated asset folders no export source produces any more, relative to the catalog:
    /// removed (write), orphaned (check) or to be removed (dry run).
    public var orphans: [String]
    public var seconds: Double
    /// Stopped early by a signal; the state holds what was finished.
    public var interrupted = false

    public func count(_ status: AssetReport.Status) -> Int { assets.filter { $0.status == status }.count }

    /// Whether any asset failed or, for `--check`, the catalog differs (the accessors aside).
    public var failed: Bool {
        if interrupted || count(.failed) > 0 { return true }
        return mode == .check && count(.missing) + count(.stale) + orphans.count > 0
    }
}
