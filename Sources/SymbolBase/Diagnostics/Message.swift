/// The text of a diagnostic. Where it tells the user to change a setting, it names the setting
/// by its manifest key (`namespace-groups`), not by a flag: the reporter words it for the user,
/// as `--namespace-groups` for the command line or `"namespace-groups": true` for a manifest.
///
/// Written as a string literal with interpolations: `"… or set \(setting: "dots", "underscore")"`.
/// Who reads a message: someone who runs the command line, or someone who edits a manifest.
package enum SettingAudience: Sendable, Hashable {
    case commandLine, manifest
}

package struct Message: Sendable, Equatable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    package enum Part: Sendable, Equatable, Hashable {
        case text(String)
        /// A setting, by its manifest key, with the value to give it (nil: a flag, or any value).
        case setting(key: String, value: String?)
    }

    package var parts: [Part]
    /// Who its settings are worded for whoever prints it (the manifest's keys where the
    /// problem is in a manifest); nil: the printer's audience.
    package var audience: SettingAudience?

    package init(_ text: String) {
        parts = [.text(text)]
    }

    package init(parts: [Part]) {
        self.parts = parts
    }

    package init(stringLiteral value: String) {
        self.init(value)
    }

    package init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    package struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) { append(literal) }

        package mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        /// A setting the user can change: `\(setting: "point-size")`, `\(setting: "dots", "underscore")`.
        package mutating func appendInterpolation(setting key: String, _ value: String? = nil) {
            parts.append(.setting(key: key, value: value))
        }

        /// Another message, its settings kept.
        package mutating func appendInterpolation(_ message: Message) { parts += message.parts }

        private mutating func append(_ text: String) {
            if case .text(let previous)? = parts.last {
                parts[parts.count - 1] = .text(previous + text)
            } else {
                parts.append(.text(text))
            }
        }
    }

    /// The two messages one after the other.
    package static func + (first: Message, second: Message) -> Message {
        var result = first
        for part in second.parts {
            if case .text(let text) = part, case .text(let previous)? = result.parts.last {
                result.parts[result.parts.count - 1] = .text(previous + text)
            } else {
                result.parts.append(part)
            }
        }
        return result
    }

    /// The message with its settings worded for `audience`, whoever prints it.
    package func worded(for audience: SettingAudience) -> Message {
        var message = self
        message.audience = audience
        return message
    }

    /// The text, with each setting worded by `setting`.
    package func rendered(_ setting: (_ key: String, _ value: String?) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .setting(let key, let value): setting(key, value)
            }
        }.joined()
    }

    /// The text with settings as command-line flags named after their keys (`--dots underscore`);
    /// the command line's reporter words the few whose flag differs.
    package var description: String {
        rendered { key, value in "--" + key + (value.map { " " + $0 } ?? "") }
    }
}
