/// A clip path or mask that limits where a shape draws, resolved into user space.
public struct ClipRegion: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `clip-path="url(#id)"`: the union of the clip shapes.
        case clip
        /// `mask="url(#id)"`: drawn as a clip of its shapes (icon masks are white shapes).
        case mask
    }

    /// One outline of the region, in its own coordinates, with the transform to user space.
    public struct Outline: Hashable, Sendable {
        public var pathData: String
        public var transform: AffineTransform
        public var evenOdd: Bool
    }

    /// Unique per clip element and user space: regions with one key are one region.
    public var key: String
    public var kind: Kind
    public var outlines: [Outline]
    /// The union of the outlines' exact bounds in user space.
    public var bounds: Rect
}
