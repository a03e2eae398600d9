import SymbolBase
import SymbolReading
import CRsvg

/// SVG bytes in, straight-alpha pixels out, through librsvg and cairo.
enum Rasterizer {
    /// Text goes through cairo, FreeType and fontconfig, which have crashed when used from
    /// several threads at once; documents with text are drawn one at a time.
    /// Counts the documents drawn under it (a value of non-zero size: ThreadSanitizer mistakes
    /// the access to an empty `()` for one to the lock object itself).
    private static let textLock = Locked(0)

    /// `librsvg 2.54.7`: librsvg's version variables, so the library loaded at run time, not the
    /// headers it was built with.
    static let librsvgVersion = "librsvg \(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"

    /// `cairo 1.16.0`, as the loaded cairo reports it (not `CAIRO_VERSION_STRING`, the headers').
    static let cairoVersion = "cairo \(String(cString: cairo_version_string()))"

    /// The versions of librsvg and cairo, which decide the pixels.
    static let libraryVersion = "\(librsvgVersion); \(cairoVersion)"

    /// Parses `svg` once and draws it into each frame.
    /// - Parameter serialized: take the process-wide text lock while drawing.
    /// - Parameter naturalSize: draw the document at this size, scaled into each viewport.
    static func render(
        svg: [UInt8], frames: [RenderFrame], layout: RasterImage.Layout, serialized: Bool = false, naturalSize: PointSize? = nil
    ) throws(RasterError) -> [RasterImage] {
        try RenderFrame.check(frames)
        let handle = try parsed(svg)
        var images: [RasterImage] = []
        images.reserveCapacity(frames.count)
        for frame in frames {
            let surface = try ImageSurface(width: frame.width, height: frame.height)
            try drawing(serialized) { () throws(RasterError) in
                try handle.render(into: surface, viewport: frame.viewport, naturalSize: naturalSize)
            }
            images.append(surface.withPixels { base, stride in
                RasterImage(argb32: base, stride: stride, width: frame.width, height: frame.height, layout: layout)
            })
        }
        return images
    }

    /// The bounds of what `svg` draws, in its user units; nil when it draws nothing.
    static func inkBounds(svg: [UInt8], serialized: Bool = false) throws(RasterError) -> Rect? {
        let handle = try parsed(svg)
        return try drawing(serialized) { () throws(RasterError) in try handle.inkBounds() }
    }

    /// How much finer than the page librsvg draws a PDF's drawing: the paths stay vectors, but
    /// librsvg makes a mask (a knock-out) as an image at its target's resolution, which a page
    /// in points would make 72 dpi.
    static let pdfOversampling = 3.0

    /// Draws `svg` onto one PDF page of `width` × `height` points, into `viewport` (points):
    /// drawn on a recording `pdfOversampling` times the page's size, replayed onto the page.
    static func pdf(svg: [UInt8], width: Double, height: Double, viewport: Rect, serialized: Bool = false) throws(RasterError) -> [UInt8] {
        let handle = try parsed(svg)
        let k = pdfOversampling
        let recording = try RecordingSurface(width: width * k, height: height * k)
        let scaled = Rect(x: viewport.minX * k, y: viewport.minY * k, width: viewport.width * k, height: viewport.height * k)
        try drawing(serialized) { () throws(RasterError) in try handle.render(into: recording, viewport: scaled) }
        let page = try PDFSurface(width: width, height: height)
        try CairoContext(surface: page).paint(recording, scaledBy: 1 / k)
        return try page.finish()
    }

    private static func parsed(_ svg: [UInt8]) throws(RasterError) -> SVGHandle {
        try svg.withUnsafeBytes { bytes in
            Result { () throws(RasterError) in try SVGHandle(bytes: bytes) }
        }.get()
    }

    /// Runs `body`, holding the text lock when `serialized`.
    private static func drawing<T>(_ serialized: Bool, _ body: () throws(RasterError) -> T) throws(RasterError) -> T {
        guard serialized else { return try body() }
        return try textLock.withLock { (count: inout Int) throws(RasterError) -> T in
            count += 1
            return try body()
        }
    }
}
