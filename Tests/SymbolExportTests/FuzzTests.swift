import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// A seeded random-mutation test of every parser that reads untrusted text: the XML reader,
/// SVG checks, the template reader, path data, transforms, class rules, JSON and manifests.
/// It asserts only that nothing traps or hangs (a trap ends the test process); the
/// coverage-guided version is `Scripts/fuzz.sh`.
@Suite struct FuzzTests {
    static let seeds: [String] = [
        TemplateFixtures.sketchV1, TemplateFixtures.affinityV1, TemplateFixtures.illustratorV6,
        TemplateFixtures.wireframeV6, TemplateFixtures.swiftDraw, TemplateFixtures.variableV3,
        TemplateFixtures.appleV1, Fixtures.halfTransparentColoured, HostileInputs.useBomb,
        "{\"catalog\": \"x.xcassets\", \"defaults\": {\"point-size\": 17, \"mode\": \"template\"}, \"symbols\": [\"a.svg\", {\"source\": \"b.svg\", \"group\": \"G/H\", \"weight\": \"bold\"}]}",
    ]

    static let tokens: [[UInt8]] = ["<", ">", "&", "&amp;", "\"", "'", "</g>", "<g>", "<![CDATA[", "]]>", "<!--", "-->",
                                    "<!ENTITY a \"&a;\">", "#", "{", "}", "[", "]", ":", ",", "\\u", "e99999", "-", ".",
                                    "M", "A", "z", "matrix(", ")", "monochrome-", "left-margin-Regular-M", "\u{FFFF}", "\0"]
        .map { Array($0.utf8) }

    @Test func mutatedInputsNeverTrap() {
        var random = SplitMix(seed: 20_261_130)
        for iteration in 0..<2_500 {
            var bytes = Array(Self.seeds[iteration % Self.seeds.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 6)) {
                guard !bytes.isEmpty else { break }
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.insert(contentsOf: Self.tokens[Int(random.next() % UInt64(Self.tokens.count))], at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 64)))
                case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int(random.next() % 200))], at: at)
                default: bytes = Array(bytes[..<at])
                }
            }
            Self.exercise(bytes)
        }
    }

    /// Feeds one input to every parser; returns nothing: only a trap or hang would fail.
    static func exercise(_ bytes: [UInt8]) {
        if let source = try? SVGSource(bytes: bytes), let template = SymbolTemplate(source) {
            for variant in template.presentVariants.prefix(3) {
                _ = try? template.layout(for: variant)
            }
            _ = try? template.layout(for: .regularMedium)
        }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        _ = PathGeometry(pathData: text).bounds()
        _ = TransformList.parse(text)
        _ = StyleSheet(css: text)
        _ = try? JSONReader.parse(bytes)
        _ = ExportState.parse(bytes)
    }

    @Test func manifestParserSurvivesMutations() throws {
        let directory = TemporaryDirectory()
        var random = SplitMix(seed: 42)
        let seed = Array(Self.seeds.last!.utf8)
        for _ in 0..<300 {
            var bytes = seed
            let at = Int(random.next() % UInt64(bytes.count))
            bytes.insert(contentsOf: Self.tokens[Int(random.next() % UInt64(Self.tokens.count))], at: at)
            let path = directory.write("m.json", bytes: bytes)
            _ = try? Manifest.load(path)
        }
    }
}
