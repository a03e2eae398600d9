/// What a PNG file's first chunk says: its size, read without decoding the image.
package enum PNGHeader {
    /// The width and height in the IHDR chunk; nil when `png` does not start like a PNG.
    package static func size(of png: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, png.starts(with: signature), Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }
}
