import SymbolBase

/// A token of Objective-C source, as the audit reads it.
struct ObjCToken {
    enum Kind: UInt8 {
        case identifier
        /// `@"…"` or `"…"`; `plain` when its content is a name (no escape).
        case string
        case number
        /// `@available`, `@selector`, `@interface` (`name` is the word).
        case attribute
        /// Any other character, one at a time.
        case punctuation
        /// `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`, with the condition's value.
        case directive
    }

    var kind: Kind
    var start: Int
    var end: Int
    var plain = false
    var nameStart = 0
    var nameEnd = 0
    var directive = SwiftToken.Directive.if
    var condition = Condition.unknown
}

/// Splits Objective-C (and C, C++) source into tokens, one at a time (`next()`), in one pass:
/// comments (`//`, `/* */`), character literals and preprocessor lines left out, but for the
/// conditions of `#if`, `#ifdef`, `#elif`, `#else` and `#endif`, evaluated for the platform.
struct ObjCLexer {
    let bytes: [UInt8]
    private var evaluator: ConditionEvaluator
    private var index = 0
    private var lineStart = true
    private var pending: ObjCToken?

    init(_ bytes: [UInt8], platform: Platform) {
        self.bytes = bytes
        evaluator = ConditionEvaluator(platform: platform)
    }

    /// A condition read so far had a different value on another platform.
    var dependsOnPlatform: Bool { evaluator.dependsOnPlatform }

    /// The next token; nil at the end.
    mutating func next() -> ObjCToken? {
        while pending == nil, index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                lineStart = true
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index = lineEnd(from: index)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = commentEnd(from: index + 2)
            case UInt8(ascii: "#") where lineStart:
                index = preprocessor(at: index)
            default:
                lineStart = false
                index = token(at: index)
            }
        }
        defer { pending = nil }
        return pending
    }

    private mutating func append(_ token: ObjCToken) {
        pending = token
    }

    private mutating func token(at index: Int) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return string(at: index, from: index) }
        if byte == UInt8(ascii: "'") { return quoted(from: index + 1, closing: byte).end }
        if byte == UInt8(ascii: "@"), index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "\"") { return string(at: index + 1, from: index) }
            let end = SwiftLexer.identifierEndIn(bytes, from: index + 1)
            if end > index + 1 {
                append(ObjCToken(kind: .attribute, start: index, end: end, nameStart: index + 1, nameEnd: end))
                return end
            }
        }
        if SwiftLexer.isIdentifierStart(byte) {
            let end = SwiftLexer.identifierEndIn(bytes, from: index)
            append(ObjCToken(kind: .identifier, start: index, end: end, nameStart: index, nameEnd: end))
            return end
        }
        if SwiftLexer.isDigit(byte) {
            var end = index + 1
            while end < bytes.count, SwiftLexer.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            append(ObjCToken(kind: .number, start: index, end: end))
            return end
        }
        append(ObjCToken(kind: .punctuation, start: index, end: index + 1))
        return index + 1
    }

    private mutating func string(at quote: Int, from start: Int) -> Int {
        let (end, escaped) = quoted(from: quote + 1, closing: UInt8(ascii: "\""))
        append(ObjCToken(kind: .string, start: start, end: end, plain: !escaped, nameStart: quote + 1, nameEnd: max(quote + 1, end - 1)))
        return end
    }

    /// The end of a quoted literal whose content starts at `start`, and whether it has an escape.
    private func quoted(from start: Int, closing: UInt8) -> (end: Int, escaped: Bool) {
        var index = start
        var escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case closing: return (index + 1, escaped)
            case 0x0A: return (index, true)
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            default: index += 1
            }
        }
        return (bytes.count, true)
    }

    /// A preprocessor line (with its `\` continuations): a directive token for the
    /// conditionals, nothing for the rest (`#import`, `#define`).
    private mutating func preprocessor(at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A || (end > index && bytes[end - 1] == UInt8(ascii: "\\")) {
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*") {
                end = commentEnd(from: end + 2)
                continue
            }
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") { break }
            end += 1
        }
        var wordStart = index + 1
        while wordStart < end, bytes[wordStart] == 0x20 || bytes[wordStart] == 0x09 { wordStart += 1 }
        let wordEnd = SwiftLexer.identifierEndIn(bytes, from: wordStart)
        let word = String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self)
        let directive: SwiftToken.Directive? = switch word {
        case "if", "ifdef", "ifndef": .if
        case "elif": .elseif
        case "else": .else
        case "endif": .endif
        default: nil
        }
        guard let directive else { return end }
        var token = ObjCToken(kind: .directive, start: index, end: end)
        token.directive = directive
        token.condition = word == "if" || word == "elif" ? condition(wordEnd..<end) : .yes
        if word == "ifdef" || word == "ifndef" { token.condition = .unknown }
        append(token)
        return end
    }

    private mutating func condition(_ range: Range<Int>) -> Condition {
        var words: [ConditionToken] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if SwiftLexer.isIdentifierByte(byte) {
                let end = SwiftLexer.identifierEndIn(bytes, from: index, limit: range.upperBound)
                words.append(.word(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
                continue
            }
            let pair = index + 1 < range.upperBound ? bytes[index + 1] : 0
            switch byte {
            case 0x20, 0x09, 0x0D, UInt8(ascii: "\\"), 0x0A: break
            case UInt8(ascii: "("): words.append(.open)
            case UInt8(ascii: ")"): words.append(.close)
            case UInt8(ascii: "!") where pair != UInt8(ascii: "="): words.append(.not)
            case UInt8(ascii: "&") where pair == byte, UInt8(ascii: "|") where pair == byte:
                words.append(byte == UInt8(ascii: "&") ? .and : .or)
                index += 1
            default: words.append(.other)
            }
            index += 1
        }
        return evaluator.evaluate(words)
    }

    private func lineEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The end of a `/* */` comment whose text starts at `index` (they do not nest in C).
    private func commentEnd(from index: Int) -> Int {
        var end = index
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
        return min(end + 2, bytes.count)
    }
}

extension SwiftLexer {
    static func identifierEndIn(_ bytes: [UInt8], from index: Int, limit: Int? = nil) -> Int {
        let limit = limit ?? bytes.count
        var end = index
        while end < limit, isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }
}
