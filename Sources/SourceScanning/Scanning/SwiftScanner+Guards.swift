import SymbolBase

/// What the Swift scanner keeps between tokens about availability: the `if`/`guard` being read,
/// an `@available` waiting for its declaration, the `else` after an `if` block, and `#if`.
extension SwiftScanner {
    /// An `if`, `while` or `guard` whose block has not opened yet.
    struct PendingCondition {
        enum Kind { case `if`, `guard` }
        var kind: Kind
        /// How many frames were open at its keyword: its block opens at the same depth.
        var depth: Int
        /// `#available`: what its block (an `if`'s) or the rest of its scope (a `guard`'s) is guaranteed.
        var available: Version?
        /// `#unavailable`: what its `else` block is guaranteed.
        var unavailable: Version?
        var sawElse = false
    }

    /// `@available(iOS 17, *)` before a declaration: it guards the declaration's body, or the
    /// declaration itself when it has none (`@available(iOS 17, *) static let icon = …`).
    struct PendingAttribute {
        var version: Version
        var depth: Int
        var sawDeclaration = false
    }

    /// After an `if` block: an `else` block gets what the condition's `#unavailable` guaranteed.
    enum ElseState {
        case none
        case afterIf(Version?)
        case afterElse(Version?)
    }

    /// What an `#if` branch starts from, besides the frames and guards (which undo their own
    /// changes).
    struct Pending {
        var condition: PendingCondition?
        var attribute: PendingAttribute?
    }

    /// What code here is guaranteed.
    var currentGuard: Version? { GuardScopes.later(guards.current, pendingAttribute?.version) }

    mutating func directive(_ token: SwiftToken) {
        switch token.directive {
        case .if:
            guard conditionals.depth < ScanStop.conditionals else {
                stop = .nesting("#if blocks", limit: ScanStop.conditionals, at: token.start)
                return
            }
            conditionals.enter(token.condition, state: Pending(condition: pendingCondition, attribute: pendingAttribute))
            frames.mark()
            guards.mark()
        case .elseif, .else:
            guard let resume = conditionals.alternative(token.directive == .else ? .yes : token.condition) else { return }
            frames.restore()
            guards.restore()
            (pendingCondition, pendingAttribute) = (resume.condition, resume.attribute)
            closeDeclarations(from: frames.count)
        case .endif:
            guard conditionals.exit() else { return }
            frames.unmark()
            guards.unmark()
        }
    }

    mutating func updateElseState(_ token: SwiftToken) {
        switch elseState {
        case .none: return
        case .afterIf(let version) where token.kind == .identifier && Keyword.of(token, in: bytes) == .else:
            elseState = .afterElse(version)
        case .afterElse where isPunctuation(token, "{"): return
        default: elseState = .none
        }
    }

    /// A `{`: a scope guarded by the `if`/`guard` or `@available` it belongs to.
    mutating func openBlock(_ token: SwiftToken) {
        let depth = frames.count
        var frame = Frame(bracket: UInt8(ascii: "{"))
        if let condition = pendingCondition, condition.depth == depth {
            switch condition.kind {
            case .if:
                guards.open(guardedBy: condition.available)
                (frame.isIfBlock, frame.elseGuard) = (true, condition.unavailable)
            case .guard where condition.sawElse:
                guards.open(guardedBy: condition.unavailable, raisingParentTo: condition.available)
            case .guard:
                guards.open()
            }
            pendingCondition = nil
        } else if case .afterElse(let version) = elseState {
            guards.open(guardedBy: version)
            elseState = .none
        } else if let attribute = pendingAttribute, attribute.depth == depth {
            guards.open(guardedBy: attribute.version)
            pendingAttribute = nil
        } else {
            guards.open()
        }
        declarationPending = false
        openDeclarationBody(depth: depth)
        push(frame, at: token)
    }

