import SymbolBase
import SymbolReading

/// A size in pixels.
package struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// `20×17`.
    package var description: String { "\(width)×\(height)" }
}

/// One bitmap of a rendered symbol: a display scale, an appearance, its PNG.
package struct RenderedImage: Sendable {
    package var scale: Int
    /// The dark appearance, when a colour differs there (original mode); else any appearance.
    package var dark: Bool
    package var size: PixelSize
    package var png: [UInt8]
}

/// The vector of a rendered symbol (`--format svg|pdf`): one appearance, at any display scale.
package struct RenderedVector: Sendable {
    package var format: AssetFormat
    /// The dark appearance, when a colour differs there (original mode); else any appearance.
    package var dark: Bool
    package var bytes: [UInt8]
}

/// What a template contributed to a rendered symbol: its version and the variant drawn.
package struct TemplateFacts: Hashable, Sendable {
    /// The template's version, which decides the iOS its symbolset needs; nil when unknown.
    package var version: Version?
    package var variant: VariantChoice
    /// The version the symbolset is written in, and why, when one is written (an export's or
    /// `convert --symbolset`'s, not a catalog's own).
    package var symbolSet: TemplateVersionChoice.Summary?

    package init(version: Version?, variant: VariantChoice, symbolSet: TemplateVersionChoice.Summary? = nil) {
        (self.version, self.variant, self.symbolSet) = (version, variant, symbolSet)
    }
}

/// A converted symbol, in memory: its bitmaps and what was learnt drawing them. The catalog
/// turns it into asset folders.
package struct RenderedSymbol: Sendable {
    /// Per scale (1x, 2x, 3x) the image for any appearance, then the dark one when there is one.
    package var images: [RenderedImage]
    package var mode: RenderMode
    package var warnings: [ConvertWarning]
    /// The image's size in points.
    package var size: PointSize
    /// For a template: its version and variant; nil for a plain SVG.
    package var template: TemplateFacts?
    /// For a template sized as UIKit sizes the symbol: the image box per display scale.
    package var metrics: [SymbolImageMetrics]?
    /// The source document, as read.
    package var source: [UInt8]
    /// `--format svg|pdf`: the vectors the imageset holds instead of its bitmaps (which are
    /// still made, for the facts and checks above), any appearance first.
    package var vectors: [RenderedVector] = []

    /// The pixel size of each display scale (the images for any appearance).
    package var pixelSizes: [PixelSize] { images.filter { !$0.dark }.map(\.size) }
}
