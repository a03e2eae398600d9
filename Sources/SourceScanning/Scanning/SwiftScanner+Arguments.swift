import SymbolBase

/// The uses an argument makes once it is read whole.
extension SwiftScanner {
    /// The argument of the innermost call ends at `end` (`,` or `)`, the current token): its
    /// literal names are uses, and other code given to one of Apple's symbol APIs one use
    /// without a name (another call's `systemName:` may take anything: only its literals are names).
    mutating func finishArgument(endingAt end: SwiftToken) {
        var argument = frames.top.argument
        frames.top.argument = Argument()
        argument.closeSegment()
        guard conditionals.active else { return }
        let (callee, argumentIndex) = (frames.top.callee, frames.top.argumentIndex)
        if forwarders != nil, argument.label != .system { forwardedUses(argument, callee: callee, argumentIndex: argumentIndex, endingAt: end) }
        let unlabeledImage = frames.top.isImage && argumentIndex == 0 && argument.labelToken == nil
        guard argument.label == .system || argument.label == .named || unlabeledImage else { return }
        let kind: SymbolUse.Kind = argument.label == .system ? .system : .named
        let api = api(callee: callee, label: argument.labelToken)
        let guarded = currentGuard
        for literal in argument.literals {
            found.append(FoundUse(name: text(literal), kind: kind, api: api, offset: literal.start, guarded: guarded))
        }
        guard argument.nonLiteral, kind == .system, let start = argument.start else { return }
        // A helper's parameter passed on: its callers are read for the names instead.
        if recordForwarder(argument, endingAt: end) { return }
        guard isSymbolAPI(callee) || isOwnInitializer(callee) else { return }
        found.append(FoundUse(name: nil, expression: expressionText(bytes, start.start..<max(start.start, end.start)), kind: .system,
                              api: api, offset: start.start, guarded: guarded))
    }

    /// Whether the call is one of Apple's that take a symbol's name: `UIImage(`, `Image(`,
    /// `Label(`, `Button(`, …, or `.init(` of one of them or of the type the context gives.
    private func isSymbolAPI(_ callee: Callee?) -> Bool {
        guard let callee else { return false }
        var name = callee.name
        if Keyword.of(name, in: bytes) == .initializer {
            guard callee.dotted else { return false }
            guard let owner = callee.owner else { return true }
            name = owner
        }
        return Keyword.symbolAPIs.contains { Keyword.matches(name, $0, in: bytes) }
    }

    /// `UIImage(systemName:)`, `Label(systemImage:)`, `.init(systemName:)`, `Image(_:)`.
    private func api(callee: Callee?, label: SwiftToken?) -> String {
        var name = ""
        if let callee {
            name = text(callee.name)
            if callee.dotted { name = (callee.owner.map(text) ?? "") + "." + name }
        }
        return name + "(" + (label.map(text) ?? "_") + ":)"
    }
}

/// The Swift words the scanner acts on, compared as bytes (no string is made per token).
enum Keyword: Equatable {
    case none, `if`, `while`, `guard`, `else`, `func`, initializer, `subscript`, `case`
    /// `let`, `var`: a declaration, and no callee.
    case binding
    case notCallee, declaration, modifier

    static let image = Array("Image".utf8)
    static let swiftUI = Array("SwiftUI".utf8)
    static let available = Array("available".utf8)
    static let unavailable = Array("unavailable".utf8)
    static let systemLabels = ["systemName", "systemImage", "systemSymbolName", "systemImageName"].map { Array($0.utf8) }
    static let namedLabels = ["named", "decorative", "image", "symbolName"].map { Array($0.utf8) }
    /// Apple's types that take a symbol's name (`systemName:`, `systemImage:`, `systemSymbolName:`, `systemImageName:`).
    static let symbolAPIs = ["UIImage", "NSImage", "Image", "Label", "Button", "Toggle", "Menu", "Tab", "ContentUnavailableView",
                             "LabeledContent", "Picker", "NavigationLink", "ShareLink", "ControlGroup", "Link", "Gauge",
                             "UIApplicationShortcutIcon", "UNNotificationActionIcon", "UIAction", "UIBarButtonItem"].map { Array($0.utf8) }

    /// The words by their length in bytes.
    private static let words: [[([UInt8], Keyword)]] = {
        let named: [(String, Keyword)] = [
            ("if", .if), ("while", .while), ("guard", .guard), ("else", .else), ("func", .func), ("init", .initializer),
            ("subscript", .subscript), ("case", .case), ("let", .binding), ("var", .binding),
        ]
        let notCallees = ["return", "in", "where", "switch", "throw", "try", "await", "for", "repeat", "is", "as", "some", "any", "import"]
        let declarations = ["class", "struct", "enum", "extension", "protocol", "actor", "typealias", "deinit", "macro"]
        let modifiers = ["static", "private", "public", "internal", "fileprivate", "package", "open", "final", "override", "lazy",
                         "weak", "mutating", "nonisolated", "convenience", "required", "dynamic", "unowned"]
        var words = named
        words += notCallees.map { ($0, Keyword.notCallee) }
        words += declarations.map { ($0, Keyword.declaration) }
        words += modifiers.map { ($0, Keyword.modifier) }
        var byLength = [[([UInt8], Keyword)]](repeating: [], count: 12)
        for (word, keyword) in words { byLength[word.utf8.count].append((Array(word.utf8), keyword)) }
        return byLength
    }()

    /// The keyword a name token is; `none` for other names.
    static func of(_ token: SwiftToken, in bytes: [UInt8]) -> Keyword {
        let length = token.nameEnd - token.nameStart
        guard token.kind == .identifier, length > 0, length <= 11, bytes[token.nameStart] >= UInt8(ascii: "a") else { return .none }
        for (word, keyword) in words[length] where matches(token, word, in: bytes) { return keyword }
        return .none
    }

    /// Whether the token's name (or, for `name: false`, its whole text) is `word`.
    static func matches(_ token: SwiftToken, _ word: [UInt8], in bytes: [UInt8], name: Bool = true) -> Bool {
        let (start, end) = name ? (token.nameStart, token.nameEnd) : (token.start, token.end)
        guard end - start == word.count else { return false }
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// Keywords before a `(` that opens no call (`if (`, `return (`, `in (`).
    var isNotCallee: Bool {
        switch self {
        case .if, .while, .guard, .else, .case, .binding, .notCallee: true
        default: false
        }
    }

    /// Words that start a declaration `@available` may stand before.
    var isDeclaration: Bool {
        switch self {
        case .func, .initializer, .subscript, .case, .binding, .declaration: true
        default: false
        }
    }

    var isModifier: Bool { self == .modifier }
}
