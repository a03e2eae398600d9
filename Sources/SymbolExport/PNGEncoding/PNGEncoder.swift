/// Turns a `RasterImage` into PNG bytes. Holds a reusable libpng output buffer, so keep
/// one per thread. Deterministic: the same pixels always give the same bytes.
public final class PNGEncoder {
    private let writer = LibPNGWriter()

    public init() {}

    public func encode(_ image: RasterImage) throws(RenderError) -> [UInt8] {
        let rows: PNGRows
        switch image.layout {
        case .alpha:
            var bytes = [UInt8](repeating: 0, count: image.width * image.height * 2)
            for i in 0..<(image.width * image.height) { bytes[2 * i + 1] = image.pixels[i] }
            rows = PNGRows(width: image.width, height: image.height, colorType: .grayAlpha, bitDepth: 8,
                           stride: image.width * 2, bytes: bytes)
        case .rgba:
            rows = PNGRows(width: image.width, height: image.height, colorType: .rgba, bitDepth: 8,
                           stride: image.width * 4, bytes: image.pixels)
        }
        let settings = DeflateSettings(filters: DeflateSettings.filterAll, level: 9, strategy: DeflateSettings.strategyDefault)
        return try writer.write(rows, settings: settings)
    }
}
