import SymbolBase
import SymbolReading

/// Chooses the version a symbolset's template is written in: the oldest whose reading draws
/// the same, so the symbolset is a vector on the most systems and every Xcode from that
/// version's reads it (Apple: templates 3.0 and later are not backward compatible).
///
/// A version draws the same when a reader of it (`TemplateFeature.read(by:)`: what it does
/// not read left out) gives, for every weight and scale, the same drawing as the whole file in
/// every rendering mode the file defines (`TemplateDrawing`), and the file written in it
/// (`TemplateRewriter`) reads back to that drawing too. Features drawn only at a variable
/// value (variable colour, variable draw) keep their version: no still drawing shows them.
/// Animation data does not: the symbol at rest draws the same without it, and it is left out.
///
/// The oldest version written is 2.0. Apple documents 2.0 as the version for older systems
/// ("Use this version if you plan to deploy to an older operating system, such as iOS 14");
/// no SF Symbols app since SF Symbols 2 writes 1.0, whose margins are rectangles read
/// otherwise by actool's reader (`templateVersion < 2.0`), and Apple gives no system for 1.0
/// that 2.0 lacks but iOS 13. Whether a file goes down to 2.0 is measured like any other
/// version: 2.0 keeps Regular-M's margins only and derives no variant, so a file whose other
/// variants have margins of their own, or are interpolated, stays at 3.0.
package enum TemplateVersioning {
    /// The oldest version written.
    package static let oldest = Version(2)

    /// The choice for the template `bytes` under `policy`; a file that is no template, of no
    /// version, older than 2.0 or newer than this tool knows comes out as it came.
    package static func choose(_ bytes: [UInt8], policy: TemplateVersionPolicy) -> TemplateVersionChoice {
        guard let source = try? SVGSource(bytes: bytes), let template = SymbolTemplate(source), let read = template.version,
              read >= oldest, read <= SymbolTemplate.newestVersion else {
            let version = (try? SVGSource(bytes: bytes)).flatMap { SymbolTemplate($0)?.version }
            return .unchanged(bytes, read: version)
        }
        var choice = TemplateVersionChoice.unchanged(bytes, read: read)
        let cap = policy.cap
        if policy.target == .keep, cap.map({ $0 >= read }) ?? true { return choice }
        let upper = min(read, cap ?? read)
        let measure = Measure(source: source, template: template)
        var candidates = (oldest.major...max(oldest.major, upper.major)).map { Version($0) }.filter { $0 <= upper && $0 < read }
        // `keep` under a lower cap keeps as much as the cap allows: the newest version at or below
        // it that draws the same (auto: the oldest, a vector on the most systems).
        let keepUnderCap = policy.target == .keep
        if keepUnderCap { candidates.reverse() }
        var below: Version?
        for candidate in candidates {
            if let rewritten = measure.written(as: candidate) {
                choice.written = candidate
                choice.bytes = rewritten
                break
            }
            if !keepUnderCap { below = candidate }
        }
        if choice.written == read, upper < read {
            // A cap no version at or below it meets: written at the cap, what it loses said.
            choice.lost = measure.holds(upper).compactMap { if case .feature(let feature) = $0 { feature } else { nil } }
            do {
                choice.bytes = try TemplateRewriter.rewrite(source, as: upper)
                choice.written = upper
            } catch {
                choice.unmetCap = .rewrite(error)
            }
        } else if let below, below < (choice.written ?? read) {
            choice.heldBy = measure.holds(below)
        }
        // What the file as written leaves out: nothing, when it is written as it came.
        let written = choice.written ?? read
        choice.dropped = choice.isLowered ? template.features.filter { $0.kind == .animation && $0.introduced > written }.sorted() : []
        return choice
    }

    /// The measurements of one file.
    private struct Measure {
        let source: SVGSource
        let template: SymbolTemplate
        let reference: DrawingReference

        init(source: SVGSource, template: SymbolTemplate) {
            (self.source, self.template) = (source, template)
            reference = DrawingReference(template)
        }

        /// The file written as `version`, when that version draws the same; nil otherwise.
        func written(as version: Version) -> [UInt8]? {
            guard quickHolds(version).isEmpty,
                  let reading = SymbolTemplate(source, reading: TemplateFeature.read(by: version)), reference.drawsTheSame(as: reading),
                  let bytes = try? TemplateRewriter.rewrite(source, as: version),
                  let rewritten = try? SVGSource(bytes: bytes), let read = SymbolTemplate(rewritten), read.version == version,
                  reference.drawsTheSame(as: read) else { return nil }
            return bytes
        }

        /// What holds it above `version` without drawing anything: variable features, and
        /// below 3.0 a missing Regular-M.
        private func quickHolds(_ version: Version) -> [TemplateVersionChoice.Hold] {
            var holds = template.features.filter { $0.kind == .variable && $0.introduced > version }.sorted().map { TemplateVersionChoice.Hold.feature($0) }
            if version < Version(3), template.variants[.regularMedium] == nil { holds.append(.regularMedium) }
            return holds
        }

        /// Why `version` does not draw the same: the quick holds, then each drawn feature newer
        /// than it whose absence alone changes the drawing (all of them, when only together
        /// they do), then the rewrite.
        func holds(_ version: Version) -> [TemplateVersionChoice.Hold] {
            var holds = quickHolds(version)
            let drawn = template.features.filter { $0.kind == .drawn && $0.introduced > version }.sorted()
            if let reading = SymbolTemplate(source, reading: TemplateFeature.read(by: version)), !reference.drawsTheSame(as: reading) {
                let alone = drawn.filter { feature in
                    SymbolTemplate(source, reading: Set(TemplateFeature.allCases).subtracting([feature])).map { !reference.drawsTheSame(as: $0) } ?? true
                }
                holds += (alone.isEmpty ? drawn : alone).map { .feature($0) }
            }
            guard holds.isEmpty else { return holds }
            do {
                let bytes = try TemplateRewriter.rewrite(source, as: version)
                guard let rewritten = try? SVGSource(bytes: bytes), let read = SymbolTemplate(rewritten), read.version == version,
                      reference.drawsTheSame(as: read) else { return [.rewrite(.drawsOtherwise)] }
                return []
            } catch {
                return [.rewrite(error)]
            }
        }
    }
}
