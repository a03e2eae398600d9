/// How dots in file names become asset names.
public enum DotPolicy: String, Sendable, CaseIterable {
    /// `doc.text.svg` → `doc.text` (the SF Symbols name).
    case keep
    /// `doc.text.svg` → `doc_text`, so `UIImage(named:)` cannot mistake `.text` for an extension.
    case underscore
}

/// Conversion settings in which every field may be unset: command-line defaults, manifest
/// defaults and per-symbol overrides, applied in that order over the built-in defaults.
public struct SymbolSettings: Equatable, Sendable {
    public var pointSize: Double?
    public var mode: ContentsFile.RenderingIntent?
    public var sizing: ConvertOptions.Sizing?
    public var weight: SymbolWeight?
    public var scale: SymbolScale?
    public var symbolSet: Bool?
    public var exactVariant: Bool?
    public var dots: DotPolicy?
    public var compression: PNGEncoder.Compression?

    public init() {}

    /// `self` over `base`: fields set here win.
    public func over(_ base: SymbolSettings) -> SymbolSettings {
        var result = base
        if let pointSize { result.pointSize = pointSize }
        if let mode { result.mode = mode }
        if let sizing { result.sizing = sizing }
        if let weight { result.weight = weight }
        if let scale { result.scale = scale }
        if let symbolSet { result.symbolSet = symbolSet }
        if let exactVariant { result.exactVariant = exactVariant }
        if let dots { result.dots = dots }
        if let compression { result.compression = compression }
        return result
    }

    /// The options these settings give, from the built-in defaults.
    public var options: ConvertOptions {
        var options = ConvertOptions()
        if let pointSize { options.pointSize = pointSize }
        if let mode { options.mode = mode }
        options.sizing = sizing
        if let weight { options.weight = weight }
        if let scale { options.scale = scale }
        if let symbolSet { options.symbolSet = symbolSet }
        if let exactVariant { options.exactVariant = exactVariant }
        if let compression { options.compression = compression }
        return options
    }
}

extension ConvertOptions {
    /// A canonical text of every option that changes output, recorded in the export state.
    var fingerprint: String {
        [
            "point-size=\(pointSize)", "mode=\(mode.rawValue)", "sizing=\(sizing?.rawValue ?? "auto")",
            "weight=\(weight.rawValue)", "scale=\(scale.rawValue)", "exact-variant=\(exactVariant)",
            "symbolset=\(symbolSet)", "compression=\(compression.rawValue)",
        ].joined(separator: ";")
    }
}
