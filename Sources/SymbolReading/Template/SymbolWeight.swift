/// The nine weights of SF Symbols, lightest first.
package enum SymbolWeight: String, Sendable, CaseIterable, Comparable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// As written in template ids: `Ultralight`.
    package var templateName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var index: Int { Self.allCases.firstIndex(of: self)! }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
