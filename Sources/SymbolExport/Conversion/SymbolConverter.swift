/// Converts one SVG into a `RenderedAsset` in memory: plan, rasterize, encode.
/// Holds a reusable PNG encoder, so keep one per thread.
public final class SymbolConverter {
    private let encoder = PNGEncoder()

    public init() {}

    /// Reads and converts the file at `path`.
    public func convert(file path: String, name: String, options: ConvertOptions) throws(ConvertError) -> RenderedAsset {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .source(error)
        }
        return try convert(bytes: bytes, name: name, options: options)
    }

    public func convert(bytes: [UInt8], name: String, options: ConvertOptions) throws(ConvertError) -> RenderedAsset {
        try ConvertOptions.check(pointSize: options.pointSize)
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let template = SymbolTemplate(source)
        var plan: RenderPlan
        if let template {
            plan = try RenderPlan.template(template, options: options)
        } else {
            plan = try RenderPlan.plain(source, options: options)
        }
        let layout: RasterImage.Layout = options.mode == .template ? .alpha : .rgba
        let rasters: [RasterImage]
        do {
            rasters = try Rasterizer.render(svg: plan.svg, frames: plan.frames, layout: layout, serialized: plan.serialized)
        } catch {
            throw .raster(error)
        }
        if let selection = plan.layout?.selection, let first = rasters.first, first.isFullyTransparent {
            plan.warnings.append(.emptyMonochrome(variant: selection.used))
        }
        var images: [AssetFile] = []
        do {
            for (k, raster) in zip(ConvertOptions.scales, rasters) {
                images.append(AssetFile(filename: Self.filename(name, scale: k), bytes: try encoder.encode(raster, compression: options.compression)))
            }
        } catch {
            throw .png(error)
        }
        let contents = ContentsFile.imageSet(
            files: ConvertOptions.scales.map { (Self.filename(name, scale: $0), $0) }, intent: options.mode)
        images.append(AssetFile(filename: ContentsFile.filename, bytes: contents.xcodeBytes))
        var symbolSet: [AssetFile]?
        if options.symbolSet, template != nil {
            symbolSet = [
                AssetFile(filename: "\(name).svg", bytes: bytes),
                AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.symbolSet(filename: "\(name).svg").xcodeBytes),
            ]
        }
        return RenderedAsset(
            name: name, imageSet: images, symbolSet: symbolSet, warnings: plan.warnings,
            pointSize: (plan.pointWidth, plan.pointHeight),
            pixelSizes: plan.frames.map { ($0.width, $0.height) })
    }

    /// `NAME.png`, `NAME@2x.png`, `NAME@3x.png`.
    static func filename(_ name: String, scale k: Int) -> String {
        k == 1 ? "\(name).png" : "\(name)@\(k)x.png"
    }
}
