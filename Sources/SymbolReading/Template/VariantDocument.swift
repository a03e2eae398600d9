/// One layer of a variant as it is painted: its shapes, colour, opacity and whether it
/// first erases what lies beneath it.
package struct PaintLayer {
    /// A run of the layer's shapes that draws, or erases what the layer drew before it (a
    /// `shapeGroupLayer` with `-sfsymbols-fill-action:erase`).
    package struct Part {
        package var shapes: [TemplateShape]
        package var erases = false

        package init(shapes: [TemplateShape], erases: Bool = false) {
            (self.shapes, self.erases) = (shapes, erases)
        }
    }

    /// In order; a layer of class-annotated shapes is one drawing part.
    package var parts: [Part]
    /// An SVG colour; nil paints with the document's fill (black).
    package var fill: String?
    package var opacity = 1.0
    package var clearsBehind = false

    package init(shapes: [TemplateShape], fill: String? = nil, opacity: Double = 1.0, clearsBehind: Bool = false) {
        self.init(parts: [Part(shapes: shapes)], fill: fill, opacity: opacity, clearsBehind: clearsBehind)
    }

    package init(parts: [Part], fill: String? = nil, opacity: Double = 1.0, clearsBehind: Bool = false) {
        (self.parts, self.fill, self.opacity, self.clearsBehind) = (parts, fill, opacity, clearsBehind)
    }

    /// Whether it is one drawing run of shapes (it erases nothing of its own).
    var isPlain: Bool { parts.count == 1 && !parts[0].erases }
}

