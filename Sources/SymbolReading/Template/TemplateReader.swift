/// Walks a template's element tree: transform chains, class rules, inherited properties,
/// `<use>` references, clip paths and masks.
struct TemplateReader {
    enum Side { case left, right }

    let document: XMLDocument
    /// Per element: the product of its ancestors' transforms and its own.
    let transforms: [AffineTransform]
    let styleSheet: StyleSheet
    let layerStyles: [Int: SymbolTemplate.LayerStyle]
    /// The rules of `multicolor-N:NAME` classes: fill, opacity, clear-behind.
    let multicolorStyles: [TemplateShape.MulticolorLayer: SymbolTemplate.LayerStyle]
    /// The rules of `hierarchical-N:level` classes: clear-behind (their fills are previews).
    let hierarchicalStyles: [TemplateShape.HierarchicalLayer: SymbolTemplate.LayerStyle]
    /// Element index by `id`, first occurrence.
    let ids: [String: Int]
    /// Layers given by subpath indices in the rules and the `LayerTree` group.
    let indexedLayers: IndexedLayers
    /// The features read (`TemplateFeature`): layer classes of the kinds not read are ignored.
    let reading: Set<TemplateFeature>

    /// Elements whose content is never drawn where it stands: it is referenced (`<use>`,
    /// `clip-path`, `mask`, `fill`) or it is not geometry at all.
    static let nonRendering: Set<Substring> = [
        "defs", "clipPath", "mask", "symbol", "marker", "pattern", "linearGradient", "radialGradient",
        "filter", "style", "title", "desc", "metadata", "script", "foreignObject",
    ]
    /// Deeper `<use>` chains are not followed (cycles and expansion bombs are refused earlier,
    /// by `SVGSource.checkUses`; this keeps the walk bounded whatever the input).
    static let maximumUseDepth = 32

    init(document: XMLDocument, reading: Set<TemplateFeature> = Set(TemplateFeature.allCases)) {
        self.document = document
        self.reading = reading
        var transforms: [AffineTransform] = []
        transforms.reserveCapacity(document.elements.count)
        var sheet = StyleSheet()
        var ids: [String: Int] = [:]
        for (index, element) in document.elements.enumerated() {
            transforms.append(Self.ownTransform(element).followed(by: element.parent >= 0 ? transforms[element.parent] : .identity))
            if element.localName == "style" { sheet.add(document.textContent(of: index)) }
            if let id = element[attribute: "id"], ids[id] == nil { ids[id] = index }
        }
        self.transforms = transforms
        self.ids = ids
        styleSheet = sheet
        var layers: [Int: SymbolTemplate.LayerStyle] = [:]
        var colours: [TemplateShape.MulticolorLayer: SymbolTemplate.LayerStyle] = [:]
        var levels: [TemplateShape.HierarchicalLayer: SymbolTemplate.LayerStyle] = [:]
        let (monochrome, colour) = (reading.contains(.monochromeLayers), reading.contains(.colourLayers))
        for name in sheet.classNames {
            guard let declarations = sheet.declarations(forClass: name) else { continue }
            if monochrome, let layer = Self.monochromeLayer(name) { layers[layer] = SymbolTemplate.LayerStyle(declarations) }
            if colour, let layer = Self.multicolorLayer(name) { colours[layer] = SymbolTemplate.LayerStyle(declarations) }
            if colour, let layer = Self.hierarchicalLayer(name) { levels[layer] = SymbolTemplate.LayerStyle(declarations) }
        }
        layerStyles = layers
        multicolorStyles = colours
        hierarchicalStyles = levels
        var indexed = reading.contains(.indexedLayers) ? IndexedLayers(sheet: sheet, document: document, layerTree: ids["LayerTree"]) : IndexedLayers()
        if !monochrome { indexed.monochrome = [:] }
        if !colour { (indexed.multicolor, indexed.hierarchical) = ([:], [:]) }
        indexedLayers = indexed
    }

    static func ownTransform(_ element: XMLElement) -> AffineTransform {
        element[attribute: "transform"].flatMap(TransformList.parse) ?? .identity
    }

    /// `monochrome-3` → 3.
    static func monochromeLayer(_ className: String) -> Int? {
        guard className.hasPrefix("monochrome-") else { return nil }
        return Int(className.dropFirst("monochrome-".count))
    }

