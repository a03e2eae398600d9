/// Templates written for the tests (not copies of real files), one per template version and
/// annotation, for the choice of the version a symbolset is written in. Every variant draws a
/// square x 10..90, y −70..0 (in its frame: left margin, baseline) and a smaller square x
/// 30..70, y −50..−20 wound the same way, so the two fill as one unless a layer says otherwise.
enum VersionedTemplateFixtures {
    /// A path of a variant: its classes and any attributes after `d`.
    struct Shape {
        var d: String
        var classes = ""
        var extra = ""

        static let outer = "M10-70L90-70L90 0L10 0Z"
        static let inner = "M30-50L70-50L70-20L30-20Z"
    }

    /// A variant group at its left margin `x` and its row's baseline, with `shapes` (the two
    /// squares, unannotated, when nil) and extra markup after them.
    struct Variant {
        var id: String
        var x: Double
        var shapes: [Shape]? = nil
        var after = ""
    }

    static let baselines = ["S": 696.0, "M": 1126.0, "L": 1556.0]

    /// A whole template: `style` rules, margins for the variants named in `margins` (their
    /// guides `left-margin-<id>`, `right-margin-<id>` 100 units apart; `""` writes the plain
    /// `left-margin` and `right-margin` of 1.0 and 2.0), the variants, and markup after them.
    static func template(version: String, requires: Int? = nil, style: String = "", margins: [String], variants: [Variant],
                         after: String = "") -> String {
        let guides = margins.map { id in
            let variant = variants.first { $0.id == (id.isEmpty ? "Regular-M" : id) }!
            let suffix = id.isEmpty ? "" : "-" + id
            let y = baselines[String(variant.id.suffix(1))]!
            return """
                  <line id="left-margin\(suffix)" x1="\(variant.x)" x2="\(variant.x)" y1="\(y - 95)" y2="\(y + 24)"/>
                  <line id="right-margin\(suffix)" x1="\(variant.x + 100)" x2="\(variant.x + 100)" y1="\(y - 95)" y2="\(y + 24)"/>

                """
        }.joined()
        let groups = variants.map { variant in
            let shapes = variant.shapes ?? [Shape(d: Shape.outer), Shape(d: Shape.inner)]
            let paths = shapes.map { shape in
                "   <path\(shape.classes.isEmpty ? "" : " class=\"\(shape.classes)\"") d=\"\(shape.d)\"\(shape.extra)/>\n"
            }.joined()
            let y = baselines[String(variant.id.suffix(1))]!
            return "  <g id=\"\(variant.id)\" transform=\"matrix(1 0 0 1 \(variant.x) \(y))\">\n\(paths)\(variant.after)  </g>\n"
        }.joined()
        let requiresLine = requires.map { "\n  <text>Requires Xcode \($0) or greater</text>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
             <style>\(style)
            </style>
             <g id="Notes">
              <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
              <text id="template-version">Template v.\(version)</text>\(requiresLine)
             </g>
             <g id="Guides">
              <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/>
              <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
              <line id="Baseline-L" x1="263" x2="3036" y1="1556" y2="1556"/>
              <line id="Capline-L" x1="263" x2="3036" y1="1485.54" y2="1485.54"/>
            \(guides) </g>
             <g id="Symbols">
            \(groups) </g>
            \(after)</svg>
            """
    }

    /// Regular-S, -M and -L, unannotated; margins for Regular-M only (the plain guides of 2.0
    /// with `plainMargins`), or for every variant.
    static func plain(version: String, everyVariant: Bool = false, plainMargins: Bool = false) -> String {
        let variants = [Variant(id: "Regular-S", x: 1400), Variant(id: "Regular-M", x: 1400), Variant(id: "Regular-L", x: 1390)]
        let margins = everyVariant ? variants.map(\.id) : [plainMargins ? "" : "Regular-M"]
        return template(version: version, requires: 10 + (Int(version.prefix(1)) ?? 0), margins: margins, variants: variants)
    }

    /// Regular-M in monochrome layers: the squares in layer 0, or with `clearBehind` the small
    /// one in layer 1, which clears behind at opacity 0 (a hole); `threshold` puts variable
    /// colour on layer 0; `colours` adds multicolor layers (red square, white small square).
    static func monochrome(version: String = "4.0", clearBehind: Bool = false, threshold: Bool = false, colours: Bool = false) -> String {
        var style = ".monochrome-0 {fill:#000000\(threshold ? ";-sfsymbols-variable-threshold:0.5" : "")}"
        if clearBehind { style += "\n.monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}" }
        if colours { style += "\n.multicolor-0:systemRedColor {fill:#FF3B30}\n.multicolor-1:white {fill:#FFFFFF}" }
        let outer = "monochrome-0" + (colours ? " multicolor-0:systemRedColor" : "")
        let inner = (clearBehind ? "monochrome-1" : "monochrome-0") + (colours ? " multicolor-1:white" : "")
        return template(version: version, requires: 14, style: style, margins: ["Regular-M"],
                        variants: [Variant(id: "Regular-M", x: 1400, shapes: [Shape(d: Shape.outer, classes: outer), Shape(d: Shape.inner, classes: inner)])])
    }

    /// An SF Symbols 6-style export of a hierarchical symbol (square tertiary, small square
    /// primary on top) in Regular-S and Regular-M, with what SF Symbols 6 writes besides:
    /// motion groups, layer tags, a pulse, `.defaults`, the wireframe preview class on every
    /// path and a rotation anchor.
    static let animatedV6: String = {
        let style = """
            .defaults {-sfsymbols-wiggle-style:linear;-sfsymbols-rotates-clockwise:true}
            .monochrome-0 {-sfsymbols-motion-group:1;-sfsymbols-layer-tags:a1b2}
            .hierarchical-0:tertiary {-sfsymbols-motion-group:1;-sfsymbols-layer-tags:a1b2}
            .hierarchical-1:primary {-sfsymbols-motion-group:0;-sfsymbols-always-pulses:true;-sfsymbols-always-rotates:true}
            .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
            """
        let shapes = [Shape(d: Shape.outer, classes: "monochrome-0 hierarchical-0:tertiary SFSymbolsPreviewWireframe"),
                      Shape(d: Shape.inner, classes: "monochrome-0 hierarchical-1:primary SFSymbolsPreviewWireframe")]
        return template(version: "6.0", requires: 16, style: style, margins: ["Regular-M"], variants: [
            Variant(id: "Regular-S", x: 1400, shapes: shapes),
            Variant(id: "Regular-M", x: 1400, shapes: shapes, after: "   <g id=\"Regular-M-rotate-anchor\"><circle cx=\"50\" cy=\"-35\" r=\"4\"/></g>\n"),
        ])
    }()

    /// A 6.0 file whose layer classes stand on a group inside the variant: the small square
    /// clears behind in monochrome, which readers before 5.0 do not see.
    static let groupClassesV6 = template(
        version: "6.0", style: ".monochrome-0 {}\n.monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}", margins: ["Regular-M"],
        variants: [Variant(id: "Regular-M", x: 1400, shapes: [Shape(d: Shape.outer, classes: "monochrome-0")],
                           after: "   <g class=\"monochrome-1\"><path d=\"\(Shape.inner)\"/></g>\n")])
}
