import SymbolBase

/// An SF Symbols template SVG, read: version, producer, guides, variants and their margins.
///
/// Everything is measured in the document's user units ("template units"); at point size
/// N, one unit is N/100 points, because templates are typeset at 100 pt.
package struct SymbolTemplate: Sendable {
    /// Where the template's version was read.
    package enum VersionSource: String, Sendable {
        case templateVersionText = "template-version text"
        case noteText = "notes text"
        case structure = "guide structure"
    }

    /// Baseline and capline y of one scale row.
    package struct Guides: Equatable, Sendable {
        package var baseline: Double?
        package var capline: Double?
    }

    /// Left and right margins of a variant (its advance box) and where they came from.
    package struct Margins: Equatable, Sendable {
        package enum Source: Equatable, Sendable, CustomStringConvertible {
            /// Guide elements, named by id (`left-margin-Regular-M`, `right-margin-Regular-M`).
            case guides(left: String, right: String)
            /// Side bearings carried over from other variants' guides, relative to the ink.
            case derived(from: [SymbolVariant])
            /// No guide anywhere: the ink bounds.
            case ink
            /// A derived variant's: the sources' margins through the same formula as its points.
            case interpolated(Derivation)

            package var description: String {
                switch self {
                case .guides(let left, let right): "guides #\(left), #\(right)"
                case .derived(let sources) where sources.count == 2:
                    "interpolated between \(sources[0]) and \(sources[1])"
                case .derived(let sources): "derived from \(sources.map(\.id).joined(separator: ", "))"
                case .ink: "ink bounds (no margin guides)"
                case .interpolated(let derivation): derivation.description
                }
            }
        }

        package var left: Double
        package var right: Double
        package var source: Source
    }

    /// How a `monochrome-N` or `multicolor-N:NAME` layer paints.
    package struct LayerStyle: Equatable, Sendable {
        package var opacity = 1.0
        /// `-sfsymbols-clear-behind:true`: erase what lies beneath before painting.
        package var clearsBehind = false
        /// The rule's `fill`: a custom colour's value, else the app's preview colour.
        package var fill: String?

        package init(opacity: Double = 1, clearsBehind: Bool = false, fill: String? = nil) {
            (self.opacity, self.clearsBehind, self.fill) = (opacity, clearsBehind, fill)
        }

        /// Reads a class rule's declarations.
        init(_ declarations: [String: String]) {
            if let opacity = declarations["opacity"].flatMap(Double.init), opacity.isFinite {
                self.opacity = min(1, max(0, opacity))
            }
            clearsBehind = declarations["-sfsymbols-clear-behind"]?.lowercased() == "true"
            fill = declarations["fill"]
        }
    }

    /// One variant's drawing.
    package struct Variant: Sendable {
        package let id: SymbolVariant
        package let shapes: [TemplateShape]
        /// Exact bounds of every shape, in template units.
        package let ink: Rect
        /// The bounds of every shape's points, control points included: the glyph box UIKit
        /// sizes a symbol image by (`SymbolImageModel`).
        package var controlBox: Rect { shapes.reduce(Rect.empty) { $0.union($1.controlBounds) } }
        package let strokedShapes: Int
        package let textElements: Int
        /// Path segments over all shapes.
        package let segmentCount: Int
        /// The origin of the variant group's coordinates in user space, when the group is only
        /// translated (the SF Symbols app puts it at the left margin and the baseline).
        package var frameOrigin: Point? = nil
        /// Whether its shapes are the subpaths of its outlines, in order, and its layers the
        /// template's `indexedLayers` (`IndexedLayers`).
        package var layersBySubpath = false

        /// Whether any shape carries a `monochrome-N` class: then only those shapes draw.
        package var usesMonochromeLayers: Bool { shapes.contains { $0.monochromeLayer != nil } }
    }

    /// The document's user-space box (viewBox, else 0 0 width height).
    package let canvas: Rect?
    package let version: Version?
    /// Where `version` was read.
    package let versionSource: VersionSource?
    package let producer: String
    package let guides: [SymbolScale: Guides]
    /// Variants that have at least one shape.
    package let variants: [SymbolVariant: Variant]
    /// Variant groups that have none (SF Symbols 7.0 writes empty sources for an imported SVG).
    package let emptyVariants: [SymbolVariant]
    /// The animation and variable-rendering annotations it carries, none of which is drawn.
    package let annotations: [TemplateAnnotation]
    /// Margins given by guides in the file, before any fallback.
    package let explicitMargins: [SymbolVariant: Margins]
    package let layerStyles: [Int: LayerStyle]
    /// The styles of the multicolor layers, by layer and colour name.
    package let multicolorStyles: [TemplateShape.MulticolorLayer: LayerStyle]
    /// The `hierarchical-N:level` rules: clear-behind.
    package let hierarchicalStyles: [TemplateShape.HierarchicalLayer: LayerStyle]
    /// Layers given by subpath indices (`-sfsymbols-indices`), for variants whose shapes name none.
    package let indexedLayers: IndexedLayers
    /// Variants with a margin guide on one side only, and the id of the missing one.
    package let incompleteMargins: [SymbolVariant: String]
    /// What the file carries that only some template versions read (`TemplateFeature`);
    /// interpolation as this reading derives.
    package private(set) var features: Set<TemplateFeature> = []
    /// What this reading of the file took in: everything, or what one version's reader reads.
    package let reading: Set<TemplateFeature>

    /// The variants present, S before M before L, lightest first.
    package var presentVariants: [SymbolVariant] { variants.keys.sorted() }
}

