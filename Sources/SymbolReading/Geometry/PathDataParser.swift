/// Reads SVG path data into segments, command by command: the state between commands is the
/// current point, the start of the subpath and the control points a smooth curve reflects.
struct PathDataParser {
    private var scanner: NumberScanner
    private(set) var segments: [PathGeometry.Segment] = []
    private var current = Point(x: 0, y: 0)
    private var subpathStart = Point(x: 0, y: 0)
    /// The last cubic's second control point, for S/s reflection.
    private var lastControl: Point?
    /// The last quadratic's control point, for T/t reflection.
    private var lastQuadraticControl: Point?

    init(_ pathData: String) {
        scanner = NumberScanner(pathData)
    }

    /// Reads every command; an error ends the path, what came before it is kept.
    mutating func parse() {
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            if scanner.isAtEnd { return }
            if let next = scanner.readCommand() {
                command = next
            } else if command == 0 {
                return
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")   // further pairs after moveto are lineto
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return
            }
            guard let controls = read(command) else { return }
            (lastControl, lastQuadraticControl) = controls
        }
    }

    /// Reads one command's numbers and appends its segments; the control points the next
    /// command may reflect, or nil when the numbers are not there.
    private mutating func read(_ command: UInt8) -> (cubic: Point?, quadratic: Point?)? {
        let relative = command >= 0x61
        switch command | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"):
            guard let x = scanner.readNumber(), let y = scanner.readNumber() else { return nil }
            current = point(x, y, relative)
            if command | 0x20 == UInt8(ascii: "m") {
                subpathStart = current
                segments.append(.move(current))
            } else {
                segments.append(.line(current))
            }
        case UInt8(ascii: "h"):
            guard let x = scanner.readNumber() else { return nil }
            current = Point(x: relative ? current.x + x : x, y: current.y)
            segments.append(.line(current))
        case UInt8(ascii: "v"):
            guard let y = scanner.readNumber() else { return nil }
            current = Point(x: current.x, y: relative ? current.y + y : y)
            segments.append(.line(current))
        case UInt8(ascii: "c"), UInt8(ascii: "s"):
            return cubic(smooth: command | 0x20 == UInt8(ascii: "s"), relative: relative).map { ($0, nil) }
        case UInt8(ascii: "q"), UInt8(ascii: "t"):
            return quadratic(smooth: command | 0x20 == UInt8(ascii: "t"), relative: relative).map { (nil, $0) }
        case UInt8(ascii: "a"):
            guard arc(relative: relative) else { return nil }
        case UInt8(ascii: "z"):
            segments.append(.close)
            current = subpathStart
        default:
            return nil
        }
        return (nil, nil)
    }

    /// `x, y` as an absolute point: relative to the current point for lower-case commands.
    private func point(_ x: Double, _ y: Double, _ relative: Bool) -> Point {
        relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }

    /// C/c, or S/s reflecting the last cubic's control point; the curve's second control point.
    private mutating func cubic(smooth: Bool, relative: Bool) -> Point? {
        let c1: Point
        if smooth {
            c1 = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
        } else {
            guard let x1 = scanner.readNumber(), let y1 = scanner.readNumber() else { return nil }
            c1 = point(x1, y1, relative)
        }
        guard let x2 = scanner.readNumber(), let y2 = scanner.readNumber(),
              let x = scanner.readNumber(), let y = scanner.readNumber() else { return nil }
        let (c2, end) = (point(x2, y2, relative), point(x, y, relative))
        segments.append(.cubic(c1, c2, end))
        current = end
        return c2
    }

    /// Q/q, or T/t reflecting the last quadratic's control point; the control point.
    private mutating func quadratic(smooth: Bool, relative: Bool) -> Point? {
        let q: Point
        if smooth {
            q = lastQuadraticControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
        } else {
            guard let x1 = scanner.readNumber(), let y1 = scanner.readNumber() else { return nil }
            q = point(x1, y1, relative)
        }
        guard let x = scanner.readNumber(), let y = scanner.readNumber() else { return nil }
        let end = point(x, y, relative)
        segments.append(PathGeometry.quadratic(from: current, q, end))
        current = end
        return q
    }

    /// A/a: the arc as cubic segments.
    private mutating func arc(relative: Bool) -> Bool {
        guard let rx = scanner.readNumber(), let ry = scanner.readNumber(),
              let rotation = scanner.readNumber(), let large = scanner.readFlag(),
              let sweep = scanner.readFlag(), let x = scanner.readNumber(),
              let y = scanner.readNumber() else { return false }
        let end = point(x, y, relative)
        segments.append(contentsOf: PathGeometry.arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep))
        current = end
        return true
    }
}
