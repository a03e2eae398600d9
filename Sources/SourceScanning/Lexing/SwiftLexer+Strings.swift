import SymbolBase

/// String literals, comments and the byte classes of the Swift lexer.
extension SwiftLexer {
    /// The string literal whose opening quote is at `quote` (after `hashes` `#`s, the first at
    /// `from`): appended as one token, then its interpolations' code.
    mutating func string(at quote: Int, hashes: Int, limit: Int, from start: Int? = nil) -> Int {
        let multiline = quote + 2 < limit && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        let contentStart = quote + (multiline ? 3 : 1)
        var found: [Range<Int>] = []
        let (contentEnd, end, escaped) = stringEnd(from: contentStart, hashes: hashes, multiline: multiline, limit: limit, interpolations: &found)
        var token = SwiftToken(kind: .string, start: start ?? quote, end: end)
        (token.nameStart, token.nameEnd) = (contentStart, contentEnd)
        token.plain = !multiline && !escaped && found.isEmpty
        appendToken(token)
        for range in found {
            appendToken(SwiftToken(kind: .interpolationOpen, start: range.lowerBound, end: range.lowerBound))
            lex(range)
            appendToken(SwiftToken(kind: .interpolationClose, start: range.upperBound, end: range.upperBound))
        }
        return end
    }

    /// Where the content ends and the literal ends, and whether it holds an escape; the
    /// interpolations' code ranges are added to `interpolations`.
    func stringEnd(from start: Int, hashes: Int, multiline: Bool, limit: Int,
                   interpolations: inout [Range<Int>]) -> (content: Int, end: Int, escaped: Bool) {
        var index = start
        var escaped = false
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), closes(at: index, hashes: hashes, multiline: multiline, limit: limit) {
                return (index, index + (multiline ? 3 : 1) + hashes, escaped)
            }
            if byte == 0x0A, !multiline { return (index, index, true) }
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes, limit: limit) {
                let next = index + 1 + hashes
                if next < limit, bytes[next] == UInt8(ascii: "(") {
                    let close = interpolationEnd(from: next + 1, limit: limit)
                    interpolations.append((next + 1)..<close)
                    index = min(close + 1, limit)
                } else {
                    escaped = true
                    index = next + 1
                }
                continue
            }
            index += 1
        }
        return (limit, limit, true)
    }

    private func closes(at index: Int, hashes: Int, multiline: Bool, limit: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        guard index + quotes + hashes <= limit else { return false }
        for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
        return hashesFollow(index + quotes, hashes, limit: limit)
    }

    private func hashesFollow(_ index: Int, _ hashes: Int, limit: Int) -> Bool {
        guard index + hashes <= limit else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The `)` that closes an interpolation whose code starts at `start`: parentheses counted,
    /// strings and comments inside it skipped.
    func interpolationEnd(from start: Int, limit: Int) -> Int {
        var depth = 1
        var index = start
        var ignored: [Range<Int>] = []
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while index + hashes < limit, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                guard index + hashes < limit, bytes[index + hashes] == UInt8(ascii: "\"") else { index += max(hashes, 1); continue }
                let quote = index + hashes
                let multiline = quote + 2 < limit && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
                index = stringEnd(from: quote + (multiline ? 3 : 1), hashes: hashes, multiline: multiline, limit: limit, interpolations: &ignored).end
                continue
            case UInt8(ascii: "/") where index + 1 < limit && bytes[index + 1] == UInt8(ascii: "*"):
                index = blockCommentEnd(from: index, limit: limit)
                continue
            case UInt8(ascii: "/") where index + 1 < limit && bytes[index + 1] == UInt8(ascii: "/"):
                index = lineEnd(from: index, limit: limit)
                continue
            default: break
            }
            index += 1
        }
        return limit
    }

    /// The end of the line `index` is on (its line break not included).
    func lineEnd(from index: Int, limit: Int) -> Int {
        var end = index
        while end < limit, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The end of the `/* */` comment at `index`; comments nest in Swift.
    func blockCommentEnd(from index: Int, limit: Int) -> Int {
        var depth = 0
        var end = index
        while end + 1 < limit {
            if bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else {
                end += 1
            }
        }
        return limit
    }

    func identifierEnd(from index: Int, limit: Int) -> Int {
        var end = index
        while end < limit, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"): true
        default: false
        }
    }
}
