/// The kinds of asset folder the tool writes: a bitmap set and a vector symbol.
package enum AssetKind: String, Sendable, CaseIterable, Comparable {
    /// `NAME.imageset`: @1x/@2x/@3x PNGs, the fallback `UIImage(named:)` loads.
    case imageSet = "imageset"
    /// `NAME.symbolset`: the template SVG, loaded as a symbol from iOS 13.
    case symbolSet = "symbolset"

    /// `NAME.imageset`.
    package func folderName(for name: String) -> String { "\(name).\(rawValue)" }

    /// The kind of an asset folder name (`x.imageset` → `.imageSet`); nil for other folders.
    package init?(folderName: String) {
        guard let dot = folderName.lastIndex(of: "."),
              let kind = AssetKind(rawValue: String(folderName[folderName.index(after: dot)...])) else { return nil }
        self = kind
    }

    package static func < (a: AssetKind, b: AssetKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
