import SymbolBase
import SymbolReading

/// Converts one SVG into a `RenderedSymbol` in memory: plan, rasterize, encode.
/// Holds a reusable PNG encoder, so keep one per thread.
public final class SymbolConverter {
    private let encoder = PNGEncoder()

    public init() {}

    /// Reads and converts the file at `path`.
    public func convert(file path: String, options: RenderOptions) throws(ConvertError) -> RenderedSymbol {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .source(error)
        }
        return try convert(bytes: bytes, options: options)
    }

    public func convert(bytes: [UInt8], options: RenderOptions) throws(ConvertError) -> RenderedSymbol {
        let options = options.resolved
        try RenderOptions.check(pointSize: options.pointSize)
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let template = SymbolTemplate(source)
        var plan: RenderPlan
        if let template {
            plan = try RenderPlan.template(template, source: source, options: options)
        } else {
            plan = try RenderPlan.plain(source, options: options)
        }
        let layout: RasterImage.Layout = options.mode == .template ? .alpha : .rgba
        // Per scale: the image for any appearance, then the dark one when colours differ.
        // A template: one document per frame; a plain SVG: the source, fitted into each frame.
        let documents: [(dark: Bool, svgs: [[UInt8]])] = [(false, plan.frameDocuments ?? [plan.svg])]
            + ((plan.darkFrameDocuments ?? plan.darkSVG.map { [$0] }).map { [(true, $0)] } ?? [])
        var images: [RenderedImage] = []
        for (dark, svgs) in documents {
            var rasters: [RasterImage] = []
            do {
                if svgs.count == plan.frames.count, svgs.count > 1 {
                    for (svg, frame) in zip(svgs, plan.frames) {
                        rasters += try Rasterizer.render(svg: svg, frames: [frame], layout: layout, serialized: plan.serialized)
                    }
                } else {
                    rasters = try Rasterizer.render(svg: svgs[0], frames: plan.frames, layout: layout, serialized: plan.serialized)
                }
            } catch {
                throw .raster(error)
            }
            if !dark, let first = rasters.first, first.isFullyTransparent {
                plan.warnings.append(plan.layout.map { .emptyMonochrome(variant: $0.selection.used) } ?? .empty)
            }
            do {
                for (k, raster) in zip(RenderOptions.scales, rasters) {
                    images.append(RenderedImage(scale: k, dark: dark, size: PixelSize(width: raster.width, height: raster.height),
                                                png: try encoder.encode(raster, compression: options.compression)))
                }
            } catch {
                throw .png(error)
            }
        }
        if let check = plan.fillRuleCheck, let frame = plan.frames.last, let variant = plan.layout?.selection.used,
           try Self.fillRuleMatters(check, frame: frame) {
            plan.warnings.append(.evenOdd(variant: variant))
        }
        images.sort { ($0.scale, $0.dark ? 1 : 0) < ($1.scale, $1.dark ? 1 : 0) }
        var symbol = RenderedSymbol(
            images: images, mode: options.mode, warnings: plan.warnings,
            size: PointSize(width: plan.pointWidth, height: plan.pointHeight),
            template: plan.layout.map { TemplateFacts(version: template?.version, variant: $0.selection.choice) },
            metrics: plan.metrics, source: bytes)
        symbol.vectors = try Self.vectors(of: plan, format: options.format)
        return symbol
    }

    /// The imageset's vectors: a template's @3x document, whose size is in points, as it is
    /// (`svg`), or drawn on a PDF page of that size (`pdf`; a plain SVG fitted into the page).
    private static func vectors(of plan: RenderPlan, format: AssetFormat) throws(ConvertError) -> [RenderedVector] {
        switch format {
        case .png:
            return []
        case .svg:
            guard let svg = plan.frameDocuments?.last else { throw .vectorNeedsTemplate }
            return [RenderedVector(format: .svg, dark: false, bytes: svg)]
                + (plan.darkFrameDocuments?.last.map { [RenderedVector(format: .svg, dark: true, bytes: $0)] } ?? [])
        case .pdf:
            guard let frame = plan.frames.last else { return [] }
            let k = Double(RenderOptions.scales.last!)
            let viewport = Rect(x: frame.viewport.minX / k, y: frame.viewport.minY / k, width: frame.viewport.width / k, height: frame.viewport.height / k)
            let documents = [(false, plan.frameDocuments?.last ?? plan.svg)]
                + ((plan.darkFrameDocuments?.last ?? plan.darkSVG).map { [(true, $0)] } ?? [])
            var vectors: [RenderedVector] = []
            for (dark, svg) in documents {
                do {
                    vectors.append(RenderedVector(format: .pdf, dark: dark, bytes: try Rasterizer.pdf(
                        svg: svg, width: Double(frame.width) / k, height: Double(frame.height) / k, viewport: viewport, serialized: plan.serialized)))
                } catch {
                    throw .raster(error)
                }
            }
            return vectors
        }
    }

    /// Whether `evenodd` changes the picture: the two documents drawn at the largest scale
    /// differ by more than half coverage somewhere (anti-aliasing aside).
    private static func fillRuleMatters(_ check: (asWritten: [UInt8], nonzero: [UInt8]), frame: RenderFrame) throws(ConvertError) -> Bool {
        let rasters: [RasterImage]
        do {
            rasters = try Rasterizer.render(svg: check.asWritten, frames: [frame], layout: .alpha)
                + Rasterizer.render(svg: check.nonzero, frames: [frame], layout: .alpha)
        } catch {
            throw .raster(error)
        }
        return zip(rasters[0].pixels, rasters[1].pixels).contains { abs(Int($0) - Int($1)) > 128 }
    }

    /// What the conversion draws, as a vector: the document librsvg renders (a template's one
    /// variant, coloured for original mode; a plain SVG as it is) and the asset's size in points.
    public static func vector(bytes: [UInt8], options: RenderOptions) throws(ConvertError) -> (svg: [UInt8], darkSVG: [UInt8]?, width: Double, height: Double) {
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let plan = if let template = SymbolTemplate(source) {
            try RenderPlan.template(template, source: source, options: options)
        } else {
            try RenderPlan.plain(source, options: options)
        }
        return (plan.svg, plan.darkSVG, plan.pointWidth, plan.pointHeight)
    }
}
