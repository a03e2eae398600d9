/// A weight/scale combination, written `Regular-M` in templates.
package struct SymbolVariant: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var weight: SymbolWeight
    package var scale: SymbolScale

    package init(_ weight: SymbolWeight, _ scale: SymbolScale) {
        self.weight = weight
        self.scale = scale
    }

    package var id: String { "\(weight.templateName)-\(scale.letter)" }
    package var description: String { id }

    /// Parses a template id such as `Regular-M`.
    package init?(id: String) {
        let parts = id.split(separator: "-")
        guard parts.count == 2,
              let weight = SymbolWeight.allCases.first(where: { $0.templateName == parts[0] }),
              let scale = SymbolScale(letter: parts[1]) else { return nil }
        self.init(weight, scale)
    }

    package static let regularMedium = SymbolVariant(.regular, .medium)
    /// The 27 weights and scales, small row first, lightest first.
    package static let all = SymbolScale.allCases.flatMap { scale in SymbolWeight.allCases.map { SymbolVariant($0, scale) } }

    /// Scale-major, then weight: S before M before L, Ultralight first.
    package static func < (lhs: Self, rhs: Self) -> Bool {
        let l = SymbolScale.allCases.firstIndex(of: lhs.scale)!
        let r = SymbolScale.allCases.firstIndex(of: rhs.scale)!
        return l != r ? l < r : lhs.weight < rhs.weight
    }
}
