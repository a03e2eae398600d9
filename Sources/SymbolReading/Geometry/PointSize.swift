/// A size in points.
package struct PointSize: Equatable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        (self.width, self.height) = (width, height)
    }
}