extension SymbolTemplate {
    /// Reads `source` as a template; nil when it is a plain SVG (no variant groups, or
    /// none of the Symbols group, guides or template-version text that mark a template).
    /// `reading`: the features to read (`TemplateFeature.read(by:)` reads a file as a reader of
    /// that version does); nil reads everything, whatever the version says.
    package init?(_ source: SVGSource, reading: Set<TemplateFeature>? = nil) {
        let reading = reading ?? Set(TemplateFeature.allCases)
        let document = source.document
        var firstIndexByID: [String: Int] = [:]
        var variantElements: [(SymbolVariant, Int)] = []
        for (index, element) in document.elements.enumerated() {
            guard let id = element[attribute: "id"], firstIndexByID[id] == nil else { continue }
            firstIndexByID[id] = index
            if let variant = SymbolVariant(id: id) { variantElements.append((variant, index)) }
        }
        guard !variantElements.isEmpty else { return nil }
        let version = Self.readVersion(document, firstIndexByID)
        let hasGuides = firstIndexByID.keys.contains {
            $0.hasPrefix("Baseline-") || $0.hasPrefix("Capline-") || $0.hasPrefix("left-margin") || $0.hasPrefix("right-margin")
        }
        guard firstIndexByID["Symbols"] != nil || hasGuides || version != nil else { return nil }

        let reader = TemplateReader(document: document, reading: reading)
        var variants: [SymbolVariant: Variant] = [:]
        var empty: [SymbolVariant] = []
        for (variant, index) in variantElements {
            let drawing = reader.variant(variant, at: index).splitIntoSubpaths(reader.indexedLayers)
            if drawing.shapes.isEmpty { empty.append(variant) } else { variants[variant] = drawing }
        }

        let guides = Self.readGuides(reader, firstIndexByID)
        let (margins, incomplete) = Self.readMargins(reader, firstIndexByID, perVariant: reading.contains(.variantMargins))

        canvas = source.canvas.box
        let read = version ?? Self.versionFromStructure(margins, document, firstIndexByID)
        (self.version, self.versionSource) = (read?.0, read?.1)
        producer = Self.producer(document)
        self.guides = guides
        self.variants = variants
        emptyVariants = empty.sorted()
        annotations = TemplateAnnotation.found(in: document, sheet: reader.styleSheet)
        explicitMargins = margins
        incompleteMargins = incomplete
        layerStyles = reader.layerStyles
        multicolorStyles = reader.multicolorStyles
        hierarchicalStyles = reader.hierarchicalStyles
        indexedLayers = reader.indexedLayers
        self.reading = reading
        features = TemplateFeature.found(in: document, sheet: reader.styleSheet, variants: variantElements.map(\.1))
        if SymbolVariant.all.contains(where: { variants[$0] == nil && derivationSources(for: $0) != nil }) { features.insert(.interpolation) }
    }

    /// The baseline and capline guides of each scale that has them.
    private static func readGuides(_ reader: TemplateReader, _ ids: [String: Int]) -> [SymbolScale: Guides] {
        var guides: [SymbolScale: Guides] = [:]
        for scale in SymbolScale.allCases {
            let baseline = ids["Baseline-\(scale.letter)"].flatMap { reader.guidePoint($0, side: .left)?.y }
            let capline = ids["Capline-\(scale.letter)"].flatMap { reader.guidePoint($0, side: .left)?.y }
            if baseline != nil || capline != nil { guides[scale] = Guides(baseline: baseline, capline: capline) }
        }
        return guides
    }

