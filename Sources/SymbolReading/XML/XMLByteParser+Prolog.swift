import SymbolBase

/// The prolog and the epilog: the XML declaration, the DOCTYPE and its internal subset
/// (entity declarations), comments and processing instructions around the root.
extension XMLByteParser {
    // MARK: - Prolog and epilog

    mutating func handleDeclaredEncoding() throws(XMLError) {
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

    mutating func parseProlog() throws(XMLError) {
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

    mutating func parseEpilog() throws(XMLError) {
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

    mutating func skipProcessingInstruction() throws(XMLError) {
        guard let end = find([0x3F, 0x3E], from: position + 2) else { throw malformed("unterminated processing instruction") }
        position = end + 2
    }

    mutating func parseComment() throws(XMLError) {
        let start = position + 4
        guard let end = find([0x2D, 0x2D, 0x3E], from: start) else { throw malformed("unterminated comment") }
        comments.append(String(decoding: bytes[start..<end], as: UTF8.self))
        position = end + 3
    }

    mutating func parseDoctype() throws(XMLError) {
        position += 9
        try skipDeclaration(internalSubset: true)
    }

    mutating func parseInternalSubset() throws(XMLError) {
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
    mutating func skipDeclaration(internalSubset: Bool = false) throws(XMLError) {
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

    mutating func parseEntityDeclaration() throws(XMLError) {
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
}
