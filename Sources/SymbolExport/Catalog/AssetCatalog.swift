/// An `.xcassets` folder on disk and the rules for writing into it.
public struct AssetCatalog: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Checks, before anything is rendered, that the catalog can be written: an existing
    /// writable folder, or a missing one whose nearest existing parent is writable.
    public func validate() throws(CatalogError) {
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
    public func prepare() throws(CatalogError) {
        do {
            try FileSystem.createDirectory(path)
            let root = Path.join(path, "Contents.json")
            if FileSystem.kind(of: root) == .missing {
                try FileSystem.writeAtomically(ContentsFile.root.xcodeBytes, to: root)
            }
        } catch {
            throw .fileSystem(error)
        }
    }

    /// The folder of an asset: `CATALOG/GROUP/…/NAME.TYPE`.
    public func folder(name: String, type: String, group: [String] = []) -> String {
        (group + ["\(name).\(type)"]).reduce(path) { Path.join($0, $1) }
    }

    /// What a write changed.
    public struct WriteResult: Sendable {
        /// Files whose bytes changed (full paths); files already up to date are not rewritten.
        public var written: [String] = []
        /// Group folders created, relative to the catalog.
        public var createdGroups: [String] = []
        /// Size and modification time of every file of the asset, by full path.
        public var stats: [String: FileStat] = [:]
    }

    /// Writes the asset's folders; files already holding the same bytes are left untouched.
    /// Images first, `Contents.json` last, so an interrupted write never leaves a
    /// `Contents.json` naming a missing file. An existing asset of the same name that the
    /// tool did not generate is never overwritten.
    @discardableResult
    public func write(_ asset: RenderedAsset, group: [String] = []) throws(CatalogError) -> WriteResult {
        var result = WriteResult()
        let sets: [(String, [AssetFile])] = [("imageset", asset.imageSet)] + (asset.symbolSet.map { [("symbolset", $0)] } ?? [])
        // Never write through a symbolic link planted in the catalog: it could point anywhere.
        var relative = ""
        for component in group {
            relative = relative.isEmpty ? component : relative + "/" + component
            if FileSystem.isSymbolicLink(Path.join(path, relative)) { throw .symbolicLink(path: Path.join(path, relative)) }
        }
        for (type, files) in sets {
            let directory = folder(name: asset.name, type: type, group: group)
            if FileSystem.isSymbolicLink(directory) { throw .symbolicLink(path: directory) }
            guard Self.mayWrite(directory, files: files) else { throw .notOwned(path: directory) }
        }
        do {
            var relative: [String] = []
            for component in group {
                relative.append(component)
                let folder = Path.join(path, relative.joined(separator: "/"))
                if FileSystem.kind(of: folder) == .missing {
                    try FileSystem.createDirectory(folder)
                    try FileSystem.writeAtomically(ContentsFile.group.xcodeBytes, to: Path.join(folder, "Contents.json"))
                    result.createdGroups.append(relative.joined(separator: "/"))
                }
            }
            for (type, files) in sets {
                let directory = folder(name: asset.name, type: type, group: group)
                if FileSystem.kind(of: directory) == .missing {
                    // A new asset appears whole: written under a temporary name, renamed once.
                    let stats = try FileSystem.writeFolderAtomically(files.map { ($0.filename, $0.bytes) }, to: directory)
                    for (file, stat) in zip(files, stats) {
                        let target = Path.join(directory, file.filename)
                        result.written.append(target)
                        result.stats[target] = stat
                    }
                } else {
                    for file in files {
                        let target = Path.join(directory, file.filename)
                        let outcome = try FileSystem.writeIfChanged(file.bytes, to: target)
                        if outcome.written { result.written.append(target) }
                        result.stats[target] = outcome.stat
                    }
                }
            }
        } catch {
            throw .fileSystem(error)
        }
        return result
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
            (name != "Contents.json" && ours.contains(name) && !FileSystem.isSymbolicLink(Path.join(directory, name)))
                || TemporaryFiles.isTemporaryName(name)
        }
    }
}
