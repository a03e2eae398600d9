import SymbolBase

/// A token of Swift source, as the audit reads it.
struct SwiftToken {
    enum Kind: UInt8 {
        /// A name or keyword (a backticked name without its backticks).
        case identifier
        /// A string literal; `plain` when its content is a name (one line, no escape, no
        /// interpolation). Each interpolation follows it, between `interpolationOpen` and
        /// `interpolationClose`.
        case string
        case number
        /// One of `( ) [ ] { } , : ; .` or a postfix `?`/`!` (optional chaining, unwrapping).
        case punctuation
        /// The ternary ` ? `.
        case ternary
        /// `??`.
        case coalescing
        /// Any other operator (`=`, `->`, `&&`, `!`, `*`).
        case `operator`
        /// `#available`, `#selector`, … (`name` is the word).
        case pound
        /// `@available`, `@MainActor`, … (`name` is the word).
        case attribute
        /// `#if`, `#elseif`, `#else`, `#endif`, with the condition's value.
        case directive
        case interpolationOpen, interpolationClose
    }

    enum Directive: UInt8 {
        case `if`, elseif, `else`, endif
    }

    var kind: Kind
    var start: Int
    var end: Int
    /// A line break (or a comment holding one) comes between it and the token before.
    var newlineBefore = false
    /// Whitespace or a comment comes between it and the token before.
    var spaceBefore = false
    var plain = false
    /// A string's content; a pound word's or attribute's name.
    var nameStart = 0
    var nameEnd = 0
    var directive = Directive.if
    var condition = Condition.unknown
}

/// Splits Swift source into tokens: comments (`//`, nested `/* */`) left out; string literals
/// (`"…"`, multi-line `"""…"""`, raw `#"…"#`) whole, their interpolations (`\(…)`, `\#(…)`)
/// lexed as code after them; `#if` conditions evaluated for the platform. Works on bytes;
/// anything it does not know is skipped a byte at a time, so no input stops it.
struct SwiftLexer {
    let bytes: [UInt8]
    private(set) var tokens: [SwiftToken] = []
    private var evaluator: ConditionEvaluator

    init(_ bytes: [UInt8], platform: Platform) {
        self.bytes = bytes
        evaluator = ConditionEvaluator(platform: platform)
        tokens.reserveCapacity(bytes.count / 5)
    }

    mutating func lexAll() {
        lex(0..<bytes.count)
    }

