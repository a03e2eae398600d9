import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Template reading on the project's own fixtures: one per producer quirk.
@Suite struct TemplateTests {
    private func template(_ svg: String) throws -> SymbolTemplate {
        try #require(SymbolTemplate(try SVGSource(bytes: Array(svg.utf8))))
    }

    /// Converts `svg` and returns the decoded PNGs (1x, 2x, 3x) and the warnings. These tests are
    /// about reading templates, so they frame the drawing by its margins and ink (`--sizing ink`)
    /// unless they ask otherwise; UIKit's box is LayoutParityTests'.
    private func render(_ svg: String, options: ConvertOptions = inkOptions()) throws -> ([RasterImage], [ConvertWarning]) {
        let asset = try SymbolConverter().convert(bytes: Array(svg.utf8), name: "fixture", options: options)
        let images = try asset.imageSet.filter { $0.filename.hasSuffix(".png") }.map { try PNGDecoder.decode($0.bytes) }
        return (images, asset.warnings)
    }

    private static func inkOptions() -> ConvertOptions {
        var options = ConvertOptions()
        options.sizing = .ink
        return options
    }

    private func options(pointSize: Double = 17, weight: SymbolWeight = .regular, scale: SymbolScale = .medium) -> ConvertOptions {
        var options = Self.inkOptions()
        options.pointSize = pointSize
        options.weight = weight
        options.scale = scale
        return options
    }

    private func sizes(_ images: [RasterImage]) -> [[Int]] { images.map { [$0.width, $0.height] } }

    @Test func plainSVGsAreNotTemplates() throws {
        #expect(SymbolTemplate(try SVGSource(bytes: Array(Fixtures.square.utf8))) == nil)
        // A lone id that happens to look like a variant does not make a template.
        let lookalike = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="Regular-M"><rect width="5" height="5"/></g></svg>"#
        #expect(SymbolTemplate(try SVGSource(bytes: Array(lookalike.utf8))) == nil)
    }

    @Test func sketchNestedTranslatesAndRectMargins() throws {
        let t = try template(TemplateFixtures.sketchV1)
        #expect(t.version == Version(1, 0) && t.versionSource == .noteText)
        #expect(t.producer == "Sketch")
        #expect(t.presentVariants == [.regularMedium])
        #expect(t.guides[.medium]?.baseline == 1126)
        let margins = try t.margins(for: .regularMedium)
        #expect(margins.left == 1388 && margins.right == 1512)
        #expect(margins.source == .guides(left: "left-margin", right: "right-margin"))
        #expect(t.variants[.regularMedium]?.ink == Rect(minX: 1410, minY: 1056, maxX: 1470, maxY: 1126))
        // 124 × 70 units at 17 pt: 21.08 × 11.9 pt.
        let (images, warnings) = try render(TemplateFixtures.sketchV1)
        #expect(warnings.isEmpty)
        #expect(sizes(images) == [[22, 12], [43, 24], [64, 36]])
        // The Symbols group sets fill-rule back to nonzero: the inner square is filled.
        let image = images[0]
        #expect(image[Int((1440.0 - 1388) * 0.17), Int((1091.0 - 1056) * 0.17)].a == 255)
    }

