/// What an RGBA image's pixels need: colour or gray, alpha or opaque, and its colours when few.
struct ColourAnalysis {
    var isGray = true
    var isOpaque = true
    /// Distinct RGBA colours in first-seen order, or nil beyond 256.
    var colours: [UInt32]? = []

    init(_ image: RasterImage) {
        var seen: [UInt32: UInt8] = [:]
        image.pixels.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let (r, g, b, a) = (p[i], p[i + 1], p[i + 2], p[i + 3])
                if a != 255 { isOpaque = false }
                if r != g || g != b { isGray = false }
                if colours != nil {
                    let key = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
                    if seen[key] == nil {
                        if seen.count == 256 {
                            colours = nil
                        } else {
                            seen[key] = UInt8(seen.count)
                            colours!.append(key)
                        }
                    }
                }
            }
        }
    }

    /// Gray, gray+alpha, RGB or RGBA rows, whichever holds the pixels exactly.
    func directRows(_ image: RasterImage) -> PNGRows {
        let channels = isGray ? (isOpaque ? 1 : 2) : (isOpaque ? 3 : 4)
        let type: PNGRows.ColorType = isGray ? (isOpaque ? .gray : .grayAlpha) : (isOpaque ? .rgb : .rgba)
        if channels == 4 {
            return PNGRows(width: image.width, height: image.height, colorType: .rgba, bitDepth: 8,
                           stride: image.width * 4, bytes: image.pixels)
        }
        let count = image.width * image.height
        var bytes = [UInt8](repeating: 0, count: count * channels)
        image.pixels.withUnsafeBufferPointer { p in
            bytes.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    switch channels {
                    case 1: out[i] = p[4 * i]
                    case 2: out[2 * i] = p[4 * i]; out[2 * i + 1] = p[4 * i + 3]
                    default: out[3 * i] = p[4 * i]; out[3 * i + 1] = p[4 * i + 1]; out[3 * i + 2] = p[4 * i + 2]
                    }
                }
            }
        }
        return PNGRows(width: image.width, height: image.height, colorType: type, bitDepth: 8,
                       stride: image.width * channels, bytes: bytes)
    }

    /// Indexed rows at the least bit depth, colours sorted (opaque last, so the transparency
    /// table can stop early); nil beyond 256 colours.
    func paletteRows(_ image: RasterImage) -> PNGRows? {
        guard var colours, !colours.isEmpty else { return nil }
        colours.sort { ($0 & 0xFF, $0) < ($1 & 0xFF, $1) }
        var index: [UInt32: UInt8] = [:]
        for (i, colour) in colours.enumerated() { index[colour] = UInt8(i) }
        let depth = colours.count <= 2 ? 1 : colours.count <= 4 ? 2 : colours.count <= 16 ? 4 : 8
        let perByte = 8 / depth
        let stride = (image.width * depth + 7) / 8
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let i = 4 * (y * image.width + x)
                    let key = UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
                    let value = index[key]!
                    bytes[y * stride + x / perByte] |= value << UInt8(8 - depth * (x % perByte + 1))
                }
            }
        }
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        for colour in colours {
            palette += [UInt8(colour >> 24), UInt8(truncatingIfNeeded: colour >> 16), UInt8(truncatingIfNeeded: colour >> 8)]
            transparency.append(UInt8(truncatingIfNeeded: colour))
        }
        while transparency.last == 255 { transparency.removeLast() }
        return PNGRows(width: image.width, height: image.height, colorType: .palette, bitDepth: depth,
                       stride: stride, bytes: bytes, palette: palette, transparency: transparency)
    }
}
