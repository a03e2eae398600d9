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
    package var xcodeBytes: [UInt8] {
        var output = bytes
        output.append(0x0A)
        return output
    }

    /// The serialized text, without a final newline (a report prints it as one document).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The serialized UTF-8, without a final newline.
    package var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .object(let members) where members.isEmpty:
            output += "{}".utf8
        case .array(let elements) where elements.isEmpty:
            output += "[]".utf8
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n".utf8
            for (n, key) in keys.enumerated() {
                output.append(contentsOf: repeatElement(0x20, count: indent + 2))
                Self.writeString(key, to: &output)
                output += " : ".utf8
                members[key]!.write(to: &output, indent: indent + 2)
                output += (n == keys.count - 1 ? "\n" : ",\n").utf8
            }
            output.append(contentsOf: repeatElement(0x20, count: indent))
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output += "[\n".utf8
            for (n, element) in elements.enumerated() {
                output.append(contentsOf: repeatElement(0x20, count: indent + 2))
                element.write(to: &output, indent: indent + 2)
                output += (n == elements.count - 1 ? "\n" : ",\n").utf8
            }
            output.append(contentsOf: repeatElement(0x20, count: indent))
            output.append(UInt8(ascii: "]"))
        case .string(let string):
            Self.writeString(string, to: &output)
        case .int(let value):
            output += String(value).utf8
        case .number(let value):
            let rounded = (value * 10_000).rounded() / 10_000
            output += (rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)).utf8
        case .bool(let value):
            output += (value ? "true" : "false").utf8
        case .null:
            output += "null".utf8
        }
    }

    /// `string` as a JSON string: `"`, `\\` and control characters escaped, the rest raw UTF-8.
    package static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        var string = string
        let plain = string.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            output.append(contentsOf: utf8)
            return true
        }
        if plain {
            output.append(0x22)
            return
        }
        for byte in string.utf8 {
            switch byte {
            case 0x22: output += #"\""#.utf8
            case 0x5C: output += #"\\"#.utf8
            case 0x0A: output += #"\n"#.utf8
            case 0x0D: output += #"\r"#.utf8
            case 0x09: output += #"\t"#.utf8
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += #"\u00"#.utf8
                output += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }

    package static func writeString(_ string: String, to output: inout String) {
        var bytes: [UInt8] = []
        writeString(string, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }
}
