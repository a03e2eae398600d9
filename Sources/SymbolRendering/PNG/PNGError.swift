/// libpng or libdeflate could not encode an image.
package struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libpng's message.
    package var message: String

    package var description: String { "PNG error: \(message)" }
}
