/// One element: qualified name as written (`xlink:href`, `serif:id`), attributes, content.
public struct XMLElement: Sendable {
    public enum Content: Sendable {
        case element(Int)
        case text(String)
    }

    public let name: String
    public let attributes: [(name: String, value: String)]
    public internal(set) var content: [Content]
    /// Index of the parent element; -1 for the root.
    public let parent: Int
    public let depth: Int
    /// One past the index of the last element in this element's subtree.
    public internal(set) var subtreeEnd: Int

    public subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The name without a namespace prefix (`svg:path` → `path`).
    public var localName: Substring {
        if let colon = name.lastIndex(of: ":") { return name[name.index(after: colon)...] }
        return name[...]
    }
}
