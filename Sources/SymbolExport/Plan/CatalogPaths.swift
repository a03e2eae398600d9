import SymbolBase

/// Where a path stands relative to the asset catalogs around it.
enum CatalogPaths {
    /// The catalog a symbolset folder lies in and its group there: the nearest `.xcassets`
    /// folder above it; nil when there is none.
    static func enclosingCatalog(of folder: String) -> (catalog: String, group: [String])? {
        var group: [String] = []
        var parent = Path.parent(of: folder)
        while !parent.isEmpty, parent != ".", parent != "/" {
            let name = Path.lastComponent(of: parent)
            if name.hasSuffix(".xcassets") { return (parent, group) }
            group.insert(name, at: 0)
            let next = Path.parent(of: parent)
            if next == parent { break }
            parent = next
        }
        // A relative path: look further up from the current directory.
        if !folder.hasPrefix("/") {
            let absolute = Path.absolute(folder)
            guard absolute != folder, let found = enclosingCatalog(of: absolute) else { return nil }
            return (Path.relative(found.catalog, from: Path.currentDirectory()), found.group)
        }
        return nil
    }

    /// The nearest `.xcassets` folder that holds `path` (itself excluded), when there is one.
    static func catalog(holding path: String) -> String? {
        var parent = Path.parent(of: Path.absolute(path))
        while parent != "/", !parent.isEmpty {
            if Path.lastComponent(of: parent).hasSuffix(".xcassets") { return parent }
            let next = Path.parent(of: parent)
            if next == parent { break }
            parent = next
        }
        return nil
    }
}
