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
    static func squareFrames(box: Rect, pointSize: Double, scales: [Int]) -> [RenderFrame] {
        scales.map { k in
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
        if let reference = source.externalReferences.first {
            throw .svg(.externalReference(reference.value, line: reference.line, column: reference.column))
        }
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
            let root = source.document.root
            warnings.append(.noSize(bounds: bounds, relative: root[attribute: "width"] != nil || root[attribute: "height"] != nil))
        }
        var plan = RenderPlan(svg: svg, frames: squareFrames(box: box, pointSize: options.pointSize, scales: options.scales),
                              pointWidth: options.pointSize, pointHeight: options.pointSize, warnings: warnings,
                              serialized: source.containsText)
        if source.rootIsClipped, source.canvas.documentBox != nil { plan.naturalSize = PointSize(width: box.width, height: box.height) }
        return plan
    }

    /// The document with `viewBox`, `width` and `height` of `bounds` on its root, in place of
    /// a `width` or `height` of its own (a percentage or `auto`, which size nothing here): text
    /// after the root's `<svg`, so only for documents in an ASCII-compatible encoding.
    static func withViewBox(_ bytes: [UInt8], _ bounds: Rect) -> [UInt8]? {
        guard !bytes.starts(with: [0xFE, 0xFF]), !bytes.starts(with: [0xFF, 0xFE]),
              let start = bytes.firstRange(of: Array("<svg".utf8)), start.upperBound < bytes.count,
              [0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F].contains(bytes[start.upperBound]) else { return nil }
        let attributes = " viewBox=\"\(bounds.minX) \(bounds.minY) \(bounds.width) \(bounds.height)\""
            + " width=\"\(bounds.width)\" height=\"\(bounds.height)\""
        var tail = Array(bytes[start.upperBound...])
        for range in sizeAttributes(inTagStartingWith: tail).reversed() { tail.removeSubrange(range) }
        return Array(bytes[..<start.upperBound]) + Array(attributes.utf8) + tail
    }

    /// The byte ranges of ` width="…"` and ` height="…"` (space before them included) among the
    /// attributes at the start of `tag`, up to its `>`.
    static func sizeAttributes(inTagStartingWith tag: [UInt8]) -> [Range<Int>] {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var ranges: [Range<Int>] = []
        var i = 0
        while i < tag.count {
            let attributeStart = i
            while i < tag.count, isSpace(tag[i]) { i += 1 }
            guard i < tag.count, tag[i] != 0x3E, tag[i] != 0x2F else { break }
            let nameStart = i
            while i < tag.count, !isSpace(tag[i]), tag[i] != 0x3D, tag[i] != 0x3E { i += 1 }
            let name = tag[nameStart..<i]
            while i < tag.count, isSpace(tag[i]) || tag[i] == 0x3D { i += 1 }
            guard i < tag.count, tag[i] == 0x22 || tag[i] == 0x27, let close = tag[(i + 1)...].firstIndex(of: tag[i]) else { break }
            i = close + 1
            if name.elementsEqual("width".utf8) || name.elementsEqual("height".utf8) { ranges.append(attributeStart..<i) }
        }
        return ranges
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
