import Testing
@testable import SymbolGenerators

/// The writer of the generated Swift: indentation by nesting, switch style, blank lines
/// between declarations only, comments.
@Suite struct SwiftWriterTests {
    @Test func nestedBlocksIndentFourSpacesALevel() {
        let out = SwiftWriter()
        out.block("extension Symbol {") {
            out.block("var image: UIImage {") {
                out.block("if let vector {") { out.line("return vector") }
                out.line("return bitmap")
            }
        }
        #expect(out.text == """
            extension Symbol {
                var image: UIImage {
                    if let vector {
                        return vector
                    }
                    return bitmap
                }
            }

            """)
    }

    @Test func switchCasesStandAtTheSwitchAndTheirBodiesInside() {
        let out = SwiftWriter()
        out.block("var name: String? {") {
            out.switchBlock("self") {
                out.switchCase(".a, .b") { out.line("return \"a\"") }
                out.switchDefault {
                    out.line("let name = \"c\"")
                    out.line("return name")
                }
            }
        }
        #expect(out.text == """
            var name: String? {
                switch self {
                case .a, .b:
                    return "a"
                default:
                    let name = "c"
                    return name
                }
            }

            """)
    }

    @Test func anEmptyBlockStillOpensAndCloses() {
        let out = SwiftWriter()
        out.switchBlock("self") {}
        out.block("enum Symbol {") {}
        #expect(out.text == "switch self {\n}\nenum Symbol {\n}\n")
    }

    /// `separate()` puts one blank line between declarations: none at the start of the file or
    /// of a block, none before a closing brace, never two.
    @Test func blankLinesBetweenDeclarationsOnly() {
        let out = SwiftWriter()
        out.separate()
        out.line("import UIKit")
        out.separate()
        out.separate()
        out.block("extension Symbol {") {
            out.separate()
            out.line("var a: Int { 1 }")
            out.separate()
            out.line("var b: Int { 2 }")
            out.separate()
        }
        out.line("")
        #expect(out.text == "import UIKit\n\nextension Symbol {\n    var a: Int { 1 }\n\n    var b: Int { 2 }\n}\n\n")
    }

    @Test func commentsAndDocCommentsMarkEachLineAndEmptyOnesBare() {
        let out = SwiftWriter()
        out.comment("Generated.\n\nDo not edit.")
        out.block("enum Symbol {") {
            out.doc("""
                The assets, by name:
                the raw value.
                """)
        }
        #expect(out.text == "// Generated.\n//\n// Do not edit.\nenum Symbol {\n    /// The assets, by name:\n    /// the raw value.\n}\n")
    }

    @Test func continuationLinesAlignUnderTheirAnchor() {
        let out = SwiftWriter()
        out.switchCase(".logo") {
            out.line("return Self.bitmap(image, rawValue, .alwaysTemplate,")
            out.continuation("layout: [(0, 0, 1)])", under: "return Self.bitmap(")
            out.line("f(")
            out.indented { out.line("x)") }
        }
        #expect(out.text == """
            case .logo:
                return Self.bitmap(image, rawValue, .alwaysTemplate,
                                   layout: [(0, 0, 1)])
                f(
                    x)

            """)
    }

    @Test func linesOfALiteralKeepTheCurrentIndentation() {
        let out = SwiftWriter()
        out.block("var bundle: Bundle {") {
            out.lines("#if SWIFT_PACKAGE\nreturn Bundle.module\n#endif")
        }
        #expect(out.text == "var bundle: Bundle {\n    #if SWIFT_PACKAGE\n    return Bundle.module\n    #endif\n}\n")
    }
}
