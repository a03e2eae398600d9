import SymbolBase

/// The app's own helpers that pass a symbol's name on (`SymbolForwarder`): found where a
/// function or initializer gives one of its `String` parameters to a `systemName:` argument,
/// and, in a second reading, their callers' names taken as uses.
extension SwiftScanner {
    /// The declarations being read: the types (for an initializer's name) and the functions
    /// whose parameters may be passed on.
    struct Declarations {
        struct Parameter {
            var label: String?
            var name: String
            var position: Int
        }

        struct Function {
            /// The function's name; nil until read, `init` for an initializer.
            var name: String?
            var isInitializer: Bool
            /// The frames open at its keyword: its parameters and body open at this depth.
            var depth: Int
            var parametersOpened = false
            var parametersRead = false
            var parameters: [Parameter] = []
            var typeName: String?
        }

        /// `struct`, `class`, `extension`, … whose name (and `{`) has not been read yet.
        var pendingType: (name: String?, depth: Int)?
        /// The types whose bodies are open, innermost last, with the depth of their `{`.
        var types: [(name: String, depth: Int)] = []
        var pendingFunction: Function?
        /// The functions whose bodies are open, innermost last.
        var functions: [Function] = []

        static let typeWords = ["struct", "class", "enum", "extension", "actor", "protocol"].map { Array($0.utf8) }
        static let string = Array("String".utf8)
        static let selfWords = ["self", "super", "Self"].map { Array($0.utf8) }
        /// A parameter list longer than this (in tokens) is not read for names passed on.
        static let parameterTokenLimit = 4_096
    }

    /// A declaration keyword or a name that belongs to one.
    mutating func declare(_ token: SwiftToken, keyword: Keyword, afterDot: Bool) {
        // `class func`, `class var`: `class` was a modifier, not a type.
        if keyword == .func || keyword == .initializer || keyword == .binding, declarations.pendingType?.depth == frames.count,
           declarations.pendingType?.name == nil {
            declarations.pendingType = nil
        }
        switch keyword {
        case .func:
            declarations.pendingFunction = .init(name: nil, isInitializer: false, depth: frames.count, typeName: declarations.types.last?.name)
            parameterTokens = nil
        case .initializer where !afterDot:
            declarations.pendingFunction = .init(name: "init", isInitializer: true, depth: frames.count, typeName: declarations.types.last?.name)
            parameterTokens = nil
        case .declaration where Declarations.typeWords.contains(where: { Keyword.matches(token, $0, in: bytes) }):
            declarations.pendingType = (nil, frames.count)
        case .none:
            if declarations.pendingFunction?.name == nil, declarations.pendingFunction?.depth == frames.count {
                let name = text(token)
                declarations.pendingFunction?.name = name
            }
            // `extension SwiftUI.Image`: the last name of the path.
            if let pending = declarations.pendingType, pending.depth == frames.count, pending.name == nil || afterDot {
                let name = text(token)
                declarations.pendingType?.name = name
            }
        default: break
        }
    }

    /// A `(` of a declaration: its parameter list, when it is the pending function's (its
    /// tokens are kept until it closes).
    mutating func openParameters() {
        guard let function = declarations.pendingFunction, function.depth == frames.count, !function.parametersOpened else { return }
        declarations.pendingFunction?.parametersOpened = true
        parameterTokens = []
    }

    /// A `)` (or the bracket that closes it) closing the frame at `depth`: the pending
    /// function's parameters, read from the tokens kept since its `(`.
    mutating func closeParameters(depth: Int) {
        guard var function = declarations.pendingFunction, function.depth == depth, function.parametersOpened,
              !function.parametersRead, let tokens = parameterTokens else { return }
        function.parametersRead = true
        function.parameters = tokens.count <= Declarations.parameterTokenLimit ? parameters(tokens.dropLast()) : []
        declarations.pendingFunction = function
        parameterTokens = nil
    }

