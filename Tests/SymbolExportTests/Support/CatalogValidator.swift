import Foundation
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// What Xcode needs of a catalog: every `Contents.json` parses, and every file an imageset
/// names exists and is a valid PNG. Returns the problems found.
enum CatalogValidator {
    static func problems(in catalog: String) -> [String] {
        var problems: [String] = []
        let files = FileManager.default.enumerator(atPath: catalog)?.allObjects as? [String] ?? []
        for relative in files where (relative as NSString).lastPathComponent == "Contents.json" {
            let path = (catalog as NSString).appendingPathComponent(relative)
            guard let bytes = FileManager.default.contents(atPath: path), let json = try? JSONReader.parse(Array(bytes)) else {
                problems.append("\(relative): does not parse")
                continue
            }
            guard case .object(let root) = json, case .array(let images)? = root["images"] else { continue }
            for case .object(let image) in images {
                guard case .string(let name)? = image["filename"] else { continue }
                let folder = (path as NSString).deletingLastPathComponent
                guard let png = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else {
                    problems.append("\(relative): names missing \(name)")
                    continue
                }
                if (try? PNGDecoder.decode(Array(png))) == nil { problems.append("\(relative): \(name) is not a valid PNG") }
            }
        }
        return problems
    }

    /// Temporary files and folders left in the catalog.
    static func leftovers(in catalog: String) -> [String] {
        (FileManager.default.enumerator(atPath: catalog)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix(TemporaryFiles.prefix) }
    }
}
