import SymbolBase

/// Finds the symbols an Objective-C file asks for: the argument of `systemImageNamed:`
/// (`[UIImage systemImageNamed:@"…"]`, `…withConfiguration:`) and `imageWithSystemSymbolName:`
/// (`NSImage`); `imageNamed:` as a name of the app's assets. A literal `@"…"` is a use, other
/// code one use without a name; a method declaration or `@selector(…)` is none. Blocks after
/// `if (@available(iOS 17, *))` and bodies after `API_AVAILABLE(ios(17.0))` are guarded;
/// code that `#if 0` leaves out is not read.
struct ObjCScanner {
    private struct Snapshot {
        var guards: GuardScopes
        var braces: Int
        var parens: Int
    }

    private let bytes: [UInt8]
    private let tokens: [ObjCToken]
    private let platform: Platform
    private var guards = GuardScopes()
    private var conditionals = ConditionalCompilation<Snapshot>()
    private var braces = 0
    private var parens = 0
    /// An `if (` whose condition has `@available`: its block opens at these depths.
    private var pendingIf: (braces: Int, parens: Int, version: Version?)?
    /// `API_AVAILABLE(ios(…))` before a method: its body opens at this depth.
    private var pendingAttribute: (braces: Int, version: Version)?
    private var found: [FoundUse] = []

    private static let systemSelectors = ["systemImageNamed", "imageWithSystemSymbolName"].map { Array($0.utf8) }
    private static let namedSelector = Array("imageNamed".utf8)

    static func scan(_ bytes: [UInt8], platform: Platform) -> [FoundUse] {
        var lexer = ObjCLexer(bytes, platform: platform)
        lexer.lexAll()
        var scanner = ObjCScanner(bytes: bytes, tokens: lexer.tokens, platform: platform)
        var index = 0
        while index < scanner.tokens.count { index = scanner.step(index) }
        return scanner.found
    }

    private init(bytes: [UInt8], tokens: [ObjCToken], platform: Platform) {
        (self.bytes, self.tokens, self.platform) = (bytes, tokens, platform)
    }

