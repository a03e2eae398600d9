extension PathGeometry {
    /// The geometry as SVG path data in absolute coordinates (`M`, `L`, `C`, `Z`), after
    /// `transform`: how derived and flattened shapes are written into render documents.
    package func pathData(transformedBy transform: AffineTransform = .identity) -> String {
        var text = ""
        func add(_ command: String, _ points: Point...) {
            text += command
            for (index, point) in points.enumerated() {
                let p = transform.apply(point)
                text += (index == 0 ? "" : " ") + Self.number(p.x) + " " + Self.number(p.y)
            }
        }
        for segment in segments {
            switch segment {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .cubic(let c1, let c2, let p): add("C", c1, c2, p)
            case .close: text += "Z"
            }
        }
        return text
    }

    /// Shortest round-trip text of a double without a trailing `.0`; SVG accepts exponents.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
