import SymbolBase
import SymbolCatalog
import SymbolRendering

/// A symbol that could not be exported: the source it came from and what went wrong.
package struct AssetFailure: Error, Sendable, CustomStringConvertible {
    package enum Cause: Sendable, Equatable {
        case convert(ConvertError)
        case catalog(CatalogError)
        /// A problem of the manifest entry that names the source (a source that does not exist).
        case manifest(path: String, ManifestIssue)
        /// A conversion's failure as the export's state recorded it: the source, options and
        /// tool are as they were when it failed, so it was not drawn again.
        case remembered(Message, line: Int?, column: Int?)
    }

    package let source: String
    package let cause: Cause

    package init(source: String, cause: Cause) {
        self.source = source
        self.cause = cause
    }

    /// The file the message is about: the catalog's path for catalog errors, the manifest for
    /// manifest problems, else the source.
    package var path: String {
        switch cause {
        case .convert(let error): error.path ?? source
        case .catalog(let error): error.path ?? source
        case .manifest(let path, _): path
        case .remembered: source
        }
    }

    /// The reason, without the path.
    package var message: Message {
        switch cause {
        case .convert(let error): error.message
        case .catalog(let error): error.message
        case .manifest(_, let issue): Message(issue.description)
        case .remembered(let message, _, _): message
        }
    }

    package var description: String { message.description }

    /// The error to report, with its place (line and column when known).
    package var diagnostic: Diagnostic {
        switch cause {
        case .convert(let error):
            .error(path, message, line: error.position?.line, column: error.position?.column)
        case .catalog:
            .error(path, message)
        case .manifest(_, let issue):
            .error(path, message, line: issue.line, column: issue.column)
        case .remembered(let message, let line, let column):
            .error(path, message, line: line, column: column)
        }
    }

    /// Whether the failure was reported from the export's state, not found again.
    package var isRemembered: Bool {
        if case .remembered = cause { return true }
        return false
    }
}
