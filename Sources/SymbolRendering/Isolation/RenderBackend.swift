import SymbolBase
import SymbolReading

/// What librsvg, cairo and libpng are asked to do for one symbol: the only work that runs C
/// code on untrusted documents, so the work a worker process can do instead (`WorkerProcess`).
public enum RenderJob: Sendable, Equatable {
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
public struct RenderDocument: Sendable, Equatable {
    public var svg: [UInt8]
    public var frames: [RenderFrame]
    /// Drawn at this size, then scaled into each frame's viewport (a root clip in user units).
    public var naturalSize: PointSize?

    public init(svg: [UInt8], frames: [RenderFrame], naturalSize: PointSize? = nil) {
        (self.svg, self.frames, self.naturalSize) = (svg, frames, naturalSize)
    }
}

/// One drawn and encoded bitmap.
public struct EncodedRaster: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var png: [UInt8]
    /// No pixel has any alpha.
    public var isFullyTransparent: Bool
}

/// What a `RenderJob` gives back.
public enum RenderResult: Sendable, Equatable {
    /// The bitmaps of every document, frame by frame, in order.
    case drawn([EncodedRaster])
    case pdf([UInt8])
    case differ(Bool)
    /// nil when it draws nothing.
    case measured(Rect?)
}

/// Runs render jobs: in this process (`InProcessRenderer`), or in a supervised worker process
/// (`WorkerProcess`), where a crash inside librsvg costs only the symbol being drawn.
/// `InProcessRenderer` is for one thread; a `WorkerProcess` may be shared.
public protocol RenderBackend: AnyObject {
    func run(_ job: RenderJob) throws(RenderError) -> RenderResult
}

/// Runs render jobs here, with librsvg, cairo and libpng; keeps its PNG buffers between jobs.
public final class InProcessRenderer: RenderBackend {
    private let encoder = PNGEncoder()

    public init() {}

    public func run(_ job: RenderJob) throws(RenderError) -> RenderResult {
        switch job {
        case .draw(let documents, let layout, let serialized, let compression):
            var encoded: [EncodedRaster] = []
            for document in documents {
                let rasters: [RasterImage]
                do {
                    rasters = try Rasterizer.render(svg: document.svg, frames: document.frames, layout: layout, serialized: serialized,
                                                    naturalSize: document.naturalSize)
                } catch {
                    throw .raster(error)
                }
                for raster in rasters {
                    do {
                        encoded.append(EncodedRaster(width: raster.width, height: raster.height,
                                                     png: try encoder.encode(raster, compression: compression),
                                                     isFullyTransparent: raster.isFullyTransparent))
                    } catch {
                        throw .png(error)
                    }
                }
            }
            return .drawn(encoded)
        case .pdf(let svg, let width, let height, let viewport, let serialized):
            do {
                return .pdf(try Rasterizer.pdf(svg: svg, width: width, height: height, viewport: viewport, serialized: serialized))
            } catch {
                throw .raster(error)
            }
        case .differ(let first, let second, let frame):
            do {
                let a = try Rasterizer.render(svg: first, frames: [frame], layout: .alpha)
                let b = try Rasterizer.render(svg: second, frames: [frame], layout: .alpha)
                return .differ(zip(a[0].pixels, b[0].pixels).contains { abs(Int($0) - Int($1)) > 128 })
            } catch {
                throw .raster(error)
            }
        case .measure(let svg, let serialized):
            do {
                return .measured(try Rasterizer.inkBounds(svg: svg, serialized: serialized))
            } catch {
                throw .raster(error)
            }
        }
    }
}
