import SymbolBase

/// The iOS version that `if #available`, `guard #available` and `@available` guarantee at each
/// point of a file, by brace scope: a scope opened by a guarded block has its version (or its
/// parent's, when later); a `guard #available … else { … }` raises the rest of its scope once its
/// `else` block closes.
struct GuardScopes {
    private struct Scope {
        var guarded: Version?
        /// A `guard … else` block: its parent is guarded from here on when it closes.
        var raisesParent: Version?
    }

    private var scopes = BranchStack([Scope(guarded: nil, raisesParent: nil)])

    /// What is guaranteed in the innermost scope.
    var current: Version? { scopes.top.guarded }
    /// The scopes open (the file's own one not counted).
    var depth: Int { scopes.count - 1 }

    /// A `{`: guarded like its parent, or by `version` when that is later.
    mutating func open(guardedBy version: Version? = nil, raisingParentTo raise: Version? = nil) {
        scopes.push(Scope(guarded: Self.later(current, version), raisesParent: raise))
    }

    /// A `}`; one too many (code that does not balance) is ignored.
    mutating func close() {
        guard scopes.count > 1 else { return }
        let raise = scopes.top.raisesParent
        scopes.pop()
        if let raise { scopes.top.guarded = Self.later(current, raise) }
    }

    /// `#if`, `#elseif`/`#else`, `#endif` (`BranchStack`).
    mutating func mark() { scopes.mark() }
    mutating func restore() { scopes.restore() }
    mutating func unmark() { scopes.unmark() }

    static func later(_ a: Version?, _ b: Version?) -> Version? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }
}

/// Which names of an availability condition speak for the audited platform (`Platform.availabilityNames`:
/// `iOS`, `macOS` or `OSX`, `visionOS`, …, in any case, as Objective-C's `API_AVAILABLE(ios(17.0))`
/// writes them); Mac Catalyst's, else iOS's (it takes iOS availability); `*` and other platforms
/// guarantee nothing.
enum AvailabilityCondition {
    /// The version `entries` (platform name, version) guarantee on `platform`.
    static func version(_ entries: [(platform: String, version: Version?)], on platform: Platform) -> Version? {
        func find(_ names: [String]) -> Version? {
            entries.first { entry in names.contains(entry.platform.lowercased()) }?.version
        }
        return find(platform.availabilityNames) ?? (platform == .maccatalyst ? find(Platform.ios.availabilityNames) : nil)
    }

    /// `17`, `17.0`, `17.0.1` (the patch level left out); nil for anything else.
    static func version(_ text: String) -> Version? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        return Version(parts.prefix(2).joined(separator: "."))
    }
}
