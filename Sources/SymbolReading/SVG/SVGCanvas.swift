/// The user-space box a document draws in, from its root `viewBox`, `width` and `height`.
package struct SVGCanvas: Equatable, Sendable {
    /// Larger sizes are refused: they only come from broken or hostile files.
    package static let maximumLength = 1_000_000.0

    package var viewBox: Rect?
    /// `width`/`height` in CSS pixels at 96 DPI; nil when absent or a percentage.
    package var width: Double?
    package var height: Double?

    /// The box whose aspect ratio is fitted: the viewBox, else 0 0 width height.
    package var box: Rect? {
        if let viewBox { return viewBox }
        if let width, let height { return Rect(x: 0, y: 0, width: width, height: height) }
        return nil
    }

    /// The box the document itself is drawn in: its `width` and `height` when it gives both
    /// (a `viewBox` of another aspect is then placed in it by `preserveAspectRatio`, by
    /// librsvg), else its viewBox.
    package var documentBox: Rect? {
        if let width, let height { return Rect(x: 0, y: 0, width: width, height: height) }
        return viewBox
    }

    init(root: XMLElement) throws(SVGError) {
        if let text = root[attribute: "viewBox"] {
            var scanner = NumberScanner(text)
            var values: [Double] = []
            while let value = scanner.readNumber() { values.append(value) }
            scanner.skipSeparators()
            guard values.count == 4, scanner.isAtEnd,
                  values[2] > 0, values[3] > 0,
                  values[2] <= Self.maximumLength, values[3] <= Self.maximumLength,
                  abs(values[0]) <= Self.maximumLength, abs(values[1]) <= Self.maximumLength else {
                throw .invalidViewBox(text)
            }
            viewBox = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        width = try Self.length(root, "width")
        height = try Self.length(root, "height")
    }

    /// A length in CSS pixels, nil for absent, `auto` or percentages.
    private static func length(_ element: XMLElement, _ attribute: String) throws(SVGError) -> Double? {
        guard let raw = element[attribute: attribute] else { return nil }
        let text = raw.trimmed
        if text.hasSuffix("%") || text == "auto" { return nil }
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54),
            ("in", 96), ("em", 16), ("ex", 8),
        ]
        var number = Substring(text)
        var factor = 1.0
        for (unit, value) in units where text.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            factor = value
            break
        }
        guard let value = Double(number), value.isFinite else {
            throw .invalidLength(attribute: attribute, value: raw)
        }
        let pixels = value * factor
        guard pixels > 0, pixels <= maximumLength else { throw .invalidLength(attribute: attribute, value: raw) }
        return pixels
    }
}

