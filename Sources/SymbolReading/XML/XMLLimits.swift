/// Bounds that keep hostile input from exhausting time, memory or stack.
public struct XMLLimits: Sendable {
    public var maximumDepth: Int
    public var maximumElements: Int
    /// Characters produced by expanding entity references, over the whole document.
    public var maximumEntityExpansion: Int

    public static let `default` = XMLLimits(
        maximumDepth: 256, maximumElements: 250_000, maximumEntityExpansion: 1 << 20)
}
