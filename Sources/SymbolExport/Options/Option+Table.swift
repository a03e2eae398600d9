import SymbolBase
import SymbolReading
import SymbolRendering

/// The options a manifest sets too: those of one symbol and those of the export as a whole.
/// Adding one is an entry here, a field of `ConvertOptions` or `ExportOptions`, and its use; the
/// parser, the manifest reader, the settings merge, `--help`, completion, the tables of docs/ and
/// the state fingerprint follow. (The command line's own flags are the executable's:
/// `Option+CommandLine.swift`.)
///
/// The order of the symbol options is the order of the state fingerprint: keep new ones last.
extension Option {
    package static let manifestOptions: [Option] = symbolOptions + exportOptions

    /// Options that shape one symbol: on the command line of `convert` and `export` (as
    /// defaults for every symbol), and as keys of a manifest's `defaults` and `symbols`.
    package static let symbolOptions: [Option] = [
        .bound(["--point-size"], key: "point-size", argument: "PT", \ConvertOptions.pointSize,
               rules: OptionRules(range: Double.leastNonzeroMagnitude...RenderOptions.maximumPointSize,
                                  rangeText: "above 0 and at most \(RenderOptions.maximumPointSize.formatted)"),
               commands: [.convert, .export, .inspect], affectsOutput: true,
               help: ["size in points, 0 < PT <= \(RenderOptions.maximumPointSize.formatted)"]),
        .bound(["--mode"], key: "mode", argument: "MODE", \ConvertOptions.mode, commands: [.convert, .export], affectsOutput: true,
               help: ["template: black + alpha, tinted by UIKit", "original: source colours kept"]),
        .bound(["--sizing"], key: "sizing", argument: "SIZING", \ConvertOptions.sizing,
               unset: "auto", unsetHelp: "symbol for templates, square for plain SVGs", commands: [.convert, .export], affectsOutput: true,
               help: ["symbol: the image box UIImage(systemName:) makes (margins, ink and", "clear space above and below); ink: margins and the ink's height only;",
                      "square: PT x PT, fitted and centred"]),
        .bound(["--weight"], key: "weight", argument: "WEIGHT", \ConvertOptions.weight, commands: [.convert, .export, .inspect],
               affectsOutput: true, help: ["template variant weight: ultralight|thin|light|regular|medium|", "semibold|bold|heavy|black"]),
        .bound(["--scale"], key: "scale", argument: "SCALE", \ConvertOptions.scale, commands: [.convert, .export, .inspect],
               affectsOutput: true, help: ["template variant scale: small|medium|large"]),
        .bound(["--exact-variant"], key: "exact-variant", argument: nil, \ConvertOptions.exactVariant, commands: [.convert, .export],
               affectsOutput: true,
               help: ["fail instead of falling back to the nearest drawn variant", "(variants derived from a variable template are exact)"]),
        .bound(["--symbolset"], key: "symbolset", argument: nil, \ConvertOptions.symbolSet, commands: [.convert, .export],
               affectsOutput: true, help: ["also write NAME.symbolset with the template SVG (iOS 13+)"]),
        .bound(["--compression"], key: "compression", argument: "C", \ConvertOptions.compression, commands: [.convert, .export],
               affectsOutput: true,
               help: ["PNG effort: standard (fast) or maximum (as small as oxipng -o 2;", "the export takes about 7 times as long)"]),
        .bound(["--tint"], key: "tint", argument: "COLOUR", \ConvertOptions.tint,
               unset: "system-blue", unsetHelp: "system blue, and its dark value", commands: [.convert, .export], affectsOutput: true,
               help: ["original mode on a template: the colour of tintColor layers and of", "templates without multicolor layers (#RRGGBB)"]),
        .bound(["--format"], key: "format", argument: "png|svg|pdf", \ConvertOptions.format, commands: [.convert, .export], affectsOutput: true,
               help: ["png: @1x, @2x, @3x bitmaps; svg: one standalone SVG (a vector from iOS 13);",
                      "pdf: one single-page PDF (a vector from iOS 11); both preserve their vector"]),
        .bound(["--text-style"], key: "text-style", argument: "STYLE", \ConvertOptions.textStyle,
               unset: "none", unsetHelp: "the point size", commands: [.convert, .export, .inspect], affectsOutput: true,
               help: ["draw at this Dynamic Type style's Large size, and scale with the user's text size:",
                      TextStyle.allCases.map(\.rawValue).joined(separator: "|")]),
        .bound(["--rendering"], key: "rendering", argument: "RENDERING", \ConvertOptions.rendering,
               unset: "multicolor", unsetHelp: "multicolor", commands: [.convert, .export], affectsOutput: true,
               help: ["original mode on a template: multicolor|monochrome|hierarchical (the tint at",
                      "1, 0.5, 0.18)|palette (--palette's colours)"]),
        .bound(["--palette"], key: "palette", argument: "C[,C[,C]]", \ConvertOptions.palette,
               unset: "none", unsetHelp: "none", commands: [.convert, .export], affectsOutput: true,
               help: ["palette rendering: the colours of the primary, secondary and tertiary layers"]),
        // Names, not bytes: an asset's name is its key in the state.
        .bound(["--dots"], key: "dots", argument: "keep|underscore", \ConvertOptions.dots, commands: [.export], affectsOutput: false,
               help: ["asset names keep dots or turn them into _"]),
        .bound(["--no-warn"], key: "no-warn", argument: "CODE", \ConvertOptions.silencedWarnings, commands: [.convert, .export],
               affectsOutput: false, repeatable: true,
               help: ["do not report warnings of this kind (repeatable, or CODE,CODE):", WarningCode.allCases.map(\.rawValue).joined(separator: ", ")]),
        .bound(["--kind"], key: "kind", argument: "KIND", \ConvertOptions.kind,
               unset: "auto", unsetHelp: "custom for templates with a symbolset, system for other templates, image for plain SVGs",
               commands: [.export], affectsOutput: false,
               help: ["how --swift code loads it from iOS 13: system (UIImage(systemName:)),",
                      "custom (its .symbolset) or image (the bitmap on every version)"]),
        .bound(["--available"], key: "available", argument: "VERSION", \ConvertOptions.available,
               unset: "13.0", unsetHelp: "its template's iOS (custom), its name's (system, Apple's tables), else 13.0",
               commands: [.export], affectsOutput: false,
               help: ["system and custom symbols: the iOS version from which the vector is used;",
                      "a custom one available after 13.0 gets a NAME-fallback imageset"]),
        .bound(["--template-version"], key: "template-version", argument: "auto|keep|V", \ConvertOptions.templateVersion,
               commands: [.convert, .export, .inspect], affectsOutput: true,
               help: ["the symbolset's template version: auto, the oldest that draws the same (a vector",
                      "on older systems); keep, as it came; \(TemplateVersioning.oldest)-\(SymbolTemplate.newestVersion), auto but at most that"]),
        .bound(["--xcode"], key: "xcode", argument: "N", \ConvertOptions.xcode, unset: "none", unsetHelp: "none",
               commands: [.convert, .export, .inspect], affectsOutput: true,
               help: ["the oldest Xcode that builds the catalog (12-16, 26): symbolsets are written", "in a version it reads (16: at most 6.0)"]),
    ]