    /// The margin guides of each variant that has both (`left-margin-Regular-M`; plain
    /// `left-margin` for Regular-M), and the variants that have one only, naming it; without
    /// `perVariant`, Regular-M's only (a reader before 3.0).
    private static func readMargins(_ reader: TemplateReader, _ ids: [String: Int], perVariant: Bool)
        -> (margins: [SymbolVariant: Margins], incomplete: [SymbolVariant: String]) {
        var margins: [SymbolVariant: Margins] = [:]
        var incomplete: [SymbolVariant: String] = [:]
        for weight in SymbolWeight.allCases {
            for scale in SymbolScale.allCases {
                let variant = SymbolVariant(weight, scale)
                guard perVariant || variant == .regularMedium else { continue }
                var names = ("left-margin-\(variant.id)", "right-margin-\(variant.id)")
                if variant == .regularMedium, ids[names.0] == nil || ids[names.1] == nil {
                    names = ("left-margin", "right-margin")
                }
                let (leftIndex, rightIndex) = (ids[names.0], ids[names.1])
                if (leftIndex == nil) != (rightIndex == nil) {
                    incomplete[variant] = leftIndex == nil ? names.0 : names.1
                    continue
                }
                guard let leftIndex, let rightIndex,
                      let left = reader.guidePoint(leftIndex, side: .left)?.x,
                      let right = reader.guidePoint(rightIndex, side: .right)?.x else { continue }
                margins[variant] = Margins(left: left, right: right, source: .guides(left: names.0, right: names.1))
            }
        }
        return (margins, incomplete)
    }

    // MARK: - Version and producer

    private static func readVersion(_ document: XMLDocument, _ ids: [String: Int]) -> (Version, VersionSource)? {
        if let index = ids["template-version"], let (major, minor) = parseVersion(document.textContent(of: index)) {
            return (Version(major, minor), .templateVersionText)
        }
        for (index, element) in document.elements.enumerated() where element.localName == "text" {
            if let (major, minor) = parseVersion(document.textContent(of: index)) {
                return (Version(major, minor), .noteText)
            }
        }
        return nil
    }

    /// Rect margins mean 1.x, bare `left-margin` lines 2.x, `left-margin-<Variant>` 3 or later.
    private static func versionFromStructure(
        _ margins: [SymbolVariant: Margins], _ document: XMLDocument, _ ids: [String: Int]
    ) -> (Version, VersionSource)? {
        if let index = ids["left-margin"] {
            let major = document.elements[index].localName == "rect" ? 1 : 2
            return (Version(major), .structure)
        }
        guard !margins.isEmpty else { return nil }
        return (Version(3), .structure)
    }

    /// `Template v.6.0`, `Template v6.0`, `Template v. 1.0` → (6, 0).
    static func parseVersion(_ text: String) -> (Int, Int)? {
        guard let range = text.firstRange(of: "Template v") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == "." || $0 == " " }
        let major = rest.prefix { $0.isASCII && $0.isNumber }
        let afterMajor = rest.dropFirst(major.count)
        guard let majorValue = Int(major), afterMajor.first == "." else { return nil }
        let minor = afterMajor.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard let minorValue = Int(minor) else { return nil }
        return (majorValue, minorValue)
    }

    private static func producer(_ document: XMLDocument) -> String {
        // Inkscape keeps the comments of the file it opened (an SF Symbols export's CoreSVG
        // line among them) and adds its own namespaces: the last writer is what counts.
        let inkscape = document.root.attributes.contains { ["xmlns:inkscape", "xmlns:sodipodi", "inkscape:version"].contains($0.name) }
        if inkscape {
            let resaved = document.comments.contains { $0.contains("Apple Native CoreSVG") }
            return resaved ? "Inkscape (a re-save of an SF Symbols app export)" : "Inkscape"
        }
        for comment in document.comments {
            if let range = comment.firstRange(of: "Apple Native CoreSVG") {
                let build = comment[range.upperBound...].trimming([0x20, 0x2D])
                return build.isEmpty ? "SF Symbols app" : "SF Symbols app (CoreSVG \(build))"
            }
            if comment.contains("CustomSymbols") { return "CustomSymbols generator" }
            if comment.contains("Illustrator") { return "Adobe Illustrator" }
            if comment.contains("Sketch") { return "Sketch" }
        }
        let root = document.root
        if root.attributes.contains(where: { $0.name == "xmlns:serif" }) { return "Affinity Designer" }
        if root[attribute: "data-name"] != nil || root[attribute: "id"] == "Layer_1" { return "Adobe Illustrator" }
        for element in document.elements {
            if element.attributes.contains(where: { ($0.name == "href" || $0.name == "xlink:href") && $0.value.contains("SwiftDraw") }) {
                return "SwiftDraw"
            }
            if element.localName == "desc", element.name.contains("Sketch") { return "Sketch" }
        }
        // Sketch writes the document title and a wrapper group that resets stroke and fill.
        if document.elements.contains(where: { $0.localName == "title" }),
           document.elements.contains(where: { $0.localName == "g" && $0[attribute: "stroke"] == "none" && $0[attribute: "fill-rule"] != nil }) {
            return "Sketch"
        }
        return "unknown"
    }
}
