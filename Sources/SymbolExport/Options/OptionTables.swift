import SymbolBase
import SymbolCatalog
import SymbolReading
import SymbolRendering

/// The options a manifest sets too: a symbol's (`ConvertOptions`) and the export's as a whole
/// (`ExportOptions`). Adding one is a row here, a field of its root, and its use; the parser,
/// the manifest reader, the merge, `--help`, completion, the tables of docs/ and the state
/// fingerprint follow. (The command line's own flags are the executable's `CommandLineFlags`.)
extension ConvertOptions: OptionRoot {
    /// On the command line of `convert` and `export` (as defaults for every symbol), and as keys
    /// of a manifest's `defaults` and `symbols`. Their order is the state fingerprint's: keep new
    /// ones last.
    package static let table = OptionTable<ConvertOptions>([
        .value(["--point-size"], key: "point-size", argument: "PT", \ConvertOptions.pointSize,
               check: OptionCheck(range: Double.leastNonzeroMagnitude...RenderOptions.maximumPointSize,
                                  rangeText: "above 0 and at most \(RenderOptions.maximumPointSize.formatted)"),
               commands: [.convert, .export, .inspect], affectsOutput: true, "size in points, 0 < PT <= \(RenderOptions.maximumPointSize.formatted)"),
        .value(["--mode"], key: "mode", argument: "MODE", \ConvertOptions.mode, commands: [.convert, .export], affectsOutput: true,
               "template: black + alpha, tinted by UIKit; original: source colours kept"),
        .optional(["--sizing"], key: "sizing", argument: "SIZING", \ConvertOptions.sizing, unset: "auto", unsetHelp: "symbol for templates, square for plain SVGs",
                  commands: [.convert, .export], affectsOutput: true,
                  "symbol: the image box UIImage(systemName:) makes (margins, ink and clear space above and below); ink: margins and the "
                      + "ink's height only; square: PT x PT, fitted and centred"),
        .value(["--weight"], key: "weight", argument: "WEIGHT", \ConvertOptions.weight, commands: [.convert, .export, .inspect], affectsOutput: true,
               "template variant weight: \(SymbolWeight.choices.joined(separator: "|"))"),
        .value(["--scale"], key: "scale", argument: "SCALE", \ConvertOptions.scale, commands: [.convert, .export, .inspect], affectsOutput: true,
               "template variant scale: \(SymbolScale.choices.joined(separator: "|"))"),
        .value(["--exact-variant"], key: "exact-variant", argument: nil, \ConvertOptions.exactVariant, commands: [.convert, .export], affectsOutput: true,
               "fail instead of falling back to the nearest drawn variant (variants derived from a variable template are exact)"),
        .value(["--symbolset"], key: "symbolset", argument: nil, \ConvertOptions.symbolSet, commands: [.convert, .export], affectsOutput: true,
               "also write NAME.symbolset with the template SVG (iOS 13+)"),
        .value(["--compression"], key: "compression", argument: "C", \ConvertOptions.compression, commands: [.convert, .export], affectsOutput: true,
               "PNG effort: standard (fast) or maximum (as small as oxipng -o 2; the export takes about 7 times as long)"),
        .optional(["--tint"], key: "tint", argument: "COLOUR", \ConvertOptions.tint, unset: "system-blue", unsetHelp: "system blue, and its dark value",
                  commands: [.convert, .export], affectsOutput: true,
                  "original mode on a template: the colour of tintColor layers and of templates without multicolor layers (#RRGGBB)"),
        .value(["--format"], key: "format", argument: "png|svg|pdf", \ConvertOptions.format, commands: [.convert, .export], affectsOutput: true,
               "png: @1x, @2x, @3x bitmaps; svg: one standalone SVG (a vector from iOS 13); pdf: one single-page PDF (a vector from iOS 11); "
                   + "both preserve their vector"),
        .optional(["--text-style"], key: "text-style", argument: "STYLE", \ConvertOptions.textStyle, unset: "none", unsetHelp: "the point size",
                  commands: [.convert, .export, .inspect], affectsOutput: true,
                  "draw at this Dynamic Type style's Large size, and scale with the user's text size: \(TextStyle.choices.joined(separator: "|"))"),
        .optional(["--rendering"], key: "rendering", argument: "RENDERING", \ConvertOptions.rendering, unset: "multicolor", unsetHelp: "multicolor",
                  commands: [.convert, .export], affectsOutput: true,
                  "original mode on a template: multicolor|monochrome|hierarchical (the tint at 1, 0.5, 0.18)|palette (--palette's colours)"),
        .optional(["--palette"], key: "palette", argument: "C[,C[,C]]", \ConvertOptions.palette, unset: "none", unsetHelp: "none", commands: [.convert, .export],
                  affectsOutput: true, "palette rendering: the colours of the primary, secondary and tertiary layers"),
        // Names, not bytes: an asset's name is its key in the state.
        .value(["--dots"], key: "dots", argument: "keep|underscore", \ConvertOptions.dots, commands: [.export], "asset names keep dots or turn them into _"),
        .value(["--no-warn"], key: "no-warn", argument: "CODE", \ConvertOptions.silencedWarnings, commands: [.convert, .export], repeatable: true,
               "do not report warnings of this kind (repeatable, or CODE,CODE): \(WarningCode.choices.joined(separator: ", "))"),
        .optional(["--kind"], key: "kind", argument: "KIND", \ConvertOptions.kind, unset: "auto",
                  unsetHelp: "custom for templates with a symbolset, system for other templates, image for plain SVGs", commands: [.export],
                  "how --swift code loads it from iOS 13: system (UIImage(systemName:)), custom (its .symbolset) or image (the bitmap on every version)"),
        .optional(["--available"], key: "available", argument: "VERSION", \ConvertOptions.available, unset: "13.0",
                  unsetHelp: "its template's iOS (custom), its name's (system, Apple's tables), else 13.0", commands: [.export],
                  "system and custom symbols: the version from which the vector is used (the export's platform's; iOS's when it has several); "
                      + "a custom one available after the first symbols gets a "
                      + "NAME-fallback imageset"),
        .value(["--template-version"], key: "template-version", argument: "auto|keep|V", \ConvertOptions.templateVersion,
               commands: [.convert, .export, .inspect], affectsOutput: true,
               "the symbolset's template version: auto, the oldest that draws the same (a vector on older systems); keep, as it came; "
                   + "\(TemplateVersioning.oldest)-\(SymbolTemplate.newestVersion), auto but at most that"),
        .optional(["--xcode"], key: "xcode", argument: "N", \ConvertOptions.xcode, unset: "none", unsetHelp: "none", commands: [.convert, .export, .inspect],
                  affectsOutput: true,
                  "the oldest Xcode that builds the catalog (12-16, 26): symbolsets are written in a version it reads (16: at most 6.0)"),
    ])
}

