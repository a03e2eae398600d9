/// The one convention for paths on errors. A layer's error (`ConvertError`, `CatalogError`,
/// `ManifestError`) is about a subject its caller knows, a source or a manifest; `path` names
/// another file when the reason is about that one instead (a catalog folder, an unreadable
/// file), and is nil otherwise. The failure that carries the subject (`AssetFailure`,
/// `ExportPlanError`) resolves it: its `path` is the file to print. `message` is the reason
/// alone; the command line prints `error: PATH: reason`.
package protocol PathError: Error, CustomStringConvertible {
    var path: String? { get }
    /// The reason, with the settings it suggests changing (`description` words them as flags).
    var message: Message { get }
}

extension PathError {
    package var message: Message { Message(description) }
}
