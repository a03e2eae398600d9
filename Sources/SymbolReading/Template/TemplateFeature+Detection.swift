/// Finding the features a template carries.
extension TemplateFeature {
    /// The properties of class rules that mark a feature (in `.defaults` or a layer's rule).
    static let properties: [String: TemplateFeature] = [
        "-sfsymbols-variable-threshold": .variableColour,
        "-sfsymbols-indices": .indexedLayers, "-sfsymbols-fill-action": .indexedLayers,
        "-sfsymbols-motion-group": .motion, "-sfsymbols-always-pulses": .motion, "-sfsymbols-always-breathes": .motion,
        "-sfsymbols-layer-tags": .layerTags,
        "-sfsymbols-always-rotates": .rotation,
        "-sfsymbols-variable-draw": .variableDraw,
    ]

    /// The feature a class name belongs to (`monochrome-2`, `multicolor-0:custom`,
    /// `shapeGroupLayer-1`, `defaults`, `SFSymbolsPreviewWireframe`); nil for others.
    static func of(className name: String) -> TemplateFeature? {
        if TemplateReader.monochromeLayer(name) != nil { return .monochromeLayers }
        if TemplateReader.multicolorLayer(name) != nil || TemplateReader.hierarchicalLayer(name) != nil { return .colourLayers }
        if name.hasPrefix("shapeGroupLayer-") { return .indexedLayers }
        if name == "defaults" { return .animationDefaults }
        if name == "SFSymbolsPreviewWireframe" { return .previewWireframe }
        return nil
    }

    /// `Regular-S-rotate-anchor` → rotation, `Regular-S-draw-attachment-data` → Draw
    /// attachments, `left-margin-Regular-S` → variant margins; nil for other ids.
    static func of(id: String) -> TemplateFeature? {
        if id.hasSuffix(TemplateAnnotation.rotation.rawValue) { return .rotation }
        if id.hasSuffix(TemplateAnnotation.drawAttachments.rawValue) { return .drawAttachments }
        if id == "LayerTree" { return .indexedLayers }
        for side in ["left-margin-", "right-margin-"] where id.hasPrefix(side) {
            if let variant = SymbolVariant(id: String(id.dropFirst(side.count))), variant != .regularMedium { return .variantMargins }
        }
        return nil
    }

    /// What a document carries, but interpolation (which `SymbolTemplate` finds from its
    /// variants): its rules' classes and properties, its ids, the attributes of Draw, and the
    /// layer classes of groups inside the variant groups at `variants`.
    static func found(in document: XMLDocument, sheet: StyleSheet, variants: [Int]) -> Set<TemplateFeature> {
        var found: Set<TemplateFeature> = []
        for name in sheet.classNames {
            if let feature = of(className: name) { found.insert(feature) }
            for (property, value) in sheet.declarations(forClass: name) ?? [:] {
                if let feature = properties[property] { found.insert(feature) }
                if property == "-sfsymbols-variable-value-mode", value.lowercased() == "draw" { found.insert(.variableDraw) }
            }
        }
        for element in document.elements {
            if element[attribute: "data-clipstroke-keyframes"] != nil { found.insert(.drawGuides) }
            if let id = element[attribute: "id"], let feature = of(id: id) { found.insert(feature) }
            for name in TemplateReader.classes(of: element) {
                if let feature = of(className: name) { found.insert(feature) }
            }
        }
        for root in variants {
            for index in document.subtree(of: root).dropFirst() where !TemplateShape.elementNames.contains(document.elements[index].localName) {
                let classes = TemplateReader.classes(of: document.elements[index])
                if classes.contains(where: { of(className: $0) == .monochromeLayers || of(className: $0) == .colourLayers }) {
                    found.insert(.groupLayerClasses)
                }
            }
        }
        return found
    }
}
