import SymbolBase

/// The lexical helpers: whitespace, literals, names, quoted values, positions for errors.
extension XMLByteParser {
    // MARK: - Lexical helpers

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { prefix in
            for k in 0..<count where bytes[position + k] != prefix[k] { return false }
            return true
        }
    }

    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    mutating func expect(_ byte: UInt8, _ message: String) throws(XMLError) {
        guard position < bytes.count, bytes[position] == byte else { throw malformed(message) }
        position += 1
    }

    mutating func readName() throws(XMLError) -> String {
        let start = position
        while position < bytes.count {
            let b = bytes[position]
            let isNameByte = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x3A
                || b >= 0x80 || (position > start && ((b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2E))
            guard isNameByte else { break }
            position += 1
        }
        guard position > start else { throw malformed("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads a quoted literal and returns the range between the quotes.
    mutating func readQuoted() throws(XMLError) -> Range<Int> {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw malformed("expected a quoted value")
        }
        let quote = bytes[position]
        let start = position + 1
        guard let end = bytes[start...].firstIndex(of: quote) else { throw malformed("unterminated quoted value") }
        position = end + 1
        return start..<end
    }

    func malformed(_ reason: String) -> XMLError {
        let (line, column) = TextPosition.of(position, in: bytes)
        return .malformed(line: line, column: column, reason: reason)
    }

    /// Offset of the first byte that is not part of a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(b & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(b & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(b & 0x07))
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return i }
            i += length
        }
        return nil
    }
}
