import SymbolReading

/// One drawn and encoded bitmap.
package struct EncodedRaster: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var png: [UInt8]
    /// No pixel has any alpha.
    package var isFullyTransparent: Bool
}

/// What a `RenderJob` gives back.
package enum RenderResult: Sendable, Equatable {
    /// The bitmaps of every document, frame by frame, in order.
    case drawn([EncodedRaster])
    case pdf([UInt8])
    case differ(Bool)
    /// nil when it draws nothing.
    case measured(Rect?)
}
