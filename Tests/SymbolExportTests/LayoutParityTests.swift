import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolReading
@testable import SymbolRendering

/// The fallback is the size UIKit makes the symbol and aligns like it (`SymbolImageModel`).
@Suite struct LayoutParityTests {
    /// A template drawing one variant as a box with the ink bounds of a real system symbol, as
    /// published measurements give them (template units at 100 pt, x from the left margin, y from
    /// the baseline, negative above it): the drawing is the project's, the numbers are facts.
    static func box(_ variant: String, ink x: Double, _ y: Double, _ width: Double, _ height: Double, advance: Double? = nil) -> String {
        let right = advance ?? (x + width + x)
        let baseline = ["S": 696.0, "M": 1126.0, "L": 1556.0][String(variant.suffix(1)), default: 1126]
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
             <g id="Notes"><text id="template-version">Template v.3.0</text></g>
             <g id="Guides">
              <line id="Baseline-\(variant.suffix(1))" x1="263" x2="3036" y1="\(baseline)" y2="\(baseline)"/>
              <line id="left-margin-\(variant)" x1="1400" x2="1400" y1="0" y2="10"/>
              <line id="right-margin-\(variant)" x1="\(1400 + right)" x2="\(1400 + right)" y1="0" y2="10"/>
             </g>
             <g id="Symbols"><g id="\(variant)" transform="matrix(1 0 0 1 1400 \(baseline))">
              <path d="M\(x) \(y)h\(width)v\(height)h\(-width)Z"/>
             </g></g>
            </svg>
            """
    }

    private func metrics(_ svg: String, _ variant: SymbolVariant, pointSize: Double, scale: Int) throws -> SymbolImageMetrics {
        let template = try #require(SymbolTemplate(try SVGSource(bytes: Array(svg.utf8))))
        let layout = try template.layout(for: variant)
        return SymbolImageModel.metrics(of: layout, pointSize: pointSize, weight: variant.weight, scale: variant.scale, scales: [scale])[0]
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

    /// The printed `UIImage` descriptions of shared/docs/uikit-symbol-behaviour.md B1 whose
    /// symbol's ink box is published (andrilla-llc/sf-symbols): sizes, baselines, alignment insets.
    @Test func printedUIImageMetricsAreReproduced() throws {
        // #4 play.circle.fill (every *.circle* has circle's box), 17 pt, @2x: 20×19, baseline 3.5, insets −0.5, 0, −0.5, 0.
        let circle = try metrics(Self.box("Regular-M", ink: 8.72266, -85.0341, 99.6, 99.55), .regularMedium, pointSize: 17, scale: 2)
        #expect(circle.points == PointSize(width: 20, height: 19) && close(circle.baselineOffset, 3.5))
        #expect(close(circle.alignmentInsets.top, -0.5) && close(circle.alignmentInsets.bottom, -0.5))
        // #1 chevron.compact.down, 64 pt Light, @3x: 70.33×25.67, baseline −10.33, insets −25, 0, −25.67, 0;
        // its CGImage (the ink) is 163×43 px.
        let chevron = try metrics(Self.box("Light-M", ink: 12.4609, -47.2738, 84.53, 22.03), SymbolVariant(.light, .medium), pointSize: 64, scale: 3)
        #expect(chevron.pixels == PixelSize(width: 211, height: 77) && close(chevron.baselineOffset, -10.333))
        #expect(SymbolImageModel.ceilPixels(chevron.ink.width) == 163 && SymbolImageModel.ceilPixels(chevron.ink.height) == 43)
        #expect(close(chevron.alignmentInsets.top, -25) && close(chevron.alignmentInsets.bottom, -25.667))
        // #2 person, default configuration (17 pt), @2x: height 17.5, baseline 2.5, insets −1, 0, −1.5, 0.
        // (Its width, 19, needs the right margin, which no published box gives.)
        let person = try metrics(Self.box("Regular-M", ink: 12.4609, -80.4562, 85.27, 90.4), .regularMedium, pointSize: 17, scale: 2)
        #expect(person.points.height == 17.5 && close(person.baselineOffset, 2.5))
        #expect(close(person.alignmentInsets.top, -1) && close(person.alignmentInsets.bottom, -1.5))
        // #3 person, text style body at content size XS (14 pt), scale large, @2x: height 19.5, baseline 4.5,
        // insets +1.5, 0, +1, 0 (scale large enlarges the image, not the alignment rect).
        let large = try metrics(Self.box("Regular-L", ink: 16.084, -93.0585, 109.13, 115.61), SymbolVariant(.regular, .large), pointSize: 14, scale: 2)
        #expect(large.points.height == 19.5 && close(large.baselineOffset, 4.5))
        #expect(close(large.alignmentInsets.top, 1.5) && close(large.alignmentInsets.bottom, 1))
    }

    /// The alignment rect is the system font's line box at the point size, on the pixel grid:
    /// 17 pt → +16/−4 (#2, #4, #5, #6), 14 pt → +13.5/−3.5 (#3, @2x), 64 pt → +61/−15.33 (#1, @3x).
    @Test func theAlignmentRectIsTheLineBox() throws {
        for (pointSize, scale, above, below) in [(17.0, 2, 16.0, 4.0), (14, 2, 13.5, 3.5), (64, 3, 61, 15.333)] {
            let m = try metrics(Self.box("Regular-M", ink: 10, -70, 80, 70), .regularMedium, pointSize: pointSize, scale: scale)
            let imageAbove = m.points.height - m.baselineOffset
            #expect(close(imageAbove - m.alignmentInsets.top, above) && close(m.baselineOffset - m.alignmentInsets.bottom, below), "\(pointSize) pt")
        }
    }

    /// The rule pinned on corpus templates: image size, ink placement (its bottom edge on the
    /// pixel grid at every scale, as Apple places it), the baseline and alignment insets that
    /// follow from it, at several point sizes, weights and scales; and each PNG holds that box,
    /// padding clear.
    @Test(arguments: [
        ("v4.0_apple-static_homeassistant_github.fill.svg", SymbolWeight.regular, SymbolScale.medium, 17.0, PixelSize(width: 60, height: 56)),
        ("v4.0_apple-static_homeassistant_github.fill.svg", .semibold, .medium, 28, PixelSize(width: 101, height: 99)),
        ("v4.0_apple-static_homeassistant_github.fill.svg", .regular, .large, 64, PixelSize(width: 289, height: 274)),
        ("v6.0_apple_markbattistella_cat.svg", .bold, .medium, 22, PixelSize(width: 80, height: 70)),
        ("v3.0_apple-variable_codeedit_vault.fill.svg", .light, .small, 20, PixelSize(width: 54, height: 50)),
        ("v3.0_apple-static_codeedit_custom.breakpoint.svg", .regular, .medium, 13, PixelSize(width: 51, height: 33)),
    ])
    func theRuleOnCorpusTemplates(name: String, weight: SymbolWeight, scale: SymbolScale, pointSize: Double, at3x: PixelSize) throws {
        guard Corpus.isAvailable else { return }
        var options = ConvertOptions()
        (options.weight, options.scale, options.pointSize) = (weight, scale, pointSize)
        let asset = try SymbolConverter().convert(file: Corpus.template(name), name: "x", options: options)
        let metrics = try #require(asset.symbol.metrics)
        #expect(metrics[2].pixels == at3x, "\(name) \(weight) \(scale) \(pointSize) pt")
        let template = try #require(SymbolTemplate(try SVGSource(bytes: FileSystem.readFile(Corpus.template(name)))))
        let layout = try template.layout(for: SymbolVariant(weight, scale))
        let glyph = SymbolImageModel.glyphBox(of: layout)
        let baseline = try #require(layout.baseline)
        for (k, metric) in zip(RenderOptions.scales, metrics) {
            let label = "\(name) \(weight) \(scale) \(pointSize) pt @\(k)x"
            let u = layout.selection.factor * pointSize / 100 * Double(k)
            let pad = (SymbolImageModel.clearSpace(weight, scale) * pointSize / 100 * Double(k)).rounded(.toNearestOrAwayFromZero)
            let height = Double(metric.pixels.height)
            // The glyph box (control points included) at exact scaled size, its left edge at the
            // rounded side bearing, its bottom edge on the pixel grid p above the image's bottom.
            #expect(metric.ink.minX == (max(0, glyph.minX - layout.margins.left) * u).rounded(.toNearestOrAwayFromZero), "\(label)")
            #expect(close(metric.ink.width, glyph.width * u) && close(metric.ink.height, glyph.height * u), "\(label)")
            #expect(abs(metric.ink.maxY - (height - pad)) < 1e-9, "\(label): ink bottom \(metric.ink.maxY), want \(height - pad)")
            #expect(metric.ink.minY >= pad - 1e-9 && metric.ink.minY < pad + 1, "\(label)")
            // The baseline on the pixel edge nearest its place; the alignment rect, the line box
            // at the point size whatever the symbol's scale, hangs from it.
            let baselinePixels = (pad + (glyph.maxY - baseline) * u).rounded(.toNearestOrAwayFromZero)
            #expect(close(metric.baselineOffset, baselinePixels / Double(k)), "\(label)")
            let lineTop = (SymbolImageModel.ascender * pointSize * Double(k)).rounded() / Double(k)
            let lineBottom = (SymbolImageModel.descender * pointSize * Double(k)).rounded() / Double(k)
            #expect(close(metric.alignmentInsets.top, (height - baselinePixels) / Double(k) - lineTop), "\(label)")
            #expect(close(metric.alignmentInsets.bottom, baselinePixels / Double(k) - lineBottom), "\(label)")
            // The PNG: the clear space transparent, the ink down to its exact bottom (which lies on
            // the glyph box's bottom, or above it where control points reach further; a sliver
            // under a quarter pixel at a curve's extreme may draw nothing).
            let file = k == 1 ? "x.png" : "x@\(k)x.png"
            let image = try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename == file }).bytes)
            #expect(image.width == metric.pixels.width && image.height == metric.pixels.height, "\(label)")
            func rowHasInk(_ y: Int) -> Bool { (0..<image.width).contains { image[$0, y].a > 0 } }
            let bottom = Int(height - pad)
            #expect(!(bottom..<image.height).contains(where: rowHasInk), "\(label): ink in the bottom clear space")
            #expect(!(0..<Int(pad)).contains(where: rowHasInk), "\(label): ink in the top clear space")
            let inkBottom = height - pad - (glyph.maxY - layout.ink.maxY) * u
            #expect(rowHasInk(Int((inkBottom - 0.25).rounded(.up)) - 1), "\(label): no ink on the row of the ink's bottom edge")
        }
    }

    /// Which clear spaces are measured, inferred or assumed: no weight jumps without a
    /// measurement; the unmeasured lighter weights take the nearest measured one's (Light's).
    @Test func theClearSpaceSaysWhatItRestsOn() {
        let basis = { (weight: SymbolWeight, scale: SymbolScale) in SymbolImageModel.clearSpaceBasis(weight, scale).basis }
        #expect(basis(.regular, .medium) == .measured && basis(.semibold, .medium) == .measured && basis(.light, .medium) == .measured)
        #expect(basis(.regular, .large) == .measured && basis(.regular, .small) == .assumed)
        #expect(basis(.ultralight, .medium) == .assumed && basis(.thin, .large) == .assumed)
        #expect([SymbolWeight.medium, .bold, .heavy, .black].allSatisfy { basis($0, .medium) == .inferred })
        #expect(SymbolImageModel.clearSpace(.ultralight) == SymbolImageModel.clearSpace(.light)
            && SymbolImageModel.clearSpace(.thin) == SymbolImageModel.clearSpace(.light))
        #expect(SymbolImageModel.clearSpaceBasis(.thin, .medium).reason.contains("not measured, the nearest measured weight's, Light's"))
    }

    /// `--sizing ink` keeps the earlier box: margins and the exact ink height, no clear space.
    @Test func inkSizingKeepsTheInkTightBox() throws {
        guard Corpus.isAvailable else { return }
        var options = ConvertOptions()
        options.sizing = .ink
        let asset = try SymbolConverter().convert(file: Corpus.template("v4.0_apple-static_homeassistant_github.fill.svg"), name: "x", options: options)
        #expect(asset.symbol.pixelSizes == [PixelSize(width: 20, height: 17), PixelSize(width: 40, height: 33), PixelSize(width: 60, height: 50)])
        #expect(asset.symbol.metrics == nil)
    }

    /// Run against the recording UIKit stand-in, the generated code hands the bitmap the symbol
    /// image's alignment insets (iOS 6+) and, on iOS 13 and later, its baseline: the values the
    /// export computed, for the image's display scale; the vector path leaves the symbol as it is.
    @Test func theGeneratedCodeGivesTheBitmapTheSymbolsMetrics() throws {
        let directory = TemporaryDirectory()
        try directory.writeSampleSymbols()
        let result = try CommandRunner.run(["export", "Symbols/symbols.json", "-q", "--json"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        // The metrics the export reports for doc.text and doc.on.doc, per display scale.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var expected: [String: [Int: (top: Double, bottom: Double, baseline: Double)]] = [:]
        for asset in try #require(report["assets"] as? [[String: Any]]) {
            let scales = try #require(asset["scales"] as? [String: [String: Any]])
            for (key, metric) in scales {
                let insets = try #require(metric["alignmentRectInsets"] as? [String: Double])
                expected[asset["name"] as! String, default: [:]][Int(key.dropLast())!] =
                    (insets["top"]!, insets["bottom"]!, try #require(metric["baselineOffsetFromBottom"] as? Double))
            }
        }
        let standIns = try StandIns(in: directory, swiftUI: false)
        let run = try standIns.run(generated: [directory.url("Output/Symbols.swift")], driver: """
            import UIKit
            UIKitStandIn.systemSymbols = ["doc.text": "13.0"]
            UIKitStandIn.catalog = ["doc.text": .bitmap, "doc.on.doc": .symbol(minimumOS: "16.0"), "doc.on.doc-fallback": .bitmap]
            for (os, scale) in [("12.0", 3.0), ("12.0", 2.0), ("12.0", 1.0), ("14.0", 3.0), ("16.0", 3.0)] {
                UIKitStandIn.os = os
                UIKitStandIn.displayScale = scale
                print("\\(os) @\\(Int(scale))x docText: \\(Symbol.docText.image.standIn)")
                print("\\(os) @\\(Int(scale))x docOnDoc: \\(Symbol.docOnDoc.image.standIn)")
            }
            """, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        // The report's numbers have 4 decimals, the code's literals 6: compare to 3.
        func format(_ value: Double) -> String {
            let rounded = (value * 1e3).rounded() / 1e3
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let lines = run.stdout.split(separator: "\n").map { line in
            String(line).replacing(/-?[0-9]+\.[0-9]+/) { match in
                String(match.output).hasSuffix(".0") ? String(match.output) : format(Double(match.output)!)
            }
        }
        func bitmap(_ name: String, _ asset: String, scale: Int, baseline: Bool) -> String {
            let m = expected[name]![scale]!
            return "bitmap \(asset) @\(scale)x template insets(\(format(m.top)), 0, \(format(m.bottom)), 0)" + (baseline ? " baseline \(format(m.baseline))" : "")
        }
        #expect(lines == [
            "12.0 @3x docText: " + bitmap("doc.text", "doc.text", scale: 3, baseline: false),
            "12.0 @3x docOnDoc: " + bitmap("doc.on.doc", "doc.on.doc-fallback", scale: 3, baseline: false),
            "12.0 @2x docText: " + bitmap("doc.text", "doc.text", scale: 2, baseline: false),
            "12.0 @2x docOnDoc: " + bitmap("doc.on.doc", "doc.on.doc-fallback", scale: 2, baseline: false),
            "12.0 @1x docText: " + bitmap("doc.text", "doc.text", scale: 1, baseline: false),
            "12.0 @1x docOnDoc: " + bitmap("doc.on.doc", "doc.on.doc-fallback", scale: 1, baseline: false),
            "14.0 @3x docText: system doc.text 17.0 pt regular medium",
            // Below its `available` (16.0) on iOS 13+, the bitmap carries the baseline too.
            "14.0 @3x docOnDoc: " + bitmap("doc.on.doc", "doc.on.doc-fallback", scale: 3, baseline: true),
            "16.0 @3x docText: system doc.text 17.0 pt regular medium",
            "16.0 @3x docOnDoc: symbol doc.on.doc 17.0 pt regular medium",
        ])
        #expect(expected["doc.text"]?[3] != nil && expected["doc.text"]![3]!.top < 0)
    }
}
