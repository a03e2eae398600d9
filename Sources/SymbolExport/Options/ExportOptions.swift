import SymbolBase

/// What an export as a whole is asked to do: set on the command line, or at the top level of
/// a manifest (the command line wins). Each field is set by an option of `Option.exportOptions`.
package struct ExportOptions: Hashable, Sendable {
    /// The catalog (`-o`; a manifest's `catalog`, relative to the manifest); nil: the default.
    package var catalog: String?
    /// Write the group folders the tool creates with `"provides-namespace": true`, so asset
    /// names are `Group/name`.
    package var namespaceGroups = false
    /// Where to write the Swift accessors (`--swift`; a manifest's `swift`, relative to it).
    package var swiftFile: String?
    /// The name of the generated type.
    package var swiftType = SwiftTypeName.symbol
    /// The access level of the generated type and its members.
    package var swiftAccess = SwiftAccess.internal
    /// The app's deployment target: no fallback branch is generated, and no bitmap written, for
    /// symbols available there.
    package var deploymentTarget = Version(12)
    /// The folder of the SF Symbols app's symbol tables; nil: the app's own on a Mac, when installed.
    package var symbolsMetadata: String?
    /// The platform the generated Swift is for.
    package var platform = Platform.ios
    /// Also write the SwiftUI accessors, in a file of their own (`NAME+SwiftUI.swift`).
    package var swiftUI = false

    package init() {}

    /// The catalog written when none is given.
    package static let defaultCatalog = "Output/Assets.xcassets"
}
