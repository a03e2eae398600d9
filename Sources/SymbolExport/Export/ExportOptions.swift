/// What an export as a whole is asked to do: set on the command line, or at the top level of
/// a manifest (the command line wins). Each field is set by an option of `Option.exportOptions`.
public struct ExportOptions: Hashable, Sendable {
    /// The catalog (`-o`; a manifest's `catalog`, relative to the manifest); nil: the default.
    public var catalog: String?
    /// Write the group folders the tool creates with `"provides-namespace": true`, so asset
    /// names are `Group/name`.
    public var namespaceGroups = false

    public init() {}
}
