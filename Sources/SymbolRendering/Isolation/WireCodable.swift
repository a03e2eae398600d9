import SymbolReading

/// A value that crosses the worker pipes (`RenderWire`): its codec, encode and decode side by
/// side, so that the two cannot drift apart. Decoding throws for anything it did not encode.
protocol WireCodable {
    func encode(to writer: inout RenderWire.Writer)
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed)
    /// About how many bytes it takes, so that a message is allocated once.
    var wireSizeHint: Int { get }
}

extension WireCodable {
    var wireSizeHint: Int { 64 }
}

/// An enum sent as its raw value (a tag byte, a name); one this side does not know is malformed.
protocol WireRawCodable: WireCodable, RawRepresentable where RawValue: WireCodable {}

extension WireRawCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.write(rawValue) }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        guard let value = Self(rawValue: try reader.read(RawValue.self)) else { throw RenderWire.Malformed() }
        self = value
    }
}

// MARK: Numbers, truth values, bytes and text

extension UInt8: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.byte(self) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self = try reader.byte() }
}

extension Bool: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.byte(self ? 1 : 0) }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.byte() {
        case 0: self = false
        case 1: self = true
        default: throw RenderWire.Malformed()
        }
    }
}

extension Int: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.u64(UInt64(bitPattern: Int64(self))) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self = Int(Int64(bitPattern: try reader.u64())) }
}

/// A signal number: sent as an `Int`; one out of range is malformed.
extension Int32: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.write(Int(self)) }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        guard let value = Int32(exactly: try reader.read(Int.self)) else { throw RenderWire.Malformed() }
        self = value
    }
}

/// Its 64 bits: the value exactly, whatever it is.
extension Double: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.u64(bitPattern) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self = Double(bitPattern: try reader.u64()) }
}

/// A byte string: a count, then the bytes.
extension [UInt8]: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.data(self) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self = try reader.data() }
    var wireSizeHint: Int { 8 + count }
}

/// Its UTF-8 bytes; bytes that are not UTF-8 are malformed.
extension String: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.text(self) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self = try reader.text() }
}

/// Whether there is one (a Bool), then the value.
extension Optional: WireCodable where Wrapped: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(self != nil)
        if let self { writer.write(self) }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self = try reader.read(Bool.self) ? try reader.read(Wrapped.self) : nil
    }
}

// MARK: Geometry and options

/// Its four edges, so that it arrives exactly as it left.
extension Rect: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(minX)
        writer.write(minY)
        writer.write(maxX)
        writer.write(maxY)
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self.init(minX: try reader.read(), minY: try reader.read(), maxX: try reader.read(), maxY: try reader.read())
    }
}

extension PointSize: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(width)
        writer.write(height)
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self.init(width: try reader.read(), height: try reader.read())
    }
}

extension RenderFrame: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(width)
        writer.write(height)
        writer.write(viewport)
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self.init(width: try reader.read(), height: try reader.read(), viewport: try reader.read())
    }
}

extension RasterImage.Layout: WireRawCodable {}

extension PNGEncoder.Compression: WireRawCodable {}
