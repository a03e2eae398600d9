import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// Layers given by subpath index (`-sfsymbols-indices`, `shapeGroupLayer-N`, `LayerTree`): every
/// rendering mode draws each layer's subpaths in its own colour and opacity, erasing what a
/// layer's erasing groups take out, for drawn and derived variants alike.
@Suite struct IndexedLayerTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    static let tram = "v6.0_apple_markbattistella_ptv.tram.circle.fill.svg"

    /// Draws `svg`'s `variant` at 64 pt in `mode`, and reads the @3x pixels at points given in
    /// template units, relative to the variant's frame origin (its left margin and baseline).
    private func draw(_ svg: [UInt8], _ variant: SymbolVariant, mode: RenderMode = .template, rendering: ColourRendering? = nil,
                      palette: [Colour]? = nil) throws -> (Point) throws -> Pixel {
        var options = RenderOptions()
        (options.pointSize, options.weight, options.scale, options.mode, options.rendering, options.palette) =
            (64, variant.weight, variant.scale, mode, rendering, palette)
        let symbol = try SymbolConverter().convert(bytes: svg, options: options)
        let layout = try #require(SymbolTemplate(try SVGSource(bytes: svg))).layout(for: variant)
        let metric = try #require(symbol.metrics?[2])
        let image = try PNGDecoder.decode(try #require(symbol.images.first { $0.scale == 3 && !$0.dark }).png)
        let (glyph, u) = (SymbolImageModel.glyphBox(of: layout), layout.selection.factor * 64 / 100 * 3)
        return { point in
            let x = Int(metric.ink.minX + (point.x - glyph.minX) * u), y = Int(metric.ink.minY + (point.y - glyph.minY) * u)
            return image[x, y]
        }
    }

    private func same(_ pixel: Pixel, _ expected: Pixel, tolerance: Int = 2) -> Bool {
        zip([pixel.r, pixel.g, pixel.b, pixel.a], [expected.r, expected.g, expected.b, expected.a]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    @Test func theTramsLayersAreReadByIndex() throws {
        guard Corpus.isAvailable else { return }
        let template = try #require(SymbolTemplate(try SVGSource(bytes: FileSystem.readFile(Corpus.template(Self.tram)))))
        let layers = template.indexedLayers
        #expect(layers.monochrome[0] == [IndexedLayers.Part(indices: [0])])
        let tram = try #require(layers.monochrome[1])
        #expect(tram.map(\.indices) == [[1, 2], [3], [4], [5], [6], [7, 8], [9], [10], [11, 12]])
        #expect(tram.filter(\.erases).map(\.indices) == [[4], [7, 8], [9], [11, 12]])
        #expect(layers.multicolor[TemplateShape.MulticolorLayer(index: 1, colour: "white")] == tram)
        #expect(layers.hierarchical[TemplateShape.HierarchicalLayer(index: 0, level: "tertiary")] == [IndexedLayers.Part(indices: [0])])
        for variant in template.presentVariants {
            let drawing = try #require(template.variants[variant])
            #expect(drawing.layersBySubpath && drawing.shapes.count == 13, "\(variant)")
            #expect(drawing.shapes[0].monochromeLayer == 0 && drawing.shapes[6].monochromeLayer == 1 && drawing.shapes[4].monochromeLayer == nil)
        }
    }

    /// The tram (Regular-S, 64 pt, @3x) in every mode, at five points: the disc beside the tram,
    /// the tram's body, the frame of its window and a headlight (both erased from the tram, so
    /// the disc shows), and the panel inside the window (drawn by the tram again).
    @Test func theTramInEveryRenderingMode() throws {
        guard Corpus.isAvailable else { return }
        let svg = try FileSystem.readFile(Corpus.template(Self.tram))
        let origin = Point(x: 1403.58, y: 696)
        let points = [(12.0, -35.0), (46, -16), (33.5, -35), (36, -19.7), (50, -40)].map { Point(x: origin.x + $0.0, y: origin.y + $0.1) }
        let variant = SymbolVariant(.regular, .small)
        let blue: Pixel = (0, 122, 255, 255), clear: Pixel = (0, 0, 0, 0)
        let cases: [(String, (Point) throws -> Pixel, [Pixel])] = [
            ("template", try draw(svg, variant), [(0, 0, 0, 255), clear, (0, 0, 0, 255), (0, 0, 0, 255), clear]),
            ("multicolor: the disc in its custom colour, the tram white", try draw(svg, variant, mode: .original),
             [(0x78, 0xBE, 0x20, 255), (255, 255, 255, 255), (0x78, 0xBE, 0x20, 255), (0x78, 0xBE, 0x20, 255), (255, 255, 255, 255)]),
            ("hierarchical: the disc tertiary, the tram primary", try draw(svg, variant, mode: .original, rendering: .hierarchical),
             [(0, 122, 255, 46), blue, (0, 122, 255, 46), (0, 122, 255, 46), blue]),
            ("palette: the tram (primary) red, the disc (tertiary) green",
             try draw(svg, variant, mode: .original, rendering: .palette, palette: [Colour(255, 0, 0), Colour(0, 255, 0)]),
             [(0, 255, 0, 255), (255, 0, 0, 255), (0, 255, 0, 255), (0, 255, 0, 255), (255, 0, 0, 255)]),
            ("monochrome in the tint", try draw(svg, variant, mode: .original, rendering: .monochrome), [blue, clear, blue, blue, clear]),
        ]
        for (label, pixel, expected) in cases {
            for (point, want) in zip(points, expected) {
                let got = try pixel(point)
                // Transparent pixels carry no colour worth comparing.
                #expect(want.a == 0 ? got.a == 0 : same(got, want), "\(label) at \(point): \(got), want \(want)")
            }
        }
    }

    /// A layer that draws two bars and erases their crossing: filled as one outline by the
    /// nonzero rule the fixture is a plain square; by its layers the bars are knocked out of it
    /// in monochrome (the crossing stays), coloured apart in the other modes; the same in the
    /// drawn Regular-S and the derived Regular-M and Bold-L.
    @Test(arguments: [SymbolVariant(.regular, .small), .regularMedium, SymbolVariant(.bold, .large)])
    func layersByIndexEraseWhatTheyDrewAndDeriveAlike(variant: SymbolVariant) throws {
        let svg = Array(IndexedTemplateFixtures.crossV6.utf8)
        let shapes = try #require(SymbolTemplate(try SVGSource(bytes: svg))).layout(for: variant).drawing.shapes
        #expect(shapes.count == 4)
        let (square, bar, post, crossing) = (shapes[0].bounds, shapes[1].bounds, shapes[2].bounds, shapes[3].bounds)
        let points = [Point(x: square.minX + 0.05 * square.width, y: square.maxY - 0.05 * square.height),
                      Point(x: bar.minX + 0.08 * bar.width, y: (bar.minY + bar.maxY) / 2), Point(x: (post.minX + post.maxX) / 2, y: post.maxY - 0.08 * post.height),
                      Point(x: (crossing.minX + crossing.maxX) / 2, y: (crossing.minY + crossing.maxY) / 2)]
        let red: Pixel = (255, 59, 48, 255), green: Pixel = (52, 199, 89, 255), half: Pixel = (0, 122, 255, 128), blue: Pixel = (0, 122, 255, 255)
        let cases: [(String, (Point) throws -> Pixel, [Pixel])] = [
            ("template", try draw(svg, variant), [(0, 0, 0, 255), (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 255)]),
            ("multicolor", try draw(svg, variant, mode: .original), [red, green, green, red]),
            ("hierarchical", try draw(svg, variant, mode: .original, rendering: .hierarchical), [half, blue, blue, half]),
            ("palette", try draw(svg, variant, mode: .original, rendering: .palette, palette: [Colour(255, 0, 0), Colour(0, 255, 0)]),
             [(0, 255, 0, 255), (255, 0, 0, 255), (255, 0, 0, 255), (0, 255, 0, 255)]),
        ]
        for (label, pixel, expected) in cases {
            for (point, want) in zip(points, expected) {
                let got = try pixel(point)
                #expect(want.a == 0 ? got.a == 0 : same(got, want), "\(variant) \(label) at \(point): \(got), want \(want)")
            }
        }
    }

    @Test func subpathsSplitAtEveryMoveAndAfterAClose() {
        let path = PathGeometry(pathData: "M0 0L1 0L1 1Z L2 2 M5 5L6 6")
        #expect(path.subpaths.map { $0.pathData() } == ["M0 0L1 0L1 1Z", "M0 0L2 2", "M5 5L6 6"])
    }
}
