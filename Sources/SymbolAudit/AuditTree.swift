import SymbolBase
import SymbolExport

/// The folders an audit reads — those it is given and the one it runs in — by their real
/// paths. A manifest in them is a file anyone with a pull request can edit, so the paths it
/// names (its symbols' sources, its `catalog`, its `symbols-metadata`) must stay in them; what
/// the command line names may be anywhere.
struct AuditTree {
    let folders: [String]

    init(roots: [String]) {
        folders = (roots + ["."]).compactMap { root in
            Path.realPath(root).map { FileSystem.kind(of: root) == .directory ? $0 : Path.parent(of: $0) }
        }
    }

    /// Whether `path`, its links resolved (as far as it exists), is in one of the folders.
    func contains(_ path: String) -> Bool {
        let real = Self.resolved(path)
        return folders.contains { real == $0 || Path.isInside(real, folder: $0) }
    }

    /// The real path of `path`; for one that does not exist, its nearest existing parent's real
    /// path with the rest joined.
    private static func resolved(_ path: String) -> String {
        var existing = Path.lexicallyNormalized(Path.absolute(path))
        var rest: [String] = []
        while Path.realPath(existing) == nil, existing != "/", !existing.isEmpty {
            rest.insert(Path.lastComponent(of: existing), at: 0)
            existing = Path.parent(of: existing)
        }
        let base = Path.realPath(existing) ?? existing
        return rest.reduce(base) { Path.join($0, $1) }
    }

    /// Refuses a manifest in the tree that names a path out of it; one out of the tree (named on
    /// the command line) is the user's own.
    func checkManifest(_ input: String, commandLine: PartialExportOptions) throws(AuditError) {
        let path = ExportPlan.manifest(in: input) ?? input
        guard FileSystem.kind(of: path) == .file, contains(path),
              let bytes = try? FileSystem.readFile(path, limit: Manifest.sizeLimit),
              let manifest = try? Manifest.parse(bytes, path: path) else { return }
        func refuse(_ key: String, _ value: String, at position: (line: Int, column: Int)?) -> AuditError {
            .outside(manifest: path, key: key, value: value, line: position?.line, column: position?.column)
        }
        for entry in manifest.symbols where !contains(entry.source) {
            throw refuse(entry.keyPath.isEmpty ? "source" : entry.keyPath, entry.writtenSource, at: entry.sourcePosition)
        }
        let options = manifest.exportOptions
        if (commandLine.catalog ?? nil) == nil, let catalog = options.catalog ?? nil, !contains(catalog) {
            throw refuse("catalog", catalog, at: manifest.optionPositions["catalog"])
        }
        if (commandLine.symbolsMetadata ?? nil) == nil, let tables = options.symbolsMetadata ?? nil, !contains(tables) {
            throw refuse("symbols-metadata", tables, at: manifest.optionPositions["symbols-metadata"])
        }
    }

    /// What `--write-manifest` may write: a file in the tree (its folders' links resolved), not
    /// a link itself, and not one made read-only (its mode has no write bit: root's writes ignore
    /// permissions, so the bits are read rather than tried).
    func checkWrite(_ path: String) throws(AuditError) {
        if FileSystem.isSymbolicLink(path) {
            throw .writeManifest(path: path, reason: "is a symbolic link, and --write-manifest writes through none; put the file itself there")
        }
        guard contains(path) else {
            throw .writeManifest(path: path, reason: "is out of the folders audited (a link on the way leads out), and --write-manifest "
                + "writes nothing there; audit the folder that holds it, or name it with --manifest")
        }
        if let mode = FileStat.mode(of: path), mode & 0o222 == 0 {
            throw .writeManifest(path: path, reason: "is read-only, and --write-manifest leaves it so; make it writable (chmod u+w) for the "
                + "audit to add to it")
        }
    }
}
