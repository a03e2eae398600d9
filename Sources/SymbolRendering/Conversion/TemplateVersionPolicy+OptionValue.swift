import SymbolBase
import SymbolReading

/// `template-version`: `auto`, `keep`, or the newest version to write (`6.0`, or a manifest's 6).
extension TemplateVersionPolicy.Target: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        switch argument.lowercased() {
        case "auto": self = .auto
        case "keep": self = .keep
        default:
            guard let version = Version(argument), version.minor == 0, TemplateVersioning.oldest <= version,
                  version <= SymbolTemplate.newestVersion else {
                throw .notOneOf(value: argument, allowed: Self.choices)
            }
            self = .atMost(version)
        }
    }

    package var argument: String {
        switch self {
        case .auto: "auto"
        case .keep: "keep"
        case .atMost(let version): version.description
        }
    }

    package static var manifestForm: ManifestForm { .stringOrNumber(expected: "auto, keep or a template version such as \"6.0\"") }

    package static var choices: [String] {
        ["auto", "keep"] + (TemplateVersioning.oldest.major...SymbolTemplate.newestVersion.major).map { Version($0).description }
    }
}
