import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolReading

/// What planning reads of sources and records: the availability record, a template's glyph, the
/// byte search both rely on.
@Suite struct SourceFactsTests {
    @Test func theAvailabilityRecordReadsBackWhatItWrote() throws {
        let record = AvailabilityRecord(symbols: ["text.document": ["text.document": Version(18), "doc.text": Version(13)],
                                                  "pencil.and.scribble": ["pencil.and.scribble": Version(17)]])
        #expect(AvailabilityRecord.parse(record.bytes) == record)
        #expect(record.names(of: "text.document").map(\.name) == ["text.document", "doc.text"])
        #expect(record.names(of: "nothing").isEmpty)
        #expect(AvailabilityRecord.parse(Array("{\"version\": 2, \"symbols\": {}}".utf8)) == nil)
        #expect(AvailabilityRecord.parse(Array("{\"version\": 1, \"symbols\": {\"x\": {\"x\": \"soon\"}}}".utf8)) == nil)
        #expect(AvailabilityRecord.path(forManifest: "Symbols/symbols.json") == "Symbols/symbols.availability.json")
        #expect(AvailabilityRecord.path(forManifest: "app.JSON") == "app.availability.json")
    }

    @Test func onlyAnAppleGlyphNameMakesASystemSymbolsTemplate() {
        func glyph(_ comment: String) -> String? { SymbolTemplate.appleGlyph(of: Array("<?xml?>\n\(comment)\n<svg/>".utf8)) }
        #expect(glyph("<!--glyph: \"uni100AEE.medium\", point size: 100.000000-->") == "uni100AEE.medium")
        #expect(glyph("<!--glyph: \"uni10045F\", point size: 100.0-->") == "uni10045F")
        #expect(glyph("<!--glyph: \"\", point size: 100.0-->") == nil)
        #expect(glyph("<!--glyph: \"100212\", point size: 100.0-->") == nil)
        #expect(glyph("<!--glyph: \"cupcake\", point size: 100.0-->") == nil)
        #expect(glyph("<!--Generator: Sketch 63.1-->") == nil)
        #expect(SymbolTemplate.looksLikeTemplate(Array("<g id='Regular-M'>".utf8)))
        #expect(!SymbolTemplate.looksLikeTemplate(Array("<g id=\"Regular-X\"><path id=\"a\"/>".utf8)))
    }

    @Test func firstOffsetFindsWhatFirstRangeFinds() {
        let haystack = Array("aab abab ab".utf8)
        for needle in ["ab", "abab", "b a", " ab", "x", "aab abab ab", "aab abab abc", ""] {
            for start in [0, 1, 4, 9, 11, 12] {
                let expected = start <= haystack.count ? haystack[start...].firstRange(of: Array(needle.utf8)).map(\.lowerBound) : nil
                #expect(haystack.firstOffset(of: Array(needle.utf8), from: start) == (needle.isEmpty ? nil : expected), "\(needle) from \(start)")
            }
        }
    }

    @Test func caseNamesKeepWhatSwiftTakesInAnIdentifier() {
        #expect(SwiftIdentifier.caseName(for: "häuser") == "häuser")
        #expect(SwiftIdentifier.caseName(for: "Papierkorb ü") == "papierkorbÜ")
        #expect(SwiftIdentifier.caseName(for: "日本.flag") == "日本Flag")
        #expect(SwiftIdentifier.caseName(for: "star★fill") == "starFill")
        #expect(SwiftIdentifier.caseName(for: "doc.on.doc") == "docOnDoc")
    }
}
