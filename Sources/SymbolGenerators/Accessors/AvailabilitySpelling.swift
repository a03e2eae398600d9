import SymbolBase

/// How the generated Swift spells a version check: `#available(iOS 17.0, tvOS 17.0, *)` on the
/// UIKit side, `#available(macOS 14.0, *)` on the AppKit side. Versions inside the generator are
/// releases (iOS's version of the year, `PlatformReleases`): each platform named gets its own
/// version of that release, no earlier than its first symbols (an `#available` that names a
/// platform's version before its API existed would still compile, and read wrongly).
struct AvailabilitySpelling: Sendable, Equatable {
    /// The platforms named, in order; `*` stands for the rest.
    let platforms: [Platform]
    let releases: PlatformReleases

    /// The UIKit side's: iOS (Mac Catalyst takes its versions) and tvOS, as the file has always
    /// named them, when the export is for one of them; watchOS and visionOS when it is for them.
    static func uiKit(for exportPlatforms: [Platform], releases: PlatformReleases) -> AvailabilitySpelling {
        let iOS = exportPlatforms.contains { [.ios, .maccatalyst, .tvos].contains($0) }
        let named = (iOS ? [Platform.ios, .tvos] : []) + [Platform.watchos, .visionos].filter(exportPlatforms.contains)
        return AvailabilitySpelling(platforms: named, releases: releases)
    }

    /// The AppKit side's: macOS.
    static func appKit(releases: PlatformReleases) -> AvailabilitySpelling {
        AvailabilitySpelling(platforms: [.macos], releases: releases)
    }

    /// `iOS 17.0, tvOS 17.0`.
    func versions(_ release: Version, excluding: Set<Platform> = []) -> String {
        platforms.filter { !excluding.contains($0) }.map { "\($0.availabilitySpelling) \(releases.version(ofRelease: release, on: $0))" }
            .joined(separator: ", ")
    }

    /// `#available(iOS 17.0, tvOS 17.0, *)`.
    func condition(_ release: Version) -> String {
        "#available(\(versions(release)), *)"
    }

    /// `@available(iOS 17.0, tvOS 17.0, *)`.
    func attribute(_ release: Version, excluding: Set<Platform> = []) -> String {
        "@available(\(versions(release, excluding: excluding)), *)"
    }
}
