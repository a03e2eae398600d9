/// Writes binary property lists (`bplist00`) object by object, references and all — what
/// `PropertyListSerialization` cannot write: one object shared many times (the bomb a crafted
/// table is), a dictionary that holds itself.
struct BinaryPlistWriter {
    enum Object {
        case string(String)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private(set) var objects: [Object] = []

    /// Adds `object`; returns its index, for references to it.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// Reserves an index, to be set with `set` (for a cycle).
    mutating func reserve() -> Int { add(.array([])) }

    mutating func set(_ index: Int, _ object: Object) { objects[index] = object }

    /// The file, its top object `top`; references and offsets 4 bytes each.
    func bytes(top: Int) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        func count(_ marker: UInt8, _ count: Int) {
            if count < 15 {
                out.append(marker << 4 | UInt8(count))
            } else {
                out += [marker << 4 | 0x0F, 0x12] + be(count, 4)
            }
        }
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .string(let text):
                count(0x5, text.utf8.count)
                out += Array(text.utf8)
            case .array(let references):
                count(0xA, references.count)
                for reference in references { out += be(reference, 4) }
            case .dictionary(let keys, let values):
                count(0xD, keys.count)
                for reference in keys + values { out += be(reference, 4) }
            }
        }
        let table = out.count
        for offset in offsets { out += be(offset, 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 4] + be(objects.count, 8) + be(top, 8) + be(table, 8)
        return out
    }

    private func be(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
