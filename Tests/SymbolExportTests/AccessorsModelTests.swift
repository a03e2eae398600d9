import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// The decisions of the generated Swift, without its text: which names each symbol asks for
/// under which `#available`, how its bitmap loads, which helpers the file needs, how `vector`
/// groups the cases, and how SwiftUI draws each.
@Suite struct AccessorsModelTests {
    private static let metrics = SymbolImageMetrics(scale: 1, pixels: PixelSize(width: 20, height: 20), ink: Rect(minX: 0, minY: 0, maxX: 1, maxY: 1),
                                                    baselineOffset: 3, alignmentInsets: EdgeInsets(top: -1, left: 0, bottom: -1.5, right: 0))

    /// A system symbol used from iOS 13, with its bitmap, as `export --swift` makes one.
    private func entry(_ name: String, kind: SymbolKind = .system, names: [SystemName]? = nil, available: Version = Version(13),
                       bitmap: Bool = true, textStyle: TextStyle? = nil, template: Bool = true,
                       colours: SwiftAccessors.Entry.Colours = .template, layout: Bool = true) -> SwiftAccessors.Entry {
        SwiftAccessors.Entry(
            caseName: SwiftIdentifier.caseName(for: name), assetName: name, kind: kind,
            systemNames: names ?? [SystemName(name: name, from: available)], fallbackName: bitmap ? name : nil,
            pointSize: textStyle?.pointSize ?? 17, textStyle: textStyle, weight: .semibold, scale: .large, template: template,
            colours: colours, available: available, availability: .default, source: "\(name).svg",
            layout: layout ? Array(repeating: Self.metrics, count: 3) : nil)
    }

    private func model(_ entries: [SwiftAccessors.Entry], deploymentTarget: Version = Version(12)) -> AccessorsModel {
        AccessorsModel(SwiftAccessors(typeName: "Symbol", access: .internal, deploymentTarget: deploymentTarget, origin: "Symbols", entries: entries))
    }

    private func symbol(_ entry: SwiftAccessors.Entry, deploymentTarget: Version = Version(12)) throws -> SymbolAccessor {
        try #require(model([entry], deploymentTarget: deploymentTarget).symbols.first)
    }

    @Test func aRenamedSystemSymbolAsksForItsNamesNewestFirstEachFromItsVersion() throws {
        let names = [SystemName(name: "text.document", from: Version(18)), SystemName(name: "doc.text", from: Version(13))]
        let symbol = try symbol(entry("text.document", names: names))
        #expect(symbol.vector?.names == [.name("text.document", from: Version(18)), .name("doc.text", from: nil), .missing])
        #expect(symbol.summary == "SF Symbol `text.document` from iOS 18.0, `doc.text` from iOS 13.0, its bitmap before; 17 pt, semibold, large.")
        #expect(symbol.vector?.load == .plainSystem)
    }

    /// Used from iOS 15 though its name exists from 17: asked for from 17, the bitmap before 15,
    /// and `missing` between (the tables and `available` disagree).
    @Test func aSymbolUsedBeforeItsNameExistsHasItsBitmapBeforeTheVersionItIsUsedFrom() throws {
        let symbol = try symbol(entry("pencil.and.scribble", names: [SystemName(name: "pencil.and.scribble", from: Version(17))], available: Version(15)))
        #expect(symbol.vector?.names == [.name("pencil.and.scribble", from: Version(17)), .bitmapBefore(Version(15)), .missing])
    }

    /// At the deployment target no bitmap is written: `bitmap` has none to load, and no helper
    /// lays one out; the names are asked for from the version the symbol is used, unguarded.
    @Test func aSymbolAvailableAtTheDeploymentTargetHasNoBitmap() throws {
        let model = model([entry("square.and.arrow.up", available: Version(15), bitmap: false)], deploymentTarget: Version(15))
        let atTarget = try #require(model.symbols.first)
        #expect(atTarget.bitmap == .notWritten(deploymentTarget: "iOS 15.0"))
        #expect(atTarget.vector?.names == [.bitmapBefore(Version(15)), .name("square.and.arrow.up", from: nil), .missing])
        #expect(model.helpers == [.loadBitmap, .reportMissingVector, .bundle])
        let always = try symbol(entry("pin"))
        #expect(always.vector?.names == [.name("pin", from: nil), .missing])
        #expect(always.bitmap.image?.name == "pin")
    }

