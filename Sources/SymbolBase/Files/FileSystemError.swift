#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system operation that failed, with the path it failed on.
package struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        case notFound
        case isDirectory
        case notDirectory
        case permissionDenied
        case readOnly
        /// No space left on the device (or the user's quota).
        case noSpace
        case tooLarge(limit: Int)
        case notRegularFile
        case invalidName
        case linkOutsideInput
        case system(code: Int32)
    }

    package let path: String
    package let reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, errno code: Int32) {
        self.path = path
        switch code {
        case ENOENT: reason = .notFound
        case EISDIR: reason = .isDirectory
        case ENOTDIR: reason = .notDirectory
        case EACCES, EPERM: reason = .permissionDenied
        case EROFS: reason = .readOnly
        case ENOSPC, EDQUOT: reason = .noSpace
        default: reason = .system(code: code)
        }
    }

    /// The reason alone; the path is printed beside it.
    package var description: String {
        switch reason {
        case .notFound: "no such file or directory"
        case .isDirectory: "is a directory, not a file"
        case .notDirectory: "a path component is a file, not a directory"
        case .permissionDenied: "permission denied"
        case .readOnly: "read-only file system"
        case .noSpace: "no space left on device"
        case .tooLarge(let limit): "larger than \(limit / (1 << 20)) MiB"
        case .notRegularFile: "not a regular file"
        case .invalidName: "the file name is not valid UTF-8; rename the file"
        case .linkOutsideInput: "a symbolic link that points outside the input folder; it is not followed"
        case .system(let code): String(cString: strerror(code)).lowercased()
        }
    }
}
