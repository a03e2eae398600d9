import SymbolBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the SVGs of an export folder: recursively, sorted, hidden entries skipped; each
/// sub-folder becomes a group. Nothing outside the folder is read: symbolic links that
/// resolve outside it are reported, not followed.
enum SourceDiscovery {
    struct Found: Sendable {
        var path: String
        /// Sub-folders between the export folder and the file.
        var group: [String]
        /// Set when the entry cannot be used (a link leaving the folder, a name that is not UTF-8).
        var problem: FileSystemError?
        /// Size and time seen while scanning.
        var stat: FileStat?
    }

    static func scan(_ root: String) throws(FileSystemError) -> [Found] {
        try scanWithCatalogs(root).found
    }

    /// The SVGs, and the asset catalogs (`.xcassets` folders) found on the way, which are not
    /// entered: their SVGs are symbolsets' templates, not icons to export.
    static func scanWithCatalogs(_ root: String) throws(FileSystemError) -> (found: [Found], catalogs: [String]) {
        guard FileSystem.kind(of: root) == .directory else {
            throw FileSystemError(path: root, reason: FileSystem.kind(of: root) == .missing ? .notFound : .notDirectory)
        }
        guard let realRoot = Path.realPath(root) else { throw FileSystemError(path: root, errno: errno) }
        var found: [Found] = []
        var catalogs: [String] = []
        try walk(root, group: [], realRoot: realRoot, depth: 0, into: &found, catalogs: &catalogs)
        return (found, catalogs)
    }

    private static func walk(_ directory: String, group: [String], realRoot: String, depth: Int, into found: inout [Found],
                             catalogs: inout [String]) throws(FileSystemError) {
        guard depth < 32 else { return }
        for entry in try FileSystem.entries(of: directory) {
            guard let name = entry.name else {
                found.append(Found(path: Path.join(directory, entry.lossyName), group: group,
                                   problem: FileSystemError(path: Path.join(directory, entry.lossyName), reason: .invalidName)))
                continue
            }
            if name.hasPrefix(".") { continue }
            let path = Path.join(directory, name)
            // The directory entry's type spares a stat for plain files and folders; a source's
            // size and time are then read by the worker that exports it, in parallel.
            if entry.type == .file {
                if name.lowercased().hasSuffix(".svg") { found.append(Found(path: path, group: group, problem: nil)) }
                continue
            }
            if name.hasSuffix(".xcassets") {
                if entry.type == .folder || FileSystem.kind(of: path) == .directory { catalogs.append(path) }
                continue
            }
            if entry.type == .folder {
                try walk(path, group: group + [name], realRoot: realRoot, depth: depth + 1, into: &found, catalogs: &catalogs)
                continue
            }
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            if isLink {
                guard let target = Path.realPath(path), target == realRoot || Path.isInside(target, folder: realRoot) else {
                    if name.lowercased().hasSuffix(".svg") || FileSystem.kind(of: path) == .directory {
                        found.append(Found(path: path, group: group, problem: FileSystemError(path: path, reason: .linkOutsideInput)))
                    }
                    continue
                }
            }
            if isLink, stat(path, &info) != 0 { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                // A link to a folder inside the input would visit it twice; follow real folders only.
                if !isLink { try walk(path, group: group + [name], realRoot: realRoot, depth: depth + 1, into: &found, catalogs: &catalogs) }
            case S_IFREG where name.lowercased().hasSuffix(".svg"):
                found.append(Found(path: path, group: group, problem: nil, stat: FileStat(info)))
            default:
                continue
            }
        }
    }
}
