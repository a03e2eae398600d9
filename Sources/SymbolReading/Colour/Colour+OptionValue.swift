import SymbolBase

extension Colour: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let colour = Colour(css: argument) else { throw .invalid(value: argument, expected: "a colour such as '#FF9500'") }
        self = colour
    }

    package var argument: String { description }
}

/// Up to three colours (`--palette '#FF3B30,#34C759'`, or a manifest array of strings).
extension Array: OptionValue where Element == Colour {
    package init(argument: String) throws(OptionValueError) {
        self = try argument.listItems.map { item throws(OptionValueError) in try Colour(argument: item) }
        guard (1...3).contains(count) else { throw .invalid(value: argument, expected: "one to three colours such as '#FF3B30,#34C759'") }
    }

    package var argument: String { map(\.description).joined(separator: ",") }
    package static var manifestForm: ManifestForm { .strings(expected: "a colour or an array of up to three colours") }
}
