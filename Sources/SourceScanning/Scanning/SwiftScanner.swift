import SymbolBase

/// Finds the symbols a Swift file asks for, from its tokens: a call's `systemName:`,
/// `systemImage:`, `systemSymbolName:` or `systemImageName:` argument (`UIImage(systemName:)`,
/// `Image(systemName:)`, `Label(_:systemImage:)`, `.init(systemName:)`, on one line or many);
/// `named:`, `decorative:`, `image:` and `Image(_:)` as names of the app's assets; cases of the
/// generated accessors. A literal name is a use; anything else given there (a variable, an
/// interpolation) is one use without a name. Each use carries the `#available` guarantee of
/// its place (`GuardScopes`); code that `#if` leaves out is not read for uses.
package struct SwiftScanner {
    /// The cases of the Swift accessors `export --swift` writes (`docOnDoc` → `doc.on.doc`).
    package struct Accessors: Sendable {
        package var typeName: String
        package var assets: [String: String]
        var lengths: Set<Int>

        package init(typeName: String, assets: [String: String]) {
            (self.typeName, self.assets) = (typeName, assets)
            lengths = Set(assets.keys.map(\.utf8.count))
        }
    }

    enum Label: Equatable {
        case none, other, system, named
    }

    /// An open `(`, `[`, `{` (or an interpolation), and the argument being read in it.
    struct Frame {
        var bracket: UInt8
        var isCall = false
        /// The name called (`UIImage` in `UIImage(`); -1 when it is not a name.
        var callee = -1
        var isImage = false
        var argumentIndex = 0
        var argument = Argument()
        /// A `{` that is an `if` block: what its `else` block is guaranteed (`#unavailable`).
        var isIfBlock = false
        var elseGuard: Version?
    }

    /// One argument of a call: its label, and the literals of its alternatives (`a ? "x" : "y"`,
    /// `name ?? "x"`).
    struct Argument {
        var tokens = 0
        var label = Label.none
        var labelToken = -1
        var start = -1
        var segmentTokens = 0
        var segmentLiteral = -1
        var literals: [Int] = []
        var nonLiteral = false
        var sawTernary = false

        mutating func closeSegment() {
            if segmentTokens == 1, segmentLiteral >= 0 {
                literals.append(segmentLiteral)
            } else if segmentTokens > 0 {
                nonLiteral = true
            }
            (segmentTokens, segmentLiteral) = (0, -1)
        }
    }

    let bytes: [UInt8]
    let tokens: [SwiftToken]
    let platform: Platform
    let accessors: Accessors?
    /// The app's helpers that pass a name on, for the second reading; nil in the first.
    let forwarders: SymbolForwarder.Index?
    var frames: [Frame] = []
    var guards = GuardScopes()
    var conditionals = ConditionalCompilation<Snapshot>()
    var pendingCondition: PendingCondition?
    var pendingAttribute: PendingAttribute?
    var elseState = ElseState.none
    var declarationPending = false
    var declarations = Declarations()
    var found: [FoundUse] = []
    var foundForwarders: [SymbolForwarder] = []

    /// The uses in `bytes`, in order.
    static func scan(_ bytes: [UInt8], platform: Platform, accessors: Accessors? = nil) -> [FoundUse] {
        read(bytes, platform: platform, accessors: accessors).uses
    }

    /// The uses in `bytes`, in order, and the helpers it declares that pass a name on; with
    /// `forwarders`, its calls to those helpers are uses too (marked `forwarded`).
    static func read(_ bytes: [UInt8], platform: Platform, accessors: Accessors? = nil,
                     forwarders: SymbolForwarder.Index? = nil) -> (uses: [FoundUse], forwarders: [SymbolForwarder]) {
        var lexer = SwiftLexer(bytes, platform: platform)
        lexer.lexAll()
        var scanner = SwiftScanner(bytes: bytes, tokens: lexer.tokens, platform: platform, accessors: accessors, forwarders: forwarders)
        var index = 0
        while index < scanner.tokens.count { index = scanner.step(index) }
        let previews = PreviewScopes.ranges(scanner.tokens, in: bytes)
        if !previews.isEmpty {
            for use in scanner.found.indices where PreviewScopes.contains(previews, scanner.found[use].offset) { scanner.found[use].inPreview = true }
        }
        return (scanner.found, scanner.foundForwarders)
    }

    /// Reads the token at `index`; returns the next one to read.
    mutating func step(_ index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .directive {
            directive(token)
            return index + 1
        }
        updateElseState(token)
        if !frames.isEmpty, frames[frames.count - 1].isCall, count(index) { return index + 1 }
        switch token.kind {
        case .punctuation: punctuation(index)
        case .interpolationOpen: frames.append(Frame(bracket: UInt8(ascii: "(")))
        case .interpolationClose: close(UInt8(ascii: "("), at: index)
        case .identifier: identifier(index)
        case .pound: return pound(index)
        case .attribute: return attribute(index)
        default: break
        }
        return index + 1
    }

    /// Counts the token into the argument of the innermost call; true when it was the colon
    /// after a label (nothing more to do with it).
    private mutating func count(_ index: Int) -> Bool {
        let token = tokens[index]
        let top = frames.count - 1
        if token.kind == .punctuation {
            switch bytes[token.start] {
            case UInt8(ascii: ","), UInt8(ascii: ")"): return false
            case UInt8(ascii: ":") where frames[top].argument.tokens == 1 && tokens[index - 1].kind == .identifier:
                frames[top].argument.label = label(tokens[index - 1])
                frames[top].argument.labelToken = index - 1
                (frames[top].argument.start, frames[top].argument.segmentTokens) = (-1, 0)
                return true
            case UInt8(ascii: ":"):
                frames[top].argument.closeSegment()
                return false
            default: break
            }
        }
        if token.kind == .ternary || token.kind == .coalescing {
            frames[top].argument.closeSegment()
            if token.kind == .ternary, !frames[top].argument.sawTernary {
                // What comes before the first `?` is the condition, not a name.
                (frames[top].argument.literals, frames[top].argument.nonLiteral, frames[top].argument.sawTernary) = ([], false, true)
            }
            return false
        }
        frames[top].argument.tokens += 1
        if frames[top].argument.start < 0 { frames[top].argument.start = index }
        frames[top].argument.segmentTokens += 1
        frames[top].argument.segmentLiteral = token.kind == .string && token.plain && frames[top].argument.segmentTokens == 1 ? index : -1
        return false
    }

    private mutating func punctuation(_ index: Int) {
        let byte = bytes[tokens[index].start]
        switch byte {
        case UInt8(ascii: "("): open(index)
        case UInt8(ascii: "["): frames.append(Frame(bracket: byte))
        case UInt8(ascii: "{"): openBlock()
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): close(byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte - 2, at: index)
        case UInt8(ascii: ","):
            guard !frames.isEmpty, frames[frames.count - 1].isCall else { return }
            finishArgument(endingAt: index)
            frames[frames.count - 1].argumentIndex += 1
        case UInt8(ascii: ":"), UInt8(ascii: ";"):
            declarationPending = false
            if byte == UInt8(ascii: ";"), let attribute = pendingAttribute, attribute.depth == frames.count, attribute.sawDeclaration { pendingAttribute = nil }
        default: break
        }
    }

    /// A `(`: a call when a name (or `)`, `]`, `>`, `?`, `!`) comes right before it, and no
    /// declaration (`func f(`, `init(`, `case a(`) is being read.
    private mutating func open(_ index: Int) {
        var frame = Frame(bracket: UInt8(ascii: "("))
        if index > 0, !tokens[index].spaceBefore {
            let previous = tokens[index - 1]
            switch previous.kind {
            case .identifier where !Keyword.of(previous, in: bytes).isNotCallee:
                (frame.isCall, frame.callee) = (true, index - 1)
                frame.isImage = Keyword.matches(previous, Keyword.image, in: bytes)
                    && !(index > 1 && isPunctuation(tokens[index - 2], ".") && index > 2 && !Keyword.matches(tokens[index - 3], Keyword.swiftUI, in: bytes))
            case .punctuation:
                frame.isCall = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[previous.start])
            case .operator:
                frame.isCall = bytes[previous.end - 1] == UInt8(ascii: ">")
            default: break
            }
        }
        if declarationPending {
            openParameters(index)
            frame.isCall = false
            declarationPending = false
        }
        frames.append(frame)
    }

    /// Closes the innermost frame opened by `bracket` (and any left open inside it).
    mutating func close(_ bracket: UInt8, at index: Int) {
        guard frames.last?.bracket == bracket || frames.contains(where: { $0.bracket == bracket }) else { return }
        while !frames.isEmpty {
            let top = frames.count - 1
            if frames[top].isCall { finishArgument(endingAt: index) }
            let (closed, isIfBlock, elseGuard) = (frames[top].bracket, frames[top].isIfBlock, frames[top].elseGuard)
            frames.removeLast()
            if closed == UInt8(ascii: "(") { closeParameters(depth: top, at: index) }
            if closed == UInt8(ascii: "{") {
                closeDeclarations(from: top)
                guards.close()
                if isIfBlock { elseState = .afterIf(elseGuard) }
            }
            if closed == bracket { break }
        }
        if let attribute = pendingAttribute, frames.count < attribute.depth { pendingAttribute = nil }
    }

    func isPunctuation(_ token: SwiftToken, _ character: Unicode.Scalar) -> Bool {
        token.kind == .punctuation && bytes[token.start] == UInt8(ascii: character)
    }

    private func label(_ token: SwiftToken) -> Label {
        if Keyword.systemLabels.contains(where: { Keyword.matches(token, $0, in: bytes) }) { return .system }
        if Keyword.namedLabels.contains(where: { Keyword.matches(token, $0, in: bytes) }) { return .named }
        return .other
    }
}
