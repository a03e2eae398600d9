import SymbolBase
import SymbolExport

/// The availability record an export keeps when it reads Apple's tables (`SymbolTables`,
/// `AvailabilityRecord`): the names and first iOS of each system symbol it exports that the
/// tables know, so that an export without them writes the same Swift and the same catalog.
package enum AvailabilityRecordFile {
    /// Writes (or, with `--check` and `--dry-run`, compares) the record of `plan` at its path,
    /// when Apple's tables were read; nil when they were not (the record is then read, not
    /// made) or the export has no place for one (a catalog given as the input).
    package static func make(plan: ExportPlan, report export: ExportReport) -> GeneratedFileReport? {
        guard plan.tables.apple != nil, let path = plan.tables.recordPath else { return nil }
        let old = (try? AvailabilityRecord.load(path)) ?? nil
        let record = record(of: export, keeping: old, tables: plan.tables.apple)
        var report = GeneratedFileReport(kind: .availabilityRecord, path: path, status: .notWritten)
        if record.symbols.isEmpty, old == nil { return nil }
        report.notes = changes(from: old, to: record)
        report.write(record.bytes, mode: export.mode)
        return report
    }

    /// The system symbols of the export with the names the tables gave them. A symbol that
    /// failed keeps what the old record said of it; the other symbols of the old record (an
    /// audit's: symbols the code asks for that the export does not make) are kept, with what the
    /// tables say of them now.
    static func record(of export: ExportReport, keeping old: AvailabilityRecord?, tables: SymbolsMetadata?) -> AvailabilityRecord {
        var record = AvailabilityRecord()
        for symbol in (old?.symbols.keys).map(Array.init) ?? [] {
            record.symbols[symbol] = AvailabilityRecord.entry(tables?.names(of: symbol) ?? [])
        }
        for asset in export.assets {
            let job = asset.job
            if asset.failure != nil || asset.status == .skipped {
                if let kept = old?.symbols[job.systemName] { record.symbols[job.systemName] = kept }
                continue
            }
            guard !job.systemNames.isEmpty, job.kind(isTemplate: asset.facts?.isTemplate ?? true) == .system else { continue }
            record.symbols[job.systemName] = AvailabilityRecord.entry(job.systemNames.map { ($0.name, $0.from) })
        }
        return AvailabilityRecord.updating(old, symbols: record.symbols, tables: tables)
    }

    /// One note per symbol whose recorded availability the tables change, added or removed.
    static func changes(from old: AvailabilityRecord?, to new: AvailabilityRecord) -> [Diagnostic] {
        guard let old else { return [] }
        func text(_ names: [String: Version]?) -> String {
            guard let names else { return "nothing" }
            return names.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map { "\($0.key) from iOS \($0.value)" }.joined(separator: ", ")
        }
        return Set(old.symbols.keys).union(new.symbols.keys).sorted().compactMap { symbol in
            guard old.symbols[symbol] != new.symbols[symbol] else { return nil }
            return .note(nil, "availability of '\(symbol)': the record says \(text(old.symbols[symbol])), the SF Symbols tables \(text(new.symbols[symbol]))")
        }
    }
}
