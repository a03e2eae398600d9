/// A type an option's value has (SymbolExport's option tables): read from command-line text and
/// written back as that text (the export state, help's defaults); a manifest's JSON is read as
/// the text it stands for. swift-argument-parser's `ExpressibleByArgument`: a type says how it
/// reads beside its declaration (`Colour`, `XcodeRelease`); a choice of words is any `String` enum
/// that conforms to `OptionChoice`.
package protocol OptionValue: Sendable, Equatable {
    init(argument: String) throws(OptionValueError)
    var argument: String { get }
    /// The JSON a manifest gives it as.
    static var manifestForm: ManifestForm { get }
    /// The words of a choice, for help and completion; empty for other values.
    static var choices: [String] { get }
    /// The value as a number, for a range check.
    var number: Double? { get }
    /// The value as help shows it as the default.
    var display: String { get }
}

extension OptionValue {
    package static var manifestForm: ManifestForm { .string }
    package static var choices: [String] { [] }
    package var number: Double? { nil }
    package var display: String { argument }

    /// A manifest's value, read as the command-line text it stands for.
    package init(json: JSONValue) throws(OptionValueError) {
        try self.init(argument: Self.manifestForm.text(of: json))
    }
}

/// A value that does not fit its option; worded by the command line and the manifest reader,
/// which know where it came from.
package enum OptionValueError: Error, Equatable, Sendable {
    /// Another JSON type, or text that is not a number.
    case wrongType(expected: String)
    case invalid(value: String, expected: String)
    case notOneOf(value: String, allowed: [String])
    case outOfRange(value: String, range: String)
}

/// The JSON types a manifest may give a value as, and what an error says it should have been.
package enum ManifestForm: Sendable {
    case string, bool, number, wholeNumber
    /// A string, or an array of strings (a list, as `A,B` on the command line).
    case strings(expected: String)
    /// A string or a number (`"6.0"`, `6`, `16`).
    case stringOrNumber(expected: String)

    package var isNumber: Bool {
        switch self {
        case .number, .wholeNumber: true
        default: false
        }
    }

    package func text(of json: JSONValue) throws(OptionValueError) -> String {
        switch (self, json) {
        case (.string, .string(let text)), (.strings, .string(let text)), (.stringOrNumber, .string(let text)): return text
        case (.bool, .bool(let flag)): return flag ? "true" : "false"
        case (.number, .number(let number)): return "\(number)"
        case (.number, .int(let number)), (.wholeNumber, .int(let number)), (.stringOrNumber, .int(let number)): return String(number)
        case (.stringOrNumber, .number(let number)): return number.formatted
        case (.strings(let expected), .array(let items)):
            return try items.map { item throws(OptionValueError) in
                guard case .string(let text) = item else { throw .wrongType(expected: expected) }
                return text
            }.joined(separator: ",")
        case (.string, _): throw .wrongType(expected: "a string")
        case (.bool, _): throw .wrongType(expected: "true or false")
        case (.number, _): throw .wrongType(expected: "a number")
        case (.wholeNumber, _): throw .wrongType(expected: "a whole number")
        case (.strings(let expected), _), (.stringOrNumber(let expected), _): throw .wrongType(expected: expected)
        }
    }
}

/// A choice of words (`--mode template`): a `String` enum, read regardless of case (`largeTitle`
/// is UIKit's spelling, `largetitle` a typing).
package protocol OptionChoice: OptionValue, RawRepresentable<String>, CaseIterable {}

extension OptionChoice {
    package init(argument: String) throws(OptionValueError) {
        guard let value = Self(rawValue: argument) ?? Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else {
            throw .notOneOf(value: argument, allowed: Self.choices)
        }
        self = value
    }

    package var argument: String { rawValue }
    package static var choices: [String] { allCases.map(\.rawValue) }
}

extension SymbolKind: OptionChoice {}
extension SwiftAccess: OptionChoice {}
extension Platform: OptionChoice {}
extension WarningCode: OptionChoice {}

extension Bool: OptionValue {
    /// A flag given on the command line is true; its text in the state is `true`/`false`.
    package init(argument: String) throws(OptionValueError) {
        guard let flag = ["true": true, "": true, "false": false][argument] else { throw .invalid(value: argument, expected: "true or false") }
        self = flag
    }

    package var argument: String { self ? "true" : "false" }
    package static var manifestForm: ManifestForm { .bool }
}

extension Double: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let number = Double(argument), !number.isNaN else { throw .wrongType(expected: "a number") }
        self = number
    }

    package var argument: String { "\(self)" }
    package static var manifestForm: ManifestForm { .number }
    package var number: Double? { self }
    package var display: String { formatted }
}

extension Int: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let number = Int(argument) else { throw .wrongType(expected: "a whole number") }
        self = number
    }

    package var argument: String { String(self) }
    package static var manifestForm: ManifestForm { .wholeNumber }
    package var number: Double? { Double(self) }
}

extension String: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        self = argument
    }

    package var argument: String { self }
}

extension Version: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let version = Version(argument) else { throw .invalid(value: argument, expected: "an iOS version such as 15.0") }
        self = version
    }

    package var argument: String { description }
}

/// A set of words (`--no-warn a,b`, repeated, or a manifest array of strings).
extension Set: OptionValue where Element: OptionChoice & Hashable {
    package init(argument: String) throws(OptionValueError) {
        self = Set(try argument.listItems.map { item throws(OptionValueError) in try Element(argument: item) })
    }

    package var argument: String { map(\.rawValue).sorted().joined(separator: ",") }
    package static var manifestForm: ManifestForm { .strings(expected: "a string or an array of strings") }
    package static var choices: [String] { Element.choices }
}

extension SwiftTypeName: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let name = SwiftTypeName(argument) else { throw .invalid(value: argument, expected: "a Swift type name such as Symbol") }
        self = name
    }

    package var argument: String { text }
}

extension String {
    /// `A, B,C` as its items, trimmed; commas inside parentheses (`rgb(1,2,3)`) do not part them.
    package var listItems: [String] {
        var items: [String] = []
        var (current, depth) = ("", 0)
        for character in self {
            if character == ",", depth == 0 {
                items.append(current)
                current = ""
                continue
            }
            depth += character == "(" ? 1 : character == ")" ? -1 : 0
            current.append(character)
        }
        return (items + [current]).filter { !$0.isEmpty }.map(\.trimmed)
    }
}
