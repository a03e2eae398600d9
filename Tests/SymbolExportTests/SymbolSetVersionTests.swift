import Foundation
import Testing

/// `template-version` and `xcode` in an export, `convert` and `inspect`: the symbolset written
/// in the version chosen, the availability that follows it, what the report says, what a
/// second run does, and the option's values on the command line and in a manifest.
@Suite struct SymbolSetVersionTests {
    private func project(_ symbols: String, extra: String = "") -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/brand.svg", VersionedTemplateFixtures.animatedV6)
        directory.write("Symbols/ring.svg", V7TemplateFixtures.template(annotated: true))
        directory.write("Symbols/symbols.json", """
            { "catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", \(extra) "symbols": [\(symbols)] }
            """)
        return directory
    }

    private func export(_ directory: TemporaryDirectory, _ extra: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["export", "Symbols/symbols.json"] + extra, in: directory.path)
    }

    private func symbolSet(_ directory: TemporaryDirectory, _ name: String) -> String {
        String(decoding: directory.read("App/Assets.xcassets/\(name).symbolset/\(name).svg") ?? [], as: UTF8.self)
    }

    @Test func aV6SymbolWrittenAs3IsAVectorFromIOS15() throws {
        let directory = project("\"brand.svg\"")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Symbols/brand.svg: symbolset written as template v3.0, not v6.0: it draws the same, from iOS 15.0 as a vector; "
            + "held above v2.0 by multicolor and hierarchical layers"), "\(result.stderr)")
        let written = symbolSet(directory, "brand")
        #expect(written.contains("Template v.3.0") && written.contains("Requires Xcode 13 or greater"))
        for gone in ["-sfsymbols-motion-group", "-sfsymbols-layer-tags", ".defaults", "SFSymbolsPreviewWireframe", "rotate-anchor", "monochrome-0"] {
            #expect(!written.contains(gone), "\(gone)")
        }
        #expect(written.contains("hierarchical-1:primary"))
        // Its bitmap beside it for iOS 13 and 14, and the accessors' vector from iOS 15.
        #expect(directory.read("App/Assets.xcassets/brand-fallback.imageset/brand-fallback@3x.png") != nil)
        let swift = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)
        #expect(swift.contains("/// Custom symbol from iOS 15.0 (template v3.0), its bitmap before"), "\(swift)")
        #expect(swift.contains("guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }"))
        // A second run reads the version from the state: nothing written, nothing said again.
        let state = directory.read("App/Assets.xcassets/.symbol-export-state")
        let again = try export(directory)
        #expect(again.stderr.contains("exported 0, unchanged 1, failed 0"), "\(again.stderr)")
        #expect(!again.stderr.contains("symbolset written as"))
        #expect(directory.read("App/Assets.xcassets/.symbol-export-state") == state)
        #expect(try export(directory, ["--check"]).status == 0)
        // `keep` writes it as it came, and the accessors follow (iOS 18).
        let kept = try export(directory, ["--template-version", "keep", "-q"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(directory.read("App/Assets.xcassets/brand.symbolset/brand.svg") == directory.read("Symbols/brand.svg"))
        #expect(String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self).contains("from iOS 18.0 (template v6.0)"))
    }

    /// With Xcode 16 nothing newer than 6.0 is written: variable draw, which 6.0 lacks, is lost
    /// (a warning says so), and Draw's guide points are left out; Xcode 26 keeps 7.0.
    @Test func xcode16GetsNothingNewerThan6() throws {
        let directory = project("{ \"source\": \"ring.svg\", \"symbolset\": true }", extra: "\"defaults\": { \"xcode\": 16 },")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Symbols/ring.svg: its symbolset is written as template v6.0, the newest \"xcode\": \"16\" allows, "
            + "and v6.0 has no variable draw (-sfsymbols-variable-draw): it draws otherwise than the v7.0 file"), "\(result.stderr)")
        let written = symbolSet(directory, "ring")
        #expect(written.contains("Template v.6.0"))
        for gone in ["data-clipstroke-keyframes", "-sfsymbols-variable-draw", "draw-attachment-data", "variable-value-mode:draw"] {
            #expect(!written.contains(gone), "\(gone)")
        }
        #expect(written.contains("rotate-anchor") && written.contains(".defaults"))
        let json = try CommandRunner.run(["export", "Symbols/symbols.json", "--json", "--force", "--xcode", "26"], in: directory.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let asset = try #require((report["assets"] as? [[String: Any]])?.first)
        let symbolSet = try #require(asset["symbolset"] as? [String: Any])
        #expect(symbolSet["template-version"] as? String == "7.0")
        #expect(symbolSet["held-by"] as? [String] == ["variable-draw"])
        #expect(self.symbolSet(directory, "ring").contains("Template v.7.0"))
    }

    @Test func valuesOnTheCommandLineAndInAManifest() throws {
        let directory = project("{ \"source\": \"brand.svg\", \"template-version\": 4 }")
        #expect(try export(directory, ["-q"]).status == 0)
        #expect(symbolSet(directory, "brand").contains("Template v.3.0"))
        let badFlag = try export(directory, ["--template-version", "1.0"])
        #expect(badFlag.status == 64)
        #expect(badFlag.stderr.contains("auto|keep|2.0|3.0|4.0|5.0|6.0|7.0, not '1.0'"), "\(badFlag.stderr)")
        directory.write("Symbols/symbols.json", "{ \"symbols\": [{ \"source\": \"brand.svg\", \"xcode\": 20 }] }")
        let badKey = try export(directory)
        #expect(badKey.status == 1)
        #expect(badKey.stderr.contains("symbols[0].xcode: '20' is not one of 12, 13, 14, 15, 16, 26"), "\(badKey.stderr)")
    }

    @Test func convertAndInspectSayTheSame() throws {
        let directory = project("")
        let convert = try CommandRunner.run(["convert", "Symbols/brand.svg", "--symbolset", "-o", "A.xcassets"], in: directory.path)
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stderr.contains("symbolset written as template v3.0, not v6.0"), "\(convert.stderr)")
        #expect(String(decoding: directory.read("A.xcassets/brand.symbolset/brand.svg") ?? [], as: UTF8.self).contains("Template v.3.0"))
        let inspect = try CommandRunner.run(["inspect", "Symbols/brand.svg"], in: directory.path)
        #expect(inspect.stdout.contains("  template v6.0 (from template-version text)"))
        #expect(inspect.stdout.contains("  as a symbolset: template v3.0 (not v6.0): it draws the same, a vector from iOS 15.0; "
            + "held above v2.0 by multicolor and hierarchical layers (multicolor-N, hierarchical-N); left out (animations only): "
            + "motion groups and pulses"), "\(inspect.stdout)")
        let capped = try CommandRunner.run(["inspect", "Symbols/ring.svg", "--xcode", "16", "--json"], in: directory.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(capped.stdout.utf8)) as? [String: Any])
        let symbolSet = try #require(json["symbolset"] as? [String: Any])
        #expect(symbolSet["template-version"] as? String == "6.0")
        #expect(symbolSet["lost"] as? [String] == ["variable-draw"])
        #expect(symbolSet["left-out"] as? [String] == ["draw-guides", "draw-attachments"])
    }
}
