/// A clip path or mask that limits where a shape draws, resolved into user space.
package struct ClipRegion: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// `clip-path="url(#id)"`: the union of the clip shapes.
        case clip
        /// `mask="url(#id)"`: drawn as a clip of its shapes (icon masks are white shapes).
        case mask
    }

    /// One outline of the region, in its own coordinates, with the transform to user space.
    package struct Outline: Hashable, Sendable {
        package var pathData: String
        package var transform: AffineTransform
        package var evenOdd: Bool
    }

    /// Unique per clip element and user space: regions with one key are one region.
    package var key: String
    package var kind: Kind
    package var outlines: [Outline]
    /// The union of the outlines' exact bounds in user space.
    package var bounds: Rect
}
