/// One command-line option, declared once: its flags, its value, where it is accepted, its
/// help line and, for the options that shape a symbol or an export, the manifest key, the field
/// it sets, its parser and whether it changes output bytes. The command-line parser, the
/// manifest reader, the settings merge, the help text and the state fingerprint all read these
/// declarations (`Option.all`).
public struct Option: Sendable {
    /// The commands of the tool.
    public enum Command: String, Sendable, CaseIterable {
        case convert, export, inspect, preview
    }

    /// Where a value reaches.
    public enum Binding: Sendable {
        /// A field of `ConvertOptions`: one symbol's options (a manifest's `defaults` and `symbols`).
        case symbol(OptionBinding<ConvertOptions>)
        /// A field of `ExportOptions`: the export as a whole (a manifest's top level).
        case export(OptionBinding<ExportOptions>)
    }

    /// `--point-size` (and `-j` style short names after it).
    public let names: [String]
    /// The value's name in help (`PT`); nil for a flag that takes no value.
    public let argument: String?
    /// The help text, one line per element; the first line follows the flag.
    public let help: [String]
    /// The commands that accept it.
    public let commands: Set<Command>
    /// The key in a manifest (in `defaults` and `symbols` for symbol options, at the top level
    /// for export options); nil for options of the command line only.
    public let manifestKey: String?
    /// Whether it may be given more than once (its values add up).
    public let repeatable: Bool
    let binding: Binding?
    /// The words it takes, for a choice (shell completion); empty otherwise.
    public var choices: [String] = []

    /// `--point-size`: the flag that identifies the option.
    public var flag: String { names[0] }

    /// Whether the value changes the bytes an export writes (and is recorded in its state).
    public var affectsOutput: Bool {
        switch binding {
        case .symbol(let binding): binding.affectsOutput
        case .export(let binding): binding.affectsOutput
        case nil: false
        }
    }

    /// A command-line option that does not shape a symbol or an export (`--jobs`, `--check`, …).
    static func command(_ names: String..., argument: String? = nil, commands: Set<Command>, help: String...) -> Option {
        Option(names: names, argument: argument, help: help, commands: commands, manifestKey: nil, repeatable: false, binding: nil)
    }

    init(names: [String], argument: String?, help: [String], commands: Set<Command>, manifestKey: String?, repeatable: Bool, binding: Binding?) {
        (self.names, self.argument, self.help, self.commands) = (names, argument, help, commands)
        (self.manifestKey, self.repeatable, self.binding) = (manifestKey, repeatable, binding)
    }
}

/// A value that does not fit its option; worded by the command line and the manifest reader,
/// which know where it came from.
public enum OptionValueError: Error, Equatable, Sendable {
    /// Expected a number, true/false or a string, and found another type.
    case wrongType(expected: String)
    /// A value of the right type that does not parse (`'abc' is not a colour …`).
    case invalid(value: String, expected: String)
    /// A string that is not one of the allowed words.
    case notOneOf(value: String, allowed: [String])
    /// A number outside the allowed range.
    case outOfRange(value: String, range: String)
}

/// A manifest being read: relative paths in it are relative to its folder.
struct ManifestContext: Sendable {
    var directory: String

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : Path.lexicallyNormalized(Path.join(directory, path))
    }
}

/// A type whose fields options set: `ConvertOptions` and `ExportOptions`.
public protocol OptionRoot: Sendable {
    init()
    /// The binding of `option` when it sets a field of this type.
    static func binding(of option: Option) -> OptionBinding<Self>?
    static func wrap(_ binding: OptionBinding<Self>) -> Option.Binding
}

extension ConvertOptions: OptionRoot {
    public static func binding(of option: Option) -> OptionBinding<ConvertOptions>? {
        if case .symbol(let binding) = option.binding { return binding }
        return nil
    }

    public static func wrap(_ binding: OptionBinding<ConvertOptions>) -> Option.Binding { .symbol(binding) }
}

extension ExportOptions: OptionRoot {
    public static func binding(of option: Option) -> OptionBinding<ExportOptions>? {
        if case .export(let binding) = option.binding { return binding }
        return nil
    }

    public static func wrap(_ binding: OptionBinding<ExportOptions>) -> Option.Binding { .export(binding) }
}

