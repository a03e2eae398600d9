import SymbolBase
import SymbolExport

/// The outcome of one file an export makes besides the catalog: the Swift accessors (UIKit,
/// SwiftUI) or the availability record.
package struct GeneratedFileReport: Sendable {
    package enum Kind: String, Sendable {
        case swiftAccessors = "swift"
        case swiftUIAccessors = "swiftui"
        case availabilityRecord = "availability-record"

        /// `the Swift accessors`, `the availability record`: how messages name it.
        package var noun: String {
            switch self {
            case .swiftAccessors, .swiftUIAccessors: "the Swift accessors"
            case .availabilityRecord: "the availability record"
            }
        }
    }

    package enum Status: String, Sendable {
        /// Written: its bytes changed.
        case written
        /// Already holding these bytes; not touched (Xcode recompiles on every touch).
        case unchanged
        /// `--check`: the file does not exist, or holds other bytes.
        case missing, stale
        /// `--dry-run`: would be written.
        case planned = "would-write"
        /// Not written: symbols failed, or the file has problems of its own.
        case notWritten = "not-written"
    }

    package var kind = Kind.swiftAccessors
    package var path: String
    package var status: Status
    /// Errors of the file itself: case names that clash, kinds that do not fit.
    package var problems: [Diagnostic] = []
    /// What the summary says of it (where the symbols' availability comes from, what changed).
    package var notes: [Diagnostic] = []

    package init(kind: Kind = .swiftAccessors, path: String, status: Status) {
        (self.kind, self.path, self.status) = (kind, path, status)
    }

    /// Writes `bytes` (only when they differ: Xcode recompiles on every touch), or, with
    /// `--check` and `--dry-run`, compares them with the file.
    package mutating func write(_ bytes: [UInt8], mode: ExportReport.Mode) {
        let exists = FileSystem.kind(of: path) != .missing
        let same = exists && FileSystem.hasContents(path, equalTo: bytes)
        switch mode {
        case .check: status = !exists ? .missing : same ? .unchanged : .stale
        case .dryRun: status = same ? .unchanged : .planned
        case .write:
            do {
                try FileSystem.createDirectory(Path.parent(of: path))
                status = try FileSystem.writeAtomically(bytes, to: path) ? .written : .unchanged
            } catch {
                problems.append(.error(error.path, Message(error.description)))
            }
        }
    }
}
