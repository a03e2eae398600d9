/// Bounds that keep hostile input from exhausting time, memory or stack.
package struct XMLLimits: Sendable {
    package var maximumDepth: Int
    package var maximumElements: Int
    /// Characters produced by expanding entity references, over the whole document.
    package var maximumEntityExpansion: Int

    package static let `default` = XMLLimits(
        maximumDepth: 256, maximumElements: 250_000, maximumEntityExpansion: 1 << 20)
}
