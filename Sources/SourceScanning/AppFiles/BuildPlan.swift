import SymbolBase

/// For which platforms each file of the app is audited, and against which deployment target on
/// each: the platforms of the targets that compile it, narrowed by `--platform`, each with the
/// lowest deployment target those targets have there, unless the command line (first) or the
/// manifest names one for that platform. Files of test targets and files no target compiles
/// are left out; files no project speaks for are audited by the rule of old (`fallback`).
package struct BuildPlan: Sendable {
    /// A target as audited: its platforms and the deployment target used on each.
    package struct Target: Sendable {
        package var name: String
        package var kind: AppTarget.Kind
        package var project: String
        package var platforms: [(platform: Platform, target: DeploymentTarget?)]
    }

    /// Why a file is not audited.
    package enum LeftOut: Error, Equatable, Sendable {
        /// Only test targets compile it.
        case testTarget([String])
        /// It is in the folder of the project, whose targets do not compile it.
        case noTarget(project: String)
        /// Its targets build for none of the platforms `--platform` names.
        case otherPlatforms
        /// The target `--target` names does not compile it.
        case otherTarget
    }

    /// Deployment targets given for the whole app: on the command line and in the manifest.
    package struct Given: Sendable {
        package var commandLine = PlatformVersions()
        package var manifest = PlatformVersions()
        /// The platform a manifest's version without one is for (the export's).
        package var manifestPlatform = Platform.ios
        /// Where the manifest writes it, for messages.
        package var manifestPath: String?
        package var manifestLine: Int?
        package var manifestColumn: Int?
        /// `--deployment-target`, as messages name it.
        package var flag = "--deployment-target"

        package init() {}
    }

    package var targets: [Target] = []
    /// The platforms audited, in order.
    package var platforms: [Platform] = []
    /// For files no project speaks for: the platforms and deployment targets of the rule of old.
    package var fallback: [(platform: Platform, target: DeploymentTarget?)] = []
    /// Why the rule of old applies where it does: `nil` when no file needs it.
    package var fallbackReason: FallbackReason = .none
    private var projects: AppTargets

    package enum FallbackReason: Equatable, Sendable {
        case none
        /// No project was found: every file is audited by it.
        case noProject
        /// Some projects could not be read (their paths): their files are audited by it.
        case unreadable([String])
        /// Some projects' targets list no file (their paths).
        case noMembership([String])
        /// Files lie outside every project's folder.
        case outside
        /// A package declares no platforms.
        case noPlatforms
    }

    /// A usage error: a deployment target that cannot be taken.
    package enum Problem: Error, Equatable, Sendable {
        /// A version without its platform, where several are audited.
        case unnamedVersion(Version, platforms: [Platform])
        /// A version that is no release of the one platform audited (`10.15` for iOS).
        case notARelease(Version, platform: Platform)
        /// `--platform` names none of the platforms the app's targets build for.
        case notBuilt([Platform], built: [Platform])
    }

    /// The plan for `projects`, narrowed to `only` (`--platform`), with the targets `given`.
    package static func make(projects: AppTargets, only: PlatformSet, given: Given) throws(Problem) -> BuildPlan {
        var plan = BuildPlan(projects: projects)
        let built = Set(projects.targets.filter { $0.kind == .app }.flatMap { $0.platforms.map(\.platform) })
        if !only.isEmpty, !built.isEmpty, built.isDisjoint(with: only.platforms) { throw .notBuilt(only.platforms, built: built.sorted()) }
        var platforms: [Platform] = []
        for target in projects.targets where target.kind == .app {
            for (platform, _) in target.platforms where !platforms.contains(platform) && (only.isEmpty || only.contains(platform)) {
                platforms.append(platform)
            }
        }
        if platforms.isEmpty {
            let configured = Set(projects.configurations.map(\.platform)).sorted()
            platforms = !only.isEmpty ? only.platforms : !given.commandLine.versions.isEmpty ? given.commandLine.versions.keys.sorted()
                : !given.manifest.versions.isEmpty ? given.manifest.versions.keys.sorted() : !configured.isEmpty ? configured : [.ios]
        }
        plan.platforms = platforms.sorted()
        if let version = given.commandLine.unnamed {
            guard plan.platforms.count == 1 else { throw .unnamedVersion(version, platforms: plan.platforms) }
            guard plan.platforms[0].versionPlatform.isRelease(version) else { throw .notARelease(version, platform: plan.platforms[0]) }
        }
        for target in projects.targets {
            let audited = target.platforms.filter { only.isEmpty || only.contains($0.platform) }
            plan.targets.append(Target(name: target.name, kind: target.kind, project: target.project,
                                       platforms: audited.map { ($0.platform, plan.target($0.platform, own: $0.target, given: given)) }))
        }
        // The rule of old: each platform audited against the lowest deployment target found there.
        plan.fallback = plan.platforms.map { platform in
            let found = plan.targets.filter { $0.kind == .app }.flatMap(\.platforms).filter { $0.platform == platform }.compactMap(\.target)
                + projects.configurations.filter { $0.platform == platform }
            return (platform, plan.target(platform, own: DeploymentTarget.lowest(of: found), given: given))
        }
        return plan
    }

    private init(projects: AppTargets) {
        self.projects = projects
    }

    /// The deployment target of `platform`: the command line's, the manifest's, else `own`.
    private func target(_ platform: Platform, own: DeploymentTarget?, given: Given) -> DeploymentTarget? {
        if let version = given.commandLine[platform] ?? (platforms == [platform] ? given.commandLine.unnamed : nil) {
            return DeploymentTarget(platform: platform, version: version, source: .commandLine, setting: given.flag)
        }
        if let version = given.manifest[platform] ?? (platform.versionPlatform == given.manifestPlatform.versionPlatform ? given.manifest.unnamed : nil) {
            return DeploymentTarget(platform: platform, version: version, source: .manifest, path: given.manifestPath, line: given.manifestLine,
                                    column: given.manifestColumn, setting: "deployment-target")
        }
        return own
    }

    /// Whether a target of `name` (not a test target) compiles `file`.
    package func isCompiled(_ file: AppSources.File, by name: String) -> Bool {
        guard case .compiled(let indices) = projects.role(of: file.path, kind: file.kind) else { return false }
        return indices.contains { targets[$0].name == name }
    }

    /// What `file` is audited for: the builds of the targets that compile it (the lowest
    /// deployment target of each platform), or why it is left out.
    package func builds(of file: AppSources.File) -> Result<[PlatformTarget], LeftOut> {
        switch projects.role(of: file.path, kind: file.kind) {
        case .compiled(let indices):
            // A package that declares no platforms builds for every one: the rule of old.
            if indices.contains(where: { projects.targets[$0].platforms.isEmpty }) {
                return .success(fallback.map { PlatformTarget(platform: $0.platform, target: $0.target?.version) })
            }
            var lowest: [Platform: Version?] = [:]
            for index in indices {
                for (platform, target) in targets[index].platforms {
                    // The lowest known: a target that sets none is reported on its own.
                    lowest.updateValue([lowest[platform] ?? nil, target?.version].compactMap { $0 }.min(), forKey: platform)
                }
            }
            guard !lowest.isEmpty else { return .failure(.otherPlatforms) }
            return .success(lowest.keys.sorted().map { PlatformTarget(platform: $0, target: lowest[$0]!) })
        case .test(let indices): return .failure(.testTarget(indices.map { targets[$0].name }))
        case .notCompiled(let project): return .failure(.noTarget(project: project))
        case .unknown: return .success(fallback.map { PlatformTarget(platform: $0.platform, target: $0.target?.version) })
        }
    }

    /// Why the rule of old applies to the files of `projects` it applies to.
    package mutating func noteFallback(for file: AppSources.File) {
        let role = projects.role(of: file.path, kind: file.kind)
        if case .compiled(let indices) = role, indices.contains(where: { projects.targets[$0].platforms.isEmpty }) {
            if fallbackReason == .none { fallbackReason = .noPlatforms }
            return
        }
        guard role == .unknown else { return }
        if projects.projects.isEmpty { fallbackReason = .noProject; return }
        let unreadable = projects.projects.filter { !$0.readable && AppTarget.Members.isInside(Path.lexicallyNormalized(file.path), $0.folder) }
        if let project = unreadable.first {
            switch (fallbackReason, project.parsed) {
            case (.unreadable(let paths), false) where !paths.contains(project.path): fallbackReason = .unreadable(paths + [project.path])
            case (.noMembership(let paths), true) where !paths.contains(project.path): fallbackReason = .noMembership(paths + [project.path])
            case (.none, _), (.outside, _), (.noProject, _), (.noPlatforms, _):
                fallbackReason = project.parsed ? .noMembership([project.path]) : .unreadable([project.path])
            default: break
            }
        } else if fallbackReason == .none {
            fallbackReason = .outside
        }
    }
}
