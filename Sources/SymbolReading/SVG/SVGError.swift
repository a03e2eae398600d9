/// Why a file cannot be used as an SVG source.
package enum SVGError: Error, Equatable, Sendable, CustomStringConvertible {
    case xml(XMLError)
    /// A file of another format given as an SVG: `PNG image`, `PDF document`, …
    case otherFormat(String)
    /// A gzip-compressed file (an `.svgz`) that cannot be decompressed, and why.
    case gzip(String)
    case notSVG(root: String)
    case noSize
    case invalidLength(attribute: String, value: String)
    case invalidViewBox(String)
    /// A reference out of the document, on the element whose start tag is at `line`, `column`.
    case externalReference(String, line: Int, column: Int)
    case useCycle(id: String)
    case tooManyInstances(limit: Int)
    case tooComplex(segments: Int, limit: Int)

    package var description: String {
        switch self {
        case .xml(let error): error.description
        case .otherFormat(let format):
            "is a \(format), not an SVG; give the SVG it was made from (from the SF Symbols app: File › Export Symbol…)"
        case .gzip(let reason): "is gzip-compressed (an .svgz) and cannot be decompressed: \(reason)"
        case .notSVG(let root): "not an SVG document: the root element is <\(root)>, not <svg>"
        case .noSize: "the SVG has no viewBox and no width and height, and draws nothing to size it by; add a viewBox such as viewBox=\"0 0 24 24\""
        case .invalidLength(let attribute, let value):
            "\(attribute)=\"\(value)\" is not a usable size (it must be a number above 0 and at most \(SVGCanvas.maximumLength.formatted))"
        case .externalReference(let reference, _, _):
            "it refers to '\(reference)', which is never loaded (only the SVG itself and data: URLs are read); embed the resource as a data: URL or convert it to paths"
        case .useCycle(let id):
            "<use> elements refer to each other in a cycle (through #\(id))"
        case .tooManyInstances(let limit):
            "<use> references expand to more than \(limit) elements (a <use> bomb?)"
        case .tooComplex(let segments, let limit):
            "the drawing has about \(segments) path segments, over the \(limit) allowed for an icon; simplify it"
        case .invalidViewBox(let value):
            "viewBox=\"\(value)\" is not usable (four numbers, width and height above 0 and at most \(SVGCanvas.maximumLength.formatted))"
        }
    }
}
