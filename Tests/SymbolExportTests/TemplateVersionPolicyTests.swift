import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// Every combination of `template-version` (auto, keep, a version) with and without `xcode`, on
/// the project's animated v6.0 template (auto writes it as 3.0, held above 2.0 by its colour
/// layers): `keep` under a lower cap writes the newest version at or below the cap that draws the
/// same, reporting what it leaves out, where it used to fall through to auto's oldest; and every
/// written file carries no annotation newer than its version.
@Suite struct TemplateVersionPolicyTests {
    static let file = Array(VersionedTemplateFixtures.animatedV6.utf8)

    @Test(arguments: [
        (TemplateVersionPolicy.Target.auto, nil as Int?, "3.0"),
        (.auto, 16, "3.0"),
        (.auto, 13, "3.0"),
        (.auto, 12, "2.0"),
        (.keep, nil, "6.0"),
        (.keep, 16, "6.0"),
        (.keep, 15, "5.0"),
        (.keep, 14, "4.0"),
        (.keep, 13, "3.0"),
        (.keep, 12, "2.0"),
        (.atMost(Version(5)), nil, "3.0"),
        (.atMost(Version(5)), 16, "3.0"),
        (.atMost(Version(2)), nil, "2.0"),
        (.atMost(Version(5)), 12, "2.0"),
    ])
    func eachPolicyWritesItsVersionAndNothingNewer(target: TemplateVersionPolicy.Target, xcode: Int?, expected: String) throws {
        let choice = TemplateVersioning.choose(Self.file, policy: TemplateVersionPolicy(target: target, xcode: xcode))
        let written = try #require(choice.written)
        #expect(written.description == expected, "\(target) xcode \(String(describing: xcode))")
        #expect(choice.unmetCap == nil)
        let template = try #require(SymbolTemplate(try SVGSource(bytes: choice.bytes)))
        #expect(template.version == written)
        // Nothing the written version does not read, and what was left out of animation said.
        let newer = template.features.filter { $0.introduced > written }
        #expect(newer.isEmpty, "\(expected) carries \(newer)")
        let original = try #require(SymbolTemplate(try SVGSource(bytes: Self.file)))
        let animations = original.features.filter { $0.kind == .animation && $0.introduced > written }.sorted()
        #expect(choice.dropped == animations, "\(expected): dropped \(choice.dropped)")
        // Below 3.0 the colour layers are lost: said, not silent.
        #expect(choice.lost == (written < Version(3) ? [.colourLayers] : []), "\(expected): lost \(choice.lost)")
    }

    /// The CLI says the same: `keep` with `xcode 15` on the v6.0 file writes 5.0 and names what
    /// it leaves out.
    @Test func keepUnderACapOnTheCommandLine() throws {
        let directory = TemporaryDirectory()
        directory.write("x.svg", VersionedTemplateFixtures.animatedV6)
        let result = try CommandRunner.run(["convert", "x.svg", "--symbolset", "--template-version", "keep", "--xcode", "15"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("x.svg: symbolset written as template v5.0, not v6.0"), "\(result.stderr)")
        #expect(result.stderr.contains("left out (animations only): motion groups and pulses"), "\(result.stderr)")
        let svg = String(decoding: try #require(directory.files().first { $0.hasSuffix(".symbolset/x.svg") }.flatMap { directory.read($0) }), as: UTF8.self)
        #expect(svg.contains("Template v.5.0") && !svg.contains("-sfsymbols-motion-group") && !svg.contains(".defaults"))
    }
}
