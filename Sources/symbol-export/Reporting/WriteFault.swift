import SymbolBase
import SymbolCatalog
import SymbolExport

/// Writes that fail for a cause of the volume, not of the asset (no space, a read-only file
/// system, no permission): said once, at the first asset it stopped, naming the file it was
/// writing and the asset; the others counted, with the first few names, in one line at the end.
/// Nothing written before is lost, and the next run completes the rest.
struct WriteFault: Sendable {
    let reason: FileSystemError.Reason
    /// The catalog the writes were going to.
    let catalog: String
    var assets: [String] = []
    /// The run's record of the catalog, when it could not be written either.
    var record: String?

    init(reason: FileSystemError.Reason, catalog: String) {
        (self.reason, self.catalog) = (reason, catalog)
    }

    /// No space (or quota), read-only, permission: the volume's, not the asset's.
    static func isVolumeCause(_ reason: FileSystemError.Reason) -> Bool {
        switch reason {
        case .readOnly, .permissionDenied, .noSpace: true
        default: false
        }
    }

    /// The fault a failed asset's write is, if it is one of the volume.
    static func cause(of failure: AssetFailure) -> FileSystemError? {
        guard case .catalog(.fileSystem(let error)) = failure.cause, isVolumeCause(error.reason) else { return nil }
        return error
    }

    private var reasonText: String { FileSystemError(path: "", reason: reason).description }

    /// Records `fault`; returns the error to print when it is the first of its cause.
    static func add(_ error: FileSystemError, asset job: ExportJob, to faults: Locked<[WriteFault]>) -> Diagnostic? {
        let first = add(WriteFault(reason: error.reason, catalog: job.catalog), asset: job.key, to: faults)
        guard first else { return nil }
        return .error(error.path, Message("\(FileSystemError(path: "", reason: error.reason).description): the asset '\(job.key)' (from \(job.source)) "
            + "is not written; what was there stays"))
    }

    /// Records one more asset (or the record) stopped by `fault`; whether it is the first of its cause.
    @discardableResult
    static func add(_ fault: WriteFault, asset: String?, to faults: Locked<[WriteFault]>, record: String? = nil) -> Bool {
        faults.withLock { faults in
            let index = faults.firstIndex { $0.reason == fault.reason && $0.catalog == fault.catalog }
            var entry = index.map { faults[$0] } ?? fault
            if let asset { entry.assets.append(asset) }
            if let record { entry.record = record }
            if let index { faults[index] = entry } else { faults.append(entry) }
            return index == nil && asset != nil
        }
    }

    /// One error for each cause: the other assets it stopped, the first few by name, and what to do.
    static func summaries(_ faults: [WriteFault]) -> [Diagnostic] {
        faults.compactMap { fault in
            let more = fault.assets.dropFirst()
            guard !more.isEmpty || fault.record != nil else { return nil }
            var text = ""
            if !more.isEmpty {
                let names = more.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (more.count > 5 ? ", …" : "")
                text = "\(more.count) more asset\(more.count == 1 ? "" : "s") not written for the same cause (\(fault.reasonText)): \(names)"
            } else {
                text = "\(fault.reasonText)"
            }
            if fault.record != nil { text += "; nor the catalog's record of this run, so the next export checks what it wrote again" }
            let remedy = fault.reason == .noSpace ? "free space" : "make it writable"
            return .error(fault.catalog, Message(text + "; \(remedy) and export again: what was written is kept, and the next run completes the rest"))
        }
    }
}