    @Test func affinityNonUniformMatrixPathGuidesAndSplitVersion() throws {
        let t = try template(TemplateFixtures.affinityV1)
        #expect(t.version == Version(1, 0) && t.versionSource == .templateVersionText)
        #expect(t.producer == "Affinity Designer")
        #expect(t.canvas == Rect(x: 0, y: 0, width: 3300, height: 2200))
        #expect(t.guides[.medium] == SymbolTemplate.Guides(baseline: 1126, capline: 1055.54))
        #expect(t.variants[.regularMedium]?.ink == Rect(minX: 1410, minY: 1056, maxX: 1470, maxY: 1126))
        let medium = try t.margins(for: .regularMedium)
        #expect(medium.left == 1392 && medium.right == 1508)
        // Regular-S has no guides: Regular-M's side bearings (18, 38) scaled by 0.783.
        let small = try t.margins(for: SymbolVariant(.regular, .small))
        #expect(small.source == .derived(from: [.regularMedium]))
        #expect(abs(small.left - (1416 - 18 * 0.783)) < 1e-9 && abs(small.right - (1464 + 38 * 0.783)) < 1e-9)
        // 116 × 70 units at 100 pt: 1 unit = 1 px at @1x.
        let (images, _) = try render(TemplateFixtures.affinityV1, options: options(pointSize: 100))
        #expect(sizes(images) == [[116, 70], [232, 140], [348, 210]])
        let image = images[0]
        // Root style fill-rule:evenodd: the inner box (x 1430..1450, y 1076..1106) is a hole.
        #expect(image[1440 - 1392, 1091 - 1056].a == 0)
        #expect(image[1420 - 1392, 1091 - 1056].a == 255)
        // Left of the ink, inside the margin box: empty.
        #expect(image[5, 35].a == 0)
    }

    @Test func illustratorClassStylesAndSplitVersion() throws {
        let t = try template(TemplateFixtures.illustratorV6)
        #expect(t.version == Version(6, 0) && t.versionSource == .templateVersionText)
        #expect(t.producer == "Adobe Illustrator")
        #expect(t.presentVariants == [SymbolVariant(.ultralight, .small), SymbolVariant(.regular, .small), SymbolVariant(.black, .small)])
        let regular = try #require(t.variants[SymbolVariant(.regular, .small)])
        #expect(regular.strokedShapes == 1)
        #expect(regular.shapes.first?.evenOdd == true)
        let margins = try t.margins(for: SymbolVariant(.regular, .small))
        #expect(margins.left == 1400 && margins.right == 1500)
        let (images, warnings) = try render(TemplateFixtures.illustratorV6, options: options(pointSize: 100, scale: .small))
        // The hole is evenodd's (nonzero would fill it): kept, and iOS's nonzero warned about.
        #expect(warnings == [.strokes(variant: SymbolVariant(.regular, .small), count: 1), .evenOdd(variant: SymbolVariant(.regular, .small))])
        #expect(sizes(images) == [[100, 70], [200, 140], [300, 210]])
        #expect(images[0][50, 35].a == 0)    // the class-given evenodd hole
        #expect(images[0][15, 35].a == 255)
        #expect(images[0][0, 0].a == 0)      // no artboard
    }

    @Test func wireframeClassesAndClearBehindLayers() throws {
        let t = try template(TemplateFixtures.wireframeV6)
        #expect(t.producer == "SF Symbols app (CoreSVG 341)")
        #expect(t.layerStyles[1] == SymbolTemplate.LayerStyle(opacity: 0, clearsBehind: true))
        #expect(t.layerStyles[2] == SymbolTemplate.LayerStyle(opacity: 0.5, clearsBehind: false))
        let variant = try #require(t.variants[SymbolVariant(.regular, .small)])
        #expect(variant.usesMonochromeLayers)
        #expect(variant.strokedShapes == 0)  // the wireframe preview class is not a stroke
        // At 100 pt and @1x, 1 unit = 1 px; the canvas starts at the left margin (1400) and the ink top (626).
        let (images, warnings) = try render(TemplateFixtures.wireframeV6, options: options(pointSize: 100, scale: .small))
        #expect(warnings.isEmpty)
        let image = images[0]
        #expect(image.width == 100 && image.height == 70)
        #expect(image[15, 10].a == 255)               // layer 0
        #expect(image[35, 45].a == 0)                 // cleared by layer 1 (opacity 0)
        #expect((126...130).contains(image[50, 35].a)) // layer 2 at 50 %, painted after the clear
        #expect(image[35, 25].a == 0)                 // the unannotated path does not draw
        #expect(image[5, 35].a == 0)                  // left margin, outside the ink
        #expect(image[50, 35].r == 0 && image[15, 10].g == 0)
    }