    private mutating func step(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .directive: directive(token)
        case .punctuation: punctuation(bytes[token.start])
        case .attribute where word(token) == "selector": return skipParentheses(after: index)
        case .attribute where word(token) == "available":
            let (version, next) = availability(after: index)
            raisePendingIf(to: version)
            return next
        case .identifier:
            return identifier(index)
        default: break
        }
        return index + 1
    }

    private mutating func punctuation(_ byte: UInt8) {
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
            braces += 1
        case UInt8(ascii: "}"):
            guards.close()
            braces = max(0, braces - 1)
        case UInt8(ascii: ";"):
            if pendingAttribute?.braces == braces { pendingAttribute = nil }
            if pendingIf?.braces == braces, pendingIf?.parens == parens { pendingIf = nil }
        default: break
        }
    }

    private mutating func identifier(_ index: Int) -> Int {
        let token = tokens[index]
        let name = bytes[token.nameStart..<token.nameEnd]
        if name.elementsEqual("if".utf8) {
            pendingIf = (braces, parens, nil)
        } else if name.elementsEqual("__builtin_available".utf8) {
            let (version, next) = availability(after: index)
            raisePendingIf(to: version)
            return next
        } else if name.elementsEqual("API_AVAILABLE".utf8) {
            let (version, next) = availability(after: index)
            if let version { pendingAttribute = (braces, version) }
            return next
        } else if index + 1 < tokens.count, isPunctuation(tokens[index + 1], ":") {
            if Self.systemSelectors.contains(where: { name.elementsEqual($0) }) {
                argument(of: index, kind: .system)
            } else if name.elementsEqual(Self.namedSelector) {
                argument(of: index, kind: .named)
            }
        }
        return index + 1
    }

    /// The argument after `selector:` at `index`.
    private mutating func argument(of index: Int, kind: SymbolUse.Kind) {
        guard conditionals.active, index + 2 < tokens.count else { return }
        let value = tokens[index + 2]
        // `- (UIImage *)systemImageNamed:(NSString *)name` declares it; `@selector(systemImageNamed:)` names it.
        if index > 0, isPunctuation(tokens[index - 1], ")"), isPunctuation(value, "(") { return }
        if isPunctuation(value, ")") { return }
        let receiver = index > 0 && tokens[index - 1].kind == .identifier ? word(tokens[index - 1]) : "…"
        let api = "[\(receiver) \(word(tokens[index])):]"
        let guarded = GuardScopes.later(guards.current, pendingAttribute?.version)
        if value.kind == .string, value.plain, endsArgument(index + 3) {
            found.append(FoundUse(name: String(decoding: bytes[value.nameStart..<value.nameEnd], as: UTF8.self), kind: kind, api: api,
                                  offset: value.start, guarded: guarded))
        } else if kind == .system {
            var end = index + 2
            var depth = 0
            while end < tokens.count {
                let byte = tokens[end].kind == .punctuation ? bytes[tokens[end].start] : 0
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { if depth == 0 { break }; depth -= 1 }
                if depth == 0, byte == UInt8(ascii: ";") || endsArgument(end) && end > index + 2 { break }
                end += 1
            }
            let stop = end < tokens.count ? tokens[end].start : bytes.count
            found.append(FoundUse(name: nil, expression: expressionText(bytes[value.start..<max(value.start, stop)]), kind: kind, api: api,
                                  offset: value.start, guarded: guarded))
        }
    }

    /// Whether the argument is over at `index`: a `]`, `)`, `,`, `;` or the next part of the selector.
    private func endsArgument(_ index: Int) -> Bool {
        guard index < tokens.count else { return true }
        let token = tokens[index]
        if token.kind == .identifier { return index + 1 < tokens.count && isPunctuation(tokens[index + 1], ":") }
        return token.kind == .punctuation && [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ";")].contains(bytes[token.start])
    }

    /// The iOS version of `@available(iOS 17.0, *)`, `__builtin_available(…)` or
    /// `API_AVAILABLE(ios(17.0), macos(14.0))`, and the token after its parentheses.
    private func availability(after index: Int) -> (Version?, Int) {
        let next = skipParentheses(after: index)
        var entries: [(platform: String, version: Version?)] = []
        var cursor = index + 1
        while cursor + 1 < next {
            if tokens[cursor].kind == .identifier {
                var versionToken = cursor + 1
                if isPunctuation(tokens[versionToken], "(") { versionToken += 1 }
                if versionToken < next, tokens[versionToken].kind == .number {
                    let text = String(decoding: bytes[tokens[versionToken].start..<tokens[versionToken].end], as: UTF8.self)
                    entries.append((word(tokens[cursor]), AvailabilityCondition.version(text.replacing("_", with: "."))))
                }
            }
            cursor += 1
        }
        return (AvailabilityCondition.version(entries, on: platform), next)
    }

    /// The token after the parentheses that follow `index` (or `index + 1` when none follow).
    private func skipParentheses(after index: Int) -> Int {
        guard index + 1 < tokens.count, isPunctuation(tokens[index + 1], "(") else { return index + 1 }
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.count {
            if isPunctuation(tokens[cursor], "(") { depth += 1 }
            if isPunctuation(tokens[cursor], ")") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    private mutating func directive(_ token: ObjCToken) {
        let snapshot = Snapshot(guards: guards, braces: braces, parens: parens)
        let resume: Snapshot?
        switch token.directive {
        case .if:
            conditionals.enter(token.condition, snapshot: snapshot)
            return
        case .elseif: resume = conditionals.alternative(token.condition)
        case .else: resume = conditionals.alternative(.yes)
        case .endif:
            conditionals.exit()
            return
        }
        if let resume { (guards, braces, parens) = (resume.guards, resume.braces, resume.parens) }
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
