import SymbolBase
import SymbolReading
import SymbolRendering

extension Inspection {
    /// `inspect --json`: the report as JSON data (keys sorted, numbers to four decimals).
    var json: JSONValue {
        var object: [String: JSONValue] = ["path": .string(path), "pointSize": .number(pointSize)]
        switch kind {
        case .plain(let canvas, let size):
            object["kind"] = .string("plain")
            if let width = canvas.width { object["width"] = .number(width) }
            if let height = canvas.height { object["height"] = .number(height) }
            if let viewBox = canvas.viewBox { object["viewBox"] = Self.json(viewBox) }
            if let size { object["size"] = size.json }
        case .template(let report):
            object.merge(report.json) { _, new in new }
        }
        return .object(object)
    }

    static func json(_ r: Rect) -> JSONValue {
        .object(["minX": .number(r.minX), "minY": .number(r.minY), "maxX": .number(r.maxX), "maxY": .number(r.maxY),
                 "width": .number(r.width), "height": .number(r.height)])
    }
}

extension Inspection.TemplateReport {
    /// The template's members of the report: producer, version, canvas, guides, variants, choices.
    var json: [String: JSONValue] {
        var object: [String: JSONValue] = ["kind": .string("template"), "producer": .string(template.producer)]
        if let version = template.version {
            object["version"] = .object(["value": .string(version.description), "source": .string(template.versionSource?.rawValue ?? "")])
        }
        if let canvas = template.canvas { object["canvas"] = Inspection.json(canvas) }
        object["variantsPresent"] = .array(template.presentVariants.map { .string($0.id) })
        if !template.emptyVariants.isEmpty { object["emptyVariants"] = .array(template.emptyVariants.map { .string($0.id) }) }
        if !template.annotations.isEmpty { object["annotations"] = .array(template.annotations.map { .string($0.rawValue) }) }
        if !template.indexedLayers.isEmpty { object["layersBySubpathIndex"] = template.indexedLayers.json }
        object["guides"] = .object(Dictionary(uniqueKeysWithValues: template.guides.map { scale, guides in
            var entry: [String: JSONValue] = [:]
            if let baseline = guides.baseline { entry["baseline"] = .number(baseline) }
            if let capline = guides.capline { entry["capline"] = .number(capline) }
            return (scale.letter, JSONValue.object(entry))
        }))
        object["variants"] = .array(variants.map(\.json))
        object["choices"] = .array(choices.map(\.json))
        object["requested"] = requested.json
        var symbolSet: [String: JSONValue] = ["held-by": .array(self.symbolSet.heldBy.map { .string($0.word) }),
                                              "left-out": .array(self.symbolSet.dropped.map { .string($0.rawValue) }),
                                              "lost": .array(self.symbolSet.lost.map { .string($0.rawValue) })]
        if let written = self.symbolSet.written { symbolSet["template-version"] = .string(written.description) }
        object["symbolset"] = .object(symbolSet)
        return object
    }
}

extension IndexedLayers {
    /// Each mode's layers and their parts: `{"monochrome": {"1": [{"indices": [1, 2]}, {"indices": [4], "erases": true}]}}`.
    var json: JSONValue {
        func parts(_ parts: [Part]) -> JSONValue {
            .array(parts.map { part in
                var entry: [String: JSONValue] = ["indices": .array(part.indices.map { .int($0) })]
                if part.erases { entry["erases"] = .bool(true) }
                return .object(entry)
            })
        }
        return .object([
            "monochrome": .object(Dictionary(uniqueKeysWithValues: monochrome.map { (String($0.key), parts($0.value)) })),
            "multicolor": .object(Dictionary(uniqueKeysWithValues: multicolor.map { ("\($0.key.index):\($0.key.colour)", parts($0.value)) })),
            "hierarchical": .object(Dictionary(uniqueKeysWithValues: hierarchical.map { ("\($0.key.index):\($0.key.level)", parts($0.value)) })),
        ])
    }
}

extension Inspection.VariantReport {
    var json: JSONValue {
        var entry: [String: JSONValue] = [
            "id": .string(variant.id), "ink": Inspection.json(ink), "shapes": .int(shapes),
            "strokedShapes": .int(strokedShapes), "monochromeLayers": .array(monochromeLayers.map { .int($0) }),
        ]
        switch margins {
        case .success(let m):
            entry["margins"] = .object(["left": .number(m.left), "right": .number(m.right), "width": .number(m.right - m.left),
                                        "source": .string(m.source.description)])
        case .failure(let error):
            entry["marginsError"] = .string(error.description)
        }
        if let size { entry["size"] = size.json }
        return .object(entry)
    }
}

extension Inspection.ChoiceReport {
    var json: JSONValue {
        var entry: [String: JSONValue] = ["variant": .string(variant.id)]
        switch selection {
        case .success(let selection):
            switch selection.method {
            case .drawn:
                entry["method"] = .string("drawn")
            case .derived(let derivation):
                entry["method"] = .string("derived")
                entry["sources"] = .string(derivation.sources.letter)
                entry["a"] = .number(derivation.a)
                entry["u"] = .number(derivation.u)
                entry["k"] = .number(derivation.k)
            case .nearest:
                entry["method"] = .string("nearest")
                entry["used"] = .string(selection.used.id)
                entry["factor"] = .number(selection.factor)
            }
        case .failure(let error):
            entry["error"] = .string(error.description)
        }
        if let size { entry["size"] = size.json }
        return .object(entry)
    }
}

extension Inspection.Size {
    var json: JSONValue {
        var object: [String: JSONValue] = [
            "points": .object(["width": .number(points.width), "height": .number(points.height)]),
            "pixels": .object(Dictionary(uniqueKeysWithValues: zip(RenderOptions.scales, pixels).map { k, p in
                ("\(k)x", JSONValue.object(["width": .int(p.width), "height": .int(p.height)]))
            })),
        ]
        if let metrics { object["scales"] = .object(Dictionary(uniqueKeysWithValues: metrics.map { ("\($0.scale)x", $0.json) })) }
        if let appKit { object["appKit"] = .object(Dictionary(uniqueKeysWithValues: appKit.map { ("\($0.scale)x", $0.json) })) }
        if let clearSpace {
            object["clearSpace"] = .object(["units": .number(clearSpace.units), "basis": .string(clearSpace.basis.rawValue),
                                            "reason": .string(clearSpace.reason)])
        }
        return .object(object)
    }
}

extension SymbolImageMetrics {
    /// The metrics as JSON: the image in points and pixels, the ink's rect in pixels, the
    /// baseline and the alignment insets in points (`inspect --json`, `export --json`).
    var json: JSONValue {
        .object([
            "pixels": .object(["width": .int(pixels.width), "height": .int(pixels.height)]),
            "points": .object(["width": .number(points.width), "height": .number(points.height)]),
            "ink": .object(["x": .number(ink.minX), "y": .number(ink.minY), "width": .number(ink.width), "height": .number(ink.height)]),
            "baselineOffsetFromBottom": .number(baselineOffset),
            "alignmentRectInsets": .object(["top": .number(alignmentInsets.top), "left": .number(alignmentInsets.left),
                                            "bottom": .number(alignmentInsets.bottom), "right": .number(alignmentInsets.right)]),
        ])
    }
}
