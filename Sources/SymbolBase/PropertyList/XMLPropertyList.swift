/// Apple's XML property list: `<plist>` around one value of `<dict>` (`<key>` and value
/// pairs), `<array>`, `<string>` and the scalar elements. Read by a small reader of its own: the
/// prolog, doctype and comments skipped, the five predefined entities and character references
/// decoded, and no other entity (a document type's entities are never expanded).
enum XMLPropertyList {
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        /// The next tag (skipping text between tags, comments and declarations): its name, whether
        /// it closes (`</x>`) or is empty (`<x/>`); nil at the end or on malformed markup.
        mutating func tag() -> (name: ArraySlice<UInt8>, closing: Bool, empty: Bool)? {
            while true {
                guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
                if bytes[open...].starts(with: "<!--".utf8) {
                    guard let end = find("-->", from: open + 4) else { return nil }
                    index = end
                    continue
                }
                if bytes[open...].starts(with: "<?".utf8) || bytes[open...].starts(with: "<!".utf8) {
                    guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                    index = end + 1
                    continue
                }
                guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = end + 1
                var nameStart = open + 1
                let closing = nameStart < end && bytes[nameStart] == UInt8(ascii: "/")
                if closing { nameStart += 1 }
                let empty = bytes[end - 1] == UInt8(ascii: "/") && end - 1 > open
                var nameEnd = nameStart
                while nameEnd < end, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains(bytes[nameEnd]) { nameEnd += 1 }
                return (bytes[nameStart..<nameEnd], closing, empty)
            }
        }

        func find(_ marker: String, from start: Int) -> Int? {
            let pattern = Array(marker.utf8)
            var cursor = start
            while cursor + pattern.count <= bytes.count {
                if bytes[cursor..<(cursor + pattern.count)].elementsEqual(pattern) { return cursor + pattern.count }
                cursor += 1
            }
            return nil
        }

        /// The text up to the closing tag of `name` (its entities decoded; CDATA kept as it is).
        mutating func text(closing name: ArraySlice<UInt8>) -> String? {
            var text: [UInt8] = []
            while index < bytes.count {
                if bytes[index...].starts(with: "<![CDATA[".utf8) {
                    guard let end = find("]]>", from: index + 9) else { return nil }
                    text += bytes[(index + 9)..<(end - 3)]
                    index = end
                    continue
                }
                if bytes[index] == UInt8(ascii: "<") {
                    guard let tag = tag(), tag.closing, tag.name.elementsEqual(name) else { return nil }
                    return String(decoding: text, as: UTF8.self)
                }
                if bytes[index] == UInt8(ascii: "&") {
                    guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                          let scalar = Self.entity(String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)) else { return nil }
                    text += Array(String(Character(scalar)).utf8)
                    index = semicolon + 1
                    continue
                }
                text.append(bytes[index])
                index += 1
            }
            return nil
        }

        static func entity(_ name: String) -> Unicode.Scalar? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                return number.flatMap(Unicode.Scalar.init)
            }
        }

        /// The value whose opening tag was just read.
        mutating func value(_ tag: (name: ArraySlice<UInt8>, closing: Bool, empty: Bool), depth: Int) -> PropertyList? {
            guard !tag.closing, depth <= PropertyList.maximumDepth else { return nil }
            let name = String(decoding: tag.name, as: UTF8.self)
            switch name {
            case "dict":
                var members: [String: PropertyList] = [:]
                guard !tag.empty else { return .dictionary(members) }
                while let next = self.tag() {
                    if next.closing { return next.name.elementsEqual(tag.name) ? .dictionary(members) : nil }
                    guard next.name.elementsEqual("key".utf8), !next.empty, let key = text(closing: next.name),
                          let valueTag = self.tag(), let member = value(valueTag, depth: depth + 1) else { return nil }
                    members[key] = member
                }
                return nil
            case "array":
                var elements: [PropertyList] = []
                guard !tag.empty else { return .array(elements) }
                while let next = self.tag() {
                    if next.closing { return next.name.elementsEqual(tag.name) ? .array(elements) : nil }
                    guard let element = value(next, depth: depth + 1) else { return nil }
                    elements.append(element)
                }
                return nil
            case "string":
                if tag.empty { return .string("") }
                return text(closing: tag.name).map(PropertyList.string)
            case "integer", "real", "date", "data":
                if tag.empty { return .other }
                return text(closing: tag.name).map { _ in .other }
            case "true", "false":
                return tag.empty ? .other : (self.tag().map { $0.closing } == true ? .other : nil)
            default:
                return nil
            }
        }
    }

    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var reader = Reader(bytes: bytes)
        guard let first = reader.tag() else { return nil }
        guard first.name.elementsEqual("plist".utf8), !first.closing else { return reader.value(first, depth: 0) }
        guard let inner = reader.tag() else { return nil }
        return reader.value(inner, depth: 1)
    }
}
