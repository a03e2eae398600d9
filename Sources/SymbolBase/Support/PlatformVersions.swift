/// Versions by platform, as `--deployment-target` and a manifest's `deployment-target` give them
/// (`macOS 14`, `iOS 17.0,macOS 14.0`, `{"iOS": "17.0", "macOS": "14.0"}`), or a version given
/// without its platform (`17.0`) for the one platform meant.
package struct PlatformVersions: Hashable, Sendable {
    package private(set) var versions: [Platform: Version] = [:]
    /// A version given without its platform.
    package private(set) var unnamed: Version?

    package init(_ versions: [Platform: Version] = [:], unnamed: Version? = nil) {
        (self.versions, self.unnamed) = (versions, unnamed)
    }

    /// The version given for `platform` by its name (Mac Catalyst's is iOS's when not given).
    package subscript(platform: Platform) -> Version? {
        versions[platform] ?? (platform == .maccatalyst ? versions[.ios] : nil)
    }

    package var isEmpty: Bool { versions.isEmpty && unnamed == nil }
}

/// Platforms in order, each once (`--platform ios,macos`).
package struct PlatformSet: Hashable, Sendable {
    package private(set) var platforms: [Platform] = []

    package init(_ platforms: [Platform] = []) {
        for platform in platforms where !self.platforms.contains(platform) { self.platforms.append(platform) }
    }

    package var isEmpty: Bool { platforms.isEmpty }
    package func contains(_ platform: Platform) -> Bool { platforms.contains(platform) }
}