    mutating func identifier(_ token: SwiftToken) {
        let keyword = Keyword.of(token, in: bytes)
        let afterDot = previous(1).map { isPunctuation($0, ".") } ?? false
        switch keyword {
        case .if, .while: pendingCondition = PendingCondition(kind: .if, depth: frames.count)
        case .guard: pendingCondition = PendingCondition(kind: .guard, depth: frames.count)
        case .else: if pendingCondition?.kind == .guard, pendingCondition?.depth == frames.count { pendingCondition?.sawElse = true }
        case .func, .subscript, .case: declarationPending = true
        case .initializer: if !afterDot { declarationPending = true }
        default: break
        }
        declare(token, keyword: keyword, afterDot: afterDot)
        if var attribute = pendingAttribute, attribute.depth == frames.count {
            if keyword.isDeclaration || keyword.isModifier, attribute.sawDeclaration, token.newlineBefore {
                pendingAttribute = nil
            } else if keyword.isDeclaration {
                attribute.sawDeclaration = true
                pendingAttribute = attribute
            }
        }
        if let accessors, afterDot, accessors.lengths.contains(token.nameEnd - token.nameStart),
           conditionals.active {
            let name = text(token)
            if let asset = accessors.assets[name] {
                found.append(FoundUse(name: asset, kind: .accessor, api: accessors.typeName + "." + name, offset: token.start))
            }
        }
    }

    /// `#available(…)`, `#unavailable(…)`: the guarantee of the `if` or `guard` being read.
    mutating func pound(_ token: SwiftToken) {
        let available = Keyword.matches(token, Keyword.available, in: bytes, name: true)
        guard available || Keyword.matches(token, Keyword.unavailable, in: bytes, name: true) else { return }
        let version = AvailabilityCondition.version(availabilityEntries(), on: platform)
        if var condition = pendingCondition {
            if available {
                condition.available = GuardScopes.later(condition.available, version)
            } else {
                condition.unavailable = version
            }
            pendingCondition = condition
        }
    }

    /// `@available(iOS 17.0, *)`, `@available(iOS, introduced: 17.0)`, `@available(iOS, unavailable)`.
    mutating func attribute(_ token: SwiftToken) {
        if let attribute = pendingAttribute, attribute.depth == frames.count, attribute.sawDeclaration, token.newlineBefore { pendingAttribute = nil }
        guard Keyword.matches(token, Keyword.available, in: bytes, name: true) else { return }
        if let version = AvailabilityCondition.version(availabilityEntries(), on: platform) {
            pendingAttribute = PendingAttribute(version: GuardScopes.later(pendingAttribute?.version, version)!, depth: frames.count)
        }
    }

    /// The platforms and versions in the parentheses that follow (read, with them); none when
    /// no `(` follows. A platform `unavailable` there is given the latest version: such code
    /// never runs on it. At most `limit` tokens of them are kept.
    mutating func availabilityEntries(limit: Int = 1_000) -> [(platform: String, version: Version?)] {
        guard let first = nextToken() else { return [] }
        guard isPunctuation(first, "(") else {
            pushBack(first)
            return []
        }
        var groups: [[SwiftToken]] = [[]]
        var (depth, kept) = (1, 0)
        while let token = nextToken() {
            if isPunctuation(token, "(") { depth += 1 }
            if isPunctuation(token, ")") { depth -= 1; if depth == 0 { break } }
            if depth == 1, isPunctuation(token, ",") { groups.append([]); continue }
            guard kept < limit else { continue }
            groups[groups.count - 1].append(token)
            kept += 1
        }
        var entries: [(platform: String, version: Version?)] = []
        var platformWord: String?
        defer { if !entries.isEmpty { readsAvailability = true } }
        for group in groups where !group.isEmpty {
            let first = text(group[0])
            if group.count >= 2, group[0].kind == .identifier, group[1].kind == .number {
                entries.append((first, AvailabilityCondition.version(text(group[1]))))
            } else if group.count == 1, group[0].kind == .identifier, first != "unavailable" {
                platformWord = first
            } else if let platformWord, first == "introduced", let number = group.last, number.kind == .number {
                entries.append((platformWord, AvailabilityCondition.version(text(number))))
            } else if let platformWord, first == "unavailable" {
                entries.append((platformWord, Version(99)))
            }
        }
        return entries
    }

    /// A name's or word's text (a string's content).
    func text(_ token: SwiftToken) -> String {
        token.kind == .identifier || token.kind == .pound || token.kind == .attribute || token.kind == .string
            ? String(decoding: bytes[token.nameStart..<token.nameEnd], as: UTF8.self)
            : String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
