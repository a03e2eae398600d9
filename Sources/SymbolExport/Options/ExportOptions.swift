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
    /// The platforms given: the export's (one, for now), or those an audit narrows to.
    package var platforms = PlatformSet()
    /// Also write the SwiftUI accessors (`NAME+SwiftUI.swift`).
    package var swiftUI = false

    package init() {}

    /// The platform the export's Swift is for: the one given, else iOS.
    package var platform: Platform { platforms.platforms.first ?? .ios }

    /// The export's deployment target, for its platform: symbols available there get no fallback
    /// branch and no bitmap; 12.0 when none is given.
    package var deploymentTarget: Version { deploymentTargets[platform] ?? deploymentTargets.unnamed ?? Version(12) }

    package static let defaultCatalog = "Output/Assets.xcassets"
}
