extension PathGeometry {
    /// The path's subpaths in order, each starting with its move: what Core Graphics counts as
    /// subpaths, and what a template's `-sfsymbols-indices` number. A drawing command after a
    /// close without a move starts a new subpath at the closed one's start, as SVG says.
    package var subpaths: [PathGeometry] {
        var result: [PathGeometry] = []
        var current: [Segment] = []
        var start = Point(x: 0, y: 0)
        var closed = false
        for segment in segments {
            switch segment {
            case .move(let point):
                if !current.isEmpty { result.append(PathGeometry(segments: current)) }
                (current, start, closed) = ([segment], point, false)
            case .close:
                current.append(segment)
                closed = true
            case .line, .cubic:
                if closed || current.isEmpty {
                    if !current.isEmpty { result.append(PathGeometry(segments: current)) }
                    (current, closed) = ([.move(start)], false)
                }
                current.append(segment)
            }
        }
        if !current.isEmpty { result.append(PathGeometry(segments: current)) }
        return result
    }
}
