import CDeflate
import SymbolBase

/// A gzip-compressed SVG (an `.svgz`, as Inkscape writes and librsvg reads), decompressed with
/// libdeflate: the one owner of a libdeflate decompressor in this target.
final class GzipDecompressor {
    private let handle: OpaquePointer

    init?() {
        guard let handle = libdeflate_alloc_decompressor() else { return nil }
        self.handle = handle
    }

    deinit {
        libdeflate_free_decompressor(handle)
    }

    /// Whether `bytes` start as gzip does.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x1F, 0x8B])
    }

    /// The bytes `bytes` hold, at most `limit` of them (a decompression bomb is refused before
    /// anything of its size is allocated: gzip records the size at its end).
    static func decompress(_ bytes: [UInt8], limit: Int = FileSystem.maximumInputSize) throws(SVGError) -> [UInt8] {
        guard bytes.count >= 18 else { throw .gzip("the file is cut short") }
        let size = bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        guard size <= limit else { throw .gzip("it would be over \(limit >> 20) MiB decompressed") }
        guard let decompressor = GzipDecompressor() else { throw .gzip("no memory") }
        var output = [UInt8](repeating: 0, count: size)
        var written = 0
        let status = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_gzip_decompress(decompressor.handle, input.baseAddress, input.count, out.baseAddress, out.count, &written)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, written == size else { throw .gzip("its compressed data is damaged") }
        return output
    }
}
