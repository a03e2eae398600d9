/// Why a document could not be read as XML.
package enum XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Nothing but whitespace (and a byte-order mark).
    case blank(bytes: Int)
    case invalidUTF8(offset: Int)
    case unsupportedEncoding(String)
    case undecodableEncoding(String)
    case malformed(line: Int, column: Int, reason: String)
    case tooDeep(limit: Int)
    case tooManyElements(limit: Int)
    case entityExpansionLimit(limit: Int)
    case entityLoop(String)
    case undefinedEntity(String)
    case externalEntity(String)

    package var description: String {
        switch self {
        case .empty: "the file is empty"
        case .blank(let bytes): "the file holds nothing but whitespace (\(bytes) byte\(bytes == 1 ? "" : "s")): no XML, no SVG"
        case .invalidUTF8(let offset): "not valid UTF-8 (first bad byte at offset \(offset)); save the file as UTF-8"
        case .unsupportedEncoding(let name): "unsupported XML encoding '\(name)'; save the file as UTF-8"
        case .undecodableEncoding(let name): "the file declares encoding '\(name)' but its bytes are not in that encoding; save the file as UTF-8"
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
