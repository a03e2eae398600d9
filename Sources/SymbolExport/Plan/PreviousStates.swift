import SymbolBase
import Synchronization

/// The state each catalog of an export holds from the last run, read once: planning looks in it
/// for what it already knows of a source (a plain SVG, or a template and its version), so a
/// no-op run reads no source; the run then starts from it.
package final class PreviousStates: Sendable {
    private struct Loaded {
        var state: ExportState
        /// How sources are recorded there.
        var paths: SourcePaths
    }

    private let loaded = Mutex<[String: Loaded]>([:])

    package init() {}

    /// The state of the catalog at `catalog` (empty when it has none). Catalogs are named by
    /// their lexically normalized paths, as jobs name theirs.
    func state(of catalog: String) -> ExportState {
        withLoaded(catalog) { $0.state }
    }

    /// How the state of `catalog` records sources.
    func paths(of catalog: String) -> SourcePaths {
        withLoaded(catalog) { $0.paths }
    }

    /// What the state of `catalog` recorded of the asset `key` made from the source recorded as
    /// `source` (`paths(of:)`), when it is still as it was then (same path, size and time).
    func facts(of source: String, stat: FileStat, key: String, catalog: String) -> AssetFacts? {
        withLoaded(catalog) { loaded in
            guard let entry = loaded.state.entries[key], entry.inputs.sourceStat == stat, entry.inputs.source == source else { return nil }
            return entry.facts
        }
    }

    /// The entry of the asset `key` made from the source recorded as `source`, when it is
    /// still as it was then: what it was made with (options, tool) as well as its facts.
    func entry(of source: String, stat: FileStat, key: String, catalog: String) -> ExportState.Entry? {
        withLoaded(catalog) { loaded in
            guard let entry = loaded.state.entries[key], entry.inputs.sourceStat == stat, entry.inputs.source == source else { return nil }
            return entry
        }
    }

    private func withLoaded<Result>(_ catalog: String, _ body: (Loaded) -> Result) -> Result {
        loaded.withLock { loaded in
            if let known = loaded[catalog] { return body(known) }
            let state = Loaded(state: ExportState.load(catalog: catalog), paths: SourcePaths(catalog: catalog))
            loaded[catalog] = state
            return body(state)
        }
    }
}
