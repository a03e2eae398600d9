/// Runs render jobs here, with librsvg, cairo and libpng; keeps its PNG buffers between jobs.
package final class InProcessRenderer: RenderBackend {
    private let encoder = PNGEncoder()

    package init() {}

    package func run(_ job: RenderJob) throws(RenderError) -> RenderResult {
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
