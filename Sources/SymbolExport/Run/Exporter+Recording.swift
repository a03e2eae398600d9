import SymbolBase
import SymbolCatalog

extension Exporter {
    /// Records what the run produced and prunes what this source set no longer produces;
    /// returns the orphans (removed, or with `--check`/`--dry-run`, reported), and whether
    /// pruning was held back. A run in which a symbol failed prunes nothing: a typo in a
    /// manifest must not delete the asset it meant.
    func record(_ outcomes: [AssetOutcome], session: ExportSession, interrupted: Bool) throws(CatalogError) -> (orphans: [String], heldBack: Bool) {
        let catalog = plan.catalog
        var (state, expected, changed) = newState(outcomes, session: session)
        rememberFailures(outcomes, session: session, in: &state, changed: &changed)
        var orphans: [String] = []
        let heldBack = controls.holdBackPruning || outcomes.contains { $0.report.failure != nil }
        if !interrupted, !heldBack, controls.prune || controls.mode == .check {
            // Nothing written: the catalog is as the first scan saw it.
            let unchanged = outcomes.allSatisfy { $0.createdGroups.isEmpty && $0.report.status != .exported }
            orphans = prune(keeping: expected, session: session, scan: unchanged ? session.names.scan : nil, state: &state, changed: &changed)
        }
        guard controls.mode == .write else { return (orphans, heldBack) }
        // Serialized only when it changed: a no-op run reads the state and writes nothing.
        do {
            if changed || state.groups != session.previous.groups || !orphans.isEmpty { try state.write(catalog: catalog.path) }
            var owned = session.ownership
            owned.owners = owned.owners.filter { $0.value != session.sourceSet }
            for (key, entry) in state.entries where entry.inputs.sourceSet == session.sourceSet { owned.owners[key] = session.sourceSet }
            if owned != session.recordedOwnership { try owned.write(catalog: catalog.path) }
        } catch {
            throw .fileSystem(error)
        }
        return (orphans, heldBack)
    }

    /// The new state (other source sets' entries kept), the asset folders the export produces (or
    /// might, for symbols that failed: those are never pruned), and whether the state changed.
    private func newState(_ outcomes: [AssetOutcome], session: ExportSession) -> (ExportState, Set<String>, Bool) {
        let previous = session.previous
        var expected = Set<String>()
        // Starts from the previous state and changes only what differs: a no-op run copies
        // and rehashes nothing.
        var state = previous
        var changed = false
        // Jobs are read in place, by index: a copy of one retains each of its many fields.
        let jobs = plan.jobs
        let keys = Set(jobs.indices.lazy.map { jobs[$0].key })
        for (key, entry) in previous.entries where entry.inputs.sourceSet == session.sourceSet && !keys.contains(key) {
            state.entries[key] = nil
            changed = true
        }
        for (index, outcome) in zip(jobs.indices, outcomes) {
            let key = jobs[index].key
            if let entry = outcome.entry {
                if entry != previous.entries[key] {
                    state.entries[key] = entry
                    changed = true
                }
                for location in jobs[index].possibleLocations {
                    let folder = location.relativePath
                    if entry.files.contains(where: { Path.isInside($0.path, folder: folder) }) { expected.insert(folder) }
                }
                state.groups.formUnion(outcome.createdGroups)
            } else {
                // A failed symbol keeps its own last record; another source set's is dropped.
                if let old = previous.entries[key], old.inputs.sourceSet != session.sourceSet {
                    state.entries[key] = nil
                    changed = true
                }
                expected.formUnion(jobs[index].possibleLocations.map(\.relativePath))
            }
        }
        return (state, expected, changed)
    }

    /// Generated asset folders this source set made that it no longer produces: removed when
    /// writing (with leftovers of killed runs and group folders the tool created that are now
    /// empty), reported otherwise. Other exports' assets, `convert`'s and hand-made ones stay.
    private func prune(keeping expected: Set<String>, session: ExportSession, scan earlier: AssetCatalog.Scan?,
                       state: inout ExportState, changed: inout Bool) -> [String] {
        let catalog = plan.catalog
        let scan = earlier ?? catalog.scan(skipping: expected)
        var orphans = scan.assets.filter { asset in
            // A renamed fallback (`NAME-fallback.imageset`) is owned under its symbol's key.
            let owner = session.ownership.owners[asset.location.symbolKey] ?? session.ownership.owners[asset.location.key]
            guard !expected.contains(asset.location.relativePath), owner == session.sourceSet else { return false }
            // A folder the first scan did not read (one this source set writes) is read now.
            return asset.generated ?? AssetCatalog.isGenerated(folder: catalog.fullPath(asset.location.relativePath))
        }.map(\.location).filter { location in
            // A folder holding files the tool did not write stays, with them.
            let kept = catalog.keptFiles(at: location)
            if !kept.isEmpty { events(.keptFolder(location.relativePath, files: kept)) }
            return kept.isEmpty
        }.map(\.relativePath)
        if controls.mode == .write {
            for leftover in scan.leftovers { try? FileSystem.remove(catalog.fullPath(leftover)) }
            orphans = orphans.filter { (try? catalog.removeFolder($0)) != nil }
            let jobs = plan.jobs
            let usedGroups = Set(jobs.indices.lazy.flatMap { AssetLocation.groupFolders(jobs[$0].group) })
            for group in state.groups.subtracting(usedGroups).sorted(by: >) {
                let folder = catalog.fullPath(group)
                if (try? FileSystem.contentsOfDirectory(folder)) == [ContentsFile.filename],
                   [ContentsFile.group, ContentsFile.namespaceGroup].contains(where: {
                       FileSystem.hasContents(Path.join(folder, ContentsFile.filename), equalTo: $0.xcodeBytes)
                   }) {
                    try? catalog.removeFolder(group)
                }
                if FileSystem.kind(of: folder) == .missing, state.groups.remove(group) != nil { changed = true }
            }
        }
        for orphan in orphans { events(.orphan(orphan)) }
        return orphans
    }
}
