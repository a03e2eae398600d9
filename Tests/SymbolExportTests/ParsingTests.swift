import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// The XML reader, transform lists, path geometry and class rules.
@Suite struct ParsingTests {
    private func parse(_ text: String) throws -> XMLDocument { try XMLDocument(bytes: Array(text.utf8)) }

    @Test func pathInsideFolderComparesBytes() {
        #expect(Path.isInside("Toolbar/a.imageset/a.png", folder: "Toolbar/a.imageset"))
        #expect(!Path.isInside("Toolbar/a.imageset2/a.png", folder: "Toolbar/a.imageset"))
        #expect(!Path.isInside("Toolbar/a.imageset", folder: "Toolbar/a.imageset"))
        #expect(!Path.isInside("x/a.png", folder: ""))
        // "é" precomposed and decomposed are equal Strings but different file names.
        #expect(!Path.isInside("caf\u{E9}.imageset/x.png", folder: "cafe\u{301}.imageset"))
    }

    @Test func xmlElementsAttributesTextAndComments() throws {
        let document = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- generator -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg a="1" b='two &amp; &#x33;'><g><text>T<tspan>e</tspan>&lt;x&gt;</text><![CDATA[<raw>]]></g><path/></svg>
            """)
        #expect(document.elements.map(\.name) == ["svg", "g", "text", "tspan", "path"])
        #expect(document.root[attribute: "b"] == "two & 3")
        #expect(document.textContent(of: 2) == "Te<x>")
        #expect(document.textContent(of: 1) == "Te<x><raw>")
        #expect(document.comments == [" generator "])
        #expect(document.subtree(of: 1) == [1, 2, 3])
        #expect(document.elements[4].parent == 0 && document.elements[3].depth == 3)
    }

    @Test func internalEntitiesExpandWithinLimits() throws {
        let document = try parse("""
            <!DOCTYPE svg [ <!ENTITY ns "http://www.w3.org/2000/svg"> <!ENTITY two "&ns;&ns;"> ]>
            <svg xmlns="&ns;" title="&two;"/>
            """)
        #expect(document.root[attribute: "xmlns"] == "http://www.w3.org/2000/svg")
        #expect(document.root[attribute: "title"]?.count == 52)
    }

    @Test(arguments: [
        ("", XMLError.empty),
        ("<svg>", .malformed(line: 1, column: 6, reason: "unexpected end of file inside <svg>")),
        ("<svg></g>", .malformed(line: 1, column: 10, reason: "</g> does not close <svg>")),
        ("<svg a='1' a='2'/>", .malformed(line: 1, column: 17, reason: "attribute 'a' appears twice in <svg>")),
        ("<svg>&nope;</svg>", .undefinedEntity("nope")),
        ("<!DOCTYPE s [<!ENTITY a '&b;'><!ENTITY b '&a;'>]><svg>&a;</svg>", .entityLoop("a")),
        ("<!DOCTYPE s [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><svg>&x;</svg>", .externalEntity("x")),
        ("<svg/><svg/>", .malformed(line: 1, column: 7, reason: "content after the root element")),
    ])
    func malformedXMLIsRefused(text: String, expected: XMLError) {
        #expect(throws: expected) { try parse(text) }
    }

    @Test func entityBombIsRefused() {
        var text = "<!DOCTYPE lolz [<!ENTITY l0 \"lol\">"
        for level in 1...9 { text += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        text += "]><svg>&l9;</svg>"
        #expect(throws: XMLError.entityExpansionLimit(limit: XMLLimits.default.maximumEntityExpansion)) { try parse(text) }
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let depth = 10_000
        let text = String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
        #expect(throws: XMLError.tooDeep(limit: 256)) { try parse(text) }
    }

    @Test func invalidUTF8IsReportedWithItsOffset() {
        #expect(throws: XMLError.invalidUTF8(offset: 5)) { try XMLDocument(bytes: Array("<svg>".utf8) + [0xC3, 0x28] + Array("</svg>".utf8)) }
        #expect(throws: XMLError.invalidUTF8(offset: 5)) { try XMLDocument(bytes: Array("<svg>".utf8) + [0xED, 0xA0, 0x80] + Array("</svg>".utf8)) }
    }

    @Test func latin1DeclarationIsTranscoded() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><svg t=\"".utf8) + [0xE9] + Array("\"/>".utf8)
        #expect(try XMLDocument(bytes: bytes).root[attribute: "t"] == "é")
    }

    @Test(arguments: [
        ("matrix(1 0 0 1 1386.54 1126)", AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 1386.54, f: 1126)),
        ("matrix(0.907203,0,0,0.973404,291.502,135.496)", AffineTransform(a: 0.907203, b: 0, c: 0, d: 0.973404, e: 291.502, f: 135.496)),
        ("translate(263, 625)", .translation(263, 625)),
        ("translate(6)", .translation(6, 0)),
        ("translate(10,20) scale(2)", AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 10, f: 20)),
        ("scale(2) translate(10,20)", AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 20, f: 40)),
        ("scale(1,-1)", .scale(1, -1)),
    ])
    func transformLists(text: String, expected: AffineTransform) {
        #expect(TransformList.parse(text) == expected)
    }

    @Test func nestedTransformsCompose() {
        let inner = TransformList.parse("translate(6, 7)")!
        let outer = TransformList.parse("translate(1399, 1016)")!
        #expect(inner.followed(by: outer).apply(Point(x: 1, y: 1)) == Point(x: 1406, y: 1024))
    }

    @Test func pathBoundsIncludeCurveExtrema() {
        // A cubic bulging to y = -75 at t = 0.5 though its end points sit at y = 0.
        let bounds = PathGeometry(pathData: "M0 0C0-100 100-100 100 0Z").bounds()
        #expect(bounds == Rect(minX: 0, minY: -75, maxX: 100, maxY: 0))
        // Relative commands, implicit lineto after moveto, numbers without separators.
        let relative = PathGeometry(pathData: "m10 10 20 0v5h-20z").bounds()
        #expect(relative == Rect(minX: 10, minY: 10, maxX: 30, maxY: 15))
        #expect(PathGeometry(pathData: "M1.5.5L-1-2").bounds() == Rect(minX: -1, minY: -2, maxX: 1.5, maxY: 0.5))
        // A half circle of radius 10 arcs to y = -10.
        let arc = PathGeometry(pathData: "M0 0A10 10 0 0 1 20 0").bounds()
        #expect(abs(arc.minY + 10) < 1e-3 && arc.minX == 0 && arc.maxX == 20)
        // Flags written without separators: a 1 1 arc as in minified files.
        let compact = PathGeometry(pathData: "M0 0a10 10 0 1120 0").bounds()
        #expect(abs(compact.minY + 10) < 1e-3 && compact.maxX == 20)
        // A transform applies before measuring: scale then extrema.
        let scaled = PathGeometry(pathData: "M0 0C0-100 100-100 100 0Z").bounds(transformedBy: .scale(0.5, 2))
        #expect(scaled == Rect(minX: 0, minY: -150, maxX: 50, maxY: 0))
        // A path error ends the path; what came before counts.
        #expect(PathGeometry(pathData: "M0 0L10 10L20").bounds() == Rect(minX: 0, minY: 0, maxX: 10, maxY: 10))
    }

    @Test func classRulesAreReadAsText() {
        let sheet = StyleSheet(css: """
            .multicolor-0:systemBlueColor {fill:#007AFF;-sfsymbols-variable-threshold:0.0}
            /* a comment */ .monochrome-1 {opacity:0.4;-sfsymbols-clear-behind:true}
            .st0, .st1 { fill-rule: evenodd; stroke: #000 !important }
            """)
        #expect(sheet.declarations(forClass: "multicolor-0:systemBlueColor")?["fill"] == "#007AFF")
        #expect(sheet.declarations(forClass: "monochrome-1")?["-sfsymbols-clear-behind"] == "true")
        #expect(sheet.declarations(forClass: "st1")?["fill-rule"] == "evenodd")
        #expect(sheet.declarations(forClass: "st0")?["stroke"] == "#000")
        #expect(StyleSheet(css: ".a {fill:red}\r\n.b {fill:blue}").declarations(forClass: "b")?["fill"] == "blue")
    }

    @Test(arguments: [
        ("Template v.6.0", (6, 0)), ("Template v6.1", (6, 1)), ("Template v. 1.0", (1, 0)), ("Typeset at 100 points", nil),
    ] as [(String, (Int, Int)?)])
    func templateVersionText(text: String, expected: (Int, Int)?) {
        let parsed = SymbolTemplate.parseVersion(text)
        #expect(parsed?.0 == expected?.0 && parsed?.1 == expected?.1)
    }
}
