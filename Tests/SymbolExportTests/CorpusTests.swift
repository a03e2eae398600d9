import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// The conformance of real templates (the shared corpus, or any folder of templates given as
/// `$SYMBOL_EXPORT_TEMPLATES`: `Scripts/conformance.sh DIR`): each converts with transparent
/// corners (no artboard) and filled rather than outlined shapes; the worked examples of
/// shared/docs/sf-symbol-template.md §7 come out at their documented sizes (`--sizing ink`)
/// and at UIKit's (the default), with clear space clear; the knock-outs are cut; the variants
/// derived from a variable template draw without a warning and differently from Regular.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct CorpusTests {
    private func images(_ name: String, pointSize: Double = 17, weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                        sizing: RenderOptions.Sizing? = .ink) throws -> (images: [RasterImage], warnings: [ConvertWarning]) {
        var options = ConvertOptions()
        (options.pointSize, options.weight, options.scale, options.sizing) = (pointSize, weight, scale, sizing)
        let asset = try SymbolConverter().convert(file: Corpus.template(name), name: "symbol", options: options)
        return (try asset.imageSet.filter { $0.filename.hasSuffix(".png") }.map { try PNGDecoder.decode($0.bytes) }, asset.warnings)
    }

    /// Transparent corners and, at @3x, at least 40 % of the covered pixels fully opaque (an
    /// outline-only render of the 0.5-unit wireframe strokes has almost none).
    private func expectFilled(_ images: [RasterImage], _ what: String) {
        for image in images {
            let corners = [image[0, 0], image[image.width - 1, 0], image[0, image.height - 1], image[image.width - 1, image.height - 1]]
            #expect(corners.allSatisfy { $0.a == 0 }, "\(what) \(image.width)×\(image.height): opaque corner (artboard drawn?)")
        }
        guard let large = images.last else { return }
        let alphas = (0..<(large.width * large.height)).map { large[$0 % large.width, $0 / large.width].a }
        let (covered, opaque) = (alphas.filter { $0 > 0 }.count, alphas.filter { $0 == 255 }.count)
        #expect(covered > 0 && Double(opaque) / Double(covered) > 0.4, "\(what): \(opaque) of \(covered) covered pixels opaque")
    }

    @Test(arguments: Corpus.templates)
    func convertsWithTransparentCornersAndFilledShapes(name: String) throws {
        expectFilled(try images(name).images, name)
    }

    /// The worked examples of docs/sf-symbol-template.md §7, exactly: the margin box and ink
    /// (`--sizing ink`) at 17 and 28 pt, and at 17 pt the box UIKit gives the symbol, whose first
    /// and last rows (clear space) stay clear.
    @Test(arguments: [
        ("v4.0_apple-static_homeassistant_github.fill.svg", SymbolScale.medium, [[20, 17], [40, 33], [60, 50]], [[33, 28], [66, 55], [99, 82]],
         [[20, 19], [40, 38], [60, 56]]),
        ("v3.0_apple-static_codeedit_custom.breakpoint.svg", .medium, [[22, 12], [44, 24], [65, 35]], [[36, 20], [71, 39], [107, 58]],
         [[22, 14], [44, 28], [65, 41]]),
        ("v2.0_apple_netnewswire_preferencesToolbarExtensions.svg", .medium, [[24, 16], [48, 31], [72, 46]], [[40, 26], [79, 51], [118, 76]],
         [[24, 18], [48, 35], [71, 52]]),
        ("v1.0_affinity_darjeelingsteve_pentagon.svg", .medium, [[20, 16], [40, 31], [59, 46]], [[33, 26], [65, 51], [97, 76]],
         [[20, 18], [39, 35], [59, 52]]),
        ("v6.0_apple_markbattistella_cat.svg", .small, [[16, 12], [32, 24], [48, 35]], [[26, 20], [52, 39], [78, 58]],
         [[16, 14], [33, 28], [48, 41]]),
    ].filter { Corpus.templates.contains($0.0) })
    func workedExampleSizes(name: String, scale: SymbolScale, at17: [[Int]], at28: [[Int]], uikit: [[Int]]) throws {
        #expect(try images(name, pointSize: 17, scale: scale).images.map { [$0.width, $0.height] } == at17)
        #expect(try images(name, pointSize: 28, scale: scale).images.map { [$0.width, $0.height] } == at28)
        let boxes = try images(name, pointSize: 17, scale: scale, sizing: nil).images
        #expect(boxes.map { [$0.width, $0.height] } == uikit)
        let large = try #require(boxes.last)
        #expect((0..<large.width).allSatisfy { large[$0, 0].a == 0 && large[$0, large.height - 1].a == 0 }, "\(name): ink in the clear space")
    }

    /// Knock-outs at @3x, 17 pt, Regular-M: a transparent pixel inside the symbol, next to an
    /// opaque one of the same shape. vault.fill's dial is cut out by winding: its paths are
    /// filled as one outline by the nonzero rule.
    @Test(arguments: [
        ("v6.0_apple_markbattistella_cat.svg", "left eye", (20, 22), (15, 22)),
        ("v6.0_apple_markbattistella_toggle.on.svg", "knob", (45, 17), (10, 17)),
        ("v6.0_apple_markbattistella_robot.fill.svg", "left eye", (20, 17), (15, 17)),
        ("v3.0_apple-variable_codeedit_vault.fill.svg", "dial", (29, 22), (10, 22)),
    ].filter { Corpus.templates.contains($0.0) })
    func knockOutsAreCut(name: String, feature: String, hole: (Int, Int), solid: (Int, Int)) throws {
        let image = try #require(try images(name).images.last)
        #expect(image[hole.0, hole.1].a == 0, "\(name): the \(feature) at \(hole) is not cut out")
        #expect(image[solid.0, solid.1].a == 255, "\(name): \(solid) should be solid")
    }

    /// Thin-S, Semibold-M and Heavy-L, where the template derives them (a variable template: three
    /// compatible S sources), at 60 pt so thin strokes cover whole pixels: no warning, filled,
    /// and not Regular's drawing (unless the file's sources are one drawing).
    @Test(arguments: Corpus.templates)
    func derivedVariantsDrawWithoutAWarning(name: String) throws {
        let template = try #require(SymbolTemplate(try SVGSource(bytes: try FileSystem.readFile(Corpus.template(name)))))
        let wanted = [SymbolVariant(.thin, .small), SymbolVariant(.semibold, .medium), SymbolVariant(.heavy, .large)].filter { variant in
            if case .derived? = try? template.layout(for: variant).selection.method { return true }
            return false
        }
        guard !wanted.isEmpty else { return }
        func png(_ weight: SymbolWeight, _ scale: SymbolScale) throws -> RasterImage? { try images(name, pointSize: 60, weight: weight, scale: scale).images.last }
        let oneDrawing = try png(.black, .small) == png(.regular, .small)
        for variant in wanted {
            let (drawn, warnings) = try images(name, pointSize: 60, weight: variant.weight, scale: variant.scale)
            #expect(warnings.isEmpty, "\(name): derived \(variant.id) warns \(warnings)")
            expectFilled(drawn, "\(name) \(variant.id)")
            if !oneDrawing { #expect(try drawn.last != png(.regular, variant.scale), "\(name): derived \(variant.id) is Regular's drawing") }
        }
    }

    @Test func versionsAndProducersAreRecognised() throws {
        let expected: [(String, String, String)] = [
            ("v1.0_affinity_darjeelingsteve_pentagon.svg", "v1.0", "Affinity Designer"),
            ("v1.0_sketch_netnewswire_markAsRead3.svg", "v1.0", "Sketch"),
            ("v2.0_apple_netnewswire_preferencesToolbarExtensions.svg", "v2.0", "SF Symbols app (CoreSVG 149)"),
            ("v2.0_customsymbols-generator_duckduckgo_Add.SFSymbol.svg", "v2.0", "CustomSymbols generator"),
            ("v3.0_swiftdraw_phosphor_acorn.svg", "v3.0", "SwiftDraw"),
            ("v4.0_apple-static_homeassistant_github.fill.svg", "v4.0", "SF Symbols app (CoreSVG 175.5)"),
            ("v6.0_illustrator_duckduckgo_AI-Chat.svg", "v6.0", "Adobe Illustrator"),
        ].filter { Corpus.templates.contains($0.0) }
        for (name, version, producer) in expected {
            let source = try SVGSource(bytes: try FileSystem.readFile(Corpus.template(name)))
            let template = try #require(SymbolTemplate(source), "\(name)")
            #expect(template.version.map { "v\($0)" } == version, "\(name)")
            #expect(template.producer == producer, "\(name)")
        }
    }
}
