/// Where a scanner stopped reading a file before its end, and why: code nested deeper than a
/// limit (string interpolations, brackets, `#if` blocks). What came before is read; the rest of
/// the file is not, and the audit says so. The limits are far above anything a compiler
/// accepts in practice, and keep the scanners' memory bounded whatever the file holds.
package struct ScanStop: Equatable, Sendable {
    package var offset: Int
    package var reason: String

    /// String interpolations inside string interpolations.
    static let interpolations = 256
    /// Open `(`, `[`, `{` (and Objective-C's `{`).
    static let brackets = 1_000
    /// `#if` blocks inside `#if` blocks.
    static let conditionals = 256
    /// The operators and parentheses of one `#if` condition.
    static let conditionDepth = 64

    /// Uses of symbols in one file: past this the rest is not read (a file of nothing but uses
    /// would otherwise keep memory in proportion to its size).
    static let uses = 20_000

    static func tooManyUses(at offset: Int) -> ScanStop {
        ScanStop(offset: offset, reason: "more than \(uses) uses of symbols")
    }

    static func nesting(_ what: String, limit: Int, at offset: Int) -> ScanStop {
        ScanStop(offset: offset, reason: "\(what) nested more than \(limit) deep")
    }
}