    /// Options of an export as a whole: on the command line, or at a manifest's top level.
    package static let exportOptions: [Option] = [
        output, namespaceGroups, swiftFile, swiftType, swiftAccess, deploymentTarget, symbolsMetadata, platform, swiftUI,
        auditDeploymentTarget,
    ]

    /// `-o`; a manifest's `catalog`, relative to the manifest (the command line wins).
    package static let output = Option.bound(
        ["--output", "-o"], key: "catalog", argument: "CATALOG", \ExportOptions.catalog, unset: "default",
        unsetHelp: ExportOptions.defaultCatalog, rules: OptionRules(isPath: true, expected: "a path"), commands: [.convert, .export], affectsOutput: false,
        help: ["the .xcassets folder"])
    package static let namespaceGroups = Option.bound(
        ["--namespace-groups"], key: "namespace-groups", argument: nil, \ExportOptions.namespaceGroups, commands: [.export],
        affectsOutput: false, help: ["groups the tool creates provide a namespace: assets are named Group/name"])
    /// `--swift PATH`; a manifest's `swift`, relative to the manifest.
    package static let swiftFile = Option.bound(
        ["--swift"], key: "swift", argument: "PATH", \ExportOptions.swiftFile, unset: "none", unsetHelp: nil,
        rules: OptionRules(isPath: true, pathSuffix: ".swift"), commands: [.export], affectsOutput: false,
        help: ["also write Swift code that loads every symbol on every iOS version"])
    package static let swiftType = Option.bound(
        ["--swift-type"], key: "swift-type", argument: "NAME", \ExportOptions.swiftType, commands: [.export], affectsOutput: false,
        help: ["the name of the generated type"])
    package static let swiftAccess = Option.bound(
        ["--swift-access"], key: "swift-access", argument: "internal|public", \ExportOptions.swiftAccess, commands: [.export],
        affectsOutput: false, help: ["the access level of the generated type and its members"])
    package static let deploymentTarget = Option.bound(
        ["--deployment-target"], key: "deployment-target", argument: "VERSION", \ExportOptions.deploymentTarget,
        rules: OptionRules(expected: "an iOS version such as 12.0"), commands: [.export],
        affectsOutput: false, help: ["the app's deployment target: symbols available there get no fallback branch and no bitmap"])

