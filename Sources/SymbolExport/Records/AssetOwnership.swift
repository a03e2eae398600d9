import SymbolBase

/// Which export made each generated asset of a catalog: the folder or manifest it came from,
/// as a path relative to the catalog (`../../Symbols/symbols.json`), or `convert`. An export
/// prunes only assets its own source set made, so several source sets (and one-off
/// conversions) can feed one catalog.
///
/// Stored as `CATALOG/.symbol-export-owners`, one `key<TAB>source set` line per asset, sorted.
/// Unlike the state it holds no times, so it is the same on every machine: commit it with the
/// catalog, and a fresh clone still knows what each export owns.
struct AssetOwnership: Equatable {
    static let filename = ".symbol-export-owners"
    static let header = "symbol-export-owners 1"
    /// The source set of `convert`: never pruned by an export.
    static let convert = "convert"

    /// Source set by asset key (`Group/name`).
    var owners: [String: String] = [:]

    static func load(catalog: String) -> AssetOwnership? {
        guard let bytes = try? FileSystem.readFile(Path.join(catalog, filename), limit: 64 << 20) else { return nil }
        return parse(bytes)
    }

    /// Parses the file's bytes; nil when it is damaged or of another version. Line by line on
    /// bytes: it is read on every run, no-op runs included.
    static func parse(_ bytes: [UInt8]) -> AssetOwnership? {
        var ownership = AssetOwnership()
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), first.elementsEqual(header.utf8) else { return nil }
        ownership.owners.reserveCapacity(lines.count)
        var sourceSets: [ArraySlice<UInt8>: String] = [:]
        for line in lines {
            guard let tab = line.firstIndex(of: 0x09) else { return nil }
            let set = line[(tab + 1)...]
            if sourceSets[set] == nil { sourceSets[set] = String(decoding: set, as: UTF8.self) }
            ownership.owners[String(decoding: line[..<tab], as: UTF8.self)] = sourceSets[set]!
        }
        return ownership
    }

    /// The ownership a state records (for catalogs without the file).
    init(state: ExportState) {
        owners = state.entries.mapValues(\.inputs.sourceSet)
    }

    init() {}

    /// Writes the file atomically, only when its bytes change (it is meant to be committed).
    func write(catalog: String) throws(FileSystemError) {
        var text = Self.header + "\n"
        for key in owners.keys.sorted() where !key.contains("\t") && !key.contains("\n") {
            text += key + "\t" + owners[key]! + "\n"
        }
        try FileSystem.writeAtomically(Array(text.utf8), to: Path.join(catalog, Self.filename))
    }

    /// The source set of an export of `input` into `catalog`: the input's path relative to the
    /// catalog folder, so it is the same wherever the repository is checked out.
    static func sourceSet(input: String, catalog: String) -> String {
        Path.relative(Path.absolute(input), from: Path.absolute(catalog))
    }
}
