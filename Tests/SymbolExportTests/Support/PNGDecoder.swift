import CPNG
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Reads the PNGs the tests wrote, with libpng's simplified API, which reports errors in the struct (no longjmp).
enum PNGDecoder {
    /// What the file's header says.
    struct Header: Equatable, Sendable {
        var width: Int
        var height: Int
        /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
        var colorType: Int
        var bitDepth: Int
    }

    /// Decodes any PNG to straight RGBA8.
    static func decode(_ data: [UInt8]) throws(PNGError) -> RasterImage {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        let began = data.withUnsafeBufferPointer { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard began != 0 else { throw PNGError(message: message(of: &png)) }
        guard png.width <= UInt32(RenderFrame.maximumSide), png.height <= UInt32(RenderFrame.maximumSide) else {
            throw PNGError(message: "\(png.width)×\(png.height) is over the \(RenderFrame.maximumSide) px limit")
        }
        png.format = CPNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: Int(png.width) * Int(png.height) * 4)
        let finished = pixels.withUnsafeMutableBufferPointer {
            png_image_finish_read(&png, nil, $0.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PNGError(message: message(of: &png)) }
        return RasterImage(width: Int(png.width), height: Int(png.height), layout: .rgba, pixels: pixels)
    }

    /// Reads the IHDR chunk only.
    static func header(_ data: [UInt8]) throws(PNGError) -> Header {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 29, Array(data[0..<8]) == signature, Array(data[12..<16]) == Array("IHDR".utf8) else {
            throw PNGError(message: "not a PNG file")
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
