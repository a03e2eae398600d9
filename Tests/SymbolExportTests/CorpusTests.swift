import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Real templates from eight producers (the shared corpus), converted with default options but
/// the sizing: `--sizing ink` (margins and ink), the box of the worked examples in
/// shared/docs/sf-symbol-template.md §7; UIKit's box is LayoutParityTests'.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct CorpusTests {
    private func convert(_ name: String, pointSize: Double = 17, scale: SymbolScale = .medium) throws -> [RasterImage] {
        var options = ConvertOptions()
        options.pointSize = pointSize
        options.scale = scale
        options.sizing = .ink
        let asset = try SymbolConverter().convert(file: Corpus.template(name), name: "symbol", options: options)
        return try asset.imageSet.filter { $0.filename.hasSuffix(".png") }.map { try PNGDecoder.decode($0.bytes) }
    }

    @Test(arguments: Corpus.templates)
    func convertsWithTransparentCornersAndFilledShapes(name: String) throws {
        let images = try convert(name)
        for image in images {
            let corners = [image[0, 0], image[image.width - 1, 0], image[0, image.height - 1], image[image.width - 1, image.height - 1]]
            #expect(corners.allSatisfy { $0.a == 0 }, "\(name) \(image.width)×\(image.height): opaque corner (artboard drawn?)")
        }
        // An outline-only render (the 0.5-unit wireframe strokes) has almost no opaque pixel;
        // filled shapes at @3x have at least 40 % of their covered pixels fully opaque.
        let large = try #require(images.last)
        let alphas = (0..<(large.width * large.height)).map { large[$0 % large.width, $0 / large.width].a }
        let covered = alphas.filter { $0 > 0 }.count
        let opaque = alphas.filter { $0 == 255 }.count
        #expect(covered > 0 && Double(opaque) / Double(covered) > 0.4, "\(name): \(opaque) of \(covered) covered pixels opaque")
    }

    /// The worked examples of docs/sf-symbol-template.md §7, exactly.
    @Test(arguments: [
        ("v4.0_apple-static_homeassistant_github.fill.svg", SymbolScale.medium, [[20, 17], [40, 33], [60, 50]], [[33, 28], [66, 55], [99, 82]]),
        ("v3.0_apple-static_codeedit_custom.breakpoint.svg", .medium, [[22, 12], [44, 24], [65, 35]], [[36, 20], [71, 39], [107, 58]]),
        ("v2.0_apple_netnewswire_preferencesToolbarExtensions.svg", .medium, [[24, 16], [48, 31], [72, 46]], [[40, 26], [79, 51], [118, 76]]),
        ("v1.0_affinity_darjeelingsteve_pentagon.svg", .medium, [[20, 16], [40, 31], [59, 46]], [[33, 26], [65, 51], [97, 76]]),
        ("v6.0_apple_markbattistella_cat.svg", .small, [[16, 12], [32, 24], [48, 35]], [[26, 20], [52, 39], [78, 58]]),
    ])
    func workedExampleSizes(name: String, scale: SymbolScale, at17: [[Int]], at28: [[Int]]) throws {
        #expect(try convert(name, pointSize: 17, scale: scale).map { [$0.width, $0.height] } == at17)
        #expect(try convert(name, pointSize: 28, scale: scale).map { [$0.width, $0.height] } == at28)
    }

    /// Knock-outs at @3x, 17 pt, Regular-M (from Regular-S × 1/0.783): a transparent pixel
    /// inside the symbol, next to an opaque one of the same shape.
    @Test(arguments: [
        ("v6.0_apple_markbattistella_cat.svg", "left eye", (20, 22), (15, 22)),
        ("v6.0_apple_markbattistella_toggle.on.svg", "knob", (45, 17), (10, 17)),
        ("v6.0_apple_markbattistella_robot.fill.svg", "left eye", (20, 17), (15, 17)),
    ])
    func knockOutsAreCut(name: String, feature: String, hole: (Int, Int), solid: (Int, Int)) throws {
        let image = try #require(try convert(name).last)
        #expect(image[hole.0, hole.1].a == 0, "\(name): the \(feature) at \(hole) is not cut out")
        #expect(image[solid.0, solid.1].a == 255, "\(name): \(solid) should be solid")
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
        ]
        for (name, version, producer) in expected {
            let source = try SVGSource(bytes: try FileSystem.readFile(Corpus.template(name)))
            let template = try #require(SymbolTemplate(source), "\(name)")
            #expect(template.version.map { "v\($0)" } == version, "\(name)")
            #expect(template.producer == producer, "\(name)")
        }
    }
}
