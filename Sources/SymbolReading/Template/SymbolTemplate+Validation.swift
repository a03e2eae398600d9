import SymbolBase

/// What actool would refuse in a template, checked before drawing it.
extension SymbolTemplate {
    /// The newest template format this tool knows: 7.0 (SF Symbols 7, Xcode 26).
    package static let newestVersion = Version(7, 0)

    /// The three sources every other variant is derived from.
    package static let sources = [SymbolVariant(.ultralight, .small), SymbolVariant(.regular, .small), SymbolVariant(.black, .small)]

    /// Refuses a template newer than `newestVersion`, as actool refuses one newer than it supports
    /// ("Template format X is newer than the version that this software supports (Y)"): its
    /// drawing may mean what this tool cannot know.
    package func checkVersion() throws(TemplateError) {
        if let version, version > Self.newestVersion { throw .unsupportedVersion(version, newest: Self.newestVersion) }
    }

    /// The sources (Ultralight-S, Regular-S, Black-S) whose group is empty and, in a template of
    /// version 7.0 or later, those missing altogether. [Third party] actool's v7 checks need all
    /// three drawn (`SymbolTemplateSynthesizer.swift`, shared/docs/uikit-symbol-behaviour.md A1);
    /// SF Symbols 7.0 writes an imported SVG's missing sources as empty groups.
    package var sourceProblems: (empty: [SymbolVariant], missing: [SymbolVariant]) {
        let empty = Self.sources.filter(emptyVariants.contains)
        guard let version, version >= Self.newestVersion else { return (empty, []) }
        return (empty, Self.sources.filter { variants[$0] == nil && !emptyVariants.contains($0) })
    }
}
