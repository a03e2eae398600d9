import SymbolBase
import SymbolReading
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why one symbol could not be converted. The source path is printed beside it.
package enum ConvertError: PathError, Equatable, Sendable {
    case invalidPointSize(Double)
    case source(FileSystemError)
    case svg(SVGError)
    case template(TemplateError)
    case raster(RasterError)
    case png(PNGError)
    /// `--format svg` asked of a plain SVG.
    case vectorNeedsTemplate
    /// The worker process drawing it died of a signal (librsvg aborted, memory ran out, killed).
    case rendererCrashed(signal: Int32)
    /// The worker process drawing it took longer than the time limit and was stopped.
    case rendererTimedOut(seconds: Double)
    /// The worker process could not be started or spoke out of turn.
    case rendererUnavailable(String)
    /// The run was interrupted (SIGINT, SIGTERM) while the file was being drawn: an export
    /// reports the symbol as not reached.
    case interrupted
    /// Its symbolset cannot be written in a version at most `cap` (`template-version`, `xcode`).
    case templateCap(read: Version, cap: Version, reason: String)

    package var path: String? {
        if case .source(let error) = self { return error.path }
        return nil
    }

    /// Where in the source the problem is, when the reader knows (malformed XML, a reference
    /// out of the document).
    package var position: (line: Int, column: Int)? {
        switch self {
        case .svg(.xml(.malformed(let line, let column, _))), .svg(.externalReference(_, let line, let column)): (line, column)
        default: nil
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .invalidPointSize(let size):
            "point size \(size.formatted) is out of range; use a size above 0 and at most \(RenderOptions.maximumPointSize.formatted)"
        case .source(let error): Message(error.description)
        case .svg(let error): Message(error.description)
        case .template(let error): error.message
        case .raster(let error): error.message
        case .png(let error): Message(error.description)
        case .rendererCrashed(let signal) where signal == SIGKILL:
            "the renderer was killed (SIGKILL) while drawing this file, by the system when memory runs out or by another process; "
                + "the other files went on: run it again, and if it recurs check the file in another viewer"
        case .rendererCrashed(let signal):
            "the renderer crashed (\(Self.signalName(signal))) while drawing this file; \(RendererVersions.librsvg) fails on some "
                + "malformed documents, and upgrading librsvg may draw it; check the file in another viewer"
        case .rendererTimedOut(let seconds):
            "the renderer took longer than \(seconds.formatted) s on this file and was stopped; "
                + "raise \(setting: "render-timeout") if it is just a large drawing"
        case .rendererUnavailable(let reason): "the renderer process failed: \(reason)"
        case .interrupted: "interrupted while drawing this file"
        case .templateCap(let read, let cap, let reason):
            "its symbolset cannot be written as template v\(cap) (\(setting: "template-version"), \(setting: "xcode")), and Xcode refuses v\(read) above it: "
                + "\(reason); write its version text as `Template v.\(read)` in a template-version text element, or raise the cap"
        case .vectorNeedsTemplate:
            "\(setting: "format", "svg") writes the drawing of an SF Symbols template, and this is a plain SVG; give it \(setting: "format", "pdf"), or put the SVG in the catalog as it is"
        }
    }
}

extension ConvertError {
    /// A render backend's failure, as a conversion reports it.
    init(_ error: RenderError) {
        switch error {
        case .raster(let error): self = .raster(error)
        case .png(let error): self = .png(error)
        case .crashed(let signal): self = .rendererCrashed(signal: signal)
        case .timedOut(let seconds): self = .rendererTimedOut(seconds: seconds)
        case .unavailable(let reason): self = .rendererUnavailable(reason)
        case .interrupted: self = .interrupted
        }
    }

    /// `SIGABRT`, `SIGKILL`, … (the number for others).
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGILL: "SIGILL",
                                      SIGFPE: "SIGFPE", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP"]
        return names[signal] ?? "signal \(signal)"
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
