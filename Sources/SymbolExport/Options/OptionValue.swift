import SymbolBase
import SymbolCatalog
import SymbolReading
import SymbolRendering

/// A type an option's value has, read from the command line and from a manifest and written
/// back as text (the export state, help defaults): the counterpart of swift-argument-parser's
/// `ExpressibleByArgument`. A choice of words conforms by being a `String` enum; see
/// `OptionChoice`.
package protocol OptionValue: Sendable, Equatable {
    /// Reads command-line text (`--point-size 17`), also the text `argument` wrote.
    init(argument: String) throws(OptionValueError)
    /// Reads a manifest value; paths are resolved against `context` by the option, not here.
    init(json: JSONValue) throws(OptionValueError)
    /// The text `init(argument:)` reads back.
    var argument: String { get }
    /// The words of a choice, for help and completion; empty for other values.
    static var choices: [String] { get }
}

extension OptionValue {
    package static var choices: [String] { [] }
}

/// Reading a manifest string as command-line text: for values whose manifest form is a string.
package protocol StringOptionValue: OptionValue {
    /// What a manifest must give, when it gives another type.
    static var expectedJSON: String { get }
}

extension StringOptionValue {
    package static var expectedJSON: String { "a string" }

    package init(json: JSONValue) throws(OptionValueError) {
        guard case .string(let text) = json else { throw .wrongType(expected: Self.expectedJSON) }
        try self.init(argument: text)
    }
}

/// A choice of words (`--mode template`): any `String` enum. The command line ignores case, a
/// manifest does not.
package protocol OptionChoice: OptionValue, RawRepresentable<String>, CaseIterable {}

extension OptionChoice {
    package init(argument: String) throws(OptionValueError) {
        try self.init(word: argument.lowercased(), as: argument)
    }

    package init(json: JSONValue) throws(OptionValueError) {
        guard case .string(let text) = json else { throw .wrongType(expected: "a string") }
        try self.init(word: text, as: text)
    }

    private init(word: String, as given: String) throws(OptionValueError) {
        // Case-insensitive: `largeTitle` is UIKit's spelling, `largetitle` a typing.
        guard let value = Self(rawValue: word) ?? Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
            throw .notOneOf(value: given, allowed: Self.choices)
        }
        self = value
    }

    package var argument: String { rawValue }
    package static var choices: [String] { allCases.map(\.rawValue) }
}

extension RenderMode: OptionChoice {}
extension RenderOptions.Sizing: OptionChoice {}
extension SymbolWeight: OptionChoice {}
extension SymbolScale: OptionChoice {}
extension PNGEncoder.Compression: OptionChoice {}
extension DotPolicy: OptionChoice {}
extension SymbolKind: OptionChoice {}
extension SwiftAccess: OptionChoice {}
extension Platform: OptionChoice {}
extension WarningCode: OptionChoice {}
extension AssetFormat: OptionChoice {}
extension TextStyle: OptionChoice {}
extension ColourRendering: OptionChoice {}

extension Bool: OptionValue {
    /// A flag given on the command line is true; its text in the state is `true`/`false`.
    package init(argument: String) throws(OptionValueError) {
        switch argument {
        case "true", "": self = true
        case "false": self = false
        default: throw .invalid(value: argument, expected: "true or false")
        }
    }

    package init(json: JSONValue) throws(OptionValueError) {
        guard case .bool(let flag) = json else { throw .wrongType(expected: "true or false") }
        self = flag
    }

    package var argument: String { self ? "true" : "false" }
}

extension Double: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let number = Double(argument), !number.isNaN else { throw .wrongType(expected: "a number") }
        self = number
    }

    package init(json: JSONValue) throws(OptionValueError) {
        switch json {
        case .number(let number): self = number
        case .int(let number): self = Double(number)
        default: throw .wrongType(expected: "a number")
        }
    }

    package var argument: String { "\(self)" }
}

extension Int: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let number = Int(argument) else { throw .wrongType(expected: "a whole number") }
        self = number
    }

    package init(json: JSONValue) throws(OptionValueError) {
        guard case .int(let number) = json else { throw .wrongType(expected: "a whole number") }
        self = number
    }

    package var argument: String { String(self) }
}

extension String: StringOptionValue {
    package init(argument: String) throws(OptionValueError) {
        self = argument
    }

    package var argument: String { self }
}

extension Version: StringOptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let version = Version(argument) else { throw .invalid(value: argument, expected: "an iOS version such as 15.0") }
        self = version
    }

    package var argument: String { description }
}

extension Colour: StringOptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let colour = Colour(css: argument) else { throw .invalid(value: argument, expected: "a colour such as '#FF9500'") }
        self = colour
    }

    package var argument: String { description }
}

/// Up to three colours (`--palette '#FF3B30,#34C759'`, or a manifest array of strings).
extension Array: OptionValue where Element == Colour {
    package init(argument: String) throws(OptionValueError) {
        var colours: [Colour] = []
        for part in argument.split(separator: ",") { colours.append(try Colour(argument: String(part).trimmed)) }
        try self.init(checking: colours, given: argument)
    }

    package init(json: JSONValue) throws(OptionValueError) {
        var colours: [Colour] = []
        for text in try json.stringItems(expected: "a colour or an array of up to three colours") {
            colours.append(try Colour(argument: text))
        }
        try self.init(checking: colours, given: colours.map(\.description).joined(separator: ","))
    }

    private init(checking colours: [Colour], given: String) throws(OptionValueError) {
        guard (1...3).contains(colours.count) else { throw .invalid(value: given, expected: "one to three colours such as '#FF3B30,#34C759'") }
        self = colours
    }

    package var argument: String { map(\.description).joined(separator: ",") }
}

/// A set of words (`--no-warn a,b`, repeated, or a manifest array of strings).
extension Set: OptionValue where Element: OptionChoice & Hashable {
    package init(argument: String) throws(OptionValueError) {
        var result = Set<Element>()
        for part in argument.split(separator: ",") { result.insert(try Element(argument: String(part).trimmed)) }
        self = result
    }

    package init(json: JSONValue) throws(OptionValueError) {
        var result = Set<Element>()
        for text in try json.stringItems(expected: "a string or an array of strings") {
            result.insert(try Element(json: .string(text)))
        }
        self = result
    }

    package var argument: String { map(\.rawValue).sorted().joined(separator: ",") }
    package static var choices: [String] { Element.choices }
}

/// The name of the generated Swift type: an identifier, not a keyword.
package struct SwiftTypeName: StringOptionValue, Hashable, CustomStringConvertible {
    package let text: String

    package init(argument: String) throws(OptionValueError) {
        guard SwiftIdentifier.isTypeName(argument) else { throw .invalid(value: argument, expected: "a Swift type name such as Symbol") }
        text = argument
    }

    private init(checked text: String) {
        self.text = text
    }

    /// `Symbol`, the default.
    package static let symbol = SwiftTypeName(checked: "Symbol")

    package var argument: String { text }
    package var description: String { text }
}

extension JSONValue {
    /// A string, or an array of strings, as the strings; otherwise `wrongType(expected:)`.
    fileprivate func stringItems(expected: String) throws(OptionValueError) -> [String] {
        let items: [JSONValue]
        switch self {
        case .string: items = [self]
        case .array(let array): items = array
        default: throw .wrongType(expected: expected)
        }
        return try items.map { item throws(OptionValueError) in
            guard case .string(let text) = item else { throw .wrongType(expected: expected) }
            return text
        }
    }
}
