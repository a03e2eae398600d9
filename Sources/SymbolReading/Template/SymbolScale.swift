/// The three symbol scales and Apple's design factors relative to medium.
package enum SymbolScale: String, Sendable, CaseIterable {
    case small, medium, large

    package var letter: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    /// Apple: `<weight>-S` 0.783, `<weight>-M` 1.0, `<weight>-L` 1.29.
    package var designFactor: Double {
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
