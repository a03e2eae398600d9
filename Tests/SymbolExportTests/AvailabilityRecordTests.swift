import Testing
@testable import SymbolBase
@testable import SymbolExport

/// The record of availability an export keeps beside its manifest.
@Suite struct AvailabilityRecordTests {
    /// The reader takes what the writer writes: the reader gives every JSON number as `.number`,
    /// the format included.
    @Test func readsWhatItWrites() {
        let record = AvailabilityRecord(symbols: ["text.document": ["doc.text": Version(13), "text.document": Version(18)]])
        #expect(AvailabilityRecord.parse(record.bytes) == record)
        #expect(AvailabilityRecord.parse(Array("{\"symbols\": {}, \"version\": 2}".utf8)) == nil)
    }
}
