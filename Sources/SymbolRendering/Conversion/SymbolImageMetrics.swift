import SymbolBase
import SymbolReading

/// Insets in points, as `UIEdgeInsets` takes them: positive moves an edge inwards.
package struct EdgeInsets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// How UIKit sizes and aligns a symbol's image at one display scale, as the fallback bitmap of
/// the symbol reproduces it: the image's pixel size, where the ink sits in it, the baseline and
/// the alignment rect. Apple documents none of these numbers; the model is fitted to public
/// measurements of `UIImage(systemName:withConfiguration:)` (see `SymbolImageModel`).
package struct SymbolImageMetrics: Hashable, Sendable {
    /// The display scale: 1, 2 or 3.
    package var scale: Int
    package var pixels: PixelSize
    /// The glyph box inside the image (the drawing's points, control points included), in
    /// pixels from the top left: its width and height exact, its left and bottom edges on the
    /// pixel grid (the bottom p above the image's bottom edge, as Apple places it).
    package var ink: Rect
    /// `UIImage.baselineOffsetFromBottom`: the baseline's height above the image's bottom edge,
    /// in points (negative when the symbol stands above the baseline).
    package var baselineOffset: Double
    /// `UIImage.alignmentRectInsets`: the alignment rect is the system font's line box at the
    /// configured point size, the image's full width; negative insets enlarge it.
    package var alignmentInsets: EdgeInsets

    package init(scale: Int, pixels: PixelSize, ink: Rect, baselineOffset: Double, alignmentInsets: EdgeInsets) {
        (self.scale, self.pixels, self.ink, self.baselineOffset, self.alignmentInsets) = (scale, pixels, ink, baselineOffset, alignmentInsets)
    }

    /// The image's size in points.
    package var points: PointSize { PointSize(width: Double(pixels.width) / Double(scale), height: Double(pixels.height) / Double(scale)) }
}

