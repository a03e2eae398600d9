import SymbolBase

/// Where an export learns from which iOS each system symbol exists, and by which names: Apple's
/// tables when they are at hand, else their record beside the manifest (written where the
/// tables were), else nowhere (the symbols' availability is unknown).
package struct SymbolTables: Sendable {
    /// Apple's tables, when found (`symbols-metadata`, or the SF Symbols app's).
    package var apple: SymbolsMetadata?
    /// The record read, when the tables are not at hand and it exists.
    package var record: AvailabilityRecord?
    /// Where the record of this export is: beside its manifest, or in its folder; nil for a
    /// catalog given as the input (its symbols are custom).
    package var recordPath: String?

    package init(apple: SymbolsMetadata? = nil, record: AvailabilityRecord? = nil, recordPath: String? = nil) {
        (self.apple, self.record, self.recordPath) = (apple, record, recordPath)
    }

    /// How each platform's versions compare with iOS's: the tables' rows, else the record's,
    /// else the yearly pattern (`PlatformReleases`).
    package var releases: PlatformReleases {
        PlatformReleases(rows: apple?.releases ?? record?.releases ?? [:])
    }

    /// A symbol's names, newest first, each with the iOS version it exists from, and where they
    /// come from; none when nothing says.
    func names(of name: String) -> (names: [(name: String, from: Version)], fromRecord: Bool) {
        if let apple { return (apple.names(of: name), false) }
        return (record?.names(of: name) ?? [], true)
    }

    /// The record of an export of `input` (a manifest, or a folder of SVGs).
    static func recordPath(input: String, manifest: String?) -> String? {
        if let manifest { return AvailabilityRecord.path(forManifest: manifest) }
        if Path.lastComponent(of: input).hasSuffix(".xcassets") { return nil }
        return Path.join(input, "symbols.availability.json")
    }

    /// Why nothing says from which iOS a symbol exists, as a clause: the tables do not name it
    /// (a typo, or newer than they), or neither they nor their record are here.
    package func unknownReason(plural: Bool = false) -> Message {
        let it = plural ? "them" : "it"
        if let apple { return "\(apple.source?.name ?? "Apple's tables") do not name \(it) (a typo, or a symbol newer than the tables)" }
        let record = recordPath ?? ""
        if self.record != nil { return "Apple's tables are not here, and their record \(record) does not name \(it)" }
        return "neither Apple's tables (\(setting: "symbols-metadata", "PATH"), or on a Mac the SF Symbols app's or the system's CoreGlyphs bundle's) "
            + "nor their record\(record.isEmpty ? "" : " " + record) are here"
    }
}
