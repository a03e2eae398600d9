import SymbolBase

/// What Apple's tables said of the system symbols an export uses, kept beside its manifest
/// (`symbols.json` → `symbols.availability.json`) so that an export without the tables (Linux
/// CI, a Mac without the SF Symbols app) resolves them alike and writes the same Swift. Only a
/// few derived facts per symbol, as a person would write an `available` by hand: each of its
/// names with the iOS version it exists from; never Apple's files.
///
/// ```json
/// {
///   "about" : "…",
///   "symbols" : {
///     "pencil.and.scribble" : { "pencil.and.scribble" : "17.0" },
///     "text.document" : { "doc.text" : "13.0", "text.document" : "18.0" }
///   },
///   "releases" : {
///     "13.0" : { "macOS" : "10.15", "tvOS" : "13.0", "visionOS" : "1.0", "watchOS" : "6.0" },
///     "17.0" : { "macOS" : "14.0", "tvOS" : "17.0", "visionOS" : "1.0", "watchOS" : "10.0" },
///     "18.0" : { "macOS" : "15.0", "tvOS" : "18.0", "visionOS" : "2.0", "watchOS" : "11.0" }
///   },
///   "tables" : { "from" : "sf-symbols-app", "path" : "/Applications/SF Symbols.app", "version" : "7.0" },
///   "version" : 1
/// }
/// ```
/// `releases` gives, for each iOS version the symbols name, that release's version on the other
/// platforms (Apple's `year_to_release` row), so that macOS, tvOS, watchOS and visionOS apps are
/// checked without the tables too; records written before it have none, and say nothing of them.
/// `tables` says which of Apple's tables wrote the symbols; it changes only with them, so a
/// machine with other tables that say the same rewrites nothing.
/// Written (only when its bytes change) by an export that read the tables, for the system
/// symbols it exports that the tables know; read when they are absent. Commit it with the manifest.
package struct AvailabilityRecord: Equatable, Sendable {
    /// Each recorded symbol (by its own name, the source file's) and its names, with the iOS
    /// version each exists from.
    package var symbols: [String: [String: Version]]
    /// The releases of the iOS versions `symbols` names, by iOS version: each other platform's
    /// version of it (`SymbolsMetadata.releases`).
    package var releases: [Version: [String: Version]]
    /// The tables that wrote `symbols`, when the record says (records before 0.7 do not).
    package var tables: Provenance?

    /// Which tables: their kind, the app, bundle or folder, and the bundle's version.
    package struct Provenance: Equatable, Sendable {
        package var kind: String
        package var path: String
        package var version: String?

        package init(_ source: SymbolTablesSource) {
            (kind, path, version) = (source.kind.rawValue, source.shownPath, source.version)
        }

        init(kind: String, path: String, version: String?) {
            (self.kind, self.path, self.version) = (kind, path, version)
        }
    }

    package init(symbols: [String: [String: Version]] = [:], releases: [Version: [String: Version]] = [:], tables: Provenance? = nil) {
        (self.symbols, self.releases, self.tables) = (symbols, releases, tables)
    }

    /// The record of `symbols`, with the releases of `tables` they name, said to be written by
    /// the tables; when `old` records the same, `old` itself (what other tables agree with is
    /// not rewritten).
    package static func updating(_ old: AvailabilityRecord?, symbols: [String: [String: Version]], tables: SymbolsMetadata?) -> AvailabilityRecord {
        let used = Set(symbols.values.flatMap(\.values))
        let releases = (tables?.releases ?? old?.releases ?? [:]).filter { used.contains($0.key) }
        if let old, old.symbols == symbols, old.releases == releases { return old }
        return AvailabilityRecord(symbols: symbols, releases: releases, tables: tables?.source.map(Provenance.init))
    }

    static let format = 1
    static let about = "Written by symbol-export from the SF Symbols app's tables: for each system symbol the export uses, "
        + "its names and the iOS version each exists from. Commit it: an export without the tables reads them from here."

    /// The record of the manifest at `manifest`: `NAME.availability.json` beside `NAME.json`.
    package static func path(forManifest manifest: String) -> String {
        let name = Path.lastComponent(of: manifest)
        let stem = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
        return Path.join(Path.parent(of: manifest), stem + ".availability.json")
    }

    /// What the record keeps of a symbol: its names (`SymbolsMetadata.names(of:)`) with the iOS
    /// version each exists from; nil for a symbol nothing names.
    package static func entry(_ names: [(name: String, from: Version)]) -> [String: Version]? {
        names.isEmpty ? nil : Dictionary(names.map { ($0.name, $0.from) }) { first, _ in first }
    }

    /// A symbol's names, newest first, each with the iOS version it exists from, as
    /// `SymbolsMetadata.names(of:)` gives them; none for a symbol not recorded.
    package func names(of name: String) -> [(name: String, from: Version)] {
        (symbols[name] ?? [:]).map { ($0.key, $0.value) }.sorted { ($0.1, $0.0) > ($1.1, $1.0) }
    }

    /// The record at `path`: nil when there is none; an error when it is there and cannot be used.
    package static func load(_ path: String) throws(AvailabilityRecordError) -> AvailabilityRecord? {
        guard FileSystem.kind(of: path) != .missing else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: 16 << 20)
        } catch {
            throw .unreadable(error)
        }
        guard let record = parse(bytes) else { throw .malformed(path: path) }
        return record
    }

    /// Reads what `bytes` wrote; nil when it is not a record of this format.
    package static func parse(_ bytes: [UInt8]) -> AvailabilityRecord? {
        guard case .object(let root)? = try? JSONReader.parse(bytes), case .number(let version)? = root["version"], version == Double(format),
              case .object(let entries)? = root["symbols"] else { return nil }
        var symbols: [String: [String: Version]] = [:]
        for (symbol, value) in entries {
            guard case .object(let names) = value, !names.isEmpty else { return nil }
            var versions: [String: Version] = [:]
            for (name, text) in names {
                guard case .string(let text) = text, let version = Version(text) else { return nil }
                versions[name] = version
            }
            symbols[symbol] = versions
        }
        var releases: [Version: [String: Version]] = [:]
        if let value = root["releases"] {
            guard case .object(let rows) = value else { return nil }
            for (text, row) in rows {
                guard let version = Version(text), case .object(let columns) = row else { return nil }
                var versions: [String: Version] = [:]
                for (platform, value) in columns {
                    guard case .string(let text) = value, let other = Version(text) else { return nil }
                    versions[platform] = other
                }
                releases[version] = versions
            }
        }
        var tables: Provenance?
        if let value = root["tables"] {
            guard case .object(let fields) = value, case .string(let kind)? = fields["from"], case .string(let path)? = fields["path"] else { return nil }
            var version: String?
            if case .string(let text)? = fields["version"] { version = text }
            tables = Provenance(kind: kind, path: path, version: version)
        }
        return AvailabilityRecord(symbols: symbols, releases: releases, tables: tables)
    }

    /// The file's bytes: keys sorted, Xcode's JSON layout, a final newline.
    package var bytes: [UInt8] {
        var root: [String: JSONValue] = [
            "about": .string(Self.about),
            "symbols": .object(symbols.mapValues { names in .object(names.mapValues { .string($0.description) }) }),
            "version": .int(Self.format),
        ]
        if !releases.isEmpty {
            root["releases"] = .object(Dictionary(uniqueKeysWithValues: releases.map { version, row in
                (version.description, JSONValue.object(row.mapValues { .string($0.description) }))
            }))
        }
        if let tables {
            var fields: [String: JSONValue] = ["from": .string(tables.kind), "path": .string(tables.path)]
            if let version = tables.version { fields["version"] = .string(version) }
            root["tables"] = .object(fields)
        }
        return JSONValue.object(root).xcodeBytes
    }
}

/// A record of availability that is there and cannot be used.
package enum AvailabilityRecordError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(FileSystemError)
    case malformed(path: String)

    package var path: String {
        switch self {
        case .unreadable(let error): error.path
        case .malformed(let path): path
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .malformed:
            "is not a record of symbol availability symbol-export can read; delete it, and export once where the SF Symbols app's tables are"
        }
    }
}
