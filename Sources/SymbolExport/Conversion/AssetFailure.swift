/// A symbol that could not be exported: the source it came from and what went wrong.
public struct AssetFailure: Error, Sendable, CustomStringConvertible {
    public enum Cause: Sendable, Equatable {
        case convert(ConvertError)
        case catalog(CatalogError)
    }

    public let source: String
    public let cause: Cause

    public init(source: String, cause: Cause) {
        self.source = source
        self.cause = cause
    }

    /// The file the message is about: the catalog's path for catalog errors, else the source.
    public var path: String {
        switch cause {
        case .convert(let error): error.path ?? source
        case .catalog(let error): error.path ?? source
        }
    }

    /// The reason, without the path.
    public var description: String {
        switch cause {
        case .convert(let error): error.description
        case .catalog(let error): error.description
        }
    }
}
