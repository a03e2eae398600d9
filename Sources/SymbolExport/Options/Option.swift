/// One command-line option, declared once: its flags, its value, where it is accepted, its
/// help line and, for the options that shape a symbol, the manifest key, the field of
/// `ConvertOptions` it sets, its parser and whether it changes output bytes. The command-line
/// parser, the manifest reader, the settings merge, the help text and the state fingerprint
/// all read these declarations (`Option.all`).
public struct Option: Sendable {
    /// The commands of the tool.
    public enum Command: String, Sendable, CaseIterable {
        case convert, export, inspect
    }

    /// `--point-size` (and `-j` style short names after it).
    public let names: [String]
    /// The value's name in help (`PT`); nil for a flag that takes no value.
    public let argument: String?
    /// The help text, one line per element; the first line follows the flag.
    public let help: [String]
    /// The commands that accept it.
    public let commands: Set<Command>
    /// For options that shape one symbol: how the value reaches `ConvertOptions`.
    let binding: SymbolBinding?

    /// `--point-size`: the flag that identifies the option.
    public var flag: String { names[0] }

    /// `point-size`: the key in a manifest's `defaults` and `symbols` entries; nil for options
    /// of the command line only.
    public var manifestKey: String? { binding == nil ? nil : String(flag.dropFirst(2)) }

    /// Whether the value changes the bytes an export writes (and is recorded in its state).
    public var affectsOutput: Bool { binding?.affectsOutput ?? false }

    /// A command-line option that does not shape a symbol (`--jobs`, `--check`, …).
    static func command(_ names: String..., argument: String? = nil, commands: Set<Command>, help: String...) -> Option {
        Option(names: names, argument: argument, help: help, commands: commands, binding: nil)
    }
}

/// A value that does not fit its option; worded by the command line and the manifest reader,
/// which know where it came from.
public enum OptionValueError: Error, Equatable, Sendable {
    /// Expected a number, true/false or a string, and found something else.
    case wrongType(expected: String)
    /// A string that is not one of the allowed words.
    case notOneOf(value: String, allowed: [String])
}

/// How an option reads its value and stores it in `ConvertOptions`.
struct SymbolBinding: Sendable {
    let keyPath: any PartialKeyPath<ConvertOptions> & Sendable
    let affectsOutput: Bool
    /// Reads a command-line value (nil for a flag given without one) into the options.
    let parseText: @Sendable (String?, inout ConvertOptions) throws(OptionValueError) -> Void
    /// Reads a manifest value into the options.
    let parseJSON: @Sendable (JSONValue, inout ConvertOptions) throws(OptionValueError) -> Void
    /// Copies the field from one set of options to another.
    let copy: @Sendable (ConvertOptions, inout ConvertOptions) -> Void
    /// The field's value as text, for the state fingerprint.
    let describe: @Sendable (ConvertOptions) -> String
    /// The field's value as help shows it as the default; nil for flags (off by default).
    let display: @Sendable (ConvertOptions) -> String?

    func matches<Value>(_ other: WritableKeyPath<ConvertOptions, Value>) -> Bool {
        (keyPath as AnyKeyPath) == (other as AnyKeyPath)
    }
}

extension Option {
    /// An option with a number value (`--point-size 17`, `"point-size": 17`).
    static func number(_ name: String, argument: String, _ keyPath: any WritableKeyPath<ConvertOptions, Double> & Sendable,
                       commands: Set<Command>, affectsOutput: Bool = true, help: String...) -> Option {
        bound(name, argument: argument, keyPath, commands: commands, affectsOutput: affectsOutput, help: help,
              text: { text throws(OptionValueError) in
                  guard let text, let number = Double(text), !number.isNaN else { throw .wrongType(expected: "a number") }
                  return number
              },
              json: { value throws(OptionValueError) in
                  switch value {
                  case .number(let number): return number
                  case .int(let number): return Double(number)
                  default: throw .wrongType(expected: "a number")
                  }
              },
              describe: { "\($0)" }, display: { $0.formatted })
    }

