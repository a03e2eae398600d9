import SymbolBase
import SymbolReading
import SymbolRendering

/// What rendering a symbol found out, kept in reports and in the export's records: its size in
/// points and pixels, and for a template its version and the variant drawn.
public struct AssetFacts: Equatable, Sendable {
    public var size: PointSize
    /// Per display scale (1x, 2x, 3x).
    public var pixelSizes: [PixelSize]
    /// For a template: its version and variant; nil for a plain SVG.
    public var template: TemplateFacts?

    public init(size: PointSize, pixelSizes: [PixelSize], template: TemplateFacts?) {
        (self.size, self.pixelSizes, self.template) = (size, pixelSizes, template)
    }

    init(_ symbol: RenderedSymbol) {
        self.init(size: symbol.size, pixelSizes: symbol.pixelSizes, template: symbol.template)
    }

    /// Whether the source is an SF Symbols template.
    public var isTemplate: Bool { template != nil }
}

extension AssetFacts {
    /// The four fields of the state file: points (`19.9x16.49`), pixels (`20x17,40x33,60x50`),
    /// the variant (`Regular-M Regular-M drawn`: requested, used, method) and the template
    /// version (`6.0`), empty for a plain SVG.
    var recorded: (String, String, String, String) {
        let points = "\(size.width)x\(size.height)"
        let pixels = pixelSizes.map { "\($0.width)x\($0.height)" }.joined(separator: ",")
        let variant = template.map { "\($0.variant.requested.id) \($0.variant.used.id) \($0.variant.method.rawValue)" } ?? ""
        return (points, pixels, variant, template?.version?.description ?? "")
    }

    /// Reads the fields `recorded` wrote; nil when they do not read back.
    init?(recorded fields: (String, String, String, String)) {
        let points = fields.0.split(separator: "x").compactMap { Double($0) }
        let pixels = fields.1.split(separator: ",").map { $0.split(separator: "x").compactMap { Int($0) } }
        guard points.count == 2, pixels.allSatisfy({ $0.count == 2 }) else { return nil }
        var template: TemplateFacts?
        if !fields.2.isEmpty {
            let parts = fields.2.split(separator: " ")
            guard parts.count == 3, let requested = SymbolVariant(id: String(parts[0])), let used = SymbolVariant(id: String(parts[1])),
                  let method = VariantChoice.Method(rawValue: String(parts[2])) else { return nil }
            template = TemplateFacts(version: Version(fields.3), variant: VariantChoice(requested: requested, used: used, method: method))
        }
        self.init(size: PointSize(width: points[0], height: points[1]),
                  pixelSizes: pixels.map { PixelSize(width: $0[0], height: $0[1]) }, template: template)
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
