import SymbolBase
import SymbolCatalog

/// Finds the symbols of a catalog given as the export input: every `.symbolset` in it, at any
/// group depth, is a source (its template SVG), and its fallback imageset is written beside it.
/// The symbolsets' own files are only read.
package enum SymbolSetDiscovery {
    package struct Found: Sendable {
        /// The SVG inside the symbolset; nil when there is none to use.
        package var svg: String?
        /// The symbolset folder, for messages.
        var folder: String
        var name: String
        var group: [String]
        /// Why the symbolset cannot be used (no SVG, two, a `Contents.json` that does not parse).
        var problem: String?
        var stat: FileStat?
    }

    /// Every symbolset of the catalog at `catalog`, in group order.
    static func scan(catalog: String) -> [Found] {
        let scan = AssetCatalog(path: catalog).scan(skipping: [])
        return scan.assets.filter { $0.location.kind == .symbolSet }.map { symbolSet(at: catalog, $0.location) }
    }

    /// The symbolset folder at `folder` (`…/App.xcassets/Group/name.symbolset`), given as a source.
    package static func symbolSet(folder: String) -> Found {
        let name = Path.lastComponent(of: folder)
        return symbolSet(at: Path.parent(of: folder), AssetLocation(group: [], name: String(name.dropLast(".symbolset".count)), kind: .symbolSet))
    }

    private static func symbolSet(at catalog: String, _ location: AssetLocation) -> Found {
        let folder = AssetCatalog(path: catalog).fullPath(location.relativePath)
        var found = Found(svg: nil, folder: folder, name: location.name, group: location.group)
        let contents = Path.join(folder, ContentsFile.filename)
        guard let bytes = try? FileSystem.readFile(contents, limit: ContentsFile.sizeLimit) else {
            found.problem = "the symbolset has no readable Contents.json; open it in Xcode, or export the symbol again"
            return found
        }
        guard let read = ContentsFile.parse(bytes) else {
            found.problem = "the symbolset's Contents.json does not parse as JSON; fix it, or export the symbol again"
            return found
        }
        let files = read.symbolFiles.filter { $0.lowercased().hasSuffix(".svg") }
        guard !files.isEmpty else {
            found.problem = "the symbolset names no SVG in its Contents.json; add the template SVG in Xcode"
            return found
        }
        guard files.count == 1 else {
            found.problem = "the symbolset has \(files.count) SVGs (\(files.joined(separator: ", "))); a fallback is made from one: keep one"
            return found
        }
        // Xcode keeps a symbolset's file in its folder: a name that leads elsewhere is refused.
        guard !files[0].contains("/"), !files[0].contains("\\"), files[0] != "..", files[0] != "." else {
            found.problem = "the symbolset's Contents.json names '\(files[0])', a file outside the symbolset's folder; name the SVG in it"
            return found
        }
        let svg = Path.join(folder, files[0])
        guard let stat = FileStat(svg) else {
            found.problem = "the symbolset's SVG '\(files[0])' does not exist; add it in Xcode, or export the symbol again"
            return found
        }
        found.svg = svg
        found.stat = stat
        return found
    }
}
