import CPNG
import CPNGCodec

/// Owns a `cpng_encoder` (output and scratch buffers, libdeflate compressors) reused
/// across images; freed in `deinit`. One per thread: encoders are not shared.
final class LibPNGWriter {
    private let encoder: OpaquePointer

    init() {
        encoder = cpng_encoder_new()
    }

    deinit {
        cpng_encoder_free(encoder)
    }

    /// Encodes `rows` and returns the PNG bytes (no ancillary chunks: no time, no text).
    func write(_ rows: PNGRows, settings: DeflateSettings) throws(RenderError) -> [UInt8] {
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
                        trns: transparency.baseAddress, trns_count: Int32(transparency.count))
                    var options = cpng_settings(level: settings.level, adaptive: settings.filtering.rawValue)
                    return message.withUnsafeMutableBufferPointer { text in
                        cpng_encode(encoder, &image, &options, &output, &length, text.baseAddress, text.count)
                    }
                }
            }
        }
        guard status == 0, let output else {
            throw .png(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}

/// Reads PNGs with libpng's simplified API, which reports errors in the struct (no longjmp).
public enum PNGDecoder {
    /// What the file's header says.
    public struct Header: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
        public var colorType: Int
        public var bitDepth: Int
    }

    /// Decodes any PNG to straight RGBA8.
    public static func decode(_ data: [UInt8]) throws(RenderError) -> RasterImage {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        let began = data.withUnsafeBufferPointer { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .png(message(of: &png)) }
        guard png.width <= UInt32(Rasterizer.maximumSide), png.height <= UInt32(Rasterizer.maximumSide) else {
            throw .tooLarge(width: Int(png.width), height: Int(png.height), limit: Rasterizer.maximumSide)
        }
        png.format = CPNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: Int(png.width) * Int(png.height) * 4)
        let finished = pixels.withUnsafeMutableBufferPointer {
            png_image_finish_read(&png, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw .png(message(of: &png)) }
        return RasterImage(width: Int(png.width), height: Int(png.height), layout: .rgba, pixels: pixels)
    }

    /// Reads the IHDR chunk only.
    public static func header(_ data: [UInt8]) throws(RenderError) -> Header {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 29, Array(data[0..<8]) == signature, Array(data[12..<16]) == Array("IHDR".utf8) else {
            throw .png("not a PNG file")
        }
        func u32(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return Header(width: u32(16), height: u32(20), colorType: Int(data[25]), bitDepth: Int(data[24]))
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
