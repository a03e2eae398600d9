/// Every option of the tool. Adding one is an entry here and its use; the parser, the
/// manifest reader, the settings merge, the help and the state fingerprint follow.
///
/// The order of the symbol options is the order of the state fingerprint: keep new ones last.
extension Option {
    public static let all: [Option] = symbolOptions + exportOptions + commandOptions

    /// Options that shape one symbol: on the command line of `convert` and `export` (as
    /// defaults for every symbol), and as keys of a manifest's `defaults` and `symbols`.
    public static let symbolOptions: [Option] = [
        .number("point-size", argument: "PT", \ConvertOptions.pointSize, range: Double.leastNonzeroMagnitude...ConvertOptions.maximumPointSize,
                rangeText: "above 0 and at most \(ConvertOptions.maximumPointSize.formatted)", commands: [.convert, .export, .inspect],
                help: "size in points, 0 < PT <= \(ConvertOptions.maximumPointSize.formatted)"),
        .choice("mode", argument: "MODE", \ConvertOptions.mode, commands: [.convert, .export],
                help: "template: black + alpha, tinted by UIKit", "original: source colours kept"),
        .optionalChoice("sizing", argument: "SIZING", \ConvertOptions.sizing, none: "auto",
                        unsetHelp: "symbol for templates, square for plain SVGs", commands: [.convert, .export],
                        help: "symbol: margins and ink, as UIImage(systemName:) sizes it;",
                        "square: PT x PT, fitted and centred"),
        .choice("weight", argument: "WEIGHT", \ConvertOptions.weight, commands: [.convert, .export, .inspect],
                help: "template variant weight: ultralight|thin|light|regular|medium|", "semibold|bold|heavy|black"),
        .choice("scale", argument: "SCALE", \ConvertOptions.scale, commands: [.convert, .export, .inspect],
                help: "template variant scale: small|medium|large"),
        .flag("exact-variant", \ConvertOptions.exactVariant, commands: [.convert, .export],
              help: "fail instead of falling back to the nearest drawn variant", "(variants derived from a variable template are exact)"),
        .flag("symbolset", \ConvertOptions.symbolSet, commands: [.convert, .export],
              help: "also write NAME.symbolset with the template SVG (iOS 13+)"),
        .choice("compression", argument: "C", \ConvertOptions.compression, commands: [.convert, .export],
                help: "PNG effort: standard (fast) or maximum (as small as oxipng -o 2;",
                "the export takes about 7 times as long)"),
        .parsed("tint", argument: "COLOUR", \ConvertOptions.tint, expected: "a colour such as '#FF9500'",
                parse: { Colour(css: $0) }, describe: \.description, unset: "system-blue", unsetHelp: "system blue, and its dark value",
                commands: [.convert, .export], affectsOutput: true,
                help: "original mode on a template: the colour of tintColor layers and of", "templates without multicolor layers (#RRGGBB)"),
        // Names, not bytes: an asset's name is its key in the state.
        .choice("dots", argument: "keep|underscore", \ConvertOptions.dots, commands: [.export], affectsOutput: false,
                help: "asset names keep dots or turn them into _"),
        .words("no-warn", argument: "CODE", \ConvertOptions.silencedWarnings, commands: [.convert, .export], affectsOutput: false,
               help: "do not print warnings of this kind (repeatable, or CODE,CODE):",
               WarningCode.allCases.map(\.rawValue).joined(separator: ", ")),
        .optionalChoice("kind", argument: "KIND", \ConvertOptions.kind, none: "auto",
                        unsetHelp: "custom for templates with --symbolset, system for other\n                       templates, image for plain SVGs",
                        commands: [.export], affectsOutput: false,
                        help: "how --swift code loads it from iOS 13: system (UIImage(systemName:)),",
                        "custom (its .symbolset) or image (the bitmap on every version)"),
        .parsed("available", argument: "VERSION", \ConvertOptions.available, expected: "an iOS version such as 15.0",
                parse: { OSVersion($0) }, describe: \.description, unset: "13.0", unsetHelp: "13.0",
                commands: [.export], affectsOutput: false,
                help: "system and custom symbols: the iOS version from which the vector is used;",
                "a custom one available after 13.0 gets a NAME-fallback imageset"),
    ]

    /// Options of an export as a whole: on the command line, or at a manifest's top level.
    public static let exportOptions: [Option] = [output, namespaceGroups, swiftFile, swiftType, swiftAccess, deploymentTarget]

