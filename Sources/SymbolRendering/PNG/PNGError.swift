/// libpng or libdeflate could not encode an image.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libpng's message.
    public var message: String

    public var description: String { "PNG error: \(message)" }
}
