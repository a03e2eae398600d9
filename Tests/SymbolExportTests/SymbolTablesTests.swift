import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport

/// Apple's symbol tables as they really ship: in every property-list encoding (binary, as the
/// SF Symbols app's and CoreGlyphs' `name_aliases.strings` is; XML; OpenStep text in UTF-8 and
/// UTF-16), found in the SF Symbols app, a CoreGlyphs bundle or the folder itself, and named
/// (path and version) in what the tool reports. Every table here is written by the tests.
@Suite struct SymbolTablesTests {
    /// An app repository: a manifest of one renamed system symbol and one that is newer than
    /// the deployment target, and code that asks for both and for a misspelt name.
    private func repository() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/text.document.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/pencil.and.scribble.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/symbols.json", """
            { "catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", "deployment-target": "15.0",
              "symbols": ["text.document.svg", "pencil.and.scribble.svg"] }
            """)
        directory.write("App/View.swift", """
            let a = UIImage(systemName: "document.on.document")
            let b = Symbol.pencilAndScribble.image
            let c = UIImage(systemName: "squre.and.arrow.up")
            """)
        return directory
    }

    /// What a run made of the tables in `format`: the generated Swift, the availability record,
    /// and the audit's JSON findings and uses (its timing left out).
    private func outputs(_ format: MetadataFixtures.Format) throws -> (swift: [UInt8]?, record: [UInt8]?, audit: String, status: Int32) {
        let directory = repository()
        MetadataFixtures.write(into: directory, folder: "Metadata", format: format)
        let export = try CommandRunner.run(["export", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(export.status == 0, "\(format): \(export.stderr)")
        let audit = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Metadata", "--json"], in: directory.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
        let kept = ["uses", "findings", "remedies", "summary", "availability"].map { ($0, object[$0] ?? NSNull()) }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: Dictionary(uniqueKeysWithValues: kept), options: [.sortedKeys]),
                          as: UTF8.self)
        return (directory.read("App/Symbols.swift"), directory.read("Symbols/symbols.availability.json"), text, audit.status)
    }

    @Test func everyEncodingGivesTheSameSwiftRecordAndAudit() throws {
        for format in MetadataFixtures.Format.allCases where format != .binary {
            let directory = TemporaryDirectory()
            MetadataFixtures.write(into: directory, format: format)
            let head = directory.read("Metadata/name_aliases.strings") ?? []
            #expect(!head.starts(with: Array("bplist00".utf8)), "\(format)")
        }
        let binary = TemporaryDirectory()
        MetadataFixtures.write(into: binary, format: .binary)
        #expect(binary.read("Metadata/name_aliases.strings")?.starts(with: Array("bplist00".utf8)) == true)
        #expect(binary.read("Metadata/name_availability.plist")?.starts(with: Array("bplist00".utf8)) == true)

        let reference = try outputs(.xml)
        let swift = String(decoding: try #require(reference.swift), as: UTF8.self)
        // The tables were read: the renamed symbol loads by its old name below iOS 18.
        #expect(swift.contains("\"doc.text\""), "\(swift)")
        #expect(reference.status == 1)
        #expect(reference.audit.contains("did you mean 'square.and.arrow.up'?"))
        for format in [MetadataFixtures.Format.binary, .openStepUTF8, .openStepUTF16] {
            let other = try outputs(format)
            #expect(other.swift == reference.swift, "\(format): the Swift differs")
            #expect(other.record == reference.record, "\(format): the availability record differs")
            #expect(other.audit == reference.audit, "\(format): the audit differs")
            #expect(other.status == reference.status)
        }
    }

    /// `symbols-metadata` takes the SF Symbols app, a CoreGlyphs bundle or the folder itself, and
    /// each run names the tables it read: the kind, the path and the bundle's version.
    @Test func anAppABundleAndTheFolderAreEachAccepted() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, folder: "SF Symbols.app/Contents/Resources/Metadata", format: .binary)
        MetadataFixtures.writeInfo(into: directory, bundle: "SF Symbols.app", version: "7.0")
        MetadataFixtures.write(into: directory, folder: "CoreGlyphs.bundle/Contents/Resources", format: .binary)
        MetadataFixtures.writeInfo(into: directory, bundle: "CoreGlyphs.bundle", version: "2.1", format: .xml)
        MetadataFixtures.write(into: directory, folder: "Tables", format: .openStepUTF16)
        directory.write("App/View.swift", "let a = UIImage(systemName: \"document.on.document\")\n")
        let cases: [(String, String, String, String?)] = [
            ("SF Symbols.app", "sf-symbols-app", "the SF Symbols app's tables, version 7.0, at SF Symbols.app", "7.0"),
            ("SF Symbols.app/Contents/Resources/Metadata", "sf-symbols-app", "the SF Symbols app's tables, version 7.0, at SF Symbols.app", "7.0"),
            ("CoreGlyphs.bundle", "core-glyphs", "CoreGlyphs' tables, version 2.1, at CoreGlyphs.bundle", "2.1"),
            ("CoreGlyphs.bundle/Contents/Resources/", "core-glyphs", "CoreGlyphs' tables, version 2.1, at CoreGlyphs.bundle", "2.1"),
            ("Tables", "folder", "Apple's tables, at Tables", nil),
        ]
        for (given, kind, described, version) in cases {
            let text = try CommandRunner.run(["audit", "App", "--symbols-metadata", given, "--deployment-target", "16.0"], in: directory.path)
            #expect(text.status == 1, "\(given): \(text.stderr)")
            #expect(text.stderr.contains("availability from \(described)) in "), "\(given): \(text.stderr)")
            #expect(text.stderr.contains("note: 'document.on.document': below iOS 18.0 the system has no such symbol, and each place draws "
                + "nothing; use 'doc.on.doc' (iOS 13.0)"), "\(given)")
            let json = try CommandRunner.run(["audit", "App", "--symbols-metadata", given, "--deployment-target", "16.0", "--json"], in: directory.path)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let availability = try #require(object["availability"] as? [String: Any])
            #expect(availability["tables"] as? String == kind, "\(given)")
            #expect(availability["version"] as? String == version, "\(given)")
            #expect(availability["newest-ios"] as? String == "18.0", "\(given)")
        }
    }

    /// Without `symbols-metadata`, on a Mac: the SF Symbols app first (the newest symbols), then the
    /// system's CoreGlyphs bundle at either of its paths; on Linux, none.
    @Test func aMacWithoutTheAppStillHasTheTables() throws {
        let directory = TemporaryDirectory()
        // The real list, in its real order, under the test's folder.
        let candidates = SymbolTablesLocation.defaultCandidates(under: directory.path)
        let app = directory.url("Applications/SF Symbols.app")
        let framework = directory.url("System/Library/PrivateFrameworks/SFSymbols.framework/Versions/A/Resources/CoreGlyphs.bundle")
        let services = directory.url("System/Library/CoreServices/CoreGlyphs.bundle")
        #expect(Set(candidates) == [app, framework, services])
        MetadataFixtures.write(into: directory, folder: "System/Library/CoreServices/CoreGlyphs.bundle/Contents/Resources", format: .binary)
        #expect(SymbolTablesLocation.find(in: candidates)?.folder == Path.join(services, "Contents/Resources"))
        #expect(SymbolTablesLocation.find(in: candidates)?.kind == .coreGlyphs)
        MetadataFixtures.write(into: directory, folder: "System/Library/PrivateFrameworks/SFSymbols.framework/Versions/A/Resources/CoreGlyphs.bundle/Contents/Resources",
                               format: .binary)
        #expect(SymbolTablesLocation.find(in: candidates)?.bundle == framework)
        MetadataFixtures.write(into: directory, folder: "Applications/SF Symbols.app/Contents/Resources/Metadata", format: .binary)
        let found = try #require(SymbolTablesLocation.find(in: candidates))
        #expect(found.kind == .sfSymbolsApp && found.bundle == app)
        let tables = try #require(try ExportPlan.loadMetadata(ExportOptions(), candidates: candidates))
        #expect(tables.names(of: "document.on.document").map(\.name) == ["document.on.document", "doc.on.doc"])
        #expect(try ExportPlan.loadMetadata(ExportOptions(), candidates: [directory.url("nowhere")]) == nil)
    }

    /// A file that is not one of the tables, in any encoding, is refused with its name; so is a
    /// folder that holds none.
    @Test func aBrokenFileIsRefusedWithItsName() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, format: .binary)
        let binary = try #require(directory.read("Metadata/name_aliases.strings"))
        directory.write("Metadata/name_aliases.strings", bytes: Array(binary.prefix(binary.count / 2)))
        #expect(throws: MetadataError.notTheTables(path: directory.url("Metadata/name_aliases.strings"))) {
            try SymbolsMetadata.load(directory.url("Metadata"))
        }
        // A property list of the wrong shape: an array of names, not pairs.
        directory.write("Metadata/name_aliases.strings",
                        bytes: [UInt8](try PropertyListSerialization.data(fromPropertyList: ["doc.text"], format: .binary, options: 0)))
        #expect(throws: MetadataError.notTheTables(path: directory.url("Metadata/name_aliases.strings"))) {
            try SymbolsMetadata.load(directory.url("Metadata"))
        }
        directory.write("Metadata/name_aliases.strings", "\"doc.text\" = ")
        #expect(throws: MetadataError.notTheTables(path: directory.url("Metadata/name_aliases.strings"))) {
            try SymbolsMetadata.load(directory.url("Metadata"))
        }
        directory.write("App/View.swift", "let a = UIImage(systemName: \"doc.text\")\n")
        let broken = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Metadata/name_aliases.strings: error: is not one of Apple's symbol tables"), "\(broken.stderr)")
        directory.write("Empty/readme.txt", "nothing here")
        let empty = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Empty"], in: directory.path)
        #expect(empty.status == 1)
        #expect(empty.stderr.hasPrefix("Empty: error: holds none of Apple's symbol tables (name_availability.plist, in it, in Contents/Resources "
            + "or in Contents/Resources/Metadata); --symbols-metadata names the SF Symbols app (/Applications/SF Symbols.app), a CoreGlyphs "
            + "bundle, or the folder that holds name_availability.plist\n"), "\(empty.stderr)")
    }
}
