import SymbolBase

/// A property list in the old OpenStep text format, as Xcode writes `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, bare or quoted strings, `/* */` and `//`
/// comments. Each string keeps the byte offset it starts at, for messages about it.
indirect enum OpenStepPlist {
    case string(String, offset: Int)
    case dictionary([String: OpenStepPlist])
    case array([OpenStepPlist])

    /// The value of `bytes`; nil when it is not such a property list.
    static func parse(_ bytes: [UInt8]) -> OpenStepPlist? {
        var parser = Parser(bytes: bytes)
        return parser.value()
    }

    subscript(key: String) -> OpenStepPlist? {
        if case .dictionary(let members) = self { return members[key] }
        return nil
    }

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var offset: Int? {
        if case .string(_, let offset) = self { return offset }
        return nil
    }

    var array: [OpenStepPlist] {
        if case .array(let elements) = self { return elements }
        return []
    }

    var dictionary: [String: OpenStepPlist] {
        if case .dictionary(let members) = self { return members }
        return [:]
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func value(depth: Int = 0) -> OpenStepPlist? {
            skipSpace()
            guard index < bytes.count, depth < 64 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: OpenStepPlist] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(members) }
                    guard case .string(let key, _)? = string(), expect(UInt8(ascii: "=")), let member = value(depth: depth + 1),
                          expect(UInt8(ascii: ";")) else { return nil }
                    members[key] = member
                }
            case UInt8(ascii: "("):
                index += 1
                var elements: [OpenStepPlist] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(elements) }
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return string()
            }
        }

        private mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func string() -> OpenStepPlist? {
            skipSpace()
            guard index < bytes.count else { return nil }
            let start = index
            if bytes[index] == UInt8(ascii: "\"") {
                var text: [UInt8] = []
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                return .string(String(decoding: text, as: UTF8.self), offset: start)
            }
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self), offset: start)
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            SwiftLexer.isIdentifierByte(byte) || [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ":")].contains(byte)
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if SwiftLexer.isSpace(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
