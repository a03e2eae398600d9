import SymbolReading

/// What librsvg draws for one symbol and how: the document bytes, a frame per display
/// scale, and the asset's size in points.
struct RenderPlan {
    var svg: [UInt8]
    /// The document for the dark appearance, when a colour differs there (original mode).
    var darkSVG: [UInt8]?
    var frames: [RenderFrame]
    var pointWidth: Double
    var pointHeight: Double
    var warnings: [ConvertWarning] = []
    /// Draw under the process-wide text lock.
    var serialized = false
    /// The template layout, when the source is a template.
    var layout: SymbolTemplate.Layout?
    /// The image box per display scale, when sized as UIKit sizes the symbol.
    var metrics: [SymbolImageMetrics]?
    /// A variant with shapes filled by `evenodd`: its monochrome document as the file fills it
    /// and as iOS would (nonzero), to compare.
    var fillRuleCheck: (asWritten: [UInt8], nonzero: [UInt8])?
    /// A document whose root is clipped: drawn at this size, then scaled into the frame, so
    /// that librsvg applies the clip in the document's own units (as rsvg-convert draws it).
    var naturalSize: PointSize?
    /// A template's documents, one per frame (drawn whole into it): the image's canvas at that
    /// display scale; the last, at @3x and sized in points, is its standalone vector.
    var frameDocuments: [[UInt8]]?
    var darkFrameDocuments: [[UInt8]]?

    /// Square sizing: the asset is PT×PT points; `box` is aspect-fitted and centred; each
    /// scale is drawn from the vector onto ceil(PT×k) pixels.
    static func squareFrames(box: Rect, pointSize: Double) -> [RenderFrame] {
        RenderOptions.scales.map { k in
            let side = pointSize * Double(k)
            let canvas = pixels(pointSize, scale: k)
            let fit = min(side / box.width, side / box.height)
            let (width, height) = (box.width * fit, box.height * fit)
            let viewport = Rect(x: (Double(canvas) - width) / 2, y: (Double(canvas) - height) / 2,
                                width: width, height: height)
            return RenderFrame(width: canvas, height: canvas, viewport: viewport)
        }
    }

    /// A plain SVG, drawn as it is, square: the box it is drawn in (its width and height, else
    /// its viewBox; with neither, the bounds of its drawing, which `measure` finds) fitted into
    /// PT×PT points.
    static func plain(_ source: SVGSource, options: RenderOptions,
                      measure: ([UInt8]) throws(ConvertError) -> Rect?) throws(ConvertError) -> RenderPlan {
        if let reference = source.externalReferences.first { throw .svg(.externalReference(reference)) }
        if let problem = source.useProblem { throw .svg(problem) }
        guard source.segmentCount <= SVGSource.maximumSegments else {
            throw .svg(.tooComplex(segments: source.segmentCount, limit: SVGSource.maximumSegments))
        }
        var warnings = source.invalidReferences.map(ConvertWarning.invalidReference)
        var svg = source.bytes
        let box: Rect
        if let documentBox = source.canvas.documentBox {
            box = documentBox
        } else {
            // rsvg-convert sizes such a document by what it draws; so does this, by giving it that viewBox.
            guard let bounds = try measure(source.bytes), let sized = Self.withViewBox(source.bytes, bounds) else { throw .svg(.noSize) }
            (box, svg) = (bounds, sized)
            warnings.append(.noSize(bounds: bounds))
        }
        var plan = RenderPlan(svg: svg, frames: squareFrames(box: box, pointSize: options.pointSize),
                              pointWidth: options.pointSize, pointHeight: options.pointSize, warnings: warnings,
                              serialized: source.containsText)
        if source.rootIsClipped, source.canvas.documentBox != nil { plan.naturalSize = PointSize(width: box.width, height: box.height) }
        return plan
    }

    /// The document with `viewBox`, `width` and `height` of `bounds` on its root: text after
    /// the root's `<svg`, so only for documents in an ASCII-compatible encoding.
    static func withViewBox(_ bytes: [UInt8], _ bounds: Rect) -> [UInt8]? {
        guard !bytes.starts(with: [0xFE, 0xFF]), !bytes.starts(with: [0xFF, 0xFE]),
              let start = bytes.firstRange(of: Array("<svg".utf8)), start.upperBound < bytes.count,
              [0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F].contains(bytes[start.upperBound]) else { return nil }
        let attributes = " viewBox=\"\(bounds.minX) \(bounds.minY) \(bounds.width) \(bounds.height)\""
            + " width=\"\(bounds.width)\" height=\"\(bounds.height)\""
        return Array(bytes[..<start.upperBound]) + Array(attributes.utf8) + Array(bytes[start.upperBound...])
    }

