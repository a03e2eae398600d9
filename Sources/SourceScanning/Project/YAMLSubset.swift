import SymbolBase

/// The part of YAML that XcodeGen's `project.yml` files are written in: block mappings and
/// sequences by indentation, one-line flow sequences and mappings (`[iOS, macOS]`,
/// `{iOS: "15.0"}`), plain and quoted scalars, `#` comments. Anchors, aliases, tags and
/// multi-line scalars are read as plain text. At most 64 levels deep and 100,000 lines.
indirect enum YAMLValue: Sendable {
    case scalar(String, offset: Int)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    var offset: Int? {
        if case .scalar(_, let offset) = self { return offset }
        return nil
    }

    /// A sequence's items; a scalar as the one item.
    var items: [YAMLValue] {
        switch self {
        case .sequence(let items): items
        case .scalar: [self]
        case .mapping: []
        }
    }

    var pairs: [(key: String, value: YAMLValue)] {
        if case .mapping(let pairs) = self { return pairs }
        return []
    }

    /// The document in `bytes`; nil when it is not a mapping at its top.
    static func parse(_ bytes: [UInt8]) -> YAMLValue? {
        var parser = YAMLParser(bytes)
        let value = parser.block(indent: 0, depth: 0)
        if case .mapping = value { return value }
        return nil
    }
}

private struct YAMLParser {
    struct Line {
        var indent: Int
        /// Offsets of its content, comments and trailing spaces left out.
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    var lines: [Line] = []
    var next = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = 0
        while start < bytes.count, lines.count < 100_000 {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var indent = start
            while indent < end, bytes[indent] == 0x20 { indent += 1 }
            let content = Self.contentEnd(bytes, indent, end)
            if content > indent, bytes[indent] != UInt8(ascii: "#"), !(bytes[indent] == UInt8(ascii: "-") && content - indent >= 3
                && bytes[indent + 1] == UInt8(ascii: "-") && bytes[indent + 2] == UInt8(ascii: "-")) {
                lines.append(Line(indent: indent - start, start: indent, end: content))
            }
            start = end + 1
        }
    }

    /// The end of a line's content: before a `#` comment outside quotes, and its trailing spaces.
    private static func contentEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        var quote: UInt8?
        var index = start
        var stop = end
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), index == start || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 {
                stop = index
                break
            }
            index += 1
        }
        while stop > start, bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09 || bytes[stop - 1] == 0x0D { stop -= 1 }
        return stop
    }

    /// The block whose lines are indented `indent` or more.
    mutating func block(indent: Int, depth: Int) -> YAMLValue {
        guard next < lines.count, lines[next].indent >= indent, depth < 64 else { return .scalar("", offset: next < lines.count ? lines[next].start : 0) }
        let level = lines[next].indent
        return isItem(lines[next]) ? sequence(indent: level, depth: depth) : mapping(indent: level, depth: depth)
    }

    private func isItem(_ line: Line) -> Bool {
        bytes[line.start] == UInt8(ascii: "-") && (line.end == line.start + 1 || bytes[line.start + 1] == 0x20)
    }

    private mutating func sequence(indent: Int, depth: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while next < lines.count, lines[next].indent == indent, isItem(lines[next]) {
            let line = lines[next]
            next += 1
            var start = line.start + 1
            while start < line.end, bytes[start] == 0x20 { start += 1 }
            if start == line.end {
                items.append(block(indent: indent + 1, depth: depth + 1))
            } else if let colon = keyColon(start, line.end) {
                // `- key: value` starts a mapping whose other keys are indented like `key`.
                let inner = indent + (start - line.start)
                var pairs = [(key: unquoted(start, colon), value: value(after: colon + 1, line.end, indent: inner, depth: depth + 1))]
                if next < lines.count, lines[next].indent == inner, !isItem(lines[next]), case .mapping(let more) = mapping(indent: inner, depth: depth + 1) {
                    pairs += more
                }
                items.append(.mapping(pairs))
            } else {
                items.append(flow(start, line.end, depth: depth + 1))
            }
        }
        return .sequence(items)
    }

    private mutating func mapping(indent: Int, depth: Int) -> YAMLValue {
        var pairs: [(key: String, value: YAMLValue)] = []
        while next < lines.count, lines[next].indent >= indent, !(lines[next].indent == indent && isItem(lines[next])) {
            let line = lines[next]
            next += 1
            // A line indented deeper that no key owns (a scalar's continuation) is skipped.
            guard line.indent == indent, let colon = keyColon(line.start, line.end) else { continue }
            pairs.append((unquoted(line.start, colon), value(after: colon + 1, line.end, indent: indent, depth: depth + 1)))
        }
        return .mapping(pairs)
    }

    /// A key's value: on its line, or the block below it (a sequence may stand at the key's indent).
    private mutating func value(after start: Int, _ end: Int, indent: Int, depth: Int) -> YAMLValue {
        var start = start
        while start < end, bytes[start] == 0x20 { start += 1 }
        if start < end, bytes[start] != UInt8(ascii: "|"), bytes[start] != UInt8(ascii: ">") { return flow(start, end, depth: depth) }
        guard next < lines.count else { return .scalar("", offset: start) }
        if lines[next].indent > indent || (lines[next].indent == indent && isItem(lines[next])) { return block(indent: lines[next].indent, depth: depth) }
        return .scalar("", offset: start)
    }

    /// The `:` that ends a key at `start` (followed by a space or the end), outside quotes.
    private func keyColon(_ start: Int, _ end: Int) -> Int? {
        var quote: UInt8?
        var index = start
        if index < end, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") { return nil }
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == 0x20 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A scalar, or a one-line flow sequence or mapping.
    private func flow(_ start: Int, _ end: Int, depth: Int) -> YAMLValue {
        var index = start
        return flowValue(&index, end, depth: depth)
    }

    private func flowValue(_ index: inout Int, _ end: Int, depth: Int) -> YAMLValue {
        while index < end, bytes[index] == 0x20 { index += 1 }
        guard index < end, depth < 64 else { return .scalar("", offset: index) }
        let open = bytes[index]
        guard open == UInt8(ascii: "[") || open == UInt8(ascii: "{") else {
            let start = index
            var quote: UInt8?
            while index < end {
                let byte = bytes[index]
                if let q = quote {
                    if byte == q { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if depth > 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    break
                } else if depth > 0, byte == UInt8(ascii: ":"), index + 1 < end, bytes[index + 1] == 0x20 {
                    break
                }
                index += 1
            }
            return .scalar(unquoted(start, index), offset: start)
        }
        index += 1
        let close = open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var items: [YAMLValue] = []
        var pairs: [(key: String, value: YAMLValue)] = []
        while index < end {
            while index < end, bytes[index] == 0x20 || bytes[index] == UInt8(ascii: ",") { index += 1 }
            if index >= end || bytes[index] == close { index += 1; break }
            let before = index
            let item = flowValue(&index, end, depth: depth + 1)
            if open == UInt8(ascii: "{"), index < end, bytes[index] == UInt8(ascii: ":") {
                index += 1
                pairs.append((item.string ?? "", flowValue(&index, end, depth: depth + 1)))
            } else {
                items.append(item)
            }
            if index == before { index += 1 }
        }
        return open == UInt8(ascii: "[") ? .sequence(items) : .mapping(pairs)
    }

    /// The text of `bytes[start..<end]`, without the quotes around it.
    private func unquoted(_ start: Int, _ end: Int) -> String {
        var (start, end) = (start, end)
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        if end - start >= 2, bytes[start] == bytes[end - 1], bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
            (start, end) = (start + 1, end - 1)
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
