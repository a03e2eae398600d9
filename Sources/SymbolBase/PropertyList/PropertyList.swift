/// A property list as the tool reads Apple's (the symbol tables, a bundle's `Info.plist`): in
/// each encoding Apple ships them — binary (`bplist00`), XML, and the OpenStep text form in
/// UTF-8 or UTF-16 — read within limits instead of by Foundation, whose reader turns a binary
/// list that shares one object many ways into as many copies (a 219-byte file took 41 s and
/// 6 GB). Here an object shared any number of times is read once and shared (each binary object
/// is decoded at most once), nesting stops at `maximumDepth`, and only strings, dictionaries
/// and arrays are kept: the values the tool reads are strings.
package indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case dictionary([String: PropertyList])
    case array([PropertyList])
    /// A number, date, data, boolean or null: nothing the tool reads.
    case other

    /// Containers nested deeper than this are refused (Apple's tables nest three deep).
    package static let maximumDepth = 32

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var dictionary: [String: PropertyList]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    package subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// A dictionary of strings to strings (members of other kinds left out); nil when it is no
    /// dictionary.
    package var stringDictionary: [String: String]? {
        dictionary?.compactMapValues(\.string)
    }

    /// The property list of `bytes`, whichever its encoding; nil when it is none (or nests too deep).
    package static func parse(_ bytes: [UInt8]) -> PropertyList? {
        if bytes.starts(with: Array("bplist00".utf8)) { return BinaryPropertyList.parse(bytes) }
        let text = decodedText(bytes)
        var start = 0
        while start < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[start]) { start += 1 }
        if text[start...].starts(with: Array("<?xml".utf8)) || text[start...].starts(with: Array("<plist".utf8))
            || text[start...].starts(with: Array("<!DOCTYPE".utf8)) {
            return XMLPropertyList.parse(text)
        }
        return OpenStepPropertyList.parse(text)
    }

    /// UTF-8 text: UTF-16 (with its byte-order mark) converted, a UTF-8 byte-order mark dropped.
    static func decodedText(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let little = bytes.starts(with: [0xFF, 0xFE])
        guard little || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            units.append(little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