    /// A template: one variant extracted into its own document and framed by its metrics
    /// ("symbol" sizing: template units × PT/100 = points, drawn at exact scaled
    /// coordinates from the top left), or square when asked.
    static func template(_ template: SymbolTemplate, source: SVGSource, options: RenderOptions) throws(ConvertError) -> RenderPlan {
        // Variants may draw through <use>: the same bounds as for plain SVGs.
        if let problem = source.useProblem { throw .svg(problem) }
        let layout: SymbolTemplate.Layout
        do {
            layout = try template.layout(for: SymbolVariant(options.weight, options.scale), exact: options.exactVariant)
        } catch {
            throw .template(error)
        }
        let selection = layout.selection
        let variant = layout.drawing
        guard variant.segmentCount <= SVGSource.maximumSegments else {
            throw .svg(.tooComplex(segments: variant.segmentCount, limit: SVGSource.maximumSegments))
        }
        var warnings: [ConvertWarning] = []
        if selection.isNearest {
            warnings.append(.variantFallback(requested: selection.requested, used: selection.used, factor: selection.factor))
        }
        if variant.strokedShapes > 0 { warnings.append(.strokes(variant: selection.used, count: variant.strokedShapes)) }
        if variant.textElements > 0 { warnings.append(.text(variant: selection.used)) }
        let layers: [PaintLayer]
        var darkLayers: [PaintLayer]?
        let monochrome = VariantDocument.monochromeLayers(variant, styles: template.layerStyles)
        let fillRuleCheck: (asWritten: [UInt8], nonzero: [UInt8])? = variant.shapes.contains(where: \.evenOdd)
            ? (VariantDocument.svg(layers: monochrome, box: layout.box), VariantDocument.svg(layers: monochrome, box: layout.box, nonzero: true)) : nil
        switch options.mode {
        case .template:
            layers = monochrome
        case .original:
            let paint = TemplatePaint(template: template, variant: variant, tint: options.tint.map(AppearanceColour.init) ?? SystemColour.defaultTint,
                                      rendering: options.rendering ?? .multicolor, palette: (options.palette ?? []).map(AppearanceColour.init))
            layers = paint.layers(.light)
            if paint.differsInDark { darkLayers = paint.layers(.dark) }
        }

        var plan: RenderPlan
        let svg = VariantDocument.svg(layers: layers, box: layout.box)
        let darkSVG = darkLayers.map { VariantDocument.svg(layers: $0, box: layout.box) }
        switch options.sizing ?? .symbol {
        case .square:
            plan = RenderPlan(svg: svg, darkSVG: darkSVG, frames: squareFrames(box: layout.box, pointSize: options.pointSize),
                              pointWidth: options.pointSize, pointHeight: options.pointSize,
                              warnings: warnings, layout: layout, fillRuleCheck: fillRuleCheck)
        case .ink:
            let points = layout.points(at: options.pointSize)
            let frames = RenderOptions.scales.map { k in
                RenderFrame(width: pixels(points.width, scale: k), height: pixels(points.height, scale: k),
                            viewport: Rect(x: 0, y: 0, width: points.width * Double(k), height: points.height * Double(k)))
            }
            plan = RenderPlan(svg: svg, darkSVG: darkSVG, frames: frames, pointWidth: points.width, pointHeight: points.height,
                              warnings: warnings, layout: layout, fillRuleCheck: fillRuleCheck)
        case .symbol:
            let metrics = SymbolImageModel.metrics(of: layout, pointSize: options.pointSize, weight: options.weight, scale: options.scale)
            let (box, ink) = (layout.box, SymbolImageModel.glyphBox(of: layout))
            // The document's viewBox is the box; placed so that the glyph box lands where the metrics put it.
            let frames = zip(RenderOptions.scales, metrics).map { k, metric in
                let u = layout.selection.factor * options.pointSize / 100 * Double(k)
                return RenderFrame(width: metric.pixels.width, height: metric.pixels.height,
                                   viewport: Rect(x: metric.ink.minX - (ink.minX - box.minX) * u, y: metric.ink.minY - (ink.minY - box.minY) * u,
                                                  width: box.width * u, height: box.height * u))
            }
            let size = SymbolImageModel.size(of: layout, pointSize: options.pointSize, weight: options.weight, scale: options.scale)
            plan = RenderPlan(svg: svg, darkSVG: darkSVG, frames: frames, pointWidth: size.width, pointHeight: size.height,
                              warnings: warnings, layout: layout, metrics: metrics, fillRuleCheck: fillRuleCheck)
        }
        // Each image is its own whole-canvas document, drawn into the whole bitmap; the @3x one,
        // whose size is in points, is also the vector fallback.
        let canvases = zip(RenderOptions.scales, plan.frames).map { k, frame in vectorCanvas(box: layout.box, frame: frame, scale: k) }
        plan.frameDocuments = VariantDocument.svgs(layers: layers, box: layout.box, canvases: canvases)
        plan.darkFrameDocuments = darkLayers.map { VariantDocument.svgs(layers: $0, box: layout.box, canvases: canvases) }
        plan.frames = plan.frames.map { RenderFrame(width: $0.width, height: $0.height, viewport: Rect(x: 0, y: 0, width: Double($0.width), height: Double($0.height))) }
        return plan
    }

    /// The canvas of the image at display scale `k` (`frame`): its size in points, and the
    /// drawing's `box` placed on it as the frame places it.
    static func vectorCanvas(box: Rect, frame: RenderFrame, scale k: Int) -> VariantDocument.Canvas {
        let unitsPerPixel = box.width / frame.viewport.width
        return VariantDocument.Canvas(
            viewBox: Rect(x: box.minX - frame.viewport.minX * unitsPerPixel, y: box.minY - frame.viewport.minY * unitsPerPixel,
                          width: Double(frame.width) * unitsPerPixel, height: Double(frame.height) * unitsPerPixel),
            width: Double(frame.width) / Double(k), height: Double(frame.height) / Double(k))
    }
}
