import SymbolBase

/// What builds the app's sources: the targets of every project found (Xcode projects, XcodeGen
/// specs, packages), and for each file the targets that compile it, so that it is checked on
/// each of their platforms against that platform's deployment target. A file in a project's
/// folder that none of its targets compiles, or only a test target, is no app code. A file no
/// project speaks for, or whose project cannot be read, is audited by the rule of old: on the
/// platforms the targets found build for (iOS when there are none), against the lowest
/// deployment target each has there.
package struct AppTargets: Sendable {
    package var targets: [AppTarget] = []
    /// Each project's folder, whether it could be read, and whether its targets' files could
    /// (`readable`: a hand-made project may list none).
    package var projects: [(path: String, folder: String, parsed: Bool, readable: Bool)] = []
    /// The deployment targets loose `.xcconfig` files and packages' `platforms:` set (the rule
    /// of old reads them too).
    package var configurations: [DeploymentTarget] = []

    /// How a file is built.
    package enum Role: Equatable, Sendable {
        /// By these targets (indices into `targets`).
        case compiled([Int])
        /// By these test targets only.
        case test([Int])
        /// In the folder of the project at `project`, and compiled by none of its targets.
        case notCompiled(project: String)
        /// No project that could be read speaks for it: the rule of old applies.
        case unknown
    }

    package init() {}

    /// The targets of `projects` (`project.pbxproj`, `project.yml` and `Package.swift` files), each
    /// read with `read` (which refuses what may not be read). A `project.yml` beside the
    /// `.xcodeproj` it generates is left to the project.
    package static func read(_ projects: [AppSources.File], read: @escaping (String) -> [UInt8]?) -> AppTargets {
        var result = AppTargets()
        let generated = Set(projects.filter { $0.kind == .project }.map { Path.parent(of: Path.parent(of: Path.lexicallyNormalized($0.path))) })
        for file in projects {
            let path = Path.lexicallyNormalized(file.path)
            var folder = Path.parent(of: path)
            let targets: [AppTarget]?
            switch file.kind {
            case .project:
                folder = Path.parent(of: folder)
                let project = read(path).flatMap { XcodeProject.read($0, path: path, files: read) }
                targets = project?.targets
                result.configurations += project?.projectSettings ?? []
            case .xcodeGen:
                guard !generated.contains(folder) else { continue }
                targets = read(path).flatMap { XcodeGenProject.targets($0, path: path) }
            case .package:
                let package = read(path).map { PackageManifest.read($0, path: path) }
                targets = package?.targets
                result.configurations += package?.platforms ?? []
            case .configuration:
                if let bytes = read(path) {
                    let settings = BuildSettings.configuration(at: path) { $0 == path ? bytes : read($0) }
                    for platform in Platform.allCases where platform != .maccatalyst {
                        guard let setting = settings.value(platform.deploymentSetting, on: platform),
                              let version = AvailabilityCondition.version(setting.value), platform.versionPlatform.isRelease(version) else { continue }
                        let key = setting.conditions.isEmpty ? setting.key : setting.key + "[" + setting.conditions.joined(separator: "][") + "]"
                        result.configurations.append(DeploymentTarget(platform: platform, version: version, source: .project, path: setting.path,
                                                                      line: setting.line, column: setting.column, setting: key))
                    }
                }
                continue
            default: continue
            }
            // A project whose targets list no file (a hand-made one) says nothing of membership.
            let readable = targets.map { $0.contains { !$0.members.files.isEmpty || !$0.members.folders.isEmpty } } ?? false
            result.projects.append((path, folder, targets != nil, readable))
            result.targets += targets ?? []
        }
        return result
    }

    /// How the file at `path` is built (a header without a target of its own belongs to the app
    /// targets of its project: it is compiled where it is included).
    package func role(of path: String, kind: AppSources.Kind) -> Role {
        let path = Path.lexicallyNormalized(path)
        let compiling = targets.indices.filter { targets[$0].members.contains(path) }
        let apps = compiling.filter { targets[$0].kind == .app }
        if !apps.isEmpty { return .compiled(apps) }
        if !compiling.isEmpty { return .test(compiling) }
        // The innermost project whose folder holds the file.
        guard let project = projects.filter({ AppTarget.Members.isInside(path, $0.folder) }).max(by: { $0.folder.count < $1.folder.count }) else {
            return .unknown
        }
        guard project.readable else { return .unknown }
        if kind == .objectiveC, path.hasSuffix(".h") {
            let own = targets.indices.filter { targets[$0].project == project.path && targets[$0].kind == .app }
            if !own.isEmpty { return .compiled(own) }
        }
        return .notCompiled(project: project.path)
    }
}