/// Builds the render-only SVG for one variant: its shapes with the full transform chain
/// flattened onto each, inside their clip paths and masks. No artboard, guides, notes, classes,
/// strokes or sheet opacity. Layers draw bottom to top; a clear-behind layer first erases what
/// lies beneath it (a mask), then paints with its opacity.
///
/// A layer's shapes are one outline filled by the nonzero rule, as Apple's renderer fills a
/// variant: an inner shape wound against its outer one cuts a hole (`vault.fill`'s dial), one
/// wound with it stays filled. Shapes inside a clip path or mask, and shapes the file fills by
/// `evenodd`, are drawn on their own, as written.
package enum VariantDocument {
    /// The monochrome layers of a variant, or all its shapes as one layer when it has none; a
    /// variant whose layers are given by subpath index takes them from `indexed`.
    package static func monochromeLayers(_ variant: SymbolTemplate.Variant, styles: [Int: SymbolTemplate.LayerStyle],
                                         indexed: IndexedLayers = IndexedLayers()) -> [PaintLayer] {
        guard variant.usesMonochromeLayers else { return [PaintLayer(shapes: variant.shapes)] }
        if variant.layersBySubpath {
            return indexed.monochrome.keys.sorted().map { index in
                let style = styles[index] ?? SymbolTemplate.LayerStyle()
                return PaintLayer(parts: variant.paintParts(indexed.monochrome[index]!), opacity: style.opacity, clearsBehind: style.clearsBehind)
            }
        }
        let layers = Dictionary(grouping: variant.shapes.filter { $0.monochromeLayer != nil }) { $0.monochromeLayer! }
        return layers.keys.sorted().map { index in
            let style = styles[index] ?? SymbolTemplate.LayerStyle()
            return PaintLayer(shapes: layers[index]!, opacity: style.opacity, clearsBehind: style.clearsBehind)
        }
    }

    /// Where a document puts its drawing: the region shown (`viewBox`, template units) and the
    /// document's size (`width`, `height`: points, for a standalone vector fallback).
    package struct Canvas {
        package var viewBox: Rect
        package var width: Double
        package var height: Double

        package init(viewBox: Rect, width: Double, height: Double) {
            (self.viewBox, self.width, self.height) = (viewBox, width, height)
        }
    }

    /// The document; `nonzero` fills every shape by the nonzero rule, whatever the file says (as
    /// iOS does: actool ignores `fill-rule`), to see whether `evenodd` changes the picture.
    /// `canvas`: nil, the box itself at its size in units.
    package static func svg(layers: [PaintLayer], box: Rect, nonzero: Bool = false, canvas: Canvas? = nil) -> [UInt8] {
        svgs(layers: layers, box: box, nonzero: nonzero, canvases: [canvas ?? Canvas(viewBox: box, width: box.width, height: box.height)])[0]
    }

    /// One document per canvas, the drawing written once: each image of a symbol is its own
    /// canvas drawn whole, so that every bitmap and the vector fallback are one document drawn
    /// the same way (librsvg clips a document drawn into a smaller viewport, and aligns its
    /// masks to the device pixels of that transform).
    package static func svgs(layers: [PaintLayer], box: Rect, nonzero: Bool = false, canvases: [Canvas]) -> [[UInt8]] {
        var writer = Writer(box: box, nonzero: nonzero)
        let content = writer.content(layers)
        let defs = writer.defs
        let body = Array("\(defs.isEmpty ? "" : "<defs>\(defs)</defs>")<g fill=\"#000\">\(content)</g></svg>".utf8)
        return canvases.map { canvas in
            let view = canvas.viewBox
            let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(number(view.minX)) \(number(view.minY)) \(number(view.width)) \(number(view.height))\" "
                + "width=\"\(number(canvas.width))\" height=\"\(number(canvas.height))\">"
            return Array(head.utf8) + body
        }
    }

    /// The drawing's markup and the definitions (clip paths, masks) it refers to.
    private struct Writer {
        let box: Rect
        let nonzero: Bool
        var defs = ""
        var regionIDs: [String: String] = [:]

        init(box: Rect, nonzero: Bool) {
            (self.box, self.nonzero) = (box, nonzero)
        }

        /// A generous mask region: masks clip to it.
        var region: String {
            "x=\"\(number(box.minX - box.width))\" y=\"\(number(box.minY - box.height))\" width=\"\(number(box.width * 3))\" height=\"\(number(box.height * 3))\""
        }

        /// The layers bottom to top: a clear-behind layer first masks out what lies beneath it.
        mutating func content(_ layers: [PaintLayer]) -> String {
            if layers.count == 1, layers[0].isPlain, layers[0].fill == nil, layers[0].opacity >= 1, !layers[0].clearsBehind {
                return outline(layers[0].parts[0].shapes)
            }
            var content = ""
            for (index, layer) in layers.enumerated() {
                let parts = layer.parts.map { (outline: outline($0.shapes), erases: $0.erases) }
                if layer.clearsBehind, !content.isEmpty {
                    // Black where the layer ends up: its drawing runs, with its erasing runs white again.
                    let knockout = parts.map { "<g fill=\"\($0.erases ? "#fff" : "#000")\">\($0.outline)</g>" }.joined()
                    defs += "<mask id=\"clear-\(index)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"#fff\"/>\(knockout)</mask>"
                    content = "<g mask=\"url(#clear-\(index))\">\(content)</g>"
                }
                guard layer.opacity > 0 else { continue }
                let shapes = drawn(parts, layer: index)
                var attributes = layer.fill.map { " fill=\"\($0)\"" } ?? ""
                if layer.opacity < 1 { attributes += " opacity=\"\(number(layer.opacity))\"" }
                content += attributes.isEmpty ? shapes : "<g\(attributes)>\(shapes)</g>"
            }
            return content
        }

        /// A layer's runs in order: each erasing one masks out what the runs before it drew.
        private mutating func drawn(_ parts: [(outline: String, erases: Bool)], layer: Int) -> String {
            var content = ""
            for (index, part) in parts.enumerated() {
                guard part.erases else {
                    content += part.outline
                    continue
                }
                guard !content.isEmpty, !part.outline.isEmpty else { continue }
                let id = "erase-\(layer)-\(index)"
                defs += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"#fff\"/><g fill=\"#000\">\(part.outline)</g></mask>"
                content = "<g mask=\"url(#\(id))\">\(content)</g>"
            }
            return content
        }

        /// The shapes' outline, then the shapes that cannot join it.
        mutating func outline(_ shapes: [TemplateShape]) -> String {
            var outline: [String] = []
            var apart = ""
            for shape in shapes {
                if shape.clips.isEmpty, !(shape.evenOdd && !nonzero) {
                    outline.append(shape.outline.pathData(transformedBy: shape.transform))
                } else {
                    apart += markup(shape)
                }
            }
            return (outline.isEmpty ? "" : "<path d=\"\(outline.joined(separator: " "))\"/>") + apart
        }

        /// A shape on its own, inside its clip paths and masks.
        private mutating func markup(_ shape: TemplateShape) -> String {
            var text = shapeMarkup(shape, nonzero: nonzero)
            for region in shape.clips.reversed() {
                let id: String
                if let known = regionIDs[region.key] {
                    id = known
                } else {
                    id = "\(region.kind == .clip ? "clip" : "mask")\(regionIDs.count)"
                    regionIDs[region.key] = id
                    defs += regionMarkup(region, id: id, box: box)
                }
                text = "<g \(region.kind == .clip ? "clip-path" : "mask")=\"url(#\(id))\">\(text)</g>"
            }
            return text
        }
    }

    private static func shapeMarkup(_ shape: TemplateShape, nonzero: Bool) -> String {
        var text = "<\(shape.element)"
        for (name, value) in shape.geometry { text += " \(name)=\"\(XMLText.escaped(value))\"" }
        text += transformAttribute(shape.transform)
        if shape.evenOdd, !nonzero { text += " fill-rule=\"evenodd\"" }
        return text + "/>"
    }

    private static func regionMarkup(_ region: ClipRegion, id: String, box: Rect) -> String {
        let outlines = region.outlines.map { outline in
            "<path d=\"\(outline.pathData)\"\(transformAttribute(outline.transform))"
                + (outline.evenOdd ? " \(region.kind == .clip ? "clip-rule" : "fill-rule")=\"evenodd\"" : "") + "/>"
        }.joined()
        switch region.kind {
        case .clip:
            return "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\">\(outlines)</clipPath>"
        case .mask:
            let area = "x=\"\(number(box.minX - box.width))\" y=\"\(number(box.minY - box.height))\" width=\"\(number(box.width * 3))\" height=\"\(number(box.height * 3))\""
            return "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(area)><g fill=\"#fff\">\(outlines)</g></mask>"
        }
    }

    private static func transformAttribute(_ t: AffineTransform) -> String {
        t.isIdentity ? "" : " transform=\"matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.e)) \(number(t.f)))\""
    }

    /// Shortest round-trip text of a double; SVG accepts exponents.
    static func number(_ value: Double) -> String {
        PathGeometry.number(value)
    }
}
