/// A strict JSON reader (RFC 8259) producing `JSONValue`. Written out, rather than
/// JSONSerialization, so that numbers and booleans stay distinct on every platform and
/// duplicate keys are reported.
package struct JSONReader {
    package struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var reason: String

        package var description: String { "not valid JSON at line \(line), column \(column): \(reason)" }
    }

    /// A parsed document with where each value and key starts, for messages that point at them.
    package struct Document: Sendable {
        package var root: JSONValue
        /// Byte offset of the value at each key path (`symbols[2].source`; the root is "").
        var valueOffsets: [String: Int]
        /// Byte offset of the key of each object member, by the member's key path.
        var keyOffsets: [String: Int]
        var bytes: [UInt8]

        /// Line and column of the key at `keyPath` (or, for array elements and the root, of the value).
        package func position(ofKey keyPath: String) -> (line: Int, column: Int)? {
            (keyOffsets[keyPath] ?? valueOffsets[keyPath]).map { TextPosition.of($0, in: bytes) }
        }

        /// Line and column of the value at `keyPath`.
        package func position(ofValue keyPath: String) -> (line: Int, column: Int)? {
            valueOffsets[keyPath].map { TextPosition.of($0, in: bytes) }
        }
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The key path of the value being read, and the offsets seen so far.
    private var path = ""
    private var valueOffsets: [String: Int] = [:]
    private var keyOffsets: [String: Int] = [:]

    package static func parse(_ bytes: [UInt8]) throws(Error) -> JSONValue {
        try document(bytes).root
    }

    /// Parses `bytes`, recording where every value and key starts.
    package static func document(_ bytes: [UInt8]) throws(Error) -> Document {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected content after the value") }
        return Document(root: value, valueOffsets: reader.valueOffsets, keyOffsets: reader.keyOffsets, bytes: bytes)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    private mutating func value() throws(Error) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of file") }
        valueOffsets[path] = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    private mutating func object() throws(Error) -> JSONValue {
        depth += 1
        guard depth <= 64 else { throw error("nested more than 64 levels") }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyPosition = position
            let key = try string()
            guard members[key] == nil else {
                position = keyPosition
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
            position += 1
            skipWhitespace()
            let parent = path
            path = parent.isEmpty ? key : parent + "." + key
            keyOffsets[path] = keyPosition
            members[key] = try value()
            path = parent
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(Error) -> JSONValue {
        depth += 1
        guard depth <= 64 else { throw error("nested more than 64 levels") }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let parent = path
            path = parent + "[\(elements.count)]"
            elements.append(try value())
            path = parent
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: "]") {
                position += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func string() throws(Error) -> String {
        position += 1
        var output: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: output, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard bytes[position...].starts(with: Array("\\u".utf8)) else { throw error("unpaired surrogate") }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    output.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case 0x00..<0x20:
                throw error("control character in a string")
            default:
                output.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(Error) -> UInt32 {
        guard position + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape")
        }
        position += 4
        return value
    }

    private mutating func number() throws(Error) -> JSONValue {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        while let byte = peek, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard !text.isEmpty, text != "-", let value = Double(text), value.isFinite,
              text.first != "+", !(text.hasPrefix("0") && text.count > 1 && text.dropFirst().first?.isNumber == true),
              !(text.hasPrefix("-0") && text.count > 2 && text.dropFirst(2).first?.isNumber == true) else {
            position = start
            throw error(text.isEmpty ? "unexpected character" : "invalid number '\(text)'")
        }
        return .number(value)
    }

    private mutating func literal(_ word: StaticString) throws(Error) {
        let expected = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard bytes[position...].starts(with: expected) else { throw error("unexpected character") }
        position += expected.count
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private func error(_ reason: String) -> Error {
        let (line, column) = TextPosition.of(position, in: bytes)
        return Error(line: line, column: column, reason: reason)
    }
}