    @Test func helpersAreWrittenOnlyWhereAMemberCallsThem() {
        #expect(model([]).helpers == [.loadBitmap, .reportMissingVector, .bundle])
        // A picture's bitmap has no symbol layout to match.
        #expect(model([entry("logo", kind: .image)]).helpers == [.loadBitmap, .reportMissingVector, .bundle])
        #expect(model([entry("logo", kind: .image), entry("pin")]).helpers == [.layOutBitmap, .loadBitmap, .reportMissingVector, .bundle])
        #expect(model([entry("pin", layout: false)]).helpers == [.loadBitmap, .reportMissingVector, .bundle])
        #expect(model([entry("doc", textStyle: .body, layout: false)]).helpers == [.scaleWithTextSize, .loadBitmap, .reportMissingVector, .bundle])
        // Without a bitmap, nothing is scaled.
        #expect(model([entry("doc", bitmap: false, textStyle: .body, layout: false)]).helpers == [.loadBitmap, .reportMissingVector, .bundle])
        #expect(model([entry("doc", textStyle: .body), entry("pin")]).helpers == AccessorsModel.Helper.allCases)
    }

    @Test func systemCustomAndImageKindsLoadFromTheirOwnSources() throws {
        let system = try symbol(entry("pin"))
        #expect(system.vector?.load.source == .system)
        #expect(system.swiftUI.vector?.source == .system)
        #expect(system.bitmap.image?.layout == Array(repeating: SymbolAccessor.BitmapLayout(top: -1, bottom: -1.5, baseline: 3), count: 3))

        // A late custom symbol: its symbolset by its asset name, from its version; the fallback imageset before.
        var late = entry("brand-five", kind: .custom, available: Version(17))
        late.fallbackName = "brand-five-fallback"
        late.availability = .template(Version(5))
        let custom = try symbol(late)
        #expect(custom.vector?.load == SymbolAccessor.VectorLoad(source: .catalog, colours: .template))
        #expect(custom.vector?.names == [.bitmapBefore(Version(17)), .name("brand-five", from: nil), .missing])
        #expect(custom.bitmap.image?.name == "brand-five-fallback")
        #expect(custom.swiftUI.vector?.source == .catalog)
        #expect(custom.summary == "Custom symbol from iOS 17.0 (template v5.0), its bitmap before; 17 pt, semibold, large.")

        let picture = try symbol(entry("logo", kind: .image, template: false))
        #expect(picture.vector == nil && picture.swiftUI.vector == nil)
        #expect(picture.bitmap == .image(SymbolAccessor.BitmapImage(name: "logo", mode: .original, layout: nil, textSize: nil)))
        #expect(picture.swiftUI.bitmapMode == .original)
        #expect(picture.summary == "Bitmap (original).")
    }

    /// Original mode on a multicolor template: its layers from iOS 15, never tinted, in UIKit
    /// and SwiftUI alike; its bitmap as it was painted.
    @Test func originalModeKeepsTheSymbolsColours() throws {
        let multicolor = try symbol(entry("exclamationmark.triangle", available: Version(15), template: false, colours: .multicolor))
        #expect(multicolor.vector?.configuration.multicolorFrom == Version(15))
        #expect(multicolor.vector?.load.colours == .multicolor)
        #expect(multicolor.bitmap.image?.mode == .original)
        #expect(multicolor.swiftUI.vector?.from == Version(15))
        #expect(multicolor.swiftUI.vector?.imageModifiers == [.multicolor])
        #expect(multicolor.swiftUI.bitmapMode == .original)

        let red = Colour(255, 59, 48)
        let tinted = try symbol(entry("pin", template: false, colours: .tint(red)))
        #expect(tinted.vector?.configuration.multicolorFrom == nil)
        #expect(tinted.vector?.load == SymbolAccessor.VectorLoad(source: .system, colours: .tint(red)))
        #expect(tinted.swiftUI.vector?.from == nil)
        #expect(tinted.swiftUI.vector?.imageModifiers == [.renderingMode(.template)])
        #expect(tinted.swiftUI.vector?.viewModifiers == [.foregroundColor(red), .font(.system(size: 17, weight: .semibold)), .imageScale(.large)])
        #expect(tinted.summary.hasSuffix("; in #FF3B30."))
    }

