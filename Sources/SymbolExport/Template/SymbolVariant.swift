/// The nine weights of SF Symbols, lightest first.
public enum SymbolWeight: String, Sendable, CaseIterable, Comparable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// As written in template ids: `Ultralight`.
    public var templateName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// The three symbol scales and Apple's design factors relative to medium.
public enum SymbolScale: String, Sendable, CaseIterable {
    case small, medium, large

    public var letter: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    /// Apple: `<weight>-S` 0.783, `<weight>-M` 1.0, `<weight>-L` 1.29.
    public var designFactor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1.0
        case .large: 1.29
        }
    }

    init?(letter: Substring) {
        guard let scale = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = scale
    }
}

/// A weight/scale combination, written `Regular-M` in templates.
public struct SymbolVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var weight: SymbolWeight
    public var scale: SymbolScale

    public init(_ weight: SymbolWeight, _ scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    public var id: String { "\(weight.templateName)-\(scale.letter)" }
    public var description: String { id }

    /// Parses a template id such as `Regular-M`.
    public init?(id: String) {
        let parts = id.split(separator: "-")
        guard parts.count == 2,
              let weight = SymbolWeight.allCases.first(where: { $0.templateName == parts[0] }),
              let scale = SymbolScale(letter: parts[1]) else { return nil }
        self.init(weight, scale)
    }

    public static let regularMedium = SymbolVariant(.regular, .medium)

    /// Scale-major, then weight: S before M before L, Ultralight first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let l = SymbolScale.allCases.firstIndex(of: lhs.scale)!
        let r = SymbolScale.allCases.firstIndex(of: rhs.scale)!
        return l != r ? l < r : lhs.weight < rhs.weight
    }
}
