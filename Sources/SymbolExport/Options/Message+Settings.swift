import SymbolBase

/// Who reads a message: someone who runs the command line, or someone who edits a manifest.
package enum SettingAudience: Sendable {
    case commandLine, manifest
}

extension Message {
    /// The message with each setting it names worded for `audience`, from the option table:
    /// `--namespace-groups`, `--dots underscore`, `-o/--output`; or, for a manifest, the key and
    /// its JSON value (`"namespace-groups": true`). Options of the command line only are flags
    /// either way.
    package func worded(for audience: SettingAudience) -> String {
        rendered { key, value in
            // A manifest entry's own keys.
            if audience == .manifest, ["name", "group", "source"].contains(key) {
                return "\"\(key)\"" + (value.map { ": \"\($0)\"" } ?? "")
            }
            let option = Option.all.first { $0.manifestKey == key } ?? Option.all.first { $0.flag == "--" + key }
            guard let option else { return "'\(key)'" }
            if audience == .manifest, let manifestKey = option.manifestKey, option.binding.isManifestSetting {
                let json: String = switch (option.isFlag, value) {
                case (true, _): "true"
                case (false, let value?): option.binding.isNumber ? value : "\"\(value)\""
                case (false, nil): "…"
                }
                return "\"\(manifestKey)\": \(json)"
            }
            let names = option.names.count > 1 ? option.names.reversed().joined(separator: "/") : option.flag
            return names + (value.map { " " + $0 } ?? "")
        }
    }
}

extension Message {
    /// The message with its settings worded for `audience` now, whoever prints it.
    static func forAudience(_ audience: SettingAudience, _ message: Message) -> Message {
        Message(message.worded(for: audience))
    }
}

extension Option.Binding {
    /// Whether a manifest sets it (symbol and export options).
    var isManifestSetting: Bool {
        if case .command = self { return false }
        return true
    }

    /// Whether a manifest gives its value as a number.
    var isNumber: Bool {
        switch self {
        case .symbol(let field): field.isNumber
        case .export(let field): field.isNumber
        case .command(let field): field.isNumber
        }
    }
}
