import SymbolBase
import SymbolRendering

extension SymbolAccessor {
    /// How `bitmap` loads a case.
    package enum Bitmap: Sendable, Equatable {
        /// No bitmap was written: the deployment target always has the vector (the code
        /// returns an empty image, which `image` never gets to).
        case notWritten(deploymentTarget: String)
        /// The catalog's imageset.
        case image(BitmapImage)

        /// The imageset loaded; nil when none was written.
        package var image: BitmapImage? {
            if case .image(let image) = self { return image }
            return nil
        }
    }

    /// A bitmap in the catalog, and what is done to it once loaded.
    package struct BitmapImage: Sendable, Equatable {
        /// The imageset's name: the asset's, or `NAME-fallback` beside a late symbolset.
        package var name: String
        /// Template (tinted by the view) or original.
        package var mode: RenderMode
        /// Per display scale (1x, 2x, 3x), the symbol image's layout the bitmap is given
        /// (`layOutBitmap`); nil for a picture's bitmap, which has no symbol to match.
        package var layout: [BitmapLayout]?
        /// Scaled with the user's text size (`scaleWithTextSize`); nil for a fixed size.
        package var textSize: TextSizeScaling?
    }

    /// The symbol image's layout at one display scale, in points.
    package struct BitmapLayout: Sendable, Equatable {
        /// The alignment rect's top inset (negative: the rect is larger than the image).
        package var top: Double
        /// The alignment rect's bottom inset.
        package var bottom: Double
        /// The baseline's height above the image's bottom edge.
        package var baseline: Double
    }

    /// A bitmap drawn at a text style's Large size, scaled like the text of that style.
    package struct TextSizeScaling: Sendable, Equatable {
        /// The style whose text size it follows (`UIFontMetrics`).
        package var style: TextStyle
        /// The point size it was drawn at.
        package var pointSize: Double
    }
}
