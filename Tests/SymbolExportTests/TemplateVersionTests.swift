import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// The version a symbolset's template is written in (`TemplateVersioning`): the oldest that
/// draws the same, what holds it higher, what the written file leaves out, and renders of the
/// written file equal to the original's, pixel for pixel, in every rendering mode it defines.
@Suite struct TemplateVersionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var svg: String
        var written: String
        var heldBy: [String] = []
        var dropped: [String] = []
        var policy = TemplateVersionPolicy()
        var lost: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "2.0 stays 2.0", svg: VersionedTemplateFixtures.plain(version: "2.0", plainMargins: true), written: "2.0"),
        Case(name: "3.0 with Regular-M's margins only", svg: VersionedTemplateFixtures.plain(version: "3.0"), written: "2.0"),
        Case(name: "3.0 with margins per variant", svg: VersionedTemplateFixtures.plain(version: "3.0", everyVariant: true), written: "3.0",
             heldBy: ["variant-margins"]),
        Case(name: "3.0 variable, three sources", svg: TemplateFixtures.variableV3, written: "3.0",
             heldBy: ["regular-m", "variant-margins", "interpolation", "colour-layers"]),
        Case(name: "4.0, one monochrome layer", svg: VersionedTemplateFixtures.monochrome(), written: "2.0"),
        Case(name: "4.0, a clear-behind layer", svg: VersionedTemplateFixtures.monochrome(clearBehind: true), written: "4.0",
             heldBy: ["monochrome-layers"]),
        Case(name: "4.0, variable colour", svg: VersionedTemplateFixtures.monochrome(threshold: true), written: "4.0",
             heldBy: ["variable-colour"]),
        Case(name: "4.0, multicolor", svg: VersionedTemplateFixtures.monochrome(colours: true), written: "3.0", heldBy: ["colour-layers"]),
        Case(name: "6.0, hierarchical and animated", svg: VersionedTemplateFixtures.animatedV6, written: "3.0", heldBy: ["colour-layers"],
             dropped: ["motion", "layer-tags", "rotation", "animation-defaults", "preview-wireframe"]),
        Case(name: "6.0, layer classes on a group", svg: VersionedTemplateFixtures.groupClassesV6, written: "5.0",
             heldBy: ["group-layer-classes"]),
        // Below 5.0 a group's layer classes go: the written file must not keep them.
        Case(name: "6.0, layer classes on a group, capped at 4.0", svg: VersionedTemplateFixtures.groupClassesV6, written: "4.0",
             policy: TemplateVersionPolicy(target: .atMost(Version(4))), lost: ["group-layer-classes"]),
        Case(name: "6.0, layers by subpath index with an erase", svg: IndexedTemplateFixtures.crossV6, written: "5.0",
             heldBy: ["indexed-layers"], dropped: ["motion", "preview-wireframe"]),
        // A 5.0 file stays as it came (its 6.0 motion groups too: nothing is rewritten).
        Case(name: "5.0, layers by subpath index with an erase", svg: IndexedTemplateFixtures.crossV6.replacing("Template v.6.0", with: "Template v.5.0"),
             written: "5.0", heldBy: ["indexed-layers"]),
        // Its sources have different paths: nothing is interpolated.
        Case(name: "6.0 re-saved by Illustrator", svg: TemplateFixtures.illustratorV6, written: "3.0",
             heldBy: ["regular-m", "variant-margins"]),
        Case(name: "7.0, plain", svg: V7TemplateFixtures.template(), written: "3.0",
             heldBy: ["regular-m", "variant-margins", "interpolation"], dropped: ["motion", "preview-wireframe"]),
        Case(name: "7.0, Draw and variable draw", svg: V7TemplateFixtures.template(annotated: true), written: "7.0", heldBy: ["variable-draw"]),
        // Either mark alone is variable draw.
        Case(name: "7.0, variable draw marked by its layers only", svg: V7TemplateFixtures.template(annotated: true, variableDraw: .layers),
             written: "7.0", heldBy: ["variable-draw"]),
        Case(name: "7.0, variable draw marked by .defaults only", svg: V7TemplateFixtures.template(annotated: true, variableDraw: .defaults),
             written: "7.0", heldBy: ["variable-draw"]),
        Case(name: "7.0, Draw and variable draw, Xcode 16", svg: V7TemplateFixtures.template(annotated: true), written: "6.0",
             dropped: ["draw-guides", "draw-attachments"], policy: TemplateVersionPolicy(xcode: 16), lost: ["variable-draw"]),
        Case(name: "6.0 capped at 2.0", svg: VersionedTemplateFixtures.animatedV6, written: "2.0",
             dropped: ["motion", "layer-tags", "rotation", "animation-defaults", "preview-wireframe"],
             policy: TemplateVersionPolicy(target: .atMost(Version(2))), lost: ["colour-layers"]),
        Case(name: "6.0 kept", svg: VersionedTemplateFixtures.animatedV6, written: "6.0", policy: TemplateVersionPolicy(target: .keep)),
        Case(name: "7.0 kept, Xcode 26", svg: V7TemplateFixtures.template(annotated: true), written: "7.0",
             policy: TemplateVersionPolicy(target: .keep, xcode: 26)),
    ]

    @Test(arguments: cases) func theVersionWrittenAndWhy(_ test: Case) {
        let choice = TemplateVersioning.choose(Array(test.svg.utf8), policy: test.policy)
        #expect(choice.written?.description == test.written)
        #expect(choice.heldBy.map(\.word) == test.heldBy)
        #expect(choice.dropped.map(\.rawValue) == test.dropped)
        #expect(choice.lost.map(\.rawValue) == test.lost)
        #expect(choice.unmetCap == nil)
        // Same input, same bytes.
        #expect(TemplateVersioning.choose(Array(test.svg.utf8), policy: test.policy).bytes == choice.bytes)
    }

    /// The written file says its version and its Xcode, and carries nothing its version does
    /// not read: read whole, it reads as a reader of its version reads it.
    @Test(arguments: cases) func theWrittenFileLeavesOutWhatItsVersionDoesNotRead(_ test: Case) throws {
        let choice = TemplateVersioning.choose(Array(test.svg.utf8), policy: test.policy)
        guard choice.isLowered else {
            #expect(choice.bytes == Array(test.svg.utf8))
            return
        }
        let written = try #require(choice.written)
        let source = try SVGSource(bytes: choice.bytes)
        let template = try #require(SymbolTemplate(source))
        #expect(template.version == written)
        #expect(template.features.subtracting([.interpolation]).isSubset(of: TemplateFeature.read(by: written)), "\(template.features)")
        let text = String(decoding: choice.bytes, as: UTF8.self)
        if test.svg.contains("Requires Xcode") { #expect(text.contains("Requires Xcode \(XcodeRelease.reading(written).major) or greater")) }
        let asItsVersion = try #require(SymbolTemplate(source, reading: TemplateFeature.read(by: written)))
        #expect(DrawingReference(template).drawsTheSame(as: asItsVersion))
    }

    /// Renders of the written file equal the original's, pixel for pixel: at every variant it
    /// draws and at Regular-M, in template mode and in original mode in each rendering the
    /// file defines. (Where a cap loses a drawn feature, they differ.)
    @Test(arguments: cases.filter { $0.lost.isEmpty }) func theWrittenFileDrawsTheSame(_ test: Case) throws {
        let choice = TemplateVersioning.choose(Array(test.svg.utf8), policy: test.policy)
        guard choice.isLowered else { return }
        let original = try #require(SymbolTemplate(try SVGSource(bytes: Array(test.svg.utf8))))
        let converter = SymbolConverter()
        var renders = 0
        for variant in Set(original.presentVariants + [.regularMedium]).sorted() {
            for (mode, rendering) in Self.renderings(of: original) {
                var options = RenderOptions()
                (options.weight, options.scale, options.mode, options.rendering) = (variant.weight, variant.scale, mode, rendering)
                if rendering == .palette { options.palette = [Colour(css: "#FF3B30")!, Colour(css: "#34C759")!] }
                let before = try converter.convert(bytes: Array(test.svg.utf8), options: options)
                let after = try converter.convert(bytes: choice.bytes, options: options)
                #expect(before.images.count == after.images.count)
                for (a, b) in zip(before.images, after.images) {
                    let (pixelsA, pixelsB) = (try PNGDecoder.decode(a.png), try PNGDecoder.decode(b.png))
                    #expect((pixelsA.width, pixelsA.height) == (pixelsB.width, pixelsB.height), "\(variant) \(mode) \(rendering.map(\.rawValue) ?? "")")
                    #expect(pixelsA.pixels == pixelsB.pixels, "\(variant) \(mode) \(rendering.map(\.rawValue) ?? "") @\(a.scale)x")
                    renders += 1
                }
            }
        }
        #expect(renders > 0)
    }

    /// A cap below what a drawn feature needs loses it, and the renders say so: 2.0 has no
    /// hierarchical layers, so the tertiary square is drawn primary.
    @Test func aCapThatLosesALayerDrawsOtherwise() throws {
        let svg = Array(VersionedTemplateFixtures.animatedV6.utf8)
        let choice = TemplateVersioning.choose(svg, policy: TemplateVersionPolicy(target: .atMost(Version(2))))
        var options = RenderOptions()
        (options.mode, options.rendering) = (.original, .hierarchical)
        let converter = SymbolConverter()
        let (before, after) = (try converter.convert(bytes: svg, options: options), try converter.convert(bytes: choice.bytes, options: options))
        #expect(try PNGDecoder.decode(before.images[2].png).pixels != PNGDecoder.decode(after.images[2].png).pixels)
        options.mode = .template
        let (monoBefore, monoAfter) = (try converter.convert(bytes: svg, options: options), try converter.convert(bytes: choice.bytes, options: options))
        #expect(try PNGDecoder.decode(monoBefore.images[2].png).pixels == PNGDecoder.decode(monoAfter.images[2].png).pixels)
    }

    /// Template mode, and original mode in monochrome and each rendering whose layers the file has.
    static func renderings(of template: SymbolTemplate) -> [(RenderMode, ColourRendering?)] {
        let modes = TemplateDrawing.modes(of: template)
        var renderings: [(RenderMode, ColourRendering?)] = [(.template, nil), (.original, .monochrome)]
        if modes.contains(.multicolor) { renderings.append((.original, .multicolor)) }
        if modes.contains(.hierarchical) { renderings += [(.original, .hierarchical), (.original, .palette)] }
        return renderings
    }

    /// Version text split across `<tspan>`s (Illustrator) is rewritten where its digits are.
    @Test func illustratorsSplitVersionText() throws {
        let choice = TemplateVersioning.choose(Array(TemplateFixtures.illustratorV6.utf8), policy: TemplateVersionPolicy())
        let text = String(decoding: choice.bytes, as: UTF8.self)
        #expect(text.contains("<tspan x=\"61.9\" y=\"0\">.3.0</tspan>"))
        #expect(!text.contains(".6.0"))
    }

    /// A version read from the guides' structure has no text to rewrite: it stays, and says so.
    @Test func noVersionTextToRewrite() {
        let svg = VersionedTemplateFixtures.plain(version: "3.0").replacing("<text id=\"template-version\">Template v.3.0</text>", with: "")
            .replacing("Requires Xcode 13 or greater", with: "")
        let choice = TemplateVersioning.choose(Array(svg.utf8), policy: TemplateVersionPolicy())
        #expect(choice.read == Version(3))
        #expect(choice.written == Version(3))
        #expect(choice.heldBy == [.rewrite(.noVersionText)])
        #expect(choice.bytes == Array(svg.utf8))
    }

    /// The policy's cap: the lower of `template-version` and what `xcode` reads; Xcode 13 reads
    /// 3.0, 16 reads 6.0, 26 reads 7.0, and 17 to 25 are no Xcode.
    @Test func caps() {
        #expect(TemplateVersionPolicy().cap == nil)
        #expect(TemplateVersionPolicy(xcode: 16).cap == Version(6))
        #expect(TemplateVersionPolicy(target: .atMost(Version(4)), xcode: 26).cap == Version(4))
        #expect(TemplateVersionPolicy(target: .atMost(Version(7)), xcode: 13).cap == Version(3))
        #expect(XcodeRelease(major: 20) == nil)
        #expect([2, 3, 4, 5, 6, 7].map { XcodeRelease.reading(Version($0)).major } == [12, 13, 14, 15, 16, 26])
    }
}
