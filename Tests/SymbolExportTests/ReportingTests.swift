import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolReading

/// Every warning the text output shows is in `--json` with its code, plan-level ones included,
/// is outlined on the preview page, and `--no-warn` silences it in all three.
@Suite struct ReportingTests {
    /// A catalog with a dotted name pair (`Rocket`, `Rocket.Fill`) and a 3.0 custom template that
    /// the exports below use from iOS 13 (`--available 13.0`; Apple: 3.0 needs iOS 15).
    private func app() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        for (name, svg) in [("Rocket", TemplateFixtures.appleV1), ("Rocket.Fill", TemplateFixtures.variableV3)] {
            directory.write("App/Assets.xcassets/\(name).symbolset/\(name).svg", svg)
            directory.write("App/Assets.xcassets/\(name).symbolset/Contents.json",
                            CatalogInputTests.symbolSetContents.replacing("%@", with: "\(name).svg"))
        }
        return directory
    }

    private func codes(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.map { line in
            line.contains("starts with 'Rocket.'") ? "dot-prefix" : line.contains("template v3.0 needs iOS 15") ? "template-version" : "other"
        }.sorted()
    }

    private func jsonCodes(_ stdout: String) throws -> [String: [String]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let assets = try #require(object["assets"] as? [[String: Any]])
        var result: [String: [String]] = [:]
        for asset in assets {
            let warnings = (asset["warnings"] as? [[String: String]]) ?? []
            result[asset["name"] as? String ?? "?"] = warnings.compactMap { $0["code"] }
        }
        return result
    }

    @Test func planWarningsReachTextJSONAndThePreview() throws {
        let directory = app()
        let export = ["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "--available", "13.0", "--json", "-q"]
        let result = try CommandRunner.run(export, in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(codes(result.stderr) == ["dot-prefix", "template-version"], "\(result.stderr)")
        #expect(try jsonCodes(result.stdout) == ["Rocket": [], "Rocket.Fill": ["dot-prefix", "template-version"]])
        // A second run renders nothing and still reports both.
        let again = try CommandRunner.run(export, in: directory.path)
        #expect(codes(again.stderr) == ["dot-prefix", "template-version"])
        #expect(try jsonCodes(again.stdout)["Rocket.Fill"] == ["dot-prefix", "template-version"])
        // The preview outlines the asset, with both warnings and their codes.
        let preview = try CommandRunner.run(["preview", "App/Assets.xcassets", "-o", "page.html"], in: directory.path)
        #expect(preview.status == 0, "\(preview.stderr)")
        let page = String(decoding: try #require(directory.read("page.html")), as: UTF8.self)
        let section = try #require(page.split(separator: "<section").first { $0.contains("id=\"Rocket.Fill\"") })
        #expect(section.contains("class=\"asset warned\""))
        #expect(section.contains("<code>dot-prefix</code>") && section.contains("<code>template-version</code>"))
        // In a catalog's (or folder's) export the remedy is a flag; a manifest user sees the key.
        #expect(result.stderr.contains("consider --dots underscore") && result.stderr.contains("set --available 15.0 for it"))
    }

    @Test(arguments: [["dot-prefix"], ["template-version"], ["dot-prefix", "template-version"]])
    func noWarnSilencesEachInAllThreeOutputs(silenced: [String]) throws {
        let directory = app()
        let arguments = ["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "--available", "13.0", "--json", "-q",
                         "--no-warn", silenced.joined(separator: ",")]
        let result = try CommandRunner.run(arguments, in: directory.path)
        let left = ["dot-prefix", "template-version"].filter { !silenced.contains($0) }
        #expect(codes(result.stderr) == left)
        #expect(try jsonCodes(result.stdout)["Rocket.Fill"] == left)
        _ = try CommandRunner.run(["preview", "App/Assets.xcassets", "-o", "page.html"], in: directory.path)
        let page = String(decoding: try #require(directory.read("page.html")), as: UTF8.self)
        let section = try #require(page.split(separator: "<section").first { $0.contains("id=\"Rocket.Fill\"") })
        for code in ["dot-prefix", "template-version"] {
            #expect(section.contains("<code>\(code)</code>") == left.contains(code), "\(code)")
        }
        #expect(section.contains("class=\"asset warned\"") == !left.isEmpty)
    }

    /// The dot-prefix warning names the lookup iOS 12 makes, by the bitmap's own name, and is
    /// not given to an app that deploys to iOS 13; the template-version warning for a 2.0
    /// template says why it needs iOS 14, and from what the symbol is used.
    @Test func warningsNameWhatTheAppWouldDo() throws {
        let directory = app()
        // Without --available, Rocket.Fill (v3.0) is used from iOS 15: its bitmap is Rocket.Fill-fallback.
        let result = try CommandRunner.run(["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "-q"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr == "warning: App/Assets.xcassets/Rocket.Fill.symbolset/Rocket.Fill.svg: asset 'Rocket.Fill-fallback' starts with 'Rocket.', "
            + "and 'Rocket' is another asset: on iOS 12 UIImage(named: \"Rocket.Fill-fallback\") may return 'Rocket'; consider --dots underscore\n", "\(result.stderr)")
        let ios13 = try CommandRunner.run(["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "-q", "--deployment-target", "13.0"],
                                          in: directory.path)
        #expect(ios13.status == 0 && ios13.stderr.isEmpty, "\(ios13.stderr)")

        directory.write("App/Assets.xcassets/Rocket.symbolset/Rocket.svg", TemplateFixtures.appleV1.replacing("Template v.1.0", with: "Template v.2.0"))
        let v2 = try CommandRunner.run(["export", "App/Assets.xcassets", "--swift", "App/Symbols.swift", "-q", "--available", "13.0",
                                        "--no-warn", "dot-prefix"], in: directory.path)
        #expect(v2.stderr.contains("warning: App/Assets.xcassets/Rocket.symbolset/Rocket.svg: template v2.0 needs iOS 14.0 (the SF Symbols 2 release), "
            + "but the symbol is used from iOS 13.0 (its --available); set --available 14.0 for it, or leave it out, so earlier systems show its bitmap"),
            "\(v2.stderr)")
    }

    @Test func aManifestUserIsToldTheManifestKey() throws {
        let directory = app()
        directory.write("App/symbols.json", """
            { "catalog": "Assets.xcassets", "swift": "Symbols.swift", "defaults": { "available": "13.0" }, "symbols": ["Assets.xcassets"] }
            """)
        let result = try CommandRunner.run(["export", "App/symbols.json", "-q"], in: directory.path)
        #expect(result.stderr.contains("consider \"dots\": \"underscore\""), "\(result.stderr)")
        #expect(result.stderr.contains("set \"available\": \"15.0\" for it"), "\(result.stderr)")
    }
}
