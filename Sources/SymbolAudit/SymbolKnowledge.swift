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

    /// Whether `name` is one the tables (or the record) list, on any platform.
    package func lists(_ name: String) -> Bool { names.introduced[name] != nil || given[name] != nil }

    /// The version of `platform` from which `name` itself exists; nil when nothing says (a
    /// record written before it kept other platforms' releases says nothing of them).
    package func introduced(_ name: String, on platform: Platform) -> Version? {
        if let version = names.introduced(name, on: platform) { return version }
        return platform.versionPlatform == .ios ? given[name] : nil
    }

    /// The newest of `name`'s older names (Apple's renames) that exists at `target` on `platform`.
    package func olderName(of name: String, existingAt target: Version, on platform: Platform) -> (name: String, from: Version)? {
        names.names(of: name, on: platform).first { $0.name != name && $0.from <= target }
    }

    /// The newest release of `platform` the tables list: a name newer than it cannot be in them.
    package func newestRelease(on platform: Platform) -> Version? { tables?.newestRelease(on: platform) }

    /// `the SF Symbols app's tables, version 7.0`: Apple's tables, for messages.
    package var tablesTitle: String { tables?.source?.name ?? "Apple's tables" }

    /// `the SF Symbols app's tables, version 7.0 (symbols to macOS 26.0)`.
    package func tablesName(on platform: Platform) -> String {
        tablesTitle + (newestRelease(on: platform).map { " (symbols to \(platform.versionPlatform.name) \($0))" } ?? "")
    }

    /// The known name nearest to a misspelt one.
    /// A name of the same words in another order comes first (`person.crop.circle.badge.xmark.fill`
    /// is `person.crop.circle.fill.badge.xmark`), else the nearest by edit distance.
    package func suggestion(for name: String) -> String? {
        let words = name.split(separator: ".").sorted()
        if let reordered = names.introduced.keys.filter({ $0.utf8.count == name.utf8.count && $0.split(separator: ".").sorted() == words }).min() {
            return reordered
        }
        return Suggestion.closest(to: name, in: Array(names.introduced.keys).sorted())
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
        return SymbolsMetadata(introduced: introduced, olderNames: older.mapValues { Array(Set($0)).sorted() }, releases: record.releases)
    }
}
