import SymbolBase

/// The oldest OS version an app's target supports on one platform, and where that comes from.
package struct DeploymentTarget: Equatable, Sendable {
    package enum Source: String, Sendable {
        /// `--deployment-target`.
        case commandLine = "command-line"
        /// The manifest's `deployment-target`.
        case manifest
        /// The app's project: `project.pbxproj`, an `.xcconfig`, `project.yml` or `Package.swift`.
        case project
    }

    package var platform: Platform
    package var version: Version
    package var source: Source
    /// The file that sets it, and where (a project setting, the manifest).
    package var path: String?
    package var line: Int?
    package var column: Int?
    /// What sets it there: `IPHONEOS_DEPLOYMENT_TARGET of 'App' (Release)`, `.iOS(.v17)`.
    package var setting: String?
    /// How many settings it is the lowest of.
    package var candidates = 1

    package init(platform: Platform, version: Version, source: Source, path: String? = nil, line: Int? = nil, column: Int? = nil,
                 setting: String? = nil) {
        (self.platform, self.version, self.source, self.path, self.line, self.column, self.setting) = (platform, version, source, path, line,
                                                                                                          column, setting)
    }

    /// The lowest of the settings found (the first of equals): the oldest system it runs on.
    package static func lowest(of candidates: [DeploymentTarget]) -> DeploymentTarget? {
        guard var lowest = candidates.min(by: { $0.version < $1.version }) else { return nil }
        lowest.candidates = candidates.count
        return lowest
    }

    /// `macOS 14.0`.
    package var described: String { "\(platform.name) \(version)" }
}
