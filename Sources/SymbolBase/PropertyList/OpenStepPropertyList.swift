/// The OpenStep text form of a property list, and of a `.strings` file (its pairs without the
/// outer braces): `{ key = value; }`, `( a, b )`, quoted strings with their escapes, bare words,
/// `<hex data>`, `//` and `/* */` comments.
enum OpenStepPropertyList {
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else {
                    return
                }
            }
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func value(depth: Int) -> PropertyList? {
            skipSpace()
            guard index < bytes.count, depth <= PropertyList.maximumDepth else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                return pairs(until: UInt8(ascii: "}"), depth: depth).map(PropertyList.dictionary)
            case UInt8(ascii: "("):
                index += 1
                var elements: [PropertyList] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(elements) }
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    guard expect(UInt8(ascii: ",")) || (index < bytes.count && bytes[index] == UInt8(ascii: ")")) else { return nil }
                }
            case UInt8(ascii: "<"):
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = end + 1
                return .other
            default:
                return string().map(PropertyList.string)
            }
        }

        /// `key = value;` pairs up to `closer` (0: the end of the text).
        mutating func pairs(until closer: UInt8, depth: Int) -> [String: PropertyList]? {
            var members: [String: PropertyList] = [:]
            while true {
                skipSpace()
                if index >= bytes.count { return closer == 0 ? members : nil }
                if bytes[index] == closer, closer != 0 { index += 1; return members }
                guard let key = string() else { return nil }
                if expect(UInt8(ascii: ";")) {
                    members[key] = .string(key)
                    continue
                }
                guard expect(UInt8(ascii: "=")), let member = value(depth: depth + 1), expect(UInt8(ascii: ";")) else { return nil }
                members[key] = member
            }
        }

        mutating func string() -> String? {
            skipSpace()
            guard index < bytes.count else { return nil }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
            }
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                    text.append(bytes[index])
                    index += 1
                    continue
                }
                index += 1
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    let digits = bytes[index..<min(index + 4, bytes.count)]
                    index += digits.count
                    if let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) {
                        text += Array(String(Character(scalar)).utf8)
                    }
                default: text.append(escaped)
                }
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                    UInt8(ascii: "-")].contains(byte)
        }
    }

    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard reader.index < bytes.count else { return .dictionary([:]) }
        if bytes[reader.index] == UInt8(ascii: "{") || bytes[reader.index] == UInt8(ascii: "(") {
            let value = reader.value(depth: 0)
            reader.skipSpace()
            return reader.index == bytes.count ? value : nil
        }
        // A `.strings` file: the pairs of a dictionary without its braces.
        return reader.pairs(until: 0, depth: 0).map(PropertyList.dictionary)
    }
}
