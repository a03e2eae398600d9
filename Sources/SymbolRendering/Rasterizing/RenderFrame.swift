import SymbolReading

/// One bitmap to draw from a document: the canvas in pixels and where, in those pixels,
/// the document's viewBox is fitted.
public struct RenderFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var viewport: Rect

    public init(width: Int, height: Int, viewport: Rect) {
        self.width = width
        self.height = height
        self.viewport = viewport
    }
}
