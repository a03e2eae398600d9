import SymbolBase

/// A source found in a folder, a catalog or a manifest, before it becomes a job: where it is,
/// what the input says of it, and what already went wrong with it.
struct SourceCandidate {
    var source: String
    /// The manifest's `name`; nil: the file name.
    var name: String?
    var group: [String]
    var settings: PartialSymbolOptions
    /// Why the folder scan could not use the entry.
    var problem: FileSystemError?
    /// Size and time seen by the folder scan.
    var stat: FileStat?
    /// A manifest entry whose source cannot be read.
    var issue: ManifestIssue?
    /// A symbolset of the catalog: its problem, when it cannot be used.
    var symbolSet: SymbolSetDiscovery.Found?
    /// The catalog its fallback goes into: a symbolset's own; nil, the export's.
    var catalog: String?
    /// Listed in a manifest as a symbolset of its own (its options win over its catalog's entry).
    var listedAlone = false

    /// Whether its source can be read: nothing is known to be wrong with it.
    var isReadable: Bool { issue == nil && problem == nil && symbolSet?.problem == nil }

    /// The candidates of the symbolsets of `catalog`: each fallback beside its symbolset, in
    /// its catalog and group.
    static func symbolSets(_ found: [SymbolSetDiscovery.Found], catalog: String, settings: PartialSymbolOptions) -> [SourceCandidate] {
        found.map { symbolSet in
            SourceCandidate(source: symbolSet.svg ?? symbolSet.folder, name: symbolSet.name, group: symbolSet.group,
                            settings: settings, stat: symbolSet.stat, symbolSet: symbolSet, catalog: catalog)
        }
    }
}

extension [SourceCandidate] {
    /// A symbolset listed alone and also through its catalog is one source: the entry's.
    mutating func mergeSymbolSetsListedAlone() {
        let alone = Set(filter(\.listedAlone).compactMap { $0.symbolSet.map { Path.absolute($0.folder) } })
        guard !alone.isEmpty else { return }
        removeAll { !$0.listedAlone && $0.symbolSet.map { alone.contains(Path.absolute($0.folder)) } == true }
    }
}
