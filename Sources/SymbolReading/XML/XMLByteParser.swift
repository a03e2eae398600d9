import SymbolBase

/// The byte-level parser behind `XMLDocument`. Iterative (no recursion over the element
/// tree), so nesting depth costs heap, not stack; every unbounded dimension has a limit.
struct XMLByteParser {
    private var bytes: [UInt8]
    private var position = 0
    private let limits: XMLLimits
    private var elements: [XMLElement] = []
    private var comments: [String] = []
    private var entities: [String: [UInt8]] = [:]
    private var externalEntities: Set<String> = []
    private var expandedCharacters = 0

    init(bytes: [UInt8], limits: XMLLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func parse() throws(XMLError) -> ([XMLElement], [String]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw .empty }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw .unsupportedEncoding("UTF-16")
        }
        try handleDeclaredEncoding()
        if let offset = Self.firstInvalidUTF8(bytes) { throw .invalidUTF8(offset: offset) }
        try parseProlog()
        try parseElements()
        try parseEpilog()
        return (elements, comments)
    }

    // MARK: - Prolog and epilog

    private mutating func handleDeclaredEncoding() throws(XMLError) {
        // A byte order mark says UTF-8 whatever the declaration says, as in libxml2.
        guard matches("<?xml"), !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        guard let end = find([0x3F, 0x3E], from: position) else { throw malformed("unterminated XML declaration") }
        let declaration = String(decoding: bytes[position..<end], as: UTF8.self)
        guard let range = declaration.firstRange(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = String(rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " })
        // Transcode once; byte offsets after this point refer to the UTF-8 form.
        if let decoded = try XMLEncoding.utf8(bytes, declared: name) { bytes = decoded }
    }

    private mutating func parseProlog() throws(XMLError) {
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw malformed("no root element") }
            if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!--") {
                try parseComment()
            } else if matches("<!DOCTYPE") {
                try parseDoctype()
            } else if bytes[position] == UInt8(ascii: "<") {
                return
            } else {
                throw malformed("content before the root element")
            }
        }
    }

    private mutating func parseEpilog() throws(XMLError) {
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!--") {
                try parseComment()
            } else {
                throw malformed("content after the root element")
            }
        }
    }

    private mutating func skipProcessingInstruction() throws(XMLError) {
        guard let end = find([0x3F, 0x3E], from: position + 2) else { throw malformed("unterminated processing instruction") }
        position = end + 2
    }

    private mutating func parseComment() throws(XMLError) {
        let start = position + 4
        guard let end = find([0x2D, 0x2D, 0x3E], from: start) else { throw malformed("unterminated comment") }
        comments.append(String(decoding: bytes[start..<end], as: UTF8.self))
        position = end + 3
    }

    private mutating func parseDoctype() throws(XMLError) {
        position += 9
        try skipDeclaration(internalSubset: true)
    }

    private mutating func parseInternalSubset() throws(XMLError) {
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw malformed("unterminated DOCTYPE internal subset") }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return
            } else if matches("<!--") {
                try parseComment()
            } else if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!ENTITY") {
                try parseEntityDeclaration()
            } else if matches("<!") {
                try skipDeclaration()
            } else if bytes[position] == UInt8(ascii: "%") {
                // A parameter-entity reference: declarations it would pull in are never loaded.
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ";")) else {
                    throw malformed("unterminated parameter-entity reference")
                }
                position = end + 1
            } else {
                throw malformed("unexpected content in the DOCTYPE internal subset")
            }
        }
    }

    /// Skips to the `>` that ends a markup declaration, over quoted strings; with
    /// `internalSubset` (a DOCTYPE), a `[…]` subset in it is parsed for its entities.
    private mutating func skipDeclaration(internalSubset: Bool = false) throws(XMLError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                _ = try readQuoted()
            } else if internalSubset, byte == UInt8(ascii: "[") {
                position += 1
                try parseInternalSubset()
            } else {
                position += 1
            }
        }
        throw malformed(internalSubset ? "unterminated DOCTYPE" : "unterminated markup declaration")
    }

    private mutating func parseEntityDeclaration() throws(XMLError) {
        position += 8
        skipWhitespace()
        var isParameter = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "%") {
            isParameter = true
            position += 1
            skipWhitespace()
        }
        let name = try readName()
        skipWhitespace()
        guard position < bytes.count else { throw malformed("unterminated ENTITY declaration") }
        if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
            let value = try readQuoted()
            if !isParameter, entities[name] == nil, !externalEntities.contains(name) {
                entities[name] = Array(bytes[value])
            }
        } else if !isParameter {
            externalEntities.insert(name)
        }
        try skipDeclaration()
    }

    // MARK: - Elements

    private mutating func parseElements() throws(XMLError) {
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

    private mutating func parseStartTag(stack: inout [Int]) throws(XMLError) {
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
            subtreeEnd: index + 1))
        if parent >= 0 { elements[parent].content.append(.element(index)) }
        if !selfClosing { stack.append(index) }
    }

    // MARK: - Character data and references

    /// Decodes character and entity references in `range`; the common case has none.
    private mutating func decodeReferences(_ range: Range<Int>) throws(XMLError) -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var active: [String] = []
        try expand(Array(bytes[range]), into: &output, active: &active)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func expand(_ text: [UInt8], into output: inout [UInt8], active: inout [String]) throws(XMLError) {
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

    // MARK: - Lexical helpers

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { prefix in
            for k in 0..<count where bytes[position + k] != prefix[k] { return false }
            return true
        }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(XMLError) {
        guard position < bytes.count, bytes[position] == byte else { throw malformed(message) }
        position += 1
    }

    private mutating func readName() throws(XMLError) -> String {
        let start = position
        while position < bytes.count {
            let b = bytes[position]
            let isNameByte = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x3A
                || b >= 0x80 || (position > start && ((b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x2E))
            guard isNameByte else { break }
            position += 1
        }
        guard position > start else { throw malformed("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads a quoted literal and returns the range between the quotes.
    private mutating func readQuoted() throws(XMLError) -> Range<Int> {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw malformed("expected a quoted value")
        }
        let quote = bytes[position]
        let start = position + 1
        guard let end = bytes[start...].firstIndex(of: quote) else { throw malformed("unterminated quoted value") }
        position = end + 1
        return start..<end
    }

    private func malformed(_ reason: String) -> XMLError {
        let (line, column) = TextPosition.of(position, in: bytes)
        return .malformed(line: line, column: column, reason: reason)
    }

    /// Offset of the first byte that is not part of a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(b & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(b & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(b & 0x07))
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return i }
            i += length
        }
        return nil
    }
}
