import SymbolExport

/// How a command runs, as the command line asks: flags with no manifest key.
struct CommandLineFlags: Hashable, Sendable, OptionRoot {
    /// `convert --name`; nil: the file name without `.svg`.
    var name: String?
    var jobs = RunControls.cores
    var force = false
    var noPrune = false
    var check = false
    var dryRun = false
    var noWait = false
    /// Seconds a symbol may take to draw before its worker process is stopped.
    var renderTimeout = 30.0
    var quiet = false
    /// `export --no-record`: no availability record beside the manifest.
    var noRecord = false
    var json = false
    /// `preview -o`; nil: `symbol-export-preview.html`.
    var page: String?
    /// `audit --manifest`; nil: the one export finds.
    var manifest: String?
    var writeManifest = false
    /// `audit --strict`: a file not read in full fails the audit.
    var strict = false
    /// `audit --target`: only the files of this target.
    var target: String?
    /// `audit --stamp`: the file written when the audit passes.
    var stamp: String?
    var help = false

    init() {}

    static let table = OptionTable<CommandLineFlags>([
        .optional(["--name"], argument: "NAME", \CommandLineFlags.name, unset: "", unsetHelp: "the file name without .svg", commands: [.convert], "asset name"),
        .value(["--jobs", "-j"], argument: "N", \CommandLineFlags.jobs, check: OptionCheck(range: 1...256, rangeText: "from 1 to 256"), commands: [.export],
               shownDefault: "the number of cores", "symbols drawn at once (render workers), 1 to 256"),
        .value(["--force"], argument: nil, \CommandLineFlags.force, commands: [.export], "render everything, ignoring the saved state"),
        .value(["--no-prune"], argument: nil, \CommandLineFlags.noPrune, commands: [.export], "keep generated assets whose source is gone"),
        .value(["--check"], argument: nil, \CommandLineFlags.check, commands: [.export], "write nothing; exit 1 listing missing, stale or orphaned assets"),
        .value(["--dry-run"], argument: nil, \CommandLineFlags.dryRun, commands: [.export], "write nothing; print what would be exported and pruned"),
        .value(["--render-timeout"], argument: "SECONDS", \CommandLineFlags.renderTimeout, check: OptionCheck(range: 0.1...86_400, rangeText: "from 0.1 to 86400"),
               commands: [.convert, .export], "stop drawing a symbol after this long (it fails; the others go on)"),
        .value(["--no-wait"], argument: nil, \CommandLineFlags.noWait, commands: [.export], "fail at once if another run holds the catalog's lock"),
        .value(["--quiet", "-q"], argument: nil, \CommandLineFlags.quiet, commands: [.export], "no progress bar and no summary line"),
        .value(["--no-record"], argument: nil, \CommandLineFlags.noRecord, commands: [.export],
               "write no availability record beside the manifest, though Apple's tables are read (the build plugin: the sources stay as they are)"),
        .value(["--json"], argument: nil, \CommandLineFlags.json, commands: [.export, .inspect, .audit], "a machine-readable report on stdout"),
        .optional(["--output", "-o"], argument: "FILE.html", \CommandLineFlags.page, unset: "", unsetHelp: "symbol-export-preview.html", commands: [.preview],
                  "the page to write"),
        .optional(["--manifest"], argument: "FILE", \CommandLineFlags.manifest, unset: "", unsetHelp: "the one export finds: Symbols/symbols.json, else Symbols/",
                  commands: [.audit], "the export manifest whose symbols have fallbacks"),
        .value(["--write-manifest"], argument: nil, \CommandLineFlags.writeManifest, commands: [.audit],
               "add the symbols that need a fallback to the manifest, and list the templates to export"),
        .value(["--strict"], argument: nil, \CommandLineFlags.strict, commands: [.audit],
               "exit 1 when a file is not read in full (too large, unreadable, a link out of the folder, too deeply nested)"),
        .optional(["--target"], argument: "NAME", \CommandLineFlags.target, unset: "", unsetHelp: "every target", commands: [.audit],
                  "audit only the files this target of the projects compiles (a build tool plugin audits its own target)"),
        .optional(["--stamp"], argument: "FILE", \CommandLineFlags.stamp, unset: "", unsetHelp: "none", commands: [.audit],
                  "write FILE when the audit finds no error, remove it when it does (a build system's output)"),
        .value(["--help", "-h"], argument: nil, \CommandLineFlags.help, commands: Set(Option.Command.allCases), "show this help"),
    ])
}

extension Option {
    /// Every option of the tool: a symbol's, the export's, then the command line's own.
    static let all = ConvertOptions.table.options + ExportOptions.table.options + CommandLineFlags.table.options
    static let showHelp = CommandLineFlags.table[\.help]

    /// The options `command` accepts, in table order.
    static func accepted(by command: Command) -> [Option] {
        all.filter { $0.commands.contains(command) }
    }
}
