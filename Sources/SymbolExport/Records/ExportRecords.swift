import SymbolBase
import SymbolCatalog

/// What an export recorded about the assets it generated in a catalog, for readers outside the
/// export (the preview): each asset's source, options, render facts and warnings, typed. The
/// records' file format stays the export's own.
package struct ExportRecords: Sendable {
    package struct Asset: Sendable {
        /// `Group/name`: the asset's place in the catalog.
        package var key: String
        /// The source, relative to the catalog (or absolute), as recorded.
        package var source: String
        /// The options that decide its pixels; nil when the record is of another version.
        package var options: ConvertOptions?
        package var facts: AssetFacts?
        /// Its warnings, but those of kinds its options silence.
        package var warnings: [Diagnostic]
        /// The export that made it: its folder or manifest, relative to the catalog.
        package var sourceSet: String
    }

    package var assets: [String: Asset]

    /// The records of the catalog at `catalog`; empty when it has none.
    package static func load(catalog: String) -> ExportRecords {
        let state = ExportState.load(catalog: catalog)
        return ExportRecords(assets: state.entries.mapValues { entry in
            Asset(key: entry.key, source: entry.inputs.source, options: ConvertOptions(fingerprint: entry.inputs.optionsFingerprint), facts: entry.facts,
                  warnings: entry.warnings.unsilenced(by: entry.silenced), sourceSet: entry.inputs.sourceSet)
        })
    }

    /// The record of the asset at `location`: a renamed fallback (`NAME-fallback`) belongs to its symbol.
    package func asset(at location: AssetLocation) -> Asset? {
        assets[location.key] ?? assets[location.symbolKey]
    }
}
