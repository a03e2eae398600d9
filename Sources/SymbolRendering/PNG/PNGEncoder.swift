/// Turns a `RasterImage` into PNG bytes, in the smallest lossless form its pixels allow
/// among the choices measured to matter. Holds reusable libpng/libdeflate buffers, so keep
/// one per thread. Deterministic: the same pixels always give the same bytes.
///
/// Choices, from measurements on 1,000 real 24-unit icons at 24 pt × 3 scales
/// (`Scripts/bench.sh`; figures in docs/performance.md):
/// - Template (alpha-only) images are gray+alpha with gray 0. An indexed black palette with
///   an alpha table never came out smaller: anti-aliased icons use 36–90 alpha levels, and
///   PLTE+tRNS (4 bytes a level) costs more than the halved rows save.
/// - Every row uses filter None: Sub, Up, Paeth and per-row adaptive choice all compressed
///   these masks worse (by 5–40 %).
/// - libdeflate rather than zlib, which at level 9 is both 5.8 % larger than libdeflate
///   near-optimal output and slower than the whole reference export. Level 6 is the
///   standard: bytes 0.80× `rsvg-convert`'s (level 7 made files 1.8 % smaller for 14 % more
///   export time; level 5 gave 0.82×, past the bound of what is worth committing). Level 12
///   (`maximum`) matches `oxipng -o 2` in bytes at about 7× the export time.
package final class PNGEncoder {
    /// How hard to compress.
    package enum Compression: String, Sendable, CaseIterable {
        /// libdeflate level 6: fast, within about 11 % of `oxipng -o 2`.
        case standard
        /// libdeflate level 12: as small as `oxipng -o 2`; the export takes about 7× as long.
        case maximum

        var level: Int32 { self == .standard ? 6 : 12 }
    }

    /// The libraries whose versions decide the PNG bytes.
    package static var libraryVersions: String { LibPNGWriter.libraryVersion }

    /// `libpng 1.6.39`: the libpng loaded at run time.
    package static var libpngVersion: String { LibPNGWriter.libpngVersion }

    private let writer = LibPNGWriter()

    package init() {}

    package func encode(_ image: RasterImage, compression: Compression = .standard) throws(PNGError) -> [UInt8] {
        switch image.layout {
        case .alpha:
            return try writer.write(grayAlpha(image), settings: DeflateSettings(level: compression.level))
        case .rgba:
            return try encodeColour(image, compression: compression)
        }
    }

    /// Template pixels as gray+alpha rows, gray 0 (black): the alpha bytes go to the codec as
    /// they are, which interleaves them while it lays out the rows.
    private func grayAlpha(_ image: RasterImage) -> PNGRows {
        PNGRows(width: image.width, height: image.height, colorType: .grayAlpha, bitDepth: 8,
                stride: image.width, bytes: image.pixels, alphaOnly: true)
    }

    /// Original-mode pixels reduced to the smallest colour type that holds them exactly:
    /// gray, gray+alpha, RGB or RGBA, and an indexed palette (with a transparency table and
    /// the least bit depth) when there are at most 256 colours and it comes out smaller.
    private func encodeColour(_ image: RasterImage, compression: Compression) throws(PNGError) -> [UInt8] {
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
