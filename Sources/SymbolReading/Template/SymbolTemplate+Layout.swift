/// Choosing a variant and framing it as `UIImage(systemName:)` frames the symbol.
extension SymbolTemplate {
    /// How a requested variant is drawn.
    package struct Selection: Equatable, Sendable {
        package enum Method: Equatable, Sendable {
            /// Drawn in the file.
            case drawn
            /// Derived from the file's Ultralight, Regular and Black sources, as the SF Symbols app does.
            case derived(Derivation)
            /// Not drawn and not derivable: the nearest drawn variant, scaled by `factor`.
            case nearest
        }

        package var requested: SymbolVariant
        /// The variant whose drawing is used: the requested one, unless `method` is `nearest`.
        package var used: SymbolVariant
        /// Design-scale ratio for a nearest variant of another scale: S→M 1/0.783, S→L 1.29/0.783.
        package var factor: Double
        package var method: Method

        /// Whether the picture differs from what the app draws for the request.
        package var isNearest: Bool { method == .nearest }
    }

    /// A variant framed in template units: the canvas box and the factor to apply.
    package struct Layout: Sendable {
        package var selection: Selection
        /// The shapes drawn: the file's, or the derived ones.
        package var drawing: Variant
        package var margins: Margins
        package var ink: Rect
        /// The margin box united with the ink, so nothing is clipped; top and bottom are the ink's.
        package var box: Rect
        /// The y of the baseline the drawing stands on, in the drawing's units: its row's
        /// baseline guide (the source row's for a derived variant); nil when the file has none.
        package var baseline: Double?

        /// Size in points at point size `pointSize`: template units × factor × PT/100.
        package func points(at pointSize: Double) -> (width: Double, height: Double) {
            let unit = selection.factor * pointSize / 100
            return (box.width * unit, box.height * unit)
        }
    }

    /// The sources a missing `requested` variant is derived from: the requested row's own
    /// Ultralight, Regular and Black when drawn (a file that draws every scale), else the small row's.
    func derivationSources(for requested: SymbolVariant) -> InterpolationSources? {
        if requested.scale != .small, let row = interpolationSources(row: requested.scale) { return row }
        return interpolationSources(row: .small)
    }

    /// The requested variant if drawn; else derived from the template's sources; else the
    /// nearest one: the closest weight first (a weight cannot be faked), then the nearest
    /// scale, scaled by Apple's factors.
    package func select(_ requested: SymbolVariant, exact: Bool = false) throws(TemplateError) -> Selection {
        if variants[requested] != nil { return Selection(requested: requested, used: requested, factor: 1, method: .drawn) }
        let present = presentVariants
        guard !present.isEmpty else { throw .noVariants }
        if let sources = derivationSources(for: requested) {
            let derivation = Derivation(requested, sourceRow: sources.scale)
            return Selection(requested: requested, used: requested, factor: 1, method: .derived(derivation))
        }
        if exact { throw .variantMissing(requested: requested, present: present) }
        let scaleOrder: [SymbolScale] = switch requested.scale {
        case .small: [.small, .medium, .large]
        case .medium: [.medium, .small, .large]
        case .large: [.large, .medium, .small]
        }
        let regular = SymbolWeight.regular.index
        let best = present.min { a, b in
            func key(_ v: SymbolVariant) -> (Int, Int, Int, Int) {
                (abs(v.weight.index - requested.weight.index), scaleOrder.firstIndex(of: v.scale)!,
                 abs(v.weight.index - regular), v.weight.index)
            }
            return key(a) < key(b)
        }!
        return Selection(requested: requested, used: best, factor: requested.scale.designFactor / best.scale.designFactor,
                         method: .nearest)
    }