extension ExportOptions: OptionRoot {
    /// On the command line, or at a manifest's top level (the command line wins).
    package static let table = OptionTable<ExportOptions>([
        .optional(["--output", "-o"], key: "catalog", argument: "CATALOG", \ExportOptions.catalog, unset: "default", unsetHelp: defaultCatalog,
                  check: OptionCheck(isPath: true, expected: "a path"), commands: [.convert, .export], "the .xcassets folder"),
        .value(["--namespace-groups"], key: "namespace-groups", argument: nil, \ExportOptions.namespaceGroups, commands: [.export],
               "groups the tool creates provide a namespace: assets are named Group/name"),
        .optional(["--swift"], key: "swift", argument: "PATH", \ExportOptions.swiftFile, unset: "none", unsetHelp: nil,
                  check: OptionCheck(isPath: true, pathSuffix: ".swift"), commands: [.export],
                  "also write Swift code that loads every symbol on every iOS version"),
        .value(["--swift-type"], key: "swift-type", argument: "NAME", \ExportOptions.swiftType, commands: [.export], "the name of the generated type"),
        .value(["--swift-access"], key: "swift-access", argument: "internal|public", \ExportOptions.swiftAccess, commands: [.export],
               "the access level of the generated type and its members"),
        .value(["--deployment-target"], key: "deployment-target", argument: "[PLATFORM] VERSION", \ExportOptions.deploymentTargets,
               check: OptionCheck(expected: "a version such as 16.0, or each platform's: 'iOS 16.0,macOS 13.0'"), commands: [.export],
               shownDefault: "12.0 (iOS's)",
               "the app's deployment target on each platform ('macOS 13', 'iOS 16,macOS 13'; a version alone for one platform): symbols "
                   + "available there get no fallback branch and no bitmap"),
        .optional(["--symbols-metadata"], key: "symbols-metadata", argument: "PATH", \ExportOptions.symbolsMetadata, unset: "default",
                  unsetHelp: "on a Mac, the SF Symbols app's, else the system's CoreGlyphs bundle's", check: OptionCheck(isPath: true, expected: "a folder"),
                  commands: [.export, .audit],
                  "Apple's symbol tables: the SF Symbols app, a CoreGlyphs bundle, or the folder that holds name_availability.plist; "
                      + "system symbols are available, and renamed, as they say"),
        .value(["--platform"], key: "platform", argument: "PLATFORM[,PLATFORM]", \ExportOptions.platforms, commands: [.export], shownDefault: "ios",
               "the app's platforms: \(Platform.choices.joined(separator: ", ")), or several for a multiplatform target (ios,macos,visionos)"),
        .value(["--swiftui"], key: "swiftui", argument: nil, \ExportOptions.swiftUI, commands: [.export],
               "also write SwiftUI accessors to NAME+SwiftUI.swift (weak-link SwiftUI below iOS 13)"),
        // The audit's: the same fields, which an audit otherwise takes from the manifest or the projects.
        .value(["--deployment-target"], argument: "[PLATFORM] VERSION", \ExportOptions.deploymentTargets, commands: [.audit], repeatable: true,
               shownDefault: "each target's, as its project sets it",
               "the oldest OS version the app supports on a platform ('macOS 14', repeatable; a version alone where one platform is "
                   + "audited): uses of symbols it lacks are errors"),
        .value(["--platform"], argument: "PLATFORM", \ExportOptions.platforms, commands: [.audit], repeatable: true,
               shownDefault: "every platform the projects build for",
               "audit only these platforms: \(Platform.choices.joined(separator: ", ")) (repeatable, or P,P)"),
    ])
}

extension RenderMode: OptionChoice {}
extension RenderOptions.Sizing: OptionChoice {}
extension SymbolWeight: OptionChoice {}
extension SymbolScale: OptionChoice {}
extension PNGEncoder.Compression: OptionChoice {}
extension DotPolicy: OptionChoice {}
extension AssetFormat: OptionChoice {}
extension TextStyle: OptionChoice {}
extension ColourRendering: OptionChoice {}
