#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `needle` at or after `start`: `memchr` for its
    /// first byte, `memcmp` for the rest. (The generic `firstRange(of:)` costs hundreds of
    /// instructions a byte, and planning scans every source.)
    package func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, start >= 0, start + needle.count <= count else { return nil }
        return withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                let base = haystack.baseAddress!
                var position = start
                while position + needle.count <= haystack.count {
                    guard let hit = memchr(base + position, Int32(first), haystack.count - needle.count + 1 - position) else { return nil }
                    let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return offset }
                    position = offset + 1
                }
                return nil
            }
        }
    }
}
