/// A symbol that could not be exported: the source it came from and what went wrong.
public struct AssetFailure: Error, Sendable, CustomStringConvertible {
    public enum Cause: Sendable, Equatable {
        case convert(ConvertError)
        case catalog(CatalogError)
        /// A problem of the manifest entry that names the source (a source that does not exist).
        case manifest(path: String, ManifestIssue)
    }

    public let source: String
    public let cause: Cause

    public init(source: String, cause: Cause) {
        self.source = source
        self.cause = cause
    }

    /// The file the message is about: the catalog's path for catalog errors, the manifest for
    /// manifest problems, else the source.
    public var path: String {
        switch cause {
        case .convert(let error): error.path ?? source
        case .catalog(let error): error.path ?? source
        case .manifest(let path, _): path
        }
    }

    /// The reason, without the path.
    public var description: String {
        switch cause {
        case .convert(let error): error.description
        case .catalog(let error): error.description
        case .manifest(_, let issue): issue.description
        }
    }

    /// The message with its place, line and column included when known.
    public var diagnostic: Diagnostic {
        switch cause {
        case .convert(let error):
            Diagnostic(path: path, line: error.position?.line, column: error.position?.column, message: description)
        case .catalog:
            Diagnostic(path: path, message: description)
        case .manifest(_, let issue):
            Diagnostic(path: path, line: issue.line, column: issue.column, message: description)
        }
    }
}