    /// Appends the tokens of `range`.
    mutating func lex(_ range: Range<Int>) {
        var index = range.lowerBound
        var space = false, newline = false
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                (newline, space) = (true, true)
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                space = true
                index += 1
            case UInt8(ascii: "/") where index + 1 < range.upperBound && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                let end = bytes[index + 1] == UInt8(ascii: "/") ? lineEnd(from: index, limit: range.upperBound) : blockCommentEnd(from: index, limit: range.upperBound)
                if bytes[index..<end].contains(0x0A) { newline = true }
                space = true
                index = end
            default:
                let before = tokens.count
                index = token(at: index, limit: range.upperBound)
                if tokens.count > before {
                    tokens[before].newlineBefore = newline
                    tokens[before].spaceBefore = space
                    (newline, space) = (false, false)
                }
            }
        }
    }

    /// Lexes the token at `index` (not a space or comment); returns where the next one starts.
    private mutating func token(at index: Int, limit: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            return string(at: index, hashes: 0, limit: limit)
        case UInt8(ascii: "#"):
            return pound(at: index, limit: limit)
        case UInt8(ascii: "@"):
            let end = identifierEnd(from: index + 1, limit: limit)
            append(.attribute, index, end, name: (index + 1)..<end)
            return max(end, index + 1)
        case UInt8(ascii: "`"):
            var end = index + 1
            while end < limit, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
            append(.identifier, index, min(end + 1, limit), name: (index + 1)..<end)
            return min(end + 1, limit)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            append(.punctuation, index, index + 1)
            return index + 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var end = index + 1
            while end < limit, Self.isIdentifierByte(bytes[end]) || (bytes[end] == UInt8(ascii: ".") && end + 1 < limit && Self.isDigit(bytes[end + 1])) {
                end += 1
            }
            append(.number, index, end)
            return end
        default:
            if Self.isIdentifierStart(byte) {
                let end = identifierEnd(from: index, limit: limit)
                append(.identifier, index, end, name: index..<end)
                return end
            }
            return operatorToken(at: index, limit: limit)
        }
    }

    /// `.`, `?`, `!`, `??` and operator runs.
    private mutating func operatorToken(at index: Int, limit: Int) -> Int {
        let byte = bytes[index]
        let attached = index > 0 && !Self.isSpace(bytes[index - 1])
        if byte == UInt8(ascii: "."), !(index + 1 < limit && bytes[index + 1] == UInt8(ascii: ".")) {
            append(.punctuation, index, index + 1)
            return index + 1
        }
        if byte == UInt8(ascii: "?") {
            if index + 1 < limit, bytes[index + 1] == UInt8(ascii: "?") {
                append(.coalescing, index, index + 2)
                return index + 2
            }
            append(attached ? .punctuation : .ternary, index, index + 1)
            return index + 1
        }
        if byte == UInt8(ascii: "!"), attached, let last = tokens.last, [.identifier, .punctuation].contains(last.kind), last.end == index {
            append(.punctuation, index, index + 1)
            return index + 1
        }
        guard Self.isOperatorByte(byte) else { return index + 1 }
        var end = index + 1
        while end < limit, Self.isOperatorByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
            // A comment starts inside an operator run (`=//`): the run ends there.
            if bytes[end] == UInt8(ascii: "/"), end + 1 < limit, bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*") { break }
            end += 1
        }
        append(.operator, index, end)
        return end
    }

    private mutating func append(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, name: Range<Int>? = nil) {
        var token = SwiftToken(kind: kind, start: start, end: end)
        if let name { (token.nameStart, token.nameEnd) = (name.lowerBound, name.upperBound) }
        tokens.append(token)
    }

    mutating func appendToken(_ token: SwiftToken) {
        tokens.append(token)
    }

    /// `#if`…`#endif`, raw strings, `#/regex/#`, and pound words (`#available`).
    private mutating func pound(at index: Int, limit: Int) -> Int {
        var hashes = 0
        while index + hashes < limit, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = index + hashes
        if after < limit, bytes[after] == UInt8(ascii: "\"") { return string(at: after, hashes: hashes, limit: limit, from: index) }
        if after < limit, bytes[after] == UInt8(ascii: "/") {
            var end = after + 1
            while end < limit, !(bytes[end] == UInt8(ascii: "/") && end + 1 < limit && bytes[end + 1] == UInt8(ascii: "#")) { end += 1 }
            append(.string, index, min(end + 2, limit))
            return min(end + 2, limit)
        }
        let end = identifierEnd(from: after, limit: limit)
        let directive: SwiftToken.Directive? = switch String(decoding: bytes[after..<end], as: UTF8.self) {
        case "if": .if
        case "elseif": .elseif
        case "else": .else
        case "endif": .endif
        default: nil
        }
        guard let directive else {
            append(.pound, index, max(end, index + 1), name: after..<end)
            return max(end, index + 1)
        }
        return self.directive(directive, at: index, conditionFrom: end, limit: limit)
    }

    /// A directive and the value of its condition, read to the end of its line.
    private mutating func directive(_ directive: SwiftToken.Directive, at index: Int, conditionFrom start: Int, limit: Int) -> Int {
        let end = lineEnd(from: start, limit: limit)
        var condition = Condition.yes
        if directive == .if || directive == .elseif {
            let first = tokens.count
            lex(start..<end)
            condition = evaluator.evaluate(tokens[first...].map { Self.conditionToken($0, in: bytes) })
            tokens.removeSubrange(first...)
        }
        var token = SwiftToken(kind: .directive, start: index, end: end)
        (token.directive, token.condition) = (directive, condition)
        tokens.append(token)
        return end
    }

    private static func conditionToken(_ token: SwiftToken, in bytes: [UInt8]) -> ConditionToken {
        let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        switch token.kind {
        case .identifier, .number: return .word(text)
        case .punctuation where text == "(": return .open
        case .punctuation where text == ")": return .close
        case .punctuation where text == "," || text == ".": return .word(text)
        case .operator where text == "!": return .not
        case .operator where text == "&&": return .and
        case .operator where text == "||": return .or
        case .operator where text == ">=" || text == "<" || text == ">" || text == "<=": return .word(text)
        default: return .other
        }
    }
}
