/// SF Symbols templates written by the project, each reproducing one producer's quirks with
/// simple geometry whose metrics can be worked out by hand (comments give the numbers).
/// `appleV1`, `variableV3` and `multicolor` stand in for SF Symbols app exports of system
/// symbols: they carry the glyph comment such exports have (`glyph: "uni…"`, with code points of
/// the project's choosing); the others, like custom and third-party templates, name no glyph.
enum TemplateFixtures {
    /// Sketch re-save of a v1.0 template: wrapper groups, `translate()` on Guides, Symbols and
    /// the variant, `<rect>` margins inside the translated Guides group, no `template-version`
    /// id (the version is in `<text id="Template-v.1.0">`), a root group that sets
    /// `fill="none" fill-rule="evenodd"` and a Symbols group that sets it back to nonzero.
    ///
    /// Regular-M only. Baseline-M 625+501 = 1126. Margins 263+1125 = 1388 .. 263+1237+12 = 1512.
    /// Ink x 1410..1470, y 1056..1126. The inner square winds like the outer one, so under
    /// nonzero it is filled, not a hole.
    static let sketchV1 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg width="3300px" height="2200px" viewBox="0 0 3300 2200" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <title>fixture.square</title>
            <g id="fixture.square" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                <g id="wrapper">
                    <g id="Notes">
                        <rect id="artboard" fill="#FFFFFF" fill-rule="nonzero" x="0" y="0" width="3300" height="2200"></rect>
                        <text id="Template-v.1.0" fill="#000000" fill-rule="nonzero" font-family="Helvetica" font-size="13">
                            <tspan x="2944" y="1933">Template v.1.0</tspan>
                        </text>
                    </g>
                    <g id="Guides" transform="translate(263, 625)">
                        <line x1="0" y1="71" x2="2773" y2="71" id="Baseline-S" stroke="#27AAE1" stroke-width="0.5"></line>
                        <line x1="0" y1="501" x2="2773" y2="501" id="Baseline-M" stroke="#27AAE1" stroke-width="0.5"></line>
                        <line x1="0" y1="430.54" x2="2773" y2="430.54" id="Capline-M" stroke="#27AAE1" stroke-width="0.5"></line>
                        <rect id="left-margin" fill="#00AEEF" fill-rule="nonzero" opacity="0.4" x="1125" y="405.79" width="12" height="119.34"></rect>
                        <rect id="right-margin" fill="#00AEEF" fill-rule="nonzero" opacity="0.4" x="1237" y="405.79" width="12" height="119.34"></rect>
                    </g>
                    <g id="Symbols" transform="translate(1000, 1000)" fill="#000000" fill-rule="nonzero">
                        <g id="Regular-M" transform="translate(400, 126)">
                            <path d="M10,-70 L70,-70 L70,0 L10,0 Z M30,-50 L50,-50 L50,-20 L30,-20 Z" id="Path"></path>
                        </g>
                    </g>
                </g>
            </g>
        </svg>
        """

    /// Affinity Designer re-save of a v1.0 template: `width="100%"`, `serif:id`, the root
    /// style `fill-rule:evenodd`, guides as `<path>`, the version split over `<tspan>`s in a
    /// `<g id="template-version">`, and a non-uniform `matrix()` with commas on each variant.
    ///
    /// Regular-M: matrix(0.5,0,0,2,1410,1056) maps the 120×35 local box to x 1410..1470,
    /// y 1056..1126; the inner box becomes a hole (evenodd) at x 1430..1450, y 1076..1106.
    /// Margins (rects, outer edges) 1392..1508. Regular-S: matrix(0.4,0,0,1.6,1416,640):
    /// ink x 1416..1464, y 640..696, no margins of its own.
    static let affinityV1 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg width="100%" height="100%" viewBox="0 0 3300 2200" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xml:space="preserve" xmlns:serif="http://www.serif.com/" style="fill-rule:evenodd;clip-rule:evenodd;stroke-linejoin:round;">
            <g id="Notes">
                <rect id="artboard" x="0" y="0" width="3300" height="2200" style="fill:white;"/>
                <g id="template-version" transform="matrix(1,0,0,1,3036,1933)">
                    <text x="-94.531px" y="0px" style="font-size:16px;">T<tspan x="-87.344px " y="0px ">e</tspan>mplat<tspan x="-41.625px " y="0px ">e</tspan> v<tspan x="-23.594px -20.469px -13.766px " y="0px 0px 0px ">.1.</tspan>0</text>
                </g>
            </g>
            <g id="Guides">
                <path id="Baseline-S" d="M263,696L3036,696" style="fill:none;stroke:rgb(39,170,225);stroke-width:0.5px;"/>
                <path id="Baseline-M" d="M263,1126L3036,1126" style="fill:none;stroke:rgb(39,170,225);stroke-width:0.5px;"/>
                <path id="Capline-M" d="M263,1055.54L3036,1055.54" style="fill:none;stroke:rgb(39,170,225);stroke-width:0.5px;"/>
                <g id="H-reference" serif:id="H-reference" transform="matrix(1,0,0,1,339,1126)">
                    <path d="M0,0L10,-70L20,0Z" style="fill:rgb(39,170,225);"/>
                </g>
                <rect id="left-margin" serif:id="left-margin" x="1392" y="1030.79" width="12" height="119.336" style="fill:rgb(0,174,239);fill-opacity:0.4;"/>
                <rect id="right-margin" serif:id="right-margin" x="1496" y="1030.79" width="12" height="119.336" style="fill:rgb(0,174,239);fill-opacity:0.4;"/>
            </g>
            <g id="Symbols">
                <g id="Regular-M" serif:id="Regular-M" transform="matrix(0.5,0,0,2,1410,1056)">
                    <path d="M0,0L120,0L120,35L0,35L0,0ZM40,10L80,10L80,25L40,25L40,10Z"/>
                </g>
                <g id="Regular-S" serif:id="Regular-S" transform="matrix(0.4,0,0,1.6,1416,640)">
                    <path d="M0,0L120,0L120,35L0,35L0,0ZM40,10L80,10L80,25L40,25L40,10Z"/>
                </g>
            </g>
        </svg>
        """

