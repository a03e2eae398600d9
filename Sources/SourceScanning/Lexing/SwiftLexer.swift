import SymbolBase

/// Splits Swift source into tokens, one at a time (`next()`), in one pass over the bytes:
/// comments (`//`, nested `/* */`) left out; a string literal (`"…"`, multi-line `"""…"""`,
/// raw `#"…"#`) handed over as one token, then each of its interpolations (`\(…)`, `\#(…)`) as
/// code between an open and a close token; `#if` conditions evaluated for the platform.
/// Nesting (a string in an interpolation in a string …) is an explicit stack, not recursion;
/// past `ScanStop.interpolations` levels the lexer stops and says where (`stop`). Anything it
/// does not know is skipped a byte at a time, so no input stops it otherwise.
struct SwiftLexer {
    /// A string literal being read, and the interpolation open in it.
    struct Literal {
        var start: Int
        var hashes: Int
        var multiline: Bool
        var contentStart: Int
        var escaped = false
        /// Its token was handed over (at its first interpolation).
        var handedOver = false
        var newlineBefore: Bool
        var spaceBefore: Bool
        /// Inside an interpolation's code, and the parentheses open there.
        var inCode = false
        var parentheses = 0
    }

    let bytes: [UInt8]
    let limit: Int
    var index: Int
    private var evaluator: ConditionEvaluator
    /// `#if` lines are directives (false for the lexer of a condition itself).
    private let readsDirectives: Bool
    var literals: [Literal] = []
    /// Tokens read and not handed over yet (two at most: a string and its first interpolation).
    var queued = TokenPair()
    var space = false, newline = false
    private var previousKind: SwiftToken.Kind?
    private var previousEnd = 0
    /// Where it stopped before the end, and why.
    var stop: ScanStop?

    init(_ bytes: [UInt8], platform: Platform) {
        self.init(bytes, range: 0..<bytes.count, platform: platform, readsDirectives: true)
    }

    private init(_ bytes: [UInt8], range: Range<Int>, platform: Platform, readsDirectives: Bool) {
        self.bytes = bytes
        (index, limit) = (range.lowerBound, range.upperBound)
        evaluator = ConditionEvaluator(platform: platform)
        self.readsDirectives = readsDirectives
    }

    /// A condition read so far had a different value on another platform.
    var dependsOnPlatform: Bool { evaluator.dependsOnPlatform }

    /// Every token of `bytes` (for small files read whole: `Package.swift`).
    static func tokens(of bytes: [UInt8], platform: Platform) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes, platform: platform)
        var tokens: [SwiftToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token; nil at the end (or where the lexer stopped).
    mutating func next() -> SwiftToken? {
        while queued.isEmpty {
            guard stop == nil else { return nil }
            if let top = literals.last, !top.inCode {
                readString()
                continue
            }
            guard skipSpace() else {
                guard !literals.isEmpty else { return nil }
                finishAtEnd()
                continue
            }
            readToken()
        }
        let token = queued.removeFirst()
        (previousKind, previousEnd) = (token.kind, token.end)
        return token
    }

    /// Skips whitespace and comments, noting line breaks; false at the end.
    private mutating func skipSpace() -> Bool {
        while index < limit {
            switch bytes[index] {
            case 0x0A:
                (newline, space) = (true, true)
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                space = true
                index += 1
            case UInt8(ascii: "/") where index + 1 < limit && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                let end = bytes[index + 1] == UInt8(ascii: "/") ? lineEnd(from: index, limit: limit) : blockCommentEnd(from: index, limit: limit)
                if bytes[index..<end].contains(0x0A) { newline = true }
                space = true
                index = end
            default:
                return true
            }
        }
        return false
    }

    /// The token at `index` (not a space or comment), or the end of an interpolation.
    private mutating func readToken() {
        let byte = bytes[index]
        if !literals.isEmpty {
            let top = literals.count - 1
            if byte == UInt8(ascii: "(") {
                literals[top].parentheses += 1
            } else if byte == UInt8(ascii: ")") {
                if literals[top].parentheses == 0 {
                    emit(SwiftToken(kind: .interpolationClose, start: index, end: index), flags: false)
                    literals[top].inCode = false
                    index += 1
                    return
                }
                literals[top].parentheses -= 1
            }
        }
        index = token(at: index)
    }

    /// Hands `token` over with the whitespace seen before it (none for `flags: false`).
    private mutating func emit(_ token: SwiftToken, flags: Bool = true) {
        var token = token
        if flags { (token.newlineBefore, token.spaceBefore) = (newline, space) }
        (newline, space) = (false, false)
        queued.append(token)
    }

    /// Lexes the token at `index`; returns where the next one starts.
    private mutating func token(at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            return openString(at: index, hashes: 0, from: index)
        case UInt8(ascii: "#"):
            return pound(at: index)
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
            return operatorToken(at: index)
        }
    }

    /// `.`, `?`, `!`, `??` and operator runs.
    private mutating func operatorToken(at index: Int) -> Int {
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
        if byte == UInt8(ascii: "!"), attached, let last = lastKind, last == .identifier || last == .punctuation, lastEnd == index {
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

    /// The kind and end of the token handed over last, or queued last.
    private var lastKind: SwiftToken.Kind? { queued.last?.kind ?? previousKind }
    private var lastEnd: Int { queued.last?.end ?? previousEnd }

    private mutating func append(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, name: Range<Int>? = nil) {
        var token = SwiftToken(kind: kind, start: start, end: end)
        if let name { (token.nameStart, token.nameEnd) = (name.lowerBound, name.upperBound) }
        emit(token)
    }

    /// `#if`…`#endif`, raw strings, `#/regex/#`, and pound words (`#available`).
    private mutating func pound(at index: Int) -> Int {
        var hashes = 0
        while index + hashes < limit, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = index + hashes
        if after < limit, bytes[after] == UInt8(ascii: "\"") { return openString(at: after, hashes: hashes, from: index) }
        if after < limit, bytes[after] == UInt8(ascii: "/") {
            var end = after + 1
            while end < limit, !(bytes[end] == UInt8(ascii: "/") && end + 1 < limit && bytes[end + 1] == UInt8(ascii: "#")) { end += 1 }
            append(.string, index, min(end + 2, limit))
            return min(end + 2, limit)
        }
        let end = identifierEnd(from: after, limit: limit)
        let directive: SwiftToken.Directive? = switch readsDirectives ? String(decoding: bytes[after..<end], as: UTF8.self) : "" {
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
        return self.directive(directive, at: index, conditionFrom: end)
    }

    /// A directive and the value of its condition, read to the end of its line (by a lexer of
    /// that line alone, which reads no directive in it).
    private mutating func directive(_ directive: SwiftToken.Directive, at index: Int, conditionFrom start: Int) -> Int {
        let end = lineEnd(from: start, limit: limit)
        var condition = Condition.yes
        if directive == .if || directive == .elseif {
            var line = SwiftLexer(bytes, range: start..<end, platform: evaluator.platform, readsDirectives: false)
            var words: [ConditionToken] = []
            while let token = line.next() { words.append(Self.conditionToken(token, in: bytes)) }
            condition = line.stop == nil ? evaluator.evaluate(words) : .unknown
        }
        var token = SwiftToken(kind: .directive, start: index, end: end)
        (token.directive, token.condition) = (directive, condition)
        emit(token)
        return end
    }

    private static func conditionToken(_ token: SwiftToken, in bytes: [UInt8]) -> ConditionToken {
        let text = String(decoding: bytes[token.start..<max(token.start, token.end)], as: UTF8.self)
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