    /// A text style sizes the vector (UIKit: the style; SwiftUI: its font where iOS 13 has one)
    /// and scales the bitmap drawn at its Large size.
    @Test func aTextStyleSizesTheVectorAndScalesTheBitmap() throws {
        let body = try symbol(entry("doc.text", textStyle: .body))
        #expect(body.vector?.configuration == SymbolAccessor.Configuration(size: .textStyle(.body), weight: .semibold, scale: .large, multicolorFrom: nil))
        #expect(body.bitmap.image?.textSize == SymbolAccessor.TextSizeScaling(style: .body, pointSize: 17))
        #expect(body.swiftUI.vector?.viewModifiers == [.font(.textStyle(name: "body", weight: .semibold)), .imageScale(.large)])
        // caption2 has no SwiftUI font on iOS 13: its Large size.
        let caption = try symbol(entry("fine", textStyle: .caption2))
        #expect(caption.swiftUI.vector?.viewModifiers == [.font(.system(size: 11, weight: .semibold)), .imageScale(.large)])
        let fixed = try symbol(entry("pin"))
        #expect(fixed.vector?.configuration.size == .points(17))
        #expect(fixed.bitmap.image?.textSize == nil)
    }

    /// `vector` groups the cases that load alike, in the order of their first case; plain
    /// system symbols and pictures are the `default:`, and with no group one `return` serves all.
    @Test func vectorGroupsTheCasesThatLoadAlike() {
        let red = Colour(255, 59, 48)
        let grouped = model([entry("a", kind: .custom), entry("b", colours: .tint(red)), entry("c"), entry("d", kind: .custom),
                             entry("e", kind: .image), entry("f", colours: .tint(red)), entry("g", colours: .tint(nil))])
        #expect(grouped.vectorDispatch == .grouped([
            AccessorsModel.VectorGroup(cases: ["a", "d"], load: SymbolAccessor.VectorLoad(source: .catalog, colours: .template)),
            AccessorsModel.VectorGroup(cases: ["b", "f"], load: SymbolAccessor.VectorLoad(source: .system, colours: .tint(red))),
            AccessorsModel.VectorGroup(cases: ["g"], load: SymbolAccessor.VectorLoad(source: .system, colours: .tint(nil))),
        ], otherwise: .plainSystem))
        #expect(model([entry("a", kind: .custom)]).vectorDispatch
            == .grouped([AccessorsModel.VectorGroup(cases: ["a"], load: SymbolAccessor.VectorLoad(source: .catalog, colours: .template))], otherwise: nil))
        #expect(model([entry("c"), entry("e", kind: .image)]).vectorDispatch == .uniform(.plainSystem))
        #expect(model([]).vectorDispatch == .uniform(.plainSystem))
    }

    /// The cases in the enum's order (backticks aside), the example of `UIImage.symbol(_:)`
    /// the first of them.
    @Test func casesAreInTheEnumsOrder() {
        let model = model([entry("zebra"), entry("repeat", kind: .image), entry("apple")])
        #expect(model.symbols.map(\.caseName) == ["apple", "`repeat`", "zebra"])
        #expect(model.symbols.map(\.rawValue) == ["apple", "repeat", "zebra"])
        #expect(model.exampleCase == "apple")
        #expect(self.model([]).exampleCase == "docOnDoc")
    }

    /// The model is a pure function of its inputs: built twice, it is the same.
    @Test func theSameInputsMakeTheSameModel() {
        let entries = [entry("pin", colours: .tint(nil)), entry("doc", textStyle: .title2), entry("logo", kind: .image)]
        #expect(model(entries) == model(entries.reversed()))
    }
}
