/// Walks a template's element tree: transform chains, class rules and inherited properties.
struct TemplateReader {
    enum Side { case left, right }

    let document: XMLDocument
    /// Per element: the product of its ancestors' transforms and its own.
    let transforms: [AffineTransform]
    let styleSheet: StyleSheet
    let layerStyles: [Int: SymbolTemplate.LayerStyle]

    init(document: XMLDocument) {
        self.document = document
        var transforms: [AffineTransform] = []
        transforms.reserveCapacity(document.elements.count)
        var sheet = StyleSheet()
        for (index, element) in document.elements.enumerated() {
            let own = element[attribute: "transform"].flatMap(TransformList.parse) ?? .identity
            let parent = element.parent >= 0 ? transforms[element.parent] : .identity
            transforms.append(own.followed(by: parent))
            if element.localName == "style" { sheet.add(document.textContent(of: index)) }
        }
        self.transforms = transforms
        styleSheet = sheet
        var layers: [Int: SymbolTemplate.LayerStyle] = [:]
        for name in sheet.classNames {
            guard let layer = Self.monochromeLayer(name), let declarations = sheet.declarations(forClass: name) else { continue }
            var style = SymbolTemplate.LayerStyle()
            if let opacity = declarations["opacity"].flatMap(Double.init), opacity.isFinite {
                style.opacity = min(1, max(0, opacity))
            }
            style.clearsBehind = declarations["-sfsymbols-clear-behind"]?.lowercased() == "true"
            layers[layer] = style
        }
        layerStyles = layers
    }

    /// `monochrome-3` → 3.
    static func monochromeLayer(_ className: String) -> Int? {
        guard className.hasPrefix("monochrome-") else { return nil }
        return Int(className.dropFirst("monochrome-".count))
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

    /// The shapes of the variant group at `index`.
    func variant(_ id: SymbolVariant, at index: Int) -> SymbolTemplate.Variant {
        var shapes: [TemplateShape] = []
        var ink = Rect.empty
        var stroked = 0
        var texts = 0
        var segments = 0
        for child in document.subtree(of: index) where child != index {
            let element = document.elements[child]
            if element.localName == "text" { texts += 1 }
            guard TemplateShape.elementNames.contains(element.localName),
                  let outline = TemplateShape.outline(of: element) else { continue }
            let bounds = outline.bounds(transformedBy: transforms[child])
            guard !bounds.isEmpty else { continue }
            segments += outline.segments.count
            let classes = (element[attribute: "class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            let stroke = property("stroke", of: child, classes: classes)
            let strokeWidth = property("stroke-width", of: child, classes: classes).flatMap { SVGLength.userUnits($0) }
            let isStroked = stroke.map { $0 != "none" && $0 != "transparent" } ?? false && (strokeWidth ?? 1) > 0
            if isStroked { stroked += 1 }
            let name = String(element.localName)
            shapes.append(TemplateShape(
                element: name,
                geometry: (TemplateShape.geometryAttributes[name] ?? []).compactMap { attribute in
                    element[attribute: attribute].map { (attribute, $0) }
                },
                transform: transforms[child],
                evenOdd: property("fill-rule", of: child, classes: classes) == "evenodd",
                bounds: bounds,
                monochromeLayer: classes.lazy.compactMap(Self.monochromeLayer).first,
                stroked: isStroked))
            ink = ink.union(bounds)
        }
        return SymbolTemplate.Variant(id: id, shapes: shapes, ink: ink, strokedShapes: stroked, textElements: texts,
                                      segmentCount: segments)
    }

    /// An inherited presentation property: the `style` attribute, then class rules, then
    /// the attribute, on the element and then its ancestors. The app's preview classes
    /// (`SFSymbolsPreview…`) style the preview only and are skipped.
    private func property(_ name: String, of index: Int, classes ownClasses: [String]) -> String? {
        var current = index
        var classes = ownClasses
        while current >= 0 {
            let element = document.elements[current]
            if let style = element[attribute: "style"],
               let value = StyleSheet.declarations(style).last(where: { $0.0 == name })?.1 {
                return value
            }
            for className in classes.reversed() where !className.hasPrefix("SFSymbolsPreview") {
                if let value = styleSheet.declarations(forClass: className)?[name] { return value }
            }
            if let value = element[attribute: name] { return value }
            current = element.parent
            if current >= 0 {
                classes = (document.elements[current][attribute: "class"] ?? "").split(separator: " ").map(String.init)
            }
        }
        return nil
    }
}
