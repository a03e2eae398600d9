/// What an export tells its caller while it runs, in a deterministic order for results.
package enum ExportEvent: Sendable {
    /// Another process holds the catalog lock; waiting for it.
    case waitingForLock(String)
    /// Asset `completed` of `total` finished (any order).
    case progress(completed: Int, total: Int)
    /// A finished asset, delivered in the plan's order whatever the number of jobs.
    case asset(AssetReport)
    /// A generated asset folder removed (or, with --check/--dry-run, that would be).
    case orphan(String)
    /// A generated asset folder no source makes any more, kept because it holds files the tool
    /// did not write (relative to the catalog).
    case keptFolder(String, files: [String])
}
