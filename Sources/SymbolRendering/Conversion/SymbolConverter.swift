import SymbolBase
import SymbolReading

/// Converts one SVG into a `RenderedSymbol` in memory: plan here, then draw and encode through
/// its backend (`InProcessRenderer`, or a supervised `WorkerProcess`). Keep one per thread.
package final class SymbolConverter {
    private let backend: any RenderBackend

    package init(backend: any RenderBackend = InProcessRenderer()) {
        self.backend = backend
    }

    /// Reads and converts the file at `path`.
    package func convert(file path: String, options: RenderOptions) throws(ConvertError) -> RenderedSymbol {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .source(error)
        }
        return try convert(bytes: bytes, options: options)
    }

    package func convert(bytes: [UInt8], options: RenderOptions) throws(ConvertError) -> RenderedSymbol {
        let options = options.resolved
        try RenderOptions.check(pointSize: options.pointSize)
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let template = SymbolTemplate(source)
        var plan = try self.plan(source, template: template, options: options)
        do {
            try RenderFrame.check(plan.frames)
        } catch {
            throw .raster(error)
        }
        // Per appearance (any, then dark when colours differ) and scale: a template's document
        // for that frame; a plain SVG's source, fitted into each frame.
        let appearances: [[[UInt8]]] = [plan.frameDocuments ?? [plan.svg]]
            + ((plan.darkFrameDocuments ?? plan.darkSVG.map { [$0] }).map { [$0] } ?? [])
        var documents: [RenderDocument] = []
        for svgs in appearances {
            if svgs.count == plan.frames.count, svgs.count > 1 {
                documents += zip(svgs, plan.frames).map { RenderDocument(svg: $0, frames: [$1]) }
            } else {
                documents.append(RenderDocument(svg: svgs[0], frames: plan.frames, naturalSize: plan.naturalSize))
            }
        }
        let layout: RasterImage.Layout = options.mode == .template ? .alpha : .rgba
        guard case .drawn(let rasters) = try run(.draw(documents: documents, layout: layout, serialized: plan.serialized,
                                                        compression: options.compression)),
              rasters.count == appearances.count * plan.frames.count else {
            throw .rendererUnavailable("the renderer drew another number of images than asked")
        }
        // The first appearance's images, one per display scale: empty only when all of them are.
        let scales = rasters.prefix(plan.frames.count)
        if scales.allSatisfy(\.isFullyTransparent) {
            plan.warnings.append(plan.layout.map { .emptyMonochrome(variant: $0.selection.used) } ?? .empty)
        } else if scales.first?.isFullyTransparent == true {
            let empty = scales.enumerated().filter(\.element.isFullyTransparent).map { options.scales[$0.offset] }
            plan.warnings.append(.emptyAtScales(empty))
        }
        var images: [RenderedImage] = []
        for (index, raster) in rasters.enumerated() {
            images.append(RenderedImage(scale: options.scales[index % plan.frames.count], dark: index >= plan.frames.count,
                                        size: PixelSize(width: raster.width, height: raster.height), png: raster.png))
        }
        if let check = plan.fillRuleCheck, let frame = plan.frames.last, let variant = plan.layout?.selection.used,
           case .differ(true) = try run(.differ(first: check.asWritten, second: check.nonzero, frame: frame)) {
            plan.warnings.append(.evenOdd(variant: variant))
        }
        images.sort { ($0.scale, $0.dark ? 1 : 0) < ($1.scale, $1.dark ? 1 : 0) }
        var symbol = RenderedSymbol(
            images: images, mode: options.mode, warnings: plan.warnings,
            size: PointSize(width: plan.pointWidth, height: plan.pointHeight),
            template: plan.layout.map { TemplateFacts(version: template?.version, variant: $0.selection.choice) },
            metrics: plan.metrics, source: bytes)
        symbol.vectors = try vectors(of: plan, format: options.format, scale: options.scales.last!)
        return symbol
    }

    /// The imageset's vectors: a template's @3x document, whose size is in points, as it is
    /// (`svg`), or drawn on a PDF page of that size (`pdf`; a plain SVG fitted into the page).
    private func vectors(of plan: RenderPlan, format: AssetFormat, scale: Int) throws(ConvertError) -> [RenderedVector] {
        switch format {
        case .png:
            return []
        case .svg:
            guard let svg = plan.frameDocuments?.last else { throw .vectorNeedsTemplate }
            return [RenderedVector(format: .svg, dark: false, bytes: svg)]
                + (plan.darkFrameDocuments?.last.map { [RenderedVector(format: .svg, dark: true, bytes: $0)] } ?? [])
        case .pdf:
            guard let frame = plan.frames.last else { return [] }
            let k = Double(scale)
            let viewport = Rect(x: frame.viewport.minX / k, y: frame.viewport.minY / k, width: frame.viewport.width / k, height: frame.viewport.height / k)
            let documents = [(false, plan.frameDocuments?.last ?? plan.svg)]
                + ((plan.darkFrameDocuments?.last ?? plan.darkSVG).map { [(true, $0)] } ?? [])
            var vectors: [RenderedVector] = []
            for (dark, svg) in documents {
                guard case .pdf(let bytes) = try run(.pdf(svg: svg, width: Double(frame.width) / k, height: Double(frame.height) / k,
                                                          viewport: viewport, serialized: plan.serialized)) else {
                    throw .rendererUnavailable("the renderer answered a PDF with something else")
                }
                vectors.append(RenderedVector(format: .pdf, dark: dark, bytes: bytes))
            }
            return vectors
        }
    }

    /// What the conversion draws, as a vector: the document librsvg renders (a template's one
    /// variant, coloured for original mode; a plain SVG as it is) and the asset's size in points.
    /// A plain SVG with no size is measured by the backend.
    package func vector(bytes: [UInt8], options: RenderOptions) throws(ConvertError) -> (svg: [UInt8], darkSVG: [UInt8]?, width: Double, height: Double) {
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let plan = try plan(source, template: SymbolTemplate(source), options: options)
        return (plan.svg, plan.darkSVG, plan.pointWidth, plan.pointHeight)
    }

    /// A template's plan, or a plain SVG's: one with no size is measured by the backend.
    private func plan(_ source: SVGSource, template: SymbolTemplate?, options: RenderOptions) throws(ConvertError) -> RenderPlan {
        if let template { return try RenderPlan.template(template, source: source, options: options) }
        return try RenderPlan.plain(source, options: options, measure: { svg throws(ConvertError) in
            guard case .measured(let bounds) = try run(.measure(svg: svg, serialized: source.containsText)) else { return nil }
            return bounds
        })
    }

    /// Runs a job on the backend; its failure as a conversion reports it.
    private func run(_ job: RenderJob) throws(ConvertError) -> RenderResult {
        do {
            return try backend.run(job)
        } catch {
            throw ConvertError(error)
        }
    }
}
