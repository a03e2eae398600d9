import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport

/// Apple's symbol tables, read from files in the SF Symbols app's formats (written by the
/// project): availability by release year, renames in UTF-8 or UTF-16 `.strings`, chains of
/// renames, and files that are not the tables.
@Suite struct SymbolsMetadataTests {
    @Test func namesNewestFirstThroughEveryRename() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory)
        let tables = try SymbolsMetadata.load(directory.url("Metadata"))
        #expect(tables.names(of: "text.document").map(\.name) == ["text.document", "doc.text"])
        #expect(tables.names(of: "text.document").map(\.from) == [Version(18), Version(13)])
        #expect(tables.names(of: "square.and.arrow.up").map(\.name) == ["square.and.arrow.up"])
        // An old name has no newer one to try: it is its own only name.
        #expect(tables.names(of: "doc.text").map(\.name) == ["doc.text"])
        #expect(tables.names(of: "not.a.symbol").isEmpty)
    }

    /// A rename of a rename (`legacy_aliases.strings` then `name_aliases.strings`), the legacy file
    /// in UTF-16 with a byte-order mark and comments, as Apple's `.strings` files may be.
    @Test func chainsAndUTF16() throws {
        let directory = TemporaryDirectory()
        directory.write("Metadata/name_availability.plist", MetadataFixtures.availability
            .replacing("<key>doc.text</key>", with: "<key>fixture.old</key>\n<string>2019</string>\n<key>doc.text</key>"))
        directory.write("Metadata/name_aliases.strings", MetadataFixtures.aliases)
        var legacy: [UInt8] = [0xFF, 0xFE]
        for unit in "// made up for this test\n\"fixture.old\" = \"doc.text\"; /* older still */\n".utf16 {
            legacy += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        directory.write("Metadata/legacy_aliases.strings", bytes: legacy)
        let tables = try SymbolsMetadata.load(directory.url("Metadata"))
        // Newest first; names of one release by name, so the order never depends on the files'.
        #expect(tables.names(of: "text.document").map(\.name) == ["text.document", "fixture.old", "doc.text"])
        #expect(tables.names(of: "text.document").last?.from == Version(13))
    }

    @Test func filesThatAreNotTheTablesAreErrorsNamingThem() throws {
        let directory = TemporaryDirectory()
        directory.write("Metadata/name_availability.plist", "not a plist")
        #expect(throws: MetadataError.notTheTables(path: directory.url("Metadata/name_availability.plist"))) {
            try SymbolsMetadata.load(directory.url("Metadata"))
        }
        directory.write("Metadata/name_availability.plist", MetadataFixtures.availability)
        directory.write("Metadata/name_aliases.strings", "\"doc.text\" = ")
        #expect(throws: MetadataError.notTheTables(path: directory.url("Metadata/name_aliases.strings"))) {
            try SymbolsMetadata.load(directory.url("Metadata"))
        }
        // On the command line: the file, and where the tables are.
        directory.write("Symbols/a.svg", TemplateFixtures.appleV1)
        let result = try CommandRunner.run(["export", "Symbols", "--swift", "S.swift", "--symbols-metadata", "Nowhere"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == "error: Nowhere: no such file or directory; --symbols-metadata names the SF Symbols app (/Applications/SF Symbols.app), "
            + "a CoreGlyphs bundle, or the folder that holds name_availability.plist\n")
    }
}
