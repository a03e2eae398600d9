/// Which version of each platform came out in the same year as each iOS release: how a symbol
/// (or a template version) that exists from an iOS version exists on macOS, tvOS, watchOS and
/// visionOS, and how a deployment target on one of them compares with iOS's. Versions inside the
/// tool are iOS's (a release); this turns them into each platform's and back.
///
/// Apple's tables give the rows (`year_to_release` of `name_availability.plist`, and the
/// availability record that keeps them): with them, their word. Without them, the yearly pattern
/// Apple's releases follow, minor versions carried over: macOS is iOS less 3 from iOS 14 (macOS 11)
/// to iOS 18 (macOS 15), watchOS iOS less 7, visionOS 1.0 until iOS 17.2 (1.1) and 2 with iOS 18,
/// all five one number from 2025 (26). No platform draws a symbol before `Platform.symbolsFrom`
/// (macOS 11, whatever the 2019 row's 10.15 says).
package struct PlatformReleases: Sendable, Hashable {
    /// iOS version → platform column (`macOS`, `tvOS`, …) → that platform's version.
    package var rows: [Version: [String: Version]]

    package init(rows: [Version: [String: Version]] = [:]) {
        self.rows = rows
    }

    /// The version of `platform` released with iOS `release`, no earlier than the platform's first
    /// that draws symbols.
    package func version(ofRelease release: Version, on platform: Platform) -> Version {
        let target = platform.versionPlatform
        guard target != .ios, target != .tvos else { return release }
        let given = rows[release]?[platform.tableColumn] ?? Self.pattern(release, on: target)
        return max(given, platform.symbolsFrom)
    }

    /// The iOS release whose symbols a deployment target of `platform` has: the newest release
    /// whose version there is no later than `version`.
    package func release(of version: Version, on platform: Platform) -> Version {
        let target = platform.versionPlatform
        guard target != .ios, target != .tvos else { return version }
        let given = rows.compactMap { release, row in row[platform.tableColumn].map { (release, max($0, platform.symbolsFrom)) } }
        // Within the tables' rows, their word; past their newest (or without them), the pattern's.
        guard let newest = given.map(\.1).max(), version <= newest,
              let release = given.filter({ $0.1 <= version }).map(\.0).max() else { return Self.inverse(version, on: target) }
        return release
    }

    /// The yearly pattern from iOS to `platform` (not iOS or tvOS, which are iOS's).
    private static func pattern(_ release: Version, on platform: Platform) -> Version {
        if release.major >= 26 { return release }
        switch platform {
        case .macos: return release.major <= 13 ? Version(10, 15) : Version(release.major - 3, release.minor)
        case .watchos: return Version(max(release.major - 7, 1), release.minor)
        case .visionos:
            if release.major >= 18 { return Version(release.major - 16, release.minor) }
            return release >= Version(17, 2) ? Version(1, 1) : Version(1)
        default: return release
        }
    }

    private static func inverse(_ version: Version, on platform: Platform) -> Version {
        if version.major >= 26 { return version }
        switch platform {
        case .macos:
            if version.major == 10 { return Version(13) }
            return version.major <= 15 ? Version(version.major + 3, version.minor) : Version(26)
        case .watchos: return version.major <= 11 ? Version(version.major + 7, version.minor) : Version(26)
        case .visionos:
            if version.major >= 3 { return Version(26) }
            if version.major == 2 { return Version(18, version.minor) }
            return version >= Version(1, 1) ? Version(17, 2) : Version(17)
        default: return version
        }
    }

    /// `iOS 17.0, macOS 14.0`: `release` on each of `platforms` (Mac Catalyst and tvOS under
    /// iOS's), as messages and comments name a version.
    package func text(_ release: Version, on platforms: [Platform]) -> String {
        var named: [Platform] = []
        for platform in platforms.isEmpty ? [.ios] : platforms {
            let shown: Platform = platform == .maccatalyst || platform == .tvos ? .ios : platform
            if !named.contains(shown) { named.append(shown) }
        }
        return named.map { "\($0.name) \(version(ofRelease: release, on: $0))" }.joined(separator: ", ")
    }
}
