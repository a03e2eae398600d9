/// Where an asset sits in a catalog: its group folders, its name and its kind.
package struct AssetLocation: Hashable, Sendable, CustomStringConvertible {
    package var group: [String]
    package var name: String
    package var kind: AssetKind

    package init(group: [String] = [], name: String, kind: AssetKind) {
        self.group = group
        self.name = name
        self.kind = kind
    }

    /// The imageset of a custom symbol's bitmap when the symbol is used after iOS 13, so that
    /// it does not share the symbolset's name: `NAME-fallback.imageset` (from iOS 13
    /// `UIImage(named:)` prefers a symbol asset to a bitmap asset of the same name).
    package static func fallbackImageSet(group: [String] = [], symbol name: String) -> AssetLocation {
        AssetLocation(group: group, name: name + fallbackSuffix, kind: .imageSet)
    }

    private static let fallbackSuffix = "-fallback"

    /// `Group/Sub/name`: the asset's place in the catalog, without its kind; the key of its
    /// records (state, ownership).
    package var key: String { Self.key(group: group, name: name) }

    /// `Group/Sub/name` of a name in `group`.
    package static func key(group: [String], name: String) -> String {
        group.isEmpty ? name : group.joined(separator: "/") + "/" + name
    }

    /// The name of the symbol the asset belongs to: a renamed fallback's (`NAME-fallback`
    /// imageset) is its symbol's `NAME`; any other asset's is its own.
    package var symbolName: String {
        guard kind == .imageSet, name.hasSuffix(Self.fallbackSuffix), name.count > Self.fallbackSuffix.count else { return name }
        return String(name.dropLast(Self.fallbackSuffix.count))
    }

    /// The key of the symbol the asset belongs to (`symbolName` in its group).
    package var symbolKey: String { Self.key(group: group, name: symbolName) }

    /// `Group/Sub/name.imageset`, relative to the catalog.
    package var relativePath: String {
        let folder = kind.folderName(for: name)
        return group.isEmpty ? folder : group.joined(separator: "/") + "/" + folder
    }

    /// The relative path of one of its files: `Group/name.imageset/name@2x.png`.
    package func file(_ filename: String) -> String { relativePath + "/" + filename }

    /// The group folders it lies in, outermost first, each relative to the catalog
    /// (`Tabs`, `Tabs/Edit`).
    package var groupFolders: [String] { Self.groupFolders(group) }

    /// The group folders of `group`, outermost first (`Tabs`, `Tabs/Edit`).
    package static func groupFolders(_ group: [String]) -> [String] {
        group.indices.map { group[...$0].joined(separator: "/") }
    }

    package var description: String { relativePath }
}
