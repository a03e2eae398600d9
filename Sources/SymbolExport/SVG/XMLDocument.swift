/// A parsed XML document: elements in document order, element 0 is the root.
///
/// The parser is deliberately small and bounded: it knows the XML that SVG producers write
/// (declarations, comments, CDATA, processing instructions, a DOCTYPE with an internal
/// subset of general entities) and refuses what would make parsing unbounded.
public struct XMLDocument: Sendable {
    public internal(set) var elements: [XMLElement]
    /// Comments in document order (producers put generator and template metadata there).
    public internal(set) var comments: [String]

    public var root: XMLElement { elements[0] }

    /// Parses UTF-8 (or US-ASCII / ISO-8859-1 when declared) XML bytes.
    public init(bytes: some Collection<UInt8>, limits: XMLLimits = .default) throws(XMLError) {
        var parser = XMLByteParser(bytes: Array(bytes), limits: limits)
        let (elements, comments) = try parser.parse()
        self.elements = elements
        self.comments = comments
    }

    /// The concatenated character data of `element` and its descendants, in document order.
    public func textContent(of index: Int) -> String {
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
    public func children(of index: Int) -> [Int] {
        elements[index].content.compactMap {
            if case .element(let child) = $0 { return child }
            return nil
        }
    }

    /// Indices of `index` and all its descendants, in document order.
    public func subtree(of index: Int) -> [Int] {
        // Elements are stored in document order and each subtree is contiguous.
        let end = elements[index].subtreeEnd
        return Array(index..<end)
    }
}

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

/// Bounds that keep hostile input from exhausting time, memory or stack.
public struct XMLLimits: Sendable {
    public var maximumDepth: Int
    public var maximumElements: Int
    /// Characters produced by expanding entity references, over the whole document.
    public var maximumEntityExpansion: Int

    public static let `default` = XMLLimits(
        maximumDepth: 256, maximumElements: 250_000, maximumEntityExpansion: 1 << 20)
}

/// Why a document could not be read as XML.
public enum XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case invalidUTF8(offset: Int)
    case unsupportedEncoding(String)
    case malformed(line: Int, column: Int, reason: String)
    case tooDeep(limit: Int)
    case tooManyElements(limit: Int)
    case entityExpansionLimit(limit: Int)
    case entityLoop(String)
    case undefinedEntity(String)
    case externalEntity(String)

    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .invalidUTF8(let offset): "not valid UTF-8 (first bad byte at offset \(offset)); save the file as UTF-8"
        case .unsupportedEncoding(let name): "unsupported XML encoding '\(name)'; save the file as UTF-8"
        case .malformed(let line, let column, let reason): "not well-formed XML at line \(line), column \(column): \(reason)"
        case .tooDeep(let limit): "elements are nested more than \(limit) levels deep"
        case .tooManyElements(let limit): "more than \(limit) elements"
        case .entityExpansionLimit(let limit): "entity expansion exceeds \(limit) characters (an entity bomb?)"
        case .entityLoop(let name): "entity '\(name)' refers to itself"
        case .undefinedEntity(let name): "undefined entity '&\(name);'"
        case .externalEntity(let name): "external entity '\(name)' is not loaded"
        }
    }
}
