import SymbolBase

/// What the bytes of a file say about it as a template, without reading the whole template.
extension SymbolTemplate {
    /// A template's version read without reading the whole template: the `Template v…` text of
    /// its notes when the bytes hold one (every SF Symbols app export and most re-saves), else
    /// from the whole template; nil for a plain SVG or an unreadable document.
    package static func version(of bytes: [UInt8]) -> Version? {
        let marker = Array("Template v".utf8)
        var start = 0
        while let found = bytes[start...].firstRange(of: marker) {
            let end = min(bytes.count, found.upperBound + 16)
            if let (major, minor) = parseVersion(String(decoding: bytes[found.lowerBound..<end], as: UTF8.self)) {
                return Version(major, minor)
            }
            start = found.upperBound
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
        while let found = bytes[start...].firstRange(of: marker) {
            let digits = bytes[found.upperBound...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if found.lowerBound > 0, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D].contains(bytes[found.lowerBound - 1]),
               !digits.isEmpty, digits.endIndex < bytes.count, bytes[digits.endIndex] == UInt8(ascii: ":") {
                return true
            }
            start = found.upperBound
        }
        return false
    }
}
