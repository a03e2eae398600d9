import Foundation
import SymbolBase

/// The oldest OS version the audited app supports, and where that comes from.
package struct DeploymentTarget: Equatable, Sendable {
    package enum Source: String, Sendable {
        /// `--deployment-target`.
        case commandLine = "command-line"
        /// The manifest's `deployment-target`.
        case manifest
        /// The app's project: `project.pbxproj`, an `.xcconfig` or `Package.swift`.
        case project
    }

    package var version: Version
    package var source: Source
    /// The file that sets it, and where (a project setting, the manifest).
    package var path: String?
    package var line: Int?
    package var column: Int?
    /// What sets it there: `IPHONEOS_DEPLOYMENT_TARGET of 'App' (Release)`, `.iOS(.v17)`.
    package var setting: String?
    /// How many settings the project has (the lowest is the app's).
    package var candidates = 1

    package init(version: Version, source: Source, path: String? = nil, line: Int? = nil, column: Int? = nil, setting: String? = nil) {
        (self.version, self.source, self.path, self.line, self.column, self.setting) = (version, source, path, line, column, setting)
    }

    /// The lowest of the settings found (the first of equals, in path order): the oldest
    /// system one of the app's targets runs on.
    package static func lowest(of candidates: [DeploymentTarget]) -> DeploymentTarget? {
        guard var lowest = candidates.min(by: { $0.version < $1.version }) else { return nil }
        lowest.candidates = candidates.count
        return lowest
    }
}

/// Reads the deployment target an app's project sets for a platform: `IPHONEOS_DEPLOYMENT_TARGET`
/// (`TVOS_DEPLOYMENT_TARGET` for tvOS) of each target but test bundles in a `project.pbxproj`
/// (a target that does not set it takes its project's), the same setting in `.xcconfig` files,
/// and `platforms: [.iOS(.v17)]` in a `Package.swift`.
enum ProjectSettings {
    static func settingName(for platform: Platform) -> String {
        platform == .tvos ? "TVOS_DEPLOYMENT_TARGET" : "IPHONEOS_DEPLOYMENT_TARGET"
    }

    /// Every deployment target a `project.pbxproj` sets for the app's targets.
    static func project(_ bytes: [UInt8], path: String, platform: Platform) -> [DeploymentTarget] {
        let key = settingName(for: platform)
        guard let root = OpenStepPlist.parse(bytes) else { return [] }
        let objects = root["objects"]?.dictionary ?? [:]
        func configurations(_ list: String?) -> [(name: String, settings: [String: OpenStepPlist])] {
            guard let list, let ids = objects[list]?["buildConfigurations"]?.array else { return [] }
            return ids.compactMap { id in
                id.string.flatMap { objects[$0] }.map { ($0["name"]?.string ?? "", $0["buildSettings"]?.dictionary ?? [:]) }
            }
        }
        let project = objects.values.first { $0["isa"]?.string == "PBXProject" }
        let projectSettings = Dictionary(configurations(project?["buildConfigurationList"]?.string).map { ($0.name, $0.settings) }) { a, _ in a }
        var lines = SourceLines(bytes)
        var found: [DeploymentTarget] = []
        let targets = objects.values.filter { $0["isa"]?.string == "PBXNativeTarget" }.sorted { ($0["name"]?.string ?? "") < ($1["name"]?.string ?? "") }
        for target in targets {
            let type = target["productType"]?.string ?? ""
            guard !type.contains("unit-test"), !type.contains("ui-testing") else { continue }
            for configuration in configurations(target["buildConfigurationList"]?.string) {
                guard let value = configuration.settings[key] ?? projectSettings[configuration.name]?[key],
                      let text = value.string, let version = AvailabilityCondition.version(text), let offset = value.offset else { continue }
                let (line, column) = lines.position(of: offset)
                found.append(DeploymentTarget(version: version, source: .project, path: path, line: line, column: column,
                                              setting: "\(key) of '\(target["name"]?.string ?? "?")' (\(configuration.name))"))
            }
        }
        if found.isEmpty {
            for (name, settings) in projectSettings.sorted(by: { $0.key < $1.key }) {
                guard let value = settings[key], let version = value.string.flatMap(AvailabilityCondition.version), let offset = value.offset else { continue }
                let (line, column) = lines.position(of: offset)
                found.append(DeploymentTarget(version: version, source: .project, path: path, line: line, column: column,
                                              setting: "\(key) of the project (\(name))"))
            }
        }
        return found
    }

    /// The deployment targets an `.xcconfig` file sets (`KEY = 17.0`, `KEY[sdk=iphoneos*] = 17.0`).
    static func configuration(_ bytes: [UInt8], path: String, platform: Platform) -> [DeploymentTarget] {
        let key = settingName(for: platform)
        var found: [DeploymentTarget] = []
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            guard let equals = code.firstIndex(of: "=") else { continue }
            let name = code[..<equals].trimmed
            guard name == key || (name.hasPrefix(key + "[") && name.hasSuffix("]")) else { continue }
            let value = code[code.index(after: equals)...]
            guard let version = AvailabilityCondition.version(value.trimming([0x20, 0x09, 0x0D, UInt8(ascii: ";")])) else { continue }
            let column = line.distance(from: line.startIndex, to: value.firstIndex { $0 != " " && $0 != "\t" } ?? value.startIndex) + 1
            found.append(DeploymentTarget(version: version, source: .project, path: path, line: number + 1, column: column, setting: name))
        }
        return found
    }

    /// The deployment target of a `Package.swift` (`.iOS(.v17)`, `.iOS("17.4")`).
    static func package(_ bytes: [UInt8], path: String, platform: Platform) -> [DeploymentTarget] {
        let word = platform == .tvos ? "tvOS" : "iOS"
        var lexer = SwiftLexer(bytes, platform: platform)
        lexer.lexAll()
        let tokens = lexer.tokens
        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.nameStart..<token.nameEnd], as: UTF8.self) }
        func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == UInt8(ascii: character)
        }
        var lines = SourceLines(bytes)
        var found: [DeploymentTarget] = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && isPunctuation(index - 1, ".") && text(tokens[index]) == word
            && isPunctuation(index + 1, "(") && index + 2 < tokens.count {
            var version: Version?
            var at = index + 2
            if tokens[at].kind == .string {
                version = AvailabilityCondition.version(text(tokens[at]))
            } else if isPunctuation(at, "."), at + 1 < tokens.count, tokens[at + 1].kind == .identifier {
                at += 1
                let name = text(tokens[at])
                if name.hasPrefix("v") { version = AvailabilityCondition.version(String(name.dropFirst()).replacing("_", with: ".")) }
            }
            guard let version else { continue }
            let (line, column) = lines.position(of: tokens[index - 1].start)
            let setting = String(decoding: bytes[tokens[index - 1].start..<tokens[at].end], as: UTF8.self) + ")"
            found.append(DeploymentTarget(version: version, source: .project, path: path, line: line, column: column, setting: setting))
        }
        return found
    }
}
