import SymbolExport

/// How a command runs, as the command line asks: the flags of `Option.commandLineFlags`, which
/// have no manifest key.
struct CommandLineFlags: Hashable, Sendable, OptionRoot {
    /// `convert --name`: the asset name; nil: the file name without `.svg`.
    var name: String?
    /// `export --jobs`: parallel jobs.
    var jobs = RunControls.cores
    /// Re-render everything, ignoring the saved state.
    var force = false
    /// Keep generated assets whose source is gone.
    var noPrune = false
    /// Write nothing; exit 1 when the catalog differs.
    var check = false
    /// Write nothing; say what would be done.
    var dryRun = false
    /// Fail at once when another run holds the catalog's lock.
    var noWait = false
    /// Seconds a symbol may take to draw before its worker process is stopped.
    var renderTimeout = 30.0
    /// No progress bar and no summary line.
    var quiet = false
    /// A machine-readable report on stdout.
    var json = false
    /// `preview -o`: the page to write; nil: `symbol-export-preview.html`.
    var page: String?
    /// `audit --manifest`: the export manifest whose fallbacks count; nil: the one export finds.
    var manifest: String?
    /// `audit --write-manifest`: add the symbols that need a fallback to the manifest.
    var writeManifest = false
    /// `--help`.
    var help = false

    init() {}

    static var options: [Option] { Option.commandLineFlags }
}
