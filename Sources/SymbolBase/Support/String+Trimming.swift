extension StringProtocol {
    /// Drops leading and trailing ASCII characters in `set` (bytes, so `\r\n` is two).
    package func trimming(_ set: Set<UInt8>) -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, set.contains(bytes[start]) { start += 1 }
        while end > start, set.contains(bytes[end - 1]) { end -= 1 }
        if start == 0, end == bytes.count { return String(self) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Drops leading and trailing spaces, tabs and line breaks.
    package var trimmed: String { trimming([0x20, 0x09, 0x0A, 0x0D, 0x0C]) }
}

extension Array where Element == String {
    /// `iOS, macOS and visionOS`: the items as a sentence lists them.
    package var formattedList: String {
        count <= 1 ? joined() : dropLast().joined(separator: ", ") + " and " + last!
    }
}
