/// Swift source, written line by line: the writer indents (four spaces a level), so no text
/// counts indentation by hand; blocks open and close themselves, and `separate()` asks for a
/// blank line between declarations, which the start of a block or of the file leaves out.
///
/// ```swift
/// let out = SwiftWriter()
/// out.doc("The image.")
/// out.block("var image: UIImage {") {
///     out.switchBlock("self") {
///         out.switchCase(".docOnDoc") { out.line("return vector") }
///     }
/// }
/// ```
package final class SwiftWriter {
    /// The text written so far: whole lines, each ending in a newline.
    package private(set) var text = ""
    private var depth = 0
    private var blankLinePending = false
    /// No line yet in the current block (or the file): a pending blank line is dropped.
    private var atBlockStart = true

    package init() {}

    /// One line at the current indentation; an empty one is an empty line (no spaces).
    package func line(_ line: String) {
        if blankLinePending && !atBlockStart { text += "\n" }
        (blankLinePending, atBlockStart) = (false, false)
        text += line.isEmpty ? "\n" : String(repeating: Self.indentation, count: depth) + line + "\n"
    }

    /// Each line of `lines` (a multi-line literal whose lines all start at the same column).
    package func lines(_ lines: String) {
        for line in lines.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// A line continuing the one before, aligned under the end of `anchor` as if that were
    /// written at the current indentation (`layout: …` under `return Self.bitmap(`).
    package func continuation(_ line: String, under anchor: String) {
        self.line(String(repeating: " ", count: anchor.count) + line)
    }

    /// `// ` before each line of `comment` (`//` alone for an empty one).
    package func comment(_ comment: String) {
        prefixed("//", comment)
    }

    /// A doc comment: `/// ` before each line of `doc` (`///` alone for an empty one).
    package func doc(_ doc: String) {
        prefixed("///", doc)
    }

    /// A blank line before the next line, unless that starts a block or the file (or one is
    /// already asked for).
    package func separate() {
        blankLinePending = true
    }

    /// The lines `body` writes, one level deeper.
    package func indented(_ body: () -> Void) {
        depth += 1
        atBlockStart = true
        body()
        depth -= 1
        blankLinePending = false
    }

    /// `opener`, the lines `body` writes one level deeper, then `closer`.
    package func block(_ opener: String, closer: String = "}", _ body: () -> Void) {
        line(opener)
        indented(body)
        line(closer)
    }

    /// `switch subject {`, the cases `body` writes (at the level of the `switch`, as Swift
    /// style has it), then `}`.
    package func switchBlock(_ subject: String, _ body: () -> Void) {
        line("switch \(subject) {")
        atBlockStart = true
        body()
        blankLinePending = false
        line("}")
    }

    /// `case patterns:` and the statements `body` writes, one level deeper.
    package func switchCase(_ patterns: String, _ body: () -> Void) {
        line("case \(patterns):")
        indented(body)
    }

    /// `default:` and the statements `body` writes, one level deeper.
    package func switchDefault(_ body: () -> Void) {
        line("default:")
        indented(body)
    }

    private static let indentation = "    "

    private func prefixed(_ marker: String, _ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(line.isEmpty ? marker : "\(marker) \(line)")
        }
    }
}
