/// Why an export cannot start.
public enum ExportPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case input(FileSystemError)
    case manifest(path: String, ManifestError)

    /// The file to print beside the reason.
    public var path: String {
        switch self {
        case .input(let error): error.path
        case .manifest(let path, let error): error.path ?? path
        }
    }

    public var description: String {
        switch self {
        case .input(let error): error.description
        case .manifest(_, let error): error.description
        }
    }
}
