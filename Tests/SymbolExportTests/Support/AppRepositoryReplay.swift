import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// An app's repository as a new user has one: a manifest of Apple system templates and custom
/// ones, run on a Mac with the SF Symbols app's tables and in Linux CI without them; the
/// everyday mistakes (a misspelt source, a file dropped into a generated imageset, the catalog
/// given as the input) must not lose anything.
/// An app's repository as a new user has one: a manifest of Apple system templates and custom
/// ones, run on a Mac with the SF Symbols app's tables and in Linux CI without them; the
/// everyday mistakes (a misspelt source, a file dropped into a generated imageset, the catalog
/// given as the input) must not lose anything. Replayed on the project's own templates
/// (`AppRepositoryTests`) and on real exports of the shared corpus (`CorpusAppRepositoryTests`).
struct AppRepositoryReplay {
    /// The templates the repository's symbols are made of.
    struct Templates: Sendable {
        /// An SF Symbols app export of a system symbol, and a variable one (may be the same).
        var system: [UInt8]
        var variable: [UInt8]
        /// A template that names no Apple glyph: a custom symbol.
        var custom: [UInt8]
    }

    static let fixtures = Templates(system: Array(TemplateFixtures.appleV1.utf8), variable: Array(TemplateFixtures.variableV3.utf8),
                                    custom: Array(TemplateFixtures.wireframeV6.utf8))

