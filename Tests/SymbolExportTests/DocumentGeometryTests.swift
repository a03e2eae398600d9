import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// Plain SVGs that peers' test suites draw and the tool once refused or sized otherwise: each
/// drawn as librsvg and `rsvg-convert` draw the document, with pixels read back.
@Suite struct DocumentGeometryTests {
    private static let namespaces = "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""

    private func draw(_ svg: String, pointSize: Double = 20, sizing: RenderOptions.Sizing? = nil) throws -> (images: [RasterImage], warnings: [ConvertWarning]) {
        try draw(bytes: Array(svg.utf8), pointSize: pointSize, sizing: sizing)
    }

    private func draw(bytes: [UInt8], pointSize: Double = 20, sizing: RenderOptions.Sizing? = nil) throws -> (images: [RasterImage], warnings: [ConvertWarning]) {
        var options = RenderOptions()
        options.pointSize = pointSize
        options.sizing = sizing
        let symbol = try SymbolConverter().convert(bytes: bytes, options: options)
        return (try symbol.images.map { try PNGDecoder.decode($0.png) }, symbol.warnings)
    }

    /// Columns (x) of row `y` with more than half coverage, as a string of # and . for messages.
    private func row(_ image: RasterImage, _ y: Int) -> String {
        String((0..<image.width).map { image[$0, y].a > 127 ? "#" : "." })
    }

