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
        var parts: [PaintLayer.Part]
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
            let colours = rendering == .palette && !palette.isEmpty ? palette : [tint]
            // Layers by index without hierarchical ones: the monochrome rendering, primary.
            layers = variant.layersBySubpath && template.indexedLayers.hierarchical.isEmpty
                ? Self.monochrome(template, variant: variant, tint: colours[0])
                : Self.levels(of: template, variant: variant, colours: colours, opacities: rendering == .hierarchical)
            return
        case .multicolor, .monochrome:
            break
        }
        let byLayer = rendering == .monochrome ? [:] : Self.multicolorParts(of: variant, template.indexedLayers)
        guard !byLayer.isEmpty else {
            layers = Self.monochrome(template, variant: variant, tint: tint)
            return
        }
        for key in byLayer.keys.sorted(by: { ($0.index, $0.colour) < ($1.index, $1.colour) }) {
            let style = template.multicolorStyles[key] ?? SymbolTemplate.LayerStyle()
            let fill = style.fill.flatMap(Colour.init(css:)).map(AppearanceColour.init)
            let colour: AppearanceColour = switch key.colour {
            case "custom": fill ?? tint
            case "tintColor": tint
            default: SystemColour.named(key.colour) ?? fill ?? tint
            }
            layers.append(Layer(parts: byLayer[key]!, colour: colour, style: style))
        }
    }

    /// The monochrome layers, in the tint.
    private static func monochrome(_ template: SymbolTemplate, variant: SymbolTemplate.Variant, tint: AppearanceColour) -> [Layer] {
        VariantDocument.monochromeLayers(variant, styles: template.layerStyles, indexed: template.indexedLayers).map { layer in
            var style = SymbolTemplate.LayerStyle()
            (style.opacity, style.clearsBehind) = (layer.opacity, layer.clearsBehind)
            return Layer(parts: layer.parts, colour: tint, style: style)
        }
    }

    /// The multicolor layers' parts: the shapes of each `multicolor-N:NAME` class, or the
    /// subpaths the template's indices give each layer.
    private static func multicolorParts(of variant: SymbolTemplate.Variant, _ indexed: IndexedLayers)
        -> [TemplateShape.MulticolorLayer: [PaintLayer.Part]] {
        if variant.layersBySubpath { return indexed.multicolor.mapValues(variant.paintParts) }
        let coloured = variant.shapes.filter { $0.multicolorLayer != nil }
        return Dictionary(grouping: coloured) { $0.multicolorLayer! }.mapValues { [PaintLayer.Part(shapes: $0)] }
    }

    /// The hierarchical layers (`hierarchical-N:level`) bottom to top, each with its clear-behind.
    /// Hierarchical: one colour, at the level's opacity (`HierarchicalOpacity`); palette: the
    /// colours given to the levels the variant has, in order (Apple: with two colours and
    /// primary and tertiary layers, the second goes to the tertiary), the last colour for any
    /// level beyond them. Shapes without a level are primary, under the others.
    private static func levels(of template: SymbolTemplate, variant: SymbolTemplate.Variant, colours: [AppearanceColour],
                               opacities: Bool) -> [Layer] {
        let byLayer = hierarchicalParts(of: variant, template.indexedLayers)
        func level(_ key: TemplateShape.HierarchicalLayer?) -> TemplateLevel {
            key.flatMap { TemplateLevel(rawValue: $0.level) } ?? .primary
        }
        let present = Set(byLayer.map { level($0.key) }).sorted()
        func colour(_ level: TemplateLevel) -> AppearanceColour {
            opacities ? colours[0] : colours[min(present.firstIndex(of: level) ?? 0, colours.count - 1)]
        }
        var layers: [Layer] = []
        for (key, parts) in byLayer {
            var style = key.flatMap { template.hierarchicalStyles[$0] } ?? SymbolTemplate.LayerStyle()
            // The rules' fills are the app's preview colours, never the rendering's.
            style.fill = nil
            if opacities { style.opacity *= HierarchicalOpacity.of(level(key)) }
            layers.append(Layer(parts: parts, colour: colour(level(key)), style: style))
        }
        return layers
    }

    /// The hierarchical layers bottom to top with their parts: the shapes of each
    /// `hierarchical-N:level` class (shapes without one first, as one primary layer), or the
    /// subpaths the template's indices give each layer.
    private static func hierarchicalParts(of variant: SymbolTemplate.Variant, _ indexed: IndexedLayers)
        -> [(key: TemplateShape.HierarchicalLayer?, parts: [PaintLayer.Part])] {
        if variant.layersBySubpath {
            return indexed.hierarchical.keys.sorted { ($0.index, $0.level) < ($1.index, $1.level) }.map { ($0, variant.paintParts(indexed.hierarchical[$0]!)) }
        }
        let byLayer = Dictionary(grouping: variant.shapes) { $0.hierarchicalLayer?.index ?? -1 }
        return byLayer.keys.sorted().map { index in (byLayer[index]![0].hierarchicalLayer, [PaintLayer.Part(shapes: byLayer[index]!)]) }
    }

    /// Whether any layer has another colour in the dark appearance.
    var differsInDark: Bool { layers.contains { $0.colour.differsInDark } }

    /// The layers to paint in `appearance`.
    func layers(_ appearance: Appearance) -> [PaintLayer] {
        layers.map { layer in
            let colour = layer.colour[appearance]
            return PaintLayer(parts: layer.parts, fill: colour.hex, opacity: layer.style.opacity * colour.alpha,
                              clearsBehind: layer.style.clearsBehind)
        }
    }
}
