#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses SVG `transform` attribute values: `matrix`, `translate`, `scale`, `rotate`,
/// `skewX`, `skewY`, separated by spaces and/or commas, applied left to right as written.
package enum TransformList {
    package static func parse(_ text: String) -> AffineTransform? {
        var result = AffineTransform.identity
        var scanner = NumberScanner(text)
        while true {
            scanner.skipSeparators()
            guard let name = scanner.readWord() else { break }
            scanner.skipSeparators()
            guard scanner.consume("(") else { return nil }
            var values: [Double] = []
            while true {
                scanner.skipSeparators()
                if scanner.consume(")") { break }
                guard let value = scanner.readNumber() else { return nil }
                values.append(value)
            }
            guard let step = transform(named: name, values) else { return nil }
            // The rightmost transform applies to the content first.
            result = step.followed(by: result)
        }
        return result
    }

    private static func transform(named name: Substring, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1): return .translation(v[0], 0)
        case ("translate", 2): return .translation(v[0], v[1])
        case ("scale", 1): return .scale(v[0], v[0])
        case ("scale", 2): return .scale(v[0], v[1])
        case ("rotate", 1), ("rotate", 3):
            let radians = v[0] * .pi / 180
            let (s, c) = (sin(radians), cos(radians))
            let rotation = AffineTransform(a: c, b: s, c: -s, d: c, e: 0, f: 0)
            guard v.count == 3 else { return rotation }
            return AffineTransform.translation(-v[1], -v[2]).followed(by: rotation).followed(by: .translation(v[1], v[2]))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, e: 0, f: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
        default: return nil
        }
    }
}
