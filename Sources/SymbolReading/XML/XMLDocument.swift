import SymbolBase

/// A parsed XML document: elements in document order, element 0 is the root.
///
/// The parser is deliberately small and bounded: it knows the XML that SVG producers write
/// (declarations, comments, CDATA, processing instructions, a DOCTYPE with an internal
/// subset of general entities) and refuses what would make parsing unbounded.
package struct XMLDocument: Sendable {
    package internal(set) var elements: [XMLElement]
    /// Comments in document order (producers put generator and template metadata there).
    package internal(set) var comments: [String]
    /// The text parsed, in UTF-8 (a document in another encoding is transcoded first): what
    /// element offsets count in.
    package let text: [UInt8]

    package var root: XMLElement { elements[0] }

    /// Parses UTF-8 (or US-ASCII / ISO-8859-1 when declared) XML bytes.
    package init(bytes: some Collection<UInt8>, limits: XMLLimits = .default) throws(XMLError) {
        var parser = XMLByteParser(bytes: Array(bytes), limits: limits)
        let (elements, comments, text) = try parser.parse()
        self.elements = elements
        self.comments = comments
        self.text = text
    }

    /// Line and column of the start tag of element `index`.
    package func position(of index: Int) -> (line: Int, column: Int) {
        TextPosition.of(elements[index].offset, in: text)
    }

    /// The namespace a prefix stands for at element `index` (nil: the default namespace), from
    /// the `xmlns` declarations on it and its ancestors; nil when none declares it.
    package func namespace(ofPrefix prefix: Substring?, at index: Int) -> String? {
        let declaration = prefix.map { "xmlns:" + $0 } ?? "xmlns"
        var current = index
        while current >= 0 {
            if let uri = elements[current][attribute: declaration] { return uri }
            current = elements[current].parent
        }
        return prefix == "xml" ? "http://www.w3.org/XML/1998/namespace" : nil
    }

    /// The namespace of element `index`'s name; nil when nothing declares it.
    package func namespace(of index: Int) -> String? {
        namespace(ofPrefix: elements[index].prefix, at: index)
    }

    /// The concatenated character data of `element` and its descendants, in document order.
    package func textContent(of index: Int) -> String {
        var result = ""
        appendText(of: index, to: &result)
        return result
    }

    private func appendText(of index: Int, to result: inout String) {
        for child in elements[index].content {
            switch child {
            case .text(let text): result += text
            case .element(let childIndex): appendText(of: childIndex, to: &result)
            }
        }
    }

    /// Indices of the element children of `index`.
    package func children(of index: Int) -> [Int] {
        elements[index].content.compactMap {
            if case .element(let child) = $0 { return child }
            return nil
        }
    }

    /// Indices of `index` and all its descendants, in document order.
    package func subtree(of index: Int) -> [Int] {
        // Elements are stored in document order and each subtree is contiguous.
        let end = elements[index].subtreeEnd
        return Array(index..<end)
    }
}
