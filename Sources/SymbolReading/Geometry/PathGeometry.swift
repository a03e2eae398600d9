#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path geometry in absolute coordinates, every curve as a cubic Bézier, for exact bounds.
package struct PathGeometry: Sendable {
    package enum Segment: Sendable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)
        case close
    }

    package var segments: [Segment] = []

    package init(segments: [Segment] = []) {
        self.segments = segments
    }

    /// Parses SVG path data. As the SVG specification asks, an error ends the path:
    /// what came before it is kept.
    package init(pathData: String) {
        var parser = PathDataParser(pathData)
        parser.parse()
        segments = parser.segments
    }

    static func quadratic(from p0: Point, _ q: Point, _ p3: Point) -> Segment {
        .cubic(Point(x: p0.x + 2.0 / 3.0 * (q.x - p0.x), y: p0.y + 2.0 / 3.0 * (q.y - p0.y)),
               Point(x: p3.x + 2.0 / 3.0 * (q.x - p3.x), y: p3.y + 2.0 / 3.0 * (q.y - p3.y)),
               p3)
    }

    /// Converts an SVG elliptical arc to cubic segments of at most 90° each
    /// (SVG 1.1 appendix F.6: endpoint to centre parameterisation).
    static func arc(from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double,
                    largeArc: Bool, sweep: Bool) -> [Segment] {
        var rx = abs(rx)
        var ry = abs(ry)
        if p0 == p1 { return [] }
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = rotation * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        let dx = (p0.x - p1.x) / 2
        let dy = (p0.y - p1.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coefficient = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1p / ry
        let cyp = -coefficient * ry * x1p / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
        var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let count = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            let (sinT, cosT) = (sin(t), cos(t))
            let point = Point(x: cx + rx * cosT * cosPhi - ry * sinT * sinPhi,
                              y: cy + rx * cosT * sinPhi + ry * sinT * cosPhi)
            let derivative = Point(x: -rx * sinT * cosPhi - ry * cosT * sinPhi,
                                   y: -rx * sinT * sinPhi + ry * cosT * cosPhi)
            return (point, derivative)
        }
        var segments: [Segment] = []
        var t = theta1
        var (start, startDerivative) = onEllipse(t)
        for index in 0..<count {
            let t2 = t + step
            let (onCurve, endDerivative) = onEllipse(t2)
            let end = index == count - 1 ? p1 : onCurve
            segments.append(.cubic(
                Point(x: start.x + k * startDerivative.x, y: start.y + k * startDerivative.y),
                Point(x: end.x - k * endDerivative.x, y: end.y - k * endDerivative.y),
                end))
            (start, startDerivative, t) = (end, endDerivative, t2)
        }
        return segments
    }

    /// The exact bounds of the painted geometry after `transform`, Bézier extrema included.
    package func bounds(transformedBy transform: AffineTransform = .identity) -> Rect {
        var rect = Rect.empty
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        for segment in segments {
            switch segment {
            case .move(let p):
                current = transform.apply(p)
                subpathStart = current
            case .line(let p):
                let end = transform.apply(p)
                rect.include(current)
                rect.include(end)
                current = end
            case .cubic(let c1, let c2, let p):
                let (q1, q2, end) = (transform.apply(c1), transform.apply(c2), transform.apply(p))
                rect.include(current)
                rect.include(end)
                for t in Self.extremaParameters(current.x, q1.x, q2.x, end.x)
                    + Self.extremaParameters(current.y, q1.y, q2.y, end.y) {
                    rect.include(Self.evaluate(current, q1, q2, end, t))
                }
                current = end
            case .close:
                current = subpathStart
            }
        }
        return rect
    }

    /// The bounds of every point of the path after `transform`, control points included: what
    /// Core Graphics' `CGPath.boundingBox` gives (`boundingBoxOfPath` is the exact bounds).
    package func controlBounds(transformedBy transform: AffineTransform = .identity) -> Rect {
        var rect = Rect.empty
        var current = Point(x: 0, y: 0)
        for segment in segments {
            switch segment {
            case .move(let p):
                current = transform.apply(p)
            case .line(let p):
                rect.include(current)
                current = transform.apply(p)
                rect.include(current)
            case .cubic(let c1, let c2, let p):
                rect.include(current)
                rect.include(transform.apply(c1))
                rect.include(transform.apply(c2))
                current = transform.apply(p)
                rect.include(current)
            case .close:
                break
            }
        }
        return rect
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a local extremum.
    static func extremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func evaluate(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                     y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
