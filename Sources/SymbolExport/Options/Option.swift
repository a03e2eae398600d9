import SymbolBase

/// One option of the tool, declared once (`Option+Table.swift`): its flags, the field it sets,
/// where it is accepted, its help and, for options of a symbol or an export, its manifest key and
/// whether it changes output bytes. The command-line parser, the manifest reader, the settings
/// merge, `--help`, shell completion, the option tables of docs/ and the state fingerprint all
/// read these declarations (`Option.all`).
package struct Option: Sendable {
    /// The commands of the tool.
    package enum Command: String, Sendable, CaseIterable {
        case convert, export, inspect, preview, audit
    }

    /// `--point-size` (and `-j` style short names after it).
    package let names: [String]
    /// The value's name in help (`PT`); nil for a flag that takes no value.
    package let argument: String?
    /// The help text, one line per element; the first line follows the flag.
    package let help: [String]
    /// The commands that accept it.
    package let commands: Set<Command>
    /// The key in a manifest (in `defaults` and `symbols` for symbol options, at the top level
    /// for export options); nil for options of the command line only.
    package let manifestKey: String?
    /// Whether it may be given more than once (its values add up).
    package let repeatable: Bool
    /// Whether the value changes the bytes an export writes (and is recorded in its state).
    package let affectsOutput: Bool
    /// The field it sets, of the type its `Root` is (`ConvertOptions`, `ExportOptions`, or the
    /// command line's own flags): `Root.field(of:)` gives it typed.
    package var field: any OptionFieldInfo { binding.info }
    /// The field, typed by where it is stored.
    package let binding: Binding

    /// Where an option's field is kept: typed for the roots of the library (no cast to read it
    /// back: a cast to a generic existential costs a tenth of a one-symbol conversion), boxed
    /// for a root of another module (the command line's flags), read back by its box's type.
    package enum Binding: Sendable {
        case symbol(any AnyOptionField<ConvertOptions>)
        case export(any AnyOptionField<ExportOptions>)
        case other(any OptionFieldInfo)

        var info: any OptionFieldInfo {
            switch self {
            case .symbol(let field): field
            case .export(let field): field
            case .other(let box): box
            }
        }
    }
    /// How help shows the default when the value is not the whole story (`the number of cores`).
    package var shownDefault: String?

    /// `--point-size`: the flag that identifies the option.
    package var flag: String { names[0] }

    /// The words it takes, for a choice (help, shell completion); empty otherwise.
    package var choices: [String] { field.choices }

    /// The built-in default as help shows it; nil for flags.
    package var defaultDescription: String? { shownDefault ?? field.defaultDisplay }

    /// Whether a manifest sets it: it has a key, and sets a symbol's or the export's options.
    package var isManifestSetting: Bool { manifestKey != nil && field.setsManifestOptions }

    /// A flag: an option that takes no value.
    package var isFlag: Bool { argument == nil }

    /// Declares an option setting `keyPath` of `Root`.
    package static func bound<Root: OptionRoot, Value: OptionValue>(
        _ names: [String], key: String?, argument: String?, _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
        rules: OptionRules = OptionRules(), commands: Set<Command>, affectsOutput: Bool, repeatable: Bool = false, help: [String]
    ) -> Option {
        Option(names: names, argument: argument, help: help, commands: commands, manifestKey: key, repeatable: repeatable,
               affectsOutput: affectsOutput, binding: Root.wrap(OptionField(keyPath: keyPath, rules: rules)))
    }

    /// Declares an option setting `keyPath` of `Root`, a field that may be unset: `unset` is its
    /// text in the state, `unsetHelp` the default help shows.
    package static func bound<Root: OptionRoot, Value: OptionValue>(
        _ names: [String], key: String?, argument: String, _ keyPath: any WritableKeyPath<Root, Value?> & Sendable,
        unset: String, unsetHelp: String?, rules: OptionRules = OptionRules(), commands: Set<Command>, affectsOutput: Bool,
        help: [String]
    ) -> Option {
        let field = OptionalOptionField(keyPath: keyPath, unset: unset, unsetHelp: unsetHelp, rules: rules)
        return Option(names: names, argument: argument, help: help, commands: commands, manifestKey: key, repeatable: false,
                      affectsOutput: affectsOutput, binding: Root.wrap(field))
    }
}

/// A value that does not fit its option; worded by the command line and the manifest reader,
/// which know where it came from.
package enum OptionValueError: Error, Equatable, Sendable {
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
package struct ManifestContext: Sendable {
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : Path.lexicallyNormalized(Path.join(directory, path))
    }
}

/// A type whose fields options set: `ConvertOptions` and `ExportOptions` here, and the command
/// line's own flags in the executable.
package protocol OptionRoot: Sendable, Equatable {
    init()
    /// The options that set its fields, in table order.
    static var options: [Option] { get }
    /// The field of `option` when it sets one of this type.
    static func field(of option: Option) -> (any AnyOptionField<Self>)?
    /// How an option keeps a field of this type.
    static func wrap(_ field: any AnyOptionField<Self>) -> Option.Binding
}

/// A field of a root outside this library, boxed so that its root reads it back by the box's
/// own type.
package final class OptionFieldBox<Root: OptionRoot>: OptionFieldInfo {
    package let field: any AnyOptionField<Root>

    init(_ field: any AnyOptionField<Root>) {
        self.field = field
    }

    package var choices: [String] { field.choices }
    package var isNumber: Bool { field.isNumber }
    package var defaultDisplay: String? { field.defaultDisplay }
    package var setsManifestOptions: Bool { false }
}

extension OptionRoot {
    package static func field(of option: Option) -> (any AnyOptionField<Self>)? {
        guard case .other(let box) = option.binding else { return nil }
        return (box as? OptionFieldBox<Self>)?.field
    }

    package static func wrap(_ field: any AnyOptionField<Self>) -> Option.Binding { .other(OptionFieldBox(field)) }
}

extension ConvertOptions: OptionRoot {
    package static var options: [Option] { Option.symbolOptions }

    package static func field(of option: Option) -> (any AnyOptionField<ConvertOptions>)? {
        if case .symbol(let field) = option.binding { return field }
        return nil
    }

    package static func wrap(_ field: any AnyOptionField<ConvertOptions>) -> Option.Binding { .symbol(field) }
}

extension ExportOptions: OptionRoot {
    package static var options: [Option] { Option.exportOptions }

    package static func field(of option: Option) -> (any AnyOptionField<ExportOptions>)? {
        if case .export(let field) = option.binding { return field }
        return nil
    }

    package static func wrap(_ field: any AnyOptionField<ExportOptions>) -> Option.Binding { .export(field) }
}
