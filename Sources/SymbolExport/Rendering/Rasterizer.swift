import CPNG
import CRsvg

/// One bitmap to draw from a document: the canvas in pixels and where, in those pixels,
/// the document's viewBox is fitted.
public struct RenderFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var viewport: Rect

    public init(width: Int, height: Int, viewport: Rect) {
        self.width = width
        self.height = height
        self.viewport = viewport
    }
}

/// SVG bytes in, straight-alpha pixels out, through librsvg and cairo.
public enum Rasterizer {
    /// The largest bitmap side accepted; anything larger is refused before allocating.
    public static let maximumSide = 4096

    /// Text goes through cairo, FreeType and fontconfig, which have crashed when used from
    /// several threads at once; documents with text are drawn one at a time.
    /// Counts the documents drawn under it (a value of non-zero size: ThreadSanitizer mistakes
    /// the access to an empty `()` for one to the lock object itself).
    private static let textLock = Locked(0)

    /// The libraries whose versions decide the output bytes, as recorded in the export state.
    public static let rendererVersion: String = {
        let png = png_access_version_number()
        return "librsvg \(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version); "
            + "libpng \(png / 10000).\(png / 100 % 100).\(png % 100)"
    }()

    /// Parses `svg` once and draws it into each frame.
    /// - Parameter serialized: take the process-wide text lock while drawing.
    public static func render(
        svg: [UInt8], frames: [RenderFrame], layout: RasterImage.Layout, serialized: Bool = false
    ) throws(RenderError) -> [RasterImage] {
        for frame in frames {
            guard frame.width <= maximumSide, frame.height <= maximumSide else {
                throw .tooLarge(width: frame.width, height: frame.height, limit: maximumSide)
            }
            guard frame.width > 0, frame.height > 0 else { throw .empty(width: frame.width, height: frame.height) }
        }
        let handle = try svg.withUnsafeBytes { bytes in
            Result { () throws(RenderError) in try SVGHandle(bytes: bytes) }
        }.get()
        var images: [RasterImage] = []
        images.reserveCapacity(frames.count)
        for frame in frames {
            let surface = try ImageSurface(width: frame.width, height: frame.height)
            if serialized {
                try textLock.withLock { (count: inout Int) throws(RenderError) in
                    count += 1
                    try handle.render(into: surface, viewport: frame.viewport)
                }
            } else {
                try handle.render(into: surface, viewport: frame.viewport)
            }
            images.append(surface.withPixels { base, stride in
                RasterImage(argb32: base, stride: stride, width: frame.width, height: frame.height, layout: layout)
            })
        }
        return images
    }
}