    /// Adobe Illustrator re-save of a v6.0 variable template: `id="Layer_1"`, class styles
    /// in `<defs><style>`, the version split over four `<tspan>`s, right margins written
    /// before left ones, no transforms on the variants, an undefined class `st2`, a fill
    /// rule given by a class, and one stroked shape.
    ///
    /// Regular-S: ink x 1410..1490, y 626..696 with an evenodd hole x 1430..1470, y 646..676;
    /// margins 1400..1500. The stroked 4×4 square sits in the hole's top-left corner.
    static let illustratorV6 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg id="Layer_1" data-name="Layer 1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
          <defs>
            <style>
              .cls-1 {
                fill: none;
                stroke: #27aae1;
                stroke-width: .5px;
              }

              .cls-2 {
                fill-rule: evenodd;
              }

              .cls-3 {
                font-family: SFPro-Regular, 'SF Pro';
                font-size: 13px;
              }

              .cls-9 {
                fill: #000;
                stroke: #000;
                stroke-width: 2px;
              }
            </style>
          </defs>
          <g id="Notes">
            <rect id="artboard" width="3300" height="2200" style="fill: #fff;"/>
            <text id="template-version" class="cls-3" transform="translate(3036 1933)"><tspan class="cls-11" x="0" y="0">T</tspan><tspan x="6.5" y="0">emplate </tspan><tspan class="cls-10" x="56.36" y="0">v</tspan><tspan x="61.9" y="0">.6.0</tspan></text>
          </g>
          <g id="Guides">
            <line id="Baseline-S" class="cls-1" x1="263" y1="696" x2="3036" y2="696"/>
            <line id="Capline-S" class="cls-1" x1="263" y1="625.54" x2="3036" y2="625.54"/>
            <line id="right-margin-Ultralight-S" class="cls-1" x1="590" y1="600.78" x2="590" y2="720.12"/>
            <line id="left-margin-Ultralight-S" class="cls-1" x1="510" y1="600.78" x2="510" y2="720.12"/>
            <line id="right-margin-Regular-S" class="cls-1" x1="1500" y1="600.78" x2="1500" y2="720.12"/>
            <line id="left-margin-Regular-S" class="cls-1" x1="1400" y1="600.78" x2="1400" y2="720.12"/>
            <line id="right-margin-Black-S" class="cls-1" x1="2995" y1="600.78" x2="2995" y2="720.12"/>
            <line id="left-margin-Black-S" class="cls-1" x1="2875" y1="600.78" x2="2875" y2="720.12"/>
          </g>
          <g id="Symbols">
            <g id="Black-S">
              <path class="st2" d="M2880,620H2990V696H2880Z"/>
            </g>
            <g id="Regular-S">
              <path class="cls-2 st2" d="M1410,626H1490V696H1410ZM1430,646H1470V676H1430Z"/>
              <path class="cls-9" d="M1432,648H1436V652H1432Z"/>
            </g>
            <g id="Ultralight-S">
              <path class="st2" d="M515,630H585V696H515Z"/>
            </g>
          </g>
        </svg>
        """

    /// SF Symbols app v6.0 export: `viewBox` only, every path carrying the preview-only
    /// `SFSymbolsPreviewWireframe` class (which strokes and unfills it), class names with
    /// colons, and monochrome layers: 0 paints, 1 clears behind with opacity 0, 2 paints at
    /// 50 %. One path has no monochrome class and must not draw.
    ///
    /// Regular-S at (1400, 696): layer 0 square x 1410..1490, y 626..696; layer 1 hole
    /// x 1430..1470, y 646..676; layer 2 dot x 1445..1455, y 656..666; the unannotated
    /// square x 1432..1438, y 648..654. Margins 1400..1500.
    static let wireframeV6 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: Apple Native CoreSVG 341-->
        <!DOCTYPE svg
        PUBLIC "-//W3C//DTD SVG 1.1//EN"
               "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 3300 2200">
         <!--glyph: "", point size: 100.0, font version: "21.0d4e1", template writer version: "138.0.0"-->
         <style>.monochrome-0 {-sfsymbols-motion-group:1;-sfsymbols-layer-tags:ab12}
        .monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true;-sfsymbols-motion-group:0;-sfsymbols-layer-tags:ab12}
        .monochrome-2 {opacity:0.5}

        .multicolor-0:tintColor {fill:#007AFF;-sfsymbols-motion-group:1}
        .multicolor-1:white {fill:#FFFFFF;-sfsymbols-clear-behind:true}

        .hierarchical-0:primary {fill:#212121}

        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
        </style>
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
          <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.6.0</text>
         </g>
         <g id="Guides">
          <line id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="696" y2="696"/>
          <line id="Capline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="625.541" y2="625.541"/>
          <line id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1500" x2="1500" y1="600.784" y2="720.121"/>
          <line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1400" x2="1400" y1="600.784" y2="720.121"/>
         </g>
         <g id="Symbols">
          <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)">
           <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe" d="M10-70L90-70L90 0L10 0Z"/>
           <path class="monochrome-1 multicolor-1:white hierarchical-0:primary SFSymbolsPreviewWireframe" d="M30-50L70-50L70-20L30-20Z"/>
           <path class="monochrome-2 SFSymbolsPreviewWireframe" d="M45-40L55-40L55-30L45-30Z"/>
           <path class="SFSymbolsPreviewWireframe" d="M32-48L38-48L38-42L32-42Z"/>
          </g>
         </g>
        </svg>
        """