    /// A `{` at `depth`: the body of the pending type or function.
    mutating func openDeclarationBody(depth: Int) {
        if let function = declarations.pendingFunction, function.depth == depth {
            if function.parametersRead { declarations.functions.append(function) }
            declarations.pendingFunction = nil
            parameterTokens = nil
        }
        if let pending = declarations.pendingType, pending.depth == depth {
            if let name = pending.name { declarations.types.append((name, depth)) }
            declarations.pendingType = nil
        }
    }

    /// The frames from `depth` on are gone (a `}`, or an `#if` branch that starts again).
    mutating func closeDeclarations(from depth: Int) {
        while let last = declarations.functions.last, last.depth >= depth { declarations.functions.removeLast() }
        while let last = declarations.types.last, last.depth >= depth { declarations.types.removeLast() }
    }

    /// `label name: String`, `_ name: String?`, `name: String = "x"` among a parameter list's
    /// tokens: the parameters of type `String`.
    private func parameters(_ tokens: ArraySlice<SwiftToken>) -> [Declarations.Parameter] {
        var found: [Declarations.Parameter] = []
        var position = 0, depth = 0, group: [SwiftToken] = []
        func finish() {
            defer { (position, group) = (position + 1, []) }
            guard let colon = group.firstIndex(where: { isPunctuation($0, ":") }), colon + 1 < group.count,
                  Keyword.matches(group[colon + 1], Declarations.string, in: bytes) else { return }
            let names = group[..<colon].filter { $0.kind == .identifier }.map(text)
            guard let name = names.last, names.count <= 2 else { return }
            let label = names.count == 2 ? names[0] : name
            found.append(.init(label: label == "_" ? nil : label, name: name, position: position))
        }
        for token in tokens {
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    finish()
                    continue
                default: break
                }
            }
            group.append(token)
        }
        if !group.isEmpty { finish() }
        return found
    }

    /// A `systemName:` argument that is one name, a `String` parameter of the function being
    /// read: that function passes it on. True when it does (it is no use of its own).
    mutating func recordForwarder(_ argument: Argument, endingAt end: SwiftToken) -> Bool {
        guard let start = argument.start, argument.startOrdinal == ordinal - 1, start.kind == .identifier,
              let function = declarations.functions.last, let name = function.name else { return false }
        let given = text(start)
        guard let parameter = function.parameters.first(where: { $0.name == given }) else { return false }
        let owner = function.isInitializer ? function.typeName : name
        guard let owner else { return false }
        foundForwarders.append(SymbolForwarder(callee: owner, label: parameter.label, position: parameter.position, guarded: currentGuard))
        return true
    }

    /// A call to one of the known helpers with this argument: the names it passes, as uses of
    /// the helper's API (marked `forwarded`).
    mutating func forwardedUses(_ argument: Argument, callee: Callee?, argumentIndex: Int, endingAt end: SwiftToken) {
        guard let forwarders, let callee else { return }
        var name = callee.name
        if Keyword.of(name, in: bytes) == .initializer {
            guard callee.dotted, let owner = callee.owner else { return }
            name = owner
        }
        let label = argument.labelToken.map(text)
        let calleeName = text(name)
        for forwarder in forwarders.forwarders(calledAs: calleeName) where forwarder.label == label
            && (label != nil || forwarder.position == argumentIndex) {
            let guarded = GuardScopes.later(currentGuard, forwarder.guarded)
            for literal in argument.literals {
                found.append(FoundUse(name: text(literal), kind: .system, api: forwarder.api, offset: literal.start,
                                      guarded: guarded, forwarded: true))
            }
            if argument.nonLiteral, let start = argument.start {
                found.append(FoundUse(name: nil, expression: expressionText(bytes, start.start..<max(start.start, end.start)), kind: .system,
                                      api: forwarder.api, offset: start.start, guarded: guarded, forwarded: true))
            }
            return
        }
    }

    /// `self.init(`, `super.init(`: an initializer of the type being declared, which for a
    /// `systemName:` argument is one of Apple's image types or a subclass.
    func isOwnInitializer(_ callee: Callee?) -> Bool {
        guard let callee, callee.dotted, let owner = callee.owner, Keyword.of(callee.name, in: bytes) == .initializer else { return false }
        return Declarations.selfWords.contains { Keyword.matches(owner, $0, in: bytes) }
    }
}
