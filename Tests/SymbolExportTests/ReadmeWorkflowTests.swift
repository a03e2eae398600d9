import Foundation
import Testing

/// The README's workflow replayed on a fresh copy of the repository's `Makefile` and `Symbols/`:
/// a template newly exported from the SF Symbols app into `Symbols/` is exported by `make assets`
/// with no edit of the manifest (its `"*.svg"`), and `--check` is clean after it; a manifest
/// without the pattern warns of the new file, naming it and the line to add.
@Suite struct ReadmeWorkflowTests {
    private func copy() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for file in ["Makefile", "Symbols/symbols.json", "Symbols/doc.text.svg", "Symbols/doc.on.doc.svg"] {
            directory.write(file, bytes: Array(try #require(FileManager.default.contents(atPath: "\(BuildPluginSourceTests.root)/\(file)"), "\(file)")))
        }
        return directory
    }

    /// `make assets` with the tool this test runs (not a release build of it: `-o build`).
    private func makeAssets(_ directory: TemporaryDirectory) throws -> CommandRunner.Result {
        try CommandRunner.run(["make", "-s", "-o", "build", "-o", "bootstrap", "assets", "BIN=\(CommandRunner.executable)"],
                              in: directory.path, executable: "/usr/bin/env")
    }

    @Test func aNewTemplateInSymbolsIsExportedByMakeAssets() throws {
        let directory = try copy()
        let first = try makeAssets(directory)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("exported 2, unchanged 0"), "\(first.stderr)")
        // File › Export Symbol… into Symbols/, then make assets.
        directory.write("Symbols/pencil.and.scribble.svg", TemplateFixtures.appleV1)
        let second = try makeAssets(directory)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("exported 1, unchanged 2"), "\(second.stderr)")
        #expect(!second.stderr.contains("warning:"), "\(second.stderr)")
        #expect(directory.read("Output/Assets.xcassets/pencil.and.scribble.imageset/pencil.and.scribble@3x.png") != nil)
        let swift = String(decoding: try #require(directory.read("Output/Symbols.swift")), as: UTF8.self)
        #expect(swift.contains("case pencilAndScribble = \"pencil.and.scribble\""))
        let check = try CommandRunner.run(["export", "Symbols/symbols.json", "--check"], in: directory.path)
        #expect(check.status == 0, "\(check.stderr)")

        // The manifest as it was before patterns: the new file is named, with the line to add.
        directory.write("Symbols/symbols.json", """
            { "catalog": "../Output/Assets.xcassets", "swift": "../Output/Symbols.swift",
              "symbols": [ "doc.text.svg", { "source": "doc.on.doc.svg", "symbolset": true, "available": "16.0" } ] }
            """)
        let listed = try CommandRunner.run(["export", "Symbols/symbols.json", "-q"], in: directory.path)
        #expect(listed.stderr.contains("warning: Symbols/pencil.and.scribble.svg: no entry of Symbols/symbols.json lists it, so it is not exported; "
            + "add \"pencil.and.scribble.svg\" to its \"symbols\" (or \"*.svg\", every SVG beside it)\n"), "\(listed.stderr)")
        #expect(try CommandRunner.run(["export", "Symbols/symbols.json", "-q", "--no-warn", "unlisted"], in: directory.path).stderr
            .contains("pencil") == false)
    }

    /// A pattern's files take its settings; an entry naming a file wins over the pattern that
    /// matches it; `?` matches one character; a pattern may name a subfolder; a pattern in a folder
    /// name, or with a `name`, is an error.
    @Test func patternsAndTheEntriesThatOverrideThem() throws {
        let directory = TemporaryDirectory()
        for name in ["a1", "a2", "b1"] { directory.write("Symbols/icons/\(name).svg", Fixtures.square) }
        directory.write("Symbols/icons/.hidden.svg", Fixtures.square)
        directory.write("Symbols/symbols.json", """
            { "symbols": [ { "source": "icons/a?.svg", "point-size": 20 }, { "source": "icons/a2.svg", "name": "second" }, "icons/*" ] }
            """)
        let result = try CommandRunner.run(["export", "Symbols/symbols.json", "--json"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let files = directory.files().filter { $0.hasSuffix("@1x.png") || $0.hasSuffix(".png") && !$0.contains("@") }.sorted()
        #expect(files == ["Output/Assets.xcassets/a1.imageset/a1.png", "Output/Assets.xcassets/b1.imageset/b1.png",
                          "Output/Assets.xcassets/second.imageset/second.png"], "\(files)")
        let a1 = try PNGDecoder.header(try #require(directory.read("Output/Assets.xcassets/a1.imageset/a1.png")))
        let b1 = try PNGDecoder.header(try #require(directory.read("Output/Assets.xcassets/b1.imageset/b1.png")))
        #expect(a1.width == 20 && b1.width == 17, "the pattern's point size: \(a1.width), \(b1.width)")
        for (manifest, message) in [
            (#"{ "symbols": [ "*/a1.svg" ] }"#, "symbols[0]: '*/a1.svg' is not a pattern with * or ? in its file name only"),
            (#"{ "symbols": [ { "source": "icons/*.svg", "name": "x" } ] }"#, "symbols[0].name:"),
        ] {
            directory.write("Symbols/symbols.json", manifest)
            let bad = try CommandRunner.run(["export", "Symbols/symbols.json"], in: directory.path)
            #expect(bad.status != 0 && bad.stderr.contains(message), "\(bad.stderr)")
        }
    }
}