    /// The corpus's SF Symbols app export that names an Apple glyph (`uni…`), and the newest of
    /// a custom symbol (it names none: a symbolset, whose template needs a later iOS than 15);
    /// nil without the corpus.
    static var corpus: Templates? {
        func glyph(_ name: String) -> String? {
            guard let bytes = try? FileSystem.readFile(Corpus.template(name)) else { return nil }
            let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
            return head.firstRange(of: "<!--glyph: \"").map { String(head[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        guard let system = Corpus.templates.first(where: { glyph($0)?.hasPrefix("uni") == true }),
              let custom = Corpus.templates.last(where: { $0.contains("apple") && glyph($0) == "" }),
              let systemBytes = try? FileSystem.readFile(Corpus.template(system)), let customBytes = try? FileSystem.readFile(Corpus.template(custom))
        else { return nil }
        return Templates(system: systemBytes, variable: systemBytes, custom: customBytes)
    }

    let templates: Templates

    /// Without Apple's tables or their record, no system symbol's availability is known: each
    /// keeps its bitmap, the Swift loads it, and the export says why.
    func noTablesKeepsEveryBitmap() throws {
        let directory = repository()
        let result = try export(directory, ["Symbols", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("unknown-availability"), "\(result.stdout.prefix(600))")
        let swift = try #require(text(directory, "App/Symbols.swift"))
        for system in ["text.document", "pencil.and.scribble", "trash"] {
            #expect(directory.read("App/Assets.xcassets/\(system).imageset/\(system)@3x.png") != nil, "\(system)")
            #expect(swift.contains("UIImage(named: \"\(system)\", in: Self.bundle, compatibleWith: nil)"), "\(system)")
        }
    }


    /// Symbols/symbols.json: three system symbols (text.document, pencil.and.scribble, trash) and a
    /// custom template without `symbolset` (cupcake, which names no Apple glyph), into
    /// App/Assets.xcassets, deploying to iOS 15.
    private func repository(extra: String = "") -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/text.document.svg", bytes: templates.system)
        directory.write("Symbols/pencil.and.scribble.svg", bytes: templates.variable)
        directory.write("Symbols/trash.svg", bytes: templates.system)
        directory.write("Symbols/cupcake.svg", bytes: templates.custom)
        directory.write("Symbols/symbols.json", """
            { "catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", "swiftui": true, "deployment-target": "15.0",\(extra)
              "symbols": ["text.document.svg", "pencil.and.scribble.svg", "trash.svg", "cupcake.svg"] }
            """)
        return directory
    }

    private func export(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["export"] + arguments, in: directory.path)
    }

    private func text(_ directory: TemporaryDirectory, _ path: String) -> String? {
        directory.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The Mac writes the Swift and the record with the tables; CI, without them, reads the record:
    /// the same Swift and catalog, and `--check` passes. Without the record, `--check` fails and
    /// says that neither the tables nor the record are there.
    func tablesOnOneRunAndNoneOnTheNextWriteTheSameFiles() throws {
        let directory = repository()
        MetadataFixtures.write(into: directory)
        let mac = try export(directory, ["--symbols-metadata", "Metadata"])
        #expect(mac.status == 0, "\(mac.stderr)")
        #expect(mac.stderr.contains("wrote Symbols/symbols.availability.json"), "\(mac.stderr)")
        let record = try #require(text(directory, "Symbols/symbols.availability.json"))
        #expect(record.contains("\"text.document\" : {\n      \"doc.text\" : \"13.0\",\n      \"text.document\" : \"18.0\"\n    }"), "\(record)")
        // Which tables wrote it, in the record and in the run's text.
        #expect(record.contains("\"tables\" : {\n    \"from\" : \"folder\",\n    \"path\" : \"Metadata\"\n  }"), "\(record)")
        #expect(mac.stderr.contains("system symbols' availability from Apple's tables, at Metadata\n"), "\(mac.stderr)")
        let files = ["App/Symbols.swift", "App/Symbols+SwiftUI.swift"]
        let written = files.map { directory.read($0) }
        let catalog = directory.files().filter { $0.hasPrefix("App/Assets.xcassets/") && !$0.contains(".symbol-export-state") }
        let catalogBytes = catalog.map { directory.read($0) }
        try FileManager.default.removeItem(atPath: directory.url("Metadata"))

        let check = try export(directory, ["Symbols/symbols.json", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("check: up to date"), "\(check.stderr)")
        let ci = try export(directory, ["Symbols/symbols.json"])
        #expect(ci.status == 0, "\(ci.stderr)")
        #expect(!ci.stderr.contains("wrote"), "\(ci.stderr)")
        #expect(files.map { directory.read($0) } == written)
        #expect(catalog.map { directory.read($0) } == catalogBytes)

        try FileManager.default.removeItem(atPath: directory.url("Symbols/symbols.availability.json"))
        let missing = try export(directory, ["Symbols/symbols.json", "--check"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("of unknown availability: neither Apple's tables"), "\(missing.stderr)")
        #expect(missing.stderr.contains("nor their record Symbols/symbols.availability.json are here"), "\(missing.stderr)")
    }

    /// A misspelt source fails its symbol, suggests the name, and prunes nothing: the asset it
    /// meant, and the Swift that loads it, stay.
    func aTypoPrunesNothingAndSuggestsTheName() throws {
        let directory = repository()
        #expect(try export(directory, ["Symbols/symbols.json"]).status == 0)
        let swift = directory.read("App/Symbols.swift")
        let manifest = try #require(text(directory, "Symbols/symbols.json"))
        directory.write("Symbols/symbols.json", manifest.replacing("\"trash.svg\"", with: "\"trahs.svg\""))
        let typo = try export(directory, ["Symbols/symbols.json"])
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("'trahs.svg': no such file or directory; did you mean 'trash.svg'?"), "\(typo.stderr)")
        #expect(typo.stderr.contains("pruned nothing (a symbol failed"), "\(typo.stderr)")
        #expect(!typo.stderr.contains("pruned App"), "\(typo.stderr)")
        #expect(directory.read("App/Assets.xcassets/trash.imageset/trash@3x.png") != nil)
        #expect(directory.read("App/Symbols.swift") == swift)
    }

    /// A file the tool did not write in a generated imageset is kept when the source changes, with
    /// --force and when the symbol leaves the manifest (the folder stays with it), and each time
    /// the export says so; --check and --dry-run say so too.
    func aHandMadeFileInAGeneratedImagesetIsNeverDeleted() throws {
        let directory = repository()
        #expect(try export(directory, ["Symbols/symbols.json"]).status == 0)
        let note = "App/Assets.xcassets/trash.imageset/handmade-note.png"
        directory.write(note, "mine")
        let warning = "warning: App/Assets.xcassets/trash.imageset: holds files symbol-export did not write (handmade-note.png)"
        directory.write("Symbols/trash.svg", bytes: templates.system + Array("<!-- edited -->\n".utf8))
        let edited = try export(directory, ["Symbols/symbols.json"])
        #expect(edited.stderr.contains(warning), "\(edited.stderr)")
        let forced = try export(directory, ["Symbols/symbols.json", "--force"])
        #expect(forced.stderr.contains(warning), "\(forced.stderr)")
        let check = try export(directory, ["Symbols/symbols.json", "--check", "--force"])
        #expect(check.status == 0 && check.stderr.contains(warning), "\(check.stderr)")
        let dryRun = try export(directory, ["Symbols/symbols.json", "--dry-run", "--force"])
        #expect(dryRun.stderr.contains(warning), "\(dryRun.stderr)")
        #expect(text(directory, note) == "mine")

        let manifest = try #require(text(directory, "Symbols/symbols.json"))
        directory.write("Symbols/symbols.json", manifest.replacing(" \"trash.svg\",", with: ""))
        let removed = try export(directory, ["Symbols/symbols.json"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr.contains("warning: App/Assets.xcassets/trash.imageset: no source makes this asset any more, but it holds files "
            + "symbol-export did not write (handmade-note.png); it is kept with them"), "\(removed.stderr)")
        #expect(text(directory, note) == "mine")
        #expect(directory.read("App/Assets.xcassets/trash.imageset/trash@3x.png") != nil)
    }

    /// The catalog given as the input, beside a manifest that writes into it: the manifest's
    /// symbolsets are left to it (with a note naming it), and the manifest's next run succeeds.
    func aCatalogInputBesideAManifestClaimsNothing() throws {
        let directory = repository()
        #expect(try export(directory, ["Symbols/symbols.json"]).status == 0)
        let owners = text(directory, "App/Assets.xcassets/.symbol-export-owners")
        let input = try export(directory, ["App/Assets.xcassets", "--swift", "App/Other.swift"])
        #expect(input.status == 0, "\(input.stderr)")
        #expect(input.stderr.contains("left 1 symbolset ('cupcake') to the export that makes its fallback, Symbols/symbols.json"), "\(input.stderr)")
        #expect(text(directory, "App/Assets.xcassets/.symbol-export-owners") == owners)
        let again = try export(directory, ["Symbols/symbols.json"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A template that names no Apple glyph is a custom symbol without `symbolset`: its symbolset
    /// is written and the system is never asked for it; `kind: system` against it warns.
    func aCustomTemplateIsNeverAskedForBySystemName() throws {
        let directory = repository()
        let result = try export(directory, ["Symbols/symbols.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("App/Assets.xcassets/cupcake.symbolset/cupcake.svg") != nil)
        #expect(directory.read("App/Assets.xcassets/cupcake-fallback.imageset/cupcake-fallback@3x.png") != nil)
        let swift = try #require(text(directory, "App/Symbols.swift"))
        #expect(!swift.contains("UIImage(systemName: \"cupcake\")"))
        #expect(swift.contains("UIImage(named: \"cupcake\", in: Self.bundle, with: nil)"))
        let manifest = try #require(text(directory, "Symbols/symbols.json"))
        directory.write("Symbols/symbols.json", manifest.replacing("\"cupcake.svg\"", with: "{ \"source\": \"cupcake.svg\", \"kind\": \"system\" }"))
        let system = try export(directory, ["Symbols/symbols.json"])
        #expect(system.stderr.contains("warning: Symbols/cupcake.svg: \"kind\": \"system\" says it is an SF Symbols system symbol, but its "
            + "generator comment names no Apple glyph"), "\(system.stderr)")
        #expect(!(text(directory, "App/Symbols.swift") ?? "").contains("UIImage(systemName: \"cupcake\")"))
    }

    /// `--json` prints one JSON document on a manifest error and a usage error, with the errors.
    func jsonIsOneDocumentOnErrorsToo() throws {
        let directory = repository()
        directory.write("Symbols/symbols.json", "{ \"symbols\": [ { \"sorce\": \"x.svg\" } ] }")
        for (arguments, status) in [(["Symbols/symbols.json", "--json"], Int32(1)), (["--jsno", "--json"], 64)] {
            let result = try export(directory, arguments)
            #expect(result.status == status)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
            #expect(document["version"] as? Int == 1)
            #expect(document["exit-status"] as? Int == Int(status))
            #expect(((document["errors"] as? [[String: Any]]) ?? []).isEmpty == false)
        }
    }

    /// `export Symbols` exports as `Symbols/symbols.json` says, and `preview` without an argument
    /// shows the manifest's catalog.
    func aFolderWithAManifestIsExportedByIt() throws {
        let directory = repository()
        let result = try export(directory, ["Symbols"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("App/Symbols.swift") != nil)
        #expect(directory.read("App/Assets.xcassets/text.document.imageset/text.document@3x.png") != nil)
        #expect(!directory.files().contains { $0.hasPrefix("Output/") })
        let preview = try CommandRunner.run(["preview", "-o", "page.html"], in: directory.path)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stderr.contains("of ../App/Assets.xcassets") || preview.stderr.contains("of App/Assets.xcassets"), "\(preview.stderr)")
    }
}
