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

    /// Writes the asset's folders; files already holding the same bytes are left untouched.
    /// Images first, `Contents.json` last, so an interrupted write never leaves a
    /// `Contents.json` naming a missing file. Returns the paths written.
    @discardableResult
    public func write(_ asset: RenderedAsset, group: [String] = []) throws(CatalogError) -> [String] {
        var written: [String] = []
        do {
            var folder = path
            for component in group {
                folder = Path.join(folder, component)
                if FileSystem.kind(of: folder) == .missing {
                    try FileSystem.createDirectory(folder)
                    try FileSystem.writeAtomically(ContentsFile.group.xcodeBytes, to: Path.join(folder, "Contents.json"))
                }
            }
            let sets: [(String, [AssetFile])] = [("imageset", asset.imageSet)] + (asset.symbolSet.map { [("symbolset", $0)] } ?? [])
            for (type, files) in sets {
                let directory = self.folder(name: asset.name, type: type, group: group)
                try FileSystem.createDirectory(directory)
                for file in files {
                    let target = Path.join(directory, file.filename)
                    if try FileSystem.writeAtomically(file.bytes, to: target) { written.append(target) }
                }
            }
        } catch {
            throw .fileSystem(error)
        }
        return written
    }
}
