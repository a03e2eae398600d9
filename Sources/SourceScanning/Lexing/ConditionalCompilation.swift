import SymbolBase

/// `#if` … `#elseif` … `#else` … `#endif` (and Objective-C's `#if 0`, `#elif`, `#ifdef`): which
/// code is compiled for the audited platform. A condition is true, false or unknown; only a
/// branch known to be off (`#if false`, `#if os(macOS)` for iOS, an `#else` after a true branch)
/// is left out, so an unknown one (`#if DEBUG`) is audited. Each branch starts from the state
/// the `#if` saw, so branches that open braces differently do not unbalance the rest: the
/// scanner's few pending values (`State`) are kept here, its stacks undo their own changes
/// (`BranchStack`), so a directive costs what its branch changed, not the depth of the code.
struct ConditionalCompilation<State> {
    private struct Frame {
        var state: State
        var parentActive: Bool
        /// A branch so far was certainly taken: the later ones are not.
        var taken: Bool
    }

    private var frames: [Frame] = []
    /// Whether the code here is compiled.
    private(set) var active = true
    /// The `#if` blocks open.
    var depth: Int { frames.count }

    mutating func enter(_ condition: Condition, state: State) {
        frames.append(Frame(state: state, parentActive: active, taken: condition == .yes))
        active = active && condition != .no
    }

    /// `#elseif condition`, or `#else` (`.yes`): the state to resume the new branch from; nil
    /// for one outside any `#if`.
    mutating func alternative(_ condition: Condition) -> State? {
        guard var frame = frames.popLast() else { return nil }
        active = frame.parentActive && !frame.taken && condition != .no
        frame.taken = frame.taken || condition == .yes
        frames.append(frame)
        return frame.state
    }

    /// `#endif`; false for one outside any `#if`.
    mutating func exit() -> Bool {
        guard let frame = frames.popLast() else { return false }
        active = frame.parentActive
        return true
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
    /// A condition so far had a word whose value differs between platforms (`os(iOS)`).
    private(set) var dependsOnPlatform = false
    /// Parentheses and `!` nested so far: past `ScanStop.conditionDepth` the condition is unknown.
    private var depth = 0

    init(platform: Platform) {
        self.platform = platform
    }

    mutating func evaluate(_ tokens: [ConditionToken]) -> Condition {
        (self.tokens, index, depth) = (tokens, 0, 0)
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
        guard depth < ScanStop.conditionDepth else {
            index = tokens.count + 1
            return .unknown
        }
        depth += 1
        defer { depth -= 1 }
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
            guard index < tokens.count, tokens[index] == .open else {
                if !dependsOnPlatform { dependsOnPlatform = Set(Platform.allCases.map { Self.value(of: word, on: $0) }).count > 1 }
                return Self.value(of: word, on: platform)
            }
            index += 1
            var argument: [String] = []
            while index < tokens.count, tokens[index] != .close {
                if case .word(let inner) = tokens[index] { argument.append(inner) }
                index += 1
            }
            index += 1
            let joined = argument.joined()
            if !dependsOnPlatform { dependsOnPlatform = Set(Platform.allCases.map { Self.value(of: word, argument: joined, on: $0) }).count > 1 }
            return Self.value(of: word, argument: joined, on: platform)
        default:
            index += 1
            return .unknown
        }
    }

    /// The conditions' words, for Objective-C's `TARGET_OS_…` (TargetConditionals.h: `TARGET_OS_IPHONE`
    /// covers every platform but macOS, `TARGET_OS_OSX` macOS only; Mac Catalyst is `TARGET_OS_IOS`
    /// and `TARGET_OS_MACCATALYST`).
    private static func value(of word: String, on platform: Platform) -> Condition {
        func when(_ platforms: Set<Platform>) -> Condition { platforms.contains(platform) ? .yes : .no }
        switch word {
        case "true", "1", "TARGET_OS_MAC": return .yes
        case "false", "0": return .no
        case "TARGET_OS_IPHONE": return when([.ios, .maccatalyst, .tvos, .watchos, .visionos])
        case "TARGET_OS_OSX": return when([.macos])
        case "TARGET_OS_IOS": return when([.ios, .maccatalyst])
        case "TARGET_OS_TV": return when([.tvos])
        case "TARGET_OS_WATCH": return when([.watchos])
        case "TARGET_OS_VISION", "TARGET_OS_XR": return when([.visionos])
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return when([.maccatalyst])
        default: return .unknown
        }
    }

    /// `os(…)`, `targetEnvironment(macCatalyst)` and `canImport(…)` of the frameworks that tell
    /// platforms apart (Mac Catalyst is `os(iOS)`; AppKit is the Mac's, UIKit every other's).
    private static func value(of function: String, argument: String, on platform: Platform) -> Condition {
        func when(_ platforms: Set<Platform>) -> Condition { platforms.contains(platform) ? .yes : .no }
        switch (function, argument) {
        case ("os", "iOS"): return when([.ios, .maccatalyst])
        case ("os", "macOS"), ("os", "OSX"): return when([.macos])
        case ("os", "tvOS"): return when([.tvos])
        case ("os", "watchOS"): return when([.watchos])
        case ("os", "visionOS"), ("os", "xrOS"): return when([.visionos])
        case ("os", "Linux"), ("os", "Windows"), ("os", "Android"), ("os", "FreeBSD"), ("os", "OpenBSD"), ("os", "WASI"): return .no
        case ("targetEnvironment", "macCatalyst"): return when([.maccatalyst])
        case ("canImport", "UIKit"): return when([.ios, .maccatalyst, .tvos, .watchos, .visionos])
        case ("canImport", "AppKit"), ("canImport", "Cocoa"): return when([.macos])
        case ("canImport", "WatchKit"), ("canImport", "ClockKit"): return when([.watchos])
        case ("canImport", "RealityKit"): return when([.ios, .maccatalyst, .macos, .visionos])
        case ("canImport", "SwiftUI"), ("canImport", "Foundation"): return .yes
        default: return .unknown
        }
    }
}
