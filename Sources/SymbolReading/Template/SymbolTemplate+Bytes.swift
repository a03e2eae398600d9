import SymbolBase

/// What the bytes of a file say about it as a template, without reading the whole template.
extension SymbolTemplate {
    /// A template's version read without reading the whole template: the `Template v…` text of
    /// its notes when the bytes hold one (every SF Symbols app export and most re-saves), else
    /// from the whole template; nil for a plain SVG or an unreadable document.
    package static func version(of bytes: [UInt8]) -> Version? {
        let marker = Array("Template v".utf8)
        var start = 0
        while let found = bytes.firstOffset(of: marker, from: start) {
            let end = min(bytes.count, found + marker.count + 16)
            if let (major, minor) = parseVersion(String(decoding: bytes[found..<end], as: UTF8.self)) {
                return Version(major, minor)
            }
            start = found + marker.count
        }
        guard let source = try? SVGSource(bytes: bytes) else { return nil }
        return SymbolTemplate(source)?.version
    }

    /// Whether a template's shapes name multicolor layers (`class="… multicolor-0:systemRedColor"`),
    /// read without reading the template: a class token, not the CSS rule (`.multicolor-0:…`)
    /// that styles it.
    package static func hasMulticolorLayers(_ bytes: [UInt8]) -> Bool {
        let marker = Array("multicolor-".utf8)
        var start = 0
        while let found = bytes.firstOffset(of: marker, from: start) {
            let digits = bytes[(found + marker.count)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if found > 0, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D].contains(bytes[found - 1]),
               !digits.isEmpty, digits.endIndex < bytes.count, bytes[digits.endIndex] == UInt8(ascii: ":") {
                return true
            }
            start = found + marker.count
        }
        return false
    }

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
