import SourceScanning
import SymbolBase
import SymbolExport
import SymbolCatalog
import SourceScanning
import SymbolReading

/// The app's catalogs as the checks need them: imagesets by name (fallbacks), and custom symbols
/// with their template versions (read only for those the code asks for).
enum CatalogFacts {
    static func add(catalogs: [String], exportedSymbolSets: Set<String>, to facts: inout AuditFacts) {
        let named = Set(facts.uses.filter { $0.kind == .named }.compactMap(\.name))
        var seen: Set<String> = []
        for catalog in catalogs where seen.insert(Path.absolute(catalog)).inserted && FileSystem.kind(of: catalog) == .directory {
            let assets = AssetCatalog(path: catalog).scan().assets.map(\.location)
            let imageSets = Set(assets.filter { $0.kind == .imageSet }.map(\.name))
            facts.imageSets.formUnion(imageSets)
            for location in assets where location.kind == .symbolSet && facts.customSymbols[location.name] == nil {
                let folder = AssetCatalog(path: catalog).fullPath(location.relativePath)
                let fallback = imageSets.contains(location.name) || imageSets.contains(AssetLocation.fallbackImageSet(symbol: location.name).name)
                    || exportedSymbolSets.contains(Path.absolute(folder))
                var template: Version?
                if named.contains(location.name), let svg = SymbolSetDiscovery.symbolSet(folder: folder).svg,
                   let bytes = try? FileSystem.readFile(svg) {
                    template = SymbolTemplate.version(of: bytes)
                }
                facts.customSymbols[location.name] = AuditFacts.CustomSymbol(name: location.name, folder: folder, catalog: catalog,
                                                                            template: template, hasFallback: fallback)
            }
        }
    }
}
