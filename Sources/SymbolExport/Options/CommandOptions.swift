import SymbolBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a command runs, as the command line asks (these options have no manifest key).
public struct CommandOptions: Hashable, Sendable {
    /// `convert --name`: the asset name; nil: the file name without `.svg`.
    public var name: String?
    /// `export --jobs`: parallel jobs.
    public var jobs = CommandOptions.defaultJobs
    /// Re-render everything, ignoring the saved state.
    public var force = false
    /// Keep generated assets whose source is gone.
    public var noPrune = false
    /// Write nothing; exit 1 when the catalog differs.
    public var check = false
    /// Write nothing; say what would be done.
    public var dryRun = false
    /// Fail at once when another run holds the catalog's lock.
    public var noWait = false
    /// Seconds a symbol may take to draw before its worker process is stopped.
    public var renderTimeout = 30.0
    /// No progress bar and no summary line.
    public var quiet = false
    /// A machine-readable report on stdout.
    public var json = false
    /// `preview -o`: the page to write; nil: `symbol-export-preview.html`.
    public var page: String?
    /// `--help`.
    public var help = false

    public init() {}

    /// The number of cores.
    public static let defaultJobs = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