/// How an option reads its value and stores it in a field of `Root`.
public struct OptionBinding<Root: OptionRoot>: Sendable {
    let keyPath: any PartialKeyPath<Root> & Sendable
    let affectsOutput: Bool
    /// Reads a command-line value (nil for a flag given without one) into the options.
    let parseText: @Sendable (String?, inout Root) throws(OptionValueError) -> Void
    /// Reads a manifest value into the options.
    let parseJSON: @Sendable (JSONValue, ManifestContext, inout Root) throws(OptionValueError) -> Void
    /// Copies the field from one set of options to another.
    let copy: @Sendable (Root, inout Root) -> Void
    /// The field's value as text, for the state fingerprint.
    let describe: @Sendable (Root) -> String
    /// The field's value as help shows it as the default; nil for flags (off by default).
    let display: @Sendable (Root) -> String?
    /// Sets the field from the text `describe` wrote; false when it does not read back.
    let restore: @Sendable (String, inout Root) -> Bool

    func matches<Value>(_ other: WritableKeyPath<Root, Value>) -> Bool {
        (keyPath as AnyKeyPath) == (other as AnyKeyPath)
    }
}

/// What a value kind reads and writes; the constructors below build options from these.
struct OptionValueKind<Value: Sendable>: Sendable {
    var text: @Sendable (String?) throws(OptionValueError) -> Value
    var json: @Sendable (JSONValue, ManifestContext) throws(OptionValueError) -> Value
    var describe: @Sendable (Value) -> String
    var display: @Sendable (Value) -> String?
    /// Reads back what `describe` wrote (a state's fingerprint); nil when it cannot.
    var undescribe: @Sendable (String) -> Value?
}

extension Option {
    static func bound<Root: OptionRoot, Value: Sendable>(
        _ name: String, short: String? = nil, key: String? = nil, argument: String?,
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ kind: OptionValueKind<Value>,
        commands: Set<Command>, affectsOutput: Bool, repeatable: Bool = false, help: [String]
    ) -> Option {
        let binding = OptionBinding<Root>(
            keyPath: keyPath, affectsOutput: affectsOutput,
            parseText: { input, options throws(OptionValueError) in options[keyPath: keyPath] = try kind.text(input) },
            parseJSON: { input, context, options throws(OptionValueError) in options[keyPath: keyPath] = try kind.json(input, context) },
            copy: { source, target in target[keyPath: keyPath] = source[keyPath: keyPath] },
            describe: { kind.describe($0[keyPath: keyPath]) },
            display: { kind.display($0[keyPath: keyPath]) },
            restore: { text, options in
                guard let value = kind.undescribe(text) else { return false }
                options[keyPath: keyPath] = value
                return true
            })
        return Option(names: ["--" + name] + (short.map { [$0] } ?? []), argument: argument, help: help, commands: commands,
                      manifestKey: key ?? name, repeatable: repeatable, binding: Root.wrap(binding))
    }

