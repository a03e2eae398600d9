import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Variable templates: the 24 variants the SF Symbols app derives from Ultralight-S,
/// Regular-S and Black-S, checked against a static export the app made from such a symbol.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct VariantDerivationTests {
    static let breakpoint = "v3.0_apple-static_codeedit_custom.breakpoint.svg"

    /// The static breakpoint export with its 24 derived variants deleted: the three sources
    /// the app made it from (their guides, and Regular-M's, stay, as in the file).
    static func threeSourceBreakpoint() throws -> String {
        var text = try String(contentsOfFile: Corpus.template(breakpoint), encoding: .utf8)
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let variant = SymbolVariant(weight, scale)
                if scale == .small, [.ultralight, .regular, .black].contains(weight) { continue }
                let start = try #require(text.range(of: "<g id=\"\(variant.id)\"")).lowerBound
                let end = try #require(text[start...].range(of: "</g>")).upperBound
                text.removeSubrange(start..<end)
            }
        }
        return text
    }

    /// The @3x image at 200 pt: the ink box (alpha > 0) and the covered area (sum of alpha / 255).
    static func measure(_ bytes: [UInt8], _ variant: SymbolVariant) throws -> (box: [Int], area: Double, width: Int) {
        var options = ConvertOptions()
        (options.pointSize, options.weight, options.scale, options.exactVariant) = (200, variant.weight, variant.scale, true)
        let asset = try SymbolConverter().convert(bytes: bytes, name: "x", options: options)
        #expect(asset.warnings.isEmpty, "\(variant): \(asset.warnings)")
        let image = try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename == "x@3x.png" }).bytes)
        var (minX, minY, maxX, maxY, area) = (Int.max, Int.max, -1, -1, 0.0)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 0 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                area += Double(image[x, y].a) / 255
            }
        }
        return ([minX, minY, maxX, maxY], area, image.width)
    }

    @Test func derivedVariantsMatchTheAppsStaticExport() throws {
        let staticBytes = try FileSystem.readFile(Corpus.template(Self.breakpoint))
        let sources = Array(try Self.threeSourceBreakpoint().utf8)
        let template = try #require(SymbolTemplate(try SVGSource(bytes: sources)))
        #expect(template.presentVariants.map(\.id) == ["Ultralight-S", "Regular-S", "Black-S"])
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let variant = SymbolVariant(weight, scale)
                let drawn = try Self.measure(staticBytes, variant)
                let derived = try Self.measure(sources, variant)
                for (a, b) in zip(drawn.box, derived.box) { #expect(abs(a - b) <= 2, "\(variant): ink box \(derived.box), static \(drawn.box)") }
                #expect(abs(derived.area - drawn.area) <= 0.015 * drawn.area, "\(variant): area \(derived.area), static \(drawn.area)")
            }
        }
        // Regular-M: the static file's guides against the derived margins.
        let staticTemplate = try #require(SymbolTemplate(try SVGSource(bytes: staticBytes)))
        let guided = try staticTemplate.margins(for: .regularMedium)
        let derived = try template.layout(for: .regularMedium).margins
        #expect(guided.source == .guides(left: "left-margin-Regular-M", right: "right-margin-Regular-M"))
        #expect(abs((derived.right - derived.left) - (guided.right - guided.left)) < 0.01,
                "derived \(derived.right - derived.left), guides \(guided.right - guided.left)")
        #expect(try Self.measure(sources, .regularMedium).width == Self.measure(staticBytes, .regularMedium).width)
    }

    @Test func semiboldAndBoldOfAVariableTemplateAreTheirOwnWeights() throws {
        let file = Corpus.template("v6.0_apple_markbattistella_cat.svg")
        var pictures: [SymbolWeight: [UInt8]] = [:]
        for weight in [SymbolWeight.regular, .semibold, .bold, .black] {
            var options = ConvertOptions()
            (options.weight, options.pointSize) = (weight, 40)
            let asset = try SymbolConverter().convert(file: file, name: "cat", options: options)
            #expect(asset.warnings.isEmpty)
            pictures[weight] = asset.imageSet.first { $0.filename == "cat@3x.png" }?.bytes
        }
        #expect(Set(pictures.values).count == 4, "some weights render identically")
    }

    /// A template that draws Ultralight, Regular and Black in every row but guides only the
    /// small one (DuckDuckGo's VPNON4): each row's other weights come from that row's drawings,
    /// so the nine weights at M grow monotonically in width (from the S row they came out about
    /// 25 % wider than the drawn M weights).
    @Test func eachDrawnRowDerivesItsOwnWeights() throws {
        let template = try #require(SymbolTemplate(try SVGSource(bytes: FileSystem.readFile(Corpus.template("v6.0_apple-no-transforms_duckduckgo_VPNON4.svg")))))
        for scale in [SymbolScale.medium, .large] {
            var widths: [Double] = []
            for weight in SymbolWeight.allCases {
                let layout = try template.layout(for: SymbolVariant(weight, scale))
                if case .derived(let derivation) = layout.selection.method { #expect(derivation.sources == scale, "\(weight)-\(scale)") }
                widths.append(layout.box.width)
            }
            #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(scale): \(widths)")
        }
    }

    @Test func defaultExportOfEveryCorpusTemplateWarnsAboutNothing() throws {
        let directory = TemporaryDirectory()
        for name in Corpus.templates {
            directory.write("Symbols/\(name)", bytes: try FileSystem.readFile(Corpus.template(name)))
        }
        let result = try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "--dots", "underscore", "-q"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr == "", "\(result.stderr)")
    }

    @Test func originalModeDrawsTheTemplatesColours() throws {
        var options = ConvertOptions()
        (options.mode, options.pointSize) = (.original, 40)
        let asset = try SymbolConverter().convert(file: Corpus.template("v4.0_apple-static_homeassistant_github.fill.svg"), name: "gh", options: options)
        let image = try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename == "gh@3x.png" }).bytes)
        let opaque = (0..<(image.width * image.height)).map { image[$0 % image.width, $0 / image.width] }.filter { $0.a == 255 }
        #expect(!opaque.isEmpty && opaque.allSatisfy { ($0.r, $0.g, $0.b) == (0x24, 0x29, 0x2F) })
        // A custom colour is the same in the dark: no dark images.
        #expect(!asset.imageSet.contains { $0.filename.contains("-dark") })
    }

    @Test func inspectSaysHowEachVariantIsMade() throws {
        let result = try CommandRunner.run(["inspect", Corpus.template("v3.0_apple-variable_codeedit_vault.svg"), "--json", "--weight", "semibold", "--scale", "large"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let requested = try #require(object["requested"] as? [String: Any])
        #expect(requested["variant"] as? String == "Semibold-L" && requested["method"] as? String == "derived")
        #expect(requested["a"] as? Double == 0.231 && requested["u"] as? Double == 0.2472 && requested["k"] as? Double == 1.647)
        let choices = try #require(object["choices"] as? [[String: Any]])
        #expect(choices.count == 27)
        #expect(choices.filter { $0["method"] as? String == "drawn" }.map { $0["variant"] as? String } == ["Ultralight-S", "Regular-S", "Black-S"])
        #expect(choices.filter { $0["method"] as? String == "derived" }.count == 24)
    }
}
