/// The nine weights of SF Symbols, lightest first.
public enum SymbolWeight: String, Sendable, CaseIterable, Comparable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// As written in template ids: `Ultralight`.
    public var templateName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
