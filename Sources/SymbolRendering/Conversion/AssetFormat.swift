/// What an imageset holds: PNGs at @1x, @2x and @3x, or one vector at any scale.
package enum AssetFormat: String, Sendable, CaseIterable {
    /// Three bitmaps: every iOS, sharp at the size drawn.
    case png
    /// One standalone SVG of the drawing, kept as a vector from iOS 13 (Xcode 12 release notes:
    /// SVG image assets "preserve their vector representation with deployment targets of …
    /// iOS 13 or later"); earlier systems get PNGs Xcode renders from it at build time.
    case svg
    /// One single-page PDF of exactly the image's box, kept as a vector from iOS 11
    /// (`preserves-vector-representation`).
    case pdf

    package var isVector: Bool { self != .png }
    /// The file extension of its files.
    package var fileExtension: String { rawValue }
}

/// How an original-mode template is coloured, as UIKit's symbol rendering modes colour it.
package enum ColourRendering: String, Sendable, CaseIterable {
    /// The template's multicolor layers in their colours; a template without them in the tint.
    case multicolor
    /// One colour, the tint.
    case monochrome
    /// The tint on the primary layers, and at lower opacities on the secondary and tertiary
    /// ones (`hierarchical-N:level` classes; `HierarchicalOpacity`).
    case hierarchical
    /// The palette's colours on the primary, secondary and tertiary layers.
    case palette
}

/// The opacity of each hierarchical level relative to the primary colour. Apple publishes no
/// numbers ("the system generates the secondary and tertiary colors by reducing the opacity of
/// the primary color, but it may perform additional color adjustments":
/// `UIImage.SymbolConfiguration(hierarchicalColor:)`); these are a third-party measurement of
/// Apple's own renders (kasimok/sfsymbol-export, `levelAlpha`).
package enum HierarchicalOpacity {
    package static let primary = 1.0
    package static let secondary = 0.5
    package static let tertiary = 0.18

    package static func of(_ level: TemplateLevel) -> Double {
        switch level {
        case .primary: primary
        case .secondary: secondary
        case .tertiary: tertiary
        }
    }
}

/// A hierarchical level of a template's layer.
package enum TemplateLevel: String, Sendable, CaseIterable, Comparable {
    case primary, secondary, tertiary

    package static func < (a: TemplateLevel, b: TemplateLevel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
