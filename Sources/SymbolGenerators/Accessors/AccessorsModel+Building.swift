import SymbolBase
import SymbolExport

extension AccessorsModel {
    /// Decides the files of `accessors`: a pure function of it.
    package init(_ accessors: SwiftAccessors) {
        typeName = accessors.typeName
        access = accessors.access
        origin = accessors.origin
        (platforms, releases) = (accessors.platforms, accessors.releases)
        let wording = { (release: Version) in Self.releaseText(release, platforms: accessors.platforms, releases: accessors.releases) }
        symbols = accessors.entries.map { SymbolAccessor($0, deploymentTarget: accessors.deploymentTarget, wording: wording) }
        exampleCase = symbols.first?.caseName ?? "docOnDoc"
        vectorDispatch = Self.vectorDispatch(of: symbols)
        helpers = Self.helpers(of: symbols)
    }

    static func releaseText(_ release: Version, platforms: [Platform], releases: PlatformReleases) -> String {
        releases.text(release, on: platforms)
    }

    /// Groups the symbols that load alike; plain system symbols (and pictures) are the rest.
    static func vectorDispatch(of symbols: [SymbolAccessor]) -> VectorDispatch {
        let plain = SymbolAccessor.VectorLoad.plainSystem
        var groups: [VectorGroup] = []
        var anyPlain = false
        for symbol in symbols {
            guard let load = symbol.vector?.load, load != plain else {
                anyPlain = true
                continue
            }
            if let index = groups.firstIndex(where: { $0.load == load }) {
                groups[index].cases.append(symbol.caseName)
            } else {
                groups.append(VectorGroup(cases: [symbol.caseName], load: load))
            }
        }
        return groups.isEmpty ? .uniform(plain) : .grouped(groups, otherwise: anyPlain ? plain : nil)
    }

    /// The helpers the symbols' members call.
    static func helpers(of symbols: [SymbolAccessor]) -> [Helper] {
        let bitmaps = symbols.compactMap(\.bitmap.image)
        var helpers: [Helper] = []
        if bitmaps.contains(where: { $0.layout != nil }) { helpers.append(.layOutBitmap) }
        if bitmaps.contains(where: { $0.textSize != nil }) { helpers.append(.scaleWithTextSize) }
        return helpers + [.loadBitmap, .reportMissingVector, .bundle]
    }
}
