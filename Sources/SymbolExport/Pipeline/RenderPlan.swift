/// What librsvg draws for one symbol and how: the document bytes, a frame per display
/// scale, and the asset's size in points.
struct RenderPlan {
    var svg: [UInt8]
    var frames: [RenderFrame]
    var pointWidth: Double
    var pointHeight: Double
    var warnings: [ConvertWarning] = []
    /// Draw under the process-wide text lock.
    var serialized = false

    /// Square sizing: the asset is PT×PT points; the document's box is aspect-fitted and
    /// centred; each scale is drawn from the vector onto ceil(PT×k) pixels.
    static func square(_ source: SVGSource, pointSize: Double) throws(ConvertError) -> RenderPlan {
        guard let box = source.canvas.box else { throw .svg(.noSize) }
        let frames = ConvertOptions.scales.map { k in
            let side = pointSize * Double(k)
            let canvas = pixels(pointSize, scale: k)
            let fit = min(side / box.width, side / box.height)
            let (width, height) = (box.width * fit, box.height * fit)
            let viewport = Rect(x: (Double(canvas) - width) / 2, y: (Double(canvas) - height) / 2,
                                width: width, height: height)
            return RenderFrame(width: canvas, height: canvas, viewport: viewport)
        }
        return RenderPlan(svg: source.bytes, frames: frames, pointWidth: pointSize, pointHeight: pointSize,
                          serialized: source.containsText)
    }
}
