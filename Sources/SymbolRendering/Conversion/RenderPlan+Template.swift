import SymbolReading

extension RenderPlan {
    /// A template: one variant extracted into its own document and framed by its metrics
    /// ("symbol" sizing: template units × PT/100 = points, drawn at exact scaled
    /// coordinates from the top left), or square when asked. Each image is its own
    /// whole-canvas document, drawn into the whole bitmap; the @3x one, whose size is in
    /// points, is also the vector fallback.
    static func template(_ template: SymbolTemplate, source: SVGSource, options: RenderOptions) throws(ConvertError) -> RenderPlan {
        let (layout, warnings) = try variantLayout(template, source: source, options: options)
        let paint = paintLayers(template, layout: layout, options: options)
        let sized = frames(layout, options: options)
        var plan = RenderPlan(svg: VariantDocument.svg(layers: paint.light, box: layout.box),
                              darkSVG: paint.dark.map { VariantDocument.svg(layers: $0, box: layout.box) },
                              frames: sized.frames, pointWidth: sized.width, pointHeight: sized.height,
                              warnings: warnings, layout: layout, metrics: sized.metrics, fillRuleCheck: paint.fillRuleCheck)
        let canvases = zip(options.scales, plan.frames).map { k, frame in vectorCanvas(box: layout.box, frame: frame, scale: k) }
        plan.frameDocuments = VariantDocument.svgs(layers: paint.light, box: layout.box, canvases: canvases)
        plan.darkFrameDocuments = paint.dark.map { VariantDocument.svgs(layers: $0, box: layout.box, canvases: canvases) }
        plan.frames = plan.frames.map { RenderFrame(width: $0.width, height: $0.height, viewport: Rect(x: 0, y: 0, width: Double($0.width), height: Double($0.height))) }
        return plan
    }

    /// The variant asked for (or the one standing in for it) and the warnings of drawing it.
    private static func variantLayout(_ template: SymbolTemplate, source: SVGSource,
                                      options: RenderOptions) throws(ConvertError) -> (SymbolTemplate.Layout, [ConvertWarning]) {
        // Variants may draw through <use>: the same bounds as for plain SVGs.
        if let problem = source.useProblem { throw .svg(problem) }
        let layout: SymbolTemplate.Layout
        do {
            try template.checkVersion()
            layout = try template.layout(for: SymbolVariant(options.weight, options.scale), exact: options.exactVariant)
        } catch {
            throw .template(error)
        }
        let (selection, variant) = (layout.selection, layout.drawing)
        guard variant.segmentCount <= SVGSource.maximumSegments else {
            throw .svg(.tooComplex(segments: variant.segmentCount, limit: SVGSource.maximumSegments))
        }
        var warnings: [ConvertWarning] = []
        let sources = template.sourceProblems
        if !sources.empty.isEmpty || !sources.missing.isEmpty { warnings.append(.sourceVariants(empty: sources.empty, missing: sources.missing)) }
        if selection.isNearest {
            warnings.append(.variantFallback(requested: selection.requested, used: selection.used, factor: selection.factor))
        }
        if variant.strokedShapes > 0 { warnings.append(.strokes(variant: selection.used, count: variant.strokedShapes)) }
        if variant.textElements > 0 { warnings.append(.text(variant: selection.used)) }
        return (layout, warnings)
    }

    /// The layers drawn, in light and (when a colour differs there) dark; for a variant with
    /// `evenodd` fills, its monochrome document as written and as iOS fills it (nonzero).
    private static func paintLayers(_ template: SymbolTemplate, layout: SymbolTemplate.Layout, options: RenderOptions)
        -> (light: [PaintLayer], dark: [PaintLayer]?, fillRuleCheck: (asWritten: [UInt8], nonzero: [UInt8])?) {
        let variant = layout.drawing
        let monochrome = VariantDocument.monochromeLayers(variant, styles: template.layerStyles, indexed: template.indexedLayers)
        let fillRuleCheck: (asWritten: [UInt8], nonzero: [UInt8])? = variant.shapes.contains(where: \.evenOdd)
            ? (VariantDocument.svg(layers: monochrome, box: layout.box), VariantDocument.svg(layers: monochrome, box: layout.box, nonzero: true)) : nil
        switch options.mode {
        case .template:
            return (monochrome, nil, fillRuleCheck)
        case .original:
            let paint = TemplatePaint(template: template, variant: variant, tint: options.tint.map(AppearanceColour.init) ?? SystemColour.defaultTint,
                                      rendering: options.rendering ?? .multicolor, palette: (options.palette ?? []).map(AppearanceColour.init))
            return (paint.layers(.light), paint.differsInDark ? paint.layers(.dark) : nil, fillRuleCheck)
        }
    }

    /// A frame per display scale, and the size in points, by the sizing asked for; the image
    /// box per scale when sized as UIKit sizes the symbol.
    private static func frames(_ layout: SymbolTemplate.Layout, options: RenderOptions)
        -> (frames: [RenderFrame], width: Double, height: Double, metrics: [SymbolImageMetrics]?) {
        switch options.sizing ?? .symbol {
        case .square:
            return (squareFrames(box: layout.box, pointSize: options.pointSize, scales: options.scales), options.pointSize, options.pointSize, nil)
        case .ink:
            let points = layout.points(at: options.pointSize)
            let frames = options.scales.map { k in
                RenderFrame(width: pixels(points.width, scale: k), height: pixels(points.height, scale: k),
                            viewport: Rect(x: 0, y: 0, width: points.width * Double(k), height: points.height * Double(k)))
            }
            return (frames, points.width, points.height, nil)
        case .symbol:
            let metrics = SymbolImageModel.metrics(of: layout, pointSize: options.pointSize, weight: options.weight, scale: options.scale,
                                                   scales: options.scales, wholePoints: options.wholePoints)
            let (box, ink) = (layout.box, SymbolImageModel.glyphBox(of: layout))
            // The document's viewBox is the box; placed so that the glyph box lands where the metrics put it.
            let frames = zip(options.scales, metrics).map { k, metric in
                let u = layout.selection.factor * options.pointSize / 100 * Double(k)
                return RenderFrame(width: metric.pixels.width, height: metric.pixels.height,
                                   viewport: Rect(x: metric.ink.minX - (ink.minX - box.minX) * u, y: metric.ink.minY - (ink.minY - box.minY) * u,
                                                  width: box.width * u, height: box.height * u))
            }
            let size = SymbolImageModel.size(of: layout, pointSize: options.pointSize, weight: options.weight, scale: options.scale)
            return (frames, size.width, size.height, metrics)
        }
    }
}
