import SymbolReading

/// What librsvg, cairo and libpng are asked to do for one symbol: the only work that runs C
/// code on untrusted documents, so the work a worker process can do instead (`WorkerProcess`).
package enum RenderJob: Sendable, Equatable {
    /// Documents, each drawn into its frames, each bitmap encoded as a PNG.
    case draw(documents: [RenderDocument], layout: RasterImage.Layout, serialized: Bool, compression: PNGEncoder.Compression)
    /// One document drawn on a PDF page of `width` × `height` points, into `viewport`.
    case pdf(svg: [UInt8], width: Double, height: Double, viewport: Rect, serialized: Bool)
    /// Whether two documents drawn into `frame` differ by more than half coverage somewhere.
    case differ(first: [UInt8], second: [UInt8], frame: RenderFrame)
    /// The bounds of what a document draws, in its user units (a document with no size).
    case measure(svg: [UInt8], serialized: Bool)
}

/// A document and the frames it is drawn into.
package struct RenderDocument: Sendable, Equatable {
    package var svg: [UInt8]
    package var frames: [RenderFrame]
    /// Drawn at this size, then scaled into each frame's viewport (a root clip in user units).
    package var naturalSize: PointSize?

    package init(svg: [UInt8], frames: [RenderFrame], naturalSize: PointSize? = nil) {
        (self.svg, self.frames, self.naturalSize) = (svg, frames, naturalSize)
    }
}
