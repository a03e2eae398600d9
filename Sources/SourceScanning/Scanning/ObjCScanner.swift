import SymbolBase

/// Finds the symbols an Objective-C file asks for: the argument of `systemImageNamed:`
/// (`[UIImage systemImageNamed:@"…"]`, `…withConfiguration:`) and `imageWithSystemSymbolName:`
/// (`NSImage`); `imageNamed:` as a name of the app's assets. A literal `@"…"` is a use, other
/// code one use without a name; a method declaration or `@selector(…)` is none. Blocks after
/// `if (@available(iOS 17, *))` and bodies after `API_AVAILABLE(ios(17.0))` are guarded;
/// code that `#if 0` leaves out is not read.
///
/// One pass, token by token, with a look a few tokens ahead (at most `lookahead`: an
/// argument's text is shown cut at 60 characters); past `ScanStop.brackets` open braces or
/// `ScanStop.conditionals` open `#if` blocks it stops and says where.
struct ObjCScanner {
    private let bytes: [UInt8]
    private let platform: Platform
    private var lexer: ObjCLexer
    /// Tokens read ahead of the current one.
    private var ahead: [ObjCToken] = []
    private var aheadStart = 0
    private var previous: ObjCToken?
    private var current: ObjCToken?
    private var guards = GuardScopes()
    private var conditionals = ConditionalCompilation<Int>()
    private var braces: Int { guards.depth }
    private var parens = 0
    /// An `if (` whose condition has `@available`: its block opens at these depths.
    private var pendingIf: (braces: Int, parens: Int, version: Version?)?
    /// `API_AVAILABLE(ios(…))` before a method: its body opens at this depth.
    private var pendingAttribute: (braces: Int, version: Version)?
    private var found: [FoundUse] = []
    private var stop: ScanStop?
    private var readsAvailability = false

    private static let systemSelectors = ["systemImageNamed", "imageWithSystemSymbolName"].map { Array($0.utf8) }
    private static let namedSelector = Array("imageNamed".utf8)
    /// How far an argument is read ahead for its text: more tokens than the 60 characters shown.
    private static let lookahead = 64

    static func scan(_ bytes: [UInt8], platform: Platform) -> [FoundUse] {
        read(bytes, platform: platform).uses
    }

    /// The uses in `bytes`, where it stopped when it did not read to the end, and whether
    /// something read has another value on another platform (an `#if`, an availability).
    static func read(_ bytes: [UInt8], platform: Platform) -> (uses: [FoundUse], stop: ScanStop?, dependsOnPlatform: Bool) {
        var scanner = ObjCScanner(bytes: bytes, platform: platform)
        while scanner.stop == nil, let token = scanner.next() {
            scanner.step(token)
            if scanner.found.count > ScanStop.uses {
                scanner.found.removeLast(scanner.found.count - ScanStop.uses)
                scanner.stop = .tooManyUses(at: token.start)
            }
        }
        return (scanner.found, scanner.stop, scanner.readsAvailability || scanner.lexer.dependsOnPlatform)
    }

    private init(bytes: [UInt8], platform: Platform) {
        (self.bytes, self.platform) = (bytes, platform)
        lexer = ObjCLexer(bytes, platform: platform)
    }

    /// The next token, which becomes the current one.
    private mutating func next() -> ObjCToken? {
        let token: ObjCToken?
        if aheadStart < ahead.count {
            token = ahead[aheadStart]
            aheadStart += 1
            if aheadStart == ahead.count { (ahead, aheadStart) = ([], 0) }
        } else {
            token = lexer.next()
        }
        (previous, current) = (current, token)
        return token
    }

    /// The token `distance` after the current one (1: the next), read ahead; nil past the end.
    private mutating func peek(_ distance: Int) -> ObjCToken? {
        while ahead.count - aheadStart < distance {
            guard let token = lexer.next() else { return nil }
            ahead.append(token)
        }
        return ahead[aheadStart + distance - 1]
    }

    private mutating func step(_ token: ObjCToken) {
        switch token.kind {
        case .directive: directive(token)
        case .punctuation: punctuation(bytes[token.start], token)
        case .attribute where word(token) == "selector": _ = parenthesized()
        case .attribute where word(token) == "available":
            raisePendingIf(to: availability())
        case .identifier:
            identifier(token)
        default: break
        }
    }

    private mutating func punctuation(_ byte: UInt8, _ token: ObjCToken) {
        switch byte {
        case UInt8(ascii: "("): parens += 1
        case UInt8(ascii: ")"): parens = max(0, parens - 1)
        case UInt8(ascii: "{"):
            if let pending = pendingIf, pending.braces == braces, pending.parens == parens {
                guards.open(guardedBy: pending.version)
                pendingIf = nil
            } else if let pending = pendingAttribute, pending.braces == braces {
                guards.open(guardedBy: pending.version)
                pendingAttribute = nil
            } else {
                guards.open()
            }
            if braces > ScanStop.brackets { stop = .nesting("braces", limit: ScanStop.brackets, at: token.start) }
        case UInt8(ascii: "}"):
            guards.close()
        case UInt8(ascii: ";"):
            if pendingAttribute?.braces == braces { pendingAttribute = nil }
            if pendingIf?.braces == braces, pendingIf?.parens == parens { pendingIf = nil }
        default: break
        }
    }

