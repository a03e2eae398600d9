import SourceScanning
import SymbolBase
import SymbolExport

/// What the audit knows of the system symbols' availability, from the best source there is:
/// Apple's tables (`symbols-metadata`, or the SF Symbols app's on a Mac), else the record an
/// export keeps beside its manifest (`NAME.availability.json`: the symbols it exports, so that
/// Linux CI knows them), and in any case the manifest's own `available` for its symbols.
package struct SymbolKnowledge: Sendable {
    package enum Source: Equatable, Sendable {
        case tables
        case record(path: String)
        case none
    }

    package var source: Source
    private var names: SymbolsMetadata
    /// Apple's tables, when they are the source; nil without them.
    package var tables: SymbolsMetadata? { source == .tables ? names : nil }
    /// `available` given in the manifest, by the system symbol's own name.
    private var given: [String: Version]

    /// - Parameters:
    ///   - tables: Apple's tables, when found.
    ///   - record: the manifest's availability record and its path, when there is one (read only
    ///     without the tables).
    ///   - available: the manifest's explicit `available` of its system symbols.
    package init(tables: SymbolsMetadata?, record: (AvailabilityRecord, path: String)?, available: [String: Version] = [:]) {
        given = available
        if let tables {
            (source, names) = (.tables, tables)
        } else if let record {
            (source, names) = (.record(path: record.path), Self.metadata(of: record.0))
        } else {
            (source, names) = (.none, SymbolsMetadata(introduced: [:], olderNames: [:]))
        }
    }

    /// Apple's tables know every name: one they do not know is not a symbol they list.
    package var isComplete: Bool { source == .tables }

    /// The iOS version from which `name` itself exists; nil when nothing says.
    package func introduced(_ name: String) -> Version? {
        names.introduced[name] ?? given[name]
    }

    /// The newest of `name`'s older names (Apple's renames) that exists at `target`.
    package func olderName(of name: String, existingAt target: Version) -> (name: String, from: Version)? {
        names.names(of: name).first { $0.name != name && $0.from <= target }
    }

    /// `the SF Symbols app's tables, version 7.0 (to iOS 26.0)`: Apple's tables, for messages.
    package var tablesName: String {
        (tables?.source?.name ?? "Apple's tables") + (tables?.newestRelease.map { " (symbols to iOS \($0))" } ?? "")
    }

    /// The known name nearest to a misspelt one.
    package func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: Array(names.introduced.keys).sorted())
    }

    /// The record as tables: each recorded name exists from its version, and each is a rename of
    /// the recorded names older than it.
    private static func metadata(of record: AvailabilityRecord) -> SymbolsMetadata {
        var introduced: [String: Version] = [:]
        var older: [String: [String]] = [:]
        for names in record.symbols.values {
            for (name, version) in names {
                introduced[name] = min(introduced[name] ?? version, version)
                older[name, default: []] += names.filter { $0.value < version }.map(\.key)
            }
        }
        return SymbolsMetadata(introduced: introduced, olderNames: older.mapValues { Array(Set($0)).sorted() })
    }
}
