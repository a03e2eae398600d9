import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport

/// Real app layouts: an app catalog and a widget catalog, symbolsets in groups, dotted custom
/// symbol names, manifests that list catalogs and single symbolsets, and folders given by
/// mistake. Each fallback goes beside its own symbolset, in its own catalog and group.
@Suite struct CatalogManifestTests {
    private static let groupContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// `App/Assets.xcassets` (vault v3.0 at the top, Toolbar/pentagon v1.0) and
    /// `Widget/Widget.xcassets` (Icons/Rocket.Fill v1.0, a dotted name as apps write them).
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for catalog in ["App/Assets.xcassets", "App/Assets.xcassets/Toolbar", "Widget/Widget.xcassets", "Widget/Widget.xcassets/Icons"] {
            directory.write("\(catalog)/Contents.json", Self.groupContents)
        }
        addSymbolSet(directory, "App/Assets.xcassets/vault", svg: TemplateFixtures.variableV3)
        addSymbolSet(directory, "App/Assets.xcassets/Toolbar/pentagon", svg: TemplateFixtures.appleV1)
        addSymbolSet(directory, "Widget/Widget.xcassets/Icons/Rocket.Fill", svg: TemplateFixtures.appleV1)
        return directory
    }

    private func addSymbolSet(_ directory: TemporaryDirectory, _ path: String, svg: String) {
        let name = (path as NSString).lastPathComponent
        directory.write("\(path).symbolset/\(name).svg", svg)
        directory.write("\(path).symbolset/Contents.json", CatalogInputTests.symbolSetContents.replacing("%@", with: "\(name).svg"))
    }

    private func export(_ directory: TemporaryDirectory, _ arguments: [String], in folder: String = "") throws -> CommandRunner.Result {
        try CommandRunner.run(["export"] + arguments, in: folder.isEmpty ? directory.path : directory.url(folder))
    }

    /// The imagesets and symbolsets under `catalog`.
    private func assets(_ directory: TemporaryDirectory, _ catalog: String) -> [String] {
        Set(directory.files().filter { $0.hasPrefix(catalog + "/") }.compactMap { file -> String? in
            let parts = file.dropFirst(catalog.count + 1).split(separator: "/")
            guard let index = parts.firstIndex(where: { $0.hasSuffix(".imageset") || $0.hasSuffix(".symbolset") }) else { return nil }
            return parts[...index].joined(separator: "/")
        }).sorted()
    }

    @Test func twoCatalogsEachGetTheirOwnFallbacks() throws {
        let directory = project()
        directory.write("symbols.json", #"{ "symbols": [ "App/Assets.xcassets", "Widget/Widget.xcassets" ] }"#)
        let result = try export(directory, ["symbols.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("exported 3, unchanged 0, failed 0, pruned 0 in " + result.stderr.split(separator: " in ").last!), "\(result.stderr)")
        #expect(assets(directory, "App/Assets.xcassets") == ["Toolbar/pentagon.imageset", "Toolbar/pentagon.symbolset", "vault-fallback.imageset", "vault.symbolset"])
        #expect(assets(directory, "Widget/Widget.xcassets") == ["Icons/Rocket.Fill.imageset", "Icons/Rocket.Fill.symbolset"])
        // Each catalog keeps its own records; nothing lands elsewhere.
        #expect(directory.read("App/Assets.xcassets/.symbol-export-state") != nil && directory.read("Widget/Widget.xcassets/.symbol-export-state") != nil)
        #expect(!directory.files().contains { $0.hasPrefix("Output/") })
        // A second run has nothing to do; --check agrees.
        #expect(try export(directory, ["symbols.json"]).stderr.hasPrefix("exported 0, unchanged 3, failed 0, pruned 0"))
        #expect(try export(directory, ["symbols.json", "--check", "-q"]).status == 0)
        // The widget's catalog dropped from the manifest: nothing pruned in the app's catalog.
        directory.write("symbols.json", #"{ "symbols": [ "App/Assets.xcassets" ] }"#)
        #expect(try export(directory, ["symbols.json"]).stderr.hasPrefix("exported 0, unchanged 2, failed 0, pruned 0"))
    }

    /// A manifest of single symbolsets: each fallback beside its symbolset, in its group, not in
    /// `Output/Assets.xcassets`; a symbolset outside any catalog is an error naming the entry.
    @Test func singleSymbolsetEntriesGetTheirFallbackBesideThem() throws {
        let directory = project()
        directory.write("Loose/star.symbolset/star.svg", TemplateFixtures.appleV1)
        directory.write("symbols.json", """
            { "symbols": [ "Widget/Widget.xcassets/Icons/Rocket.Fill.symbolset", "App/Assets.xcassets/Toolbar/pentagon.symbolset",
                           "Loose/star.symbolset" ] }
            """)
        let result = try export(directory, ["symbols.json", "-q"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: symbols.json:2:16: symbols[2]: 'Loose/star.symbolset': is a symbolset outside any .xcassets catalog; "
            + "its fallback is written beside it, so move it into the app's catalog\n", "\(result.stderr)")
        #expect(assets(directory, "Widget/Widget.xcassets") == ["Icons/Rocket.Fill.imageset", "Icons/Rocket.Fill.symbolset"])
        #expect(assets(directory, "App/Assets.xcassets").contains("Toolbar/pentagon.imageset"))
        #expect(!directory.files().contains { $0.hasPrefix("Output/") })
    }

    /// `--dots underscore` renames the bitmap, never the symbolset: the generated vector path
    /// asks for the symbolset's own name, the bitmap path for the renamed imageset.
    @Test func aRenamedCustomSymbolIsStillLoadedByItsSymbolsetsName() throws {
        let directory = project()
        let result = try export(directory, ["Widget/Widget.xcassets", "--dots", "underscore", "--swift", "Widget/Symbols.swift", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(assets(directory, "Widget/Widget.xcassets") == ["Icons/Rocket.Fill.symbolset", "Icons/Rocket_Fill.imageset"])
        let swift = String(decoding: try #require(directory.read("Widget/Symbols.swift")), as: UTF8.self)
        #expect(swift.contains(#"case rocketFill = "Rocket.Fill""#))
        #expect(swift.contains(#"if UIImage(named: "Rocket.Fill", in: Self.bundle, with: nil)?.isSymbolImage == true {"#))
        #expect(swift.contains(#"UIImage(named: "Rocket_Fill", in: Self.bundle, compatibleWith: nil)"#))
    }

    /// `export .` inside a catalog, or on the folder that holds catalogs only: nothing is
    /// written, and the message says what to pass. An output catalog inside a catalog is refused.
    @Test func aCatalogGivenAsAnIconFolderIsRecognised() throws {
        let directory = project()
        let inside = try export(directory, ["."], in: "App/Assets.xcassets/Toolbar")
        #expect(inside.status == 1)
        #expect(inside.stderr == "error: .: is inside the asset catalog ..; pass the catalog itself (symbol-export export ..) to export its symbolsets\n", "\(inside.stderr)")
        let holding = try export(directory, ["."], in: "App")
        #expect(holding.status == 1)
        #expect(holding.stderr == "error: .: has no SVG of its own, only the asset catalog Assets.xcassets; "
            + "pass it as the input (symbol-export export Assets.xcassets) to export its symbolsets\n", "\(holding.stderr)")
        directory.write("Icons/a.svg", Fixtures.square)
        let output = try export(directory, ["Icons", "-o", "App/Assets.xcassets/Icons.xcassets"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("error: App/Assets.xcassets/Icons.xcassets: the output catalog would be inside the asset catalog App/Assets.xcassets"), "\(output.stderr)")
        // Nothing was created inside the catalogs.
        #expect(assets(directory, "App/Assets.xcassets") == ["Toolbar/pentagon.symbolset", "vault.symbolset"])
        #expect(!directory.files().contains { $0.contains("Output") || $0.contains("Icons.xcassets") })
    }

    /// An asset moved to another group: the name check does not count the folder the same run
    /// prunes, so the move exports at once.
    @Test func theNameCheckIgnoresWhatTheRunPrunes() throws {
        let directory = TemporaryDirectory()
        directory.write("Icons/One/a.svg", Fixtures.square)
        #expect(try export(directory, ["Icons", "-o", "Out.xcassets", "-q"]).status == 0)
        try FileManager.default.createDirectory(atPath: directory.url("Icons/Two"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: directory.url("Icons/One/a.svg"), toPath: directory.url("Icons/Two/a.svg"))
        let moved = try export(directory, ["Icons", "-o", "Out.xcassets"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stderr.hasPrefix("pruned Out.xcassets/One/a.imageset\nexported 1"), "\(moved.stderr)")
    }
}