    /// SwiftDraw `--format sfsymbol` output: an 800×600 canvas, guides as `<path d="M… l…">`,
    /// absolute coordinates, only Ultralight/Regular/Black-S, a SwiftDraw link in the notes.
    ///
    /// Regular-S: margins 420..480, ink x 425..475, y 106..176.
    static let swiftDraw = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg height="600" width="800" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <g id="Notes" font-family="'LucidaGrande', 'Lucida Grande', sans-serif" font-size="13">
                <rect fill="white" height="600.0" width="800.0" x="0.0" y="0.0" />
                <g font-size="9">
                    <text id="template-version" fill="#505050" text-anchor="end" x="785.0" y="575.0">Template v.3.0</text>
                    <a href="https://github.com/swhitty/SwiftDraw">
                        <text fill="#505050" text-anchor="end" x="785.0" y="590.0">https://github.com/swhitty/SwiftDraw</text>
                    </a>
                </g>
            </g>
            <g id="Guides" stroke="rgb(39, 170, 225)" stroke-width="0.5">
                <path id="Capline-S" d="M18,106 l800,0" />
                <path id="Baseline-S" d="M18,176 l800,0" />
                <path id="left-margin-Ultralight-S" d="M220,56 l0,110" />
                <path id="right-margin-Ultralight-S" d="M280,56 l0,110" />
                <path id="left-margin-Regular-S" d="M420,56 l0,110" />
                <path id="right-margin-Regular-S" d="M480,56 l0,110" />
                <path id="left-margin-Black-S" d="M620,56 l0,110" />
                <path id="right-margin-Black-S" d="M690,56 l0,110" />
            </g>
            <g id="Symbols">
                <g id="Ultralight-S">
                    <path d="M226,110 L274,110 L274,176 L226,176 Z" />
                </g>
                <g id="Regular-S">
                    <path d="M425,106 L475,106 L475,176 L425,176 Z" />
                </g>
                <g id="Black-S">
                    <path d="M624,102 L686,102 L686,176 L624,176 Z" />
                </g>
            </g>
        </svg>
        """

    /// SF Symbols app v3.0 *variable* export: only the three S sources (translated to their
    /// left margin and the S baseline), margins for each, plus a Light-S drawing without
    /// margins of its own (interpolated between Ultralight-S and Regular-S).
    ///
    /// Regular-S: margins 1400..1480 (80), ink x 1405..1475, y 636..696 (70×60).
    /// Ultralight-S: margins 500..570, ink 506..564 (bearings 6, 6). Regular-S bearings 5, 5.
    /// Light-S: ink 1110..1170, so interpolated bearings (2/3 of the way) are 5.333.
    static let variableV3 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: Apple Native CoreSVG 175-->
        <!--glyph: "uni10F002.medium", point size: 100.0, font version: "17.1d1e1", template writer version: "65.1"-->
        <!DOCTYPE svg
        PUBLIC "-//W3C//DTD SVG 1.1//EN"
               "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
         <style>.hierarchical-0:secondary {fill:#8E8E8E}
        .SFSymbolsPreview212121 {fill:#212121;opacity:1.0}
        </style>
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
          <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.3.0</text>
         </g>
         <g id="Guides">
          <line id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="696" y2="696"/>
          <line id="Capline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="625.541" y2="625.541"/>
          <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="left-margin-Ultralight-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="500" x2="500" y1="600.784" y2="720.121"/>
          <line id="right-margin-Ultralight-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="570" x2="570" y1="600.784" y2="720.121"/>
          <line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1400" x2="1400" y1="600.784" y2="720.121"/>
          <line id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1480" x2="1480" y1="600.784" y2="720.121"/>
          <line id="left-margin-Black-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="2880" x2="2880" y1="600.784" y2="720.121"/>
          <line id="right-margin-Black-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="2980" x2="2980" y1="600.784" y2="720.121"/>
         </g>
         <g id="Symbols">
          <g id="Black-S" transform="matrix(1 0 0 1 2880 696)">
           <path class="hierarchical-0:secondary SFSymbolsPreview212121" d="M4-64L96-64L96 0L4 0Z"/>
          </g>
          <g id="Light-S" transform="matrix(1 0 0 1 1100 696)">
           <path class="hierarchical-0:secondary SFSymbolsPreview212121" d="M10-61L70-61L70 0L10 0Z"/>
          </g>
          <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)">
           <path class="hierarchical-0:secondary SFSymbolsPreview212121" d="M5-60L75-60L75 0L5 0Z"/>
          </g>
          <g id="Ultralight-S" transform="matrix(1 0 0 1 500 696)">
           <path class="hierarchical-0:secondary SFSymbolsPreview212121" d="M6-58L64-58L64 0L6 0Z"/>
          </g>
         </g>
        </svg>
        """

