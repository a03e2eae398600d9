/// How the SF Symbols app derives the variants a *variable* template lacks from its three
/// sources, Ultralight-S (U), Regular-S (R) and Black-S (B):
///
///     V = c + k · (R + a·(B − R) + u·(U − R) − c)
///
/// with every point in its variant's frame (origin at its left margin and the baseline), one
/// (a, u) per weight and scale, k per scale, and c = (0, −capHeight / 2), the middle of the cap
/// height. Margins follow the same formula. Not documented by Apple: measured on a static
/// export the app made from a three-source symbol (`custom.breakpoint`, SF Symbols 3), which
/// every one of its 27 variants fits within 0.0006 units. `InterpolationTableTests` re-measures
/// the table on that file in `swift test`; `Scripts/fit-variable-templates.py` fits other files by
/// hand (its copy of the table must stay equal).
enum VariantInterpolation {
    /// Scale factor per scale: S : M : L = 0.7837 : 1 : 1.2908 (Apple rounds these to 0.783 and 1.29).
    static let scaleFactors: [SymbolScale: Double] = [.small: 1, .medium: 1.2760, .large: 1.6470]

    /// (a, u) per weight, for the small, medium and large rows. Larger scales are drawn
    /// lighter (u > 0), so the stroke follows the weight of text at the same point size.
    static let coefficients: [SymbolScale: [SymbolWeight: (a: Double, u: Double)]] = [
        .small: [
            .ultralight: (0, 1), .thin: (0, 0.7742), .light: (0, 0.3333), .regular: (0, 0),
            .medium: (0.1800, 0), .semibold: (0.3180, 0), .bold: (0.5000, 0), .heavy: (0.7640, 0), .black: (1, 0),
        ],
        .medium: [
            .ultralight: (0, 1.0681), .thin: (0, 0.8680), .light: (0, 0.4775), .regular: (0, 0.1821),
            .medium: (0.1650, 0.1485), .semibold: (0.2914, 0.1227), .bold: (0.4582, 0.0887),
            .heavy: (0.7001, 0.0393), .black: (0.9164, -0.0048),
        ],
        .large: [
            .ultralight: (0, 1.1354), .thin: (0, 0.9626), .light: (0, 0.6251), .regular: (0, 0.3699),
            .medium: (0.1307, 0.3004), .semibold: (0.2310, 0.2472), .bold: (0.3631, 0.1770),
            .heavy: (0.5549, 0.0751), .black: (0.7263, 0.0161),
        ],
    ]

    /// The cap height of templates (Baseline-S − Capline-S), when a file has no such guides.
    static let standardCapHeight = 70.459
}

extension SymbolTemplate {
    /// The three drawings a row's variants are derived from, each with its frame origin
    /// (left margin, baseline) and margin width.
    struct InterpolationSources: Sendable {
        struct Source: Sendable {
            var variant: Variant
            var origin: Point
            var width: Double
        }

        var scale: SymbolScale
        var ultralight: Source
        var regular: Source
        var black: Source
        var capHeight: Double

        /// The margin width of a variant derived with `derivation`: the same formula as the points.
        func width(of derivation: Derivation) -> Double {
            derivation.k * (regular.width + derivation.a * (black.width - regular.width)
                + derivation.u * (ultralight.width - regular.width))
        }
    }

    /// Ultralight, Regular and Black of `scale`, when all three are drawn with compatible paths
    /// (the same shapes, the same commands and point counts, in order) and have margins: their
    /// guides; in the medium and large rows also margins carried over from guided variants
    /// (`margins(for:)`), so a file that draws the three sources in every row but guides only
    /// the small one still derives each row's weights from that row's own drawings.
    func interpolationSources(row scale: SymbolScale) -> InterpolationSources? {
        // Before 3.0 a reader derives nothing (`TemplateFeature.interpolation`).
        guard reading.contains(.interpolation) else { return nil }
        let baseline = guides[scale]?.baseline ?? 0
        var capHeight = VariantInterpolation.standardCapHeight
        if let base = guides[scale]?.baseline, let cap = guides[scale]?.capline, base > cap { capHeight = base - cap }
        func source(_ weight: SymbolWeight) -> InterpolationSources.Source? {
            let id = SymbolVariant(weight, scale)
            // The small row's margins must be guides: margins(for:) derives others from that row.
            let margins = explicitMargins[id] ?? (scale == .small ? nil : try? self.margins(for: id))
            guard let variant = variants[id], let margins, margins.right >= margins.left,
                  variant.shapes.allSatisfy({ $0.clips.isEmpty }) else { return nil }
            return .init(variant: variant, origin: Point(x: margins.left, y: baseline), width: margins.right - margins.left)
        }
        guard let u = source(.ultralight), let r = source(.regular), let b = source(.black) else { return nil }
        let shapes = r.variant.shapes
        guard u.variant.shapes.count == shapes.count, b.variant.shapes.count == shapes.count else { return nil }
        for index in shapes.indices {
            let kinds = shapes[index].outline.segments.map(\.kind)
            guard u.variant.shapes[index].outline.segments.map(\.kind) == kinds,
                  b.variant.shapes[index].outline.segments.map(\.kind) == kinds else { return nil }
        }
        return InterpolationSources(scale: scale, ultralight: u, regular: r, black: b, capHeight: capHeight)
    }

