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
            let target = rest[..<close].trimming([" ", "\t", "\n", "\r", "\"", "'"])
            if isExternal(target) { found.append(target) }
            rest = rest[close...]
        }
        if css.contains("@import") { found.append("@import") }
        return found
    }
}

extension StringProtocol {
    /// Drops leading and trailing characters in `set`; `\r\n` counts as whitespace when `set` holds any.
    func trimming(_ set: Set<Character>) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) || (set.contains("\n") && $0.isNewline) }
        return String(drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
    }

    /// Drops leading and trailing whitespace and newlines.
    var trimmed: String { trimming([" ", "\t", "\n", "\r"]) }
}
