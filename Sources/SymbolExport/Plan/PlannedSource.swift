import Synchronization

/// A source's bytes, read while planning (its template version, its colours) and handed to
/// the run, so that no source is read twice in one run. The run takes them once, and they are
/// let go as it does.
final class PlannedSource: Sendable {
    private let bytes: Mutex<[UInt8]?>

    init(_ bytes: [UInt8]) {
        self.bytes = Mutex(bytes)
    }

    /// The bytes, left for the run; nil once it took them.
    func peek() -> [UInt8]? {
        bytes.withLock { $0 }
    }

    /// The bytes, the first time; nil afterwards.
    func take() -> [UInt8]? {
        bytes.withLock { bytes in
            defer { bytes = nil }
            return bytes
        }
    }
}
