import SymbolExport

/// The flags of the command line only: how a command runs, not what it produces (no manifest
/// key). Each sets a field of `CommandLineFlags`.
extension Option {
    static let name = Option.bound(
        ["--name"], key: nil, argument: "NAME", \CommandLineFlags.name, unset: "", unsetHelp: "the file name without .svg",
        commands: [.convert], affectsOutput: false, help: ["asset name"])
    static let jobs: Option = {
        var option = Option.bound(
            ["--jobs", "-j"], key: nil, argument: "N", \CommandLineFlags.jobs, rules: OptionRules(range: 1...256, rangeText: "from 1 to 256"),
            commands: [.export], affectsOutput: false, help: ["symbols drawn at once (render workers), 1 to 256"])
        option.shownDefault = "the number of cores"
        return option
    }()
    static let force = Option.bound(
        ["--force"], key: nil, argument: nil, \CommandLineFlags.force, commands: [.export], affectsOutput: false,
        help: ["render everything, ignoring the saved state"])
    static let noPrune = Option.bound(
        ["--no-prune"], key: nil, argument: nil, \CommandLineFlags.noPrune, commands: [.export], affectsOutput: false,
        help: ["keep generated assets whose source is gone"])
    static let check = Option.bound(
        ["--check"], key: nil, argument: nil, \CommandLineFlags.check, commands: [.export], affectsOutput: false,
        help: ["write nothing; exit 1 listing missing, stale or orphaned assets"])
    static let dryRun = Option.bound(
        ["--dry-run"], key: nil, argument: nil, \CommandLineFlags.dryRun, commands: [.export], affectsOutput: false,
        help: ["write nothing; print what would be exported and pruned"])
    static let renderTimeout = Option.bound(
        ["--render-timeout"], key: nil, argument: "SECONDS", \CommandLineFlags.renderTimeout,
        rules: OptionRules(range: 0.1...86_400, rangeText: "from 0.1 to 86400"), commands: [.convert, .export], affectsOutput: false,
        help: ["stop drawing a symbol after this long (it fails; the others go on)"])
    static let noWait = Option.bound(
        ["--no-wait"], key: nil, argument: nil, \CommandLineFlags.noWait, commands: [.export], affectsOutput: false,
        help: ["fail at once if another run holds the catalog's lock"])
    static let quiet = Option.bound(
        ["--quiet", "-q"], key: nil, argument: nil, \CommandLineFlags.quiet, commands: [.export], affectsOutput: false,
        help: ["no progress bar and no summary line"])
    static let json = Option.bound(
        ["--json"], key: nil, argument: nil, \CommandLineFlags.json, commands: [.export, .inspect, .audit], affectsOutput: false,
        help: ["a machine-readable report on stdout"])
    /// `preview -o`: the page to write.
    static let page = Option.bound(
        ["--output", "-o"], key: nil, argument: "FILE.html", \CommandLineFlags.page, unset: "", unsetHelp: "symbol-export-preview.html",
        commands: [.preview], affectsOutput: false, help: ["the page to write"])
    /// `audit --manifest`: the export whose fallbacks count.
    static let manifest = Option.bound(
        ["--manifest"], key: nil, argument: "FILE", \CommandLineFlags.manifest, unset: "", unsetHelp: "the one export finds: Symbols/symbols.json, else Symbols/",
        commands: [.audit], affectsOutput: false, help: ["the export manifest whose symbols have fallbacks"])
    static let writeManifest = Option.bound(
        ["--write-manifest"], key: nil, argument: nil, \CommandLineFlags.writeManifest, commands: [.audit], affectsOutput: false,
        help: ["add the symbols that need a fallback to the manifest, and list the templates to export"])
    static let showHelp = Option.bound(
        ["--help", "-h"], key: nil, argument: nil, \CommandLineFlags.help, commands: Set(Command.allCases), affectsOutput: false,
        help: ["show this help"])

    /// The flags of the command line only.
    static let commandLineFlags: [Option] = [
        name, jobs, force, noPrune, check, dryRun, renderTimeout, noWait, quiet, json, page, manifest, writeManifest, showHelp,
    ]

    /// Every option of the tool: the manifest's, then the command line's own.
    static let all: [Option] = manifestOptions + commandLineFlags

    /// The options `command` accepts, in table order.
    static func accepted(by command: Command) -> [Option] {
        all.filter { $0.commands.contains(command) }
    }
}
