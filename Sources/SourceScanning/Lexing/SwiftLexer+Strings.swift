import SymbolBase

/// String literals, comments and the byte classes of the Swift lexer.
extension SwiftLexer {
    /// The string literal whose opening quote is at `quote` (after `hashes` `#`s, the first at
    /// `start`): its content is read next; returns where it starts.
    mutating func openString(at quote: Int, hashes: Int, from start: Int) -> Int {
        guard literals.count < ScanStop.interpolations else {
            stop = .nesting("string interpolations", limit: ScanStop.interpolations, at: start)
            return limit
        }
        let multiline = quote + 2 < limit && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        let contentStart = quote + (multiline ? 3 : 1)
        literals.append(Literal(start: start, hashes: hashes, multiline: multiline, contentStart: contentStart,
                                newlineBefore: newline, spaceBefore: space))
        (newline, space) = (false, false)
        return contentStart
    }

    /// Reads the innermost literal's content from `index`: to its end, or to an interpolation,
    /// whose code is read next.
    mutating func readString() {
        let top = literals.count - 1
        let (hashes, multiline) = (literals[top].hashes, literals[top].multiline)
        var cursor = index
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\""), closes(at: cursor, hashes: hashes, multiline: multiline) {
                finishString(contentEnd: cursor, end: cursor + (multiline ? 3 : 1) + hashes)
                return
            }
            if byte == 0x0A, !multiline {
                literals[top].escaped = true
                finishString(contentEnd: cursor, end: cursor)
                return
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(cursor + 1, hashes) {
                let next = cursor + 1 + hashes
                if next < limit, bytes[next] == UInt8(ascii: "(") {
                    if !literals[top].handedOver { handOver(literals[top], contentEnd: cursor, end: cursor, plain: false) }
                    literals[top].handedOver = true
                    queued.append(SwiftToken(kind: .interpolationOpen, start: next + 1, end: next + 1))
                    (literals[top].inCode, literals[top].parentheses) = (true, 0)
                    index = next + 1
                    return
                }
                literals[top].escaped = true
                cursor = next + 1
                continue
            }
            cursor += 1
        }
        literals[top].escaped = true
        finishString(contentEnd: limit, end: limit)
    }

    /// The end of the file inside an interpolation: it closes there, and its string with it.
    mutating func finishAtEnd() {
        queued.append(SwiftToken(kind: .interpolationClose, start: limit, end: limit))
        (newline, space) = (false, false)
        literals[literals.count - 1].inCode = false
    }

    private mutating func finishString(contentEnd: Int, end: Int) {
        let literal = literals.removeLast()
        if !literal.handedOver {
            handOver(literal, contentEnd: contentEnd, end: end, plain: !literal.multiline && !literal.escaped)
        }
        index = min(end, limit)
    }

    /// The literal's token, with the whitespace seen before its opening quote.
    private mutating func handOver(_ literal: Literal, contentEnd: Int, end: Int, plain: Bool) {
        var token = SwiftToken(kind: .string, start: literal.start, end: end)
        (token.nameStart, token.nameEnd, token.plain) = (literal.contentStart, max(literal.contentStart, contentEnd), plain)
        (token.newlineBefore, token.spaceBefore) = (literal.newlineBefore, literal.spaceBefore)
        queued.append(token)
    }

    private func closes(at index: Int, hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        guard index + quotes + hashes <= limit else { return false }
        for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
        return hashesFollow(index + quotes, hashes)
    }

    private func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
        guard index + hashes <= limit else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The end of the line `index` is on (its line break not included).
    func lineEnd(from index: Int, limit: Int) -> Int {
        var end = index
        while end < limit, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The end of the `/* */` comment at `index`; comments nest in Swift (a count, not a stack).
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
