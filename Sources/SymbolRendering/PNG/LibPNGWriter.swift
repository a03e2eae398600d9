import CPNG
import CPNGCodec

/// Owns a `cpng_encoder` (output and scratch buffers, libdeflate compressors) reused
/// across images; freed in `deinit`. One per thread: encoders are not shared.
final class LibPNGWriter {
    private let encoder: OpaquePointer

    /// `libpng 1.6.39`, as the loaded libpng reports it (not `PNG_LIBPNG_VER`, the headers').
    static let libpngVersion: String = {
        let version = png_access_version_number()
        return "libpng \(version / 10000).\(version / 100 % 100).\(version % 100)"
    }()

    /// The versions of libpng, which frames every PNG, and libdeflate, which compresses it.
    /// (libdeflate has no run-time query: its version is the headers' it was built with.)
    static let libraryVersion = "\(libpngVersion); libdeflate \(String(cString: cpng_deflate_version()))"

    init() {
        encoder = cpng_encoder_new()
    }

    deinit {
        cpng_encoder_free(encoder)
    }

    /// Encodes `rows` and returns the PNG bytes (no ancillary chunks: no time, no text).
    func write(_ rows: PNGRows, settings: DeflateSettings) throws(PNGError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafePointer<UInt8>?
        var length = 0
        let status = rows.bytes.withUnsafeBufferPointer { pixels in
            rows.palette.withUnsafeBufferPointer { palette in
                rows.transparency.withUnsafeBufferPointer { transparency in
                    var image = cpng_image(
                        rows: pixels.baseAddress, width: UInt32(rows.width), height: UInt32(rows.height),
                        stride: rows.stride, color_type: rows.colorType.rawValue, bit_depth: Int32(rows.bitDepth),
                        palette: palette.baseAddress, palette_count: Int32(palette.count / 3),
                        trns: transparency.baseAddress, trns_count: Int32(transparency.count),
                        alpha_only: rows.alphaOnly ? 1 : 0)
                    var options = cpng_settings(level: settings.level, adaptive: settings.filtering.rawValue)
                    return message.withUnsafeMutableBufferPointer { text in
                        cpng_encode(encoder, &image, &options, &output, &length, text.baseAddress, text.count)
                    }
                }
            }
        }
        guard status == 0, let output else {
            throw PNGError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
