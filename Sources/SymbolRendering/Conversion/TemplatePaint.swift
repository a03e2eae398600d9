import SymbolReading

/// The colours of a template variant in original mode: its multicolor layers
/// (`multicolor-N:NAME`) bottom to top, each in its colour, with its opacity and clear-behind;
/// or, for a template without multicolor annotations, its monochrome rendering in the tint.
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

    init(template: SymbolTemplate, variant: SymbolTemplate.Variant, tint: AppearanceColour) {
        let coloured = variant.shapes.filter { $0.multicolorLayer != nil }
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
