import SymbolBase
import SymbolReading

/// Why one symbol could not be converted. The source path is printed beside it.
public enum ConvertError: PathError, Equatable, Sendable {
    case invalidPointSize(Double)
    case source(FileSystemError)
    case svg(SVGError)
    case template(TemplateError)
    case raster(RasterError)
    case png(PNGError)
    /// `--format svg` asked of a plain SVG.
    case vectorNeedsTemplate

    public var path: String? {
        if case .source(let error) = self { return error.path }
        return nil
    }

    /// Where in the source the problem is, when the parser knows (malformed XML).
    public var position: (line: Int, column: Int)? {
        if case .svg(.xml(.malformed(let line, let column, _))) = self { return (line, column) }
        return nil
    }

    public var description: String { message.description }

    public var message: Message {
        switch self {
        case .invalidPointSize(let size):
            "point size \(size.formatted) is out of range; use a size above 0 and at most \(RenderOptions.maximumPointSize.formatted)"
        case .source(let error): Message(error.description)
        case .svg(let error): Message(error.description)
        case .template(let error): error.message
        case .raster(let error): error.message
        case .png(let error): Message(error.description)
        case .vectorNeedsTemplate:
            "\(setting: "format", "svg") writes the drawing of an SF Symbols template, and this is a plain SVG; give it \(setting: "format", "pdf"), or put the SVG in the catalog as it is"
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
