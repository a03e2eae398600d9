import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// `AppRepositoryReplay` on the project's own templates.
@Suite struct AppRepositoryTests {
    let replay = AppRepositoryReplay(templates: AppRepositoryReplay.fixtures)

    @Test func noTablesKeepsEveryBitmap() throws { try replay.noTablesKeepsEveryBitmap() }
    @Test func tablesOnOneRunAndNoneOnTheNextWriteTheSameFiles() throws { try replay.tablesOnOneRunAndNoneOnTheNextWriteTheSameFiles() }
    @Test func aTypoPrunesNothingAndSuggestsTheName() throws { try replay.aTypoPrunesNothingAndSuggestsTheName() }
    @Test func aHandMadeFileInAGeneratedImagesetIsNeverDeleted() throws { try replay.aHandMadeFileInAGeneratedImagesetIsNeverDeleted() }
    @Test func aCatalogInputBesideAManifestClaimsNothing() throws { try replay.aCatalogInputBesideAManifestClaimsNothing() }
    @Test func aCustomTemplateIsNeverAskedForBySystemName() throws { try replay.aCustomTemplateIsNeverAskedForBySystemName() }
    @Test func jsonIsOneDocumentOnErrorsToo() throws { try replay.jsonIsOneDocumentOnErrorsToo() }
    @Test func aFolderWithAManifestIsExportedByIt() throws { try replay.aFolderWithAManifestIsExportedByIt() }

    /// Case names keep non-ASCII letters (Swift identifiers allow them), and the file type-checks.
    @Test func nonASCIICaseNamesTypeCheck() throws {
        let directory = TemporaryDirectory()
        for name in ["häuser", "Papierkorb ü", "Papierkorb ä", "café.fill"] { directory.write("Symbols/\(name).svg", Fixtures.square) }
        let result = try CommandRunner.run(["export", "Symbols", "-o", "App/Assets.xcassets", "--swift", "App/Symbols.swift"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)
        for line in ["case häuser = \"häuser\"", "case papierkorbÜ = \"Papierkorb ü\"", "case papierkorbÄ = \"Papierkorb ä\"", "case caféFill = \"café.fill\""] {
            #expect(swift.contains(line), "\(line)")
        }
        let standIns = try StandIns(in: directory, swiftUI: false)
        let check = try standIns.typeCheck([directory.url("App/Symbols.swift")], swiftVersion: "6")
        #expect(check.status == 0, "\(check.stderr)")
    }
}

/// `AppRepositoryReplay` on real exports of the shared corpus: an SF Symbols app export of a
/// system symbol and a custom symbol's.
@Suite(.enabled(if: AppRepositoryReplay.corpus != nil, "the shared corpus (../shared/corpus) is not present"))
struct CorpusAppRepositoryTests {
    let replay = AppRepositoryReplay(templates: AppRepositoryReplay.corpus ?? AppRepositoryReplay.fixtures)

    @Test func noTablesKeepsEveryBitmap() throws { try replay.noTablesKeepsEveryBitmap() }
    @Test func tablesOnOneRunAndNoneOnTheNextWriteTheSameFiles() throws { try replay.tablesOnOneRunAndNoneOnTheNextWriteTheSameFiles() }
    @Test func aTypoPrunesNothingAndSuggestsTheName() throws { try replay.aTypoPrunesNothingAndSuggestsTheName() }
    @Test func aHandMadeFileInAGeneratedImagesetIsNeverDeleted() throws { try replay.aHandMadeFileInAGeneratedImagesetIsNeverDeleted() }
    @Test func aCatalogInputBesideAManifestClaimsNothing() throws { try replay.aCatalogInputBesideAManifestClaimsNothing() }
    @Test func aCustomTemplateIsNeverAskedForBySystemName() throws { try replay.aCustomTemplateIsNeverAskedForBySystemName() }
    @Test func jsonIsOneDocumentOnErrorsToo() throws { try replay.jsonIsOneDocumentOnErrorsToo() }
    @Test func aFolderWithAManifestIsExportedByIt() throws { try replay.aFolderWithAManifestIsExportedByIt() }
}