    /// The variant's margins: its own guides; else, in a static export the app made from three
    /// sources, the derivation's width from the variant's frame origin (the app places every
    /// variant group at its left margin); else Apple's fallback chain (interpolated between
    /// guided weights of the same scale, then Regular-M, Regular-S, then any guided variant),
    /// carrying side bearings over relative to the ink; else the ink itself.
    package func margins(for variant: SymbolVariant) throws(TemplateError) -> Margins {
        let ink = variants[variant]?.ink ?? .empty
        if let missing = incompleteMargins[variant] { throw .incompleteMargins(variant: variant, missing: missing) }
        if let own = explicitMargins[variant] {
            guard own.right >= own.left else {
                throw .contradictoryMargins(variant: variant, left: own.left, right: own.right)
            }
            return own
        }
        if let origin = variants[variant]?.frameOrigin, let sources = interpolationSources(row: .small),
           [sources.ultralight, sources.regular, sources.black].allSatisfy({ source in
               source.variant.frameOrigin.map { abs($0.x - source.origin.x) < 0.01 } ?? false
           }) {
            let derivation = Derivation(variant, sourceRow: .small)
            return Margins(left: origin.x, right: origin.x + sources.width(of: derivation), source: .interpolated(derivation))
        }
        // Side bearings of variants that have both guides and ink.
        let sources: [SymbolVariant: (left: Double, right: Double)] = explicitMargins.reduce(into: [:]) { result, entry in
            guard entry.value.right >= entry.value.left, let drawing = variants[entry.key] else { return }
            result[entry.key] = (drawing.ink.minX - entry.value.left, entry.value.right - drawing.ink.maxX)
        }
        func apply(_ bearings: (left: Double, right: Double), from source: SymbolScale, _ names: [SymbolVariant]) -> Margins {
            let ratio = variant.scale.designFactor / source.designFactor
            return Margins(left: ink.minX - bearings.left * ratio, right: ink.maxX + bearings.right * ratio,
                           source: .derived(from: names))
        }
        let sameScale = sources.keys.filter { $0.scale == variant.scale }
        if let lighter = sameScale.filter({ $0.weight < variant.weight }).max(by: { $0.weight < $1.weight }),
           let heavier = sameScale.filter({ $0.weight > variant.weight }).min(by: { $0.weight < $1.weight }) {
            let t = Double(variant.weight.index - lighter.weight.index) / Double(heavier.weight.index - lighter.weight.index)
            let (a, b) = (sources[lighter]!, sources[heavier]!)
            return apply((a.left + (b.left - a.left) * t, a.right + (b.right - a.right) * t), from: variant.scale, [lighter, heavier])
        }
        for preferred in [SymbolVariant.regularMedium, SymbolVariant(.regular, .small)] {
            if let bearings = sources[preferred] { return apply(bearings, from: preferred.scale, [preferred]) }
        }
        if let nearest = sources.keys.min(by: { a, b in
            (abs(a.weight.index - variant.weight.index), a) < (abs(b.weight.index - variant.weight.index), b)
        }) {
            return apply(sources[nearest]!, from: nearest.scale, [nearest])
        }
        return Margins(left: ink.minX, right: ink.maxX, source: .ink)
    }

    /// Selects (or derives) the variant and frames it: horizontal extent from the margins
    /// (widened to the ink when it crosses them), vertical extent from the ink.
    package func layout(for requested: SymbolVariant, exact: Bool = false) throws(TemplateError) -> Layout {
        let selection = try select(requested, exact: exact)
        let drawing: Variant
        let margins: Margins
        let baseline: Double?
        if case .derived = selection.method, let sources = derivationSources(for: requested) {
            (drawing, margins, _) = derive(requested, from: sources)
            baseline = guides[sources.scale]?.baseline
        } else {
            drawing = variants[selection.used]!
            margins = try self.margins(for: selection.used)
            baseline = guides[selection.used.scale]?.baseline
        }
        let ink = drawing.ink
        let box = Rect(minX: min(margins.left, ink.minX), minY: ink.minY,
                       maxX: max(margins.right, ink.maxX), maxY: ink.maxY)
        return Layout(selection: selection, drawing: drawing, margins: margins, ink: ink, box: box, baseline: baseline)
    }
}
