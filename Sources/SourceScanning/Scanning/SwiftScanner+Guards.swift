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

    /// What an `#if` branch starts from.
    struct Snapshot {
        var frames: [Frame]
        var guards: GuardScopes
        var pendingCondition: PendingCondition?
        var pendingAttribute: PendingAttribute?
    }

    /// What code here is guaranteed.
    var currentGuard: Version? { GuardScopes.later(guards.current, pendingAttribute?.version) }

    mutating func directive(_ token: SwiftToken) {
        let snapshot = Snapshot(frames: frames, guards: guards, pendingCondition: pendingCondition, pendingAttribute: pendingAttribute)
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
        if let resume {
            (frames, guards, pendingCondition, pendingAttribute) = (resume.frames, resume.guards, resume.pendingCondition, resume.pendingAttribute)
            closeDeclarations(from: frames.count)
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
    mutating func openBlock() {
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
        frames.append(frame)
    }

    mutating func identifier(_ index: Int) {
        let token = tokens[index]
        let keyword = Keyword.of(token, in: bytes)
        switch keyword {
        case .if, .while: pendingCondition = PendingCondition(kind: .if, depth: frames.count)
        case .guard: pendingCondition = PendingCondition(kind: .guard, depth: frames.count)
        case .else: if pendingCondition?.kind == .guard, pendingCondition?.depth == frames.count { pendingCondition?.sawElse = true }
        case .func, .subscript, .case: declarationPending = true
        case .initializer: if index == 0 || !isPunctuation(tokens[index - 1], ".") { declarationPending = true }
        default: break
        }
        declare(index, keyword: keyword)
        if var attribute = pendingAttribute, attribute.depth == frames.count {
            if keyword.isDeclaration || keyword.isModifier, attribute.sawDeclaration, token.newlineBefore {
                pendingAttribute = nil
            } else if keyword.isDeclaration {
                attribute.sawDeclaration = true
                pendingAttribute = attribute
            }
        }
        if let accessors, index > 0, isPunctuation(tokens[index - 1], "."), accessors.lengths.contains(token.nameEnd - token.nameStart),
           conditionals.active {
            let name = text(token)
            if let asset = accessors.assets[name] {
                found.append(FoundUse(name: asset, kind: .accessor, api: accessors.typeName + "." + name, offset: token.start))
            }
        }
    }

    /// `#available(…)`, `#unavailable(…)`: the guarantee of the `if` or `guard` being read.
    mutating func pound(_ index: Int) -> Int {
        let token = tokens[index]
        let available = Keyword.matches(token, Keyword.available, in: bytes, name: true)
        guard available || Keyword.matches(token, Keyword.unavailable, in: bytes, name: true) else { return index + 1 }
        let (entries, next) = availabilityEntries(after: index)
        let version = AvailabilityCondition.version(entries, on: platform)
        if var condition = pendingCondition {
            if available {
                condition.available = GuardScopes.later(condition.available, version)
            } else {
                condition.unavailable = version
            }
            pendingCondition = condition
        }
        return next
    }

    /// `@available(iOS 17.0, *)`, `@available(iOS, introduced: 17.0)`, `@available(iOS, unavailable)`.
    mutating func attribute(_ index: Int) -> Int {
        let token = tokens[index]
        if let attribute = pendingAttribute, attribute.depth == frames.count, attribute.sawDeclaration, token.newlineBefore { pendingAttribute = nil }
        guard Keyword.matches(token, Keyword.available, in: bytes, name: true) else { return index + 1 }
        let (entries, next) = availabilityEntries(after: index)
        if let version = AvailabilityCondition.version(entries, on: platform) {
            pendingAttribute = PendingAttribute(version: GuardScopes.later(pendingAttribute?.version, version)!, depth: frames.count)
        }
        return next
    }

    /// The platforms and versions in the parentheses after `index`, and the token after them.
    /// A platform `unavailable` there is given the latest version: such code never runs on it.
    func availabilityEntries(after index: Int) -> (entries: [(platform: String, version: Version?)], next: Int) {
        guard index + 1 < tokens.count, isPunctuation(tokens[index + 1], "(") else { return ([], index + 1) }
        var groups: [[SwiftToken]] = [[]]
        var depth = 0
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            cursor += 1
            if isPunctuation(token, "(") { depth += 1; if depth == 1 { continue } }
            if isPunctuation(token, ")") { depth -= 1; if depth == 0 { break } }
            if depth == 1, isPunctuation(token, ",") { groups.append([]); continue }
            groups[groups.count - 1].append(token)
        }
        var entries: [(platform: String, version: Version?)] = []
        var platformWord: String?
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
        return (entries, cursor)
    }

    /// A name's or word's text (a string's content).
    func text(_ token: SwiftToken) -> String {
        token.kind == .identifier || token.kind == .pound || token.kind == .attribute || token.kind == .string
            ? String(decoding: bytes[token.nameStart..<token.nameEnd], as: UTF8.self)
            : String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
