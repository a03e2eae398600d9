import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// `export App/Assets.xcassets`: the symbolsets already in an app's catalog are the sources,
/// and their iOS 12 fallbacks are written beside them.
@Suite struct CatalogInputTests {
    static let symbolSetContents = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "symbols" : [
            {
              "filename" : "%@",
              "idiom" : "universal"
            }
          ]
        }

        """

    /// An app's catalog: a symbolset at the top, one in a group, a hand-made imageset and a colour.
    private func app() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        directory.write("App/Assets.xcassets/Toolbar/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        addSymbolSet(directory, "vault", svg: TemplateFixtures.variableV3)
        addSymbolSet(directory, "Toolbar/pentagon", svg: TemplateFixtures.appleV1)
        directory.write("App/Assets.xcassets/logo.imageset/Contents.json", "{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        directory.write("App/Assets.xcassets/Accent.colorset/Contents.json", "{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        return directory
    }

    private func addSymbolSet(_ directory: TemporaryDirectory, _ path: String, svg: String, contents: String? = nil) {
        let name = (path as NSString).lastPathComponent
        directory.write("App/Assets.xcassets/\(path).symbolset/\(name).svg", svg)
        directory.write("App/Assets.xcassets/\(path).symbolset/Contents.json", contents ?? Self.symbolSetContents.replacing("%@", with: "\(name).svg"))
    }

    /// Every file of the catalog with its bytes, but the tool's own files.
    private func snapshot(_ directory: TemporaryDirectory, excluding generated: [String]) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for file in directory.files() where file.hasPrefix("App/") && !generated.contains(where: { file.contains($0) }) {
            result[file] = directory.read(file)
        }
        return result
    }

    @Test func fallbacksAreWrittenBesideTheSymbolsetsAndNothingElseIsTouched() throws {
        let directory = app()
        let before = snapshot(directory, excluding: [])
        let result = try CommandRunner.run(["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "--json", "-q"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        // vault's template is 3.0, which needs iOS 15: its bitmap is `vault-fallback`, so that iOS 13
        // and 14 do not take the symbolset; pentagon's (1.0) shares its symbolset's name.
        #expect(directory.read("App/Assets.xcassets/vault-fallback.imageset/vault-fallback@3x.png") != nil)
        #expect(directory.read("App/Assets.xcassets/Toolbar/pentagon.imageset/pentagon@3x.png") != nil)
        // The symbolsets, the hand-made assets and the groups are exactly as they were.
        #expect(snapshot(directory, excluding: [".imageset/vault", ".imageset/pentagon", "vault-fallback.imageset", "pentagon.imageset", "Symbols.swift"]) == before)
        // The Swift accessors load them as custom symbols (from their symbolsets).
        let swift = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)
        #expect(swift.contains("case vault = \"vault\"") && swift.contains("UIImage(named: \"vault\", in: Self.bundle, with: nil)?.isSymbolImage == true"))
        // Incremental: nothing to do the second time; --check agrees.
        let again = try CommandRunner.run(["export", "App/Assets.xcassets"], in: directory.path)
        #expect(again.stderr.hasPrefix("exported 0, unchanged 2, failed 0, pruned 0"), "\(again.stderr)")
        #expect(try CommandRunner.run(["export", "App/Assets.xcassets", "--check"], in: directory.path).status == 0)
        // A symbolset removed: its fallback goes, the rest stays.
        try FileManager.default.removeItem(atPath: directory.url("App/Assets.xcassets/vault.symbolset"))
        let dry = try CommandRunner.run(["export", "App/Assets.xcassets", "--dry-run"], in: directory.path)
        #expect(dry.stdout.contains("would prune  App/Assets.xcassets/vault-fallback.imageset"))
        let pruned = try CommandRunner.run(["export", "App/Assets.xcassets"], in: directory.path)
        #expect(pruned.stderr.contains("pruned App/Assets.xcassets/vault-fallback.imageset"))
        #expect(directory.read("App/Assets.xcassets/logo.imageset/Contents.json") != nil)
    }

    @Test func aManifestCanNameTheCatalogAndItsSymbolsets() throws {
        let directory = app()
        directory.write("symbols.json", """
            { "defaults": { "point-size": 22 },
              "symbols": [ "App/Assets.xcassets", { "source": "App/Assets.xcassets/vault.symbolset", "weight": "bold", "name": "vault" } ] }
            """)
        let result = try CommandRunner.run(["export", "symbols.json", "--json"], in: directory.path)
        // vault is named twice, by the catalog and on its own: one source, with the entry's options.
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("exported 2, unchanged 0, failed 0, pruned 0"), "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let assets = try #require(report["assets"] as? [[String: Any]])
        #expect(assets.map { $0["name"] as? String } == ["pentagon", "vault"])
        let bold = try #require(directory.read("App/Assets.xcassets/vault-fallback.imageset/vault-fallback@3x.png"))
        directory.write("symbols.json", "{ \"defaults\": { \"point-size\": 22 }, \"symbols\": [ \"App/Assets.xcassets\" ] }")
        #expect(try CommandRunner.run(["export", "symbols.json", "-q"], in: directory.path).status == 0)
        let png = try #require(directory.read("App/Assets.xcassets/Toolbar/pentagon.imageset/pentagon.png"))
        #expect(try PNGDecoder.decode(png).width == 26)  // 114.79 units at 22 pt
        // Without the entry, vault is Regular again: the entry's Bold was used.
        #expect(directory.read("App/Assets.xcassets/vault-fallback.imageset/vault-fallback@3x.png") != bold)
    }

    @Test func unusableSymbolsetsAndHandMadeNamesakesAreErrors() throws {
        let directory = app()
        addSymbolSet(directory, "nosvg", svg: TemplateFixtures.appleV1, contents: "{\"symbols\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}")
        addSymbolSet(directory, "two", svg: TemplateFixtures.appleV1,
                     contents: "{\"symbols\":[{\"filename\":\"a.svg\",\"idiom\":\"universal\"},{\"filename\":\"b.svg\",\"idiom\":\"universal\"}]}")
        addSymbolSet(directory, "broken", svg: TemplateFixtures.appleV1, contents: "{ not json")
        addSymbolSet(directory, "logo", svg: TemplateFixtures.appleV1)
        let result = try CommandRunner.run(["export", "App/Assets.xcassets", "-q", "-j", "1"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: App/Assets.xcassets/broken.symbolset: the symbolset's Contents.json does not parse as JSON; fix it, or export the symbol again
            error: App/Assets.xcassets/logo.imageset: an asset of this name exists and was not made by symbol-export; it is left alone: rename the symbol or delete that asset
            error: App/Assets.xcassets/nosvg.symbolset: the symbolset names no SVG in its Contents.json; add the template SVG in Xcode
            error: App/Assets.xcassets/two.symbolset: the symbolset has 2 SVGs (a.svg, b.svg); a fallback is made from one: keep one

            """)
        #expect(directory.read("App/Assets.xcassets/vault-fallback.imageset/vault-fallback.png") != nil)
        #expect(directory.read("App/Assets.xcassets/logo.imageset/Contents.json") == Array("{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}\n".utf8))
    }

    @Test func aCatalogThatIsAFileIsAnError() throws {
        let directory = TemporaryDirectory()
        directory.write("App.xcassets", "not a folder")
        let result = try CommandRunner.run(["export", "App.xcassets"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == "error: App.xcassets: is a file, not an asset catalog folder; an .xcassets catalog is a folder (give its path, or another -o/--output)\n")
    }
}
