/// A result: its tag, then the case's fields.
extension RenderResult: WireCodable {
    /// Which result a reply holds.
    enum Tag: UInt8, WireRawCodable {
        case drawn = 0
        case pdf = 1
        case differ = 2
        case measured = 3
    }

    /// At most this many bitmaps in one result.
    static let rasterLimit = 1024

    func encode(to writer: inout RenderWire.Writer) {
        switch self {
        case .drawn(let rasters):
            writer.write(Tag.drawn)
            writer.write(list: rasters)
        case .pdf(let bytes):
            writer.write(Tag.pdf)
            writer.write(bytes)
        case .differ(let differ):
            writer.write(Tag.differ)
            writer.write(differ)
        case .measured(let bounds):
            writer.write(Tag.measured)
            writer.write(bounds)
        }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.read(Tag.self) {
        case .drawn: self = .drawn(try reader.read(listOf: EncodedRaster.self, limit: Self.rasterLimit))
        case .pdf: self = .pdf(try reader.read())
        case .differ: self = .differ(try reader.read())
        case .measured: self = .measured(try reader.read())
        }
    }

    /// The PNGs' or the PDF's bytes, and room for the rest.
    var wireSizeHint: Int {
        switch self {
        case .drawn(let rasters): rasters.reduce(64) { $0 + $1.wireSizeHint }
        case .pdf(let bytes): 64 + bytes.count
        case .differ, .measured: 64
        }
    }
}

extension EncodedRaster: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(width)
        writer.write(height)
        writer.write(png)
        writer.write(isFullyTransparent)
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self.init(width: try reader.read(), height: try reader.read(), png: try reader.read(), isFullyTransparent: try reader.read())
    }

    var wireSizeHint: Int { 32 + png.count }
}

/// A reply: whether the job succeeded, then its result or its error.
extension Result: WireCodable where Success: WireCodable, Failure: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        switch self {
        case .success(let result):
            writer.write(ReplyTag.success)
            writer.write(result)
        case .failure(let error):
            writer.write(ReplyTag.failure)
            writer.write(error)
        }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.read(ReplyTag.self) {
        case .success: self = .success(try reader.read())
        case .failure: self = .failure(try reader.read())
        }
    }

    var wireSizeHint: Int {
        switch self {
        case .success(let result): 1 + result.wireSizeHint
        case .failure(let error): 1 + error.wireSizeHint
        }
    }
}

/// Which side of a `Result` a reply holds.
enum ReplyTag: UInt8, WireRawCodable {
    case success = 0
    case failure = 1
}
