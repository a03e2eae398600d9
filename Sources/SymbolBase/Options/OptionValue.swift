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
    /// A string, or an object of strings by name (`{"iOS": "16.0"}`, read as `iOS 16.0` items).
    case stringOrObject(expected: String)

    package var isNumber: Bool {
        switch self {
        case .number, .wholeNumber: true
        default: false
        }
    }

    package func text(of json: JSONValue) throws(OptionValueError) -> String {
        switch (self, json) {
        case (.string, .string(let text)), (.strings, .string(let text)), (.stringOrNumber, .string(let text)), (.stringOrObject, .string(let text)):
            return text
        case (.bool, .bool(let flag)): return flag ? "true" : "false"
        case (.number, .number(let number)): return "\(number)"
        case (.number, .int(let number)), (.wholeNumber, .int(let number)), (.stringOrNumber, .int(let number)): return String(number)
        case (.stringOrNumber, .number(let number)): return number.formatted
        case (.strings(let expected), .array(let items)):
            return try items.map { item throws(OptionValueError) in
                guard case .string(let text) = item else { throw .wrongType(expected: expected) }
                return text
            }.joined(separator: ",")
        case (.stringOrObject(let expected), .object(let members)):
            return try members.keys.sorted().map { key throws(OptionValueError) in
                guard case .string(let text) = members[key] else { throw .wrongType(expected: expected) }
                return "\(key) \(text)"
            }.joined(separator: ",")
        case (.string, _): throw .wrongType(expected: "a string")
        case (.bool, _): throw .wrongType(expected: "true or false")
        case (.number, _): throw .wrongType(expected: "a number")
        case (.wholeNumber, _): throw .wrongType(expected: "a whole number")
        case (.strings(let expected), _), (.stringOrNumber(let expected), _), (.stringOrObject(let expected), _): throw .wrongType(expected: expected)
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

/// `ios`, `macos,visionos`: platforms, by their names in any case (`macOS`, `xrOS` too).
extension PlatformSet: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        let platforms = try argument.listItems.map { item throws(OptionValueError) in
            guard let platform = Platform(name: item) else { throw .notOneOf(value: item, allowed: Platform.choices) }
            return platform
        }
        guard !platforms.isEmpty else { throw .notOneOf(value: argument, allowed: Platform.choices) }
        self.init(platforms)
    }

    package var argument: String { platforms.map(\.rawValue).joined(separator: ",") }
    package static var manifestForm: ManifestForm { .strings(expected: "a platform or an array of platforms such as [\"ios\", \"macos\"]") }
    package static var choices: [String] { Platform.choices }
}

/// `17.0`, `macOS 14`, `iOS 17.0,macOS 14.0`: a version for each platform named, and at most one
/// without its platform; each a release of its platform (`iOS 10.15` is none).
extension PlatformVersions: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        var (versions, unnamed): ([Platform: Version], Version?) = ([:], nil)
        for item in argument.listItems {
            let words = item.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let last = words.last, let version = Version(last) else {
                throw .invalid(value: item, expected: "a version such as 17.0, or a platform and a version such as 'macOS 14.0'")
            }
            guard words.count > 1 else {
                guard unnamed == nil else { throw .invalid(value: argument, expected: "one version without its platform, at most") }
                unnamed = version
                continue
            }
            guard let platform = Platform(name: words.dropLast().joined()) else {
                throw .notOneOf(value: words.dropLast().joined(separator: " "), allowed: Platform.allCases.map(\.name))
            }
            guard platform.isRelease(version) else { throw .invalid(value: item, expected: "a version of \(platform.name)") }
            versions[platform] = version
        }
        self.init(versions, unnamed: unnamed)
    }

    package var argument: String {
        ((unnamed.map { [$0.description] } ?? []) + versions.keys.sorted().map { "\($0.name) \(versions[$0]!)" }).joined(separator: ",")
    }

    package static var manifestForm: ManifestForm {
        .stringOrObject(expected: "a version such as \"16.0\", or versions by platform such as {\"iOS\": \"16.0\", \"macOS\": \"13.0\"}")
    }
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
