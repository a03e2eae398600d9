import SymbolBase

/// How the state of a catalog records a source: its path relative to the catalog, from its
/// absolute form, so that the same file named relative or absolute, from any working directory,
/// is one record (else a run from the other form would rewrite the state). Each source folder is
/// worked out once (`Path.relative` is dear, and every source of a no-op run is recorded).
final class SourcePaths: Sendable {
    /// The catalog's absolute path.
    let absoluteCatalog: String
    /// The path, relative to the catalog, of each source folder met, by its name in the plan.
    private let folders = Locked<[String: String]>([:])

    init(catalog: String) {
        absoluteCatalog = Path.absolute(catalog)
    }

    /// `source` as the state records it.
    func recorded(_ source: String) -> String {
        // The folder and the name, split at the last slash (a source names a file, never `x/`).
        var source = source
        let (folder, name) = source.withUTF8 { bytes -> (String, String) in
            guard let slash = bytes.lastIndex(of: 0x2F) else { return (".", String(decoding: bytes, as: UTF8.self)) }
            return (slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self))
        }
        let relative = folders.withLock { known in
            if let found = known[folder] { return found }
            let found = Path.relative(Path.absolute(folder), from: absoluteCatalog)
            known[folder] = found
            return found
        }
        return relative.isEmpty || relative == "." ? name : relative + "/" + name
    }
}
