/// An SVG file read and checked: its bytes, its element tree and what matters for rendering.
public struct SVGSource: Sendable {
    public let bytes: [UInt8]
    public let document: XMLDocument
    public let canvas: SVGCanvas
    /// Text goes through fontconfig and FreeType, which are drawn one thread at a time.
    public let containsText: Bool
    /// `href`s and CSS `url()`s that point outside the document. They are never loaded:
    /// librsvg gets the bytes without a base URL.
    public let externalReferences: [String]

    public init(bytes: [UInt8]) throws(SVGError) {
        let document: XMLDocument
        do {
            document = try XMLDocument(bytes: bytes)
        } catch {
            throw .xml(error)
        }
        guard document.root.localName == "svg" else { throw .notSVG(root: document.root.name) }
        self.bytes = bytes
        self.document = document
        canvas = try SVGCanvas(root: document.root)
        var containsText = false
        var external: [String] = []
        for (index, element) in document.elements.enumerated() {
            let name = element.localName
            if name == "text" || name == "textPath" { containsText = true }
            if name == "include" { external.append(element[attribute: "href"] ?? "xi:include") }
            for attribute in element.attributes {
                // <a href> is a hyperlink, not a resource.
                if (attribute.name == "href" || attribute.name.hasSuffix(":href")) && name != "a" {
                    if Self.isExternal(attribute.value) { external.append(attribute.value) }
                } else if attribute.name == "style" {
                    external += Self.externalURLs(inCSS: attribute.value)
                }
            }
            if name == "style" {
                external += Self.externalURLs(inCSS: document.textContent(of: index))
            }
        }
        self.containsText = containsText
        externalReferences = external
    }

    static func isExternal(_ reference: String) -> Bool {
        let trimmed = reference.trimmed
        return !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.lowercased().hasPrefix("data:")
    }

    /// Targets of `url(…)` and `@import` in CSS text that are not fragment or data URLs.
    static func externalURLs(inCSS css: String) -> [String] {
        var found: [String] = []
        var rest = Substring(css)
        while let range = rest.range(of: "url(") {
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = rest[..<close].trimming([0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27])
            if isExternal(target) { found.append(target) }
            rest = rest[close...]
        }
        if css.contains("@import") { found.append("@import") }
        return found
    }
}

extension StringProtocol {
    /// Drops leading and trailing ASCII characters in `set` (bytes, so `\r\n` is two).
    func trimming(_ set: Set<UInt8>) -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, set.contains(bytes[start]) { start += 1 }
        while end > start, set.contains(bytes[end - 1]) { end -= 1 }
        if start == 0, end == bytes.count { return String(self) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Drops leading and trailing spaces, tabs and line breaks.
    var trimmed: String { trimming([0x20, 0x09, 0x0A, 0x0D, 0x0C]) }
}
