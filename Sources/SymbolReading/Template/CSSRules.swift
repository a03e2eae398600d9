/// The rules of a `<style>` element's text, `selector { body }`, as byte ranges: the one scanner
/// of CSS, which the reader (`StyleSheet`) and the rewriter (`TemplateRewriter+Style`) share.
/// Comments (`/* … */`) are skipped wherever they stand, braces in them included.
enum CSSRules {
    struct Rule: Equatable {
        /// From the first character of the selector to its last (spaces around it left out).
        var selector: Range<Int>
        /// Between the braces.
        var body: Range<Int>
    }

    /// The complete rules of `text[range]`, in order; scanning stops at a rule or comment that
    /// does not end.
    static func scan(_ text: [UInt8], in range: Range<Int>) -> [Rule] {
        var rules: [Rule] = []
        var i = range.lowerBound
        let end = range.upperBound
        while true {
            // The selector starts at the first character that is neither a space nor in a comment.
            while i < end, isSpace(text[i]) || startsComment(text, i, end) {
                guard isSpace(text[i]) else {
                    guard let after = commentEnd(text, i, end) else { return rules }
                    i = after
                    continue
                }
                i += 1
            }
            guard i < end, let open = next(0x7B, in: text, from: i, to: end), let close = next(0x7D, in: text, from: open + 1, to: end) else {
                return rules
            }
            var selectorEnd = open
            while selectorEnd > i, isSpace(text[selectorEnd - 1]) { selectorEnd -= 1 }
            rules.append(Rule(selector: i..<selectorEnd, body: (open + 1)..<close))
            i = close + 1
        }
    }

    /// `text[range]` as a string without its comments.
    static func string(_ text: [UInt8], _ range: Range<Int>) -> String {
        var bytes: [UInt8] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if startsComment(text, i, range.upperBound) {
                guard let after = commentEnd(text, i, range.upperBound) else { break }
                i = after
            } else {
                bytes.append(text[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first `byte` from `start`, outside comments.
    private static func next(_ byte: UInt8, in text: [UInt8], from start: Int, to end: Int) -> Int? {
        var i = start
        while i < end {
            if text[i] == byte { return i }
            if startsComment(text, i, end) {
                guard let after = commentEnd(text, i, end) else { return nil }
                i = after
            } else {
                i += 1
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func startsComment(_ text: [UInt8], _ i: Int, _ end: Int) -> Bool {
        text[i] == 0x2F && i + 1 < end && text[i + 1] == 0x2A
    }

    /// Past the `*/` that ends the comment at `start`; nil when none does before `end`.
    private static func commentEnd(_ text: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var i = start + 2
        while i + 1 < end {
            if text[i] == 0x2A, text[i + 1] == 0x2F { return i + 2 }
            i += 1
        }
        return nil
    }
}
