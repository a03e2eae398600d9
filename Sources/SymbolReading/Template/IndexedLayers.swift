/// Layers given by sub-path indices, as the SF Symbols app exports them from version 5 on: each
/// variant is one outline, and the `<style>` rules say which of its subpaths (`-sfsymbols-indices`,
/// counted over the variant's paths in order from 0) each rendering mode's layer is made of.
///
///     .monochrome-0 {-sfsymbols-indices:0}
///     .multicolor-0:custom {fill:#78BE20;-sfsymbols-indices:0}
///     .shapeGroupLayer-2 {-sfsymbols-fill-action:erase;-sfsymbols-indices:4}
///     <g id="LayerTree"><g class="monochrome-1 multicolor-1:white hierarchical-1:primary">
///       <g class="shapeGroupLayer-0"/> … </g></g>
///
/// A layer whose `LayerTree` group holds `shapeGroupLayer-N` groups is made of those, in order:
/// one that draws adds its subpaths, one that erases (`-sfsymbols-fill-action:erase`) takes its
/// subpaths out of what the layer drew before it; a layer without them is its rule's own
/// indices. [File] `corpus/templates/v6.0_apple_markbattistella_ptv.tram.circle.fill.svg`; the
/// draw-then-erase order is how CoreUI's `CUIVectorGlyphLayer` builds a layer's shape (union of
/// drawing sublayers, minus erasing ones, in order).
package struct IndexedLayers: Equatable, Sendable {
    /// A run of subpaths that a layer draws, or erases from what it drew before.
    package struct Part: Equatable, Sendable {
        package var indices: [Int]
        package var erases: Bool

        package init(indices: [Int], erases: Bool = false) {
            (self.indices, self.erases) = (indices, erases)
        }
    }

    package var monochrome: [Int: [Part]] = [:]
    package var multicolor: [TemplateShape.MulticolorLayer: [Part]] = [:]
    package var hierarchical: [TemplateShape.HierarchicalLayer: [Part]] = [:]

    /// Whether no layer is given by indices (the layers, if any, are classes on the shapes).
    package var isEmpty: Bool { monochrome.isEmpty && multicolor.isEmpty && hierarchical.isEmpty }

    /// The layer of each mode that draws subpath `index` (the lowest, where several do).
    func layers(ofSubpath index: Int) -> (Int?, TemplateShape.MulticolorLayer?, TemplateShape.HierarchicalLayer?) {
        func draws(_ parts: [Part]) -> Bool { parts.contains { !$0.erases && $0.indices.contains(index) } }
        let monochrome = self.monochrome.filter { draws($0.value) }.keys.min()
        let multicolor = self.multicolor.filter { draws($0.value) }.keys.min { ($0.index, $0.colour) < ($1.index, $1.colour) }
        let hierarchical = self.hierarchical.filter { draws($0.value) }.keys.min { ($0.index, $0.level) < ($1.index, $1.level) }
        return (monochrome, multicolor, hierarchical)
    }
}

extension IndexedLayers {
    /// Reads the layers of `sheet`'s rules and the document's `LayerTree` group (`layerTree`).
    init(sheet: StyleSheet, document: XMLDocument, layerTree: Int?) {
        var groups: [String: [Part]] = [:]
        if let layerTree { collect(layerTree, sheet: sheet, document: document, into: &groups) }
        for name in sheet.classNames where groups[name] == nil {
            if let indices = Self.indices(sheet.declarations(forClass: name)) { groups[name] = [Part(indices: indices)] }
        }
        for (name, parts) in groups {
            if let layer = TemplateReader.monochromeLayer(name) { monochrome[layer] = parts }
            if let layer = TemplateReader.multicolorLayer(name) { multicolor[layer] = parts }
            if let layer = TemplateReader.hierarchicalLayer(name) { hierarchical[layer] = parts }
        }
    }

    /// The layers under `index`: a group naming mode layers is one layer of each (its
    /// `shapeGroupLayer` children, else its rules' indices); other groups are walked through.
    private func collect(_ index: Int, sheet: StyleSheet, document: XMLDocument, into groups: inout [String: [Part]]) {
        for child in document.children(of: index) {
            let classes = TemplateReader.classes(of: document.elements[child])
            let layers = classes.filter { TemplateReader.monochromeLayer($0) != nil || TemplateReader.multicolorLayer($0) != nil
                || TemplateReader.hierarchicalLayer($0) != nil }
            guard !layers.isEmpty else {
                collect(child, sheet: sheet, document: document, into: &groups)
                continue
            }
            let shapeGroups = Self.shapeGroups(child, sheet: sheet, document: document, erasing: false)
            for name in layers {
                groups[name] = shapeGroups.isEmpty ? Self.indices(sheet.declarations(forClass: name)).map { [Part(indices: $0)] } ?? [] : shapeGroups
            }
        }
    }

    /// The `shapeGroupLayer-N` children of `index` in order; one that holds others stands for
    /// them (all erasing when it erases).
    private static func shapeGroups(_ index: Int, sheet: StyleSheet, document: XMLDocument, erasing: Bool, depth: Int = 0) -> [Part] {
        guard depth < TemplateReader.maximumUseDepth else { return [] }
        var parts: [Part] = []
        for child in document.children(of: index) {
            guard let name = TemplateReader.classes(of: document.elements[child]).first(where: { $0.hasPrefix("shapeGroupLayer-") }),
                  let rule = sheet.declarations(forClass: name) else { continue }
            let erases = erasing || rule["-sfsymbols-fill-action"]?.lowercased() == "erase"
            if !document.children(of: child).isEmpty {
                parts += shapeGroups(child, sheet: sheet, document: document, erasing: erases, depth: depth + 1)
            } else if let indices = indices(rule) {
                parts.append(Part(indices: indices, erases: erases))
            }
        }
        return parts
    }

    /// `-sfsymbols-indices:1 2` → [1, 2]; nil without the property.
    private static func indices(_ declarations: [String: String]?) -> [Int]? {
        guard let text = declarations?["-sfsymbols-indices"] else { return nil }
        return text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\"" || $0 == "\t" }).compactMap { Int($0) }.filter { $0 >= 0 }
    }
}
