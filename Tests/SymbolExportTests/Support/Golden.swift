import Foundation
import Testing

/// Byte-for-byte comparison with files in `Tests/SymbolExportTests/Golden/`.
/// `RECORD_GOLDEN=1 swift test` re-records them, and the recording run fails on purpose
/// so that a recording never passes silently.
enum Golden {
    static let directory = ((#filePath as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent + "/Golden"

    static func assertMatches(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = (directory as NSString).appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            Issue.record("recorded \(name); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        guard let expected = FileManager.default.contents(atPath: path) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        // Text is compared as text, so that a difference reads as one.
        if let text = String(validating: bytes, as: UTF8.self), let golden = String(validating: Array(expected), as: UTF8.self) {
            #expect(text == golden, "differs from Golden/\(name)", sourceLocation: sourceLocation)
        } else {
            #expect(bytes == Array(expected), "bytes differ from Golden/\(name)", sourceLocation: sourceLocation)
        }
    }
}
