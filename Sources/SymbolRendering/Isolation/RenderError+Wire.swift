/// An error: its tag, then the case's fields; every case crosses as itself.
extension RenderError: WireCodable {
    /// Which error a reply holds.
    enum Tag: UInt8, WireRawCodable {
        case raster = 0
        case png = 1
        case crashed = 2
        case timedOut = 3
        case unavailable = 4
        case interrupted = 5
    }

    func encode(to writer: inout RenderWire.Writer) {
        switch self {
        case .raster(let error):
            writer.write(Tag.raster)
            writer.write(error)
        case .png(let error):
            writer.write(Tag.png)
            writer.write(error)
        case .crashed(let signal):
            writer.write(Tag.crashed)
            writer.write(signal)
        case .timedOut(let seconds):
            writer.write(Tag.timedOut)
            writer.write(seconds)
        case .unavailable(let reason):
            writer.write(Tag.unavailable)
            writer.write(reason)
        case .interrupted:
            writer.write(Tag.interrupted)
        }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.read(Tag.self) {
        case .raster: self = .raster(try reader.read())
        case .png: self = .png(try reader.read())
        case .crashed: self = .crashed(signal: try reader.read())
        case .timedOut: self = .timedOut(seconds: try reader.read())
        case .unavailable: self = .unavailable(try reader.read())
        case .interrupted: self = .interrupted
        }
    }
}

extension RasterError: WireCodable {
    /// Which librsvg or cairo failure it is.
    enum Tag: UInt8, WireRawCodable {
        case invalidSVG = 0
        case renderFailed = 1
        case cairo = 2
        case tooLarge = 3
        case empty = 4
    }

    func encode(to writer: inout RenderWire.Writer) {
        switch self {
        case .invalidSVG(let message):
            writer.write(Tag.invalidSVG)
            writer.write(message)
        case .renderFailed(let message):
            writer.write(Tag.renderFailed)
            writer.write(message)
        case .cairo(let message):
            writer.write(Tag.cairo)
            writer.write(message)
        case .tooLarge(let width, let height, let limit):
            writer.write(Tag.tooLarge)
            writer.write(width)
            writer.write(height)
            writer.write(limit)
        case .empty(let width, let height):
            writer.write(Tag.empty)
            writer.write(width)
            writer.write(height)
        }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.read(Tag.self) {
        case .invalidSVG: self = .invalidSVG(try reader.read())
        case .renderFailed: self = .renderFailed(try reader.read())
        case .cairo: self = .cairo(try reader.read())
        case .tooLarge: self = .tooLarge(width: try reader.read(), height: try reader.read(), limit: try reader.read())
        case .empty: self = .empty(width: try reader.read(), height: try reader.read())
        }
    }
}

extension PNGError: WireCodable {
    func encode(to writer: inout RenderWire.Writer) { writer.write(message) }
    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) { self.init(message: try reader.read()) }
}