    @Test func swiftDrawCanvasAndPathGuides() throws {
        let t = try template(TemplateFixtures.swiftDraw)
        #expect(t.producer == "SwiftDraw")
        #expect(t.canvas == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(t.version == Version(3, 0) && t.versionSource == .templateVersionText)
        #expect(t.guides[.small] == SymbolTemplate.Guides(baseline: 176, capline: 106))
        let margins = try t.margins(for: SymbolVariant(.regular, .small))
        #expect(margins.left == 420 && margins.right == 480)
        // 60 × 70 units at 17 pt: 10.2 × 11.9 pt.
        let (images, _) = try render(TemplateFixtures.swiftDraw, options: options(scale: .small))
        #expect(sizes(images) == [[11, 12], [21, 24], [31, 36]])
    }

    @Test func variableTemplateDerivesTheMissingVariants() throws {
        let t = try template(TemplateFixtures.variableV3)
        #expect(t.presentVariants.map(\.id) == ["Ultralight-S", "Light-S", "Regular-S", "Black-S"])
        // Drawn variants are used as drawn; the others are derived from U-S, R-S and B-S.
        #expect(try t.select(SymbolVariant(.light, .small)).method == .drawn)
        let selection = try t.select(.regularMedium)
        #expect(selection.used == .regularMedium && selection.factor == 1 && !selection.isNearest)
        guard case .derived(let derivation) = selection.method else { Issue.record("not derived"); return }
        #expect(derivation.sources == .small && derivation.a == 0 && derivation.u == 0.1821 && derivation.k == 1.276)
        guard case .derived(let bold) = try t.select(SymbolVariant(.bold, .large)).method else { Issue.record("not derived"); return }
        #expect(bold.a == 0.3631 && bold.u == 0.1770 && bold.k == 1.647)
        #expect(try t.select(.regularMedium, exact: true).method == selection.method)
        // Light-S is drawn without guides, in a group placed at its left margin as the app places
        // every variant: the formula's width, 80 + 0.3333 × (70 − 80), from there.
        let light = try t.margins(for: SymbolVariant(.light, .small))
        #expect(light.source == .interpolated(SymbolTemplate.Derivation(SymbolVariant(.light, .small), sourceRow: .small)))
        #expect(light.left == 1100 && abs(light.right - (1100 + 76.667)) < 1e-9)
        // Regular-M: every point is c + 1.276 (R + 0.1821 (U − R) − c), c = (0, −70.459 / 2) in each
        // source's frame. Margins: 1.276 × (80 + 0.1821 × (70 − 80)) = 99.756 wide; the ink runs
        // from y = −66.372 to 9.724 (76.096 tall). At 17 pt: 16.96 × 12.94 pt.
        let layout = try t.layout(for: .regularMedium)
        #expect(abs(layout.margins.right - layout.margins.left - 99.7564) < 1e-3)
        #expect(abs(layout.ink.height - 76.0955) < 1e-3)
        #expect(abs(layout.ink.minX - layout.margins.left - 6.6124) < 1e-3)
        let (images, warnings) = try render(TemplateFixtures.variableV3)
        #expect(sizes(images) == [[17, 13], [34, 26], [51, 39]])
        #expect(warnings.isEmpty)
    }

