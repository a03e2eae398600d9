import SymbolBase
import SymbolReading

/// What `symbol-export inspect` reports about one SVG: the template's structure and
/// metrics, or a plain SVG's size, and the sizes a conversion would produce at a point size.
package struct Inspection: Sendable {
    /// An asset's size: in points before rounding, in pixels per display scale, and for a
    /// template the image box UIKit makes at each scale (ink, baseline, alignment insets).
    package struct Size: Equatable, Sendable {
        package var points: PointSize
        package var pixels: [PixelSize]
        package var metrics: [SymbolImageMetrics]?
        /// The image box AppKit makes on the Mac (1x and 2x, in whole points: `RenderOptions.wholePoints`),
        /// as an export for macOS alone draws its bitmaps.
        package var appKit: [SymbolImageMetrics]?
        /// The clear space above and below the ink, in template units at 100 pt, and whether that
        /// number is measured, inferred or assumed (`SymbolImageModel.clearSpaceBasis`).
        package var clearSpace: ClearSpace?
    }

    /// The clear space a template's image has above and below its ink.
    package struct ClearSpace: Equatable, Sendable {
        package var units: Double
        package var basis: SymbolImageModel.Basis
        package var reason: String
    }

    package struct VariantReport: Sendable {
        package var variant: SymbolVariant
        package var margins: Result<SymbolTemplate.Margins, TemplateError>
        package var ink: Rect
        package var shapes: Int
        package var strokedShapes: Int
        package var monochromeLayers: [Int]
        /// The size of this variant at the point size, symbol sizing.
        package var size: Size?
    }

    /// How one weight and scale is drawn (drawn, derived or nearest), and its size.
    package struct ChoiceReport: Sendable {
        package var variant: SymbolVariant
        package var selection: Result<SymbolTemplate.Selection, TemplateError>
        package var size: Size?
    }

    package struct TemplateReport: Sendable {
        package var template: SymbolTemplate
        package var variants: [VariantReport]
        /// Every weight and scale, small row first.
        package var choices: [ChoiceReport]
        /// The variant `--weight` and `--scale` ask for.
        package var requested: ChoiceReport
        /// The version a symbolset of it is written in, and why (`template-version`, `xcode`).
        package var symbolSet: TemplateVersionChoice
    }

    package enum Kind: Sendable {
        case template(TemplateReport)
        case plain(SVGCanvas, Size?)
    }

    package var path: String
    package var pointSize: Double
    package var kind: Kind

    /// Reads and measures the SVG at `path`, for the point size, weight and scale of `options`;
    /// a symbolset of it is written as `templateVersion` chooses.
    package init(file path: String, options: RenderOptions = RenderOptions(),
                 templateVersion: TemplateVersionPolicy = TemplateVersionPolicy()) throws(ConvertError) {
        let pointSize = options.pointSize
        try RenderOptions.check(pointSize: pointSize)
        let source = try SVGSource(file: path)
        self.path = path
        self.pointSize = pointSize
        guard let template = SymbolTemplate(source) else {
            let size = source.canvas.box.map { _ in
                Size(points: PointSize(width: pointSize, height: pointSize),
                     pixels: RenderOptions.scales.map { PixelSize(width: pixels(pointSize, scale: $0), height: pixels(pointSize, scale: $0)) })
            }
            kind = .plain(source.canvas, size)
            return
        }
        do {
            try template.checkVersion()
        } catch {
            throw .template(error)
        }
        func size(_ layout: SymbolTemplate.Layout) -> Size {
            let (weight, scale) = (layout.selection.requested.weight, layout.selection.requested.scale)
            let metrics = SymbolImageModel.metrics(of: layout, pointSize: pointSize, weight: weight, scale: scale)
            let basis = SymbolImageModel.clearSpaceBasis(weight, scale)
            let appKit = SymbolImageModel.metrics(of: layout, pointSize: pointSize, weight: weight, scale: scale, scales: [1, 2], wholePoints: true)
            return Size(points: SymbolImageModel.size(of: layout, pointSize: pointSize, weight: weight, scale: scale),
                        pixels: metrics.map(\.pixels), metrics: metrics, appKit: appKit,
                        clearSpace: ClearSpace(units: SymbolImageModel.clearSpace(weight, scale), basis: basis.basis, reason: basis.reason))
        }
        let variants = template.presentVariants.map { variant in
            let drawing = template.variants[variant]!
            return VariantReport(
                variant: variant,
                margins: Result { () throws(TemplateError) in try template.margins(for: variant) },
                ink: drawing.ink, shapes: drawing.shapes.count, strokedShapes: drawing.strokedShapes,
                monochromeLayers: Array(Set(drawing.shapes.compactMap(\.monochromeLayer))).sorted(),
                size: (try? template.layout(for: variant)).map(size))
        }
        func choice(_ variant: SymbolVariant) -> ChoiceReport {
            ChoiceReport(variant: variant,
                         selection: Result { () throws(TemplateError) in try template.select(variant) },
                         size: (try? template.layout(for: variant)).map(size))
        }
        let choices = SymbolScale.allCases.flatMap { scale in SymbolWeight.allCases.map { choice(SymbolVariant($0, scale)) } }
        let requested = choice(SymbolVariant(options.weight, options.scale))
        kind = .template(TemplateReport(template: template, variants: variants, choices: choices, requested: requested,
                                        symbolSet: TemplateVersioning.choose(source.bytes, policy: templateVersion)))
    }
}
