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