    /// `variableV3` without its Ultralight-S and Black-S drawings: Light-S and Regular-S only,
    /// so nothing can be derived and every other variant falls back to the nearest drawn one.
    static var lightAndRegularSmall: String {
        var text = variableV3
        for id in ["Black-S", "Ultralight-S"] {
            let start = text.range(of: "<g id=\"\(id)\"")!.lowerBound
            let end = text[start...].range(of: "</g>")!.upperBound
            text.removeSubrange(start..<end)
        }
        return text
    }

    /// An SF Symbols app v1.0 template (not re-saved): rect margins whose *width* is the side
    /// bearing, so left = x and right = x + width. Same numbers as the pentagon worked example.
    ///
    /// Margins 1392.45..1507.241 (114.791); ink x 1404.901..1494.79, y 1046..1135.77 (89.77).
    static let appleV1 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--glyph: "uni10F001.medium", point size: 100.000000, font version: "Version 15.0d6e1", template writer version: "8"-->
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
          <text id="template-version" style="stroke:none;fill:black;font-size:13;" transform="matrix(1 0 0 1 3036 1933)">Template v.1.0</text>
         </g>
         <g id="Guides">
          <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="Capline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
          <rect id="left-margin" x="1392.45" y="1030.79" width="12.451" height="119.336" style="fill:#00AEEF;opacity:0.4"/>
          <rect id="right-margin" x="1494.79" y="1030.79" width="12.451" height="119.336" style="fill:#00AEEF;opacity:0.4"/>
         </g>
         <g id="Symbols">
          <g id="Regular-M" transform="matrix(1 0 0 1 1392.45 1126)">
           <path d="M12.451-80L102.34-80L102.34 9.77L12.451 9.77Z"/>
          </g>
         </g>
        </svg>
        """

    /// A Sketch re-save whose variant draws through `<use xlink:href="#path-3">` into `<defs>`,
    /// with a `<mask>` beside it that nothing refers to (as Sketch writes them), inside a
    /// wrapper that sets `fill="none"` and `fill-rule="evenodd"`, overridden by the `<use>`.
    ///
    /// Regular-M at (1400, 1126), margins 1400..1500: a square x 1410..1490, y 1056..1126 with a
    /// square hole x 1430..1470, y 1076..1106 (the hole by winding: nonzero would fill it otherwise).
    static let sketchUse = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg width="3300px" height="2200px" viewBox="0 0 3300 2200" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <!-- Generator: Sketch 63.1 (92452) - https://sketch.com -->
            <title>sketch-use</title>
            <desc>Created with Sketch.</desc>
            <defs>
                <path d="M10,-70 L90,-70 L90,0 L10,0 Z M30,-50 L70,-50 L70,-20 L30,-20 Z" id="path-3"></path>
            </defs>
            <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="nonzero">
                <g id="Notes"><text id="template-version" fill="#000000">Template v.2.0</text></g>
                <g id="Guides" stroke="#27AAE1" stroke-width="0.5">
                    <line x1="263" y1="1126" x2="3036" y2="1126" id="Baseline-M"></line>
                    <line x1="263" y1="1055.54" x2="3036" y2="1055.54" id="Capline-M"></line>
                    <line x1="1400" y1="1030" x2="1400" y2="1150" id="left-margin"></line>
                    <line x1="1500" y1="1030" x2="1500" y2="1150" id="right-margin"></line>
                </g>
                <g id="Symbols">
                    <g id="Regular-M" transform="translate(1400.000000, 1126.000000)">
                        <mask id="mask-4" fill="white"><use xlink:href="#path-3"></use></mask>
                        <use id="Combined-Shape" fill="#000000" fill-rule="evenodd" xlink:href="#path-3"></use>
                    </g>
                </g>
            </g>
        </svg>
        """

