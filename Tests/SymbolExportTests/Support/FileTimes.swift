import Foundation

/// Modification and status-change times of files, on Linux and macOS alike.
enum FileTimes {
    /// (mtime, ctime) of `path` in nanoseconds; nil when it cannot be read.
    static func of(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return [Int(modified.tv_sec) * 1_000_000_000 + Int(modified.tv_nsec),
                Int(changed.tv_sec) * 1_000_000_000 + Int(changed.tv_nsec)]
    }

    /// (mtime, ctime) of every file and folder under `path`, by relative path ("" is `path`).
    static func tree(_ path: String) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for relative in [""] + (FileManager.default.subpaths(atPath: path) ?? []) {
            result[relative] = of((path as NSString).appendingPathComponent(relative))
        }
        return result
    }
}
