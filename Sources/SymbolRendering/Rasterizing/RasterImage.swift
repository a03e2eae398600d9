/// Pixels ready for encoding, rows packed top to bottom.
package struct RasterImage: Equatable, Sendable {
    package enum Layout: String, Sendable {
        /// One byte per pixel: coverage of a black drawing (template images).
        case alpha
        /// Four bytes per pixel, straight (not premultiplied) RGBA.
        case rgba
    }

    package let width: Int
    package let height: Int
    package let layout: Layout
    package var pixels: [UInt8]

    package init(width: Int, height: Int, layout: Layout, pixels: [UInt8]) {
        precondition(pixels.count == width * height * (layout == .alpha ? 1 : 4))
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
    }

    /// The pixel at (x, y) as straight RGBA; alpha images read as black.
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        switch layout {
        case .alpha:
            return (0, 0, 0, pixels[y * width + x])
        case .rgba:
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
    }

    /// Whether no pixel has any coverage.
    package var isFullyTransparent: Bool {
        switch layout {
        case .alpha: return !pixels.contains { $0 != 0 }
        case .rgba: return !stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 0 }
        }
    }

    /// Converts cairo's premultiplied, native-endian ARGB32 rows.
    init(argb32 base: UnsafeRawPointer, stride: Int, width: Int, height: Int, layout: Layout) {
        self.width = width
        self.height = height
        self.layout = layout
        switch layout {
        case .alpha:
            pixels = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
                guard let start = out.baseAddress else { return }
                for y in 0..<height {
                    // cairo's rows are 4-byte aligned (its stride is a multiple of 4), so
                    // aligned loads, which the compiler vectorizes.
                    let row = base + y * stride
                    let line = start + y * width
                    for x in 0..<width {
                        // The native-endian UInt32 is 0xAARRGGBB on any host.
                        line[x] = UInt8(truncatingIfNeeded: row.load(fromByteOffset: x &* 4, as: UInt32.self) &>> 24)
                    }
                }
                count = width * height
            }
        case .rgba:
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
                Unpremultiply.table.withUnsafeBufferPointer { table in
                    for y in 0..<height {
                        let row = base + y * stride
                        for x in 0..<width {
                            let argb = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            let a = Int(argb >> 24)
                            let i = (y * width + x) * 4
                            let t = a << 8
                            out[i] = table[t | Int((argb >> 16) & 0xFF)]
                            out[i + 1] = table[t | Int((argb >> 8) & 0xFF)]
                            out[i + 2] = table[t | Int(argb & 0xFF)]
                            out[i + 3] = UInt8(a)
                        }
                    }
                }
                count = width * height * 4
            }
        }
    }
}

/// Premultiplied → straight colour with round-half-up, `min(255, (c·255 + a/2) / a)`,
/// looked up instead of divided: 64 KiB indexed by `alpha << 8 | channel`.
enum Unpremultiply {
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()
}
