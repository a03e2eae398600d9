extension SymbolTemplate.Variant {
    /// The variant with each shape cut into its subpaths, in order, each in the layers `layers`
    /// give its index: when the template gives layers by index and no shape names one by class.
    func splitIntoSubpaths(_ layers: IndexedLayers) -> Self {
        guard !layers.isEmpty,
              !shapes.contains(where: { $0.monochromeLayer != nil || $0.multicolorLayer != nil || $0.hierarchicalLayer != nil })
        else { return self }
        var split: [TemplateShape] = []
        for shape in shapes {
            for subpath in shape.outline.subpaths {
                let (monochrome, multicolor, hierarchical) = layers.layers(ofSubpath: split.count)
                split.append(TemplateShape(subpath: subpath, of: shape, monochromeLayer: monochrome,
                                           multicolorLayer: multicolor, hierarchicalLayer: hierarchical))
            }
        }
        var variant = Self(id: id, shapes: split, ink: ink, strokedShapes: strokedShapes, textElements: textElements,
                           segmentCount: segmentCount, frameOrigin: frameOrigin)
        variant.layersBySubpath = true
        return variant
    }

    /// A layer's parts as painted: each part's subpaths of this variant (split by
    /// `splitIntoSubpaths`), drawing or erasing.
    package func paintParts(_ parts: [IndexedLayers.Part]) -> [PaintLayer.Part] {
        parts.map { part in
            PaintLayer.Part(shapes: part.indices.compactMap { shapes.indices.contains($0) ? shapes[$0] : nil }, erases: part.erases)
        }
    }
}

extension TemplateShape {
    /// One subpath of `shape`, with the same transform, fill rule and clips, in the given layers.
    init(subpath: PathGeometry, of shape: TemplateShape, monochromeLayer: Int?, multicolorLayer: MulticolorLayer?,
         hierarchicalLayer: HierarchicalLayer?) {
        var bounds = subpath.bounds(transformedBy: shape.transform)
        for region in shape.clips { bounds = bounds.intersection(region.bounds) }
        self.init(element: "path", geometry: [("d", subpath.pathData())], outline: subpath, transform: shape.transform,
                  evenOdd: shape.evenOdd, bounds: bounds, monochromeLayer: monochromeLayer, multicolorLayer: multicolorLayer,
                  hierarchicalLayer: hierarchicalLayer, stroked: shape.stroked, clips: shape.clips)
    }
}
