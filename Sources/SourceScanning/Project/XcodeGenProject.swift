import SymbolBase

/// The targets of an XcodeGen spec (`project.yml`), for a repository that commits it instead
/// of the `.xcodeproj` it generates: each target's `type`, `platform` (one, a list of them,
/// each a target of its own, `App_iOS`), `supportedDestinations`, `sources` (paths, or
/// `path:` with `excludes:`) and deployment target (its settings' `*_DEPLOYMENT_TARGET`, its
/// `deploymentTarget`, one version or one per platform, else `options.deploymentTarget`).
enum XcodeGenProject {
    private static let destinations: [String: Platform] = [
        "iOS": .ios, "macOS": .macos, "macCatalyst": .maccatalyst, "tvOS": .tvos, "watchOS": .watchos, "visionOS": .visionos,
    ]

    /// Its targets; nil when it is no XcodeGen spec (no `targets` mapping).
    static func targets(_ bytes: [UInt8], path: String) -> [AppTarget]? {
        guard let spec = YAMLValue.parse(bytes), case .mapping(let targets)? = spec["targets"] else { return nil }
        var lines = SourceLines(bytes)
        let directory = Path.parent(of: path)
        var result: [AppTarget] = []
        for (name, target) in targets {
            let type = target["type"]?.string ?? ""
            let kind: AppTarget.Kind = type.contains("unit-test") || type.contains("ui-testing") ? .test : .app
            var members = AppTarget.Members()
            for source in target["sources"]?.items ?? [] {
                guard let relative = source.string ?? source["path"]?.string, !relative.isEmpty else { continue }
                let folder = Path.lexicallyNormalized(Path.join(directory, relative))
                let excludes = (source["excludes"]?.items ?? []).compactMap(\.string).filter { !$0.contains("*") }
                members.files.insert(folder)
                members.folders.append((folder, Set(excludes.map { Path.lexicallyNormalized(Path.join(folder, $0)) })))
            }
            // `platform: [iOS, tvOS]` makes a target per platform, `NAME_iOS`.
            let platformItems = target["platform"]?.items.compactMap(\.string) ?? []
            let split = platformItems.count > 1
            for word in platformItems.isEmpty ? ["iOS"] : platformItems {
                var platforms = Set([destinations[word]].compactMap { $0 })
                if !split { platforms.formUnion((target["supportedDestinations"]?.items ?? []).compactMap { $0.string.flatMap { destinations[$0] } }) }
                if platforms.isEmpty { platforms = [.ios] }
                let targetName = split ? "\(name)_\(word)" : name
                let ordered = platforms.sorted().map { platform in
                    (platform, deploymentTarget(of: targetName, spec: spec, target: target, platform: platform, single: platforms.count == 1, path: path,
                                                lines: &lines))
                }
                result.append(AppTarget(name: targetName, kind: kind, project: path, platforms: ordered, members: members))
            }
        }
        return result
    }

    private static func deploymentTarget(of name: String, spec: YAMLValue, target: YAMLValue, platform: Platform, single: Bool, path: String,
                                         lines: inout SourceLines) -> DeploymentTarget? {
        let key = platform.versionPlatform == .ios ? "iOS" : platform.name
        let settings = target["settings"]
        let candidates: [(YAMLValue?, String)] = [
            (settings?["base"]?[platform.deploymentSetting] ?? settings?[platform.deploymentSetting], platform.deploymentSetting + " of '\(name)'"),
            (target["deploymentTarget"]?[key] ?? (single ? target["deploymentTarget"].flatMap { $0.string == nil ? nil : $0 } : nil),
             "deploymentTarget of '\(name)'"),
            (spec["options"]?["deploymentTarget"]?[key], "options.deploymentTarget.\(key)"),
        ]
        for case let (value?, setting) in candidates {
            guard let text = value.string, let version = AvailabilityCondition.version(text), platform.versionPlatform.isRelease(version) else { continue }
            let (line, column) = value.offset.map { lines.position(of: $0) } ?? (1, 1)
            return DeploymentTarget(platform: platform, version: version, source: .project, path: path, line: line, column: column, setting: setting)
        }
        return nil
    }
}
