/// A template of format 7.0 written for the tests (not a copy of a real file): three sources of
/// a ring with a bar through it, one layer annotated in every mode, and optionally the Draw,
/// rotation and variable-draw annotations SF Symbols 7 writes.
enum V7TemplateFixtures {
    /// How an annotated file marks variable draw: by its layers' `-sfsymbols-variable-draw`, by
    /// `.defaults`' `-sfsymbols-variable-value-mode:draw`, or both (as SF Symbols 7 writes).
    enum VariableDraw: Sendable {
        case layers, defaults, both
    }

    /// - Parameters:
    ///   - version: the `Template v.…` text.
    ///   - annotated: with `data-clipstroke-keyframes` on the paths, `.defaults`, variable draw,
    ///     a rotation anchor inside a variant and Draw attachment data beside it.
    ///   - emptySource: a source written as an empty group, as SF Symbols 7.0 writes an imported SVG's.
    ///   - missingSource: a source left out altogether.
    static func template(version: String = "7.0", annotated: Bool = false, variableDraw: VariableDraw = .both, emptySource: String? = nil,
                         missingSource: String? = nil) -> String {
        let keyframes = annotated ? " data-clipstroke-keyframes=\"AAAAAAAAAAAAAIA/AAAAAAAAgD8=\"" : ""
        func ring(_ width: Double) -> String {
            "M50 -75 A40 40 0 1 1 49.99 -75 Z M50 \(-75 + width) A\(40 - width) \(40 - width) 0 1 0 50.01 \(-75 + width) Z "
                + "M20 \(-37 - width / 2) L80 \(-37 - width / 2) L80 \(-33 + width / 2) L20 \(-33 + width / 2) Z"
        }
        func variant(_ id: String, _ x: Int, _ width: Double) -> String {
            if id == missingSource { return "" }
            if id == emptySource { return "  <g id=\"\(id)\" transform=\"matrix(1 0 0 1 \(x) 696)\"/>\n" }
            let anchor = annotated && id == "Regular-S" ? "   <g id=\"\(id)-rotate-anchor\"><circle cx=\"50\" cy=\"-160\" r=\"6\"/></g>\n" : ""
            return "  <g id=\"\(id)\" transform=\"matrix(1 0 0 1 \(x) 696)\">\n"
                + "   <path class=\"monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe\" d=\"\(ring(width))\"\(keyframes)/>\n"
                + anchor + "  </g>\n"
                + (annotated ? "  <g id=\"\(id)-draw-attachment-data\"><circle cx=\"\(x - 40)\" cy=\"900\" r=\"12\"/></g>\n" : "")
        }
        func margins(_ id: String, _ x: Int) -> String {
            "  <line id=\"left-margin-\(id)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"600\" y2=\"720\"/>\n"
                + "  <line id=\"right-margin-\(id)\" x1=\"\(x + 100)\" x2=\"\(x + 100)\" y1=\"600\" y2=\"720\"/>\n"
        }
        let mode = variableDraw == .layers ? "" : "-sfsymbols-variable-value-mode:draw;"
        let defaults = annotated ? ".defaults {\(mode)-sfsymbols-draw-reverses-motion-groups:false}\n" : ""
        let draw = annotated ? (variableDraw == .defaults ? "" : ";-sfsymbols-variable-draw:0 1") + ";-sfsymbols-always-rotates:true" : ""
        return """
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
             <style>\(defaults).monochrome-0 {-sfsymbols-motion-group:0\(draw)}
            .multicolor-0:tintColor {-sfsymbols-motion-group:0\(draw)}
            .hierarchical-0:primary {-sfsymbols-motion-group:0\(draw)}
            .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
            </style>
             <g id="Notes"><text id="template-version">Template v.\(version)</text></g>
             <g id="Guides">
              <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/>
              <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
            \(margins("Ultralight-S", 500))\(margins("Regular-S", 1400))\(margins("Black-S", 2880))\
             </g>
             <g id="Symbols">
            \(variant("Black-S", 2880, 16))\(variant("Regular-S", 1400, 9))\(variant("Ultralight-S", 500, 3))\
             </g>
            </svg>
            """
    }
}
