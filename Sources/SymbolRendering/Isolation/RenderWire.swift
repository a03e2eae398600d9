import SymbolBase
import SymbolReading

/// How render jobs and their results cross the pipes between the exporter and a worker
/// process: each message is a little-endian UInt32 length, then a tag byte and its fields
/// (byte strings as a length and the bytes; numbers as their 64 bits).
enum RenderWire {
    /// A message's length limit: far above any symbol's PNGs (a 4,096 px side, RGBA).
    static let maximumMessage = 1 << 30

    struct Writer {
        var bytes: [UInt8] = [0, 0, 0, 0]

        mutating func byte(_ value: UInt8) { bytes.append(value) }
        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
        mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }
        mutating func double(_ value: Double) { u64(value.bitPattern) }
        mutating func u64(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        mutating func data(_ value: [UInt8]) {
            int(value.count)
            bytes += value
        }
        mutating func string(_ value: String) { data(Array(value.utf8)) }
        mutating func rect(_ value: Rect) {
            for number in [value.minX, value.minY, value.width, value.height] { double(number) }
        }
        mutating func frame(_ value: RenderFrame) {
            int(value.width)
            int(value.height)
            rect(value.viewport)
        }

        /// The message, its length in front.
        mutating func finished() -> [UInt8] {
            let length = UInt32(bytes.count - 4)
            for index in 0..<4 { bytes[index] = UInt8(truncatingIfNeeded: length >> UInt32(index * 8)) }
            return bytes
        }
    }

    /// Reads a message's body; every read checks what is left, so a short or garbled message
    /// is an error, never a crash.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        struct Malformed: Error {}

