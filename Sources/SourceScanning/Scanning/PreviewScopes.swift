import SymbolBase

/// SwiftUI previews: code that Xcode's canvas runs and a user's device never does — the body of
/// a `#Preview` macro (`#Preview("Dark") { … }`) and of a type declared, or extended, as a
/// `PreviewProvider` (its `previews`, and anything else in it).
enum PreviewScopes {
    private static let preview = Array("Preview".utf8)
    private static let provider = Array("PreviewProvider".utf8)
    private static let typeWords = ["struct", "class", "enum", "extension", "actor"].map { Array($0.utf8) }

    /// The byte ranges of the previews among `tokens`, in order.
    static func ranges(_ tokens: [SwiftToken], in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var body: Int?
            if token.kind == .pound, Keyword.matches(token, preview, in: bytes) {
                body = macroBody(after: index + 1, tokens, bytes)
            } else if token.kind == .identifier, typeWords.contains(where: { Keyword.matches(token, $0, in: bytes) }) {
                body = providerBody(after: index + 1, tokens, bytes)
            }
            if let open = body, let close = matching(open, tokens, bytes) {
                ranges.append(tokens[open].start..<tokens[close].end)
                index = close + 1
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// Whether `offset` is inside one of `ranges` (sorted, not overlapping).
    static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    /// The `{` of `#Preview(…) {`: after its arguments, when it has some.
    private static func macroBody(after start: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int? {
        var index = start
        if index < tokens.count, isPunctuation(tokens[index], "(", bytes) {
            guard let close = matching(index, tokens, bytes) else { return nil }
            index = close + 1
        }
        return index < tokens.count && isPunctuation(tokens[index], "{", bytes) ? index : nil
    }

    /// The `{` of a type whose header (`struct X: PreviewProvider`) names `PreviewProvider`.
    private static func providerBody(after start: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int? {
        var conforms = false
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, "{", bytes) { return conforms ? index : nil }
            if token.kind == .directive || isPunctuation(token, ";", bytes) || isPunctuation(token, "}", bytes) { return nil }
            if token.kind == .identifier, Keyword.matches(token, provider, in: bytes) { conforms = true }
            index += 1
        }
        return nil
    }

    /// The bracket that closes the one opened at `open` (`(` or `{`).
    private static func matching(_ open: Int, _ tokens: [SwiftToken], _ bytes: [UInt8]) -> Int? {
        let opening = bytes[tokens[open].start]
        let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            let byte = bytes[tokens[index].start]
            if byte == opening { depth += 1 } else if byte == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func isPunctuation(_ token: SwiftToken, _ character: Unicode.Scalar, _ bytes: [UInt8]) -> Bool {
        token.kind == .punctuation && bytes[token.start] == UInt8(ascii: character)
    }
}
