/// Line and column (1-based, counted in Unicode scalars) of a byte offset in UTF-8 text,
/// for parse errors.
package enum TextPosition {
    package static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
