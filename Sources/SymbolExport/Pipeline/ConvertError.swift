/// Why one symbol could not be converted. The source path is printed beside it.
public enum ConvertError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidPointSize(Double)
    case source(FileSystemError)
    case svg(SVGError)
    case template(TemplateError)
    case render(RenderError)

    /// The file the message is about, when it is not the source being converted.
    public var path: String? {
        if case .source(let error) = self { return error.path }
        return nil
    }

    public var description: String {
        switch self {
        case .invalidPointSize(let size):
            "point size \(size.formatted) is out of range; use a size above 0 and at most \(ConvertOptions.maximumPointSize.formatted)"
        case .source(let error): error.description
        case .svg(let error): error.description
        case .template(let error): error.description
        case .render(let error): error.description
        }
    }
}

extension SVGSource {
    /// Reads and checks the SVG at `path`, with the errors a conversion reports.
    init(file path: String) throws(ConvertError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .source(error)
        }
        do {
            try self.init(bytes: bytes)
        } catch {
            throw .svg(error)
        }
    }
}
