import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering
@testable import symbol_export

/// Batch export: manifests, parallel determinism, incremental skips, pruning, --check.
@Suite struct ExportTests {
    /// A folder with a few small symbols, one in a group.
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/doc.text.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/square.svg", Fixtures.square)
        directory.write("Symbols/wide.svg", Fixtures.wide)
        directory.write("Symbols/Toolbar/cat.svg", TemplateFixtures.wireframeV6)
        return directory
    }

    private func export(_ directory: TemporaryDirectory, input: String = "Symbols", jobs: Int = 2,
                        configure: (inout RunControls) -> Void = { _ in }) throws -> ExportReport {
        let plan = try ExportPlan.make(input: directory.url(input), catalog: directory.url("Assets.xcassets"))
        var settings = RunControls()
        settings.jobs = jobs
        configure(&settings)
        return try Exporter(plan: plan, controls: settings).run()
    }

    private func statuses(_ report: ExportReport) -> [String: AssetReport.Status] {
        Dictionary(uniqueKeysWithValues: report.assets.map { ($0.job.key, $0.status) })
    }

    @Test func exportsFoldersWithGroupsAndRecordsState() throws {
        let directory = project()
        let report = try export(directory)
        #expect(statuses(report) == ["doc.text": .exported, "square": .exported, "wide": .exported, "Toolbar/cat": .exported])
        #expect(!report.failed)
        let files = directory.files(includingHidden: true).filter { $0.hasPrefix("Assets.xcassets/") }
        #expect(files.contains("Assets.xcassets/Toolbar/Contents.json"))
        // A template that names no Apple glyph is a custom symbol: its symbolset, and its bitmap as NAME-fallback.
        #expect(files.contains("Assets.xcassets/Toolbar/cat-fallback.imageset/cat-fallback@3x.png"))
        #expect(files.contains("Assets.xcassets/Toolbar/cat.symbolset/cat.svg"))
        #expect(files.contains("Assets.xcassets/.symbol-export-state"))
        // The lock is on the folder: no file is made for it.
        #expect(!files.contains("Assets.xcassets/.symbol-export.lock"))
        Golden.assertMatches(try #require(directory.read("Assets.xcassets/Toolbar/Contents.json")), "group.json")
    }

    /// Eight threads taking the lock twenty times each: two holders never overlap.
    @Test func theLockIsNeverHeldTwice() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.url("A.xcassets"), withIntermediateDirectories: true)
        let catalog = AssetCatalog(path: directory.url("A.xcassets"))
        let holders = Locked(0)
        let overlaps = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20 {
                guard let lock = try? CatalogLock(catalog: catalog, wait: true) else { continue }
                if holders.withLock({ $0 += 1; return $0 }) > 1 { overlaps.withLock { $0 += 1 } }
                usleep(200)
                holders.withLock { $0 -= 1 }
                withExtendedLifetime(lock) {}
            }
        }
        #expect(overlaps.withLock { $0 } == 0)
        #expect(FileManager.default.fileExists(atPath: directory.url("A.xcassets/.symbol-export.lock")) == false)
    }

    @Test func outputIsByteIdenticalForAnyNumberOfJobs() throws {
        let one = project()
        let four = project()
        for index in 0..<12 {
            one.write("Symbols/extra\(index).svg", Fixtures.halfTransparentColoured)
            four.write("Symbols/extra\(index).svg", Fixtures.halfTransparentColoured)
        }
        _ = try export(one, jobs: 1)
        _ = try export(four, jobs: 4)
        // The state records modification times, which differ between the two folders.
        let generated = { (d: TemporaryDirectory) in d.files().filter { $0.hasPrefix("Assets.xcassets/") } }
        #expect(generated(one) == generated(four))
        for file in generated(one) { #expect(one.read(file) == four.read(file), "\(file)") }
    }

    @Test func secondRunRendersNothingAndTouchesNothing() throws {
        let directory = project()
        _ = try export(directory)
        let before = FileTimes.tree(directory.url("Assets.xcassets"))
        Thread.sleep(forTimeInterval: 0.02)
        let second = try export(directory)
        #expect(second.assets.allSatisfy { $0.status == .unchanged && !$0.rendered })
        #expect(FileTimes.tree(directory.url("Assets.xcassets")) == before)
    }

    @Test func editingOneSourceRerendersOnlyThatAsset() throws {
        let directory = project()
        _ = try export(directory)
        directory.write("Symbols/wide.svg", Fixtures.tall)
        let report = try export(directory)
        #expect(report.assets.filter(\.rendered).map(\.job.key) == ["wide"])
        #expect(statuses(report)["wide"] == .exported)
        #expect(report.count(.unchanged) == 3)
    }

    @Test func forceRerendersEverythingButWritesNoIdenticalFile() throws {
        let directory = project()
        _ = try export(directory)
        let report = try export(directory) { $0.force = true }
        #expect(report.assets.allSatisfy { $0.rendered && $0.status == .unchanged })
    }

    @Test func damagedOutputIsRepaired() throws {
        let directory = project()
        _ = try export(directory)
        directory.write("Assets.xcassets/square.imageset/square@2x.png", "not a png")
        try FileManager.default.removeItem(atPath: directory.url("Assets.xcassets/wide.imageset/wide.png"))
        let report = try export(directory)
        #expect(statuses(report)["square"] == .exported && statuses(report)["wide"] == .exported)
        #expect(try PNGDecoder.decode(try #require(directory.read("Assets.xcassets/square.imageset/square@2x.png"))).width == 34)
    }

    @Test func deletedSourceIsPrunedAndHandMadeAssetsStay() throws {
        let directory = project()
        directory.write("Assets.xcassets/hand.imageset/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        directory.write("Assets.xcassets/hand.imageset/hand.png", "png")
        directory.write("Assets.xcassets/Other/Contents.json", "{}")
        directory.write("Assets.xcassets/notes.txt", "mine")
        _ = try export(directory)
        try FileManager.default.removeItem(atPath: directory.url("Symbols/Toolbar/cat.svg"))
        try FileManager.default.removeItem(atPath: directory.url("Symbols/wide.svg"))
        let report = try export(directory)
        // cat names no Apple glyph: a custom symbol, with its symbolset and (v6.0: iOS 18) its NAME-fallback.
        #expect(report.orphans.sorted() == ["Toolbar/cat-fallback.imageset", "Toolbar/cat.symbolset", "wide.imageset"])
        let files = directory.files()
        #expect(!files.contains { $0.hasPrefix("Assets.xcassets/wide.imageset") })
        // The group the tool created is gone with its last asset; hand-made things remain.
        #expect(!files.contains { $0.hasPrefix("Assets.xcassets/Toolbar") })
        #expect(files.contains("Assets.xcassets/hand.imageset/hand.png"))
        #expect(files.contains("Assets.xcassets/Other/Contents.json"))
        #expect(files.contains("Assets.xcassets/notes.txt"))
    }

    @Test func noPruneKeepsOrphans() throws {
        let directory = project()
        _ = try export(directory)
        try FileManager.default.removeItem(atPath: directory.url("Symbols/wide.svg"))
        let report = try export(directory) { $0.prune = false }
        #expect(report.orphans.isEmpty)
        #expect(directory.read("Assets.xcassets/wide.imageset/wide.png") != nil)
    }

    @Test func handMadeAssetOfTheSameNameIsNeverOverwritten() throws {
        let directory = project()
        let handMade = "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n"
        directory.write("Assets.xcassets/square.imageset/Contents.json", handMade)
        let report = try export(directory)
        #expect(statuses(report)["square"] == .failed)
        #expect(report.assets.first { $0.job.name == "square" }?.failure?.description.contains("was not made by symbol-export") == true)
        #expect(directory.read("Assets.xcassets/square.imageset/Contents.json") == Array(handMade.utf8))
    }

    @Test func checkReportsUpToDateStaleMissingAndOrphaned() throws {
        let directory = project()
        var report = try export(directory) { $0.mode = .check }
        #expect(report.failed && report.count(.missing) == 4)
        #expect(directory.files().allSatisfy { !$0.hasPrefix("Assets.xcassets") })  // --check writes nothing
        _ = try export(directory)
        report = try export(directory) { $0.mode = .check }
        #expect(!report.failed && report.count(.unchanged) == 4)
        // Without the state (a fresh clone), check renders and compares bytes.
        try FileManager.default.removeItem(atPath: directory.url("Assets.xcassets/.symbol-export-state"))
        report = try export(directory) { $0.mode = .check }
        #expect(!report.failed)
        directory.write("Symbols/square.svg", Fixtures.wide)
        report = try export(directory) { $0.mode = .check }
        #expect(report.failed && statuses(report)["square"] == .stale)
        directory.write("Symbols/square.svg", Fixtures.square)
        try FileManager.default.removeItem(atPath: directory.url("Symbols/wide.svg"))
        report = try export(directory) { $0.mode = .check }
        #expect(report.failed && report.orphans == ["wide.imageset"])
    }

    @Test func oneBrokenSymbolDoesNotSinkTheOthers() throws {
        let directory = project()
        directory.write("Symbols/broken.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"")
        let report = try export(directory)
        #expect(report.failed)
        #expect(statuses(report)["broken"] == .failed)
        #expect(report.count(.exported) == 4)
        #expect(report.assets.first { $0.job.name == "broken" }?.failure?.path.hasSuffix("Symbols/broken.svg") == true)
    }

    @Test func collisionsAndInvalidNamesAreErrors() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/doc.text.svg", Fixtures.square)
        directory.write("Symbols/doc_text.svg", Fixtures.square)
        directory.write("Symbols/Bad.Group/x.svg", Fixtures.square)
        directory.write("Symbols/fine.svg", Fixtures.square)
        let plan = try ExportPlan.make(input: directory.url("Symbols"), defaults: { var s = PartialSymbolOptions(); s.dots = .underscore; return s }(),
                                       catalog: directory.url("A.xcassets"))
        let failures = Dictionary(uniqueKeysWithValues: plan.jobs.map { ($0.source.replacingOccurrences(of: directory.path + "/", with: ""), $0.failure?.description) })
        #expect(failures["Symbols/fine.svg"] == .some(nil))
        #expect(failures["Symbols/doc.text.svg"]??.hasPrefix("2 sources map to asset 'doc_text'") == true)
        #expect(failures["Symbols/doc_text.svg"]??.hasPrefix("2 sources map to asset 'doc_text'") == true)
        #expect(failures["Symbols/Bad.Group/x.svg"] == "invalid group name 'Bad.Group': group names may not contain '.' (Xcode would read it as an asset type)")
        // Names that differ only in case collide too: macOS file systems ignore case.
        directory.write("Symbols/Fine.svg", Fixtures.square)
        let cased = try ExportPlan.make(input: directory.url("Symbols"), catalog: directory.url("A.xcassets"))
        #expect(cased.jobs.filter { $0.name.lowercased() == "fine" }.allSatisfy { $0.failure != nil })
    }

    @Test func dotPrefixNamesAreWarned() throws {
        let directory = TemporaryDirectory()
        for name in ["star", "star.fill", "star.fill.badge", "heart.fill"] { directory.write("S/\(name).svg", Fixtures.square) }
        let plan = try ExportPlan.make(input: directory.url("S"), catalog: directory.url("A.xcassets"))
        let warned = plan.jobs.flatMap { job in job.warnings.map { (job.name, $0.code, $0.message.description) } }
        #expect(warned.map(\.0) == ["star.fill.badge", "star.fill"] && warned.allSatisfy { $0.1 == .dotPrefix })
        #expect(warned.first?.2.hasPrefix("asset 'star.fill.badge' starts with 'star.fill.', and 'star.fill' is another asset") == true)
        var underscore = PartialSymbolOptions()
        underscore.dots = .underscore
        let mangled = try ExportPlan.make(input: directory.url("S"), defaults: underscore, catalog: directory.url("A.xcassets"))
        #expect(mangled.jobs.allSatisfy { $0.warnings.isEmpty })
        #expect(mangled.jobs.map(\.name).sorted() == ["heart_fill", "star", "star_fill", "star_fill_badge"])
    }

    @Test func manifestDefaultsOverridesAndCatalog() throws {
        let directory = project()
        directory.write("Symbols/symbols.json", """
            {
              "catalog": "../Out/Icons.xcassets",
              "defaults": { "point-size": 20, "mode": "original", "dots": "underscore" },
              "symbols": [
                "square.svg",
                { "source": "doc.text.svg", "name": "copy", "group": "Toolbar/Edit", "point-size": 28, "symbolset": true },
                { "source": "Toolbar/cat.svg", "scale": "small", "mode": "template" }
              ]
            }
            """)
        let plan = try ExportPlan.make(input: directory.url("Symbols/symbols.json"))
        #expect(plan.catalog.path == directory.url("Out/Icons.xcassets"))
        #expect(plan.jobs.map(\.key) == ["square", "Toolbar/Edit/copy", "cat"])
        #expect(plan.jobs.map(\.options.pointSize) == [20, 28, 20])
        #expect(plan.jobs.map(\.options.mode) == [.original, .original, .template])
        #expect(plan.jobs[1].options.symbolSet && plan.jobs[2].options.scale == .small)
        // Command-line options are defaults: the manifest's per-symbol values still win.
        var cli = PartialSymbolOptions()
        cli.pointSize = 40
        let overridden = try ExportPlan.make(input: directory.url("Symbols/symbols.json"), defaults: cli, catalog: directory.url("X.xcassets"))
        #expect(overridden.jobs.map(\.options.pointSize) == [40, 28, 40])
        #expect(overridden.catalog.path == directory.url("X.xcassets"))
        let report = try Exporter(plan: plan, controls: RunControls()).run()
        #expect(!report.failed)
        #expect(directory.read("Out/Icons.xcassets/Toolbar/Edit/copy.symbolset/copy.svg") == Array(TemplateFixtures.appleV1.utf8))
    }

    @Test(arguments: [
        ("[1, 2]", "(top level): expected an object, found an array"),
        ("{\"symbols\": []", "not valid JSON at line 1, column 15: expected ',' or '}'"),
        ("{\"catalog\": \"x.xcassets\"}", "symbols: missing"),
        ("{\"symbols\": {}}", "symbols: expected an array, found an object"),
        ("{\"symbols\": [], \"default\": {}}", "default: unknown key; did you mean 'defaults'?"),
        ("{\"symbols\": [{\"source\": \"a.svg\", \"pointSize\": 3}]}", "symbols[0].pointSize: unknown key; did you mean 'point-size'?"),
        ("{\"symbols\": [{\"source\": \"a.svg\", \"point-size\": \"3\"}]}", "symbols[0].point-size: expected a number, found a string"),
        ("{\"defaults\": {\"mode\": \"colour\"}, \"symbols\": []}", "defaults.mode: 'colour' is not one of template, original"),
        ("{\"defaults\": {\"symbolset\": 1}, \"symbols\": []}", "defaults.symbolset: expected true or false, found a number"),
        ("{\"symbols\": [{\"name\": \"x\"}]}", "symbols[0].source: missing"),
        ("{\"symbols\": [3]}", "symbols[0]: expected an object, found a number"),
        ("{\"symbols\": [], \"symbols\": []}", "not valid JSON at line 1, column 17: duplicate key \"symbols\""),
    ])
    func manifestErrorsNameTheKeyPath(text: String, message: String) throws {
        let directory = TemporaryDirectory()
        directory.write("a.svg", Fixtures.square)
        let path = directory.write("symbols.json", text)
        #expect {
            _ = try ExportPlan.make(input: path)
        } throws: { error in
            guard let error = error as? ExportPlanError else { return false }
            return error.description == message && error.path == path
        }
    }

    @Test func manifestNamingAMissingSourceFailsThatSymbolOnly() throws {
        let directory = project()
        directory.write("Symbols/list.json", "{\"symbols\": [\"square.svg\", \"gone.svg\"]}")
        let report = try export(directory, input: "Symbols/list.json")
        #expect(statuses(report) == ["square": .exported, "gone": .failed])
        #expect(report.assets[1].failure?.description == "symbols[1]: 'gone.svg': no such file or directory")
        #expect(report.assets[1].failure?.diagnostic.line == 1)
    }

    @Test func reportJSONHasAStableShape() throws {
        let directory = project()
        let report = try export(directory)
        guard case .object(let root) = ExportJSON.document(report, swift: [], word: \.description), case .object(let summary)? = root["summary"],
              case .array(let assets)? = root["assets"], case .object(let first)? = assets.first else {
            Issue.record("unexpected JSON shape")
            return
        }
        #expect(Set(root.keys) == ["version", "mode", "catalog", "interrupted", "summary", "assets", "pruned"])
        #expect(Set(summary.keys) == ["exported", "unchanged", "failed", "pruned", "seconds"])
        #expect(Set(first.keys) == ["name", "group", "source", "status", "files", "warnings", "pixels", "scales", "variant", "template-version",
                                    "symbolset", "available"])
        #expect(first["status"] == .string("exported"))
        #expect(first["files"] == .array([
            .string("Toolbar/cat-fallback.imageset/cat-fallback.png"), .string("Toolbar/cat-fallback.imageset/cat-fallback@2x.png"),
            .string("Toolbar/cat-fallback.imageset/cat-fallback@3x.png"), .string("Toolbar/cat-fallback.imageset/Contents.json"),
            .string("Toolbar/cat.symbolset/cat.svg"), .string("Toolbar/cat.symbolset/Contents.json"),
        ]))
    }

    @Test func stateFileRoundTrips() {
        var state = ExportState()
        state.groups = ["Toolbar", "a\tb"]
        let facts = AssetFacts(size: PointSize(width: 1.5, height: 2), pixelSizes: [PixelSize(width: 2, height: 2), PixelSize(width: 3, height: 4)],
                               template: TemplateFacts(version: Version(6, 0), variant: VariantChoice(
                                   requested: .regularMedium, used: SymbolVariant(.regular, .small), method: .nearest),
                                   symbolSet: TemplateVersionChoice.Summary(written: Version(4), heldBy: ["monochrome-layers"], dropped: [.motion, .layerTags])))
        func inputs(_ key: String, _ source: String, _ stat: FileStat, _ sha256: String) -> ExportState.Inputs {
            ExportState.Inputs(key: key, source: source, sourceStat: stat, sourceSHA256: sha256, optionsFingerprint: "o", tool: "t", renderer: "r",
                               sourceSet: "../S")
        }
        state.entries["x"] = ExportState.Entry(inputs: inputs("x", "S/x%1.svg", FileStat(size: 5, modified: 7), "ab"),
                                               files: [.init(path: "x.imageset/x.png", size: 3, modified: 99)], facts: facts,
                                               renderWarnings: [.warning("S/x%1.svg", "line\nbreak\r", code: .strokes)],
                                               exportWarnings: [.warning("S/x%1.svg", "set \(setting: "available", "15.0") now", code: .templateVersion)],
                                               silenced: [.text, .empty])
        state.failures["slow"] = ExportState.Failure(inputs: inputs("slow", "S/slow.svg", FileStat(size: 9, modified: 3), "cd"), timeLimit: 1.5,
                                                     message: "took longer than \(setting: "render-timeout")\tand\n%", line: nil, column: nil)
        state.failures["bad"] = ExportState.Failure(inputs: inputs("bad", "S/bad.svg", FileStat(size: 1, modified: 2), "ef"), timeLimit: nil,
                                                    message: "not well-formed", line: 3, column: 14)
        let path = TemporaryDirectory()
        try? state.write(catalog: path.path)
        #expect(ExportState.load(catalog: path.path) == state)
    }
}
