import SymbolBase
import SymbolReading

/// Something worth telling the user about a symbol that still converted.
package enum ConvertWarning: Equatable, Sendable, CustomStringConvertible {
    case variantFallback(requested: SymbolVariant, used: SymbolVariant, factor: Double)
    case strokes(variant: SymbolVariant, count: Int)
    case text(variant: SymbolVariant)
    case emptyMonochrome(variant: SymbolVariant)
    /// A plain SVG that draws nothing.
    case empty
    /// A drawing whose images at these display scales (1, 2, 3) are fully transparent, though
    /// not at every scale: shapes too small or thin for the smaller bitmaps.
    case emptyAtScales([Int])
    case symbolSetIgnored
    /// Shapes filled by `evenodd` that nonzero would fill otherwise: iOS draws the symbol by nonzero.
    case evenOdd(variant: SymbolVariant)
    /// An `href` naming nothing but a word: drawn without it, as librsvg does.
    case invalidReference(String)
    /// A root with no viewBox, and no width and height that size it (`relative`: those it has
    /// are percentages or `auto`): sized to the bounds of its drawing.
    case noSize(bounds: Rect, relative: Bool = false)
    /// Sources of a template (Ultralight-S, Regular-S, Black-S) that are empty groups, or
    /// missing from a 7.0 template.
    case sourceVariants(empty: [SymbolVariant], missing: [SymbolVariant])

    /// The warning's kind, for `--json` and `--no-warn`.
    package var code: WarningCode {
        switch self {
        case .variantFallback: .nearestVariant
        case .strokes: .strokes
        case .text: .text
        case .emptyMonochrome, .empty, .emptyAtScales: .empty
        case .symbolSetIgnored: .symbolsetIgnored
        case .evenOdd: .evenOdd
        case .invalidReference: .invalidReference
        case .noSize: .noSize
        case .sourceVariants: .sourceVariant
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .variantFallback(let requested, let used, let factor):
            factor == 1
                ? "the template has no \(requested) variant; using \(used)"
                : "the template has no \(requested) variant; using \(used) scaled by \(String(format3: factor))"
        case .strokes(let variant, let count):
            "\(variant) has \(count) stroked shape\(count == 1 ? "" : "s"); strokes are not drawn (outline them with 'Outline Stroke' before exporting)"
        case .text(let variant):
            "\(variant) contains <text>, which is not drawn; convert text to outlines"
        case .emptyMonochrome(let variant):
            "\(variant) draws nothing in monochrome; check its monochrome layer annotations"
        case .empty:
            "it draws nothing: every pixel is transparent; check that its shapes have a fill and lie inside the viewBox"
        case .emptyAtScales(let scales):
            "it draws nothing at \(scales.map { "@\($0)x" }.joined(separator: " and ")): every pixel of "
                + "\(scales.count == 1 ? "that image" : "those images") is transparent, though not at every scale; "
                + "its shapes are too small or thin for \(scales.count == 1 ? "that size" : "those sizes"): thicken them or raise \(setting: "point-size")"
        case .symbolSetIgnored:
            "\(setting: "symbolset") needs an SF Symbols template; this plain SVG gets an imageset only"
        case .evenOdd(let variant):
            "\(variant) is filled by fill-rule=\"evenodd\", which changes its picture, and iOS 13+ draws symbols by the nonzero rule "
                + "(actool ignores fill-rule): the symbol there looks different from this fallback, which follows the file; "
                + "wind the holes against their outlines and remove fill-rule"
        case .invalidReference(let reference) where reference.hasPrefix("url("):
            "href=\"\(reference)\" names no element (an href is not CSS: it takes no url()), and librsvg draws it as a broken "
                + "reference; write \"\(reference.dropFirst(4).dropLast())\" if it means that element"
        case .invalidReference(let reference):
            "href=\"\(reference)\" names no element (a local reference starts with #) and no file: drawn without it, as librsvg draws it; "
                + "write \"#\(reference)\" if it means the element of that id"
        case .sourceVariants(let empty, let missing):
            Self.sourceMessage(empty: empty, missing: missing)
        case .noSize(let bounds, let relative):
            (relative ? "its root has no viewBox, and its width and height are relative (a percentage or auto), which sizes nothing here"
                : "its root has no viewBox, width or height")
                + ": sized to the bounds of its drawing (\(bounds.minX.formatted) \(bounds.minY.formatted) "
                + "\(bounds.width.formatted) \(bounds.height.formatted)); give it a viewBox to choose the box"
        }
    }

    /// `Regular-S is an empty group: …`.
    private static func sourceMessage(empty: [SymbolVariant], missing: [SymbolVariant]) -> Message {
        func names(_ variants: [SymbolVariant]) -> String {
            let ids = variants.map(\.id)
            return ids.count < 2 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " and " + ids.last!
        }
        var problems: [String] = []
        if !empty.isEmpty { problems.append("\(names(empty)) \(empty.count == 1 ? "is an empty group" : "are empty groups")") }
        if !missing.isEmpty { problems.append("the template has no \(names(missing))") }
        let them = empty.count + missing.count == 1 ? "it" : "them"
        return "\(problems.joined(separator: " and ")): the other variants derive from Ultralight-S, Regular-S and Black-S, and actool "
            + "needs all three drawn in a 7.0 template (SF Symbols 7.0 leaves an imported SVG's empty); draw \(them) in the SF Symbols app"
    }
}
