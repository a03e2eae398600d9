import SymbolBase

/// How the state of a catalog records a source: its path relative to the catalog, from its
/// absolute form, so that the same file named relative or absolute, from any working directory,
/// is one record (else a run from the other form would rewrite the state). Each source folder's
/// absolute path is worked out once.
final class SourcePaths: Sendable {
    /// The catalog's absolute path.
    let absoluteCatalog: String
    /// The absolute path of each source folder met, by its name in the plan.
    private let folders = Locked<[String: String]>([:])

    init(catalog: String) {
        absoluteCatalog = Path.absolute(catalog)
    }

    /// `source` as the state records it.
    func recorded(_ source: String) -> String {
        let folder = Path.parent(of: source)
        let absolute = folders.withLock { known in
            if let found = known[folder] { return found }
            let found = Path.absolute(folder)
            known[folder] = found
            return found
        }
        return Path.relative(Path.join(absolute, Path.lastComponent(of: source)), from: absoluteCatalog)
    }
}
