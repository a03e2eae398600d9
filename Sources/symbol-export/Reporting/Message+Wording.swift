import SymbolBase
import SymbolExport

extension Message {
    /// The message with each setting it names worded for `audience`, from the option table:
    /// `--namespace-groups`, `--dots underscore`, `-o/--output`; or, for a manifest, the key and
    /// its JSON value (`"namespace-groups": true`). Options of the command line only are flags
    /// either way.
    func text(for printerAudience: SettingAudience) -> String {
        let audience = self.audience ?? printerAudience
        return rendered { key, value in
            // A manifest entry's own keys.
            if audience == .manifest, ["name", "group", "source"].contains(key) {
                return "\"\(key)\"" + (value.map { ": \"\($0)\"" } ?? "")
            }
            let option = Option.all.first { $0.manifestKey == key } ?? Option.all.first { $0.flag == "--" + key }
            guard let option else { return "'\(key)'" }
            if audience == .manifest, let manifestKey = option.manifestKey, option.isManifestSetting {
                let json: String = switch (option.isFlag, value) {
                case (true, _): "true"
                case (false, let value?): option.isNumber ? value : "\"\(value)\""
                case (false, nil): "…"
                }
                return "\"\(manifestKey)\": \(json)"
            }
            let names = option.names.count > 1 ? option.names.reversed().joined(separator: "/") : option.flag
            return names + (value.map { " " + $0 } ?? "")
        }
    }
}
