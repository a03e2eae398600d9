import SymbolBase

/// Finds the symbols a storyboard or xib asks for, by reading its XML tags (comments, CDATA,
/// processing instructions and the doctype skipped; attribute values in either quote, their
/// entities decoded): an `image` attribute of an element with `catalog="system"`
/// (`<imageView image="star" catalog="system">`, `<state key="normal" image="plus" catalog="system"/>`)
/// and a resource `<image name="star" catalog="system"/>` are system symbols; an `image`
/// attribute or `<image name=>` without `catalog` names an asset of the app's catalogs.
struct InterfaceBuilderScanner {
    private struct Attribute {
        var name: ArraySlice<UInt8>
        var value: ArraySlice<UInt8>
        /// Where the value starts (its opening quote).
        var offset: Int
    }

    private let bytes: [UInt8]
    private var found: [FoundUse] = []

    static func scan(_ bytes: [UInt8]) -> [FoundUse] {
        var scanner = InterfaceBuilderScanner(bytes: bytes)
        scanner.run()
        return scanner.found
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if starts(with: "<!--", at: open) {
                index = end(of: "-->", from: open + 4)
            } else if starts(with: "<![CDATA[", at: open) {
                index = end(of: "]]>", from: open + 9)
            } else if starts(with: "<?", at: open) {
                index = end(of: "?>", from: open + 2)
            } else if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "!") || bytes[open + 1] == UInt8(ascii: "/") {
                index = end(of: ">", from: open + 1)
            } else {
                index = element(at: open + 1)
            }
        }
    }

    /// A start tag whose name starts at `index`: its uses; returns where the tag ends.
    private mutating func element(at index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") { cursor += 1 }
        let name = bytes[index..<cursor]
        var attributes: [Attribute] = []
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") { cursor += 1; break }
            if isSpace(byte) || byte == UInt8(ascii: "/") { cursor += 1; continue }
            let nameStart = cursor
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
            let attributeName = bytes[nameStart..<cursor]
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { continue }
            let quote = bytes[cursor]
            let valueStart = cursor + 1
            let valueEnd = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
            attributes.append(Attribute(name: attributeName, value: bytes[valueStart..<valueEnd], offset: cursor))
            cursor = min(valueEnd + 1, bytes.count)
        }
        uses(of: name, attributes)
        return cursor
    }

    private mutating func uses(of element: ArraySlice<UInt8>, _ attributes: [Attribute]) {
        let system = attributes.contains { $0.name.elementsEqual("catalog".utf8) && $0.value.elementsEqual("system".utf8) }
        let elementName = String(decoding: element, as: UTF8.self)
        let isResource = elementName == "image"
        for attribute in attributes where attribute.name.elementsEqual((isResource ? "name" : "image").utf8) && !attribute.value.isEmpty {
            let api = isResource ? "<image name=>" : "<\(elementName) image=>"
            found.append(FoundUse(name: Self.decoded(attribute.value), kind: system ? .system : .named, api: api, offset: attribute.offset))
        }
    }

    /// The value with XML's entities replaced (`&amp;`, `&#46;`).
    private static func decoded(_ value: ArraySlice<UInt8>) -> String {
        let text = String(decoding: value, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let scalar = number.flatMap(Unicode.Scalar.init) { result.unicodeScalars.append(scalar) } else { result += "&\(entity);" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private func starts(with text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    /// The index after the next `marker` from `index` (the end of the file when there is none).
    private func end(of marker: StaticString, from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count {
            if starts(with: marker, at: cursor) { return cursor + marker.utf8CodeUnitCount }
            cursor += 1
        }
        return bytes.count
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
