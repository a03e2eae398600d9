import SymbolBase

extension [ExportJob] {
    /// Two sources, one asset: both fail (which one wins would be an accident of order).
    /// Compared case-insensitively: macOS file systems usually are.
    mutating func failCollisions() {
        var byKey: [String: [Int]] = [:]
        for index in indices where self[index].failure == nil {
            byKey[self[index].catalog + "\u{0}" + self[index].key.lowercased(), default: []].append(index)
        }
        for indices in byKey.values where indices.count > 1 {
            let sources = indices.map { self[$0].source }
            for index in indices {
                self[index].failure = AssetFailure(source: self[index].source,
                                                   cause: .catalog(.collision(name: self[index].key, sources: sources)))
            }
        }
    }

    /// iOS 12 looks the bitmap up by its imageset's name, without groups, and may take what
    /// follows a dot for an extension: each name is compared with the other bitmaps of its
    /// catalog. (Apps that deploy to iOS 13 or later never ask iOS 12.)
    mutating func warnDotPrefixes() {
        var names = Set<String>()
        for index in indices where self[index].failure == nil { names.insert(self[index].catalog + "\u{0}" + self[index].imageSet.name) }
        for index in indices where self[index].failure == nil {
            let name = self[index].imageSet.name
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if names.contains(self[index].catalog + "\u{0}" + prefix) {
                    self[index].warnings.append(.warning(self[index].source,
                        "asset '\(name)' starts with '\(prefix).', and '\(prefix)' is another asset: on iOS 12 UIImage(named: \"\(name)\") "
                        + "may return '\(prefix)'; consider \(setting: "dots", "underscore")", code: .dotPrefix))
                    break
                }
            }
        }
    }
}

extension ExportPlan {
    /// The Swift file must not be inside a catalog the export writes. `given` is what the
    /// command line gave: a problem of its settings is worded for it, else for the manifest.
    func checkSwiftFile(given: PartialExportOptions) throws(ExportPlanError) {
        guard let swift = options.swiftFile else { return }
        let catalogs = Set(jobs.map(\.catalog)).union([catalog.path])
        if catalogs.contains(where: { Path.isInside(Path.absolute(swift), folder: Path.absolute($0)) }) {
            throw .swiftFileInCatalog(manifest: given.swiftFile != nil ? nil : manifest)
        }
    }

    /// A version given without its platform names one platform's: refused where there are several.
    func checkDeploymentTargets(given: PartialExportOptions) throws(ExportPlanError) {
        guard options.exportPlatforms.count > 1, let version = options.deploymentTargets.unnamed else { return }
        let fromCommandLine = given.deploymentTargets != nil
        throw .unnamedDeploymentTarget(version, platforms: options.exportPlatforms, manifest: fromCommandLine ? nil : manifest)
    }
}
