/// A job: its tag, then the case's fields in the order they are declared.
extension RenderJob: WireCodable {
    /// Which job a message holds.
    enum Tag: UInt8, WireRawCodable {
        case draw = 0
        case pdf = 1
        case differ = 2
        case measure = 3
    }

    /// At most this many documents in one job, and frames in one document (a symbol has 6
    /// documents of 1 frame, or 2 of 3).
    static let documentLimit = 64
    static let frameLimit = 16

    func encode(to writer: inout RenderWire.Writer) {
        switch self {
        case .draw(let documents, let layout, let serialized, let compression):
            writer.write(Tag.draw)
            writer.write(list: documents)
            writer.write(layout)
            writer.write(serialized)
            writer.write(compression)
        case .pdf(let svg, let width, let height, let viewport, let serialized):
            writer.write(Tag.pdf)
            writer.write(svg)
            writer.write(width)
            writer.write(height)
            writer.write(viewport)
            writer.write(serialized)
        case .differ(let first, let second, let frame):
            writer.write(Tag.differ)
            writer.write(first)
            writer.write(second)
            writer.write(frame)
        case .measure(let svg, let serialized):
            writer.write(Tag.measure)
            writer.write(svg)
            writer.write(serialized)
        }
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        switch try reader.read(Tag.self) {
        case .draw:
            self = .draw(documents: try reader.read(listOf: RenderDocument.self, limit: Self.documentLimit), layout: try reader.read(),
                         serialized: try reader.read(), compression: try reader.read())
        case .pdf:
            self = .pdf(svg: try reader.read(), width: try reader.read(), height: try reader.read(), viewport: try reader.read(),
                        serialized: try reader.read())
        case .differ:
            self = .differ(first: try reader.read(), second: try reader.read(), frame: try reader.read())
        case .measure:
            self = .measure(svg: try reader.read(), serialized: try reader.read())
        }
    }

    /// The documents' bytes, and room for the rest.
    var wireSizeHint: Int {
        switch self {
        case .draw(let documents, _, _, _): documents.reduce(64) { $0 + $1.wireSizeHint }
        case .pdf(let svg, _, _, _, _), .measure(let svg, _): 64 + svg.count
        case .differ(let first, let second, _): 64 + first.count + second.count
        }
    }
}

extension RenderDocument: WireCodable {
    func encode(to writer: inout RenderWire.Writer) {
        writer.write(svg)
        writer.write(list: frames)
        writer.write(naturalSize)
    }

    init(from reader: inout RenderWire.Reader) throws(RenderWire.Malformed) {
        self.init(svg: try reader.read(), frames: try reader.read(listOf: RenderFrame.self, limit: RenderJob.frameLimit),
                  naturalSize: try reader.read())
    }

    var wireSizeHint: Int { 64 + svg.count + 48 * frames.count }
}
