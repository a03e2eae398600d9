import SymbolBase

/// The uses an argument makes once it is read whole.
extension SwiftScanner {
    /// The argument of the innermost call ends at the token `end` (`,` or `)`): its literal
    /// names are uses, and other code given to one of Apple's symbol APIs one use without a name
    /// (another call's `systemName:` may take anything: only its literals are names).
    mutating func finishArgument(endingAt end: Int) {
        let top = frames.count - 1
        var argument = frames[top].argument
        frames[top].argument = Argument()
        argument.closeSegment()
        guard conditionals.active else { return }
        if forwarders != nil, argument.label != .system { forwardedUses(argument, frame: frames[top], endingAt: end) }
        let unlabeledImage = frames[top].isImage && frames[top].argumentIndex == 0 && argument.labelToken < 0
        guard argument.label == .system || argument.label == .named || unlabeledImage else { return }
        let kind: SymbolUse.Kind = argument.label == .system ? .system : .named
        let api = api(callee: frames[top].callee, label: argument.labelToken)
        let guarded = currentGuard
        for literal in argument.literals {
            found.append(FoundUse(name: text(tokens[literal]), kind: kind, api: api, offset: tokens[literal].start, guarded: guarded))
        }
        guard argument.nonLiteral, kind == .system, argument.start >= 0 else { return }
        // A helper's parameter passed on: its callers are read for the names instead.
        if recordForwarder(argument, endingAt: end) { return }
        guard isSymbolAPI(callee: frames[top].callee) || isOwnInitializer(callee: frames[top].callee) else { return }
        let start = tokens[argument.start].start
        found.append(FoundUse(name: nil, expression: expressionText(bytes[start..<max(start, tokens[end].start)]), kind: .system,
                              api: api, offset: start, guarded: guarded))
    }

    /// Whether the call is one of Apple's that take a symbol's name: `UIImage(`, `Image(`,
    /// `Label(`, `Button(`, …, or `.init(` of one of them or of the type the context gives.
    private func isSymbolAPI(callee index: Int) -> Bool {
        guard index >= 0 else { return false }
        var name = tokens[index]
        if Keyword.of(name, in: bytes) == .initializer {
            guard index >= 1, isPunctuation(tokens[index - 1], ".") else { return false }
            guard index >= 2, tokens[index - 2].kind == .identifier else { return true }
            name = tokens[index - 2]
        }
        return Keyword.symbolAPIs.contains { Keyword.matches(name, $0, in: bytes) }
    }

    /// `UIImage(systemName:)`, `Label(systemImage:)`, `.init(systemName:)`, `Image(_:)`.
    private func api(callee index: Int, label: Int) -> String {
        var callee = ""
        if index >= 0 {
            callee = text(tokens[index])
            if index >= 1, isPunctuation(tokens[index - 1], ".") {
                let owner = index >= 2 && tokens[index - 2].kind == .identifier ? text(tokens[index - 2]) : ""
                callee = owner + "." + callee
            }
        }
        return callee + "(" + (label >= 0 ? text(tokens[label]) : "_") + ":)"
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
