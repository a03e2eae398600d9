import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Converting one plain SVG: sizes, pixels read back from the written PNGs, JSON bytes.
@Suite struct ConvertTests {
    private func convert(_ svg: String, name: String = "icon", options: ConvertOptions = ConvertOptions(),
                         in directory: TemporaryDirectory) throws -> ConvertResult {
        let source = directory.write("\(name).svg", svg)
        let catalog = AssetCatalog(path: directory.url("Assets.xcassets"))
        return try ConvertRequest(source: source, options: options, catalog: catalog).run()
    }

    private func png(_ directory: TemporaryDirectory, _ file: String, name: String = "icon") throws -> RasterImage {
        try PNGDecoder.decode(try #require(directory.read("Assets.xcassets/\(name).imageset/\(file)")))
    }

    @Test(arguments: [
        (17.0, [17, 34, 51]),
        (17.5, [18, 35, 53]),
        (24.0, [24, 48, 72]),
        (1.0, [1, 2, 3]),
        (10.25, [11, 21, 31]),
        (1024.0, [1024, 2048, 3072]),
    ])
    func pixelSizesFollowPointSizeRoundedUp(pointSize: Double, expected: [Int]) throws {
        let directory = TemporaryDirectory()
        var options = ConvertOptions()
        options.pointSize = pointSize
        _ = try convert(Fixtures.square, options: options, in: directory)
        for (file, side) in zip(["icon.png", "icon@2x.png", "icon@3x.png"], expected) {
            let data = try #require(directory.read("Assets.xcassets/icon.imageset/\(file)"))
            let header = try PNGDecoder.header(data)
            #expect(header.width == side && header.height == side, "\(file) at \(pointSize) pt")
        }
    }

    @Test func nonSquareDrawingsAreCentred() throws {
        let directory = TemporaryDirectory()
        var options = ConvertOptions()
        options.pointSize = 20
        _ = try convert(Fixtures.wide, name: "wide", options: options, in: directory)
        _ = try convert(Fixtures.tall, name: "tall", options: options, in: directory)
        // @2x: 40×40 px; the 2:1 drawing covers rows 10..<30, the 1:2 one columns 10..<30.
        let wide = try png(directory, "wide@2x.png", name: "wide")
        #expect(wide[20, 9].a == 0 && wide[20, 10].a == 255 && wide[20, 29].a == 255 && wide[20, 30].a == 0)
        #expect(wide[0, 20].a == 255 && wide[39, 20].a == 255)
        let tall = try png(directory, "tall@2x.png", name: "tall")
        #expect(tall[9, 20].a == 0 && tall[10, 20].a == 255 && tall[29, 20].a == 255 && tall[30, 20].a == 0)
        #expect(tall[20, 0].a == 255 && tall[20, 39].a == 255)
    }

    @Test func fractionalCanvasKeepsTheDrawingCentred() throws {
        let directory = TemporaryDirectory()
        var options = ConvertOptions()
        options.pointSize = 17.5
        _ = try convert(Fixtures.wide, name: "wide", options: options, in: directory)
        // @1x: 17.5 pt box in an 18 px canvas: a quarter pixel of margin on each side.
        let image = try png(directory, "wide.png", name: "wide")
        #expect(image.width == 18)
        #expect((191...192).contains(image[0, 9].a))   // 75 % covered column at the left edge
        #expect((191...192).contains(image[17, 9].a))
        #expect(image[9, 9].a == 255)
    }

    @Test func templateModeKeepsOnlyAlphaOnBlack() throws {
        let directory = TemporaryDirectory()
        _ = try convert(Fixtures.halfTransparentColoured, options: ConvertOptions(), in: directory)
        let image = try png(directory, "icon@3x.png")
        #expect(image.width == 51)
        let left = image[10, 25]
        #expect(left.r == 0 && left.g == 0 && left.b == 0)
        #expect(left.a == 128)
        let right = image[40, 25]  // gradient-filled: opaque, still black
        #expect(right.r == 0 && right.g == 0 && right.b == 0 && right.a == 255)
    }

    @Test func originalModeHasStraightAlphaWithoutFringe() throws {
        let directory = TemporaryDirectory()
        var options = ConvertOptions()
        options.mode = .original
        _ = try convert(Fixtures.halfWhite, options: options, in: directory)
        let image = try png(directory, "icon@2x.png")
        let pixel = image[10, 10]
        #expect(pixel.r == 255 && pixel.g == 255 && pixel.b == 255)
        #expect((127...128).contains(pixel.a))
        let contents = try #require(directory.read("Assets.xcassets/icon.imageset/Contents.json"))
        Golden.assertMatches(contents, "imageset-original.json")
    }

    @Test func originalModeKeepsColours() throws {
        let directory = TemporaryDirectory()
        var options = ConvertOptions()
        options.mode = .original
        _ = try convert(Fixtures.halfTransparentColoured, options: options, in: directory)
        let pixel = try png(directory, "icon.png")[3, 3]
        // Premultiplied storage at alpha 128 keeps 7 bits per channel: ±1 after un-premultiplying.
        #expect(abs(Int(pixel.r) - 0x33) <= 1 && abs(Int(pixel.g) - 0x66) <= 1 && abs(Int(pixel.b) - 0xCC) <= 1)
        #expect(pixel.a == 128)
    }

    @Test func contentsJSONMatchesXcodeLayout() throws {
        let directory = TemporaryDirectory()
        _ = try convert(Fixtures.square, name: "doc.text", in: directory)
        #expect(directory.files() == [
            "Assets.xcassets/Contents.json",
            "Assets.xcassets/doc.text.imageset/Contents.json",
            "Assets.xcassets/doc.text.imageset/doc.text.png",
            "Assets.xcassets/doc.text.imageset/doc.text@2x.png",
            "Assets.xcassets/doc.text.imageset/doc.text@3x.png",
            "doc.text.svg",
        ])
        Golden.assertMatches(try #require(directory.read("Assets.xcassets/doc.text.imageset/Contents.json")),
                             "imageset-template.json")
        Golden.assertMatches(try #require(directory.read("Assets.xcassets/Contents.json")), "catalog-root.json")
    }

