import SymbolBase

/// The byte-level parser behind `XMLDocument`. Iterative (no recursion over the element
/// tree), so nesting depth costs heap, not stack; every unbounded dimension has a limit.
struct XMLByteParser {
    var bytes: [UInt8]
    var position = 0
    let limits: XMLLimits
    var elements: [XMLElement] = []
    var comments: [String] = []
    var entities: [String: [UInt8]] = [:]
    var externalEntities: Set<String> = []
    var expandedCharacters = 0

    init(bytes: [UInt8], limits: XMLLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The elements, the comments and the document's text as parsed (UTF-8).
    mutating func parse() throws(XMLError) -> ([XMLElement], [String], [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw bytes.isEmpty ? .empty : .blank(bytes: bytes.count) }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw .unsupportedEncoding("UTF-16")
        }
        try handleDeclaredEncoding()
        if let offset = Self.firstInvalidUTF8(bytes) { throw .invalidUTF8(offset: offset) }
        try parseProlog()
        try parseElements()
        try parseEpilog()
        return (elements, comments, bytes)
    }

    // MARK: - Elements

    mutating func parseElements() throws(XMLError) {
        var stack: [Int] = []
        repeat {
            guard position < bytes.count else {
                throw malformed("unexpected end of file inside <\(elements[stack.last ?? 0].name)>")
            }
            if bytes[position] == UInt8(ascii: "<") {
                if matches("</") {
                    position += 2
                    let name = try readName()
                    skipWhitespace()
                    try expect(UInt8(ascii: ">"), "expected '>' after </\(name)")
                    guard let open = stack.popLast() else { throw malformed("unexpected </\(name)>") }
                    guard elements[open].name == name else {
                        throw malformed("</\(name)> does not close <\(elements[open].name)>")
                    }
                    elements[open].subtreeEnd = elements.count
                    elements[open].endOffset = position
                } else if matches("<!--") {
                    try parseComment()
                } else if matches("<![CDATA[") {
                    let start = position + 9
                    guard let end = find([0x5D, 0x5D, 0x3E], from: start) else { throw malformed("unterminated CDATA section") }
                    if let parent = stack.last {
                        elements[parent].content.append(.text(String(decoding: bytes[start..<end], as: UTF8.self)))
                    }
                    position = end + 3
                } else if matches("<?") {
                    try skipProcessingInstruction()
                } else if matches("<!") {
                    throw malformed("markup declaration inside an element")
                } else {
                    try parseStartTag(stack: &stack)
                }
            } else {
                guard let parent = stack.last else { throw malformed("text outside the root element") }
                let start = position
                let end = bytes[position...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                position = end
                let text = try decodeReferences(start..<end)
                elements[parent].content.append(.text(text))
            }
        } while !stack.isEmpty
    }

    mutating func parseStartTag(stack: inout [Int]) throws(XMLError) {
        let offset = position
        position += 1
        let name = try readName()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw malformed("unterminated tag <\(name)") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") || matches("/>") { break }
            guard hadSpace else { throw malformed("expected whitespace between attributes of <\(name)>") }
            let attributeName = try readName()
            skipWhitespace()
            try expect(UInt8(ascii: "="), "expected '=' after attribute '\(attributeName)'")
            skipWhitespace()
            let valueRange = try readQuoted()
            if bytes[valueRange].contains(UInt8(ascii: "<")) {
                throw malformed("'<' in the value of attribute '\(attributeName)'")
            }
            for existing in attributes where existing.name == attributeName {
                throw malformed("attribute '\(attributeName)' appears twice in <\(name)>")
            }
            attributes.append((attributeName, try decodeReferences(valueRange)))
        }
        let selfClosing = bytes[position] == UInt8(ascii: "/")
        position += selfClosing ? 2 : 1

        let depth = stack.count
        guard depth < limits.maximumDepth else { throw .tooDeep(limit: limits.maximumDepth) }
        guard elements.count < limits.maximumElements else { throw .tooManyElements(limit: limits.maximumElements) }
        let index = elements.count
        let parent = stack.last ?? -1
        elements.append(XMLElement(
            name: name, attributes: attributes, content: [], parent: parent, depth: depth,
            subtreeEnd: index + 1, offset: offset, startTagEnd: position, endOffset: position))
        if parent >= 0 { elements[parent].content.append(.element(index)) }
        if !selfClosing { stack.append(index) }
    }

    // MARK: - Character data and references

    /// Decodes character and entity references in `range`; the common case has none.
    mutating func decodeReferences(_ range: Range<Int>) throws(XMLError) -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var active: [String] = []
        try expand(Array(bytes[range]), into: &output, active: &active)
        return String(decoding: output, as: UTF8.self)
    }

    mutating func expand(_ text: [UInt8], into output: inout [UInt8], active: inout [String]) throws(XMLError) {
        var i = 0
        while i < text.count {
            let byte = text[i]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                i += 1
                continue
            }
            guard let semicolon = text[i...].firstIndex(of: UInt8(ascii: ";")), semicolon - i <= 64 else {
                throw malformed("'&' that does not start a reference")
            }
            let name = String(decoding: text[(i + 1)..<semicolon], as: UTF8.self)
            i = semicolon + 1
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let scalarValue = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let scalarValue, let scalar = Unicode.Scalar(scalarValue), scalarValue != 0 else {
                    throw malformed("invalid character reference '&\(name);'")
                }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
                continue
            }
            switch name {
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "amp": output.append(UInt8(ascii: "&"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                if externalEntities.contains(name) { throw .externalEntity(name) }
                guard let replacement = entities[name] else { throw .undefinedEntity(name) }
                guard !active.contains(name) else { throw .entityLoop(name) }
                guard active.count < 16 else { throw .entityExpansionLimit(limit: limits.maximumEntityExpansion) }
                active.append(name)
                let before = output.count
                try expand(replacement, into: &output, active: &active)
                active.removeLast()
                expandedCharacters += output.count - before
                guard expandedCharacters <= limits.maximumEntityExpansion else {
                    throw .entityExpansionLimit(limit: limits.maximumEntityExpansion)
                }
            }
        }
    }
}
