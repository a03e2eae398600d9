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
    /// Symbols available there get no fallback branch and no bitmap.
    package var deploymentTarget = Version(12)
    /// Apple's symbol tables; nil: on a Mac, the SF Symbols app's or the system's.
    package var symbolsMetadata: String?
    package var platform = Platform.ios
    /// Also write the SwiftUI accessors (`NAME+SwiftUI.swift`).
    package var swiftUI = false

    package init() {}

    package static let defaultCatalog = "Output/Assets.xcassets"
}
