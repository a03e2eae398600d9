import SymbolBase

/// One option as the parser, help, completion and docs/ see it: the `option` of a row of an
/// `OptionTable`, whose closures read and write the field it sets.
package struct Option: Sendable {
    package enum Command: String, Sendable, CaseIterable {
        case convert, export, inspect, preview, audit
    }

    /// `--output`, then its short names (`-o`).
    package let names: [String]
    /// The value's name in help (`PT`); nil for a flag.
    package let argument: String?
    /// One paragraph, which `HelpFormatter` wraps.
    package let help: String
    package let commands: Set<Command>
    /// The key in a manifest (a symbol's options in `defaults` and `symbols`, the export's at the
    /// top level); nil for the command line's own.
    package let manifestKey: String?
    /// Its values add up when it is given more than once.
    package let repeatable: Bool
    /// It changes the bytes an export writes (the state records it).
    package let affectsOutput: Bool
    /// The words of a choice; empty for other values.
    package let choices: [String]
    /// A manifest gives it as a JSON number.
    package let isNumber: Bool
    /// The built-in default as help shows it; nil for flags.
    package let defaultDescription: String?

    package var flag: String { names[0] }
    package var isFlag: Bool { argument == nil }
    package var isManifestSetting: Bool { manifestKey != nil }
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
