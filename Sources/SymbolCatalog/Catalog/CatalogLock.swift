import SymbolBase
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a catalog, so two exports never write into one catalog at
/// once: `flock` on the catalog folder itself, so no file is made for it and the folder's
/// modification time stays as it is (Xcode looks at the catalog's tree). Where a file system
/// cannot lock a folder, on `CATALOG/.symbol-export.lock`, removed as the lock is let go.
/// Released by `release()`, in `deinit`, and by the kernel if the process dies.
package final class CatalogLock: Sendable {
    package static let filename = ".symbol-export.lock"

    private let descriptor: Int32
    /// The lock file, when the folder could not be locked.
    private let file: String?
    private let released = Atomic<Bool>(false)

    /// Takes the lock; `onWait` is called once when another process holds it and `wait` is true.
    package init(catalog: AssetCatalog, wait: Bool, onWait: () -> Void = {}) throws(CatalogError) {
        var waited = false
        func take(_ fd: Int32, _ path: String) throws(CatalogError) -> Bool {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK else { return false }
            guard wait else {
                close(fd)
                throw .locked(path: catalog.path)
            }
            if !waited { onWait() }
            waited = true
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(fd)
                    throw .fileSystem(FileSystemError(path: path, errno: errno))
                }
            }
            return true
        }
        let folder = open(catalog.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .fileSystem(FileSystemError(path: catalog.path, errno: errno)) }
        if try take(folder, catalog.path) {
            (descriptor, file) = (folder, nil)
            // A lock file an earlier version left: no longer used.
            unlink(Path.join(catalog.path, Self.filename))
            return
        }
        close(folder)
        let path = Path.join(catalog.path, Self.filename)
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw .fileSystem(FileSystemError(path: path, errno: errno)) }
            guard try take(fd, path) else {
                let error = FileSystemError(path: path, errno: errno)
                close(fd)
                throw .fileSystem(error)
            }
            // The holder removes the file as it lets go; a lock taken on the removed file locks
            // nothing: take it again.
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                (descriptor, file) = (fd, path)
                return
            }
            close(fd)
        }
    }

    /// Lets the lock go now (else in `deinit`).
    package func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Removed while still held: a waiter then finds its file gone and locks anew.
        if let file { unlink(file) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    deinit {
        release()
    }
}
