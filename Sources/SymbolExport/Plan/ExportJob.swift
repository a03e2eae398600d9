import SymbolBase
import SymbolCatalog
import SymbolRendering

/// One symbol of an export: where it comes from and what it becomes.
package struct ExportJob: Sendable {
    package var source: String
    /// The symbol's name: the asset's, and its symbolset's.
    package var name: String
    package var group: [String]
    package var options: ConvertOptions
    /// Its imageset: `NAME.imageset`, or `NAME-fallback.imageset` for a custom symbol available
    /// after iOS 13, whose bitmap must not share the symbolset's name.
    package var imageSet: AssetLocation
    /// Its symbolset, when it has one: written by the export (`symbolset`), or already in the
    /// catalog (`fromSymbolSet`).
    package var symbolSet: AssetLocation?
    /// The source is a symbolset already in the catalog: only its fallback imageset is written,
    /// and the generated Swift loads the symbol from it (kind `custom`).
    package var fromSymbolSet = false
    /// From which iOS version its vector is used, and why.
    package var availability = Availability(version: Version.symbols, source: .default)
    /// Original mode on a template with multicolor layers: its vector asks for multicolor
    /// (`preferringMulticolor()`, iOS 15) rather than a tint colour.
    package var multicolor = false
    /// A system symbol's names with the iOS version each exists from, newest first, from Apple's
    /// tables (a renamed symbol has more than one); empty without the tables.
    package var systemNames: [SystemName] = []
    /// Warnings of the plan about this symbol (a name that is a dot-prefix of another).
    package var warnings: [Diagnostic] = []
    /// Set when the job cannot run (invalid name, collision, unreadable entry).
    package var failure: AssetFailure?
    /// The source's size and time, when the folder scan saw them.
    var sourceStat: FileStat?
    /// `options.fingerprint`, computed once per distinct options.
    var fingerprint = ""
    /// The source's bytes, when planning read them: the run draws from them.
    var plannedSource: PlannedSource?
    /// The kind the file itself decides: `custom` for a template that names no Apple glyph.
    var kindFromFile: SymbolKind?
    /// The source as its catalog's state records it (`SourcePaths`).
    var recordedSource: String?
    /// The template version planning chose for the symbolset it writes, with the bytes: the
    /// run writes them (nil when planning took the version from the state, or wrote none).
    var plannedSymbolSet: PlannedSymbolSet?
    /// Planning is to choose that version once every job is built (`chooseSymbolSetVersions`).
    var choosesSymbolSetVersion = false

    /// The catalog it is written into: a catalog symbolset's own, else the export's.
    package var catalog = ExportOptions.defaultCatalog

    /// - Parameters:
    ///   - fallbackImageSet: its bitmap goes into `NAME-fallback.imageset` (a custom symbol
    ///     available after iOS 13).
    ///   - symbolSetName: a catalog symbolset's own name, which a rename (`name`,
    ///     `--dots underscore`) does not change: the vector is loaded by it.
    package init(source: String, name: String, group: [String], options: ConvertOptions, fromSymbolSet: Bool = false,
                fallbackImageSet: Bool = false, symbolSetName: String? = nil) {
        (self.source, self.name, self.group, self.options, self.fromSymbolSet) = (source, name, group, options, fromSymbolSet)
        imageSet = fallbackImageSet ? .fallbackImageSet(group: group, symbol: name) : AssetLocation(group: group, name: name, kind: .imageSet)
        if options.symbolSet || fromSymbolSet { symbolSet = AssetLocation(group: group, name: symbolSetName ?? name, kind: .symbolSet) }
    }

    /// The system symbol's own name: the source file's name, before any rename.
    package var systemName: String { Path.removingSVGExtension(Path.lastComponent(of: source)) }

    /// `Group/Sub/name`: the asset's place in the catalog, and its key in the state.
    package var key: String { AssetLocation.key(group: group, name: name) }

    /// The asset folders the export writes (never a symbolset it did not make).
    package var writtenLocations: [AssetLocation] {
        [imageSet] + (fromSymbolSet ? [] : symbolSet.map { [$0] } ?? [])
    }

    /// Every folder that may be its: its imageset and the symbolset of its name (kept from
    /// pruning while it fails).
    var possibleLocations: [AssetLocation] {
        [imageSet, symbolSet ?? AssetLocation(group: group, name: name, kind: .symbolSet)]
    }

    /// Whether it writes a symbolset of its own, given that its source is a template.
    var writesSymbolSet: Bool { !fromSymbolSet && symbolSet != nil }

    /// The folders of a rendered symbol: its imageset, unless `bitmap` is false, and its
    /// symbolset when the export writes one (a template only; a plain SVG gets a warning
    /// instead), holding `template` (the template as written: `symbolSetVersion()`).
    func folders(_ symbol: RenderedSymbol, bitmap: Bool = true, template: [UInt8]? = nil) -> [AssetFolder] {
        var folders = bitmap ? [AssetFolder.imageSet(symbol, at: imageSet)] : []
        if writesSymbolSet, let symbolSet, symbol.template != nil {
            folders.append(AssetFolder.symbolSet(source: template ?? symbol.source, at: symbolSet))
        }
        return folders
    }

    /// The version its symbolset's template is written in and the bytes: planning's choice,
    /// else made now from `source` (the same input gives the same choice).
    func symbolSetVersion(of source: [UInt8]) -> TemplateVersionChoice {
        plannedSymbolSet?.choice ?? TemplateVersioning.choose(source, policy: options.templateVersionPolicy)
    }
}

extension ExportJob {
    /// How the generated Swift loads it: its `kind`, else `custom` for a template with a
    /// symbolset, `system` for another template, `image` for a plain SVG.
    package func kind(isTemplate: Bool) -> SymbolKind {
        if isTemplate, let kindFromFile, options.kind != .image { return kindFromFile }
        return SymbolKind.of(given: options.kind, isTemplate: isTemplate, hasSymbolSet: symbolSet != nil)
    }

    /// The iOS version from which its vector is used.
    package var available: Version { availability.version }

    /// Whether it needs a bitmap: not when the app's deployment target is known to always have
    /// its vector (`kind` system or custom, a known `available` at or below the deployment
    /// target): nothing would load it. Where nothing says from which iOS the symbol exists, the
    /// bitmap is kept: the running system may lack it.
    package func needsBitmap(isTemplate: Bool, deploymentTarget: Version) -> Bool {
        kind(isTemplate: isTemplate) == .image || available > deploymentTarget || !availability.isKnown
    }
}

/// The template version chosen for a job's symbolset while planning, handed to the run.
final class PlannedSymbolSet: Sendable {
    let choice: TemplateVersionChoice

    init(_ choice: TemplateVersionChoice) {
        self.choice = choice
    }
}
