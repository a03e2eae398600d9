/// A token of Swift source, as the audit reads it.
struct SwiftToken {
    enum Kind: UInt8 {
        /// A name or keyword (a backticked name without its backticks).
        case identifier
        /// A string literal; `plain` when its content is a name (one line, no escape, no
        /// interpolation). Each interpolation follows it, between `interpolationOpen` and
        /// `interpolationClose`.
        case string
        case number
        /// One of `( ) [ ] { } , : ; .` or a postfix `?`/`!` (optional chaining, unwrapping).
        case punctuation
        /// The ternary ` ? `.
        case ternary
        /// `??`.
        case coalescing
        /// Any other operator (`=`, `->`, `&&`, `!`, `*`).
        case `operator`
        /// `#available`, `#selector`, … (`name` is the word).
        case pound
        /// `@available`, `@MainActor`, … (`name` is the word).
        case attribute
        /// `#if`, `#elseif`, `#else`, `#endif`, with the condition's value.
        case directive
        case interpolationOpen, interpolationClose
    }

    enum Directive: UInt8 {
        case `if`, elseif, `else`, endif
    }

    var kind: Kind
    /// A line break (or a comment holding one) comes between it and the token before.
    var newlineBefore = false
    /// Whitespace or a comment comes between it and the token before.
    var spaceBefore = false
    var plain = false
    var directive = Directive.if
    var condition = Condition.unknown
    // Byte offsets, 32 bits each (inputs are at most 16 MiB): the scanner copies tokens often.
    private var start32: Int32
    private var end32: Int32
    private var nameStart32: Int32 = 0
    private var nameEnd32: Int32 = 0

    init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        (start32, end32) = (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end))
    }

    var start: Int {
        get { Int(start32) }
        set { start32 = Int32(truncatingIfNeeded: newValue) }
    }

    /// Where it ends; for a string with interpolations, where its first interpolation starts
    /// (it is handed over before the rest is read).
    var end: Int {
        get { Int(end32) }
        set { end32 = Int32(truncatingIfNeeded: newValue) }
    }

    /// A string's content (a plain one's whole); a pound word's or attribute's name.
    var nameStart: Int {
        get { Int(nameStart32) }
        set { nameStart32 = Int32(truncatingIfNeeded: newValue) }
    }

    var nameEnd: Int {
        get { Int(nameEnd32) }
        set { nameEnd32 = Int32(truncatingIfNeeded: newValue) }
    }
}

/// The lexer's tokens waiting to be handed over: two at most.
struct TokenPair {
    private var first: SwiftToken?
    private var second: SwiftToken?

    var isEmpty: Bool { first == nil }
    var last: SwiftToken? { second ?? first }

    mutating func append(_ token: SwiftToken) {
        if first == nil { first = token } else { second = token }
    }

    mutating func removeFirst() -> SwiftToken {
        let token = first!
        (first, second) = (second, nil)
        return token
    }
}
