import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

/// `symbol-export inspect FILE.svg [--point-size PT] [--json]`
enum InspectCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        guard let parsed = try Subcommand.parse(arguments, .inspect, operands: 1...1, printer: printer, wrongCount: { _ in
            "inspect takes one SVG file"
        }) else { return ExitCode.success }
        let file = parsed.positionals[0]
        let options = try parsed.symbolOptions().options
        let inspection: Inspection
        do {
            inspection = try Inspection(file: file, options: options.render.resolved, templateVersion: options.templateVersionPolicy)
        } catch {
            printer.error(error.path ?? file, error.message)
            return printer.exitCode
        }
        if try parsed.commandLineFlags().json {
            printer.output(inspection.json.text)
        } else {
            for line in text(inspection) { printer.output(line) }
        }
        return ExitCode.success
    }

    static func text(_ inspection: Inspection) -> [String] {
        let pt = DecimalText.rounded(inspection.pointSize)
        var lines = [inspection.path]
        switch inspection.kind {
        case .plain(let canvas, let size):
            lines.append("  plain SVG (not an SF Symbols template): square sizing")
            lines.append("  width: \(canvas.width.map { DecimalText.rounded($0) } ?? "none"), height: \(canvas.height.map { DecimalText.rounded($0) } ?? "none")")
            lines.append("  viewBox: \(canvas.viewBox.map(rect) ?? "none")")
            if let size { lines.append("  at \(pt) pt: \(describe(size))") }
        case .template(let report):
            let template = report.template
            let version = template.version.map { "v\($0) (from \(template.versionSource?.rawValue ?? "?"))" } ?? "unknown"
            lines.append("  template \(version), producer: \(template.producer)")
            if let canvas = template.canvas { lines.append("  canvas: \(rect(canvas))") }
            lines.append("  variants (\(template.presentVariants.count)): \(template.presentVariants.map(\.id).joined(separator: " "))")
            lines += features(template)
            lines.append("  as a symbolset: \(symbolSet(report.symbolSet))")
            for scale in SymbolScale.allCases {
                guard let guides = template.guides[scale] else { continue }
                lines.append("  \(scale.letter): baseline \(guides.baseline.map { DecimalText.rounded($0) } ?? "-"), capline \(guides.capline.map { DecimalText.rounded($0) } ?? "-")")
            }
            lines.append("  per variant (template units; sizes at \(pt) pt):")
            for variant in report.variants {
                let margins: String = switch variant.margins {
                case .success(let m): "margins \(DecimalText.rounded(m.left))..\(DecimalText.rounded(m.right)) (\(DecimalText.rounded(m.right - m.left)), \(m.source))"
                case .failure(let error): "margins: \(error)"
                }
                let ink = "ink x \(DecimalText.rounded(variant.ink.minX))..\(DecimalText.rounded(variant.ink.maxX)), y \(DecimalText.rounded(variant.ink.minY))..\(DecimalText.rounded(variant.ink.maxY)) (\(DecimalText.rounded(variant.ink.width))×\(DecimalText.rounded(variant.ink.height)))"
                var extras: [String] = []
                if !variant.monochromeLayers.isEmpty { extras.append("monochrome layers \(variant.monochromeLayers.map(String.init).joined(separator: ","))") }
                if variant.strokedShapes > 0 { extras.append("\(variant.strokedShapes) stroked") }
                lines.append("    \(variant.variant.id): \(margins); \(ink)\(extras.isEmpty ? "" : "; " + extras.joined(separator: "; "))")
                if let size = variant.size { lines.append("      \(describe(size))") }
            }
            lines.append("  \(report.requested.variant.id) at \(pt) pt (--weight, --scale), UIKit's box (iOS, tvOS, watchOS, visionOS): \(describe(report.requested))")
            for metric in report.requested.size?.metrics ?? [] { lines.append("    " + describe(metric)) }
            if let appKit = report.requested.size?.appKit, let box = appKit.first {
                // The box differs by platform: UIKit's above (iOS, tvOS, watchOS, visionOS, Mac Catalyst); AppKit's here.
                lines.append("    on macOS (AppKit, whole points; an export for macOS alone): \(DecimalText.rounded(box.points.width))×\(DecimalText.rounded(box.points.height)) pt")
                for metric in appKit { lines.append("      " + describe(metric)) }
            }
            if let clearSpace = report.requested.size?.clearSpace {
                lines.append("    clear space above and below the ink: \(DecimalText.rounded(clearSpace.units)) units at 100 pt, "
                    + "\(clearSpace.basis.rawValue) (\(clearSpace.reason))")
            }
            lines.append("  every weight and scale at \(pt) pt:")
            for choice in report.choices { lines.append("    \(choice.variant.id): \(describe(choice))") }
        }
        return lines
    }

    /// What the template draws by and carries besides its variants: empty groups, layers by
    /// subpath index, and the annotations a still fallback does not draw.
    private static func features(_ template: SymbolTemplate) -> [String] {
        var lines: [String] = []
        if !template.emptyVariants.isEmpty {
            lines.append("  empty variant groups: \(template.emptyVariants.map(\.id).joined(separator: " "))")
        }
        let indexed = template.indexedLayers
        if !indexed.isEmpty {
            let modes = [("monochrome", indexed.monochrome.keys.sorted().map(String.init)),
                         ("multicolor", indexed.multicolor.keys.sorted { $0.index < $1.index }.map { "\($0.index):\($0.colour)" }),
                         ("hierarchical", indexed.hierarchical.keys.sorted { $0.index < $1.index }.map { "\($0.index):\($0.level)" })]
            let listed = modes.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }
            lines.append("  layers by subpath index (-sfsymbols-indices): \(listed.joined(separator: "; "))")
        }
        if !template.annotations.isEmpty {
            lines.append("  annotations, not drawn (the fallback shows the symbol at rest, fully drawn): "
                + template.annotations.map(\.description).joined(separator: "; "))
        }
        return lines
    }

    /// `template v4.0: it draws the same, a vector from iOS 16.0; held above v3.0 by monochrome
    /// layers (monochrome-N); left out (animations only): …`.
    static func symbolSet(_ choice: TemplateVersionChoice) -> String {
        guard let written = choice.written else { return "written as it is (no template version to lower)" }
        if let hold = choice.unmetCap { return "template v\(written): it cannot be written at the cap: \(hold)" }
        var text = "template v\(written)" + (choice.isLowered ? " (not v\(choice.read.map(\.description) ?? "?"))" : "")
        if written < TemplateVersioning.oldest || written > SymbolTemplate.newestVersion {
            return text + ": written as it is (\(TemplateVersioning.oldest) to \(SymbolTemplate.newestVersion) are rewritten)"
        }
        if choice.lost.isEmpty {
            text += ": it draws the same" + (Version.minimumOS(forTemplate: written).map { ", a vector from iOS \($0)" } ?? "")
        } else {
            text += ": the cap loses \(choice.lost.map(\.description).joined(separator: ", "))"
        }
        if !choice.heldBy.isEmpty {
            text += "; held above v\(Version(written.major - 1)) by \(choice.heldBy.map(\.description).joined(separator: ", "))"
        } else if written > TemplateVersioning.oldest, choice.lost.isEmpty, !choice.isLowered {
            text += "; kept as it came (template-version keep)"
        }
        if !choice.dropped.isEmpty { text += "; left out (animations only): \(choice.dropped.map(\.description).joined(separator: ", "))" }
        return text
    }

    /// `derived from Ultralight-S, Regular-S, Black-S (a 0.318, u 0, k 1): 19.9×16.49 pt → …`.
    private static func describe(_ choice: Inspection.ChoiceReport) -> String {
        switch choice.selection {
        case .success(let selection):
            let method: String = switch selection.method {
            case .drawn: "drawn"
            case .derived(let derivation): derivation.description
            case .nearest: "nearest drawn: \(selection.used.id) × \(DecimalText.rounded(selection.factor, decimals: 3))"
            }
            return method + (choice.size.map { ": " + describe($0) } ?? "")
        case .failure(let error):
            return error.description
        }
    }

    private static func describe(_ size: Inspection.Size) -> String {
        let pixels = zip([1, 2, 3], size.pixels).map { "@\($0)x \($1.width)×\($1.height)" }.joined(separator: ", ")
        return "\(DecimalText.rounded(size.points.width))×\(DecimalText.rounded(size.points.height)) pt → \(pixels) px"
    }

    /// `@3x 60×57 px: ink at 3, 6 (54.6×45.06 px); baseline 10.67 pt above the bottom; alignment
    /// insets top −1, bottom −0.67 pt`.
    private static func describe(_ metric: SymbolImageMetrics) -> String {
        let ink = "ink at \(DecimalText.rounded(metric.ink.minX)), \(DecimalText.rounded(metric.ink.minY)) "
            + "(\(DecimalText.rounded(metric.ink.width))×\(DecimalText.rounded(metric.ink.height)) px)"
        let insets = metric.alignmentInsets
        return "@\(metric.scale)x \(metric.pixels) px: \(ink); baseline \(DecimalText.rounded(metric.baselineOffset)) pt above the bottom; "
            + "alignment insets top \(DecimalText.rounded(insets.top)), bottom \(DecimalText.rounded(insets.bottom)) pt"
    }

    private static func rect(_ r: Rect) -> String {
        "\(DecimalText.rounded(r.minX)) \(DecimalText.rounded(r.minY)) \(DecimalText.rounded(r.width)) \(DecimalText.rounded(r.height))"
    }
}
