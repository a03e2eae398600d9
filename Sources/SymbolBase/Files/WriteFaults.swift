#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A full disk, on demand: `SYMBOL_EXPORT_WRITE_FAULT=enospc-after:N` makes every file write
/// after the first N fail with ENOSPC ("no space left on device"), as a volume that fills mid-run
/// does. For the tests of how an export reports it (ReportingTests); unset, it costs one check.
enum WriteFaults {
    /// The writes allowed before the fault, when one is asked for.
    private static let allowed: Int? = {
        guard let value = getenv("SYMBOL_EXPORT_WRITE_FAULT").map({ String(cString: $0) }), value.hasPrefix("enospc-after:") else { return nil }
        return Int(value.dropFirst("enospc-after:".count))
    }()

    private static let count = Locked(0)

    /// The error a write to `path` fails with now, if any.
    static func fault(writing path: String) -> FileSystemError? {
        guard let allowed else { return nil }
        let done = count.withLock { count in
            count += 1
            return count
        }
        return done > allowed ? FileSystemError(path: path, errno: ENOSPC) : nil
    }
}
