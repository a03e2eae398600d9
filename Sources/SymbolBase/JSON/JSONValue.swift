/// A JSON value, serialized in one layout: the one Xcode 11.4+ writes for `Contents.json`
/// (2-space indent, `"key" : value`, keys sorted by bytes at every level, `/` unescaped,
/// non-ASCII as raw UTF-8), which the tool's reports (`--json`) share. (Xcode never writes
/// empty containers; reports that have them get `[]` and `{}`.) Written by hand so the bytes do
/// not depend on Foundation's JSONEncoder, whose key order and escaping have differed across
/// platforms.
package indirect enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case int(Int)
    /// Written with at most four decimals (reports, not Contents.json).
    case number(Double)
    case bool(Bool)
    case null

    /// The bytes of a `Contents.json` file: the text and a final `\n`, as Xcode ends it.
    package var xcodeBytes: [UInt8] { Array((text + "\n").utf8) }

    /// The serialized text, without a final newline (a report prints it as one document).
    package var text: String {
        var output = ""
        output.reserveCapacity(512)
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n"
            for (n, key) in keys.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                Self.writeString(key, to: &output)
                output += " : "
                members[key]!.write(to: &output, indent: indent + 2)
                output += n == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            output += "[\n"
            for (n, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                element.write(to: &output, indent: indent + 2)
                output += n == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .string(let string):
            Self.writeString(string, to: &output)
        case .int(let value):
            output += String(value)
        case .number(let value):
            let rounded = (value * 10_000).rounded() / 10_000
            output += rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    package static func writeString(_ string: String, to output: inout String) {
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            output += "\""
            output += string
            output += "\""
            return
        }
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
