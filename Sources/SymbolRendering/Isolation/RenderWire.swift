/// How render jobs and their results cross the pipes between the exporter and a worker
/// process: each message is a little-endian UInt32 length, then one value (a `RenderJob`, or
/// a reply: `Result<RenderResult, RenderError>`) written by its type's `WireCodable` codec.
/// Enums are a tag byte (their own `Tag`) and the case's fields; byte strings and lists a
/// count and their elements; numbers their 64 bits, little-endian; Bools 0 or 1.
enum RenderWire {
    /// A message's length limit: far above any symbol's PNGs (a 4,096 px side, RGBA).
    static let maximumMessage = 1 << 30

    /// What a worker answers a job.
    typealias Reply = Result<RenderResult, RenderError>

    /// A message that cannot be read: short, garbled, out of bounds or with bytes left over.
    struct Malformed: Error, Equatable {}

    /// `value` as a message, its length in front.
    static func message(_ value: some WireCodable) -> [UInt8] {
        var writer = Writer(capacity: value.wireSizeHint)
        writer.write(value)
        return writer.finished()
    }

    /// The value a message's body (after its length) holds; all of the body, or it is malformed.
    static func decode<Value: WireCodable>(_ type: Value.Type, from body: [UInt8]) throws(Malformed) -> Value {
        var reader = Reader(bytes: body)
        let value = try reader.read(Value.self)
        guard reader.isAtEnd else { throw Malformed() }
        return value
    }

    /// Builds a message: the length's four bytes, then what is written.
    struct Writer {
        private var bytes: [UInt8] = [0, 0, 0, 0]

        init(capacity: Int) {
            bytes.reserveCapacity(4 + capacity)
        }

        mutating func write(_ value: some WireCodable) { value.encode(to: &self) }

        /// A count, then each element.
        mutating func write<Element: WireCodable>(list: [Element]) {
            write(list.count)
            for element in list { write(element) }
        }

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func u64(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        /// A count, then the bytes.
        mutating func data(_ value: [UInt8]) {
            write(value.count)
            bytes.append(contentsOf: value)
        }

        /// A count, then the UTF-8 bytes.
        mutating func text(_ value: String) {
            write(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
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
        private let bytes: [UInt8]
        private var offset = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { offset == bytes.count }

        mutating func read<Value: WireCodable>(_ type: Value.Type = Value.self) throws(Malformed) -> Value {
            try Value(from: &self)
        }

        /// A count of at most `limit`, then each element.
        mutating func read<Element: WireCodable>(listOf type: Element.Type, limit: Int) throws(Malformed) -> [Element] {
            let count = try read(Int.self)
            guard (0...limit).contains(count) else { throw Malformed() }
            var list: [Element] = []
            list.reserveCapacity(count)
            for _ in 0..<count { list.append(try read(Element.self)) }
            return list
        }

        mutating func byte() throws(Malformed) -> UInt8 {
            guard offset < bytes.count else { throw Malformed() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func u64() throws(Malformed) -> UInt64 {
            guard bytes.count - offset >= 8 else { throw Malformed() }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) })
        }

        /// A count, then as many bytes: no more than are left.
        mutating func data() throws(Malformed) -> [UInt8] {
            let range = try counted()
            return Array(bytes[range])
        }

        /// A count, then as many bytes of UTF-8 (read in place: names such as `rgba` cost no
        /// allocation).
        mutating func text() throws(Malformed) -> String {
            guard let text = String(validating: bytes[try counted()], as: UTF8.self) else { throw Malformed() }
            return text
        }

        /// Where the bytes that a count announces lie, which are then read.
        private mutating func counted() throws(Malformed) -> Range<Int> {
            let count = try read(Int.self)
            guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
            defer { offset += count }
            return offset..<(offset + count)
        }
    }
}
