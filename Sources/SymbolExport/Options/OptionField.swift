import SymbolBase

/// What any option's field tells about itself, whatever type it sets.
package protocol OptionFieldInfo: Sendable {
    /// The words a choice takes.
    var choices: [String] { get }
    /// Whether a manifest gives it as a JSON number.
    var isNumber: Bool { get }
    /// The built-in default as help shows it; nil for flags.
    var defaultDisplay: String? { get }
    /// Whether it sets a field of a symbol's or the export's options (which a manifest may set).
    var setsManifestOptions: Bool { get }
}

/// The field of `Root` an option sets, and how its value reads and writes. Implemented once,
/// generically, by `OptionField` (a value) and `OptionalOptionField` (a value that may be unset);
/// an option stores it type-erased.
package protocol AnyOptionField<Root>: OptionFieldInfo {
    associatedtype Root
    /// Sets the field from command-line text; nil for a flag given without a value.
    func parse(argument: String?, into root: inout Root) throws(OptionValueError)
    /// Sets the field from a manifest value.
    func parse(json: JSONValue, context: ManifestContext, into root: inout Root) throws(OptionValueError)
    /// Copies the field from `source` to `target`.
    func copy(from source: Root, to target: inout Root)
    /// The field's value as text that `restore` reads back (the export state).
    func text(of root: Root) -> String
    /// Sets the field from text `text(of:)` wrote; false when it does not read back.
    func restore(_ text: String, into root: inout Root) -> Bool
    /// The value as help shows it as the default; nil for flags.
    func display(of root: Root) -> String?
    /// Whether this field is `keyPath`.
    func sets(_ keyPath: AnyKeyPath) -> Bool
}

extension AnyOptionField where Root: OptionRoot {
    package var defaultDisplay: String? { display(of: Root()) }
    package var setsManifestOptions: Bool { Root.self == ConvertOptions.self || Root.self == ExportOptions.self }
}

/// What an option also checks of a value, and how it treats manifest paths.
package struct OptionRules: Sendable {
    /// Numbers: the allowed range and how help and errors say it (`above 0 and at most 1024`).
    package var range: ClosedRange<Double>?
    package var rangeText = ""
    /// A path, which a manifest writes relative to itself.
    package var isPath = false
    /// A path must end in this (`.swift`), and say more than that.
    package var pathSuffix: String?
    /// What a value that does not parse should have been, when the type's own words do not fit
    /// (`an iOS version such as 12.0`); empty text counts as not parsing.
    package var expected: String?

    package init(range: ClosedRange<Double>? = nil, rangeText: String = "", isPath: Bool = false, pathSuffix: String? = nil,
                expected: String? = nil) {
        (self.range, self.rangeText, self.isPath, self.pathSuffix, self.expected) = (range, rangeText, isPath, pathSuffix, expected)
    }

    /// Reads command-line text.
    func read<Value: OptionValue>(argument text: String) throws(OptionValueError) -> Value {
        try checkText(text)
        let value: Value
        do {
            value = try Value(argument: text)
        } catch {
            throw reworded(error)
        }
        try check(value, given: text)
        return value
    }

    /// Reads a manifest value; a path is resolved against the manifest's folder.
    func read<Value: OptionValue>(_ json: JSONValue, context: ManifestContext) throws(OptionValueError) -> Value {
        let value: Value
        do {
            if isPath, case .string(let text) = json {
                try checkText(text)
                value = try Value(argument: context.resolve(text))
            } else {
                value = try Value(json: json)
            }
        } catch {
            throw reworded(error)
        }
        let given: String? = switch json {
        case .number(let number): number.formatted
        case .int(let number): String(number)
        default: nil
        }
        try check(value, given: given)
        return value
    }

    private func checkText(_ text: String) throws(OptionValueError) {
        if let pathSuffix, !(text.hasSuffix(pathSuffix) && text.count > pathSuffix.count) {
            throw .invalid(value: text, expected: "a path ending in \(pathSuffix)")
        }
        if let expected, text.isEmpty { throw .invalid(value: text, expected: expected) }
    }

    private func reworded(_ error: OptionValueError) -> OptionValueError {
        if let expected, case .invalid(let value, _) = error { return .invalid(value: value, expected: expected) }
        return error
    }

    private func check<Value: OptionValue>(_ value: Value, given: String?) throws(OptionValueError) {
        guard let range else { return }
        let number: Double? = switch value {
        case let double as Double: double
        case let int as Int: Double(int)
        default: nil
        }
        if let number, !range.contains(number) { throw .outOfRange(value: given ?? number.formatted, range: rangeText) }
    }
}

/// A field that always has a value.
struct OptionField<Root: OptionRoot, Value: OptionValue>: AnyOptionField {
    let keyPath: any WritableKeyPath<Root, Value> & Sendable
    var rules = OptionRules()
    /// Flags (`Bool`) take no value on the command line and show no default.
    var isFlag: Bool { Value.self == Bool.self }

    func parse(argument: String?, into root: inout Root) throws(OptionValueError) {
        root[keyPath: keyPath] = try rules.read(argument: argument ?? "")
    }

    func parse(json: JSONValue, context: ManifestContext, into root: inout Root) throws(OptionValueError) {
        root[keyPath: keyPath] = try rules.read(json, context: context)
    }

    func copy(from source: Root, to target: inout Root) { target[keyPath: keyPath] = source[keyPath: keyPath] }
    func text(of root: Root) -> String { root[keyPath: keyPath].argument }

    func restore(_ text: String, into root: inout Root) -> Bool {
        guard let value = try? Value(argument: text) else { return false }
        root[keyPath: keyPath] = value
        return true
    }

    func display(of root: Root) -> String? {
        if isFlag { return nil }
        let value = root[keyPath: keyPath]
        if let double = value as? Double { return double.formatted }
        return value.argument
    }

    func sets(_ other: AnyKeyPath) -> Bool { (keyPath as AnyKeyPath) == other }
    var choices: [String] { Value.choices }
    var isNumber: Bool { Value.self == Double.self || Value.self == Int.self }
}

/// A field that may be unset (nil): decided per source, or a default of its own.
struct OptionalOptionField<Root: OptionRoot, Value: OptionValue>: AnyOptionField {
    let keyPath: any WritableKeyPath<Root, Value?> & Sendable
    /// The text of nil in the state (`auto`, `none`).
    let unset: String
    /// How help describes nil as the default.
    let unsetHelp: String?
    var rules = OptionRules()

    func parse(argument: String?, into root: inout Root) throws(OptionValueError) {
        root[keyPath: keyPath] = try rules.read(argument: argument ?? "") as Value
    }

    func parse(json: JSONValue, context: ManifestContext, into root: inout Root) throws(OptionValueError) {
        root[keyPath: keyPath] = try rules.read(json, context: context) as Value
    }

    func copy(from source: Root, to target: inout Root) { target[keyPath: keyPath] = source[keyPath: keyPath] }
    func text(of root: Root) -> String { root[keyPath: keyPath]?.argument ?? unset }

    func restore(_ text: String, into root: inout Root) -> Bool {
        if text == unset {
            root[keyPath: keyPath] = nil
            return true
        }
        guard let value = try? Value(argument: text) else { return false }
        root[keyPath: keyPath] = value
        return true
    }

    func display(of root: Root) -> String? { root[keyPath: keyPath]?.argument ?? unsetHelp }
    func sets(_ other: AnyKeyPath) -> Bool { (keyPath as AnyKeyPath) == other }
    var choices: [String] { Value.choices }
    var isNumber: Bool { Value.self == Double.self || Value.self == Int.self }
}