    /// A number (`--point-size 17`, `"point-size": 17`) in `range`.
    static func number<Root: OptionRoot>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<Root, Double> & Sendable,
        range: ClosedRange<Double>, rangeText: String, commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        @Sendable func check(_ number: Double, _ text: String) throws(OptionValueError) -> Double {
            guard range.contains(number) else { throw .outOfRange(value: text, range: rangeText) }
            return number
        }
        let kind = OptionValueKind<Double>(
            text: { text throws(OptionValueError) in
                guard let text, let number = Double(text), !number.isNaN else { throw .wrongType(expected: "a number") }
                return try check(number, text)
            },
            json: { value, _ throws(OptionValueError) in
                switch value {
                case .number(let number): return try check(number, number.formatted)
                case .int(let number): return try check(Double(number), String(number))
                default: throw .wrongType(expected: "a number")
                }
            },
            describe: { "\($0)" }, display: { $0.formatted }, undescribe: { Double($0) })
        return bound(name, argument: argument, keyPath, kind, commands: commands, affectsOutput: affectsOutput, help: help)
    }

    /// One of a set of words (`--mode template`).
    static func choice<Root: OptionRoot, Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
        commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        let kind = OptionValueKind<Value>(
            text: { text throws(OptionValueError) in try word(text ?? "", lowercased: true) },
            json: { value, _ throws(OptionValueError) in
                guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                return try word(text, lowercased: false)
            },
            describe: { $0.rawValue }, display: { $0.rawValue }, undescribe: { Value(rawValue: $0) })
        var option = bound(name, argument: argument, keyPath, kind, commands: commands, affectsOutput: affectsOutput, help: help)
        option.choices = Value.allCases.map(\.rawValue)
        return option
    }

    /// A choice that may be left unset: nil is decided per source, written `none` in the state
    /// and described by `unsetHelp` as the default.
    static func optionalChoice<Root: OptionRoot, Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<Root, Value?> & Sendable, none: String,
        unsetHelp: String, commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        let kind = OptionValueKind<Value?>(
            text: { text throws(OptionValueError) -> Value? in try word(text ?? "", lowercased: true) },
            json: { value, _ throws(OptionValueError) -> Value? in
                guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                return try word(text, lowercased: false)
            },
            describe: { $0.map(\.rawValue) ?? none }, display: { $0.map(\.rawValue) ?? unsetHelp },
            undescribe: { text -> Value?? in text == none ? .some(nil) : Value(rawValue: text).map { .some($0) } })
        var option = bound(name, argument: argument, keyPath, kind, commands: commands, affectsOutput: affectsOutput, help: help)
        option.choices = Value.allCases.map(\.rawValue)
        return option
    }

    /// A value of its own syntax (a colour, a path, a version, an identifier); nil when unset.
    /// `parse` reads the text; `isPath` resolves a manifest's relative path against its folder.
    static func parsed<Root: OptionRoot, Value: Sendable>(
        _ name: String, short: String? = nil, key: String? = nil, argument: String,
        _ keyPath: any WritableKeyPath<Root, Value?> & Sendable, expected: String, isPath: Bool = false,
        parse: @escaping @Sendable (String) -> Value?, describe: @escaping @Sendable (Value) -> String,
        unset: String, unsetHelp: String? = nil, commands: Set<Command>, affectsOutput: Bool, help: String...
    ) -> Option {
        let kind = OptionValueKind<Value?>(
            text: { text throws(OptionValueError) -> Value? in
                guard let text, let value = parse(text) else { throw .invalid(value: text ?? "", expected: expected) }
                return value
            },
            json: { value, context throws(OptionValueError) -> Value? in
                guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                guard let parsed = parse(isPath ? context.resolve(text) : text) else { throw .invalid(value: text, expected: expected) }
                return parsed
            },
            describe: { $0.map(describe) ?? unset }, display: { $0.map(describe) ?? unsetHelp },
            undescribe: { text -> Value?? in text == unset ? .some(nil) : parse(text).map { .some($0) } })
        return bound(name, short: short, key: key, argument: argument, keyPath, kind, commands: commands,
                     affectsOutput: affectsOutput, help: help)
    }

    /// A flag (`--symbolset`; `"symbolset": true` in a manifest).
    static func flag<Root: OptionRoot>(
        _ name: String, _ keyPath: any WritableKeyPath<Root, Bool> & Sendable,
        commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        let kind = OptionValueKind<Bool>(
            text: { _ in true },
            json: { value, _ throws(OptionValueError) in
                guard case .bool(let flag) = value else { throw .wrongType(expected: "true or false") }
                return flag
            },
            describe: { "\($0)" }, display: { _ in nil }, undescribe: { $0 == "true" ? true : $0 == "false" ? false : nil })
        return bound(name, argument: nil, keyPath, kind, commands: commands, affectsOutput: affectsOutput, help: help)
    }

    /// A set of words, given as `--no-warn a,b`, repeated, or a manifest array of strings.
    static func words<Root: OptionRoot, Value: RawRepresentable<String> & CaseIterable & Hashable & Sendable>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<Root, Set<Value>> & Sendable,
        commands: Set<Command>, affectsOutput: Bool, help: String...
    ) -> Option {
        let kind = OptionValueKind<Set<Value>>(
            text: { text throws(OptionValueError) in
                var result = Set<Value>()
                for part in (text ?? "").split(separator: ",") { result.insert(try word(String(part).trimmed, lowercased: true)) }
                return result
            },
            json: { value, _ throws(OptionValueError) in
                let items: [JSONValue]
                switch value {
                case .string: items = [value]
                case .array(let array): items = array
                default: throw .wrongType(expected: "a string or an array of strings")
                }
                var result = Set<Value>()
                for item in items {
                    guard case .string(let text) = item else { throw .wrongType(expected: "a string or an array of strings") }
                    result.insert(try word(text, lowercased: false))
                }
                return result
            },
            describe: { $0.map(\.rawValue).sorted().joined(separator: ",") }, display: { _ in nil },
            undescribe: { Set($0.split(separator: ",").compactMap { Value(rawValue: String($0)) }) })
        var option = bound(name, argument: argument, keyPath, kind, commands: commands, affectsOutput: affectsOutput,
                           repeatable: true, help: help)
        option.choices = Value.allCases.map(\.rawValue)
        return option
    }

    private static func word<Value: RawRepresentable<String> & CaseIterable>(_ text: String, lowercased: Bool) throws(OptionValueError) -> Value {
        guard let value = Value(rawValue: lowercased ? text.lowercased() : text) else {
            throw .notOneOf(value: text, allowed: Value.allCases.map(\.rawValue))
        }
        return value
    }
}

extension Option {
    /// The built-in default as help shows it; nil for flags and command options.
    public var defaultDescription: String? {
        switch binding {
        case .symbol(let binding): binding.display(ConvertOptions())
        case .export(let binding): binding.display(ExportOptions())
        case nil: nil
        }
    }
}
