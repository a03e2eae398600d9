/// One symbol of an export: where it comes from and what it becomes.
public struct ExportJob: Sendable {
    public var source: String
    public var name: String
    /// The imageset's name when it differs from the symbol's: `NAME-fallback` for a custom symbol
    /// available after iOS 13, whose bitmap must not share the symbolset's name.
    public var imageSetName: String?
    public var group: [String]
    public var options: ConvertOptions
    /// The source is a symbolset already in the catalog: only its fallback imageset is written,
    /// and the generated Swift loads the symbol from it (kind `custom`).
    public var fromSymbolSet = false
    /// Set when the job cannot run (invalid name, collision, unreadable entry).
    public var failure: AssetFailure?
    /// The source's size and time, when the folder scan saw them.
    var sourceStat: FileStat?
    /// `options.fingerprint`, computed once per distinct options.
    var fingerprint = ""

    /// `Group/Sub/name`: the asset's place in the catalog, and its key in the state.
    public var key: String { group.isEmpty ? name : group.joined(separator: "/") + "/" + name }

    /// Where its asset of `kind` goes.
    public func location(_ kind: AssetKind) -> AssetLocation {
        AssetLocation(group: group, name: kind == .imageSet ? imageSetName ?? name : name, kind: kind)
    }
}
