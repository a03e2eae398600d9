import SymbolBase

/// A target of the app's projects: what it builds for (each platform and its deployment
/// target), whether it is a test, and which files it compiles.
package struct AppTarget: Sendable {
    package enum Kind: String, Sendable {
        /// An app, an extension, a framework, a library: code that runs on a user's device.
        case app
        /// Unit and UI tests: code that runs in the simulator and on CI only.
        case test
    }

    package var name: String
    package var kind: Kind
    /// The file that declares it: a `project.pbxproj`, a `project.yml` or a `Package.swift`.
    package var project: String
    /// The platforms it builds for, in order, each with its deployment target there (nil where
    /// none is set).
    package var platforms: [(platform: Platform, target: DeploymentTarget?)]
    package var members: Members

    package init(name: String, kind: Kind, project: String, platforms: [(platform: Platform, target: DeploymentTarget?)], members: Members) {
        (self.name, self.kind, self.project, self.platforms, self.members) = (name, kind, project, platforms, members)
    }

    /// The files a target compiles: files named one by one, and folders whose files all are but
    /// those left out; each path lexically normalized, as the audit walks them.
    package struct Members: Sendable {
        /// Whether `path` is below `folder`, both lexically normalized (every relative path is below `.`).
        static func isInside(_ path: String, _ folder: String) -> Bool {
            folder == "." ? !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") : Path.isInside(path, folder: folder)
        }

        package var files: Set<String> = []
        package var folders: [(path: String, excluded: Set<String>)] = []

        package init(files: Set<String> = [], folders: [(path: String, excluded: Set<String>)] = []) {
            (self.files, self.folders) = (files, folders)
        }

        package func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return folders.contains { folder in
                Self.isInside(path, folder.path) && !folder.excluded.contains { path == $0 || Path.isInside(path, folder: $0) }
            }
        }
    }
}
