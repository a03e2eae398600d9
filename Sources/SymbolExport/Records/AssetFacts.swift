import SymbolBase
import SymbolReading
import SymbolRendering

/// What rendering a symbol found out, kept in reports and in the export's records: its size in
/// points and pixels, and for a template its version and the variant drawn.
package struct AssetFacts: Equatable, Sendable {
    package var size: PointSize
    /// Per display scale (1x, 2x, 3x).
    package var pixelSizes: [PixelSize]
    /// For a template: its version and variant; nil for a plain SVG.
    package var template: TemplateFacts?
    /// For a template sized as UIKit sizes the symbol: per display scale, the ink's place, the
    /// baseline and the alignment insets.
    package var metrics: [SymbolImageMetrics]?

    package init(size: PointSize, pixelSizes: [PixelSize], template: TemplateFacts?, metrics: [SymbolImageMetrics]? = nil) {
        (self.size, self.pixelSizes, self.template, self.metrics) = (size, pixelSizes, template, metrics)
    }

    init(_ symbol: RenderedSymbol) {
        self.init(size: symbol.size, pixelSizes: symbol.pixelSizes, template: symbol.template, metrics: symbol.metrics)
    }

    /// Whether the source is an SF Symbols template.
    package var isTemplate: Bool { template != nil }
}

extension AssetFacts {
    /// The facts as the state file records them, one text per field (`StateFile.AssetField`).
    struct Recorded: Equatable {
        /// `19.9x16.49`.
        var points = ""
        /// Per display scale: `20x17,40x33,60x50`.
        var pixels = ""
        /// Requested, used and how: `Regular-M Regular-M drawn`; empty for a plain SVG.
        var variant = ""
        /// `6.0`; empty for a plain SVG or an unknown version; with the symbolset the export
        /// writes, its version and why after a `>` (`6.0>3.0;colour-layers;motion,layer-tags;`).
        var templateVersion = ""
        /// Per scale (apart by `,`): `x y width height baseline top left bottom right`; empty without.
        var metrics = ""
    }

    var recorded: Recorded {
        let metrics = (metrics ?? []).map { m in
            [m.ink.minX, m.ink.minY, m.ink.width, m.ink.height, m.baselineOffset,
             m.alignmentInsets.top, m.alignmentInsets.left, m.alignmentInsets.bottom, m.alignmentInsets.right].map { "\($0)" }
                .joined(separator: " ")
        }.joined(separator: ",")
        return Recorded(points: "\(size.width)x\(size.height)",
                        pixels: pixelSizes.map { "\($0.width)x\($0.height)" }.joined(separator: ","),
                        variant: template.map { "\($0.variant.requested.id) \($0.variant.used.id) \($0.variant.method.rawValue)" } ?? "",
                        templateVersion: (template?.version?.description ?? "") + (template?.symbolSet.map { ">" + $0.recorded } ?? ""),
                        metrics: metrics)
    }

    /// Reads what `recorded` wrote; nil when it does not read back.
    init?(recorded: Recorded) {
        let points = recorded.points.split(separator: "x").compactMap { Double($0) }
        let pixels = recorded.pixels.split(separator: ",").map { $0.split(separator: "x").compactMap { Int($0) } }
        guard points.count == 2, pixels.allSatisfy({ $0.count == 2 }) else { return nil }
        let sizes = pixels.map { PixelSize(width: $0[0], height: $0[1]) }
        var metrics: [SymbolImageMetrics]?
        if !recorded.metrics.isEmpty {
            guard let read = Self.metrics(recorded.metrics, pixels: sizes) else { return nil }
            metrics = read
        }
        var template: TemplateFacts?
        if !recorded.variant.isEmpty {
            let parts = recorded.variant.split(separator: " ")
            guard parts.count == 3, let requested = SymbolVariant(id: String(parts[0])), let used = SymbolVariant(id: String(parts[1])),
                  let method = VariantChoice.Method(rawValue: String(parts[2])) else { return nil }
            let versions = recorded.templateVersion.split(separator: ">", maxSplits: 1).map(String.init)
            let symbolSet = versions.count == 2 ? TemplateVersionChoice.Summary(recorded: versions[1]) : nil
            guard versions.count < 2 || symbolSet != nil else { return nil }
            template = TemplateFacts(version: versions.first.flatMap { Version($0) }, variant: VariantChoice(requested: requested, used: used, method: method),
                                     symbolSet: symbolSet)
        }
        self.init(size: PointSize(width: points[0], height: points[1]), pixelSizes: sizes, template: template, metrics: metrics)
    }

    private static func metrics(_ text: String, pixels: [PixelSize]) -> [SymbolImageMetrics]? {
        let scales = text.split(separator: ",").map { $0.split(separator: " ").compactMap { Double($0) } }
        guard scales.count == pixels.count, scales.allSatisfy({ $0.count == 9 }) else { return nil }
        return zip(scales, pixels).enumerated().map { index, pair in
            let (v, size) = pair
            return SymbolImageMetrics(scale: index + 1, pixels: size, ink: Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                                      baselineOffset: v[4], alignmentInsets: EdgeInsets(top: v[5], left: v[6], bottom: v[7], right: v[8]))
        }
    }
}

extension Message {
    /// The message as one field of the state file: text as it is, a setting as
    /// U+001E key U+001F value (the value empty for none), so it reads back with its settings.
    var recorded: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .setting(let key, let value): "\u{1E}\(key)\u{1F}\(value.map { "=" + $0 } ?? "")\u{1E}"
            }
        }.joined()
    }

    /// Reads what `recorded` wrote.
    init(recorded text: String) {
        var parts: [Part] = []
        for (index, piece) in text.split(separator: "\u{1E}", omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 0 {
                if !piece.isEmpty { parts.append(.text(String(piece))) }
            } else {
                let fields = piece.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
                let value = fields.count > 1 && fields[1].hasPrefix("=") ? String(fields[1].dropFirst()) : nil
                parts.append(.setting(key: String(fields[0]), value: value))
            }
        }
        self.init(parts: parts)
    }
}
