/// Templates written for the tests (not copies of real files) whose layers are given by subpath
/// index, as SF Symbols 5 and later export them.
enum IndexedTemplateFixtures {
    /// Every variant one path of four subpaths: 0 a square, 1 a horizontal bar, 2 a vertical
    /// bar, 3 a small square where the bars cross, all wound alike (so filling the path by the
    /// nonzero rule draws a plain square). Layer 0 is the square (red, secondary); layer 1 draws
    /// the bars and erases their crossing (green, primary; in monochrome it clears behind, at
    /// opacity 0). Three small sources, so the other variants are derived.
    static let crossV6: String = {
        let d = "M10 0L90 0L90-80L10-80Z M20-35L80-35L80-45L20-45Z M45-10L55-10L55-70L45-70Z M45-35L55-35L55-45L45-45Z"
        func variant(_ id: String, _ x: Int) -> String {
            "  <g id=\"\(id)\" transform=\"matrix(1 0 0 1 \(x) 696)\">\n   <path class=\"SFSymbolsPreviewWireframe\" d=\"\(d)\"/>\n  </g>\n"
        }
        func margins(_ id: String, _ x: Int) -> String {
            "  <line id=\"left-margin-\(id)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"600\" y2=\"720\"/>\n"
                + "  <line id=\"right-margin-\(id)\" x1=\"\(x + 100)\" x2=\"\(x + 100)\" y1=\"600\" y2=\"720\"/>\n"
        }
        return """
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
             <style>.monochrome-0 {-sfsymbols-motion-group:0;-sfsymbols-indices:0}
            .monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}
            .multicolor-0:systemRedColor {fill:#FF3B30;-sfsymbols-indices:0}
            .multicolor-1:systemGreenColor {fill:#34C759}
            .hierarchical-0:secondary {-sfsymbols-indices:0}
            .hierarchical-1:primary {-sfsymbols-motion-group:1}
            .shapeGroupLayer-0 {-sfsymbols-fill-action:draw;-sfsymbols-indices:1}
            .shapeGroupLayer-1 {-sfsymbols-fill-action:draw;-sfsymbols-indices:2}
            .shapeGroupLayer-2 {-sfsymbols-fill-action:erase;-sfsymbols-indices:3}
            .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
            </style>
             <g id="Notes"><text id="template-version">Template v.6.0</text></g>
             <g id="Guides">
              <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/>
              <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
            \(margins("Ultralight-S", 500))\(margins("Regular-S", 1400))\(margins("Black-S", 2880))\
             </g>
             <g id="Symbols">
            \(variant("Black-S", 2880))\(variant("Regular-S", 1400))\(variant("Ultralight-S", 500))\
             </g>
             <g id="LayerTree">
              <g class="monochrome-0 multicolor-0:systemRedColor hierarchical-0:secondary"/>
              <g class="monochrome-1 multicolor-1:systemGreenColor hierarchical-1:primary">
               <g class="shapeGroupLayer-0"/>
               <g class="shapeGroupLayer-1"/>
               <g class="shapeGroupLayer-2"/>
              </g>
             </g>
            </svg>
            """
    }()
}
