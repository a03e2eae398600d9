import SymbolBase
import SymbolReading

/// How a symbol is drawn: template (black, shape in alpha only, tinted by UIKit) or in its own
/// colours. An imageset's `template-rendering-intent` says the same.
package enum RenderMode: String, Sendable, CaseIterable {
    case template
    case original
}

/// Everything that decides the pixels of one symbol. The initial values are the built-in
/// defaults.
package struct RenderOptions: Hashable, Sendable {
    /// How the bitmap is framed.
    package enum Sizing: String, Sendable, CaseIterable {
        /// PT×PT points, the drawing aspect-fitted and centred.
        case square
        /// The image box `UIImage(systemName:)` makes: margins, ink and clear space above and
        /// below it (`SymbolImageModel`).
        case symbol
        /// The margin box and the ink's exact height, without UIKit's clear space.
        case ink
    }

    /// Point sizes outside 0 < PT ≤ this are refused.
    package static let maximumPointSize = 1024.0

    /// Throws for a point size that is not finite, not positive or above the maximum.
    static func check(pointSize: Double) throws(ConvertError) {
        guard pointSize.isFinite, pointSize > 0, pointSize <= maximumPointSize else { throw .invalidPointSize(pointSize) }
    }

    package var pointSize: Double = 17
    package var mode = RenderMode.template
    /// nil: `symbol` for SF Symbols templates, `square` for plain SVGs.
    package var sizing: Sizing?
    package var weight: SymbolWeight = .regular
    package var scale: SymbolScale = .medium
    /// Refuse to fall back to another variant when the requested one is missing.
    package var exactVariant = false
    /// PNG compression effort.
    package var compression = PNGEncoder.Compression.standard
    /// Original mode on a template: the colour of `tintColor` layers, and of templates
    /// without multicolor layers; nil is the system blue (with its dark value).
    package var tint: Colour?
    /// PNGs, or one vector.
    package var format = AssetFormat.png
    /// Drawn at this Dynamic Type style's size (its Large size) instead of `pointSize`.
    package var textStyle: TextStyle?
    /// Original mode on a template: how it is coloured; nil, multicolor.
    package var rendering: ColourRendering?
    /// `palette` rendering: the colours of the primary, secondary and tertiary layers.
    package var palette: [Colour]?
    /// AppKit's box (a Mac-only catalog): the symbol image in whole points, the extra blank on
    /// the right and at the top, at 1x and 2x (the Mac has no 3x). Not an option: the export's
    /// platforms decide it.
    package var wholePoints = false

    package init() {}

    /// The options as drawn: a text style's size as the point size.
    package var resolved: RenderOptions {
        var options = self
        if let textStyle { options.pointSize = textStyle.pointSize }
        return options
    }

    /// The scales written into every imageset: UIKit's 1x, 2x and 3x.
    package static let scales = [1, 2, 3]

    /// The scales this symbol is drawn at: 1x and 2x in AppKit's box, else UIKit's three.
    package var scales: [Int] { wholePoints ? [1, 2] : Self.scales }
}

/// Pixel size for `points` at display scale `k`: rounded up, so nothing is clipped.
/// A tolerance keeps products such as 17 × 3 = 51.000000000004 from gaining a pixel.
package func pixels(_ points: Double, scale k: Int) -> Int {
    Int((points * Double(k) - 1e-9).rounded(.up))
}
