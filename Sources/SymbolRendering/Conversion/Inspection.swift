import SymbolBase
import SymbolReading

/// What `symbol-export inspect` reports about one SVG: the template's structure and
/// metrics, or a plain SVG's size, and the sizes a conversion would produce at a point size.
public struct Inspection: Sendable {
    /// An asset's size: in points before rounding, in pixels per display scale, and for a
    /// template the image box UIKit makes at each scale (ink, baseline, alignment insets).
    public struct Size: Equatable, Sendable {
        public var points: PointSize
        public var pixels: [PixelSize]
        public var metrics: [SymbolImageMetrics]?
    }

    public struct VariantReport: Sendable {
        public var variant: SymbolVariant
        public var margins: Result<SymbolTemplate.Margins, TemplateError>
        public var ink: Rect
        public var shapes: Int
        public var strokedShapes: Int
        public var monochromeLayers: [Int]
        /// The size of this variant at the point size, symbol sizing.
        public var size: Size?
    }

    /// How one weight and scale is drawn (drawn, derived or nearest), and its size.
    public struct ChoiceReport: Sendable {
        public var variant: SymbolVariant
        public var selection: Result<SymbolTemplate.Selection, TemplateError>
        public var size: Size?
    }

    public struct TemplateReport: Sendable {
        public var template: SymbolTemplate
        public var variants: [VariantReport]
        /// Every weight and scale, small row first.
        public var choices: [ChoiceReport]
        /// The variant `--weight` and `--scale` ask for.
        public var requested: ChoiceReport
    }

    public enum Kind: Sendable {
        case template(TemplateReport)
        case plain(SVGCanvas, Size?)
    }

    public var path: String
    public var pointSize: Double
    public var kind: Kind

    /// Reads and measures the SVG at `path`, for the point size, weight and scale of `options`.
    public init(file path: String, options: RenderOptions = RenderOptions()) throws(ConvertError) {
        let pointSize = options.pointSize
        try RenderOptions.check(pointSize: pointSize)
        let source = try SVGSource(file: path)
        self.path = path
        self.pointSize = pointSize
        guard let template = SymbolTemplate(source) else {
            let size = source.canvas.box.map { _ in
                Size(points: PointSize(width: pointSize, height: pointSize),
                     pixels: RenderOptions.scales.map { PixelSize(width: pixels(pointSize, scale: $0), height: pixels(pointSize, scale: $0)) })
            }
            kind = .plain(source.canvas, size)
            return
        }
        func size(_ layout: SymbolTemplate.Layout) -> Size {
            let metrics = SymbolImageModel.metrics(of: layout, pointSize: pointSize, weight: layout.selection.requested.weight, scale: layout.selection.requested.scale)
            return Size(points: SymbolImageModel.size(of: layout, pointSize: pointSize, weight: layout.selection.requested.weight, scale: layout.selection.requested.scale),
                        pixels: metrics.map(\.pixels), metrics: metrics)
        }
        let variants = template.presentVariants.map { variant in
            let drawing = template.variants[variant]!
            return VariantReport(
                variant: variant,
                margins: Result { () throws(TemplateError) in try template.margins(for: variant) },
                ink: drawing.ink, shapes: drawing.shapes.count, strokedShapes: drawing.strokedShapes,
                monochromeLayers: Array(Set(drawing.shapes.compactMap(\.monochromeLayer))).sorted(),
                size: (try? template.layout(for: variant)).map(size))
        }
        func choice(_ variant: SymbolVariant) -> ChoiceReport {
            ChoiceReport(variant: variant,
                         selection: Result { () throws(TemplateError) in try template.select(variant) },
                         size: (try? template.layout(for: variant)).map(size))
        }
        let choices = SymbolScale.allCases.flatMap { scale in SymbolWeight.allCases.map { choice(SymbolVariant($0, scale)) } }
        let requested = choice(SymbolVariant(options.weight, options.scale))
        kind = .template(TemplateReport(template: template, variants: variants, choices: choices, requested: requested))
    }
}

extension Inspection {
    /// The report as JSON data (keys sorted, numbers to four decimals).
    public var json: JSONValue {
        func rect(_ r: Rect) -> JSONValue {
            .object(["minX": .number(r.minX), "minY": .number(r.minY), "maxX": .number(r.maxX), "maxY": .number(r.maxY),
                     "width": .number(r.width), "height": .number(r.height)])
        }
        func size(_ s: Size?) -> JSONValue? {
            s.map { s in
                var object: [String: JSONValue] = [
                    "points": .object(["width": .number(s.points.width), "height": .number(s.points.height)]),
                    "pixels": .object(Dictionary(uniqueKeysWithValues: zip(RenderOptions.scales, s.pixels).map { k, p in
                        ("\(k)x", JSONValue.object(["width": .int(p.width), "height": .int(p.height)]))
                    })),
                ]
                if let metrics = s.metrics {
                    object["scales"] = .object(Dictionary(uniqueKeysWithValues: metrics.map { ("\($0.scale)x", $0.json) }))
                }
                return .object(object)
            }
        }
        var object: [String: JSONValue] = ["path": .string(path), "pointSize": .number(pointSize)]
        switch kind {
        case .plain(let canvas, let s):
            object["kind"] = .string("plain")
            if let width = canvas.width { object["width"] = .number(width) }
            if let height = canvas.height { object["height"] = .number(height) }
            if let viewBox = canvas.viewBox { object["viewBox"] = rect(viewBox) }
            if let s = size(s) { object["size"] = s }
        case .template(let report):
            let template = report.template
            object["kind"] = .string("template")
            object["producer"] = .string(template.producer)
            if let version = template.version {
                object["version"] = .object(["value": .string(version.description), "source": .string(template.versionSource?.rawValue ?? "")])
            }
            if let canvas = template.canvas { object["canvas"] = rect(canvas) }
            object["variantsPresent"] = .array(template.presentVariants.map { .string($0.id) })
            object["guides"] = .object(Dictionary(uniqueKeysWithValues: template.guides.map { scale, guides in
                var entry: [String: JSONValue] = [:]
                if let baseline = guides.baseline { entry["baseline"] = .number(baseline) }
                if let capline = guides.capline { entry["capline"] = .number(capline) }
                return (scale.letter, JSONValue.object(entry))
            }))
            object["variants"] = .array(report.variants.map { v in
                var entry: [String: JSONValue] = [
                    "id": .string(v.variant.id), "ink": rect(v.ink), "shapes": .int(v.shapes),
                    "strokedShapes": .int(v.strokedShapes), "monochromeLayers": .array(v.monochromeLayers.map { .int($0) }),
                ]
                switch v.margins {
                case .success(let m):
                    entry["margins"] = .object(["left": .number(m.left), "right": .number(m.right), "width": .number(m.right - m.left),
                                                "source": .string(m.source.description)])
                case .failure(let error):
                    entry["marginsError"] = .string(error.description)
                }
                if let s = size(v.size) { entry["size"] = s }
                return .object(entry)
            })
            func choice(_ c: ChoiceReport) -> JSONValue {
                var entry: [String: JSONValue] = ["variant": .string(c.variant.id)]
                switch c.selection {
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
                if let size = size(c.size) { entry["size"] = size }
                return .object(entry)
            }
            object["choices"] = .array(report.choices.map(choice))
            object["requested"] = choice(report.requested)
        }
        return .object(object)
    }
}
