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

/// The interpolation table (`VariantInterpolation`), re-measured on the static export it was
/// measured on (`custom.breakpoint`, SF Symbols 3: all 27 variants as the app drew them): each
/// variant's coefficients fitted freely, by least squares, from its points and the three
/// sources', within 0.002 of the table's (k per scale, a and u per variant); the free fit within
/// 0.01 units of every point (the model holds); and the variant the tool derives from the three
/// sources within 0.01 units of the drawn one, point by point, Regular-M's margins too.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct InterpolationTableTests {
    /// Every point of `variant` (control points too), in the frame at `origin`.
    static func points(_ variant: SymbolTemplate.Variant, origin: Point) -> [Point] {
        variant.shapes.flatMap { shape in
            shape.outline.segments.flatMap { segment -> [Point] in
                switch segment.transformed(by: shape.transform) {
                case .move(let p), .line(let p): [p]
                case .cubic(let c1, let c2, let p): [c1, c2, p]
                case .close: []
                }
            }
        }.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) }
    }

    /// The translation of the variant group `id`: the variant's frame in Apple's static exports
    /// (its left margin and its row's baseline).
    static func frame(_ id: String, in text: String) throws -> Point {
        let head = try #require(text.firstRange(of: "<g id=\"\(id)\" transform=\"matrix(1 0 0 1 "))
        let numbers = text[head.upperBound...].prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 2)
        return Point(x: numbers[0], y: numbers[1])
    }

    /// The (α, β, γ) that minimise |v − (αx + βy + γz)|², by the normal equations.
    static func leastSquares(_ v: [Double], _ x: [Double], _ y: [Double], _ z: [Double]) -> (Double, Double, Double) {
        func dot(_ p: [Double], _ q: [Double]) -> Double { zip(p, q).reduce(0) { $0 + $1.0 * $1.1 } }
        let m = [[dot(x, x), dot(x, y), dot(x, z)], [dot(y, x), dot(y, y), dot(y, z)], [dot(z, x), dot(z, y), dot(z, z)]]
        let b = [dot(x, v), dot(y, v), dot(z, v)]
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        func replaced(_ column: Int) -> [[Double]] { m.indices.map { row in m[row].indices.map { $0 == column ? b[row] : m[row][$0] } } }
        let d = det(m)
        guard abs(d) > 1e-12 else { return (det(replaced(0)) / 1e-12, 0, 0) }
        return (det(replaced(0)) / d, det(replaced(1)) / d, det(replaced(2)) / d)
    }

    @Test func theTableIsWhatTheAppsStaticExportMeasures() throws {
        let bytes = try FileSystem.readFile(Corpus.template(VariantDerivationTests.breakpoint))
        let text = String(decoding: bytes, as: UTF8.self)
        let template = try #require(SymbolTemplate(try SVGSource(bytes: bytes)))
        let sources = try #require(template.interpolationSources(row: .small))
        let c = Point(x: 0, y: -sources.capHeight / 2)
        func framed(_ id: SymbolVariant) throws -> [Point] {
            Self.points(try #require(template.variants[id]), origin: try Self.frame(id.id, in: text))
        }
        // Coordinates relative to c, x and y of every point in one vector.
        func flat(_ points: [Point]) -> [Double] { points.flatMap { [$0.x - c.x, $0.y - c.y] } }
        let (u, r, b) = (flat(try framed(.init(.ultralight, .small))), flat(try framed(.init(.regular, .small))), flat(try framed(.init(.black, .small))))
        let (y, z) = (zip(b, r).map(-), zip(u, r).map(-))
        var (fitted, worstFit, worstPrediction) = (0, 0.0, 0.0)
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let variant = SymbolVariant(weight, scale)
                let drawn = try framed(variant)
                let v = flat(drawn)
                try #require(v.count == r.count, "\(variant) has other paths than its sources")
                let (alpha, beta, gamma) = Self.leastSquares(v, r, y, z)
                let (k, a, uu) = (alpha, beta / alpha, gamma / alpha)
                let table = VariantInterpolation.coefficients[scale]![weight]!
                #expect(abs(k - VariantInterpolation.scaleFactors[scale]!) <= 0.002, "\(variant): k fitted \(k)")
                #expect(abs(a - table.a) <= 0.002 && abs(uu - table.u) <= 0.002, "\(variant): a \(a), u \(uu); the table says \(table)")
                let fit = zip(v, zip(r, zip(y, z))).map { abs($0 - (alpha * $1.0 + beta * $1.1.0 + gamma * $1.1.1)) }.max() ?? 0
                worstFit = max(worstFit, fit)
                // The tool's own derivation, against what the app drew.
                let (derived, margins, _) = template.derive(variant, from: sources)
                let prediction = zip(Self.points(derived, origin: sources.regular.origin), drawn)
                    .map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? .infinity
                worstPrediction = max(worstPrediction, prediction)
                if variant == .regularMedium {
                    let guides = try template.margins(for: .regularMedium)
                    #expect(abs((margins.right - margins.left) - (guides.right - guides.left)) <= 0.01)
                }
                fitted += 1
            }
        }
        #expect(fitted == 27)
        #expect(worstFit <= 0.01, "the model misses a variant by \(worstFit) units")
        #expect(worstPrediction <= 0.01, "the table misses a variant by \(worstPrediction) units")
    }
}
