/// Every option of the tool. Adding one is an entry here and its use; the parser, the
/// manifest reader, the settings merge, the help and the state fingerprint follow.
///
/// The order of the symbol options is the order of the state fingerprint: keep new ones last.
extension Option {
    public static let all: [Option] = symbolOptions + commandOptions

    /// Options that shape one symbol: on the command line of `convert` and `export` (as
    /// defaults for every symbol), and as keys of a manifest's `defaults` and `symbols`.
    public static let symbolOptions: [Option] = [
        .number("point-size", argument: "PT", \.pointSize, commands: [.convert, .export, .inspect],
                help: "size in points, 0 < PT <= \(ConvertOptions.maximumPointSize.formatted)"),
        .choice("mode", argument: "MODE", \.mode, commands: [.convert, .export],
                help: "template: black + alpha, tinted by UIKit", "original: source colours kept"),
        .optionalChoice("sizing", argument: "SIZING", \.sizing, none: "auto",
                        unsetHelp: "symbol for templates, square for plain SVGs", commands: [.convert, .export],
                        help: "symbol: margins and ink, as UIImage(systemName:) sizes it;",
                        "square: PT x PT, fitted and centred"),
        .choice("weight", argument: "WEIGHT", \.weight, commands: [.convert, .export, .inspect],
                help: "template variant weight: ultralight|thin|light|regular|medium|", "semibold|bold|heavy|black"),
        .choice("scale", argument: "SCALE", \.scale, commands: [.convert, .export, .inspect],
                help: "template variant scale: small|medium|large"),
        .flag("exact-variant", \.exactVariant, commands: [.convert, .export],
              help: "fail instead of falling back to the nearest drawn variant", "(variants derived from a variable template are exact)"),
        .flag("symbolset", \.symbolSet, commands: [.convert, .export],
              help: "also write NAME.symbolset with the template SVG (iOS 13+)"),
        .choice("compression", argument: "C", \.compression, commands: [.convert, .export],
                help: "PNG effort: standard (fast) or maximum (as small as oxipng -o 2;",
                "the export takes about 5.7 times as long)"),
        .colour("tint", argument: "COLOUR", \.tint, unsetHelp: "system blue, and its dark value",
                commands: [.convert, .export],
                help: "original mode on a template: the colour of tintColor layers and of", "templates without multicolor layers (#RRGGBB)"),
        // Names, not bytes: an asset's name is its key in the state.
        .choice("dots", argument: "keep|underscore", \.dots, commands: [.export], affectsOutput: false,
                help: "asset names keep dots or turn them into _"),
    ]

    public static let name = Option.command("--name", argument: "NAME", commands: [.convert],
                                            help: "asset name (default: the file name without .svg)")
    /// `-o`; a manifest's top-level `catalog` sets it too (the command line wins).
    public static let output = Option.command("--output", "-o", argument: "CATALOG", commands: [.convert, .export],
                                              help: "the .xcassets folder (default: \(ExportPlan.defaultCatalog))")
    public static let jobs = Option.command("--jobs", "-j", argument: "N", commands: [.export],
                                            help: "parallel jobs (default: the number of cores)")
    public static let force = Option.command("--force", commands: [.export], help: "render everything, ignoring the saved state")
    public static let noPrune = Option.command("--no-prune", commands: [.export], help: "keep generated assets whose source is gone")
    public static let check = Option.command("--check", commands: [.export],
                                             help: "write nothing; exit 1 listing missing, stale or orphaned assets")
    public static let dryRun = Option.command("--dry-run", commands: [.export], help: "print what would be exported and pruned")
    public static let noWait = Option.command("--no-wait", commands: [.export],
                                              help: "fail at once if another run holds the catalog's lock")
    public static let quiet = Option.command("--quiet", "-q", commands: [.export], help: "no progress bar and no summary line")
    public static let json = Option.command("--json", commands: [.export, .inspect], help: "a machine-readable report on stdout")
    public static let showHelp = Option.command("--help", "-h", commands: Set(Command.allCases), help: "show this help")

    public static let commandOptions: [Option] = [
        name, output, jobs, force, noPrune, check, dryRun, noWait, quiet, json, showHelp,
    ]

    /// The options `command` accepts, in table order.
    public static func accepted(by command: Command) -> [Option] {
        all.filter { $0.commands.contains(command) }
    }

    /// The symbol option whose manifest key is `key`.
    static func symbolOption(forKey key: String) -> Option? {
        symbolOptions.first { $0.manifestKey == key }
    }
}