    private mutating func identifier(_ token: ObjCToken) {
        let name = bytes[token.nameStart..<token.nameEnd]
        if name.elementsEqual("if".utf8) {
            pendingIf = (braces, parens, nil)
        } else if name.elementsEqual("__builtin_available".utf8) {
            raisePendingIf(to: availability())
        } else if name.elementsEqual("API_AVAILABLE".utf8) {
            if let version = availability() { pendingAttribute = (braces, version) }
        } else if let colon = peek(1), isPunctuation(colon, ":") {
            if Self.systemSelectors.contains(where: { name.elementsEqual($0) }) {
                argument(of: token, kind: .system)
            } else if name.elementsEqual(Self.namedSelector) {
                argument(of: token, kind: .named)
            }
        }
    }

    /// The argument after `selector:` (the current token).
    private mutating func argument(of selector: ObjCToken, kind: SymbolUse.Kind) {
        guard conditionals.active, let value = peek(2) else { return }
        // `- (UIImage *)systemImageNamed:(NSString *)name` declares it; `@selector(systemImageNamed:)` names it.
        if let previous, isPunctuation(previous, ")"), isPunctuation(value, "(") { return }
        if isPunctuation(value, ")") { return }
        let receiver = previous.map { $0.kind == .identifier ? word($0) : "…" } ?? "…"
        let api = "[\(receiver) \(word(selector)):]"
        let guarded = GuardScopes.later(guards.current, pendingAttribute?.version)
        if value.kind == .string, value.plain, endsArgument(3) {
            found.append(FoundUse(name: String(decoding: bytes[value.nameStart..<value.nameEnd], as: UTF8.self), kind: kind, api: api,
                                  offset: value.start, guarded: guarded))
        } else if kind == .system {
            var distance = 2
            var depth = 0
            var stopOffset: Int?
            while distance <= Self.lookahead + 2, let token = peek(distance) {
                let byte = token.kind == .punctuation ? bytes[token.start] : 0
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    if depth == 0 { stopOffset = token.start; break }
                    depth -= 1
                }
                if depth == 0, byte == UInt8(ascii: ";") || endsArgument(distance) && distance > 2 { stopOffset = token.start; break }
                distance += 1
            }
            let stop = stopOffset ?? peek(distance)?.start ?? bytes.count
            found.append(FoundUse(name: nil, expression: expressionText(bytes, value.start..<max(value.start, stop)), kind: kind, api: api,
                                  offset: value.start, guarded: guarded))
        }
    }

    /// Whether the argument is over at the token `distance` after the current one: a `]`, `)`,
    /// `,`, `;` or the next part of the selector.
    private mutating func endsArgument(_ distance: Int) -> Bool {
        guard let token = peek(distance) else { return true }
        if token.kind == .identifier { return peek(distance + 1).map { isPunctuation($0, ":") } ?? false }
        return token.kind == .punctuation && [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ";")].contains(bytes[token.start])
    }

    /// The version of `@available(iOS 17.0, *)`, `__builtin_available(…)` or
    /// `API_AVAILABLE(ios(17.0), macos(14.0))` on the platform, its parentheses read.
    private mutating func availability() -> Version? {
        let tokens = parenthesized()
        var entries: [(platform: String, version: Version?)] = []
        var cursor = 0
        while cursor < tokens.count {
            if tokens[cursor].kind == .identifier {
                var versionToken = cursor + 1
                if versionToken < tokens.count, isPunctuation(tokens[versionToken], "(") { versionToken += 1 }
                if versionToken < tokens.count, tokens[versionToken].kind == .number {
                    let text = String(decoding: bytes[tokens[versionToken].start..<tokens[versionToken].end], as: UTF8.self)
                    entries.append((word(tokens[cursor]), AvailabilityCondition.version(text.replacing("_", with: "."))))
                }
            }
            cursor += 1
        }
        if !entries.isEmpty { readsAvailability = true }
        return AvailabilityCondition.version(entries, on: platform)
    }

    /// The parentheses that follow the current token, read: their tokens from the `(` to before
    /// the `)` that closes it (at most `limit` of them kept); none when no `(` follows.
    private mutating func parenthesized(limit: Int = 1_000) -> [ObjCToken] {
        guard let open = peek(1), isPunctuation(open, "(") else { return [] }
        var tokens: [ObjCToken] = []
        var depth = 0
        while let token = next() {
            if isPunctuation(token, "(") { depth += 1 }
            if isPunctuation(token, ")") {
                depth -= 1
                if depth == 0 { break }
            }
            if tokens.count < limit { tokens.append(token) }
        }
        return tokens
    }

    private mutating func directive(_ token: ObjCToken) {
        switch token.directive {
        case .if:
            guard conditionals.depth < ScanStop.conditionals else {
                stop = .nesting("#if blocks", limit: ScanStop.conditionals, at: token.start)
                return
            }
            conditionals.enter(token.condition, state: parens)
            guards.mark()
        case .elseif, .else:
            guard let resume = conditionals.alternative(token.directive == .else ? .yes : token.condition) else { return }
            guards.restore()
            parens = resume
        case .endif:
            guard conditionals.exit() else { return }
            guards.unmark()
        }
    }

    private mutating func raisePendingIf(to version: Version?) {
        guard var pending = pendingIf else { return }
        pending.version = GuardScopes.later(pending.version, version)
        pendingIf = pending
    }

    private func isPunctuation(_ token: ObjCToken, _ character: Unicode.Scalar) -> Bool {
        token.kind == .punctuation && bytes[token.start] == UInt8(ascii: character)
    }

    private func word(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.nameStart..<token.nameEnd], as: UTF8.self)
    }
}