    @Test func existingRootContentsIsNeverRewritten() throws {
        let directory = TemporaryDirectory()
        let custom = "{\"info\":{\"author\":\"someone\",\"version\":1}}"
        directory.write("Assets.xcassets/Contents.json", custom)
        _ = try convert(Fixtures.square, in: directory)
        #expect(directory.read("Assets.xcassets/Contents.json") == Array(custom.utf8))
    }

    @Test func secondRunIsByteIdenticalAndWritesNothing() throws {
        let directory = TemporaryDirectory()
        let first = try convert(Fixtures.halfTransparentColoured, in: directory)
        let bytes = directory.files().map { directory.read($0) }
        let second = try convert(Fixtures.halfTransparentColoured, in: directory)
        #expect(first.written.count == 4)
        #expect(second.written.isEmpty)
        #expect(directory.files().map { directory.read($0) } == bytes)
        // A fresh catalog from the same input gets the same bytes too.
        let other = TemporaryDirectory()
        _ = try convert(Fixtures.halfTransparentColoured, in: other)
        #expect(other.files().map { other.read($0) } == bytes)
    }

    @Test func pngsCarryNoTimestampOrTextChunks() throws {
        let directory = TemporaryDirectory()
        _ = try convert(Fixtures.square, in: directory)
        let data = try #require(directory.read("Assets.xcassets/icon.imageset/icon@2x.png"))
        var chunks: [String] = []
        var offset = 8
        while offset + 8 <= data.count {
            let length = data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunks.first == "IHDR" && chunks.last == "IEND")
        #expect(!chunks.contains { ["tIME", "tEXt", "zTXt", "iTXt"].contains($0) })
    }

    /// Values worked out by hand (c·255/a, halves rounded up), not by the table's own formula;
    /// and what must hold whatever the formula: opaque pixels are kept, colour grows with the
    /// premultiplied value, and a pixel premultiplied from a straight value comes back within
    /// the rounding of its alpha.
    @Test func unpremultiplyTableRoundsHalfUp() {
        let worked: [(alpha: Int, premultiplied: Int, straight: UInt8)] = [
            (128, 128, 255), (128, 64, 128), (1, 1, 255), (255, 200, 200), (3, 2, 170), (3, 1, 85), (200, 199, 254), (200, 100, 128), (2, 1, 128),
        ]
        for (a, c, straight) in worked { #expect(Unpremultiply.table[a << 8 | c] == straight, "alpha \(a), value \(c)") }
        for c in 0..<256 { #expect(Unpremultiply.table[255 << 8 | c] == UInt8(c)) }
        for a in 1..<256 {
            for c in 1...a { #expect(Unpremultiply.table[a << 8 | c] >= Unpremultiply.table[a << 8 | (c - 1)]) }
            for v in stride(from: 0, through: 255, by: 5) {
                let premultiplied = (v * a + 127) / 255
                let back = Int(Unpremultiply.table[a << 8 | premultiplied])
                #expect(abs(back - v) <= 255 / (2 * a) + 1, "alpha \(a), straight \(v) → \(premultiplied) → \(back)")
            }
        }
    }

    /// The imageset `Contents.json` is written directly; it must be the bytes of its JSON value.
    @Test func imagesetContentsBytesAreTheJSONValuesBytes() {
        let images = [ContentsFile.Image(filename: "a.png", scale: 1), ContentsFile.Image(filename: "a-dark.png", scale: 1, dark: true),
                      ContentsFile.Image(filename: "a \"quoted\"@2x.png", scale: 2), ContentsFile.Image(filename: "ä@3x.png", scale: 3)]
        let vectors = [ContentsFile.Image(filename: "a.svg", scale: nil), ContentsFile.Image(filename: "a-dark.svg", scale: nil, dark: true)]
        for intent in RenderMode.allCases {
            #expect(ContentsFile.imageSetBytes(images, intent: intent) == ContentsFile.imageSet(images, intent: intent).xcodeBytes)
            #expect(ContentsFile.imageSetBytes(vectors, intent: intent) == ContentsFile.imageSet(vectors, intent: intent).xcodeBytes)
        }
    }
}