        mutating func byte() throws(Malformed) -> UInt8 {
            guard offset < bytes.count else { throw Malformed() }
            defer { offset += 1 }
            return bytes[offset]
        }
        mutating func bool() throws(Malformed) -> Bool { try byte() != 0 }
        mutating func u64() throws(Malformed) -> UInt64 {
            guard offset + 8 <= bytes.count else { throw Malformed() }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
            offset += 8
            return value
        }
        mutating func int() throws(Malformed) -> Int { Int(Int64(bitPattern: try u64())) }
        mutating func double() throws(Malformed) -> Double { Double(bitPattern: try u64()) }
        mutating func data() throws(Malformed) -> [UInt8] {
            let count = try int()
            guard count >= 0, offset + count <= bytes.count else { throw Malformed() }
            defer { offset += count }
            return Array(bytes[offset..<(offset + count)])
        }
        mutating func string() throws(Malformed) -> String { String(decoding: try data(), as: UTF8.self) }
        mutating func rect() throws(Malformed) -> Rect {
            Rect(x: try double(), y: try double(), width: try double(), height: try double())
        }
        mutating func frame() throws(Malformed) -> RenderFrame {
            RenderFrame(width: try int(), height: try int(), viewport: try rect())
        }
    }

    // MARK: Jobs

    static func encode(_ job: RenderJob) -> [UInt8] {
        var writer = Writer()
        switch job {
        case .draw(let documents, let layout, let serialized, let compression):
            writer.byte(0)
            writer.bool(layout == .rgba)
            writer.bool(serialized)
            writer.bool(compression == .maximum)
            writer.int(documents.count)
            for document in documents {
                writer.data(document.svg)
                writer.int(document.frames.count)
                for frame in document.frames { writer.frame(frame) }
                writer.bool(document.naturalSize != nil)
                if let size = document.naturalSize {
                    writer.double(size.width)
                    writer.double(size.height)
                }
            }
        case .pdf(let svg, let width, let height, let viewport, let serialized):
            writer.byte(1)
            writer.data(svg)
            writer.double(width)
            writer.double(height)
            writer.rect(viewport)
            writer.bool(serialized)
        case .differ(let first, let second, let frame):
            writer.byte(2)
            writer.data(first)
            writer.data(second)
            writer.frame(frame)
        case .measure(let svg, let serialized):
            writer.byte(3)
            writer.data(svg)
            writer.bool(serialized)
        }
        return writer.finished()
    }

    static func decodeJob(_ body: [UInt8]) throws(Reader.Malformed) -> RenderJob {
        var reader = Reader(bytes: body)
        switch try reader.byte() {
        case 0:
            let layout: RasterImage.Layout = try reader.bool() ? .rgba : .alpha
            let serialized = try reader.bool()
            let compression: PNGEncoder.Compression = try reader.bool() ? .maximum : .standard
            let count = try reader.int()
            guard (0...64).contains(count) else { throw Reader.Malformed() }
            var documents: [RenderDocument] = []
            for _ in 0..<count {
                let svg = try reader.data()
                let frames = try reader.int()
                guard (0...16).contains(frames) else { throw Reader.Malformed() }
                let drawnFrames = try (0..<frames).map { _ throws(Reader.Malformed) in try reader.frame() }
                let naturalSize = try reader.bool() ? PointSize(width: try reader.double(), height: try reader.double()) : nil
                documents.append(RenderDocument(svg: svg, frames: drawnFrames, naturalSize: naturalSize))
            }
            return .draw(documents: documents, layout: layout, serialized: serialized, compression: compression)
        case 1:
            return .pdf(svg: try reader.data(), width: try reader.double(), height: try reader.double(), viewport: try reader.rect(),
                        serialized: try reader.bool())
        case 2:
            return .differ(first: try reader.data(), second: try reader.data(), frame: try reader.frame())
        case 3:
            return .measure(svg: try reader.data(), serialized: try reader.bool())
        default:
            throw Reader.Malformed()
        }
    }

    // MARK: Results

    static func encode(_ reply: Result<RenderResult, RenderError>) -> [UInt8] {
        var writer = Writer()
        switch reply {
        case .success(.drawn(let rasters)):
            writer.byte(0)
            writer.int(rasters.count)
            for raster in rasters {
                writer.int(raster.width)
                writer.int(raster.height)
                writer.bool(raster.isFullyTransparent)
                writer.data(raster.png)
            }
        case .success(.pdf(let bytes)):
            writer.byte(1)
            writer.data(bytes)
        case .success(.differ(let differ)):
            writer.byte(2)
            writer.bool(differ)
        case .success(.measured(let rect)):
            writer.byte(3)
            writer.bool(rect != nil)
            if let rect { writer.rect(rect) }
        case .failure(let error):
            writer.byte(4)
            switch error {
            case .raster(.invalidSVG(let message)): writer.byte(0); writer.string(message)
            case .raster(.renderFailed(let message)): writer.byte(1); writer.string(message)
            case .raster(.cairo(let message)): writer.byte(2); writer.string(message)
            case .raster(.tooLarge(let width, let height, let limit)): writer.byte(3); writer.int(width); writer.int(height); writer.int(limit)
            case .raster(.empty(let width, let height)): writer.byte(4); writer.int(width); writer.int(height)
            case .png(let error): writer.byte(5); writer.string(error.message)
            case .crashed(let signal): writer.byte(6); writer.int(Int(signal))
            case .timedOut(let seconds): writer.byte(7); writer.double(seconds)
            case .unavailable(let reason): writer.byte(8); writer.string(reason)
            }
        }
        return writer.finished()
    }

    static func decodeReply(_ body: [UInt8]) throws(Reader.Malformed) -> Result<RenderResult, RenderError> {
        var reader = Reader(bytes: body)
        switch try reader.byte() {
        case 0:
            let count = try reader.int()
            guard (0...1024).contains(count) else { throw Reader.Malformed() }
            var rasters: [EncodedRaster] = []
            for _ in 0..<count {
                let (width, height, transparent) = (try reader.int(), try reader.int(), try reader.bool())
                rasters.append(EncodedRaster(width: width, height: height, png: try reader.data(), isFullyTransparent: transparent))
            }
            return .success(.drawn(rasters))
        case 1: return .success(.pdf(try reader.data()))
        case 2: return .success(.differ(try reader.bool()))
        case 3: return .success(.measured(try reader.bool() ? try reader.rect() : nil))
        case 4:
            switch try reader.byte() {
            case 0: return .failure(.raster(.invalidSVG(try reader.string())))
            case 1: return .failure(.raster(.renderFailed(try reader.string())))
            case 2: return .failure(.raster(.cairo(try reader.string())))
            case 3: return .failure(.raster(.tooLarge(width: try reader.int(), height: try reader.int(), limit: try reader.int())))
            case 4: return .failure(.raster(.empty(width: try reader.int(), height: try reader.int())))
            case 5: return .failure(.png(PNGError(message: try reader.string())))
            case 6: return .failure(.crashed(signal: Int32(truncatingIfNeeded: try reader.int())))
            case 7: return .failure(.timedOut(seconds: try reader.double()))
            case 8: return .failure(.unavailable(try reader.string()))
            default: throw Reader.Malformed()
            }
        default:
            throw Reader.Malformed()
        }
    }
}