    /// A generator's output: each variant clips its drawing to a rectangle declared in its own
    /// `<defs><clipPath>`. The clip rectangle must not be drawn; the bar that sticks out above
    /// and to the right is cut off.
    ///
    /// Regular-S at (1400, 696), margins 1400..1500: a square x 1410..1490, y 626..696, and a bar
    /// x 1450..1550, y 556..636 clipped to x 1400..1500, y 596..696: ink x 1410..1500, y 596..696.
    static let generatorClip = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
          <!-- Generated by an icon-to-symbol converter -->
          <g id="Notes"><text id="template-version" x="3036" y="1933">Template v.3.0</text></g>
          <g id="Guides">
            <line id="Baseline-S" x1="263" y1="696" x2="3036" y2="696" stroke="#27AAE1"/>
            <line id="Capline-S" x1="263" y1="625.541" x2="3036" y2="625.541" stroke="#27AAE1"/>
            <line id="left-margin-Regular-S" x1="1400" y1="600" x2="1400" y2="720" stroke="#00AEEF"/>
            <line id="right-margin-Regular-S" x1="1500" y1="600" x2="1500" y2="720" stroke="#00AEEF"/>
          </g>
          <g id="Symbols">
            <g id="Regular-S" transform="translate(1400 696)">
              <defs><clipPath id="clip-regular"><rect x="0" y="-100" width="100" height="100"/></clipPath></defs>
              <g clip-path="url(#clip-regular)">
                <path d="M10 -70 H90 V0 H10 Z"/>
                <path d="M50 -140 H150 V-60 H50 Z"/>
              </g>
            </g>
          </g>
        </svg>
        """

    /// An SF Symbols app v6-style template with multicolor layers: a system-red square
    /// (layer 0) and a white dot that clears behind it (layer 1), and a monochrome rendering.
    ///
    /// Regular-M at (1400, 1126), margins 1400..1500: square x 1410..1490, y 1056..1126; dot
    /// x 1440..1460, y 1081..1101.
    static let multicolor = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: Apple Native CoreSVG 341-->
        <!--glyph: "uni10F003.medium", point size: 100.0, font version: "20.0d10e1", template writer version: "138.0.0"-->
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
         <style>.monochrome-0 {-sfsymbols-motion-group:1}
        .monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}
        .multicolor-0:systemRedColor {-sfsymbols-motion-group:1}
        .multicolor-1:white {-sfsymbols-clear-behind:true}
        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
        </style>
         <g id="Notes"><text id="template-version">Template v.6.0</text></g>
         <g id="Guides">
          <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
          <line id="left-margin-Regular-M" x1="1400" x2="1400" y1="1030" y2="1150"/>
          <line id="right-margin-Regular-M" x1="1500" x2="1500" y1="1030" y2="1150"/>
         </g>
         <g id="Symbols">
          <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
           <path class="monochrome-0 multicolor-0:systemRedColor SFSymbolsPreviewWireframe" d="M10-70L90-70L90 0L10 0Z"/>
           <path class="monochrome-1 multicolor-1:white SFSymbolsPreviewWireframe" d="M40-45L60-45L60-25L40-25Z"/>
          </g>
         </g>
        </svg>
        """
}
