import SymbolBase

/// Failures between SVG bytes and pixels: librsvg and cairo.
package enum RasterError: PathError, Equatable, Sendable {
    /// librsvg rejected the document; the payload is the GError message.
    case invalidSVG(String)
    /// librsvg failed while drawing; the payload is the GError message.
    case renderFailed(String)
    /// cairo reported a non-success status.
    case cairo(String)
    /// The requested bitmap is larger than the pixel budget allows.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A bitmap side would be zero pixels.
    case empty(width: Int, height: Int)

    package var path: String? { nil }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .invalidSVG(let message): "librsvg cannot read it: \(Self.explained(message) ?? message)"
        case .renderFailed(let message): "librsvg failed to render it: \(Self.explained(message) ?? message)"
        case .cairo(let message): "cairo error: \(message)"
        case .tooLarge(let width, let height, let limit):
            "the bitmap would be \(width)×\(height) px, over the \(limit) px limit per side; use a smaller \(setting: "point-size")"
        case .empty(let width, let height): "the bitmap would be \(width)×\(height) px"
        }
    }

    /// librsvg's terse messages (a cairo status, a parser's word) as sentences with a remedy,
    /// the original kept in parentheses; nil for the others, which are sentences already.
    static func explained(_ message: String) -> String? {
        if message.hasSuffix("InvalidMatrix") {
            return "a transform cannot be drawn: a scale of 0, or a matrix that flattens the drawing, in a transform, viewBox or "
                + "pattern (\(message)); fix or remove that transform"
        }
        if message.hasSuffix("FreetypeError") {
            return "the font of its text could not be loaded (\(message)); convert the text to outlines, or install the font"
        }
        if message.contains("malformed data: URL") {
            return "a data: URL in it cannot be read (\(message)); embed the resource again as data:MEDIA-TYPE;base64,…"
        }
        return nil
    }
}
