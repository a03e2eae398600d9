import SymbolBase

/// The files of an app the audit reads, under the folders it audits: sources (Swift,
/// Objective-C, storyboards and xibs), asset catalogs, and the files that set the deployment
/// target. Build products, dependencies and dot folders are not entered (`skippedFolders`),
/// nor catalogs (listed, not searched for sources), nor symbolic links to folders.
package struct AppSources: Sendable {
    package enum Kind: Sendable {
        case swift, objectiveC, interfaceBuilder, configuration, project, package, xcodeGen

        /// A project's file: what says which targets compile which sources.
        package var isProject: Bool { self == .project || self == .package || self == .xcodeGen }
    }

    package struct File: Sendable {
        /// As given on the command line: the audited folder joined with `relativePath`.
        package var path: String
        package var relativePath: String
        package var kind: Kind
    }

    package var files: [File] = []
    /// The `.xcassets` folders found.
    package var catalogs: [String] = []

    /// Folders that hold build products or other people's code.
    package static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages"]
    /// Bundles of compiled code: nothing of the app's own to read.
    static let skippedSuffixes = [".framework", ".xcframework", ".xcworkspace"]

    /// What `roots` hold (a root may be a single file), in path order.
    package static func find(in roots: [String]) -> AppSources {
        var sources = AppSources()
        for root in roots {
            switch FileSystem.kind(of: root) {
            case .directory:
                if root.hasSuffix(".xcassets") { sources.catalogs.append(root) } else { sources.walk(root, relative: "", depth: 0) }
            case .file:
                if let kind = kind(ofFile: Path.lastComponent(of: root)) {
                    sources.files.append(File(path: root, relativePath: Path.lastComponent(of: root), kind: kind))
                }
            default: break
            }
        }
        return sources
    }

    /// The kind of source a file name is; nil for files the audit does not read.
    static func kind(ofFile name: String) -> Kind? {
        if name == "Package.swift" { return .package }
        if name == "project.pbxproj" { return .project }
        if name == "project.yml" { return .xcodeGen }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "storyboard", "xib": return .interfaceBuilder
        case "xcconfig": return .configuration
        default: return nil
        }
    }

    private mutating func walk(_ root: String, relative: String, depth: Int) {
        let folder = relative.isEmpty ? root : Path.join(root, relative)
        guard depth < 64, let entries = try? FileSystem.entries(of: folder) else { return }
        for entry in entries {
            guard let name = entry.name, !name.hasPrefix(".") else { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            var type = entry.type
            if type == .other {
                // No type from the folder listing: a link (followed to files only) or a file system that does not say.
                switch FileSystem.kindUnlessLink(of: Path.join(root, child)) {
                case .directory?: type = .folder
                case .file?: type = .file
                case nil: type = FileSystem.kind(of: Path.join(root, child)) == .file ? .file : .other
                default: continue
                }
            }
            switch type {
            case .folder: folderEntry(root, child, name: name, depth: depth)
            case .file:
                if let kind = Self.kind(ofFile: name), kind != .project {
                    files.append(File(path: Path.join(root, child), relativePath: child, kind: kind))
                }
            case .other: continue
            }
        }
    }

    private mutating func folderEntry(_ root: String, _ child: String, name: String, depth: Int) {
        if Self.skippedFolders.contains(name) || Self.skippedSuffixes.contains(where: name.hasSuffix) { return }
        if name.hasSuffix(".xcassets") {
            catalogs.append(Path.join(root, child))
        } else if name.hasSuffix(".xcodeproj") {
            let project = child + "/project.pbxproj"
            if FileSystem.kind(of: Path.join(root, project)) == .file {
                files.append(File(path: Path.join(root, project), relativePath: project, kind: .project))
            }
        } else {
            walk(root, relative: child, depth: depth + 1)
        }
    }
}
