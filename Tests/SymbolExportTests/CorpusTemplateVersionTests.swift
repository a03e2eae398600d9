import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// The version symbolsets are written in, on real files: each corpus template of version 4.0 and
/// later, and 7.0 versions of its SF Symbols 6 exports with the annotations Apple documents for
/// SF Symbols 7 ("Annotating custom symbols": `data-clipstroke-keyframes` on the paths,
/// `-sfsymbols-variable-draw` on a layer, `.defaults` with `-sfsymbols-variable-value-mode`). No
/// real SF Symbols 7 export is public; these are made here, in memory, never committed.
/// - `auto` writes the version `export` and `inspect` report, and every variant the file draws (and
///   Regular-M), in template mode and in original mode in each rendering it defines, renders as
///   the original does, PNG byte for byte;
/// - one version lower (forced by the cap) renders otherwise somewhere, where a drawn feature
///   held it: the version found is the lowest that draws the same;
/// - actool's gate: with `xcode 16` nothing newer than 6.0, with `xcode 26` nothing newer than 7.0,
///   and what is not said to lose anything renders as the original.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct CorpusTemplateVersionTests {
    struct File: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static var files: [File] {
        var files: [File] = []
        for name in Corpus.templates {
            guard let bytes = try? FileSystem.readFile(Corpus.template(name)), let version = Self.version(of: bytes), version >= Version(4) else { continue }
            files.append(File(name: name, bytes: bytes))
            guard version == Version(6), name.contains("apple") else { continue }
            for variableDraw in [false, true] {
                files.append(File(name: name.replacing("v6.0", with: variableDraw ? "v7.0-variable-draw" : "v7.0"),
                                  bytes: Array(withV7Annotations(String(decoding: bytes, as: UTF8.self), variableDraw: variableDraw).utf8)))
            }
        }
        return files
    }

    static func version(of bytes: [UInt8]) -> Version? {
        (try? SVGSource(bytes: bytes)).flatMap { SymbolTemplate($0)?.version }
    }

    /// A real 6.0 export with SF Symbols 7's annotations, as Apple's article shows them.
    static func withV7Annotations(_ text: String, variableDraw: Bool) -> String {
        var text = text.replacing("Template v.6.0", with: "Template v.7.0").replacing("Requires Xcode 16 or greater", with: "Requires Xcode 26 or greater")
        text = text.replacing(/(<path class="[^"]*"[^>]*?)(\/>)/) { "\($0.output.1) data-clipstroke-keyframes=\"AAAAAAAAAAAAAIA/AAAAAAAAgD8=\"\($0.output.2)" }
        if variableDraw, let rule = text.firstRange(of: ".monochrome-0 {") { text.replaceSubrange(rule, with: ".monochrome-0 {-sfsymbols-variable-draw:0 1;") }
        let mode = variableDraw ? "draw" : "color"
        if let style = text.firstRange(of: "<style>") {
            text.replaceSubrange(style, with: "<style>.defaults {-sfsymbols-variable-value-mode:\(mode);-sfsymbols-draw-reverses-motion-groups:false}\n")
        }
        return text
    }

    @Test(arguments: files) func writtenInTheOldestVersionThatDrawsTheSame(_ file: File) throws {
        let choice = TemplateVersioning.choose(file.bytes, policy: TemplateVersionPolicy())
        let written = try #require(choice.written)
        #expect(Self.version(of: choice.bytes) == written)
        // What export writes and reports, and what inspect says, are this version.
        let reported = try exported(file)
        #expect(reported.written == written.description && reported.inspected == written.description, "\(reported)")
        let renders = try compare(file.bytes, choice.bytes)
        #expect(renders.total > 0 && renders.equal == renders.total, "\(renders.total - renders.equal) of \(renders.total) renders differ")
        // One version lower, where a drawn feature held it, draws otherwise.
        let drawn: Set<TemplateFeature> = [.variantMargins, .interpolation, .colourLayers, .monochromeLayers, .indexedLayers, .groupLayerClasses]
        let held = Set(choice.heldBy.compactMap { if case .feature(let feature) = $0 { feature } else { nil } })
        if written > Version(2), !held.isDisjoint(with: drawn) {
            let lower = TemplateVersioning.choose(file.bytes, policy: TemplateVersionPolicy(target: .atMost(Version(written.major - 1))))
            #expect(lower.written == Version(written.major - 1))
            let lowered = try compare(file.bytes, lower.bytes)
            #expect(lowered.equal < lowered.total, "as \(written.major - 1).0 it still draws the same, though \(held) held it at \(written)")
        }
        for (xcode, newest) in [(16, Version(6)), (26, Version(7))] {
            let gated = TemplateVersioning.choose(file.bytes, policy: TemplateVersionPolicy(xcode: xcode))
            #expect((gated.written ?? Version(99)) <= newest, "xcode \(xcode): \(gated.written.map(\.description) ?? "none")")
            guard gated.lost.isEmpty, gated.bytes != choice.bytes else { continue }
            let gatedRenders = try compare(file.bytes, gated.bytes)
            #expect(gatedRenders.equal == gatedRenders.total, "xcode \(xcode): \(gatedRenders.total - gatedRenders.equal) renders differ")
        }
    }

    /// Renders of `b` against `a`'s: every variant `a` draws and Regular-M, in every rendering.
    private func compare(_ a: [UInt8], _ b: [UInt8]) throws -> (total: Int, equal: Int) {
        let original = try #require(SymbolTemplate(try SVGSource(bytes: a)))
        let converter = SymbolConverter()
        var (total, equal) = (0, 0)
        for variant in Set(original.presentVariants + [.regularMedium]).sorted() {
            for (mode, rendering) in TemplateVersionTests.renderings(of: original) {
                var options = RenderOptions()
                (options.weight, options.scale, options.mode, options.rendering) = (variant.weight, variant.scale, mode, rendering)
                if rendering == .palette { options.palette = [Colour(css: "#FF3B30")!, Colour(css: "#34C759")!] }
                let (before, after) = (try converter.convert(bytes: a, options: options), try converter.convert(bytes: b, options: options))
                for (x, y) in zip(before.images, after.images) {
                    total += 1
                    if x.png == y.png { equal += 1 }
                }
                total += abs(before.images.count - after.images.count)
            }
        }
        return (total, equal)
    }

    /// The version `export --json` reports for the file exported as a custom symbol (and the
    /// symbolset it writes says), and the one `inspect --json` says.
    private func exported(_ file: File) throws -> (written: String?, inspected: String?) {
        let directory = TemporaryDirectory()
        directory.write("Symbols/s.svg", bytes: file.bytes)
        directory.write("Symbols/symbols.json", "{ \"catalog\": \"../A.xcassets\", \"symbols\": [{ \"source\": \"s.svg\", \"symbolset\": true, \"kind\": \"custom\" }] }")
        let export = try CommandRunner.run(["export", "Symbols/symbols.json", "--json"], in: directory.path)
        let inspect = try CommandRunner.run(["inspect", "Symbols/s.svg", "--json"], in: directory.path)
        func version(_ json: String, _ path: [String]) -> String? {
            var value = try? JSONSerialization.jsonObject(with: Data(json.utf8))
            for key in path { value = (value as? [String: Any])?[key] ?? (value as? [Any])?.first.flatMap { ($0 as? [String: Any])?[key] } }
            return value as? String
        }
        let written = version(export.stdout, ["assets", "symbolset", "template-version"])
        let onDisk = directory.read("A.xcassets/s.symbolset/s.svg").flatMap(Self.version(of:))?.description
        return (written == onDisk ? written : "\(written ?? "none") (file: \(onDisk ?? "none"))", version(inspect.stdout, ["symbolset", "template-version"]))
    }
}
