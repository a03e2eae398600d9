import SymbolBase
import SymbolReading

/// What a reading of a template gives the renderer, weight by weight and scale by scale: the
/// variant chosen (drawn, derived or nearest), its margins and boxes, and in each rendering mode
/// the file defines the layers painted, shape by shape. The render-only document of every image
/// (`VariantDocument`) is a function of these alone, so two readings with equal drawings are
/// drawn alike at every size, in pixels and as vectors.
struct TemplateDrawing: Equatable {
    /// The rendering modes compared: monochrome always; multicolor, hierarchical and palette
    /// when the file has such layers (by class or by subpath index).
    enum Mode: CaseIterable {
        case monochrome, multicolor, hierarchical, palette
    }

    struct Shape: Equatable {
        var element: String
        var geometry: [String]
        var transform: AffineTransform
        var evenOdd: Bool
        var clips: [String]
    }

    struct Layer: Equatable {
        var fill: String?
        var opacity: Double
        var clearsBehind: Bool
        var parts: [[Shape]]
        var erases: [Bool]
    }

    struct Variant: Equatable {
        var selection: SymbolTemplate.Selection?
        var margins: [Double]
        var boxes: [Rect]
        var baseline: Double?
        /// Per mode, the layers; or why the variant cannot be laid out.
        var modes: [[Layer]]
        var failure: String?
    }

    /// The modes `template` defines.
    static func modes(of template: SymbolTemplate) -> [Mode] {
        let shapes = template.variants.values.lazy.flatMap(\.shapes)
        let multicolor = !template.indexedLayers.multicolor.isEmpty || shapes.contains { $0.multicolorLayer != nil }
        let hierarchical = !template.indexedLayers.hierarchical.isEmpty || shapes.contains { $0.hierarchicalLayer != nil }
        return [.monochrome] + (multicolor ? [.multicolor] : []) + (hierarchical ? [.hierarchical, .palette] : [])
    }

    /// The drawing of `variant` in `template`, in `modes`.
    static func variant(_ variant: SymbolVariant, of template: SymbolTemplate, modes: [Mode]) -> Variant {
        let layout: SymbolTemplate.Layout
        do {
            layout = try template.layout(for: variant)
        } catch {
            return Variant(selection: nil, margins: [], boxes: [], baseline: nil, modes: [], failure: "\(error)")
        }
        return Variant(selection: layout.selection, margins: [layout.margins.left, layout.margins.right],
                       boxes: [layout.ink, layout.box, layout.drawing.controlBox], baseline: layout.baseline,
                       modes: modes.map { layers(paint($0, template: template, drawing: layout.drawing)) }, failure: nil)
    }

    private static let palette = [Colour(css: "#FF3B30")!, Colour(css: "#34C759")!, Colour(css: "#007AFF")!].map(AppearanceColour.init)

    private static func paint(_ mode: Mode, template: SymbolTemplate, drawing: SymbolTemplate.Variant) -> [PaintLayer] {
        let tint = SystemColour.defaultTint
        switch mode {
        case .monochrome:
            return VariantDocument.monochromeLayers(drawing, styles: template.layerStyles, indexed: template.indexedLayers)
        case .multicolor:
            let paint = TemplatePaint(template: template, variant: drawing, tint: tint, rendering: .multicolor)
            return paint.layers(.light) + paint.layers(.dark)
        case .hierarchical:
            return TemplatePaint(template: template, variant: drawing, tint: tint, rendering: .hierarchical).layers(.light)
        case .palette:
            return TemplatePaint(template: template, variant: drawing, tint: tint, rendering: .palette, palette: palette).layers(.light)
        }
    }

    private static func layers(_ layers: [PaintLayer]) -> [Layer] {
        layers.map { layer in
            Layer(fill: layer.fill, opacity: layer.opacity, clearsBehind: layer.clearsBehind,
                  parts: layer.parts.map { $0.shapes.map(shape) }, erases: layer.parts.map(\.erases))
        }
    }

    private static func shape(_ shape: TemplateShape) -> Shape {
        Shape(element: shape.element, geometry: shape.geometry.map { "\($0.name)=\($0.value)" }, transform: shape.transform,
              evenOdd: shape.evenOdd, clips: shape.clips.map(\.key))
    }
}

/// A template's drawing, variant by variant, worked out once and compared with other readings.
final class DrawingReference {
    let template: SymbolTemplate
    let modes: [TemplateDrawing.Mode]
    private var variants: [SymbolVariant: TemplateDrawing.Variant] = [:]

    init(_ template: SymbolTemplate) {
        self.template = template
        modes = TemplateDrawing.modes(of: template)
    }

    func drawing(of variant: SymbolVariant) -> TemplateDrawing.Variant {
        if let known = variants[variant] { return known }
        let drawn = TemplateDrawing.variant(variant, of: template, modes: modes)
        variants[variant] = drawn
        return drawn
    }

    /// Whether `other` draws every weight and scale as this template does, in its modes. A
    /// variant both derive with the same coefficients from the same row is made of that row's
    /// Ultralight, Regular and Black (their shapes, layers, margins) and its guides: those
    /// drawn variants are compared themselves, and the guides are the document's.
    func drawsTheSame(as other: SymbolTemplate) -> Bool {
        SymbolVariant.all.allSatisfy { variant in
            if case .derived(let mine)? = (try? template.select(variant))?.method, case .derived(let theirs)? = (try? other.select(variant))?.method,
               mine == theirs {
                return true
            }
            return TemplateDrawing.variant(variant, of: other, modes: modes) == drawing(of: variant)
        }
    }
}
