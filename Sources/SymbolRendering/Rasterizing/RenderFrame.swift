import SymbolReading

/// One bitmap to draw from a document: the canvas in pixels and where, in those pixels,
/// the document's viewBox is fitted.
package struct RenderFrame: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var viewport: Rect

    package init(width: Int, height: Int, viewport: Rect) {
        self.width = width
        self.height = height
        self.viewport = viewport
    }

    /// The largest bitmap side accepted; anything larger is refused before allocating.
    package static let maximumSide = 4096

    /// Refuses frames over the pixel budget or of no pixels, before anything is allocated.
    package static func check(_ frames: [RenderFrame]) throws(RasterError) {
        for frame in frames {
            guard frame.width <= maximumSide, frame.height <= maximumSide else {
                throw .tooLarge(width: frame.width, height: frame.height, limit: maximumSide)
            }
            guard frame.width > 0, frame.height > 0 else { throw .empty(width: frame.width, height: frame.height) }
        }
    }
}
