import SymbolBase
import SymbolRendering

/// An `.xcassets` folder on disk and the rules for writing into it. Every path it takes and
/// returns, but `path` itself, is relative to the catalog (`Group/name.imageset/name.png`).
package struct AssetCatalog: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The path of `relative` (a path inside the catalog) as seen from the working directory.
    package func fullPath(_ relative: String) -> String {
        relative.isEmpty ? path : Path.join(path, relative)
    }

    /// Checks, before anything is rendered, that the catalog can be written: an existing
    /// writable folder, or a missing one whose nearest existing parent is writable.
    package func validate() throws(CatalogError) {
        guard Path.lastComponent(of: path).hasSuffix(".xcassets") else { throw .notCatalogFolder(path: path) }
        var candidate = path
        while true {
            switch FileSystem.kind(of: candidate) {
            case .directory:
                guard FileSystem.isWritableDirectory(candidate) else { throw .notWritable(path: candidate) }
                return
            case .file, .other:
                throw candidate == path ? .notADirectory(path: path) : .fileSystem(FileSystemError(path: candidate, reason: .notDirectory))
            case .missing:
                let parent = Path.parent(of: candidate)
                if parent == candidate { throw .notWritable(path: path) }
                candidate = parent
            }
        }
    }

    /// Creates the catalog folder and its root `Contents.json` when they are missing.
    /// An existing root `Contents.json` is never rewritten.
    package func prepare() throws(CatalogError) {
        do {
            try FileSystem.createDirectory(path)
            let root = fullPath(ContentsFile.filename)
            if FileSystem.kind(of: root) == .missing {
                try FileSystem.writeAtomically(ContentsFile.root.xcodeBytes, to: root)
            }
        } catch {
            throw .fileSystem(error)
        }
    }

    /// What a write changed, relative to the catalog.
    package struct WriteResult: Sendable {
        /// Files whose bytes changed; files already up to date are not rewritten.
        package var written: [String] = []
        /// Group folders created.
        package var createdGroups: [String] = []
        /// Every file of the assets, in order, with its size and modification time (the paths
        /// are the strings `written` holds: a record of thousands of assets keeps one of each).
        package var files: [(path: String, stat: FileStat)] = []
        /// Files in the asset folders that the tool did not write, kept where they are.
        package var kept: [String] = []
    }

    /// Writes asset folders of one group; files already holding the same bytes are left
    /// untouched. Images first, `Contents.json` last, so an interrupted write never leaves a
    /// `Contents.json` naming a missing file. An existing asset of the same name that the
    /// tool did not generate is never overwritten.
    /// Group folders it creates provide a namespace when `namespaced`.
    @discardableResult
    package func write(_ folders: [AssetFolder], namespaced: Bool = false) throws(CatalogError) -> WriteResult {
        var result = WriteResult()
        let group = folders.first?.location.group ?? []
        precondition(folders.allSatisfy { $0.location.group == group }, "one group per write")
        let missingGroups = try self.missingGroups(group)
        let existing = try existingFolders(folders)
        do {
            for relative in missingGroups {
                let folder = fullPath(relative)
                try FileSystem.createDirectory(folder)
                try FileSystem.writeAtomically(ContentsFile.group(namespaced: namespaced).xcodeBytes,
                                               to: Path.join(folder, ContentsFile.filename))
                result.createdGroups.append(relative)
            }
            for (folder, exists) in zip(folders, existing) {
                let location = folder.location
                let directory = fullPath(location.relativePath)
                if !exists {
                    // A new asset appears whole: written under a temporary name, renamed once.
                    let stats = try FileSystem.writeFolderAtomically(folder.files.map { ($0.filename, $0.bytes) }, to: directory)
                    for (file, stat) in zip(folder.files, stats) {
                        let path = location.file(file.filename)
                        result.written.append(path)
                        result.files.append((path, stat))
                    }
                } else {
                    for file in folder.files {
                        let outcome = try FileSystem.writeIfChanged(file.bytes, to: Path.join(directory, file.filename))
                        let path = location.file(file.filename)
                        if outcome.written { result.written.append(path) }
                        result.files.append((path, outcome.stat))
                    }
                    result.kept += try removeLeftovers(of: folder)
                }
            }
        } catch {
            throw .fileSystem(error)
        }
        return result
    }

    /// The group folders of `group` that do not exist yet, outermost first. Never written
    /// through a symbolic link planted in the catalog: it could point anywhere. One lstat per
    /// folder tells a link, a missing folder and an existing one apart.
    private func missingGroups(_ group: [String]) throws(CatalogError) -> [String] {
        var missing: [String] = []
        for relative in AssetLocation.groupFolders(group) {
            switch FileSystem.kindUnlessLink(of: fullPath(relative)) {
            case nil: throw .symbolicLink(path: fullPath(relative))
            case .missing?: missing.append(relative)
            case .file?, .other?: throw .fileSystem(FileSystemError(path: fullPath(relative), reason: .notDirectory))
            case .directory?: break
            }
        }
        return missing
    }

    /// Whether each folder exists already; an existing one the tool did not generate is not its to write.
    private func existingFolders(_ folders: [AssetFolder]) throws(CatalogError) -> [Bool] {
        var existing: [Bool] = []
        for folder in folders {
            let directory = fullPath(folder.location.relativePath)
            switch FileSystem.kindUnlessLink(of: directory) {
            case nil: throw .symbolicLink(path: directory)
            case .missing?: existing.append(false)
            case .file?, .other?: throw .notOwned(path: directory)
            case .directory?:
                guard Self.mayWrite(directory, files: folder.files) else { throw .notOwned(path: directory) }
                existing.append(true)
            }
        }
        return existing
    }

    /// The files of `folders` that are missing from the catalog, and those whose bytes differ:
    /// what writing them would change.
    package func differences(_ folders: [AssetFolder]) -> (missing: [String], stale: [String]) {
        var missing: [String] = []
        var stale: [String] = []
        for folder in folders {
            for file in folder.files {
                let relative = folder.location.file(file.filename)
                let full = fullPath(relative)
                if FileSystem.kind(of: full) == .missing {
                    missing.append(relative)
                } else if !FileSystem.hasContents(full, equalTo: file.bytes) {
                    stale.append(relative)
                }
            }
        }
        return (missing, stale)
    }

    /// An asset folder may be written when it is missing, generated by the tool, or holds
    /// nothing but files the tool would write (an interrupted earlier run).
    static func mayWrite(_ directory: String, files: [AssetFile]) -> Bool {
        switch FileSystem.kind(of: directory) {
        case .missing: return true
        case .file, .other: return false
        case .directory: break
        }
        if isGenerated(folder: directory) { return true }
        let ours = Set(files.map(\.filename))
        guard let names = try? FileSystem.contentsOfDirectory(directory) else { return false }
        return names.allSatisfy { name in
            (name != ContentsFile.filename && ours.contains(name) && !FileSystem.isSymbolicLink(Path.join(directory, name)))
                || TemporaryFiles.isTemporaryName(name)
        }
    }
}