    /// An option whose value is one of a set of words (`--mode template`).
    static func choice<Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<ConvertOptions, Value> & Sendable,
        commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        bound(name, argument: argument, keyPath, commands: commands, affectsOutput: affectsOutput, help: help,
              text: { text throws(OptionValueError) in try word(text ?? "", lowercased: true) },
              json: { value throws(OptionValueError) in
                  guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                  return try word(text, lowercased: false)
              },
              describe: { $0.rawValue }, display: { $0.rawValue })
    }

    /// A choice that may be left unset: nil is decided per source, written `none` in the state
    /// and described by `unsetHelp` as the default.
    static func optionalChoice<Value: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, argument: String, _ keyPath: any WritableKeyPath<ConvertOptions, Value?> & Sendable, none: String,
        unsetHelp: String, commands: Set<Command>, affectsOutput: Bool = true, help: String...
    ) -> Option {
        bound(name, argument: argument, keyPath, commands: commands, affectsOutput: affectsOutput, help: help,
              text: { text throws(OptionValueError) -> Value? in try word(text ?? "", lowercased: true) },
              json: { value throws(OptionValueError) -> Value? in
                  guard case .string(let text) = value else { throw .wrongType(expected: "a string") }
                  return try word(text, lowercased: false)
              },
              describe: { $0.map(\.rawValue) ?? none }, display: { $0.map(\.rawValue) ?? unsetHelp })
    }

    /// A colour (`--tint '#FF9500'`), unset by default (`unsetHelp` describes what is used then).
    static func colour(_ name: String, argument: String, _ keyPath: any WritableKeyPath<ConvertOptions, Colour?> & Sendable,
                       unsetHelp: String, commands: Set<Command>, help: String...) -> Option {
        bound(name, argument: argument, keyPath, commands: commands, affectsOutput: true, help: help,
              text: { text throws(OptionValueError) -> Colour? in
                  guard let text, let colour = Colour(css: text) else { throw .wrongType(expected: "a colour such as '#FF9500'") }
                  return colour
              },
              json: { value throws(OptionValueError) -> Colour? in
                  guard case .string(let text) = value, let colour = Colour(css: text) else {
                      throw .wrongType(expected: "a colour such as \"#FF9500\"")
                  }
                  return colour
              },
              describe: { $0.map(\.description) ?? "system-blue" }, display: { $0?.description ?? unsetHelp })
    }

    /// A flag (`--symbolset`; `"symbolset": true` in a manifest).
    static func flag(_ name: String, _ keyPath: any WritableKeyPath<ConvertOptions, Bool> & Sendable,
                     commands: Set<Command>, affectsOutput: Bool = true, help: String...) -> Option {
        bound(name, argument: nil, keyPath, commands: commands, affectsOutput: affectsOutput, help: help,
              text: { _ in true },
              json: { value throws(OptionValueError) in
                  guard case .bool(let flag) = value else { throw .wrongType(expected: "true or false") }
                  return flag
              },
              describe: { "\($0)" }, display: { _ in nil })
    }

    private static func word<Value: RawRepresentable<String> & CaseIterable>(_ text: String, lowercased: Bool) throws(OptionValueError) -> Value {
        guard let value = Value(rawValue: lowercased ? text.lowercased() : text) else {
            throw .notOneOf(value: text, allowed: Value.allCases.map(\.rawValue))
        }
        return value
    }

    private static func bound<Value: Sendable>(
        _ name: String, argument: String?, _ keyPath: any WritableKeyPath<ConvertOptions, Value> & Sendable,
        commands: Set<Command>, affectsOutput: Bool, help: [String],
        text: @escaping @Sendable (String?) throws(OptionValueError) -> Value,
        json: @escaping @Sendable (JSONValue) throws(OptionValueError) -> Value,
        describe: @escaping @Sendable (Value) -> String,
        display: @escaping @Sendable (Value) -> String?
    ) -> Option {
        let binding = SymbolBinding(
            keyPath: keyPath, affectsOutput: affectsOutput,
            parseText: { input, options throws(OptionValueError) in options[keyPath: keyPath] = try text(input) },
            parseJSON: { input, options throws(OptionValueError) in options[keyPath: keyPath] = try json(input) },
            copy: { source, target in target[keyPath: keyPath] = source[keyPath: keyPath] },
            describe: { describe($0[keyPath: keyPath]) },
            display: { display($0[keyPath: keyPath]) })
        return Option(names: ["--" + name], argument: argument, help: help, commands: commands, binding: binding)
    }
}

extension Option {
    /// The built-in default as help shows it; nil for flags and command options.
    public var defaultDescription: String? { binding?.display(ConvertOptions()) }
}