    /// `audit --deployment-target`: the same setting, which an audit otherwise takes from the
    /// manifest or the project (no manifest key of its own: the manifest's is export's).
    package static let auditDeploymentTarget: Option = {
        var option = Option.bound(
            ["--deployment-target"], key: nil, argument: "VERSION", \ExportOptions.deploymentTarget,
            rules: OptionRules(expected: "an iOS version such as 17.0"), commands: [.audit], affectsOutput: false,
            help: ["the oldest OS version the app supports: uses of symbols it lacks are errors"])
        option.shownDefault = "the manifest's deployment-target, else the lowest the project sets"
        return option
    }()

    /// `--symbols-metadata PATH`; a manifest's `symbols-metadata`, relative to the manifest.
    package static let symbolsMetadata = Option.bound(
        ["--symbols-metadata"], key: "symbols-metadata", argument: "PATH", \ExportOptions.symbolsMetadata, unset: "default",
        unsetHelp: "on a Mac, the SF Symbols app's, else the system's CoreGlyphs bundle's", rules: OptionRules(isPath: true, expected: "a folder"),
        commands: [.export, .audit], affectsOutput: false,
        help: ["Apple's symbol tables: the SF Symbols app, a CoreGlyphs bundle, or the folder that holds name_availability.plist; "
               + "system symbols are available, and renamed, as they say"])
    package static let platform = Option.bound(
        ["--platform"], key: "platform", argument: "PLATFORM", \ExportOptions.platform, commands: [.export, .audit], affectsOutput: false,
        help: ["the app's platform: ios, tvos or maccatalyst (macos and watchos have no UIKit)"])
    package static let swiftUI = Option.bound(
        ["--swiftui"], key: "swiftui", argument: nil, \ExportOptions.swiftUI, commands: [.export], affectsOutput: false,
        help: ["also write SwiftUI accessors to NAME+SwiftUI.swift (weak-link SwiftUI below iOS 13)"])

    /// The symbol option whose manifest key is `key`.
    static func symbolOption(forKey key: String) -> Option? {
        symbolOptions.first { $0.manifestKey == key }
    }

    /// The export option whose manifest key is `key` (a manifest's top level).
    static func exportOption(forKey key: String) -> Option? {
        exportOptions.first { $0.manifestKey == key }
    }
}
