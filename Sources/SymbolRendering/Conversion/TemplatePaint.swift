import SymbolReading

/// The colours of a template variant in original mode: its multicolor layers
/// (`multicolor-N:NAME`) bottom to top, each in its colour, with its opacity and clear-behind;
/// or, for a template without multicolor annotations (or `monochrome` rendering), its
/// monochrome rendering in the tint; or its hierarchical layers (`hierarchical`, `palette`).
///
/// A layer's colour: `custom` takes the rule's `fill`; `tintColor` the tint; a UIKit system
/// colour name its documented value (`SystemColour`); any other name (a colour of the app's
/// asset catalog) the rule's `fill`, else the tint.
struct TemplatePaint {
    private struct Layer {
        var shapes: [TemplateShape]
        var colour: AppearanceColour
        var style: SymbolTemplate.LayerStyle
    }

    private var layers: [Layer] = []

    /// - Parameters:
    ///   - rendering: multicolor (the layers' colours, else the tint), monochrome (the tint),
    ///     hierarchical or palette (`init(levelsOf:…)`).
    init(template: SymbolTemplate, variant: SymbolTemplate.Variant, tint: AppearanceColour,
         rendering: ColourRendering = .multicolor, palette: [AppearanceColour] = []) {
        switch rendering {
        case .hierarchical, .palette:
            layers = Self.levels(of: template, variant: variant, colours: rendering == .palette && !palette.isEmpty ? palette : [tint],
                                 opacities: rendering == .hierarchical)
            return
        case .multicolor, .monochrome:
            break
        }
        let coloured = rendering == .monochrome ? [] : variant.shapes.filter { $0.multicolorLayer != nil }
        guard !coloured.isEmpty else {
            layers = VariantDocument.monochromeLayers(variant, styles: template.layerStyles).map { layer in
                var style = SymbolTemplate.LayerStyle()
                (style.opacity, style.clearsBehind) = (layer.opacity, layer.clearsBehind)
                return Layer(shapes: layer.shapes, colour: tint, style: style)
            }
            return
        }
        let byLayer = Dictionary(grouping: coloured) { $0.multicolorLayer! }
        for key in byLayer.keys.sorted(by: { ($0.index, $0.colour) < ($1.index, $1.colour) }) {
            let style = template.multicolorStyles[key] ?? SymbolTemplate.LayerStyle()
            let fill = style.fill.flatMap(Colour.init(css:)).map(AppearanceColour.init)
            let colour: AppearanceColour = switch key.colour {
            case "custom": fill ?? tint
            case "tintColor": tint
            default: SystemColour.named(key.colour) ?? fill ?? tint
            }
            layers.append(Layer(shapes: byLayer[key]!, colour: colour, style: style))
        }
    }

    /// The hierarchical layers (`hierarchical-N:level`) bottom to top, each with its clear-behind.
    /// Hierarchical: one colour, at the level's opacity (`HierarchicalOpacity`); palette: the
    /// colours given to the levels the variant has, in order (Apple: with two colours and
    /// primary and tertiary layers, the second goes to the tertiary), the last colour for any
    /// level beyond them. Shapes without a level are primary, under the others.
    private static func levels(of template: SymbolTemplate, variant: SymbolTemplate.Variant, colours: [AppearanceColour],
                               opacities: Bool) -> [Layer] {
        func level(_ shape: TemplateShape) -> TemplateLevel {
            shape.hierarchicalLayer.flatMap { TemplateLevel(rawValue: $0.level) } ?? .primary
        }
        let present = Set(variant.shapes.map(level)).sorted()
        func colour(_ level: TemplateLevel) -> AppearanceColour {
            opacities ? colours[0] : colours[min(present.firstIndex(of: level) ?? 0, colours.count - 1)]
        }
        let byLayer = Dictionary(grouping: variant.shapes) { $0.hierarchicalLayer?.index ?? -1 }
        var layers: [Layer] = []
        for index in byLayer.keys.sorted() {
            let shapes = byLayer[index]!
            let key = shapes[0].hierarchicalLayer
            var style = key.flatMap { template.hierarchicalStyles[$0] } ?? SymbolTemplate.LayerStyle()
            // The rules' fills are the app's preview colours, never the rendering's.
            style.fill = nil
            let shapeLevel = level(shapes[0])
            if opacities { style.opacity *= HierarchicalOpacity.of(shapeLevel) }
            layers.append(Layer(shapes: shapes, colour: colour(shapeLevel), style: style))
        }
        return layers
    }

    /// Whether any layer has another colour in the dark appearance.
    var differsInDark: Bool { layers.contains { $0.colour.differsInDark } }

    /// The layers to paint in `appearance`.
    func layers(_ appearance: Appearance) -> [PaintLayer] {
        layers.map { layer in
            let colour = layer.colour[appearance]
            return PaintLayer(shapes: layer.shapes, fill: colour.hex, opacity: layer.style.opacity * colour.alpha,
                              clearsBehind: layer.style.clearsBehind)
        }
    }
}
