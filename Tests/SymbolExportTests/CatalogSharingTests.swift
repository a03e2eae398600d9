import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// One catalog fed by several source sets and one-off conversions: names unique across the
/// catalog, pruning limited to each export's own assets, and one comparison for export,
/// `--check` and `--dry-run`.
@Suite struct CatalogSharingTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory.path)
    }

    @Test func oneNameInTwoGroupsIsAnErrorNamingBoth() throws {
        let directory = TemporaryDirectory()
        directory.write("Icons/Plain/heart.svg", Fixtures.square)
        directory.write("Icons/Tabs/heart.svg", Fixtures.wide)
        directory.write("Icons/star.svg", Fixtures.square)
        let result = try run(["export", "Icons", "-o", "A.xcassets", "-q", "-j", "1"], in: directory)
        #expect(result.status == 1)
        let message = "asset name 'heart' is also used by %@; Xcode names assets across the whole catalog, so UIImage(named:) would find either: rename one (a manifest's \"name\"), or use --namespace-groups"
        #expect(result.stderr.contains("error: Icons/Plain/heart.svg: " + message.replacing("%@", with: "Icons/Tabs/heart.svg")))
        #expect(result.stderr.contains("error: Icons/Tabs/heart.svg: " + message.replacing("%@", with: "Icons/Plain/heart.svg")))
        #expect(!directory.files().contains { $0.contains("heart") && $0.hasPrefix("A.xcassets") })
        #expect(directory.read("A.xcassets/star.imageset/star.png") != nil)

        // Namespaced groups: both are written, as Plain/heart and Tabs/heart.
        let namespaced = try run(["export", "Icons", "-o", "A.xcassets", "-q", "--namespace-groups"], in: directory)
        #expect(namespaced.status == 0, "\(namespaced.stderr)")
        #expect(directory.read("A.xcassets/Plain/heart.imageset/heart.png") != nil)
        #expect(directory.read("A.xcassets/Tabs/heart.imageset/heart.png") != nil)
        Golden.assertMatches(try #require(directory.read("A.xcassets/Tabs/Contents.json")), "group-namespace.json")
        // Turned off again, the groups the tool made lose their namespace, and the clash is back.
        let plain = try run(["export", "Icons", "-o", "A.xcassets", "-q"], in: directory)
        #expect(plain.status == 1)
        Golden.assertMatches(try #require(directory.read("A.xcassets/Tabs/Contents.json")), "group.json")
    }

    @Test func handMadeAssetsElsewhereInTheCatalogClashToo() throws {
        let directory = TemporaryDirectory()
        directory.write("Icons/heart.svg", Fixtures.square)
        directory.write("A.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        directory.write("A.xcassets/Mine/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        directory.write("A.xcassets/Mine/Heart.imageset/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        // A symbolset of the same name is the pair Apple documents, not a clash.
        directory.write("A.xcassets/star.symbolset/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        directory.write("Icons/star.svg", Fixtures.square)
        let result = try run(["export", "Icons", "-o", "A.xcassets", "-q"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "error: Icons/heart.svg: asset name 'heart' is also used by A.xcassets/Mine/Heart.imageset (hand-made); Xcode names assets across the whole catalog, so UIImage(named:) would find either: rename one (a manifest's \"name\"), or use --namespace-groups\n")
        #expect(directory.read("A.xcassets/star.imageset/star.png") != nil)
    }

    /// Two folders and a conversion feed one catalog for three rounds of edits; each export
    /// keeps the others' assets, and deleting a source prunes only its asset.
    @Test func sourceSetsKeepEachOthersAssets() throws {
        let directory = TemporaryDirectory()
        directory.write("Templates/a.svg", Fixtures.square)
        directory.write("Templates/b.svg", Fixtures.wide)
        directory.write("Icons/c.svg", Fixtures.tall)
        directory.write("Icons/d.svg", Fixtures.square)
        directory.write("one/e.svg", Fixtures.wide)
        func assets() -> [String] {
            directory.files().filter { $0.hasSuffix(".imageset/Contents.json") }.map { String($0.dropLast("/Contents.json".count).dropFirst("S.xcassets/".count)) }.sorted()
        }
        for round in 0..<3 {
            directory.write("Templates/a.svg", round % 2 == 0 ? Fixtures.square : Fixtures.halfWhite)
            directory.write("Icons/c.svg", round % 2 == 0 ? Fixtures.tall : Fixtures.wide)
            for arguments in [["export", "Templates", "-o", "S.xcassets", "-q"], ["convert", "one/e.svg", "-o", "S.xcassets"],
                              ["export", "Icons", "-o", "S.xcassets", "-q"]] {
                let result = try run(arguments, in: directory)
                #expect(result.status == 0, "round \(round) \(arguments): \(result.stderr)")
            }
            #expect(assets() == ["a.imageset", "b.imageset", "c.imageset", "d.imageset", "e.imageset"], "round \(round)")
            let check = try run(["export", "Templates", "-o", "S.xcassets", "--check"], in: directory)
            #expect(check.status == 0, "round \(round): \(check.stderr)")
        }
        try FileManager.default.removeItem(atPath: directory.url("Icons/d.svg"))
        let pruned = try run(["export", "Icons", "-o", "S.xcassets"], in: directory)
        #expect(pruned.stderr.contains("pruned S.xcassets/d.imageset"))
        #expect(assets() == ["a.imageset", "b.imageset", "c.imageset", "e.imageset"])
        let owners = String(decoding: try #require(directory.read("S.xcassets/.symbol-export-owners")), as: UTF8.self)
        #expect(owners == "symbol-export-owners 1\na\t../Templates\nb\t../Templates\nc\t../Icons\n")
        // The other export's asset is not this export's to make.
        directory.write("Icons/a.svg", Fixtures.square)
        let taken = try run(["export", "Icons", "-o", "S.xcassets", "-q"], in: directory)
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("error: S.xcassets/a.imageset: this asset is made by another export of the catalog (from ../Templates)"))
    }

    /// Without a state (a fresh clone), and after every source was touched, --dry-run, --check
    /// and the export itself agree.
    @Test func dryRunCheckAndExportAgree() throws {
        let directory = TemporaryDirectory()
        directory.write("S/a.svg", Fixtures.square)
        directory.write("S/b.svg", Fixtures.wide)
        #expect(try run(["export", "S", "-o", "A.xcassets", "-q"], in: directory).status == 0)
        func agree(_ label: String, changed: Int) throws {
            let dry = try run(["export", "S", "-o", "A.xcassets", "--dry-run"], in: directory)
            let check = try run(["export", "S", "-o", "A.xcassets", "--check"], in: directory)
            #expect(dry.stdout.components(separatedBy: "would export").count - 1 == changed, "\(label): \(dry.stdout)")
            #expect(check.status == (changed == 0 ? 0 : 1), "\(label): \(check.stderr)")
            let export = try run(["export", "S", "-o", "A.xcassets"], in: directory)
            #expect(export.stderr.contains("exported \(changed),"), "\(label): \(export.stderr)")
        }
        try FileManager.default.removeItem(atPath: directory.url("A.xcassets/.symbol-export-state"))
        try agree("no state", changed: 0)
        for name in ["a", "b"] { directory.write("S/\(name).svg", String(decoding: try #require(directory.read("S/\(name).svg")), as: UTF8.self)) }
        try agree("touched", changed: 0)
        directory.write("S/b.svg", Fixtures.tall)
        try FileManager.default.removeItem(atPath: directory.url("A.xcassets/.symbol-export-state"))
        try agree("edited, no state", changed: 1)
    }

    @Test func changingAnOptionRerenders() throws {
        let directory = TemporaryDirectory()
        directory.write("S/a.svg", Fixtures.square)
        let first = try ExportPlan.make(input: directory.url("S"), catalog: directory.url("A.xcassets"))
        _ = try Exporter(plan: first, controls: RunControls()).run()
        var bigger = PartialSymbolOptions()
        bigger.pointSize = 40
        let second = try Exporter(plan: try ExportPlan.make(input: directory.url("S"), defaults: bigger, catalog: directory.url("A.xcassets")),
                                  controls: RunControls()).run()
        #expect(second.assets.map(\.rendered) == [true] && second.assets.map(\.status) == [.exported])
        #expect(try PNGDecoder.decode(try #require(directory.read("A.xcassets/a.imageset/a.png"))).width == 40)
        // Options that change no byte (names aside) do not re-render.
        var silenced = bigger
        silenced.silencedWarnings = [.strokes]
        let third = try Exporter(plan: try ExportPlan.make(input: directory.url("S"), defaults: silenced, catalog: directory.url("A.xcassets")),
                                 controls: RunControls()).run()
        #expect(third.assets.map(\.rendered) == [false])
    }

    @Test func manifestMistakesAreReportedAllAtOnce() throws {
        let directory = TemporaryDirectory()
        directory.write("a.svg", Fixtures.square)
        let path = directory.write("symbols.json", """
            {
              "catalgo": "Out.xcassets",
              "defaults": { "weigth": "bold", "mode": "colour" },
              "symbols": [
                { "sorce": "a.svg" },
                { "source": "a.svg", "point-size": 0 }
              ]
            }
            """)
        let result = try CommandRunner.run(["export", "symbols.json"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: symbols.json:2:3: catalgo: unknown key; did you mean 'catalog'?
            error: symbols.json:3:17: defaults.weigth: unknown key; did you mean 'weight'?
            error: symbols.json:3:43: defaults.mode: 'colour' is not one of template, original
            error: symbols.json:5:5: symbols[0].source: missing
            error: symbols.json:5:7: symbols[0].sorce: unknown key; did you mean 'source'?
            error: symbols.json:6:40: symbols[1].point-size: 0 is out of range; use a value above 0 and at most 1024

            """)
        #expect(throws: ExportPlanError.self) { try ExportPlan.make(input: path) }
        #expect(!directory.files().contains { $0.contains("xcassets") })
    }

    @Test(arguments: [
        (["export", "icon.svg"], "error: icon.svg: export takes a folder of SVGs or a .json manifest; use `symbol-export convert icon.svg` for one SVG"),
        (["export"], "error: Symbols: no input given, and there is no Symbols/symbols.json or Symbols/ folder here; pass one: symbol-export export FOLDER (a folder of SVGs) or symbol-export export MANIFEST.json"),
        (["export", "notes.txt"], "error: notes.txt: export takes a folder of SVGs or a .json manifest, and 'notes.txt' is neither"),
        (["convert", "image.svg"], "error: image.svg: is a JPEG image, not an SVG; give the SVG it was made from (from the SF Symbols app: File › Export Symbol…)"),
    ])
    func errorsSayWhatToDo(arguments: [String], message: String) throws {
        let directory = TemporaryDirectory()
        directory.write("icon.svg", Fixtures.square)
        directory.write("notes.txt", "just notes")
        directory.write("image.svg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
        let result = try CommandRunner.run(arguments, in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == message + "\n")
    }

    @Test func checkNamesTheCommandThatFixesIt() throws {
        let directory = TemporaryDirectory()
        directory.write("My Icons/a.svg", Fixtures.square)
        let result = try CommandRunner.run(["export", "My Icons", "--check", "-o", "A.xcassets", "--point-size", "20"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("run `symbol-export export 'My Icons' -o A.xcassets --point-size 20`"))
    }

    @Test func emptyDrawingsWarnAndWarningsCanBeSilenced() throws {
        let directory = TemporaryDirectory()
        directory.write("S/blank.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><rect x=\"30\" width=\"4\" height=\"4\"/></svg>")
        let warned = try CommandRunner.run(["export", "S", "-q", "--json"], in: directory.path)
        #expect(warned.stderr == "warning: S/blank.svg: it draws nothing: every pixel is transparent; check that its shapes have a fill and lie inside the viewBox\n")
        #expect(warned.stdout.contains("\"code\" : \"empty\""))
        // Skipped by the state the next time, the warning is still given; --no-warn silences it.
        #expect(try CommandRunner.run(["export", "S", "-q"], in: directory.path).stderr == warned.stderr)
        #expect(try CommandRunner.run(["export", "S", "-q", "--no-warn", "empty"], in: directory.path).stderr == "")
    }
}
