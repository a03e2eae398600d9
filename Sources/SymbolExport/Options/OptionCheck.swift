import SymbolBase

/// What an option checks of a value besides its type, and how a manifest gives a path.
package struct OptionCheck: Sendable {
    /// Numbers: the allowed range, and how help and errors say it (`above 0 and at most 1024`).
    var range: ClosedRange<Double>?
    var rangeText = ""
    /// A path, which a manifest writes relative to itself.
    var isPath = false
    /// A path must end in this (`.swift`) and say more than that.
    var pathSuffix: String?
    /// What a value that does not parse should have been; empty text counts as not parsing.
    var expected: String?

    package init(range: ClosedRange<Double>? = nil, rangeText: String = "", isPath: Bool = false, pathSuffix: String? = nil,
                 expected: String? = nil) {
        (self.range, self.rangeText, self.isPath, self.pathSuffix, self.expected) = (range, rangeText, isPath, pathSuffix, expected)
    }

    func read<Value: OptionValue>(argument text: String) throws(OptionValueError) -> Value {
        try checkText(text)
        return try checked(given: text) { () throws(OptionValueError) in try Value(argument: text) }
    }

    /// A manifest's value; a path is resolved against the manifest's folder.
    func read<Value: OptionValue>(_ json: JSONValue, context: ManifestContext) throws(OptionValueError) -> Value {
        let given: String? = switch json {
        case .number(let number): number.formatted
        case .int(let number): String(number)
        default: nil
        }
        return try checked(given: given) { () throws(OptionValueError) in
            guard isPath, case .string(let text) = json else { return try Value(json: json) }
            try checkText(text)
            return try Value(argument: context.resolve(text))
        }
    }

    private func checkText(_ text: String) throws(OptionValueError) {
        if let pathSuffix, !(text.hasSuffix(pathSuffix) && text.count > pathSuffix.count) {
            throw .invalid(value: text, expected: "a path ending in \(pathSuffix)")
        }
        if let expected, text.isEmpty { throw .invalid(value: text, expected: expected) }
    }

    private func checked<Value: OptionValue>(given: String?, _ read: () throws(OptionValueError) -> Value) throws(OptionValueError) -> Value {
        let value: Value
        do {
            value = try read()
        } catch {
            if let expected, case .invalid(let text, _) = error { throw .invalid(value: text, expected: expected) }
            throw error
        }
        if let range, let number = value.number, !range.contains(number) { throw .outOfRange(value: given ?? number.formatted, range: rangeText) }
        return value
    }
}
