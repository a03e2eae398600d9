/// Why one symbol could not be converted. The source path is printed beside it.
public enum ConvertError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidPointSize(Double)
    case source(FileSystemError)
    case svg(SVGError)
    case render(RenderError)

    public var description: String {
        switch self {
        case .invalidPointSize(let size):
            "point size \(size.formatted) is out of range; use a size above 0 and at most \(ConvertOptions.maximumPointSize.formatted)"
        case .source(let error): error.description
        case .svg(let error): error.description
        case .render(let error): error.description
        }
    }
}
