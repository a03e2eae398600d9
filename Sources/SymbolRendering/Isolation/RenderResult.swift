import SymbolReading

/// One drawn and encoded bitmap.
public struct EncodedRaster: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var png: [UInt8]
    /// No pixel has any alpha.
    public var isFullyTransparent: Bool
}

/// What a `RenderJob` gives back.
public enum RenderResult: Sendable, Equatable {
    /// The bitmaps of every document, frame by frame, in order.
    case drawn([EncodedRaster])
    case pdf([UInt8])
    case differ(Bool)
    /// nil when it draws nothing.
    case measured(Rect?)
}
