/// An SVG file read and checked: its bytes, its element tree and what matters for rendering.
package struct SVGSource: Sendable {
    package let bytes: [UInt8]
    package let document: XMLDocument
    package let canvas: SVGCanvas
    /// Text goes through fontconfig and FreeType, which are drawn one thread at a time.
    package let containsText: Bool
    /// `href`s and CSS `url()`s that point outside the document, on elements librsvg reads
    /// (`isRead`). They are never loaded: librsvg gets the bytes without a base URL.
    package let externalReferences: [Reference]
    /// `href`s that name nothing but a word (`xlink:href="rect1"`, no `#`): invalid local
    /// references, which librsvg ignores; drawn without them, with a warning.
    package let invalidReferences: [String]
    /// The root carries a `clip-path` or `mask`, which librsvg applies in the units of the
    /// document's own size: it is drawn at that size, then scaled.
    package let rootIsClipped: Bool
    /// About how many path segments the document draws (numbers in path data and points, halved).
    package let segmentCount: Int
    /// A `<use>` cycle or an expansion beyond `SVGSource.maximumInstances`, if any.
    package let useProblem: SVGError?

    /// Beyond these, a drawing is refused rather than rendered: the renderer's time grows with
    /// the square of intersecting path segments (10,000 random ones take about 4 s).
    package static let maximumSegments = 10_000
    package static let maximumInstances = 10_000

    /// `bytes` may be gzip-compressed (an `.svgz`): `bytes` is then the SVG they decompress to.
    package init(bytes file: [UInt8]) throws(SVGError) {
        let bytes = GzipDecompressor.isGzip(file) ? try GzipDecompressor.decompress(file) : file
        if let format = Self.otherFormat(bytes) { throw .otherFormat(format) }
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
        var external: [Reference] = []
        var invalid: [String] = []
        var numbers = 0
        var namespaces = Namespaces(document)
        for (index, element) in document.elements.enumerated() {
            let name = element.localName
            if name == "text" || name == "textPath" { containsText = true }
            var found: [String] = []
            for attribute in element.attributes {
                if attribute.name == "d" || attribute.name == "points" {
                    numbers += Self.countNumbers(attribute.value)
                    continue
                }
                guard attribute.name == "style" || attribute.name.hasSuffix("href"), namespaces.isRead(index) else { continue }
                // <xi:include href> is caught here too; <a href> is a hyperlink, not a resource.
                if namespaces.isReference(attribute.name, at: index) {
                    if Self.isInvalidLocal(attribute.value) {
                        invalid.append(attribute.value)
                    } else if Self.isExternal(attribute.value) {
                        found.append(attribute.value)
                    }
                } else if attribute.name == "style" {
                    found += Self.externalURLs(inCSS: attribute.value)
                }
            }
            if name == "style", namespaces.isRead(index) {
                found += Self.externalURLs(inCSS: document.textContent(of: index))
            }
            if !found.isEmpty {
                let (line, column) = document.position(of: index)
                external += found.map { Reference(value: $0, line: line, column: column) }
            }
        }
        self.containsText = containsText
        externalReferences = external
        invalidReferences = invalid
        rootIsClipped = document.root[attribute: "clip-path"] != nil || document.root[attribute: "mask"] != nil
            || document.root[attribute: "style"].map { $0.contains("clip-path") || $0.contains("mask") } == true
        segmentCount = numbers / 2
        useProblem = Self.checkUses(document)
    }

    /// The format of a file that is plainly not an SVG, by its first bytes (gzip, which an
    /// `.svgz` is, was decompressed first).
    static func otherFormat(_ bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "PNG image" }
        if starts([0xFF, 0xD8, 0xFF]) { return "JPEG image" }
        if starts(Array("GIF8".utf8)) { return "GIF image" }
        if starts(Array("%PDF".utf8)) { return "PDF document" }
        if starts(Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return "WebP image" }
        return nil
    }

    /// Numbers in path data or a points list: runs of digits (a cheap, close proxy for segments).
    static func countNumbers(_ text: String) -> Int {
        var count = 0
        var inNumber = false
        for byte in text.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isDigit, !inNumber { count += 1 }
            inNumber = isDigit || (inNumber && byte == 0x2E)
        }
        return count
    }

    /// Follows every `<use>` to what it instantiates, iteratively (a chain of thousands of uses
    /// must not exhaust the stack): reports a cycle, or an expansion beyond the limit.
    static func checkUses(_ document: XMLDocument) -> SVGError? {
        let elements = document.elements
        guard elements.contains(where: { $0.localName == "use" }) else { return nil }
        var ids: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element[attribute: "id"], ids[id] == nil { ids[id] = index }
        }
        func target(_ index: Int) -> Int? {
            let element = elements[index]
            guard element.localName == "use",
                  let href = element[attribute: "href"] ?? element[attribute: "xlink:href"], href.hasPrefix("#") else { return nil }
            return ids[String(href.dropFirst())]
        }
        // cost(e) = 1 + costs of its element children + cost of its <use> target.
        var cost = [Int](repeating: -1, count: elements.count)   // -1 unknown, -2 in progress
        for root in elements.indices where cost[root] == -1 {
            var stack: [(index: Int, expanded: Bool)] = [(root, false)]
            while let (index, expanded) = stack.popLast() {
                let dependencies = document.children(of: index) + (target(index).map { [$0] } ?? [])
                if expanded {
                    var total = 1
                    for dependency in dependencies { total = min(total + cost[dependency], maximumInstances + 1) }
                    cost[index] = total
                    continue
                }
                if cost[index] >= 0 { continue }
                if cost[index] == -2 { continue }
                cost[index] = -2
                stack.append((index, true))
                for dependency in dependencies {
                    if cost[dependency] == -2 {
                        return .useCycle(id: elements[dependency][attribute: "id"] ?? elements[dependency].name)
                    }
                    if cost[dependency] == -1 { stack.append((dependency, false)) }
                }
            }
        }
        if let worst = cost.max(), worst > maximumInstances { return .tooManyInstances(limit: maximumInstances) }
        return nil
    }

    /// A reference that names no file and no URL scheme: no `#`, `/` or `:`, and no file
    /// extension (`rect1`, not `icon.svg`); or CSS's `url(#id)` written as an `href`, which
    /// names no element either (it would be a file called `url(`).
    static func isInvalidLocal(_ reference: String) -> Bool {
        let trimmed = reference.trimmed
        if trimmed.hasPrefix("url("), trimmed.hasSuffix(")") { return true }
        guard !trimmed.isEmpty, !trimmed.contains("#"), !trimmed.contains("/"), !trimmed.contains(":"), !trimmed.contains("\\") else { return false }
        guard let dot = trimmed.lastIndex(of: ".") else { return true }
        let suffix = trimmed[trimmed.index(after: dot)...]
        return suffix.isEmpty || !suffix.allSatisfy { $0.isLetter || $0.isNumber }
    }

    static func isExternal(_ reference: String) -> Bool {
        let trimmed = reference.trimmed
        return !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.lowercased().hasPrefix("data:")
    }

    /// Targets of `url(…)` and `@import` in CSS text that are not fragment or data URLs; not
    /// those of `@font-face` rules, which librsvg ignores (its fonts come from the system).
    static func externalURLs(inCSS text: String) -> [String] {
        var css = Substring(text)
        // An unclosed rule runs to the end of the style sheet, as CSS reads it.
        while let rule = css.firstRange(of: "@font-face") {
            let close = css[rule.upperBound...].firstIndex(of: "}").map { css.index(after: $0) } ?? css.endIndex
            css = css[..<rule.lowerBound] + css[close...]
        }
        var found: [String] = []
        var rest = css
        while let range = rest.firstRange(of: "url(") {
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = rest[..<close].trimming([0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27])
            if isExternal(target) { found.append(target) }
            rest = rest[close...]
        }
        // `@import url(…)` is found above; `@import "file.css"` names its target as a string.
        rest = css
        while let range = rest.firstRange(of: "@import") {
            rest = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if let quote = rest.first, quote == "\"" || quote == "'" {
                let target = rest.dropFirst().prefix { $0 != quote }
                found.append(String(target))
            } else if !rest.hasPrefix("url(") {
                found.append("@import")
            }
        }
        return found
    }
}
