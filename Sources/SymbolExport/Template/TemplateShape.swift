/// One filled shape of a variant, with everything needed to draw and measure it.
public struct TemplateShape: Sendable {
    /// `path`, `rect`, `circle`, `ellipse`, `polygon` or `polyline`.
    public let element: String
    /// The geometry attributes only (`d`, `x`, `points`, …), copied as written.
    public let geometry: [(name: String, value: String)]
    /// The full transform chain from the document's user space, this element's own included.
    public let transform: AffineTransform
    public let evenOdd: Bool
    /// Exact bounds in template units, after `transform`.
    public let bounds: Rect
    /// The `monochrome-N` layer it belongs to, if any.
    public let monochromeLayer: Int?
    /// Whether the source asks for a stroke (not drawn: templates must be outlined).
    public let stroked: Bool

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
