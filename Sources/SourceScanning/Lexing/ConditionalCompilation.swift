import SymbolBase

/// `#if` … `#elseif` … `#else` … `#endif` (and Objective-C's `#if 0`, `#elif`, `#ifdef`): which
/// code is compiled for the audited platform. A condition is true, false or unknown; only a
/// branch known to be off (`#if false`, `#if os(macOS)` for iOS, an `#else` after a true branch)
/// is left out, so an unknown one (`#if DEBUG`) is audited. Each branch starts from the state the
/// `#if` saw (`Snapshot`: the scanner's braces and pending guards), so branches that open
/// braces differently do not unbalance the rest.
struct ConditionalCompilation<Snapshot> {
    private struct Frame {
        var snapshot: Snapshot
        var parentActive: Bool
        /// A branch so far was certainly taken: the later ones are not.
        var taken: Bool
    }

    private var frames: [Frame] = []
    /// Whether the code here is compiled.
    private(set) var active = true

    mutating func enter(_ condition: Condition, snapshot: Snapshot) {
        frames.append(Frame(snapshot: snapshot, parentActive: active, taken: condition == .yes))
        active = active && condition != .no
    }

    /// `#elseif condition`, or `#else` (`.yes`): the state to resume the new branch from.
    mutating func alternative(_ condition: Condition) -> Snapshot? {
        guard var frame = frames.popLast() else { return nil }
        active = frame.parentActive && !frame.taken && condition != .no
        frame.taken = frame.taken || condition == .yes
        frames.append(frame)
        return frame.snapshot
    }

    mutating func exit() {
        guard let frame = frames.popLast() else { return }
        active = frame.parentActive
    }
}

/// A compilation condition's value where it is known.
enum Condition: Equatable {
    case yes, no, unknown

    static prefix func ! (value: Condition) -> Condition {
        switch value {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }

    static func && (a: Condition, b: Condition) -> Condition {
        if a == .no || b == .no { return .no }
        return a == .yes && b == .yes ? .yes : .unknown
    }

    static func || (a: Condition, b: Condition) -> Condition {
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }
}

/// A word or sign of a condition, as both lexers hand it over.
enum ConditionToken: Equatable {
    case word(String), open, close, not, and, or, other
}

/// Evaluates `os(iOS) && !targetEnvironment(macCatalyst)`, `false`, `0`, `TARGET_OS_IOS`,
/// `canImport(AppKit)` for one platform; anything it does not know is unknown.
struct ConditionEvaluator {
    let platform: Platform
    private var tokens: [ConditionToken] = []
    private var index = 0

    init(platform: Platform) {
        self.platform = platform
    }

    mutating func evaluate(_ tokens: [ConditionToken]) -> Condition {
        (self.tokens, index) = (tokens, 0)
        if tokens.isEmpty || tokens.contains(.other) { return .unknown }
        let value = disjunction()
        return index == tokens.count ? value : .unknown
    }

    private mutating func disjunction() -> Condition {
        var value = conjunction()
        while index < tokens.count, tokens[index] == .or {
            index += 1
            value = value || conjunction()
        }
        return value
    }

    private mutating func conjunction() -> Condition {
        var value = unary()
        while index < tokens.count, tokens[index] == .and {
            index += 1
            value = value && unary()
        }
        return value
    }

    private mutating func unary() -> Condition {
        guard index < tokens.count else { return .unknown }
        switch tokens[index] {
        case .not:
            index += 1
            return !unary()
        case .open:
            index += 1
            let value = disjunction()
            if index < tokens.count, tokens[index] == .close { index += 1 }
            return value
        case .word(let word):
            index += 1
            guard index < tokens.count, tokens[index] == .open else { return Self.value(of: word, on: platform) }
            index += 1
            var argument: [String] = []
            while index < tokens.count, tokens[index] != .close {
                if case .word(let inner) = tokens[index] { argument.append(inner) }
                index += 1
            }
            index += 1
            return Self.value(of: word, argument: argument.joined(), on: platform)
        default:
            index += 1
            return .unknown
        }
    }

    private static func value(of word: String, on platform: Platform) -> Condition {
        let iOS = platform == .ios || platform == .maccatalyst
        switch word {
        case "true", "1", "TARGET_OS_IPHONE", "TARGET_OS_MAC": return .yes
        case "false", "0", "TARGET_OS_OSX", "TARGET_OS_WATCH", "TARGET_OS_VISION": return .no
        case "TARGET_OS_IOS": return iOS ? .yes : .no
        case "TARGET_OS_TV": return platform == .tvos ? .yes : .no
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return platform == .maccatalyst ? .yes : .no
        default: return .unknown
        }
    }

    private static func value(of function: String, argument: String, on platform: Platform) -> Condition {
        switch (function, argument) {
        case ("os", "iOS"): return platform == .tvos ? .no : .yes
        case ("os", "tvOS"): return platform == .tvos ? .yes : .no
        case ("os", "macOS"), ("os", "OSX"), ("os", "watchOS"), ("os", "visionOS"), ("os", "xrOS"), ("os", "Linux"),
             ("os", "Windows"), ("os", "Android"): return .no
        case ("targetEnvironment", "macCatalyst"): return platform == .maccatalyst ? .yes : .no
        case ("canImport", "UIKit"): return .yes
        case ("canImport", "AppKit"), ("canImport", "WatchKit"): return .no
        default: return .unknown
        }
    }
}
