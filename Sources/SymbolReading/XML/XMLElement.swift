/// One element: qualified name as written (`xlink:href`, `serif:id`), attributes, content.
package struct XMLElement: Sendable {
    package enum Content: Sendable {
        case element(Int)
        case text(String)
    }

    package let name: String
    package let attributes: [(name: String, value: String)]
    package internal(set) var content: [Content]
    /// Index of the parent element; -1 for the root.
    package let parent: Int
    package let depth: Int
    /// One past the index of the last element in this element's subtree.
    package internal(set) var subtreeEnd: Int
    /// Where its start tag begins (its `<`), in the document's UTF-8 text (`XMLDocument.text`).
    package let offset: Int
    /// One past its start tag's `>` (its `/>` for an empty-element tag).
    package let startTagEnd: Int
    /// One past its end tag's `>`; `startTagEnd` for an empty-element tag.
    package internal(set) var endOffset: Int

    package subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The name without a namespace prefix (`svg:path` → `path`).
    package var localName: Substring {
        if let colon = name.lastIndex(of: ":") { return name[name.index(after: colon)...] }
        return name[...]
    }

    /// The namespace prefix of the name (`svg:path` → `svg`); nil for none.
    package var prefix: Substring? {
        name.firstIndex(of: ":").map { name[..<$0] }
    }
}