    /// `-o`; a manifest's `catalog`, relative to the manifest (the command line wins).
    public static let output = Option.parsed(
        "output", short: "-o", key: "catalog", argument: "CATALOG", \ExportOptions.catalog, expected: "a path",
        isPath: true, parse: { $0.isEmpty ? nil : $0 }, describe: { $0 }, unset: "default", unsetHelp: ExportPlan.defaultCatalog,
        commands: [.convert, .export], affectsOutput: false, help: "the .xcassets folder")
    public static let namespaceGroups = Option.flag(
        "namespace-groups", \ExportOptions.namespaceGroups, commands: [.export], affectsOutput: false,
        help: "groups the tool creates provide a namespace: assets are named Group/name")

    /// `--swift PATH`; a manifest's `swift`, relative to the manifest.
    public static let swiftFile = Option.parsed(
        "swift", key: "swift", argument: "PATH", \ExportOptions.swiftFile, expected: "a path ending in .swift", isPath: true,
        parse: { $0.hasSuffix(".swift") && $0.count > 6 ? $0 : nil }, describe: { $0 }, unset: "none",
        commands: [.export], affectsOutput: false, help: "also write Swift code that loads every symbol on every iOS version")
    public static let swiftType = Option.bound(
        "swift-type", argument: "NAME", \ExportOptions.swiftType,
        OptionValueKind<String>(
            text: { text throws(OptionValueError) in try SwiftIdentifier.typeName(text ?? "") },
            json: { value, _ throws(OptionValueError) in
                guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                return try SwiftIdentifier.typeName(text)
            },
            describe: { $0 }, display: { $0 }, undescribe: { $0 }),
        commands: [.export], affectsOutput: false, help: ["the name of the generated type"])
    public static let swiftAccess = Option.choice(
        "swift-access", argument: "internal|public", \ExportOptions.swiftAccess, commands: [.export], affectsOutput: false,
        help: "the access level of the generated type and its members")
    public static let deploymentTarget = Option.bound(
        "deployment-target", argument: "VERSION", \ExportOptions.deploymentTarget,
        OptionValueKind<OSVersion>(
            text: { text throws(OptionValueError) in
                guard let version = OSVersion(text ?? "") else { throw .invalid(value: text ?? "", expected: "an iOS version such as 12.0") }
                return version
            },
            json: { value, _ throws(OptionValueError) in
                guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                guard let version = OSVersion(text) else { throw .invalid(value: text, expected: "an iOS version such as 12.0") }
                return version
            },
            describe: \.description, display: \.description, undescribe: { OSVersion($0) }),
        commands: [.export], affectsOutput: false,
        help: ["the app's deployment target: symbols available there get no fallback branch"])

    public static let name = Option.command("--name", argument: "NAME", commands: [.convert],
                                            help: "asset name (default: the file name without .svg)")
    public static let jobs = Option.command("--jobs", "-j", argument: "N", commands: [.export],
                                            help: "parallel jobs (default: the number of cores)")
    public static let force = Option.command("--force", commands: [.export], help: "render everything, ignoring the saved state")
    public static let noPrune = Option.command("--no-prune", commands: [.export], help: "keep generated assets whose source is gone")
    public static let check = Option.command("--check", commands: [.export],
                                             help: "write nothing; exit 1 listing missing, stale or orphaned assets")
    public static let dryRun = Option.command("--dry-run", commands: [.export],
                                              help: "write nothing; print what would be exported and pruned")
    public static let noWait = Option.command("--no-wait", commands: [.export],
                                              help: "fail at once if another run holds the catalog's lock")
    public static let quiet = Option.command("--quiet", "-q", commands: [.export], help: "no progress bar and no summary line")
    public static let json = Option.command("--json", commands: [.export, .inspect], help: "a machine-readable report on stdout")
    /// `preview -o`: the page to write.
    public static let previewOutput = Option.command("--output", "-o", argument: "FILE.html", commands: [.preview],
                                                     help: "the page to write (default: symbol-export-preview.html)")
    public static let showHelp = Option.command("--help", "-h", commands: Set(Command.allCases), help: "show this help")

    public static let commandOptions: [Option] = [
        name, jobs, force, noPrune, check, dryRun, noWait, quiet, json, previewOutput, showHelp,
    ]

    /// The options `command` accepts, in table order.
    public static func accepted(by command: Command) -> [Option] {
        all.filter { $0.commands.contains(command) }
    }

    /// The symbol option whose manifest key is `key`.
    static func symbolOption(forKey key: String) -> Option? {
        symbolOptions.first { $0.manifestKey == key }
    }

    /// The export option whose manifest key is `key` (a manifest's top level).
    static func exportOption(forKey key: String) -> Option? {
        exportOptions.first { $0.manifestKey == key }
    }
}
