import SymbolBase

/// Files in a generated asset folder that the tool did not write (a note, a hand-made image):
/// never removed, not even with the folder, and reported wherever the tool acts on the folder.
extension AssetCatalog {
    /// The names of the files the tool writes in an asset folder at `location`: its images at
    /// each scale and appearance, its vectors, its template, and `Contents.json`.
    static func toolFileNames(_ location: AssetLocation) -> Set<String> {
        var names: Set<String> = [ContentsFile.filename]
        switch location.kind {
        case .imageSet:
            for stem in [location.name, location.name + "-dark"] {
                for k in 1...3 { names.insert(AssetFolder.filename(location.name, scale: k, dark: stem != location.name)) }
                names.insert(stem + ".svg")
                names.insert(stem + ".pdf")
            }
        case .symbolSet:
            names.insert(location.name + ".svg")
        }
        return names
    }

    /// The files of the asset folder at `location` the tool did not write, relative to the
    /// catalog, sorted; hidden files (`.DS_Store`) and the tool's temporaries are not counted.
    package func keptFiles(at location: AssetLocation) -> [String] {
        let ours = Self.toolFileNames(location)
        guard let names = try? FileSystem.contentsOfDirectory(fullPath(location.relativePath)) else { return [] }
        return names.filter { !ours.contains($0) && !$0.hasPrefix(".") && !TemporaryFiles.isTemporaryName($0) }.map(location.file)
    }

    /// The kept files of each of `folders`.
    package func keptFiles(of folders: [AssetFolder]) -> [String] {
        folders.flatMap { keptFiles(at: $0.location) }
    }

    /// Removes the files an earlier export of the asset wrote and this one does not (its PNGs
    /// once it is a vector, a dark image no longer needed): only in a folder the tool made, only
    /// names the tool writes. Returns the files it keeps that the tool did not write.
    func removeLeftovers(of folder: AssetFolder) throws(FileSystemError) -> [String] {
        let directory = fullPath(folder.location.relativePath)
        guard Self.isGenerated(folder: directory) else { return [] }
        let written = Set(folder.files.map(\.filename))
        for name in Self.toolFileNames(folder.location).subtracting(written).sorted() {
            let path = Path.join(directory, name)
            if FileSystem.kindUnlessLink(of: path) == .file { try FileSystem.remove(path) }
        }
        return keptFiles(at: folder.location)
    }
}
