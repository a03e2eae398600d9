/// The kinds of warning, each with a stable name: reported by `--json`, silenced by `--no-warn`.
package enum WarningCode: String, Sendable, CaseIterable, Hashable {
    /// `star.fill` next to `star`: iOS 12 may take `.fill` for a file extension.
    case dotPrefix = "dot-prefix"
    /// The template has neither the variant nor the sources to derive it: the nearest drawn one is used.
    case nearestVariant = "nearest-variant"
    /// Strokes in a template variant, which are not drawn.
    case strokes
    /// Text in a template variant, which is not drawn.
    case text
    /// A picture with no visible pixel.
    case empty
    /// `--symbolset` on a plain SVG.
    case symbolsetIgnored = "symbolset-ignored"
    /// A custom symbol's template needs a later iOS than the one it is used from.
    case templateVersion = "template-version"
    /// A system symbol used from an iOS version that has none of its names (Apple's tables).
    case availability
    /// A template filled by `evenodd` where nonzero, iOS's rule, fills otherwise.
    case evenOdd = "evenodd"
    /// `--format svg` for an app that deploys below iOS 13, where SVG assets are not vectors.
    case format
    /// An `href` that names neither an element nor a file: drawn without it.
    case invalidReference = "invalid-reference"
    /// A plain SVG without viewBox, width or height: sized to its drawing.
    case noSize = "no-size"
    /// A system symbol whose first iOS no table, record or `available` gives: its bitmap is
    /// kept where the deployment target might lack it.
    case unknownAvailability = "unknown-availability"
    /// A manifest's `kind` that the file contradicts (a custom template called `system`).
    case kind
    /// A file in a generated asset folder that the tool did not write: kept, with its folder.
    case keptFile = "kept-file"
    /// A template source (Ultralight-S, Regular-S, Black-S) that is an empty group, or missing from a 7.0 template.
    case sourceVariant = "source-variant"
    /// An SVG beside a manifest that none of its entries lists: not exported.
    case unlisted
}
