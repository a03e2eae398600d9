extension SymbolTemplate {
    /// The Apple glyph a template was exported from, as its generator comment names it
    /// (`<!--glyph: "uni10045F.medium", point size: 100.0, …-->`): SF Symbols app exports of a
    /// system symbol carry the glyph's name in the font, `uni` and its code point. Custom and
    /// third-party templates carry an empty glyph, a name of another form, or no such comment:
    /// nil. Read from the file's start, where the comment stands, without parsing it.
    package static func appleGlyph(of bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4096))
        let marker = Array("<!--glyph: \"".utf8)
        guard let found = head.firstOffset(of: marker) else { return nil }
        let value = head[(found + marker.count)...].prefix { $0 != UInt8(ascii: "\"") && $0 != 0x0A }
        let glyph = String(decoding: value, as: UTF8.self)
        let name = glyph.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        guard name.hasPrefix("uni"), (7...9).contains(name.count),
              name.dropFirst(3).allSatisfy({ $0.isHexDigit }) else { return nil }
        return glyph
    }

    /// Whether the bytes look like a template: they name a variant group (`id="Regular-M"`),
    /// a cheap test before reading it (`SymbolTemplate(_:)` decides).
    package static func looksLikeTemplate(_ bytes: [UInt8]) -> Bool {
        let marker = Array("id=".utf8)
        var start = 0
        while let found = bytes.firstOffset(of: marker, from: start) {
            start = found + marker.count
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") else { continue }
            let quote = bytes[start]
            let value = bytes[(start + 1)...].prefix { $0 != quote }.prefix(16)
            if SymbolVariant(id: String(decoding: value, as: UTF8.self)) != nil { return true }
        }
        return false
    }
}
