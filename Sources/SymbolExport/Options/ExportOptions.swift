import SymbolBase

/// What an export as a whole is asked to do: set by `ExportOptions.table`'s options, on the
/// command line or at a manifest's top level (the command line wins).
package struct ExportOptions: Hashable, Sendable {
    /// Nil: `defaultCatalog`.
    package var catalog: String?
    /// The group folders the tool creates provide a namespace (`"provides-namespace": true`).
    package var namespaceGroups = false
    package var swiftFile: String?
    package var swiftType = SwiftTypeName.symbol
    package var swiftAccess = SwiftAccess.internal
    /// The app's deployment targets (`macOS 14`, or a version for the one platform meant).
    package var deploymentTargets = PlatformVersions()
    /// Apple's symbol tables; nil: on a Mac, the SF Symbols app's or the system's.
    package var symbolsMetadata: String?
    /// The platforms given: the export's (every one its target builds for), or those an audit narrows to.
    package var platforms = PlatformSet()
    /// Also write the SwiftUI accessors (`NAME+SwiftUI.swift`).
    package var swiftUI = false

    package init() {}

    /// How each platform's versions compare with iOS's (Apple's tables' rows, when the plan has
    /// them; else the yearly pattern). Not an option: the plan sets it.
    package var releases = PlatformReleases()

    /// The platforms the export is for: those given, else iOS.
    package var exportPlatforms: [Platform] { platforms.isEmpty ? [.ios] : platforms.platforms }

    /// The first of them: the one an export for a single platform is for.
    package var platform: Platform { exportPlatforms[0] }

    /// The deployment target on `platform`: given by its name, else the version given alone
    /// (for the one platform meant); nil when none is given.
    package func deploymentTarget(on platform: Platform) -> Version? {
        deploymentTargets[platform] ?? (exportPlatforms.count == 1 ? deploymentTargets.unnamed : nil)
    }

    /// The export's deployment target as a release (iOS's version of the year): the oldest of its
    /// platforms' (`PlatformReleases`). Symbols of that release get no fallback branch and no
    /// bitmap on any of them; 12.0 (below every platform's first symbols) when none is given.
    package var deploymentTarget: Version {
        exportPlatforms.map { platform in deploymentTarget(on: platform).map { releases.release(of: $0, on: platform) } ?? Version(12) }.min()!
    }

    /// The platform whose version a bare `available` names: the export's one platform (macOS 14
    /// for a Mac app), iOS's when the export is for several.
    package var availablePlatform: Platform { exportPlatforms.count == 1 ? platform : .ios }

    /// `release` as an `available` value names it (`availablePlatform`'s version).
    package func availableValue(_ release: Version) -> String {
        releases.version(ofRelease: release, on: availablePlatform).description
    }

    /// `iOS 17.0` (or `iOS 17.0, macOS 14.0`): a release on the export's platforms, as messages name it.
    package func releaseText(_ release: Version) -> String {
        releases.text(release, on: exportPlatforms)
    }

    package static let defaultCatalog = "Output/Assets.xcassets"
}
