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

    /// - Parameter symbolSetName: the symbolset's name when it differs from the imageset's `name`.
    public func convert(bytes: [UInt8], name: String, symbolSetName: String? = nil, options: ConvertOptions) throws(ConvertError) -> RenderedAsset {
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
            plan = try RenderPlan.template(template, source: source, options: options)
        } else {
            plan = try RenderPlan.plain(source, options: options)
        }
        let layout: RasterImage.Layout = options.mode == .template ? .alpha : .rgba
        // Per scale: the image for any appearance, then the dark one when colours differ.
        let documents: [(dark: Bool, svg: [UInt8])] = [(false, plan.svg)] + (plan.darkSVG.map { [(true, $0)] } ?? [])
        var images: [(entry: ContentsFile.Image, bytes: [UInt8])] = []
        for (dark, svg) in documents {
            let rasters: [RasterImage]
            do {
                rasters = try Rasterizer.render(svg: svg, frames: plan.frames, layout: layout, serialized: plan.serialized)
            } catch {
                throw .raster(error)
            }
            if !dark, let first = rasters.first, first.isFullyTransparent {
                plan.warnings.append(plan.layout.map { .emptyMonochrome(variant: $0.selection.used) } ?? .empty)
            }
            do {
                for (k, raster) in zip(ConvertOptions.scales, rasters) {
                    let entry = ContentsFile.Image(filename: Self.filename(name, scale: k, dark: dark), scale: k, dark: dark)
                    images.append((entry, try encoder.encode(raster, compression: options.compression)))
                }
            } catch {
                throw .png(error)
            }
        }
        images.sort { ($0.entry.scale, $0.entry.dark ? 1 : 0) < ($1.entry.scale, $1.entry.dark ? 1 : 0) }
        var imageSet = images.map { AssetFile(filename: $0.entry.filename, bytes: $0.bytes) }
        imageSet.append(AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.imageSetBytes(images.map(\.entry), intent: options.mode)))
        var symbolSet: [AssetFile]?
        if options.symbolSet, template != nil {
            let symbolName = symbolSetName ?? name
            symbolSet = [
                AssetFile(filename: "\(symbolName).svg", bytes: bytes),
                AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.symbolSet(filename: "\(symbolName).svg").xcodeBytes),
            ]
        }
        return RenderedAsset(
            name: name, imageSet: imageSet, symbolSet: symbolSet, warnings: plan.warnings,
            pointSize: (plan.pointWidth, plan.pointHeight),
            pixelSizes: plan.frames.map { ($0.width, $0.height) },
            variant: plan.layout.map { layout in
                let selection = layout.selection
                return switch selection.method {
                case .drawn: "\(selection.used), drawn"
                case .derived: "\(selection.used), derived"
                case .nearest: "\(selection.used), nearest to \(selection.requested)"
                }
            },
            templateVersion: template?.version.map { "\($0.major).\($0.minor)" },
            symbolSetName: symbolSetName)
    }

    /// What the conversion draws, as a vector: the document librsvg renders (a template's one
    /// variant, coloured for original mode; a plain SVG as it is) and the asset's size in points.
    public static func vector(bytes: [UInt8], options: ConvertOptions) throws(ConvertError) -> (svg: [UInt8], darkSVG: [UInt8]?, width: Double, height: Double) {
        let source: SVGSource
        do {
            source = try SVGSource(bytes: bytes)
        } catch {
            throw .svg(error)
        }
        let plan = if let template = SymbolTemplate(source) {
            try RenderPlan.template(template, source: source, options: options)
        } else {
            try RenderPlan.plain(source, options: options)
        }
        return (plan.svg, plan.darkSVG, plan.pointWidth, plan.pointHeight)
    }

    /// `NAME.png`, `NAME@2x.png`, `NAME@3x.png`; `NAME-dark@2x.png` for the dark appearance.
    static func filename(_ name: String, scale k: Int, dark: Bool = false) -> String {
        let stem = dark ? name + "-dark" : name
        return k == 1 ? "\(stem).png" : "\(stem)@\(k)x.png"
    }
}