/// The model of the symbol image box, for system and custom symbols alike (a rule, not a table
/// of symbols). With u the pixels per template unit (the point size / 100 × the display scale ×
/// the design factor of a nearest-variant fallback), and the *glyph box* the bounds of the
/// drawing's points, control points included (Core Graphics' `CGPath.boundingBox`):
///
/// - [Measured] UIKit sizes by that box, not by the exact ink: on the 108-symbol table, the rule
///   below gives 99.2 % of the heights exactly with it and 89 % with the exact ink; every glyph
///   where the two differ (`link`, `pencil`, `star`, `gear`, `moon.fill`, …) follows the box of
///   its control points. Whether custom symbols are sized the same way is not measured; they are.
/// - **Width** = round(left side bearing × u) + ceil(glyph width × u) + round(right side bearing × u),
///   the side bearings being the distances from the margin guides to the glyph box (0 where it
///   crosses a guide). [Measured] This reproduces the widths of the public table of 108 system
///   symbols (Kudo/sdk58, `Symbols.cpp`: 13 point sizes, Regular and Semibold, @3x); the earlier
///   rule, ceil(margin box × u), is ±1 px off at most sizes.
/// - **Height** = p + ceil(glyph height × u) + p, with the same clear space p above and below:
///   p = round(c × point size / 100 × scale) pixels, c in template units by weight and symbol
///   scale (`clearSpace`). [Measured] At scale M, c = 6.85 (Regular) and 8.75 (Semibold)
///   reproduce 566 of the table's 572 heights exactly and the others within 1 px; the same p
///   reproduces the printed `contentInsets` of `play.circle.fill`, `person` and a custom symbol of
///   the Music app (1 pt at 17 pt, @2x), and a macOS measurement of a custom symbol (6.9 units);
///   `chevron.compact.down` at 64 pt Light has 17 px (8.85 units) per side (iOS 16, the one
///   measurement of a lighter weight). [Inference] From Regular on, c grows with the weight's stem
///   at the slope between Regular and Semibold (0.495 units of clear space per unit of stem,
///   close to half the stem);
///   Ultralight and Thin, never measured, take the nearest measured weight's value, Light's.
///   Light's larger clear space than Regular's (a Light image taller than a Regular one) is what
///   its one measurement says; no measurement lies between them. `clearSpaceBasis` says which
///   numbers are measured, inferred or assumed, and `inspect` reports it. At scale L the clear space is 1.31 times M's: `person` at 14 pt,
///   scale Large, @2x has 3 px per side, which needs a factor of at least 1.304 (Apple's design
///   factor 1.29 gives 2.47 px); at scale S it is assumed to shrink by Apple's 0.783.
///   (The Regular value is tight: the table's 13 sizes allow 6.833 ≤ c < 6.863.)
/// - **Glyph box** at exact scaled size, its left edge at round(left side bearing × u) and its
///   **bottom** edge on the pixel grid, p above the image's bottom (its top at
///   p + ceil(glyph height × u) − glyph height × u, a fraction of a pixel below the clear space).
///   [Measured] Apple's @2x renders of seven custom symbols (AppKit, 13 pt Regular, scale M; a
///   macOS app's snapshot tests): with the top edge on the grid, as this tool had it, the ink
///   sat 0.19–0.78 px too high, exactly ceil(ink height) − ink height; with the bottom edge on
///   the grid the coverage masks agree to IoU 1.000 on six and 0.986 on the seventh
///   (`shared/docs/uikit-symbol-behaviour.md` E). The side of the baseline is the one snapped.
/// - **AppKit's box** (`wholePoints`): the same image in whole points, one size at every scale
///   (the 2x box's, rounded up), the extra pixels blank on the right and at the top. [Measured] Seven custom symbols drawn by `NSImageView` (13 pt
///   Regular, @2x, a macOS app's snapshot tests): heights equal to this model's in 7 of 7, widths
///   this model's rounded up to an even pixel count (three one column wider, on the right).
/// - **Baseline** (`baselineOffsetFromBottom`): on the pixel edge nearest its exact place (p +
///   the glyph's depth below the baseline × u above the bottom), so the offset is a whole number
///   of pixels, as every printed value is (`play.circle.fill` 3.5 pt, `person` 2.5 pt and 4.5 pt
///   at scale L, `chevron.compact.down` −10.33 pt: all four fit); without baseline guides the
///   glyph's bottom is taken as the baseline.
/// - **Alignment rect**: from baseline − round(descender × pt × scale) / scale to baseline +
///   round(ascender × pt × scale) / scale, with SF Pro's ascender 1950/2048 em and descender
///   494/2048 em, full width (left and right insets 0); the symbol scale does not change it.
///   [Measured] All six printed `alignmentRectInsets` fit (17 pt: +16/−4 four times; 14 pt:
///   +13.5/−3.5; 64 pt: +61/−15.33).
package enum SymbolImageModel {
    /// SF Pro's ascender and descender, as fractions of the point size (1950 and 494 of 2048).
    package static let ascender = 1950.0 / 2048
    package static let descender = 494.0 / 2048

    /// The stem of each weight in template units at 100 pt: the height of SF Pro's `minus` glyph
    /// at that weight, scale M ([File] andrilla-llc/sf-symbols, `symbols/medium/<weight>/minus.svg`).
    package static func stem(_ weight: SymbolWeight) -> Double {
        switch weight {
        case .ultralight: 2.42
        case .thin: 3.86
        case .light: 6.66
        case .regular: 8.79
        case .medium: 10.96
        case .semibold: 12.63
        case .bold: 14.82
        case .heavy: 18.01
        case .black: 20.86
        }
    }

    /// The clear space above and below the ink, in template units at 100 pt, for `weight` at
    /// scale M: Ultralight–Light 8.85, Regular 6.85, Medium 7.92, Semibold 8.75, Bold 9.83,
    /// Heavy 11.41, Black 12.82.
    package static func clearSpace(_ weight: SymbolWeight) -> Double {
        let (light, regular, slope) = (8.85, 6.85, 0.495)
        switch weight {
        case .ultralight, .thin, .light: return light
        default: return regular + slope * (stem(weight) - stem(.regular))
        }
    }

    /// The clear space for `weight` and the symbol `scale`.
    package static func clearSpace(_ weight: SymbolWeight, _ scale: SymbolScale) -> Double {
        let factor = switch scale {
        case .small: SymbolScale.small.designFactor
        case .medium: 1.0
        case .large: 1.31
        }
        return clearSpace(weight) * factor
    }

    /// The metrics of `layout` at `pointSize` for each display scale. `weight` is the configured
    /// weight (it decides the clear space; a nearest-variant fallback may draw another).
    /// The box the image is sized by: the bounds of the drawing's points, control points included.
    package static func glyphBox(of layout: SymbolTemplate.Layout) -> Rect {
        layout.drawing.controlBox
    }

    package static func metrics(of layout: SymbolTemplate.Layout, pointSize: Double, weight: SymbolWeight, scale symbolScale: SymbolScale,
                               scales: [Int] = RenderOptions.scales, wholePoints: Bool = false) -> [SymbolImageMetrics] {
        let ink = glyphBox(of: layout)
        let left = max(0, ink.minX - layout.margins.left)
        let right = max(0, layout.margins.right - ink.maxX)
        // AppKit's box: one size in whole points at every scale (an image's representations share
        // its size), the 2x box's rounded up, as the measured 2x images are (the Mac's scale;
        // 1x, which rounds its own pixels more coarsely, is drawn into the same points).
        var box: (width: Double, height: Double)?
        if wholePoints, let mac = metrics(of: layout, pointSize: pointSize, weight: weight, scale: symbolScale, scales: [2]).first {
            box = ((mac.points.width - 1e-9).rounded(.up), (mac.points.height - 1e-9).rounded(.up))
        }
        return scales.map { scale in
            let k = Double(scale)
            let u = layout.selection.factor * pointSize / 100 * k
            let inkWidth = ink.width * u, inkHeight = ink.height * u
            let leftPixels = round(left * u), rightPixels = round(right * u)
            let pad = round(clearSpace(weight, symbolScale) * pointSize / 100 * k)
            var width = leftPixels + ceilPixels(inkWidth) + rightPixels
            var height = pad + ceilPixels(inkHeight) + pad
            if let box {
                // The extra pixels blank on the right and at the top.
                (width, height) = (box.width * k, box.height * k)
            }
            // The ink's bottom edge on the grid, p above the image's bottom; its top lies where its height puts it.
            let inkTop = height - pad - inkHeight
            // The baseline's distance above the bottom edge, in whole pixels: the nearest pixel edge.
            let baselinePixels = round(pad + (ink.maxY - (layout.baseline ?? ink.maxY)) * u)
            let above = (height - baselinePixels) / k, below = baselinePixels / k
            let lineTop = round(ascender * pointSize * k) / k, lineBottom = round(descender * pointSize * k) / k
            return SymbolImageMetrics(
                scale: scale, pixels: PixelSize(width: Int(width), height: Int(height)),
                ink: Rect(x: leftPixels, y: inkTop, width: inkWidth, height: inkHeight),
                baselineOffset: below,
                alignmentInsets: EdgeInsets(top: above - lineTop, left: 0, bottom: below - lineBottom, right: 0))
        }
    }

    /// The image's size in points before any pixel rounding: the side bearings, the ink and the
    /// clear space (the size of the vector the image is drawn from).
    package static func size(of layout: SymbolTemplate.Layout, pointSize: Double, weight: SymbolWeight, scale: SymbolScale) -> PointSize {
        let unit = layout.selection.factor * pointSize / 100
        let ink = glyphBox(of: layout)
        let width = (max(0, ink.minX - layout.margins.left) + ink.width + max(0, layout.margins.right - ink.maxX)) * unit
        return PointSize(width: width, height: ink.height * unit + 2 * clearSpace(weight, scale) * pointSize / 100)
    }

    /// Pixels needed for `extent`, rounded up; a tolerance keeps 51.000000000004 from gaining one.
    static func ceilPixels(_ extent: Double) -> Double {
        (extent - 1e-9).rounded(.up)
    }

    /// `x.5` rounds away from zero, as Core Graphics pixel snapping does.
    private static func round(_ value: Double) -> Double {
        value.rounded(.toNearestOrAwayFromZero)
    }
}
