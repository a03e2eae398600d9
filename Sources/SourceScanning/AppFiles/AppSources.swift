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
    /// What was not read, and why: names that are not UTF-8, folders too deep, links that lead
    /// out of the audited folder, special files, unreadable folders.
    package var unread: [UnreadFile] = []
    /// The real paths of the audited folders: nothing outside them is read.
    package var realRoots: [String] = []

    /// Folders that hold build products or other people's code.
    package static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages"]
    /// Bundles of compiled code: nothing of the app's own to read.
    static let skippedSuffixes = [".framework", ".xcframework", ".xcworkspace"]
    /// Folders nested deeper than this under an audited folder are not entered (and said so).
    static let maximumDepth = 64

    /// What `roots` hold (a root may be a single file), in path order.
    package static func find(in roots: [String]) -> AppSources {
        var sources = AppSources()
        for root in roots {
            if let real = Path.realPath(root) { sources.realRoots.append(FileSystem.kind(of: root) == .directory ? real : Path.parent(of: real)) }
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

    /// Whether `path` is inside one of the audited folders once its links are resolved (a file
    /// a project or another file names, before it is read).
    package func isInside(_ path: String) -> Bool {
        guard let real = Path.realPath(path) else { return false }
        return realRoots.contains { real == $0 || Path.isInside(real, folder: $0) }
    }

    /// The kind of source a file name is; nil for files the audit does not read.
    package static func kind(ofFile name: String) -> Kind? {
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
        guard depth < Self.maximumDepth else {
            unread.append(UnreadFile(path: folder, relativePath: relative, reason: .tooDeep(limit: Self.maximumDepth)))
            return
        }
        let entries: [DirectoryEntry]
        do {
            entries = try FileSystem.entries(of: folder)
        } catch {
            unread.append(UnreadFile(path: folder, relativePath: relative.isEmpty ? "." : relative, reason: .unreadable(error.description)))
            return
        }
        for entry in entries {
            guard let name = entry.name else {
                let child = relative.isEmpty ? entry.lossyName : relative + "/" + entry.lossyName
                unread.append(UnreadFile(path: Path.join(root, child), relativePath: child, reason: .invalidName))
                continue
            }
            guard !name.hasPrefix(".") else { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            let path = Path.join(root, child)
            var type = entry.type
            if type == .other {
                // No type from the folder listing: a link, a special file, or a file system that does not say.
                switch FileSystem.kindUnlessLink(of: path) {
                case .directory?: type = .folder
                case .file?: type = .file
                case nil:
                    // A link: followed to a file inside the audited folders; a link to a folder is
                    // not entered (the folder is read where it is, or it is outside).
                    let target = FileSystem.kind(of: path)
                    if !isInside(path) {
                        if target == .directory || Self.kind(ofFile: name) != nil {
                            unread.append(UnreadFile(path: path, relativePath: child, reason: .outside))
                        }
                        continue
                    }
                    guard target == .file else { continue }
                    type = .file
                default:
                    if Self.kind(ofFile: name) != nil { unread.append(UnreadFile(path: path, relativePath: child, reason: .notRegularFile)) }
                    continue
                }
            }
            switch type {
            case .folder: folderEntry(root, child, name: name, depth: depth)
            case .file:
                if let kind = Self.kind(ofFile: name), kind != .project {
                    files.append(File(path: path, relativePath: child, kind: kind))
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
            if FileSystem.kindUnlessLink(of: Path.join(root, project)) == .file {
                files.append(File(path: Path.join(root, project), relativePath: project, kind: .project))
            } else if FileSystem.kind(of: Path.join(root, project)) != .missing {
                unread.append(UnreadFile(path: Path.join(root, project), relativePath: project,
                                         reason: FileSystem.isSymbolicLink(Path.join(root, project)) ? .outside : .notRegularFile))
            }
        } else {
            walk(root, relative: child, depth: depth + 1)
        }
    }
}
