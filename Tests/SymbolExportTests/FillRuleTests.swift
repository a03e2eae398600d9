import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolReading
@testable import SymbolRendering

/// Apple's fill semantics: a layer's paths are one outline under the nonzero rule, so a shape
/// wound against the one around it cuts a hole and one wound with it stays filled; `evenodd`
/// is followed where a file asks for it, with a warning when it changes the picture (iOS draws
/// symbols by nonzero).
@Suite struct FillRuleTests {
    /// A v1.0 template (Regular-M, origin 1392.45, 1126) of three separate paths: a square
    /// x 12.451…102.34, y −80…9.77 wound clockwise; a square x 32…82, y −60…−10 wound the other
    /// way (a hole); a square x 90…100, y −75…−65 wound clockwise (overlapping: filled).
    static func template(paths: String) -> String {
        TemplateFixtures.appleV1.replacing(#"<path d="M12.451-80L102.34-80L102.34 9.77L12.451 9.77Z"/>"#, with: paths)
    }

    static let separatePaths = template(paths: """
        <path d="M12.451-80L102.34-80L102.34 9.77L12.451 9.77Z"/>
        <path d="M32-60L32-10L82-10L82-60Z"/>
        <path d="M90-75L100-75L100-65L90-65Z"/>
        """)

    /// The alpha at template point (x, y) of the variant (relative to its origin), at @3x.
    private func alpha(_ asset: ConvertedAsset, _ x: Double, _ y: Double) throws -> UInt8 {
        let metrics = try #require(asset.symbol.metrics?.last)
        let image = try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename.hasSuffix("@3x.png") }).bytes)
        // The glyph box is the outer square: 12.451…102.34 × −80…9.77.
        let px = metrics.ink.minX + (x - 12.451) / (102.34 - 12.451) * metrics.ink.width
        let py = metrics.ink.minY + (y + 80) / 89.77 * metrics.ink.height
        return image[Int(px), Int(py)].a
    }

    @Test func anOppositeWoundPathCutsAHoleAndASameWoundOneStaysFilled() throws {
        let asset = try SymbolConverter().convert(bytes: Array(Self.separatePaths.utf8), name: "x", options: ConvertOptions())
        #expect(try alpha(asset, 57, -35) == 0, "the hole is cut")
        #expect(try alpha(asset, 22, -35) == 255, "the ring around it is filled")
        #expect(try alpha(asset, 95, -70) == 255, "the same-wound overlap stays filled")
        #expect(asset.warnings.isEmpty)
    }

    /// `evenodd` on a path whose inner square winds like its outer one: the file's rule cuts the
    /// hole, nonzero would not, so the fallback follows the file and says iOS differs.
    @Test func evenOddThatChangesThePictureIsFollowedAndWarned() throws {
        let sameWound = Self.template(paths: #"<path fill-rule="evenodd" d="M12.451-80L102.34-80L102.34 9.77L12.451 9.77Z M32-60L82-60L82-10L32-10Z"/>"#)
        let asset = try SymbolConverter().convert(bytes: Array(sameWound.utf8), name: "x", options: ConvertOptions())
        #expect(try alpha(asset, 57, -35) == 0)
        #expect(asset.warnings == [.evenOdd(variant: SymbolVariant(.regular, .medium))])
        #expect(asset.diagnostics.map(\.code) == [.evenOdd])
        #expect(asset.warnings.first?.description.hasPrefix("Regular-M is filled by fill-rule=\"evenodd\", which changes its picture, and iOS 13+ draws symbols by the nonzero rule") == true)

        // Wound against each other, both rules cut the same hole: nothing to say.
        let opposite = Self.template(paths: #"<path fill-rule="evenodd" d="M12.451-80L102.34-80L102.34 9.77L12.451 9.77Z M32-60L32-10L82-10L82-60Z"/>"#)
        let quiet = try SymbolConverter().convert(bytes: Array(opposite.utf8), name: "x", options: ConvertOptions())
        #expect(try alpha(quiet, 57, -35) == 0)
        #expect(quiet.warnings.isEmpty)
    }

    /// Apple's own `vault.fill` (v3.0, CodeEditSymbols): its dial is wound against the square,
    /// in paths of their own. Apple's renderer cuts it out; filled path by path it was a solid
    /// rounded square.
    @Test(.enabled(if: Corpus.isAvailable)) func vaultFillHasItsDialCutOut() throws {
        let asset = try SymbolConverter().convert(file: Corpus.template("v3.0_apple-variable_codeedit_vault.fill.svg"), name: "x", options: ConvertOptions())
        let metrics = try #require(asset.symbol.metrics?.last)
        let image = try PNGDecoder.decode(try #require(asset.imageSet.first { $0.filename.hasSuffix("@3x.png") }).bytes)
        // Inside the square (its middle 70 %), a good share of pixels is cut out.
        let ink = metrics.ink
        var clear = 0, total = 0
        for y in Int(ink.minY + ink.height * 0.15)..<Int(ink.maxY - ink.height * 0.15) {
            for x in Int(ink.minX + ink.width * 0.15)..<Int(ink.maxX - ink.width * 0.15) {
                total += 1
                if image[x, y].a == 0 { clear += 1 }
            }
        }
        #expect(Double(clear) / Double(total) > 0.1, "\(clear) of \(total) clear")
        #expect(asset.warnings.isEmpty)
    }
}
