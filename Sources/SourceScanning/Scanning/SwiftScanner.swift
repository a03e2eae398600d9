import SymbolBase

/// Finds the symbols a Swift file asks for, from its tokens: a call's `systemName:`,
/// `systemImage:`, `systemSymbolName:` or `systemImageName:` argument (`UIImage(systemName:)`,
/// `Image(systemName:)`, `Label(_:systemImage:)`, `.init(systemName:)`, on one line or many);
/// `named:`, `decorative:`, `image:` and `Image(_:)` as names of the app's assets; cases of the
/// generated accessors. A literal name is a use; anything else given there (a variable, an
/// interpolation) is one use without a name. Each use carries the `#available` guarantee of
/// its place (`GuardScopes`); code that `#if` leaves out is not read for uses.
///
/// One pass, token by token as the lexer hands them over: what it keeps is the brackets open
/// (each with the call and argument being read), the few tokens before the current one, and
/// what a declaration's parameter list holds — never the file's tokens. Past
/// `ScanStop.brackets` open brackets or `ScanStop.conditionals` open `#if` blocks it stops and
/// says where.
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

    /// What a reading found: the uses in order, the helpers that pass a name on, and where it
    /// stopped when it did not read to the end.
    struct Reading {
        var uses: [FoundUse]
        var forwarders: [SymbolForwarder]
        var stop: ScanStop?
        /// Something read (an `#if` condition, an availability) has another value on another
        /// platform: the file must be read again for each.
        var dependsOnPlatform: Bool
    }

    enum Label: Equatable {
        case none, other, system, named
    }

    /// The name a call's `(` follows, with what comes before it (`UIImage.init(`, `.init(`,
    /// `self.init(`).
    struct Callee {
        var name: SwiftToken
        /// A `.` comes right before the name.
        var dotted = false
        /// The name before that `.`, when it is a name.
        var owner: SwiftToken?
    }

    /// An open `(`, `[`, `{` (or an interpolation), and the argument being read in it.
    struct Frame {
        var bracket: UInt8
        var isCall = false
        var callee: Callee?
        var isImage = false
        var argumentIndex = 0
        var argument = Argument()
        /// A `{` that is an `if` block: what its `else` block is guaranteed (`#unavailable`).
        var isIfBlock = false
        var elseGuard: Version?
        /// How many of the frames open, this one included, each bracket opened (`(`, `[`, `{`).
        var open: SIMD4<Int32> = .zero
    }

    /// One argument of a call: its label, and the literals of its alternatives (`a ? "x" : "y"`,
    /// `name ?? "x"`).
    struct Argument {
        var tokens = 0
        var label = Label.none
        var labelToken: SwiftToken?
        /// Its first token after the label, and that token's place in the file's tokens.
        var start: SwiftToken?
        var startOrdinal = -1
        var segmentTokens = 0
        var segmentLiteral: SwiftToken?
        var literals: [SwiftToken] = []
        var nonLiteral = false
        var sawTernary = false

        mutating func closeSegment() {
            if segmentTokens == 1, let literal = segmentLiteral {
                literals.append(literal)
            } else if segmentTokens > 0 {
                nonLiteral = true
            }
            (segmentTokens, segmentLiteral) = (0, nil)
        }
    }

    let bytes: [UInt8]
    let platform: Platform
    let accessors: Accessors?
    /// The app's helpers that pass a name on, for the second reading; nil in the first.
    let forwarders: SymbolForwarder.Index?
    var lexer: SwiftLexer
    /// The last four tokens read, the current one at `newest`.
    var recent = [SwiftToken](repeating: SwiftToken(kind: .punctuation, start: 0, end: 0), count: 4)
    var newest = 3
    /// The current token's place in the file's tokens.
    var ordinal = -1
    var pushedBack: SwiftToken?
    var frames = BranchStack<Frame>()
    var guards = GuardScopes()
    var conditionals = ConditionalCompilation<Pending>()
    var pendingCondition: PendingCondition?
    var pendingAttribute: PendingAttribute?
    var elseState = ElseState.none
    var declarationPending = false
    var declarations = Declarations()
    /// The tokens of the parameter list being read (a declaration's), while one is.
    var parameterTokens: [SwiftToken]?
    var previews = PreviewScopes()
    var found: [FoundUse] = []
    var foundForwarders: [SymbolForwarder] = []
    var stop: ScanStop?
    /// An availability condition or attribute was read.
    var readsAvailability = false

    private init(bytes: [UInt8], platform: Platform, accessors: Accessors?, forwarders: SymbolForwarder.Index?) {
        (self.bytes, self.platform, self.accessors, self.forwarders) = (bytes, platform, accessors, forwarders)
        lexer = SwiftLexer(bytes, platform: platform)
    }

    /// The uses in `bytes`, in order.
    static func scan(_ bytes: [UInt8], platform: Platform, accessors: Accessors? = nil) -> [FoundUse] {
        read(bytes, platform: platform, accessors: accessors).uses
    }

    /// The uses in `bytes`, in order, and the helpers it declares that pass a name on; with
    /// `forwarders`, its calls to those helpers are uses too (marked `forwarded`).
    static func read(_ bytes: [UInt8], platform: Platform, accessors: Accessors? = nil, forwarders: SymbolForwarder.Index? = nil) -> Reading {
        var scanner = SwiftScanner(bytes: bytes, platform: platform, accessors: accessors, forwarders: forwarders)
        while scanner.stop == nil, let token = scanner.nextToken() {
            scanner.step(token)
            if scanner.found.count > ScanStop.uses {
                scanner.found.removeLast(scanner.found.count - ScanStop.uses)
                scanner.stop = .tooManyUses(at: token.start)
            }
        }
        let stop = scanner.stop ?? scanner.lexer.stop
        let previews = scanner.previews.ranges
        if !previews.isEmpty {
            for use in scanner.found.indices where PreviewScopes.contains(previews, scanner.found[use].offset) { scanner.found[use].inPreview = true }
        }
        return Reading(uses: scanner.found, forwarders: scanner.foundForwarders, stop: stop,
                       dependsOnPlatform: scanner.readsAvailability || scanner.lexer.dependsOnPlatform)
    }

    /// Reads `token`, the current one.
    mutating func step(_ token: SwiftToken) {
        if token.kind == .directive {
            directive(token)
            return
        }
        updateElseState(token)
        if !frames.isEmpty, frames.top.isCall, count(token) { return }
        switch token.kind {
        case .punctuation: punctuation(token)
        case .interpolationOpen: push(Frame(bracket: UInt8(ascii: "(")), at: token)
        case .interpolationClose: close(UInt8(ascii: "("), at: token)
        case .identifier: identifier(token)
        case .pound: pound(token)
        case .attribute: attribute(token)
        default: break
        }
    }

    /// Counts the token into the argument of the innermost call; true when it was the colon
    /// after a label (nothing more to do with it).
    private mutating func count(_ token: SwiftToken) -> Bool {
        if token.kind == .punctuation {
            switch bytes[token.start] {
            case UInt8(ascii: ","), UInt8(ascii: ")"): return false
            case UInt8(ascii: ":") where frames.top.argument.tokens == 1 && previous(1)?.kind == .identifier:
                let labelToken = previous(1)!
                frames.top.argument.label = label(labelToken)
                frames.top.argument.labelToken = labelToken
                (frames.top.argument.start, frames.top.argument.startOrdinal, frames.top.argument.segmentTokens) = (nil, -1, 0)
                return true
            case UInt8(ascii: ":"):
                frames.top.argument.closeSegment()
                return false
            default: break
            }
        }
        if token.kind == .ternary || token.kind == .coalescing {
            frames.top.argument.closeSegment()
            if token.kind == .ternary, !frames.top.argument.sawTernary {
                // What comes before the first `?` is the condition, not a name.
                (frames.top.argument.literals, frames.top.argument.nonLiteral, frames.top.argument.sawTernary) = ([], false, true)
            }
            return false
        }
        frames.top.argument.tokens += 1
        if frames.top.argument.start == nil { (frames.top.argument.start, frames.top.argument.startOrdinal) = (token, ordinal) }
        frames.top.argument.segmentTokens += 1
        frames.top.argument.segmentLiteral = token.kind == .string && token.plain && frames.top.argument.segmentTokens == 1 ? token : nil
        return false
    }

    private mutating func punctuation(_ token: SwiftToken) {
        let byte = bytes[token.start]
        switch byte {
        case UInt8(ascii: "("): open(token)
        case UInt8(ascii: "["): push(Frame(bracket: byte), at: token)
        case UInt8(ascii: "{"): openBlock(token)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): close(byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte - 2, at: token)
        case UInt8(ascii: ","):
            guard !frames.isEmpty, frames.top.isCall else { return }
            finishArgument(endingAt: token)
            frames.top.argumentIndex += 1
        case UInt8(ascii: ":"), UInt8(ascii: ";"):
            declarationPending = false
            if byte == UInt8(ascii: ";"), let attribute = pendingAttribute, attribute.depth == frames.count, attribute.sawDeclaration { pendingAttribute = nil }
        default: break
        }
    }

    /// A `(`: a call when a name (or `)`, `]`, `>`, `?`, `!`) comes right before it, and no
    /// declaration (`func f(`, `init(`, `case a(`) is being read.
    private mutating func open(_ token: SwiftToken) {
        var frame = Frame(bracket: UInt8(ascii: "("))
        if !token.spaceBefore, let before = previous(1) {
            switch before.kind {
            case .identifier where !Keyword.of(before, in: bytes).isNotCallee:
                let dotted = previous(2).map { isPunctuation($0, ".") } ?? false
                let owner = dotted ? previous(3).flatMap { $0.kind == .identifier ? $0 : nil } : nil
                (frame.isCall, frame.callee) = (true, Callee(name: before, dotted: dotted, owner: owner))
                frame.isImage = Keyword.matches(before, Keyword.image, in: bytes)
                    && !(dotted && previous(3).map { !Keyword.matches($0, Keyword.swiftUI, in: bytes) } == true)
            case .punctuation:
                frame.isCall = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[before.start])
            case .operator:
                frame.isCall = bytes[before.end - 1] == UInt8(ascii: ">")
            default: break
            }
        }
        if declarationPending {
            openParameters()
            frame.isCall = false
            declarationPending = false
        }
        push(frame, at: token)
    }

    /// Opens `frame`; past `ScanStop.brackets` the reading stops there.
    mutating func push(_ frame: Frame, at token: SwiftToken) {
        guard frames.count < ScanStop.brackets else {
            stop = .nesting("brackets", limit: ScanStop.brackets, at: token.start)
            return
        }
        let open = (frames.isEmpty ? .zero : frames.top.open) &+ Self.unit(frame.bracket)
        frames.push(frame)
        frames.top.open = open
    }

    private static func unit(_ bracket: UInt8) -> SIMD4<Int32> {
        switch bracket {
        case UInt8(ascii: "("): SIMD4(1, 0, 0, 0)
        case UInt8(ascii: "["): SIMD4(0, 1, 0, 0)
        default: SIMD4(0, 0, 1, 0)
        }
    }

    /// Closes the innermost frame opened by `bracket` (and any left open inside it).
    mutating func close(_ bracket: UInt8, at token: SwiftToken) {
        guard !frames.isEmpty, frames.top.bracket == bracket || (frames.top.open &* Self.unit(bracket)).wrappedSum() > 0 else { return }
        while !frames.isEmpty {
            let top = frames.count - 1
            if frames.top.isCall { finishArgument(endingAt: token) }
            let (closed, isIfBlock, elseGuard) = (frames.top.bracket, frames.top.isIfBlock, frames.top.elseGuard)
            frames.pop()
            if closed == UInt8(ascii: "(") { closeParameters(depth: top) }
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
