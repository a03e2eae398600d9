/// Builds the render-only SVG for one variant: its shapes, filled black, with the full
/// transform chain flattened onto each shape. No artboard, guides, notes, classes, strokes
/// or opacity from the sheet. Monochrome layers draw bottom to top; a clear-behind layer
/// first erases what lies beneath it (a mask), then paints with its opacity.
enum VariantDocument {
    static func svg(for variant: SymbolTemplate.Variant, layerStyles: [Int: SymbolTemplate.LayerStyle], box: Rect) -> [UInt8] {
        var defs = ""
        var content = ""
        if variant.usesMonochromeLayers {
            let layers = Dictionary(grouping: variant.shapes.filter { $0.monochromeLayer != nil }) { $0.monochromeLayer! }
            // A generous mask region: masks clip to it.
            let region = "x=\"\(number(box.minX - box.width))\" y=\"\(number(box.minY - box.height))\" width=\"\(number(box.width * 3))\" height=\"\(number(box.height * 3))\""
            for layer in layers.keys.sorted() {
                let shapes = layers[layer]!.map(markup).joined()
                let style = layerStyles[layer] ?? SymbolTemplate.LayerStyle()
                if style.clearsBehind, !content.isEmpty {
                    defs += "<mask id=\"clear-\(layer)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"#fff\"/><g fill=\"#000\">\(shapes)</g></mask>"
                    content = "<g mask=\"url(#clear-\(layer))\">\(content)</g>"
                }
                if style.opacity >= 1 {
                    content += shapes
                } else if style.opacity > 0 {
                    content += "<g opacity=\"\(number(style.opacity))\">\(shapes)</g>"
                }
            }
        } else {
            content = variant.shapes.map(markup).joined()
        }
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(number(box.minX)) \(number(box.minY)) \(number(box.width)) \(number(box.height))" \
            width="\(number(box.width))" height="\(number(box.height))">\
            \(defs.isEmpty ? "" : "<defs>\(defs)</defs>")<g fill="#000">\(content)</g></svg>
            """
        return Array(svg.utf8)
    }

    private static func markup(_ shape: TemplateShape) -> String {
        var text = "<\(shape.element)"
        for (name, value) in shape.geometry { text += " \(name)=\"\(escape(value))\"" }
        let t = shape.transform
        if !t.isIdentity {
            text += " transform=\"matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.e)) \(number(t.f)))\""
        }
        if shape.evenOdd { text += " fill-rule=\"evenodd\"" }
        return text + "/>"
    }

    /// Shortest round-trip text of a double; SVG accepts exponents.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func escape(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
