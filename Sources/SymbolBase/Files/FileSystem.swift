#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the tool needs, with errors that carry the path.
/// Writes are atomic (temporary file in the same folder, then rename) and skipped when
/// the file already holds the same bytes, so unchanged files keep their modification times.
package enum FileSystem {
    /// Inputs larger than this are refused rather than read.
    package static let maximumInputSize = 16 << 20

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter).
    package static func readPrefix(_ path: String, count: Int) throws(FileSystemError) -> [UInt8] {
        let fd = try openRegularFile(path)
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, count - total) }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errno: errno)
            }
            if got == 0 { break }
            total += got
        }
        return Array(bytes.prefix(total))
    }

    /// Opens the regular file at `path` for reading; anything else (a folder, a FIFO, a device)
    /// is refused without waiting: it is opened non-blocking, so a FIFO no one writes to does
    /// not hold the tool, and its type checked before a byte is read.
    private static func openRegularFile(_ path: String) throws(FileSystemError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = FileSystemError(path: path, errno: errno)
            close(fd)
            throw error
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FileSystemError(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? .isDirectory : .notRegularFile)
        }
        return fd
    }

    package static func readFile(_ path: String, limit: Int = maximumInputSize) throws(FileSystemError) -> [UInt8] {
        let fd = try openRegularFile(path)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        guard Int(info.st_size) <= limit else { throw FileSystemError(path: path, reason: .tooLarge(limit: limit)) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, $0.count - total) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errno: errno)
            }
            if count == 0 { break }
            total += count
        }
        // The file may have shrunk (or grown) while reading; keep what was read.
        if total < bytes.count { bytes.removeLast(bytes.count - total) }
        return bytes
    }

    package enum Kind: Equatable, Sendable {
        case missing, file, directory, other
    }

    /// What is at `path`, following symbolic links.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// What is at `path` itself, without following a symbolic link (one `lstat`); nil when it
    /// is a symbolic link.
    package static func kindUnlessLink(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return nil
        default: return .other
        }
    }

    /// Whether `path` itself is a symbolic link (not followed).
    package static func isSymbolicLink(_ path: String) -> Bool {
        kindUnlessLink(of: path) == nil
    }

    /// Creates `path` and any missing parents.
    package static func createDirectory(_ path: String) throws(FileSystemError) {
        switch kind(of: path) {
        case .directory: return
        case .file, .other: throw FileSystemError(path: path, reason: .notDirectory)
        case .missing: break
        }
        let parent = Path.parent(of: path)
        if parent != path, !parent.isEmpty { try createDirectory(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw FileSystemError(path: path, errno: errno) }
    }

    /// Writes `bytes` to `path` through a temporary file and a rename, unless the file
    /// already holds exactly these bytes. Returns whether the file was written.
    @discardableResult
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> Bool {
        try writeIfChanged(bytes, to: path).written
    }

    /// `writeAtomically`, also returning the file's size and modification time afterwards.
    package static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> (written: Bool, stat: FileStat) {
        if let stat = statIfContents(path, equalTo: bytes) { return (false, stat) }
        let temporary = TemporaryFiles.register(near: path)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        do {
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        let stat = FileStat(descriptor: fd)
        guard close(fd) == 0, let stat else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, errno: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, errno: code)
        }
        return (true, stat)
    }

    /// Writes a file atomically from chunks that `produce` hands to `emit`, so a large file
    /// is never held in memory whole. Always writes (callers decide whether anything changed).
    package static func writeAtomically(to path: String, produce: (_ emit: ([UInt8]) throws(FileSystemError) -> Void) throws(FileSystemError) -> Void) throws(FileSystemError) {
        let temporary = TemporaryFiles.register(near: path)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        do {
            try produce { (chunk: [UInt8]) throws(FileSystemError) in try writeAll(chunk, to: fd, path: path) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, errno: code)
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short and interrupted writes.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileSystemError) {
        if let fault = WriteFaults.fault(writing: path) { throw fault }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errno: errno)
            }
            written += count
        }
    }

    /// Creates the folder `path` holding `files`, atomically: the files are written into a
    /// temporary folder beside it, which is then renamed. `path` must not exist. The last file
    /// (an asset's `Contents.json`) is itself written under a temporary name and renamed, so
    /// even a process killed mid-write leaves no incomplete `Contents.json` anywhere, only
    /// complete ones naming complete files. Returns each file's size and modification time.
    @discardableResult
    package static func writeFolderAtomically(_ files: [(name: String, bytes: [UInt8])], to path: String) throws(FileSystemError) -> [FileStat] {
        let temporary = TemporaryFiles.register(near: path)
        defer { TemporaryFiles.unregister(temporary) }
        guard mkdir(temporary, 0o755) == 0 else { throw FileSystemError(path: path, errno: errno) }
        // Files are created relative to the folder's descriptor: no path to walk for each.
        let folder = open(temporary, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            let code = errno
            try? remove(temporary)
            throw FileSystemError(path: path, errno: code)
        }
        // A failure names the file it was writing where it was going, never the temporary name.
        var writing = path
        do throws(FileSystemError) {
            var stats: [FileStat] = []
            for (index, file) in files.enumerated() {
                writing = Path.join(path, file.name)
                if index == files.count - 1 {
                    let partial = TemporaryFiles.prefix + file.name
                    stats.append(try writeNew(file.bytes, in: folder, name: partial, path: Path.join(temporary, partial)))
                    guard renameat(folder, partial, folder, file.name) == 0 else {
                        throw FileSystemError(path: Path.join(temporary, partial), errno: errno)
                    }
                } else {
                    stats.append(try writeNew(file.bytes, in: folder, name: file.name, path: Path.join(temporary, file.name)))
                }
            }
            close(folder)
            writing = path
            try move(temporary, to: path)
            return stats
        } catch {
            close(folder)
            try? remove(temporary)
            throw FileSystemError(path: writing, reason: error.reason)
        }
    }

    /// Writes a file that does not exist yet, in the folder open as `folder` (a temporary one).
    private static func writeNew(_ bytes: [UInt8], in folder: Int32, name: String, path: String) throws(FileSystemError) -> FileStat {
        let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, path: path)
        guard let stat = FileStat(descriptor: fd) else { throw FileSystemError(path: path, errno: errno) }
        return stat
    }

    /// Whether `path` is a regular file holding exactly `bytes` (size checked first).
    package static func hasContents(_ path: String, equalTo bytes: [UInt8]) -> Bool {
        statIfContents(path, equalTo: bytes) != nil
    }

    /// The file's size and time when it holds exactly `bytes`, else nil.
    package static func statIfContents(_ path: String, equalTo bytes: [UInt8]) -> FileStat? {
        guard let stat = FileStat(path), stat.size == bytes.count,
              let existing = try? readFile(path, limit: bytes.count), existing == bytes else { return nil }
        return stat
    }

    /// Renames `source` to `target` (atomic within one file system).
    package static func move(_ source: String, to target: String) throws(FileSystemError) {
        guard rename(source, target) == 0 else { throw FileSystemError(path: source, errno: errno) }
    }

    /// Removes a file, or a directory and everything in it. Missing is not an error.
    package static func remove(_ path: String) throws(FileSystemError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for entry in try contentsOfDirectory(path) { try remove(path + "/" + entry) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw FileSystemError(path: path, errno: errno) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemError(path: path, errno: errno) }
        }
    }

    /// Entry names in `path`, sorted by bytes, without `.` and `..` (a name that is not UTF-8
    /// with its bad bytes replaced).
    package static func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try entries(of: path).map(\.lossyName)
    }

    /// The entries of the folder at `path`, sorted by their names' bytes, without `.` and `..`:
    /// the one place the tool lists a folder.
    package static func entries(of path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw FileSystemError(path: path, errno: errno) }
        defer { closedir(directory) }
        var entries: [(bytes: [UInt8], type: DirectoryEntry.Kind)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let type: DirectoryEntry.Kind = switch Int(entry.pointee.d_type) {
            case Int(DT_REG): .file
            case Int(DT_DIR): .folder
            default: .other
            }
            entries.append((bytes, type))
        }
        // Sorted as bytes (cheaper than comparing Strings, and the same order).
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map { entry in
            DirectoryEntry(name: String(validating: entry.bytes, as: UTF8.self), lossyName: String(decoding: entry.bytes, as: UTF8.self),
                           type: entry.type)
        }
    }

    /// Whether the current user may create files in directory `path`.
    package static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }
}