    /// `multicolor-2:systemRedColor` → (2, systemRedColor).
    static func multicolorLayer(_ className: String) -> TemplateShape.MulticolorLayer? {
        guard className.hasPrefix("multicolor-"), let colon = className.firstIndex(of: ":"),
              let index = Int(className["multicolor-".endIndex..<colon]) else { return nil }
        let colour = String(className[className.index(after: colon)...])
        return colour.isEmpty ? nil : TemplateShape.MulticolorLayer(index: index, colour: colour)
    }

    /// `hierarchical-1:secondary` → (1, secondary).
    static func hierarchicalLayer(_ className: String) -> TemplateShape.HierarchicalLayer? {
        guard className.hasPrefix("hierarchical-"), let colon = className.firstIndex(of: ":"),
              let index = Int(className["hierarchical-".endIndex..<colon]) else { return nil }
        let level = String(className[className.index(after: colon)...])
        return level.isEmpty ? nil : TemplateShape.HierarchicalLayer(index: index, level: level)
    }

    static func classes(of element: XMLElement) -> [String] {
        (element[attribute: "class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The point a guide marks, in user space: a line's first end, a path's first point,
    /// a rect's left or right edge (v1 margins: the rect's width is the side bearing).
    func guidePoint(_ index: Int, side: Side) -> Point? {
        let element = document.elements[index]
        let local: Point?
        switch element.localName {
        case "line":
            local = Point(x: SVGLength.userUnits(element[attribute: "x1"]) ?? 0, y: SVGLength.userUnits(element[attribute: "y1"]) ?? 0)
        case "rect":
            let x = SVGLength.userUnits(element[attribute: "x"]) ?? 0
            let width = SVGLength.userUnits(element[attribute: "width"]) ?? 0
            local = Point(x: side == .left ? x : x + width, y: SVGLength.userUnits(element[attribute: "y"]) ?? 0)
        case "path":
            local = PathGeometry(pathData: element[attribute: "d"] ?? "").segments.first.flatMap {
                if case .move(let point) = $0 { return point }
                return nil
            }
        case "g":
            // A group standing in for a guide: use its first guide-like child.
            return document.children(of: index).lazy.compactMap { guidePoint($0, side: side) }.first
        default:
            local = nil
        }
        return local.map { transforms[index].apply($0) }
    }

    // MARK: - Variants

    /// An element as drawn: its index and its full transform chain (which differs from
    /// `transforms[index]` inside a `<use>` instance).
    private struct Placed {
        var index: Int
        var transform: AffineTransform
    }

    /// What a walk over one variant collects.
    private struct Collection {
        var shapes: [TemplateShape] = []
        var ink = Rect.empty
        var stroked = 0
        var texts = 0
        var segments = 0
    }

    /// The shapes of the variant group at `index`, with the `<use>` instances it draws, and
    /// without anything inside `<defs>`, `<clipPath>`, `<mask>`, `<symbol>` or `<marker>`.
    func variant(_ id: SymbolVariant, at index: Int) -> SymbolTemplate.Variant {
        // The group's own ancestors count for inherited properties and clips.
        var ancestry: [Placed] = []
        var parent = document.elements[index].parent
        while parent >= 0 {
            ancestry.append(Placed(index: parent, transform: transforms[parent]))
            parent = document.elements[parent].parent
        }
        var collection = Collection()
        walk(Placed(index: index, transform: transforms[index]), ancestry: ancestry, variantRoot: index, useDepth: 0, into: &collection)
        let t = transforms[index]
        return SymbolTemplate.Variant(id: id, shapes: collection.shapes, ink: collection.ink, strokedShapes: collection.stroked,
                                      textElements: collection.texts, segmentCount: collection.segments,
                                      frameOrigin: (t.a, t.b, t.c, t.d) == (1, 0, 0, 1) ? Point(x: t.e, y: t.f) : nil)
    }

    /// Visits `node` and what it draws. `ancestry` holds the elements it inherits from,
    /// nearest first (for an instance: the referenced subtree, then the `<use>` and its ancestors).
    private func walk(_ node: Placed, ancestry: [Placed], variantRoot: Int, useDepth: Int, into collection: inout Collection) {
        let element = document.elements[node.index]
        let name = element.localName
        if node.index != variantRoot, Self.nonRendering.contains(name), !(name == "symbol" && ancestry.first.map { document.elements[$0.index].localName == "use" } == true) {
            return
        }
        if element[attribute: "display"] == "none" || inlineStyle("display", of: element) == "none" { return }
        // Rotation anchors and Draw attachment data mark points for animations: never ink.
        if let id = element[attribute: "id"], TemplateAnnotation.isAnnotationGroup(id) { return }
        let here = [node] + ancestry
        switch name {
        case "text", "textPath":
            collection.texts += 1
        case "use":
            guard useDepth < Self.maximumUseDepth, let target = referencedElement(element) else { return }
            let x = SVGLength.userUnits(element[attribute: "x"]) ?? 0
            let y = SVGLength.userUnits(element[attribute: "y"]) ?? 0
            let instance = Self.ownTransform(document.elements[target])
                .followed(by: .translation(x, y)).followed(by: node.transform)
            walk(Placed(index: target, transform: instance), ancestry: here, variantRoot: variantRoot, useDepth: useDepth + 1, into: &collection)
        case _ where TemplateShape.elementNames.contains(name):
            guard let shape = shape(here, variantRoot: variantRoot) else { return }
            collection.segments += shape.outline.segments.count
            if shape.stroked { collection.stroked += 1 }
            collection.shapes.append(shape)
            collection.ink = collection.ink.union(shape.bounds)
        default:
            for child in document.children(of: node.index) {
                let placed = Placed(index: child, transform: Self.ownTransform(document.elements[child]).followed(by: node.transform))
                walk(placed, ancestry: here, variantRoot: variantRoot, useDepth: useDepth, into: &collection)
            }
        }
    }

    /// The shape element at `chain[0]`; nil when it draws nothing.
    private func shape(_ chain: [Placed], variantRoot: Int) -> TemplateShape? {
        let placed = chain[0]
        let element = document.elements[placed.index]
        guard let outline = TemplateShape.outline(of: element) else { return nil }
        let clips = clipRegions(chain)
        var bounds = outline.bounds(transformedBy: placed.transform)
        for region in clips { bounds = bounds.intersection(region.bounds) }
        guard !bounds.isEmpty else { return nil }
        let stroke = property("stroke", chain)
        let strokeWidth = property("stroke-width", chain).flatMap { SVGLength.userUnits($0) }
        let isStroked = stroke.map { $0 != "none" && $0 != "transparent" } ?? false && (strokeWidth ?? 1) > 0
        // Layer classes on the shape, or on the groups or <use> between it and the variant group.
        var monochrome: Int?
        var multicolor: TemplateShape.MulticolorLayer?
        var hierarchical: TemplateShape.HierarchicalLayer?
        // Before 5.0, a reader takes layer classes from the shape only (`TemplateFeature.groupLayerClasses`).
        let links = reading.contains(.groupLayerClasses) ? chain[...] : chain.prefix(1)
        for link in links {
            if link.index == variantRoot { break }
            let classes = Self.classes(of: document.elements[link.index])
            if reading.contains(.monochromeLayers) { monochrome = monochrome ?? classes.lazy.compactMap(Self.monochromeLayer).first }
            guard reading.contains(.colourLayers) else { continue }
            multicolor = multicolor ?? classes.lazy.compactMap(Self.multicolorLayer).first
            hierarchical = hierarchical ?? classes.lazy.compactMap(Self.hierarchicalLayer).first
        }
        let name = String(element.localName)
        return TemplateShape(
            element: name,
            geometry: (TemplateShape.geometryAttributes[name] ?? []).compactMap { attribute in
                element[attribute: attribute].map { (attribute, $0) }
            },
            outline: outline, transform: placed.transform,
            evenOdd: property("fill-rule", chain) == "evenodd",
            bounds: bounds, monochromeLayer: monochrome, multicolorLayer: multicolor, hierarchicalLayer: hierarchical,
            stroked: isStroked, clips: clips)
    }

    /// The element a `<use>` refers to (`href` or `xlink:href`, `#id` within the document).
    private func referencedElement(_ element: XMLElement) -> Int? {
        guard let href = (element[attribute: "href"] ?? element[attribute: "xlink:href"])?.trimmed, href.hasPrefix("#") else { return nil }
        return ids[String(href.dropFirst())]
    }

    /// The element named by a `url(#id)` reference.
    private func urlTarget(_ value: String?) -> Int? {
        guard let value = value?.trimmed, value.hasPrefix("url("), let close = value.firstIndex(of: ")") else { return nil }
        let inner = value[value.index(value.startIndex, offsetBy: 4)..<close].trimming([0x20, 0x22, 0x27])
        guard inner.hasPrefix("#") else { return nil }
        return ids[String(inner.dropFirst())]
    }

    /// Clip paths and masks set on the shape or its ancestors, outermost first, each in the
    /// user space of the element that refers to it (`clipPathUnits="userSpaceOnUse"`, the default).
    private func clipRegions(_ chain: [Placed]) -> [ClipRegion] {
        var regions: [ClipRegion] = []
        for link in chain.reversed() {
            let element = document.elements[link.index]
            for (attribute, kind) in [("clip-path", ClipRegion.Kind.clip), ("mask", .mask)] {
                guard let target = urlTarget(element[attribute: attribute] ?? inlineStyle(attribute, of: element)) else { continue }
                let clip = document.elements[target]
                guard clip.localName == (kind == .clip ? "clipPath" : "mask") else { continue }
                let units = clip[attribute: kind == .clip ? "clipPathUnits" : "maskContentUnits"]
                guard units == nil || units == "userSpaceOnUse" else { continue }
                let space = Self.ownTransform(clip).followed(by: link.transform)
                var outlines: [ClipRegion.Outline] = []
                var bounds = Rect.empty
                collectOutlines(target, space: space, depth: 0, into: &outlines, bounds: &bounds)
                let t = link.transform
                let key = "\(kind.rawValue)\(target)@\([t.a, t.b, t.c, t.d, t.e, t.f].map { PathGeometry.number($0) }.joined(separator: ","))"
                regions.append(ClipRegion(key: key, kind: kind, outlines: outlines, bounds: bounds))
            }
        }
        return regions
    }

    /// The outlines inside a clip path or mask (shapes, groups and `<use>` instances).
    private func collectOutlines(_ index: Int, space: AffineTransform, depth: Int, into outlines: inout [ClipRegion.Outline], bounds: inout Rect) {
        guard depth < Self.maximumUseDepth else { return }
        for child in document.children(of: index) {
            let element = document.elements[child]
            let transform = Self.ownTransform(element).followed(by: space)
            if TemplateShape.elementNames.contains(element.localName), let outline = TemplateShape.outline(of: element) {
                let rule = element[attribute: "clip-rule"] ?? inlineStyle("clip-rule", of: element) ?? element[attribute: "fill-rule"]
                outlines.append(ClipRegion.Outline(pathData: outline.pathData(), transform: transform, evenOdd: rule == "evenodd"))
                bounds = bounds.union(outline.bounds(transformedBy: transform))
            } else if element.localName == "use", let target = referencedElement(element) {
                let x = SVGLength.userUnits(element[attribute: "x"]) ?? 0
                let y = SVGLength.userUnits(element[attribute: "y"]) ?? 0
                let instance = Self.ownTransform(document.elements[target]).followed(by: .translation(x, y)).followed(by: transform)
                if TemplateShape.elementNames.contains(document.elements[target].localName),
                   let outline = TemplateShape.outline(of: document.elements[target]) {
                    outlines.append(ClipRegion.Outline(pathData: outline.pathData(), transform: instance, evenOdd: false))
                    bounds = bounds.union(outline.bounds(transformedBy: instance))
                } else {
                    collectOutlines(target, space: instance, depth: depth + 1, into: &outlines, bounds: &bounds)
                }
            } else if element.localName == "g" {
                collectOutlines(child, space: transform, depth: depth + 1, into: &outlines, bounds: &bounds)
            }
        }
    }

    private func inlineStyle(_ name: String, of element: XMLElement) -> String? {
        element[attribute: "style"].flatMap { StyleSheet.declarations($0).last(where: { $0.0 == name })?.1 }
    }

    /// An inherited presentation property: the `style` attribute, then class rules, then
    /// the attribute, on the element and then along `chain` (its ancestors as drawn). The
    /// app's preview classes (`SFSymbolsPreview…`) style the preview only and are skipped.
    private func property(_ name: String, _ chain: [Placed]) -> String? {
        for link in chain {
            let element = document.elements[link.index]
            if let value = inlineStyle(name, of: element) { return value }
            for className in Self.classes(of: element).reversed() where !className.hasPrefix("SFSymbolsPreview") {
                if let value = styleSheet.declarations(forClass: className)?[name] { return value }
            }
            if let value = element[attribute: name] { return value }
        }
        return nil
    }
}
