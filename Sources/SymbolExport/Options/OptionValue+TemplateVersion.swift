import SymbolBase
import SymbolReading
import SymbolRendering

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

    package init(json: JSONValue) throws(OptionValueError) {
        switch json {
        case .string(let text): try self.init(argument: text)
        case .int(let number): try self.init(argument: String(number))
        case .number(let number): try self.init(argument: number.formatted)
        default: throw .wrongType(expected: "auto, keep or a template version such as \"6.0\"")
        }
    }

    package var argument: String {
        switch self {
        case .auto: "auto"
        case .keep: "keep"
        case .atMost(let version): version.description
        }
    }

    package static var choices: [String] {
        ["auto", "keep"] + (TemplateVersioning.oldest.major...SymbolTemplate.newestVersion.major).map { Version($0).description }
    }
}

/// `xcode`: the Xcode that must read the symbolsets, by its major version (16, 26).
package struct XcodeRelease: OptionValue, Hashable {
    package let major: Int

    package init(argument: String) throws(OptionValueError) {
        guard let major = Int(argument.trimmed), TemplateFeature.newestVersion(readBy: major) != nil else {
            throw .notOneOf(value: argument, allowed: Self.choices)
        }
        self.major = major
    }

    package init(json: JSONValue) throws(OptionValueError) {
        switch json {
        case .string(let text): try self.init(argument: text)
        case .int(let number): try self.init(argument: String(number))
        case .number(let number) where number == number.rounded() && abs(number) < 1000: try self.init(argument: String(Int(number)))
        default: throw .wrongType(expected: "an Xcode version such as 16")
        }
    }

    package var argument: String { String(major) }
    package static var choices: [String] { ["12", "13", "14", "15", "16", "26"] }
}
