/// A 2-D affine transform in SVG's `matrix(a b c d e f)` form:
/// x' = a·x + c·y + e, y' = b·x + d·y + f.
package struct AffineTransform: Hashable, Sendable {
    package var a, b, c, d, e, f: Double

    package init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    package static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    package static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// The transform that applies `self` first, then `outer`.
    package func followed(by outer: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: outer.a * a + outer.c * b,
            b: outer.b * a + outer.d * b,
            c: outer.a * c + outer.c * d,
            d: outer.b * c + outer.d * d,
            e: outer.a * e + outer.c * f + outer.e,
            f: outer.b * e + outer.d * f + outer.f)
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    package var isIdentity: Bool { self == .identity }
}

package struct Point: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle; `Rect.empty` is the identity for `union`.
package struct Rect: Hashable, Sendable {
    package var minX, minY, maxX, maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    package static let empty = Rect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// The overlap of two rectangles; empty when they do not meet.
    package func intersection(_ other: Rect) -> Rect {
        let result = Rect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                          maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    package var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    package var width: Double { maxX - minX }
    package var height: Double { maxY - minY }

    package func union(_ other: Rect) -> Rect {
        Rect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
             maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    package mutating func include(_ p: Point) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }
}
