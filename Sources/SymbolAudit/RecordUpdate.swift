import SourceScanning
import SymbolBase
import SymbolExport

/// `audit --write-manifest` where Apple's tables are: what they say of every system symbol the
/// code asks for by name goes into the availability record beside the manifest, so that an audit
/// without the tables (Linux CI) checks those symbols too, not only the ones the export makes.
package enum RecordUpdate {
    package struct Result: Equatable, Sendable {
        package var path: String
        /// Symbols recorded that were not before, or whose names changed.
        package var recorded: [String]
        package var written: Bool
    }

    /// Adds the code's system symbols that `tables` know to the record of `manifest`, keeping
    /// what it records already; written only when its bytes change.
    package static func apply(_ report: AuditReport, tables: SymbolsMetadata, manifest: String, named: Bool = false) throws(AuditError) -> Result {
        let path = AvailabilityRecord.path(forManifest: manifest)
        try AuditTree(roots: report.roots + (named ? [Path.parent(of: manifest)] : [])).checkWrite(path)
        var record: AvailabilityRecord
        do {
            record = try AvailabilityRecord.load(path) ?? AvailabilityRecord()
        } catch {
            throw .record(error)
        }
        var recorded: [String] = []
        for name in Set(report.uses.filter { $0.kind == .system }.compactMap(\.name)).sorted() {
            guard let entry = AvailabilityRecord.entry(tables.names(of: name)) else { continue }
            if record.symbols[name] != entry {
                record.symbols[name] = entry
                recorded.append(name)
            }
        }
        let updated = AvailabilityRecord.updating(record, symbols: record.symbols, tables: tables)
        guard !recorded.isEmpty || updated.releases != record.releases else { return Result(path: path, recorded: [], written: false) }
        record = updated
        do {
            return Result(path: path, recorded: recorded, written: try FileSystem.writeAtomically(record.bytes, to: path))
        } catch {
            throw .writeManifest(path: path, reason: error.description)
        }
    }
}
