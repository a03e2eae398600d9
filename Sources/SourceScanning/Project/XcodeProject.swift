import SymbolBase

/// The targets of an Xcode project, read from its `project.pbxproj`: each native target's
/// files (its Sources, Resources and Headers build phases, through `PBXBuildFile`s to the file
/// references, whose paths follow their groups; and Xcode 16's file-system-synchronized folders,
/// less their membership exceptions), its platforms (`SUPPORTED_PLATFORMS`, else `SDKROOT`;
/// `SUPPORTS_MACCATALYST`) and its deployment target on each, from its own build settings, its
/// `.xcconfig` (`baseConfigurationReference`, or Xcode 16's anchor in a synchronized folder and a
/// path in it), the project's and the project's `.xcconfig`, in
/// that order, the lowest of its configurations.
struct XcodeProject {
    private let objects: [String: OpenStepPlist]
    private let path: String
    private let directory: String
    private let read: (String) -> [UInt8]?
    private var lines: SourceLines
    /// Each file reference's and group's path, by object id.
    private var paths: [String: String] = [:]
    /// Xcode 16's synchronized folders, by object id, in id order.
    private var synchronizedGroups: [(String, OpenStepPlist)] = []

    /// The targets of the project whose `project.pbxproj` is `bytes` at `path` (the
    /// `.xcconfig` files it names are read with `read`); nil when it is no project this reads.
    static func targets(_ bytes: [UInt8], path: String, read: @escaping (String) -> [UInt8]?) -> [AppTarget]? {
        Self.read(bytes, path: path, files: read)?.targets
    }

    /// Its targets, and the deployment targets the project's own settings give each platform
    /// (which the rule of old reads, for a project without targets too).
    static func read(_ bytes: [UInt8], path: String, files read: @escaping (String) -> [UInt8]?)
        -> (targets: [AppTarget], projectSettings: [DeploymentTarget])? {
        guard let root = OpenStepPlist.parse(bytes), let objects = root["objects"]?.dictionary,
              let project = root["rootObject"]?.string.flatMap({ objects[$0] }), project["isa"]?.string == "PBXProject" else { return nil }
        var reader = XcodeProject(objects: objects, path: path, directory: Path.parent(of: Path.parent(of: path)), read: read,
                                  lines: SourceLines(bytes))
        if let main = project["mainGroup"]?.string { reader.resolve(main, parent: reader.directory, depth: 0) }
        reader.synchronizedGroups = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
        let projectSettings = reader.configurations(project["buildConfigurationList"]?.string)
        var targets: [AppTarget] = []
        // The project's list of targets; a file that lacks one, every native target in it, by name.
        var ids = (project["targets"]?.array ?? []).compactMap(\.string)
        if ids.isEmpty {
            ids = objects.filter { $0.value["isa"]?.string == "PBXNativeTarget" }.sorted { ($0.value["name"]?.string ?? "", $0.key) < ($1.value["name"]?.string ?? "", $1.key) }
                .map(\.key)
        }
        for id in ids {
            if let target = reader.target(id, projectSettings: projectSettings) { targets.append(target) }
        }
        let own = Platform.allCases.filter { $0 != .maccatalyst }.compactMap { platform in
            reader.deploymentTarget(of: "the project", on: platform, projectSettings.map { ($0.0, [$0.1]) })
        }
        return (targets, own)
    }

