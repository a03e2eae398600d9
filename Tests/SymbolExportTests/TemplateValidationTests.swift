import Testing
@testable import SymbolBase
@testable import SymbolReading
@testable import SymbolRendering

/// Templates checked as actool checks them: a format newer than the tool knows is refused, an
/// empty or missing source is named; Draw, rotation and variable-draw annotations are ignored
/// by design (a still fallback shows the symbol at rest).
@Suite struct TemplateValidationTests {
    private func convert(_ svg: String, _ variant: SymbolVariant = .regularMedium, mode: RenderMode = .template) throws -> RenderedSymbol {
        var options = RenderOptions()
        (options.weight, options.scale, options.mode) = (variant.weight, variant.scale, mode)
        return try SymbolConverter().convert(bytes: Array(svg.utf8), options: options)
    }

    @Test func aFormatNewerThanTheToolKnowsIsRefusedByName() throws {
        let svg = V7TemplateFixtures.template(version: "8.0")
        #expect(throws: ConvertError.template(.unsupportedVersion(Version(8, 0), newest: Version(7, 0)))) { try convert(svg) }
        let message = ConvertError.template(.unsupportedVersion(Version(8, 0), newest: Version(7, 0))).message.description
        #expect(message.contains("8.0") && message.contains("(7.0)") && message.contains("Template format 8.0 is newer"))
        let directory = TemporaryDirectory()
        let path = directory.write("eight.svg", svg)
        #expect(throws: ConvertError.self) { try Inspection(file: path) }
        // 7.0 itself, and every earlier format, still converts.
        #expect(try convert(V7TemplateFixtures.template()).warnings.isEmpty)
        #expect(try convert(V7TemplateFixtures.template(version: "6.0")).warnings.isEmpty)
    }

    @Test func anEmptySourceIsNamedBesideTheFallbackItCauses() throws {
        let symbol = try convert(V7TemplateFixtures.template(emptySource: "Regular-S"))
        let regularS = SymbolVariant(.regular, .small)
        #expect(symbol.warnings.contains(.sourceVariants(empty: [regularS], missing: [])))
        #expect(symbol.warnings.contains { if case .variantFallback = $0 { true } else { false } })
        let warning = try #require(symbol.warnings.first { $0.code == .sourceVariant })
        #expect(warning.description.hasPrefix("Regular-S is an empty group: "))
        // Drawn variants warn too: actool refuses the file whatever variant the fallback draws.
        #expect(try convert(V7TemplateFixtures.template(emptySource: "Black-S"), SymbolVariant(.regular, .small)).warnings
            == [.sourceVariants(empty: [SymbolVariant(.black, .small)], missing: [])])
    }

    @Test func aMissingSourceIsNamedInA7Template() throws {
        let blackS = SymbolVariant(.black, .small)
        #expect(try convert(V7TemplateFixtures.template(missingSource: "Black-S"), SymbolVariant(.regular, .small)).warnings
            == [.sourceVariants(empty: [], missing: [blackS])])
        let message = ConvertWarning.sourceVariants(empty: [SymbolVariant(.regular, .small)], missing: [blackS]).description
        #expect(message.hasPrefix("Regular-S is an empty group and the template has no Black-S: "))
        // Before 7.0 a template may draw any variants it likes.
        #expect(try convert(V7TemplateFixtures.template(version: "6.0", missingSource: "Black-S"), SymbolVariant(.regular, .small)).warnings.isEmpty)
    }

    /// Draw guide points, variable draw, animation defaults, a rotation anchor inside a variant
    /// and Draw attachment data beside it change no byte of any image, in template and original
    /// mode, drawn (Regular-S) and derived (Bold-M) alike.
    @Test(arguments: [SymbolVariant(.regular, .small), SymbolVariant(.bold, .medium)])
    func aTemplatesDrawDataDrawsTheSameAsWithout(variant: SymbolVariant) throws {
        let annotated = V7TemplateFixtures.template(annotated: true), plain = V7TemplateFixtures.template()
        let template = try #require(SymbolTemplate(try SVGSource(bytes: Array(annotated.utf8))))
        #expect(template.annotations == [.drawGuides, .variableDraw, .drawAttachments, .rotation, .animationDefaults, .motion])
        #expect(try #require(SymbolTemplate(try SVGSource(bytes: Array(plain.utf8)))).annotations == [.motion])
        for mode in RenderMode.allCases {
            let (with, without) = (try convert(annotated, variant, mode: mode), try convert(plain, variant, mode: mode))
            #expect(with.images.map(\.png) == without.images.map(\.png), "\(variant) \(mode)")
            #expect(with.metrics == without.metrics && with.warnings.isEmpty, "\(variant) \(mode)")
        }
    }

    @Test func inspectNamesTheAnnotationsAndTheEmptySources() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("seven.svg", V7TemplateFixtures.template(annotated: true, emptySource: "Regular-S"))
        let result = try CommandRunner.run(["inspect", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  empty variant groups: Regular-S\n"))
        #expect(result.stdout.contains("  annotations, not drawn (the fallback shows the symbol at rest, fully drawn): "
            + "Draw On/Off guide points (data-clipstroke-keyframes); variable draw (-sfsymbols-variable-draw);"))
        let json = try CommandRunner.run(["inspect", path, "--json"])
        #expect(json.stdout.contains("\"annotations\" : [") && json.stdout.contains("\"emptyVariants\" : [\n    \"Regular-S\""), "\(json.stdout)")
    }
}
