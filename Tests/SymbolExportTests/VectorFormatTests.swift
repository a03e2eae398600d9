import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolReading
@testable import SymbolRendering

/// `--format svg|pdf`: one vector per imageset, drawn like the PNGs; and the colours of
/// `--rendering hierarchical|palette`.
@Suite struct VectorFormatTests {
    private func convert(_ file: String, _ configure: (inout ConvertOptions) -> Void = { _ in }) throws -> ConvertedAsset {
        var options = ConvertOptions()
        configure(&options)
        return try SymbolConverter().convert(file: file, name: "x", options: options)
    }

    private func png3x(_ asset: ConvertedAsset) throws -> RasterImage {
        try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename == "x@3x.png" }).bytes)
    }

    /// The share of pixels whose alpha is within 2 levels of the other image's.
    private func agreement(_ a: RasterImage, _ b: RasterImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        var close = 0
        for y in 0..<a.height {
            for x in 0..<a.width where abs(Int(a[x, y].a) - Int(b[x, y].a)) <= 2 { close += 1 }
        }
        return Double(close) / Double(a.width * a.height)
    }

    static let pdftocairo = ["/usr/bin/pdftocairo", "/opt/homebrew/bin/pdftocairo", "/usr/local/bin/pdftocairo"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every corpus template: its SVG fallback drawn by librsvg, and its PDF fallback drawn by
    /// poppler (pdftocairo), at the @3x PNG's size, agree with that PNG on 99 % of pixels (alpha
    /// within 2 levels); each vector is the same bytes from a second run.
    @Test(.enabled(if: Corpus.isAvailable && pdftocairo != nil, "needs the shared corpus and poppler's pdftocairo (Scripts/bootstrap.sh)"),
          arguments: Corpus.templates)
    func vectorsAreDrawnLikeThePNGs(name: String) throws {
        let file = Corpus.template(name)
        let reference = try png3x(try convert(file))
        let svg = try convert(file) { $0.format = .svg }
        let svgBytes = try #require(svg.imageSet.first { $0.filename == "x.svg" }).bytes
        let frame = RenderFrame(width: reference.width, height: reference.height,
                                viewport: Rect(x: 0, y: 0, width: Double(reference.width), height: Double(reference.height)))
        let drawn = try InProcessRenderer().run(.draw(documents: [RenderDocument(svg: svgBytes, frames: [frame])], layout: .alpha,
                                                      serialized: false, compression: .standard))
        guard case .drawn(let rasters) = drawn else { throw RenderError.unavailable("not drawn: \(drawn)") }
        let drawnSVG = try PNGDecoder.decode(try #require(rasters.first).png)
        #expect(agreement(reference, drawnSVG) >= 0.99, "\(name): SVG \(agreement(reference, drawnSVG))")

        let pdf = try convert(file) { $0.format = .pdf }
        let pdfBytes = try #require(pdf.imageSet.first { $0.filename == "x.pdf" }).bytes
        let directory = TemporaryDirectory()
        directory.write("x.pdf", bytes: pdfBytes)
        let run = try CommandRunner.run(["-png", "-transp", "-singlefile", "-scale-to-x", "\(reference.width)", "-scale-to-y", "\(reference.height)",
                                         directory.url("x.pdf"), directory.url("page")], executable: try #require(Self.pdftocairo))
        #expect(run.status == 0, "\(run.stderr)")
        let drawnPDF = try PNGDecoder.decode(try #require(directory.read("page.png")))
        #expect(agreement(reference, drawnPDF) >= 0.99, "\(name): PDF \(agreement(reference, drawnPDF))")

        #expect(try convert(file) { $0.format = .svg }.imageSet.first { $0.filename == "x.svg" }?.bytes == svgBytes)
        #expect(try convert(file) { $0.format = .pdf }.imageSet.first { $0.filename == "x.pdf" }?.bytes == pdfBytes)
        #expect(!String(decoding: pdfBytes, as: UTF8.self).contains("/CreationDate"))
    }

    /// A vector's imageset, as Xcode writes one for a single-scale SVG or PDF: no `scale`,
    /// `preserves-vector-representation`; the dark appearance as a second entry. A plain SVG
    /// cannot be an SVG fallback (its own document is not the drawing), and says so.
    @Test func vectorImagesetsAreWrittenAsXcodeWritesThem() throws {
        let converter = SymbolConverter()
        var options = ConvertOptions()
        options.format = .svg
        let svg = try converter.convert(bytes: Array(TemplateFixtures.appleV1.utf8), name: "x", options: options)
        #expect(svg.imageSet.map(\.filename) == ["x.svg", "Contents.json"])
        Golden.assertMatches(try #require(svg.imageSet.last).bytes, "imageset-vector-template.json")
        options.format = .pdf
        (options.mode, options.rendering) = (.original, .multicolor)
        let pdf = try converter.convert(bytes: Array(TemplateFixtures.multicolor.utf8), name: "x", options: options)
        #expect(pdf.imageSet.map(\.filename) == ["x.pdf", "x-dark.pdf", "Contents.json"])
        Golden.assertMatches(try #require(pdf.imageSet.last).bytes, "imageset-vector-dark.json")
        #expect(String(decoding: pdf.imageSet[0].bytes.prefix(8), as: UTF8.self) == "%PDF-1.5")
        // The SVG is the drawing at the @3x image's size in points.
        options.format = .svg
        options.mode = .template
        let document = String(decoding: try converter.convert(bytes: Array(TemplateFixtures.appleV1.utf8), name: "x", options: options).imageSet[0].bytes, as: UTF8.self)
        let png = try converter.convert(bytes: Array(TemplateFixtures.appleV1.utf8), name: "x", options: ConvertOptions())
        let size = try #require(png.symbol.pixelSizes.last)
        #expect(document.contains("width=\"\(PathGeometry.number(Double(size.width) / 3))\" height=\"\(PathGeometry.number(Double(size.height) / 3))\""), "\(document.prefix(200))")
        #expect(!document.contains("<mask") && !document.contains("Guides"))
        #expect(throws: ConvertError.vectorNeedsTemplate) {
            _ = try converter.convert(bytes: Array(Fixtures.square.utf8), name: "x", options: options)
        }
    }

    /// `export --format svg` for an app that deploys to iOS 12 warns (SVG assets are vectors
    /// from iOS 13); a format change leaves no PNG behind.
    @Test func exportsWriteVectorsAndWarnBelowIOS13() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/x.svg", TemplateFixtures.appleV1)
        #expect(try CommandRunner.run(["export", "Symbols", "-o", "A.xcassets", "-q"], in: directory.path).status == 0)
        let result = try CommandRunner.run(["export", "Symbols", "-o", "A.xcassets", "--format", "svg", "--swift", "S.swift"], in: directory.path)
        #expect(result.stderr.contains("warning: Symbols/x.svg: --format svg keeps its vector from iOS 13 (Xcode 12 release notes); for iOS 12, Xcode draws it into bitmaps"), "\(result.stderr)")
        #expect(directory.files().filter { $0.hasPrefix("A.xcassets/x.imageset/") }.sorted() == ["A.xcassets/x.imageset/Contents.json", "A.xcassets/x.imageset/x.svg"])
        let quiet = try CommandRunner.run(["export", "Symbols", "-o", "A.xcassets", "--format", "svg", "--swift", "S.swift", "--deployment-target", "13.0",
                                                   "--available", "13.0"], in: directory.path)
        #expect(!quiet.stderr.contains("warning"), "\(quiet.stderr)")
        #expect(try CommandRunner.run(["export", "Symbols", "-o", "A.xcassets", "--format", "pdf", "--check", "-q"], in: directory.path).status == 1)
    }

    /// Hierarchical rendering of Apple's `cat` (primary, secondary and tertiary layers): three
    /// opacity levels, 1, 0.5 and 0.18 of the tint; palette: each level in its colour.
    @Test(.enabled(if: Corpus.isAvailable)) func hierarchicalAndPaletteColourTheLevels() throws {
        let file = Corpus.template("v6.0_apple_markbattistella_cat.svg")
        let hierarchical = try png3x(try convert(file) {
            ($0.mode, $0.rendering, $0.tint, $0.pointSize) = (.original, .hierarchical, Colour(0, 0, 0), 64)
        })
        var alphas: [UInt8: Int] = [:]
        for y in 0..<hierarchical.height { for x in 0..<hierarchical.width { alphas[hierarchical[x, y].a, default: 0] += 1 } }
        // Fully covered pixels of each level (anti-aliased edges aside): 255, 128 (0.5), 46 (0.18).
        for level in [255, 128, 46] as [UInt8] { #expect((alphas[level] ?? 0) > 200, "alpha \(level): \(alphas[level] ?? 0) pixels") }
        #expect(abs(Double(128) / 255 - HierarchicalOpacity.secondary) < 0.01 && abs(Double(46) / 255 - HierarchicalOpacity.tertiary) < 0.01)
        #expect(Set(hierarchical.pixelsOpaque.map { [$0.r, $0.g, $0.b] }) == [[0, 0, 0]])

        let palette = try png3x(try convert(file) {
            ($0.mode, $0.rendering, $0.palette, $0.pointSize) = (.original, .palette, [Colour(255, 0, 0), Colour(0, 255, 0), Colour(0, 0, 255)], 64)
        })
        var colours: [[UInt8]: Int] = [:]
        for pixel in palette.pixelsOpaque { colours[[pixel.r, pixel.g, pixel.b], default: 0] += 1 }
        for colour in [[255, 0, 0], [0, 255, 0], [0, 0, 255]] as [[UInt8]] { #expect((colours[colour] ?? 0) > 200, "\(colour): \(colours[colour] ?? 0)") }
    }
}

extension RasterImage {
    /// The fully opaque pixels.
    var pixelsOpaque: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        var result: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in 0..<height { for x in 0..<width where self[x, y].a == 255 { result.append(self[x, y]) } }
        return result
    }
}
