/// Apple's binary property list (`bplist00`, CFBinaryPList): a table of objects that refer to
/// each other by index. Each object is decoded once and shared wherever it is referred to, so
/// the work is bounded by the number of objects (at most the file's size), whatever the sharing;
/// a reference out of the table, a cycle or nesting past `PropertyList.maximumDepth` makes the
/// file no property list.
enum BinaryPropertyList {
    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let tableOffset: Int
        var decoded: [PropertyList?]
        var open: Set<Int> = []

        /// A big-endian unsigned integer of `size` bytes at `offset`; nil past the end or over 2^62.
        func integer(at offset: Int, size: Int) -> Int? {
            guard size > 0, size <= 8, offset >= 0, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value < 1 << 62 ? Int(value) : nil
        }

        func offset(of object: Int) -> Int? {
            guard object >= 0, object < objectCount, let offset = integer(at: tableOffset + object * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableOffset else { return nil }
            return offset
        }

        /// An object's count (its marker's low nibble, or the integer after it) and where its content starts.
        func count(at offset: Int) -> (count: Int, start: Int)? {
            let low = Int(bytes[offset] & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 1 < bytes.count, bytes[offset + 1] & 0xF0 == 0x10 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard let count = integer(at: offset + 2, size: size) else { return nil }
            return (count, offset + 2 + size)
        }

        mutating func object(_ index: Int, depth: Int) -> PropertyList? {
            if index >= 0, index < decoded.count, let done = decoded[index] { return done }
            guard depth <= PropertyList.maximumDepth, let offset = offset(of: index), open.insert(index).inserted else { return nil }
            defer { open.remove(index) }
            let marker = bytes[offset] >> 4
            var value: PropertyList
            switch marker {
            case 0x5, 0x6:
                guard let (count, start) = count(at: offset), count <= bytes.count else { return nil }
                let length = marker == 0x5 ? count : count * 2
                guard count >= 0, length <= tableOffset - start else { return nil }
                if marker == 0x5 {
                    value = .string(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
                } else {
                    var units: [UInt16] = []
                    units.reserveCapacity(count)
                    for unit in 0..<count { units.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1])) }
                    value = .string(String(decoding: units, as: UTF16.self))
                }
            case 0xA, 0xC, 0xD:
                guard let (count, start) = count(at: offset), count <= bytes.count else { return nil }
                let references = marker == 0xD ? count * 2 : count
                guard count >= 0, references <= (tableOffset - start) / referenceSize else { return nil }
                var children: [PropertyList] = []
                children.reserveCapacity(references)
                for reference in 0..<references {
                    guard let child = integer(at: start + reference * referenceSize, size: referenceSize),
                          let element = object(child, depth: depth + 1) else { return nil }
                    children.append(element)
                }
                if marker == 0xD {
                    var members: [String: PropertyList] = [:]
                    members.reserveCapacity(count)
                    for entry in 0..<count {
                        guard let key = children[entry].string else { return nil }
                        members[key] = children[count + entry]
                    }
                    value = .dictionary(members)
                } else {
                    value = .array(children)
                }
            case 0x0, 0x1, 0x2, 0x3, 0x4, 0x8:
                value = .other
            default:
                return nil
            }
            decoded[index] = value
            return value
        }
    }

    static func parse(_ bytes: [UInt8]) -> PropertyList? {
        guard bytes.count >= 8 + 32 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let probe = Reader(bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: 0, tableOffset: 0, decoded: [])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = probe.integer(at: trailer + 8, size: 8), let top = probe.integer(at: trailer + 16, size: 8),
              let tableOffset = probe.integer(at: trailer + 24, size: 8),
              tableOffset >= 8, tableOffset <= trailer, objectCount <= (trailer - tableOffset) / offsetSize, top < objectCount else { return nil }
        var reader = Reader(bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount, tableOffset: tableOffset,
                            decoded: [PropertyList?](repeating: nil, count: objectCount))
        return reader.object(top, depth: 0)
    }
}
