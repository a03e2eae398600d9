import SymbolBase
import SymbolReading

/// A size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// `20×17`.
    public var description: String { "\(width)×\(height)" }
}

/// One bitmap of a rendered symbol: a display scale, an appearance, its PNG.
public struct RenderedImage: Sendable {
    public var scale: Int
    /// The dark appearance, when a colour differs there (original mode); else any appearance.
    public var dark: Bool
    public var size: PixelSize
    public var png: [UInt8]
}

/// The vector of a rendered symbol (`--format svg|pdf`): one appearance, at any display scale.
public struct RenderedVector: Sendable {
    public var format: AssetFormat
    /// The dark appearance, when a colour differs there (original mode); else any appearance.
    public var dark: Bool
    public var bytes: [UInt8]
}

/// What a template contributed to a rendered symbol: its version and the variant drawn.
public struct TemplateFacts: Hashable, Sendable {
    /// The template's version, which decides the iOS its symbolset needs; nil when unknown.
    public var version: Version?
    public var variant: VariantChoice

    public init(version: Version?, variant: VariantChoice) {
        (self.version, self.variant) = (version, variant)
    }
}

/// A converted symbol, in memory: its bitmaps and what was learnt drawing them. The catalog
/// turns it into asset folders.
public struct RenderedSymbol: Sendable {
    /// Per scale (1x, 2x, 3x) the image for any appearance, then the dark one when there is one.
    public var images: [RenderedImage]
    public var mode: RenderMode
    public var warnings: [ConvertWarning]
    /// The image's size in points.
    public var size: PointSize
    /// For a template: its version and variant; nil for a plain SVG.
    public var template: TemplateFacts?
    /// For a template sized as UIKit sizes the symbol: the image box per display scale.
    public var metrics: [SymbolImageMetrics]?
    /// The source document, as read.
    public var source: [UInt8]
    /// `--format svg|pdf`: the vectors the imageset holds instead of its bitmaps (which are
    /// still made, for the facts and checks above), any appearance first.
    public var vectors: [RenderedVector] = []

    /// The pixel size of each display scale (the images for any appearance).
    public var pixelSizes: [PixelSize] { images.filter { !$0.dark }.map(\.size) }
}