    /// The variant `target` derived from `sources`: its drawing, placed in Regular's frame, its
    /// margins and the coefficients used. From sources of the small row, every weight and
    /// scale; from another row's own sources, that row's weights (small-row weights, k = 1).
    func derive(_ target: SymbolVariant, from sources: InterpolationSources) -> (Variant, Margins, Derivation) {
        let derivation = Derivation(target, sourceRow: sources.scale)
        let (a, u, k) = (derivation.a, derivation.u, derivation.k)
        let centre = Point(x: 0, y: -sources.capHeight / 2)
        let origin = sources.regular.origin
        /// The formula for one point, given in each source's frame; the result in user space.
        func mix(_ pu: Point, _ pr: Point, _ pb: Point) -> Point {
            func axis(_ u0: Double, _ r0: Double, _ b0: Double, _ c: Double) -> Double {
                c + k * (r0 + a * (b0 - r0) + u * (u0 - r0) - c)
            }
            return Point(x: origin.x + axis(pu.x, pr.x, pb.x, centre.x), y: origin.y + axis(pu.y, pr.y, pb.y, centre.y))
        }
        func framed(_ source: InterpolationSources.Source, _ index: Int) -> [PathGeometry.Segment] {
            let shape = source.variant.shapes[index]
            let t = shape.transform.followed(by: .translation(-source.origin.x, -source.origin.y))
            return shape.outline.segments.map { $0.transformed(by: t) }
        }
        var shapes: [TemplateShape] = []
        var ink = Rect.empty
        for (index, shape) in sources.regular.variant.shapes.enumerated() {
            let segments = zip(zip(framed(sources.ultralight, index), framed(sources.regular, index)), framed(sources.black, index)).map { pair, sb in
                let (su, sr) = pair
                switch (su, sr, sb) {
                case (.move(let pu), .move(let pr), .move(let pb)): return PathGeometry.Segment.move(mix(pu, pr, pb))
                case (.line(let pu), .line(let pr), .line(let pb)): return .line(mix(pu, pr, pb))
                case (.cubic(let u1, let u2, let u3), .cubic(let r1, let r2, let r3), .cubic(let b1, let b2, let b3)):
                    return .cubic(mix(u1, r1, b1), mix(u2, r2, b2), mix(u3, r3, b3))
                default: return .close
                }
            }
            let derived = TemplateShape(deriving: shape, outline: PathGeometry(segments: segments))
            shapes.append(derived)
            ink = ink.union(derived.bounds)
        }
        let width = sources.width(of: derivation)
        let regular = sources.regular.variant
        var variant = Variant(id: target, shapes: shapes, ink: ink, strokedShapes: regular.strokedShapes,
                              textElements: regular.textElements, segmentCount: regular.segmentCount)
        variant.layersBySubpath = regular.layersBySubpath
        return (variant, Margins(left: origin.x, right: origin.x + width, source: .interpolated(derivation)), derivation)
    }

    /// The coefficients a derived variant was made with.
    package struct Derivation: Equatable, Sendable, CustomStringConvertible {
        /// The row whose Ultralight, Regular and Black were mixed.
        package var sources: SymbolScale
        package var a: Double
        package var u: Double
        package var k: Double

        /// The coefficients for `target` from the sources of row `sourceRow`.
        init(_ target: SymbolVariant, sourceRow: SymbolScale) {
            let fromSmallRow = sourceRow == .small
            (a, u) = VariantInterpolation.coefficients[fromSmallRow ? target.scale : .small]![target.weight]!
            k = fromSmallRow ? VariantInterpolation.scaleFactors[target.scale]! : 1
            sources = sourceRow
        }

        package var description: String {
            "derived from Ultralight-\(sources.letter), Regular-\(sources.letter), Black-\(sources.letter) "
                + "(a \(String(format3: a)), u \(String(format3: u)), k \(String(format3: k)))"
        }
    }
}

extension PathGeometry.Segment {
    /// The command, without its points: `M`, `L`, `C` or `Z`.
    var kind: Character {
        switch self {
        case .move: "M"
        case .line: "L"
        case .cubic: "C"
        case .close: "Z"
        }
    }

    func transformed(by t: AffineTransform) -> PathGeometry.Segment {
        switch self {
        case .move(let p): .move(t.apply(p))
        case .line(let p): .line(t.apply(p))
        case .cubic(let c1, let c2, let p): .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .close: .close
        }
    }
}