    private func isOpaque(_ image: RasterImage) -> Bool {
        (0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image[$0, y].a == 255 } }
    }

    private func column(_ image: RasterImage, _ x: Int) -> String {
        String((0..<image.height).map { image[x, $0].a > 127 ? "#" : "." })
    }

    // MARK: - References

    /// `xlink:href="rect1"` names no element and no file: librsvg ignores it, so the gradient
    /// keeps its own stops; a warning says how to write a local reference.
    @Test func aBareIdReferenceIsDrawnWithoutItAndWarned() throws {
        let svg = """
            <svg \(Self.namespaces) viewBox="0 0 10 10">
              <linearGradient id="g" xlink:href="rect1"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="black"/></linearGradient>
              <rect width="10" height="10" fill="url(#g)"/>
            </svg>
            """
        let drawn = try draw(svg)
        #expect(drawn.warnings == [.invalidReference("rect1")])
        #expect(drawn.warnings[0].description == "href=\"rect1\" names no element (a local reference starts with #) and no file: "
            + "drawn without it, as librsvg draws it; write \"#rect1\" if it means the element of that id")
        #expect(drawn.images.allSatisfy(isOpaque))
        // CSS's url(#id) in an href names no element either (librsvg then paints nothing with
        // the gradient, as rsvg-convert does).
        let css = try draw(svg.replacingOccurrences(of: "\"rect1\"", with: "\"url(#rect1)\""))
        #expect(css.warnings == [.invalidReference("url(#rect1)"), .empty])
        #expect(css.warnings[0].description == "href=\"url(#rect1)\" names no element (an href is not CSS: it takes no url()), "
            + "and librsvg draws it as a broken reference; write \"#rect1\" if it means that element")
        // What names a file is still an external reference, never loaded.
        for reference in ["rect1.svg", "shapes/rect1", "http:rect1", "C:\\rect1"] {
            #expect(throws: ConvertError.svg(.externalReference(reference, line: 2, column: 3))) {
                try draw(svg.replacingOccurrences(of: "rect1", with: reference))
            }
        }
    }

    /// An `href` on an element librsvg never reads (a foreign namespace: the SVG 1.1 test
    /// suite's descriptions, XHTML inside them) or never follows (its SVG font, a script, a
    /// hyperlink) is no reference: the file is drawn. XInclude and XLink, whatever their
    /// prefixes, are still references, refused with their place.
    @Test func onlyWhatLibrsvgReadsIsAReference() throws {
        let described = """
            <svg \(Self.namespaces) viewBox="0 0 10 10">
              <d:SVGTestCase xmlns:d="http://www.w3.org/2000/02/svg/testsuite/description/" xmlns="http://www.w3.org/1999/xhtml">
                <d:testDescription href="http://www.w3.org/TR/SVG11/shapes.html#RectElement">
                  <p>See <a href="../x.html">x</a>, <img src="x.png" style="background: url(y.png)"/></p>
                  <style>@import url(/etc/z.css);</style>
                </d:testDescription>
              </d:SVGTestCase>
              <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description href="http://example.com/"/></rdf:RDF></metadata>
              <defs><font-face font-family="SVGFreeSansASCII"><font-face-src><font-face-uri xlink:href="../resources/SVGFreeSans.svg#ascii"/></font-face-src></font-face></defs>
              <script xlink:href="x.js"/><a xlink:href="http://example.com/"/>
              <style>@font-face { font-family: anglepoise; src: url(woffs/anglepoi.woff) format("woff"); } rect { fill: black }</style>
              <style>@font-face { font-family: Blocky; src: url(woffs/Blocky.woff) format("woff");</style>
              <rect width="10" height="10" other:href="x.png" xmlns:other="urn:example"/>
            </svg>
            """
        let drawn = try draw(described)
        #expect(drawn.warnings.isEmpty && drawn.images.allSatisfy(isOpaque))
        let references: [(String, ConvertError)] = [
            ("<svg \(Self.namespaces) viewBox=\"0 0 4 4\">\n  <rect width=\"4\" height=\"4\"/><x:include xmlns:x=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\"/></svg>",
             .svg(.externalReference("/etc/passwd", line: 2, column: 31))),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:l=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 4 4\"><image l:href=\"x.png\"/></svg>",
             .svg(.externalReference("x.png", line: 1, column: 98))),
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\">\n\n<g><image undeclared:href=\"x.png\"/></g></svg>",
             .svg(.externalReference("x.png", line: 3, column: 4))),
            ("<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"><svg:style>@import \"a.css\";</svg:style></svg:svg>",
             .svg(.externalReference("a.css", line: 1, column: 67))),
        ]
        for (svg, error) in references {
            #expect(throws: error) { try draw(svg) }
        }
    }

    /// A shape too small for the 1x bitmap but not for the 3x one: the warning names the empty
    /// scales, not "every pixel is transparent".
    @Test func aDrawingEmptyOnlyAtSmallScalesSaysWhere() throws {
        let drawn = try draw("<svg \(Self.namespaces) viewBox=\"0 0 24 24\"><rect x=\"11\" y=\"11\" width=\"0.05\" height=\"0.05\"/></svg>",
                             pointSize: 17)
        guard case .emptyAtScales(let scales) = drawn.warnings.first, drawn.warnings.count == 1 else {
            Issue.record("warnings: \(drawn.warnings)")
            return
        }
        #expect(scales.first == 1 && !scales.contains(3))
        #expect(drawn.images[0].isFullyTransparent && !drawn.images[2].isFullyTransparent)
        #expect(drawn.warnings[0].code == .empty)
        #expect(drawn.warnings[0].description.hasPrefix("it draws nothing at @1x"))
        let nothing = try draw("<svg \(Self.namespaces) viewBox=\"0 0 24 24\"><rect x=\"11\" y=\"11\" width=\"0.001\" height=\"0.001\"/></svg>")
        #expect(nothing.warnings == [.empty])
    }

    /// A gzip-compressed SVG (an `.svgz`, which rsvg-convert draws) is drawn as the SVG it
    /// holds; damaged data or a size over the input limit is refused before it is unpacked.
    @Test func aGzipCompressedSVGIsDrawnAsTheSVGItHolds() throws {
        let directory = TemporaryDirectory()
        directory.write("square.svg", Fixtures.square)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
        gzip.arguments = ["-n", "-k", directory.url("square.svg")]
        try gzip.run()
        gzip.waitUntilExit()
        let compressed = try #require(directory.read("square.svg.gz"))
        #expect(compressed.starts(with: [0x1F, 0x8B]))
        #expect(try draw(bytes: compressed).images == (try draw(Fixtures.square).images))
        #expect(throws: ConvertError.svg(.gzip("its compressed data is damaged"))) {
            try draw(bytes: Array(compressed.prefix(compressed.count - 12)) + Array(compressed.suffix(8)))
        }
        var bomb = compressed
        bomb.replaceSubrange((bomb.count - 4)..., with: [0, 0, 0, 2])   // says 32 MiB
        #expect(throws: ConvertError.svg(.gzip("it would be over 16 MiB decompressed"))) { try draw(bytes: bomb) }
    }

    /// librsvg's terse messages become sentences with a remedy; the others stay as they are.
    @Test func librsvgsTerseMessagesAreExplained() {
        #expect(RasterError.renderFailed("rendering error: InvalidMatrix").message.description
            == "librsvg failed to render it: a transform cannot be drawn: a scale of 0, or a matrix that flattens the drawing, "
            + "in a transform, viewBox or pattern (rendering error: InvalidMatrix); fix or remove that transform")
        #expect(RasterError.renderFailed("rendering error: FreetypeError").message.description.contains("convert the text to outlines"))
        #expect(RasterError.invalidSVG("XML parse error: malformed data: URL").message.description.contains("embed the resource again"))
        #expect(RasterError.invalidSVG("XML parse error: Error domain 1 code 4").message.description
            == "librsvg cannot read it: XML parse error: Error domain 1 code 4")
    }

    /// A root sized in percent (or `auto`) with no viewBox sizes nothing: it is sized by what it
    /// draws, as a root with no size is (and as rsvg-convert sizes it), its own width and height
    /// replaced rather than given twice.
    @Test func aRootSizedInPercentIsSizedByItsDrawing() throws {
        let drawing = "<rect x=\"2\" y=\"2\" width=\"20\" height=\"20\"/></svg>"
        let unsized = try draw("<svg xmlns=\"http://www.w3.org/2000/svg\">" + drawing)
        for root in ["width=\"100%\" height=\"100%\"", "width = 'auto' height=\"50%\"", "height=\"100%\""] {
            let drawn = try draw("<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>" + drawing)
            #expect(drawn.warnings == [.noSize(bounds: Rect(x: 2, y: 2, width: 20, height: 20), relative: true)], "\(root)")
            #expect(drawn.warnings.first?.description.hasPrefix("its root has no viewBox, and its width and height are relative") == true)
            #expect(drawn.images.map(\.pixels) == unsized.images.map(\.pixels), "\(root)")
            #expect(drawn.images.allSatisfy(isOpaque), "\(root)")
        }
    }

    // MARK: - Size

    /// No viewBox, width or height: the box is the drawing's bounds (here 8×4 at (2, 4)), then
    /// fitted and centred like any box. (rsvg-convert makes an 8×4 image with the corner at
    /// 0,0, which shows nothing of this drawing.)
    @Test func aRootWithNoSizeTakesTheBoundsOfItsDrawing() throws {
        let drawn = try draw("<svg \(Self.namespaces)><rect x=\"2\" y=\"4\" width=\"8\" height=\"4\"/></svg>")
        #expect(drawn.warnings == [.noSize(bounds: Rect(x: 2, y: 4, width: 8, height: 4))])
        let image = drawn.images[0]
        #expect(image.width == 20 && image.height == 20)
        // 20 × 10 px, centred: rows 5 to 14, every column.
        #expect(column(image, 10) == String(repeating: ".", count: 5) + String(repeating: "#", count: 10) + String(repeating: ".", count: 5))
        #expect(row(image, 10) == String(repeating: "#", count: 20))
        // Nothing drawn: nothing to size it by.
        #expect(throws: ConvertError.svg(.noSize)) { try draw("<svg \(Self.namespaces)><g/></svg>") }
    }

    /// `width`/`height` of another aspect than the `viewBox`: the document is width × height,
    /// the viewBox placed in it by `preserveAspectRatio` (the default centres it).
    @Test(arguments: [
        ("", "....." + String(repeating: "#", count: 10) + "....."),
        (" preserveAspectRatio=\"xMinYMid meet\"", String(repeating: "#", count: 10) + String(repeating: ".", count: 10)),
        (" preserveAspectRatio=\"xMaxYMid\"", String(repeating: ".", count: 10) + String(repeating: "#", count: 10)),
        (" preserveAspectRatio=\"none\"", String(repeating: "#", count: 20)),
    ])
    func widthAndHeightPlaceTheViewBoxByPreserveAspectRatio(attribute: String, expectedRow: String) throws {
        let svg = "<svg \(Self.namespaces) width=\"200\" height=\"100\" viewBox=\"0 0 200 200\"\(attribute)><rect width=\"200\" height=\"200\"/></svg>"
        let image = try draw(svg).images[0]
        // The 2:1 document fitted into 20 × 20 pt: rows 5 to 14; the square viewBox inside it.
        #expect(row(image, 10) == expectedRow)
        #expect(column(image, expectedRow.firstIndex(of: "#")!.utf16Offset(in: expectedRow))
            == String(repeating: ".", count: 5) + String(repeating: "#", count: 10) + String(repeating: ".", count: 5))
        // --sizing square fits that same box, whatever the viewBox.
        #expect(try draw(svg, sizing: .square).images[0].pixels == image.pixels)
    }

    /// A `clip-path` on the root applies in the root's user units at every display scale.
    @Test func aClipPathOnTheRootIsInUserUnits() throws {
        let svg = """
            <svg \(Self.namespaces) viewBox="0 0 10 10" clip-path="url(#c)">
              <clipPath id="c"><rect width="5" height="10"/></clipPath>
              <rect width="10" height="10"/>
            </svg>
            """
        for (scale, image) in try draw(svg).images.enumerated() {
            let side = 20 * (scale + 1)
            #expect(image.width == side)
            #expect(row(image, side / 2) == String(repeating: "#", count: side / 2) + String(repeating: ".", count: side / 2), "@\(scale + 1)x")
        }
    }

    // MARK: - Encodings

    /// A declared legacy encoding is decoded (libxml2 decodes it for librsvg), not refused.
    @Test func aDeclaredLegacyEncodingIsDecoded() throws {
        let privet: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]
        let bytes = Array("<?xml version=\"1.0\" encoding=\"windows-1251\"?>\n<svg \(Self.namespaces) viewBox=\"0 0 10 10\"><title>".utf8)
            + privet + Array("</title><rect width=\"10\" height=\"10\"/></svg>".utf8)
        let document = try XMLDocument(bytes: bytes)
        let title = try #require(document.elements.firstIndex { $0.name == "title" })
        #expect(document.textContent(of: title) == "Привет")
        let drawn = try draw(bytes: bytes)
        #expect(drawn.warnings == [] && drawn.images.allSatisfy(isOpaque))
        for (name, text) in [("ISO-8859-2", "\u{141}"), ("koi8-r", "\u{43F}"), ("Shift_JIS", "\u{3042}")] {
            let encoded: [UInt8] = switch name {
            case "ISO-8859-2": [0xA3]
            case "koi8-r": [0xD0]
            default: [0x82, 0xA0]
            }
            let document = try XMLDocument(bytes: Array("<?xml version='1.0' encoding='\(name)'?><svg>".utf8) + encoded + Array("</svg>".utf8))
            #expect(document.textContent(of: 0) == text, "\(name)")
        }
        // Refused only when it cannot be decoded.
        #expect(throws: XMLError.unsupportedEncoding("x-klingon")) {
            try XMLDocument(bytes: Array("<?xml version=\"1.0\" encoding=\"x-klingon\"?><svg/>".utf8))
        }
        #expect(throws: XMLError.undecodableEncoding("windows-1252")) {
            try XMLDocument(bytes: Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><svg>".utf8) + [0x81] + Array("</svg>".utf8))
        }
    }
}
