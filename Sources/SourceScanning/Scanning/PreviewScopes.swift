import SymbolBase

/// SwiftUI previews: code that Xcode's canvas runs and a user's device never does — the body of
/// a `#Preview` macro (`#Preview("Dark") { … }`) and of a type declared, or extended, as a
/// `PreviewProvider` (its `previews`, and anything else in it). Read token by token as the
/// scanner reads them (every token once, whatever `#if` says), so a file of unclosed previews
/// costs no more than any other; a body still open at the end of the file is no preview.
struct PreviewScopes {
    private enum State {
        case idle
        /// After `#Preview`: its arguments or its body come next.
        case macro
        case macroArguments(depth: Int)
        case afterArguments
        /// After `struct`, `extension`, …: its header up to its `{`, and whether it names `PreviewProvider`.
        case header(conforms: Bool)
        case body(depth: Int, start: Int)
    }

    private static let preview = Array("Preview".utf8)
    private static let provider = Array("PreviewProvider".utf8)
    private static let typeWords = ["struct", "class", "enum", "extension", "actor"].map { Array($0.utf8) }

    private var state = State.idle
    /// The byte ranges of the previews read so far, in order.
    private(set) var ranges: [Range<Int>] = []

    mutating func read(_ token: SwiftToken, in bytes: [UInt8]) {
        let punctuation = token.kind == .punctuation ? bytes[token.start] : 0
        switch state {
        case .body(let depth, let start):
            if punctuation == UInt8(ascii: "{") { state = .body(depth: depth + 1, start: start) }
            if punctuation == UInt8(ascii: "}") {
                if depth == 1 {
                    ranges.append(start..<token.end)
                    state = .idle
                } else {
                    state = .body(depth: depth - 1, start: start)
                }
            }
            return
        case .macro:
            if punctuation == UInt8(ascii: "(") { state = .macroArguments(depth: 1); return }
            if punctuation == UInt8(ascii: "{") { state = .body(depth: 1, start: token.start); return }
            state = .idle
        case .macroArguments(let depth):
            if punctuation == UInt8(ascii: "(") { state = .macroArguments(depth: depth + 1) }
            if punctuation == UInt8(ascii: ")") { state = depth == 1 ? .afterArguments : .macroArguments(depth: depth - 1) }
            return
        case .afterArguments:
            if punctuation == UInt8(ascii: "{") { state = .body(depth: 1, start: token.start); return }
            state = .idle
        case .header(let conforms):
            if punctuation == UInt8(ascii: "{") {
                state = conforms ? .body(depth: 1, start: token.start) : .idle
            } else if token.kind == .directive || punctuation == UInt8(ascii: ";") || punctuation == UInt8(ascii: "}") {
                state = .idle
            } else if token.kind == .identifier, Keyword.matches(token, Self.provider, in: bytes) {
                state = .header(conforms: true)
            }
            return
        case .idle:
            break
        }
        if token.kind == .pound, Keyword.matches(token, Self.preview, in: bytes) {
            state = .macro
        } else if token.kind == .identifier, Self.typeWords.contains(where: { Keyword.matches(token, $0, in: bytes) }) {
            state = .header(conforms: false)
        }
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
}
