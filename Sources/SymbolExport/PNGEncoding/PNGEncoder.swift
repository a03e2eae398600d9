/// Turns a `RasterImage` into PNG bytes, in the smallest lossless form its pixels allow
/// among the choices measured to matter. Holds reusable libpng/libdeflate buffers, so keep
/// one per thread. Deterministic: the same pixels always give the same bytes.
///
/// Choices, from measurements on 1,000 real 24-unit icons at 24 pt × 3 scales
/// (`Scripts/bench.sh`; figures in the README):
/// - Template (alpha-only) images are gray+alpha with gray 0. An indexed black palette with
///   an alpha table never came out smaller: anti-aliased icons use 36–90 alpha levels, and
///   PLTE+tRNS (4 bytes a level) costs more than the halved rows save.
/// - Every row uses filter None: Sub, Up, Paeth and per-row adaptive choice all compressed
///   these masks worse (by 5–40 %).
/// - libdeflate rather than zlib, which at level 9 is both 5.8 % larger than libdeflate
///   near-optimal output and slower than the whole reference export. Level 7 is the
///   standard (the export takes 0.71× the reference's time); level 12 (`maximum`) matches
///   `oxipng -o 2` in bytes at 5.7× the export time.
public final class PNGEncoder {
    /// How hard to compress.
    public enum Compression: String, Sendable, CaseIterable {
        /// libdeflate level 7: fast, within about 9 % of `oxipng -o 2`.
        case standard
        /// libdeflate level 12: as small as `oxipng -o 2`; the export takes about 5.7× as long.
        case maximum

        var level: Int32 { self == .standard ? 7 : 12 }
    }

    private let writer = LibPNGWriter()
    private var scratch: [UInt8] = []

    public init() {}

    public func encode(_ image: RasterImage, compression: Compression = .standard) throws(RenderError) -> [UInt8] {
        switch image.layout {
        case .alpha:
            return try writer.write(grayAlpha(image), settings: DeflateSettings(level: compression.level))
        case .rgba:
            return try encodeColour(image, compression: compression)
        }
    }

    /// Template pixels as gray+alpha rows, gray 0 (black).
    private func grayAlpha(_ image: RasterImage) -> PNGRows {
        let count = image.width * image.height
        if scratch.count != 2 * count { scratch = [UInt8](repeating: 0, count: 2 * count) }
        image.pixels.withUnsafeBufferPointer { alpha in
            scratch.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    out[2 * i] = 0
                    out[2 * i + 1] = alpha[i]
                }
            }
        }
        return PNGRows(width: image.width, height: image.height, colorType: .grayAlpha, bitDepth: 8,
                       stride: image.width * 2, bytes: scratch)
    }

    /// Original-mode pixels reduced to the smallest colour type that holds them exactly:
    /// gray, gray+alpha, RGB or RGBA, and an indexed palette (with a transparency table and
    /// the least bit depth) when there are at most 256 colours and it comes out smaller.
    private func encodeColour(_ image: RasterImage, compression: Compression) throws(RenderError) -> [UInt8] {
        let analysis = ColourAnalysis(image)
        let direct = analysis.directRows(image)
        let settings = DeflateSettings(level: compression.level, filtering: .adaptive)
        var best = try writer.write(direct, settings: settings)
        if let indexed = analysis.paletteRows(image) {
            let candidate = try writer.write(indexed, settings: DeflateSettings(level: compression.level))
            if candidate.count < best.count { best = candidate }
        }
        return best
    }
}

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
