import SymbolBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a catalog (`flock` on `CATALOG/.symbol-export.lock`), so
/// two exports never write into one catalog at once. Released in `deinit`, and by the
/// kernel if the process dies.
public final class CatalogLock: Sendable {
    public static let filename = ".symbol-export.lock"

    private let descriptor: Int32

    /// Takes the lock; `onWait` is called once when another process holds it and `wait` is true.
    public init(catalog: AssetCatalog, wait: Bool, onWait: () -> Void = {}) throws(CatalogError) {
        let path = Path.join(catalog.path, Self.filename)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .fileSystem(FileSystemError(path: path, errno: errno)) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK, wait else {
                close(fd)
                throw .locked(path: catalog.path)
            }
            onWait()
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(fd)
                    throw .fileSystem(FileSystemError(path: path, errno: errno))
                }
            }
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
