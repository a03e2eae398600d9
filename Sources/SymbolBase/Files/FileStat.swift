#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size and modification time of a regular file.
package struct FileStat: Equatable, Sendable {
    package var size: Int
    /// Nanoseconds since the epoch.
    package var modified: Int64

    package init(size: Int, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    /// The permission bits of what is at `path` (links followed); nil when nothing is there.
    package static func mode(of path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file at `path` relative to the folder open as `folder` (no path walk from the root).
    package init?(_ path: String, in folder: Int32) {
        var info = stat()
        guard fstatat(folder, path, &info, 0) == 0 else { return nil }
        self.init(info)
    }

    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    package init?(_ info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
