/// The platform of the app: the one the generated Swift is for, and the one an audit reads the
/// app's sources for (`#if os(…)`, `#available(…)`).
package enum Platform: String, Sendable, CaseIterable {
    case ios, tvos, maccatalyst, macos, watchos

    /// Whether UIKit is there: the generated Swift is UIKit code.
    package var hasUIKit: Bool { self == .ios || self == .tvos || self == .maccatalyst }
}
