/// Reads SVG numbers, words and separators from a string's UTF-8 bytes.
struct NumberScanner {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { position >= bytes.count }

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSeparators() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x2C: position += 1
            default: return
            }
        }
    }

    mutating func consume(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, peek == ascii else { return false }
        position += 1
        return true
    }

    mutating func readWord() -> Substring? {
        let start = position
        while position < bytes.count, (bytes[position] | 0x20) >= 0x61, (bytes[position] | 0x20) <= 0x7A {
            position += 1
        }
        guard position > start else { return nil }
        return Substring(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    mutating func readCommand() -> UInt8? {
        guard let byte = peek, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A, byte != 0x65, byte != 0x45 else { return nil }
        position += 1
        return byte
    }

    /// An arc flag: a single `0` or `1`, which SVG allows without a separator after it.
    mutating func readFlag() -> Bool? {
        skipSeparators()
        guard let byte = peek, byte == 0x30 || byte == 0x31 else { return nil }
        position += 1
        return byte == 0x31
    }

    /// Reads `[+-]digits[.digits][e[+-]digits]`; stops where the number stops, so
    /// `1.5.5` reads as `1.5` then `.5`, and `1-2` as `1` then `-2`.
    mutating func readNumber() -> Double? {
        skipSeparators()
        let start = position
        var i = position
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        var digits = 0
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
            var exponentDigits = 0
            while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1; exponentDigits += 1 }
            if exponentDigits > 0 { i = j }
        }
        position = i
        return Self.double(bytes[start..<i])
    }

    private static func double(_ slice: ArraySlice<UInt8>) -> Double? {
        // Double(String) is locale-independent, unlike strtod.
        guard let value = Double(String(decoding: slice, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
