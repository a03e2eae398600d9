/// Replacements of byte ranges of a document's text, applied at once: the rest of the bytes stay
/// as they were. An edit inside a range another edit removes is dropped with it.
struct TextEdits {
    private(set) var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    let text: [UInt8]

    init(_ text: [UInt8]) {
        self.text = text
    }

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append((range, Array(replacement.utf8)))
    }

    mutating func remove(_ range: Range<Int>) {
        edits.append((range, []))
    }

    /// Removes an element's markup, `range`, with its line when nothing else stands on it.
    mutating func removeLine(of range: Range<Int>) {
        var start = range.lowerBound
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        var end = range.upperBound
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        let ownLine = (start == 0 || text[start - 1] == 0x0A) && (end == text.count || text[end] == 0x0A || text[end] == 0x0D)
        guard ownLine else { return remove(range) }
        if end < text.count, text[end] == 0x0D { end += 1 }
        if end < text.count, text[end] == 0x0A { end += 1 }
        remove(start..<end)
    }

    /// The text with every edit made.
    func applied() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var position = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $1.range.count) < ($1.range.lowerBound, $0.range.count) }) {
            guard edit.range.lowerBound >= position else { continue }
            result += text[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        return result + text[position...]
    }
}

/// The parts of a start tag and of an element's content as they stand in the text.
enum MarkupScan {
    /// An attribute of a start tag: the range of its name and of its value (inside the quotes),
    /// and the whole of it with the whitespace before it.
    struct Attribute {
        var name: String
        var value: Range<Int>
        var whole: Range<Int>
    }

    /// The attributes of the start tag of `element`, as written.
    static func attributes(of element: XMLElement, in text: [UInt8]) -> [Attribute] {
        var attributes: [Attribute] = []
        var i = element.offset + 1
        let end = element.startTagEnd
        while i < end, !isSpace(text[i]), text[i] != 0x3E, text[i] != 0x2F { i += 1 }
        while i < end {
            let start = i
            while i < end, isSpace(text[i]) { i += 1 }
            let nameStart = i
            while i < end, !isSpace(text[i]), text[i] != 0x3D, text[i] != 0x3E, text[i] != 0x2F { i += 1 }
            guard i > nameStart else { break }
            let name = String(decoding: text[nameStart..<i], as: UTF8.self)
            while i < end, text[i] != 0x22, text[i] != 0x27 { i += 1 }
            guard i < end else { break }
            let quote = text[i]
            let valueStart = i + 1
            i = valueStart
            while i < end, text[i] != quote { i += 1 }
            attributes.append(Attribute(name: name, value: valueStart..<i, whole: start..<(i + 1)))
            i += 1
        }
        return attributes
    }

    /// The runs of character data between `element`'s tags, each with its range, in order
    /// (markup inside it skipped; quoted attribute values may hold `>`).
    static func characterData(of element: XMLElement, in text: [UInt8]) -> [(range: Range<Int>, text: String)] {
        var runs: [(Range<Int>, String)] = []
        var i = element.startTagEnd
        let end = element.endOffset
        var start = i
        while i < end {
            guard text[i] == 0x3C else { i += 1; continue }
            if i > start { runs.append((start..<i, String(decoding: text[start..<i], as: UTF8.self))) }
            var quote: UInt8?
            while i < end {
                let byte = text[i]
                i += 1
                if let open = quote { if byte == open { quote = nil } } else if byte == 0x22 || byte == 0x27 { quote = byte } else if byte == 0x3E { break }
            }
            start = i
        }
        return runs
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