    /// The paths of the group `id` and everything in it, from its parent's `parent`.
    private mutating func resolve(_ id: String, parent: String, depth: Int) {
        guard depth < 64, paths[id] == nil, let object = objects[id] else { return }
        let own = object["path"]?.string
        let path: String? = switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": own.map { Path.lexicallyNormalized(Path.join(parent, $0)) } ?? parent
        case "SOURCE_ROOT": own.map { Path.lexicallyNormalized(Path.join(directory, $0)) } ?? directory
        case "<absolute>": own
        default: nil
        }
        guard let path else { return }
        paths[id] = path
        for child in object["children"]?.array ?? [] {
            if let child = child.string { resolve(child, parent: path, depth: depth + 1) }
        }
    }

    /// A native target: nil for aggregate and legacy targets.
    private mutating func target(_ id: String, projectSettings: [(String, BuildSettings)]) -> AppTarget? {
        guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { return nil }
        let name = object["name"]?.string ?? "?"
        let type = object["productType"]?.string ?? ""
        let kind: AppTarget.Kind = type.contains("unit-test") || type.contains("ui-testing") ? .test : .app
        let settings = configurations(object["buildConfigurationList"]?.string)
        let resolved = settings.map { configuration, own in
            (configuration, [own] + [projectSettings.first { $0.0 == configuration }?.1].compactMap { $0 })
        }
        let platforms = Self.platforms(resolved.first?.1 ?? []).map { platform in
            (platform, deploymentTarget(of: name, on: platform, resolved))
        }
        return AppTarget(name: name, kind: kind, project: path, platforms: platforms, members: members(of: object, id: id))
    }

    /// The platforms a target builds for, from its first configuration's settings.
    private static func platforms(_ layers: [BuildSettings]) -> [Platform] {
        func value(_ key: String) -> String? { layers.lazy.compactMap { $0.value(key)?.value }.first }
        let sdks = (value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init)
        var platforms = Platform.allCases.filter { platform in platform != .maccatalyst && sdks.contains { platform.sdks.contains($0) } }
        if platforms.isEmpty, let root = value("SDKROOT"), let platform = Platform.allCases.first(where: { $0 != .maccatalyst && $0.sdks.contains(root) }) {
            platforms = [platform]
        }
        if platforms.isEmpty { platforms = [.ios] }
        if platforms.contains(.ios), value("SUPPORTS_MACCATALYST") == "YES" { platforms.insert(.maccatalyst, at: platforms.firstIndex(of: .ios)! + 1) }
        return platforms
    }

    /// The lowest deployment target of `platform` among the configurations.
    private func deploymentTarget(of target: String, on platform: Platform, _ configurations: [(String, [BuildSettings])]) -> DeploymentTarget? {
        var found: [DeploymentTarget] = []
        for (configuration, layers) in configurations {
            guard let setting = layers.lazy.compactMap({ $0.value(platform.deploymentSetting, on: platform) }).first,
                  let version = AvailabilityCondition.version(setting.value), platform.versionPlatform.isRelease(version) else { continue }
            let owner = target == "the project" ? target : "'\(target)'"
            found.append(DeploymentTarget(platform: platform, version: version, source: .project, path: setting.path, line: setting.line,
                                          column: setting.column, setting: "\(setting.key) of \(owner) (\(configuration))"))
        }
        return DeploymentTarget.lowest(of: found)
    }

    /// Each configuration of the list `id`: its name, and its settings over its `.xcconfig`'s.
    private mutating func configurations(_ id: String?) -> [(String, BuildSettings)] {
        guard let id, let list = objects[id]?["buildConfigurations"]?.array else { return [] }
        var result: [(String, BuildSettings)] = []
        for configuration in list.compactMap({ $0.string.flatMap { objects[$0] } }) {
            var settings: [BuildSettings.Setting] = []
            if let base = baseConfiguration(configuration) {
                settings = BuildSettings.configuration(at: base, read: read).settings
            }
            for (name, value) in (configuration["buildSettings"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let text = value.string ?? value.array.compactMap(\.string).nonEmptyJoined else { continue }
                let (key, conditions) = BuildSettings.split(name)
                let (line, column) = value.offset.map { lines.position(of: $0) } ?? (1, 1)
                settings.append(.init(key: key, conditions: conditions, value: text, path: path, line: line, column: column))
            }
            result.append((configuration["name"]?.string ?? "", BuildSettings(settings)))
        }
        return result
    }

    /// A configuration's `.xcconfig`: a file reference, or (Xcode 16) a synchronized folder and
    /// the file's path in it.
    private func baseConfiguration(_ configuration: OpenStepPlist) -> String? {
        if let base = configuration["baseConfigurationReference"]?.string.flatMap({ paths[$0] }) { return base }
        guard let folder = configuration["baseConfigurationReferenceAnchor"]?.string.flatMap({ paths[$0] }),
              let file = configuration["baseConfigurationReferenceRelativePath"]?.string else { return nil }
        return Path.lexicallyNormalized(Path.join(folder, file))
    }

    /// The files of a target: its build phases' file references (and a variant group's files,
    /// a localized storyboard's), its synchronized folders less their exceptions for it.
    private func members(of target: OpenStepPlist, id: String) -> AppTarget.Members {
        var members = AppTarget.Members()
        for phase in (target["buildPhases"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) {
            guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase"].contains(phase["isa"]?.string ?? "") else { continue }
            for file in (phase["files"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) {
                guard let reference = file["fileRef"]?.string else { continue }
                if let path = paths[reference] { members.files.insert(path) }
                for child in objects[reference]?["children"]?.array ?? [] {
                    if let path = child.string.flatMap({ paths[$0] }) { members.files.insert(path) }
                }
            }
        }
        // A synchronized folder's exceptions for a target turn its default over: files left out of a
        // target whose folder it is, files added to another target (a widget's share of the app's).
        let own = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        for (group, object) in synchronizedGroups {
            guard let folder = paths[group] else { continue }
            var exceptions: Set<String> = []
            for exception in (object["exceptions"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) where exception["target"]?.string == id {
                for name in (exception["membershipExceptions"]?.array ?? []).compactMap(\.string) {
                    exceptions.insert(Path.lexicallyNormalized(Path.join(folder, name)))
                }
            }
            if own.contains(group) {
                members.folders.append((folder, exceptions))
            } else {
                members.files.formUnion(exceptions)
            }
        }
        return members
    }
}

extension Array where Element == String {
    fileprivate var nonEmptyJoined: String? { isEmpty ? nil : joined(separator: " ") }
}
