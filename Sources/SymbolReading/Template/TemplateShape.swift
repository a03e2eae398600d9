/// One filled shape of a variant, with everything needed to draw and measure it.
package struct TemplateShape: Sendable {
    /// A `multicolor-N:NAME` annotation: the layer and its colour name (`custom`,
    /// `systemRedColor`, `tintColor`, …).
    package struct MulticolorLayer: Hashable, Sendable {
        package var index: Int
        package var colour: String
    }

    /// A `hierarchical-N:level` annotation: the layer and its level (`primary`, `secondary`,
    /// `tertiary`).
    package struct HierarchicalLayer: Hashable, Sendable {
        package var index: Int
        package var level: String
    }

    /// `path`, `rect`, `circle`, `ellipse`, `polygon` or `polyline`.
    package let element: String
    /// The geometry attributes only (`d`, `x`, `points`, …), copied as written.
    package let geometry: [(name: String, value: String)]
    /// The outline in the shape's own coordinates: for bounds and for derived variants.
    package let outline: PathGeometry
    /// The full transform chain from the document's user space, this element's own included.
    package let transform: AffineTransform
    package let evenOdd: Bool
    /// Exact bounds in template units, after `transform` and inside its clip regions.
    package let bounds: Rect
    /// The bounds of its points, control points included (`PathGeometry.controlBounds`), inside
    /// its clip regions.
    package let controlBounds: Rect
    /// The `monochrome-N` layer it belongs to, if any.
    package let monochromeLayer: Int?
    /// The multicolor layer it belongs to, if any.
    package let multicolorLayer: MulticolorLayer?
    /// The hierarchical layer it belongs to, if any.
    package let hierarchicalLayer: HierarchicalLayer?
    /// Whether the source asks for a stroke (not drawn: templates must be outlined).
    package let stroked: Bool
    /// Clip paths and masks around it, outermost first.
    package let clips: [ClipRegion]

    init(element: String, geometry: [(name: String, value: String)], outline: PathGeometry, transform: AffineTransform,
         evenOdd: Bool, bounds: Rect, monochromeLayer: Int?, multicolorLayer: MulticolorLayer?,
         hierarchicalLayer: HierarchicalLayer? = nil, stroked: Bool, clips: [ClipRegion]) {
        self.element = element
        self.geometry = geometry
        self.outline = outline
        self.transform = transform
        self.evenOdd = evenOdd
        self.bounds = bounds
        var control = outline.controlBounds(transformedBy: transform)
        for region in clips { control = control.intersection(region.bounds) }
        self.controlBounds = control.union(bounds)
        self.monochromeLayer = monochromeLayer
        self.multicolorLayer = multicolorLayer
        self.hierarchicalLayer = hierarchicalLayer
        self.stroked = stroked
        self.clips = clips
    }

    /// A shape drawn from outline geometry already in user space (a derived variant's).
    init(deriving source: TemplateShape, outline: PathGeometry) {
        self.init(element: "path", geometry: [("d", outline.pathData())], outline: outline, transform: .identity,
                  evenOdd: source.evenOdd, bounds: outline.bounds(), monochromeLayer: source.monochromeLayer,
                  multicolorLayer: source.multicolorLayer, hierarchicalLayer: source.hierarchicalLayer, stroked: source.stroked, clips: [])
    }

    static let elementNames: Set<Substring> = ["path", "rect", "circle", "ellipse", "polygon", "polyline"]

    static let geometryAttributes: [String: [String]] = [
        "path": ["d"],
        "rect": ["x", "y", "width", "height", "rx", "ry"],
        "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"],
        "polygon": ["points"],
        "polyline": ["points"],
    ]

    /// The shape's outline as path geometry in its own coordinates; nil when it draws nothing.
    static func outline(of element: XMLElement) -> PathGeometry? {
        func length(_ name: String) -> Double { SVGLength.userUnits(element[attribute: name]) ?? 0 }
        switch element.localName {
        case "path":
            let geometry = PathGeometry(pathData: element[attribute: "d"] ?? "")
            return geometry.segments.isEmpty ? nil : geometry
        case "rect":
            let (x, y, w, h) = (length("x"), length("y"), length("width"), length("height"))
            guard w > 0, h > 0 else { return nil }
            return PathGeometry(segments: [
                .move(Point(x: x, y: y)), .line(Point(x: x + w, y: y)),
                .line(Point(x: x + w, y: y + h)), .line(Point(x: x, y: y + h)), .close,
            ])
        case "circle":
            let r = length("r")
            guard r > 0 else { return nil }
            return ellipse(cx: length("cx"), cy: length("cy"), rx: r, ry: r)
        case "ellipse":
            let (rx, ry) = (length("rx"), length("ry"))
            guard rx > 0, ry > 0 else { return nil }
            return ellipse(cx: length("cx"), cy: length("cy"), rx: rx, ry: ry)
        case "polygon", "polyline":
            var scanner = NumberScanner(element[attribute: "points"] ?? "")
            var segments: [PathGeometry.Segment] = []
            while let x = scanner.readNumber(), let y = scanner.readNumber() {
                segments.append(segments.isEmpty ? .move(Point(x: x, y: y)) : .line(Point(x: x, y: y)))
            }
            guard segments.count > 1 else { return nil }
            return PathGeometry(segments: segments + [.close])
        default:
            return nil
        }
    }

    private static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> PathGeometry {
        let start = Point(x: cx + rx, y: cy)
        var segments: [PathGeometry.Segment] = [.move(start)]
        segments += PathGeometry.arc(from: start, to: Point(x: cx - rx, y: cy), rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
        segments += PathGeometry.arc(from: Point(x: cx - rx, y: cy), to: start, rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
        return PathGeometry(segments: segments + [.close])
    }
}

/// SVG lengths in geometry attributes (`12`, `12px`, `12.5px `).
enum SVGLength {
    static func userUnits(_ text: String?) -> Double? {
        guard var value = text?.trimmed, !value.isEmpty else { return nil }
        if value.hasSuffix("px") { value.removeLast(2) }
        guard let number = Double(value), number.isFinite else { return nil }
        return number
    }
}