    @Test func templateWithoutSourcesFallsBackToTheNearestVariant() throws {
        let t = try template(TemplateFixtures.lightAndRegularSmall)
        let selection = try t.select(.regularMedium)
        #expect(selection.method == .nearest && selection.used == SymbolVariant(.regular, .small))
        #expect(abs(selection.factor - 1 / 0.783) < 1e-12)
        let large = try t.select(SymbolVariant(.bold, .large))
        #expect(large.used == SymbolVariant(.regular, .small))
        #expect(abs(large.factor - 1.29 / 0.783) < 1e-12)
        #expect(try t.select(SymbolVariant(.light, .medium)).used == SymbolVariant(.light, .small))
        #expect(throws: TemplateError.variantMissing(requested: .regularMedium, present: t.presentVariants)) {
            try t.select(.regularMedium, exact: true)
        }
        // Regular-M from Regular-S: 80 × 60 units × (1/0.783) × 0.17 = 17.37 × 13.03 pt.
        let (images, warnings) = try render(TemplateFixtures.lightAndRegularSmall)
        #expect(sizes(images) == [[18, 14], [35, 27], [53, 40]])
        #expect(warnings == [.variantFallback(requested: .regularMedium, used: SymbolVariant(.regular, .small), factor: 1 / 0.783)])
        #expect(warnings.first?.description == "the template has no Regular-M variant; using Regular-S scaled by 1.277")
    }

    @Test func exactVariantRefusesFallback() throws {
        var exact = options()
        exact.exactVariant = true
        #expect(throws: ConvertError.template(.variantMissing(requested: .regularMedium, present: [
            SymbolVariant(.light, .small), SymbolVariant(.regular, .small),
        ]))) {
            try SymbolConverter().convert(bytes: Array(TemplateFixtures.lightAndRegularSmall.utf8), name: "x", options: exact)
        }
        // A derived variant is what the app draws: exact.
        #expect(throws: Never.self) {
            try SymbolConverter().convert(bytes: Array(TemplateFixtures.swiftDraw.utf8), name: "x", options: exact)
        }
    }

    @Test func appleV1RectMarginsMatchThePentagonExample() throws {
        let t = try template(TemplateFixtures.appleV1)
        let margins = try t.margins(for: .regularMedium)
        #expect(margins.left == 1392.45 && abs(margins.right - 1507.241) < 1e-9)
        #expect(t.version == Version(1, 0) && t.versionSource == .templateVersionText)
        let (images, _) = try render(TemplateFixtures.appleV1)
        #expect(sizes(images) == [[20, 16], [40, 31], [59, 46]])
    }

    @Test func squareSizingFitsTheVariantInPTxPT() throws {
        var square = options(pointSize: 20)
        square.sizing = .square
        let (images, _) = try render(TemplateFixtures.sketchV1, options: square)
        #expect(sizes(images) == [[20, 20], [40, 40], [60, 60]])
        // 124 × 70 units fitted into 40 px: 40 × 22.58 px, centred vertically.
        #expect(images[1][20, 0].a == 0 && images[1][20, 20].a == 255)
    }

    @Test func contradictoryMarginsAreAnError() throws {
        let swapped = TemplateFixtures.swiftDraw
            .replacingOccurrences(of: "left-margin-Regular-S\" d=\"M420", with: "left-margin-Regular-S\" d=\"M490")
        #expect(throws: ConvertError.template(.contradictoryMargins(variant: SymbolVariant(.regular, .small), left: 490, right: 480))) {
            try SymbolConverter().convert(bytes: Array(swapped.utf8), name: "x", options: options(scale: .small))
        }
    }

    @Test func templateWithoutGuidesUsesTheInk() throws {
        let bare = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200"><g id="Symbols">
            <g id="Regular-M"><path d="M1000,1000h50v20h-50z"/></g></g></svg>
            """
        let t = try template(bare)
        #expect(try t.margins(for: .regularMedium) == SymbolTemplate.Margins(left: 1000, right: 1050, source: .ink))
        let (images, _) = try render(bare, options: options(pointSize: 100))
        #expect(sizes(images) == [[50, 20], [100, 40], [150, 60]])
    }

    @Test func symbolSetHoldsTheTemplate() throws {
        var withSymbolSet = options()
        withSymbolSet.symbolSet = true
        let bytes = Array(TemplateFixtures.appleV1.utf8)
        let asset = try SymbolConverter().convert(bytes: bytes, name: "square.fill", options: withSymbolSet)
        let files = try #require(asset.symbolSet)
        #expect(files.map(\.filename) == ["square.fill.svg", "Contents.json"])
        #expect(files[0].bytes == bytes)
        Golden.assertMatches(files[1].bytes, "symbolset.json")
        // A plain SVG has no symbol to offer: imageset only, with a warning.
        let plain = try SymbolConverter().convert(bytes: Array(Fixtures.square.utf8), name: "x", options: withSymbolSet)
        #expect(plain.symbolSet == nil && plain.diagnostics.map(\.code) == [.symbolsetIgnored])
    }

    @Test func textInAVariantIsAWarning() throws {
        let withText = TemplateFixtures.appleV1.replacingOccurrences(
            of: "<path d=\"M12.451", with: "<text>A</text><path d=\"M12.451")
        let (_, warnings) = try render(withText)
        #expect(warnings == [.text(variant: .regularMedium)])
    }

    @Test func emptyMonochromeRenderIsAWarning() throws {
        let invisible = TemplateFixtures.wireframeV6
            .replacingOccurrences(of: ".monochrome-0 {", with: ".monochrome-0 {opacity:0;")
            .replacingOccurrences(of: ".monochrome-2 {opacity:0.5}", with: ".monochrome-2 {opacity:0}")
        let (_, warnings) = try render(invisible, options: options(scale: .small))
        #expect(warnings == [.emptyMonochrome(variant: SymbolVariant(.regular, .small))])
    }

    @Test func variantsDrawThroughUseReferencesAndNeverDrawDefinitions() throws {
        let t = try template(TemplateFixtures.sketchUse)
        #expect(t.presentVariants == [.regularMedium])
        #expect(try t.layout(for: .regularMedium).ink == Rect(minX: 1410, minY: 1056, maxX: 1490, maxY: 1126))
        // 100 × 70 units at 100 pt @1x; the <use> asks for evenodd, so the inner square is a hole
        // (wound like the outer one: iOS, filling by nonzero, would fill it, hence the warning).
        let (images, warnings) = try render(TemplateFixtures.sketchUse, options: options(pointSize: 100))
        #expect(warnings == [.evenOdd(variant: .regularMedium)])
        #expect(sizes(images) == [[100, 70], [200, 140], [300, 210]])
        #expect(images[0][15, 10].a == 255)
        #expect(images[0][50, 35].a == 0)
    }

    @Test func clipPathsClipAndAreNotDrawn() throws {
        let t = try template(TemplateFixtures.generatorClip)
        let layout = try t.layout(for: SymbolVariant(.regular, .small))
        #expect(layout.ink == Rect(minX: 1410, minY: 596, maxX: 1500, maxY: 696))
        let (images, warnings) = try render(TemplateFixtures.generatorClip, options: options(pointSize: 100, scale: .small))
        #expect(warnings.isEmpty)
        #expect(sizes(images) == [[100, 100], [200, 100 * 2], [300, 300]])
        let image = images[0]
        #expect(image[5, 95].a == 0)      // left of the square: the clip rectangle is not drawn
        #expect(image[20, 80].a == 255)   // the square
        #expect(image[70, 5].a == 255)    // the bar, inside the clip
        #expect(image[99, 20].a == 255 && image[95, 0].a == 255)
        #expect(image[30, 20].a == 0)     // above the square, left of the bar
    }

    @Test func useCyclesInsideATemplateAreRefused() throws {
        let cyclic = TemplateFixtures.sketchUse.replacingOccurrences(
            of: "<path d=\"M10,-70", with: "<g id=\"loop\"><use xlink:href=\"#loop\"/></g><path d=\"M10,-70")
        #expect(throws: ConvertError.svg(.useCycle(id: "loop"))) {
            try SymbolConverter().convert(bytes: Array(cyclic.utf8), name: "x", options: options())
        }
    }

    @Test func originalModeDrawsSystemColoursWithTheirDarkValues() throws {
        var original = options(pointSize: 100)
        original.mode = .original
        let asset = try SymbolConverter().convert(bytes: Array(TemplateFixtures.multicolor.utf8), name: "dot", options: original)
        #expect(asset.imageSet.map(\.filename) == ["dot.png", "dot-dark.png", "dot@2x.png", "dot-dark@2x.png",
                                                   "dot@3x.png", "dot-dark@3x.png", "Contents.json"])
        Golden.assertMatches(try #require(asset.imageSet.last).bytes, "imageset-dark.json")
        let light = try PNGDecoder.decode(asset.imageSet[0].bytes)
        let dark = try PNGDecoder.decode(asset.imageSet[1].bytes)
        // systemRed: (255, 59, 48) light, (255, 69, 58) dark (Apple HIG); the white dot cleared behind it.
        #expect(light[20, 20] == (255, 59, 48, 255))
        #expect(dark[20, 20] == (255, 69, 58, 255))
        #expect(light[50, 35] == (255, 255, 255, 255))
        // Template mode stays monochrome: the dot is cut out, nothing is coloured.
        let mono = try SymbolConverter().convert(bytes: Array(TemplateFixtures.multicolor.utf8), name: "dot", options: options(pointSize: 100))
        let monoImage = try PNGDecoder.decode(mono.imageSet[0].bytes)
        #expect(monoImage[20, 20].a == 255 && monoImage[50, 35].a == 0)
        #expect(!mono.imageSet.contains { $0.filename.contains("dark") })
    }

    @Test func tintColoursTemplatesWithoutMulticolorLayers() throws {
        var original = options(pointSize: 100)
        original.mode = .original
        original.tint = Colour(css: "#FF9500")
        let asset = try SymbolConverter().convert(bytes: Array(TemplateFixtures.appleV1.utf8), name: "x", options: original)
        #expect(try PNGDecoder.decode(asset.imageSet[0].bytes)[50, 40] == (255, 149, 0, 255))
        #expect(!asset.imageSet.contains { $0.filename.contains("dark") })
        // No tint: the system blue, which has a dark value.
        original.tint = nil
        let blue = try SymbolConverter().convert(bytes: Array(TemplateFixtures.appleV1.utf8), name: "x", options: original)
        #expect(try PNGDecoder.decode(blue.imageSet[0].bytes)[50, 40] == (0, 122, 255, 255))
        #expect(try PNGDecoder.decode(blue.imageSet[1].bytes)[50, 40] == (10, 132, 255, 255))
    }

    /// The interpolation table is re-measured by `InterpolationTableTests`; Scripts/fit-variable-templates.py,
    /// which fits other files by hand, holds a copy that must be the Swift table, number for number.
    @Test func interpolationTableIsTheMeasuredOne() throws {
        let script = try String(contentsOfFile: Golden.directory + "/../../../Scripts/fit-variable-templates.py", encoding: .utf8)
        func numbers(_ line: Substring) -> [Double] {
            line.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        }
        let kLine = try #require(script.split(separator: "\n").first { $0.hasPrefix("K = {") })
        #expect(numbers(kLine) == [1, 1.276, 1.647])
        #expect([SymbolScale.small, .medium, .large].map { VariantInterpolation.scaleFactors[$0]! } == [1, 1.276, 1.647])
        for weight in SymbolWeight.allCases {
            let line = try #require(script.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\(weight.templateName)\":") })
            let expected = numbers(line.drop { $0 != ":" })
            let swift = [SymbolScale.small, .medium, .large].flatMap { scale in
                [VariantInterpolation.coefficients[scale]![weight]!.a, VariantInterpolation.coefficients[scale]![weight]!.u]
            }
            #expect(swift == expected, "\(weight)")
        }
    }
}
