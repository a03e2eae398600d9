import SymbolCatalog

/// Asset names are unique across a whole catalog, compared as Xcode looks them up: a group adds
/// its name only when it provides a namespace, and case is ignored (as on macOS file systems).
/// An imageset and a symbolset of one name are the pair Apple documents (`UIImage(named:)`
/// takes the symbol from iOS 13 and the bitmap before), not a clash.
struct NameCheck: Sendable {
    let plan: ExportPlan
    let scan: AssetCatalog.Scan
    let ownership: AssetOwnership
    let sourceSet: String
    /// Group folders the tool created: their namespace follows `--namespace-groups`.
    let createdGroups: Set<String>
    /// The run prunes what this source set made and no longer makes: such assets claim no name.
    var prunes = false

    /// Whether the group folder at `path` provides a namespace, as the export will leave it.
    func isNamespace(_ path: String) -> Bool {
        if scan.groups.contains(path), !createdGroups.contains(path) { return scan.namespaces.contains(path) }
        return plan.options.namespaceGroups
    }

    /// The names `UIImage(named:)` finds the job's assets by.
    func lookupNames(of job: ExportJob) -> AssetReport.LookupNames {
        AssetReport.LookupNames(imageSet: lookupName(job.imageSet), symbolSet: job.symbolSet.map(lookupName))
    }

    func lookupName(_ location: AssetLocation) -> String {
        guard !location.group.isEmpty else { return location.name }
        var parts: [String] = []
        for (depth, folder) in location.groupFolders.enumerated() where isNamespace(folder) {
            parts.append(location.group[depth])
        }
        return (parts + [location.name]).joined(separator: "/")
    }

    /// Failures of jobs whose asset clashes with another, or whose folder is someone else's.
    func failures() -> [Int: AssetFailure] {
        enum Claimant {
            case job(Int)
            case existing(AssetCatalog.FoundAsset)
        }
        var failures: [Int: AssetFailure] = [:]
        var jobsByPath: [String: Int] = [:]
        var claims: [String: [Claimant]] = [:]
        func claimKey(_ location: AssetLocation) -> String { location.kind.rawValue + ":" + lookupName(location).lowercased() }
        let jobs = plan.jobs
        for index in jobs.indices where jobs[index].failure == nil {
            for location in jobs[index].writtenLocations {
                jobsByPath[location.relativePath.lowercased()] = index
                claims[claimKey(location), default: []].append(.job(index))
            }
        }
        for asset in scan.assets {
            let key = asset.location.key
            if let index = jobsByPath[asset.location.relativePath.lowercased()] {
                // The job's own folder: its to write, unless another export or a person made it.
                let source = jobs[index].source
                if let owner = ownership.owners[key], owner != sourceSet, owner != AssetOwnership.convert {
                    failures[index] = AssetFailure(source: source, cause: .catalog(
                        .ownedByOtherSourceSet(path: plan.catalog.fullPath(asset.location.relativePath), sourceSet: owner)))
                } else if asset.generated == false {
                    failures[index] = AssetFailure(source: source, cause: .catalog(.notOwned(path: plan.catalog.fullPath(asset.location.relativePath))))
                }
                continue
            }
            // Made by this source set and made no more: this run prunes it.
            if prunes, asset.generated != false, ownership.owners[key] == sourceSet { continue }
            claims[claimKey(asset.location), default: []].append(.existing(asset))
        }
        for claimants in claims.values where claimants.count > 1 {
            for case .job(let index) in claimants where failures[index] == nil {
                let job = plan.jobs[index]
                let others: [String] = claimants.compactMap { claimant in
                    switch claimant {
                    case .job(let other) where other == index: return nil
                    case .job(let other): return plan.jobs[other].source
                    case .existing(let asset): return describe(asset)
                    }
                }
                failures[index] = AssetFailure(source: job.source, cause: .catalog(.nameClash(name: lookupName(job.imageSet), others: others)))
            }
        }
        return failures
    }

    /// `Assets.xcassets/Tabs/heart.imageset (made by the export of ../Tabs)`.
    private func describe(_ asset: AssetCatalog.FoundAsset) -> String {
        let path = plan.catalog.fullPath(asset.location.relativePath)
        if let owner = ownership.owners[asset.location.key] {
            return owner == AssetOwnership.convert ? "\(path) (made by convert)" : "\(path) (made by the export of \(owner))"
        }
        return asset.generated == true ? "\(path) (made by symbol-export)" : "\(path) (hand-made)"
    }
}
