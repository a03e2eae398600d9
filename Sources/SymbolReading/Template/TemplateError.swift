import SymbolBase

/// Why a template cannot produce a bitmap.
package enum TemplateError: PathError, Equatable, Sendable {
    /// The file looks like a template but no variant has any shape.
    case noVariants
    /// The requested variant is missing and fallback was not allowed.
    case variantMissing(requested: SymbolVariant, present: [SymbolVariant])
    /// A right margin guide lies left of the left one.
    case contradictoryMargins(variant: SymbolVariant, left: Double, right: Double)
    /// One margin guide of a pair is missing.
    case incompleteMargins(variant: SymbolVariant, missing: String)
    /// The template's format is newer than the newest this tool knows.
    case unsupportedVersion(Version, newest: Version)

    package var path: String? { nil }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .noVariants:
            "the template has no drawable variant (no shapes in any <g id=\"Weight-S|M|L\">); export it again from the SF Symbols app"
        case .variantMissing(let requested, let present):
            "the template has no \(requested) variant; it has \(present.map(\.id).joined(separator: ", ")); choose one with \(setting: "weight")/\(setting: "scale")"
        case .incompleteMargins(let variant, let missing):
            "the margin guides of \(variant) are incomplete: there is no #\(missing); add it, or remove the other guide to use Apple's fallback"
        case .contradictoryMargins(let variant, let left, let right):
            "the margin guides of \(variant) are contradictory: right (x=\(right.formatted)) is left of left (x=\(left.formatted)); fix the guides in the SF Symbols app"
        case .unsupportedVersion(let version, let newest):
            "the template's format, \(version), is newer than the newest this tool knows (\(newest)), and actool refuses such a file "
                + "(\"Template format \(version) is newer than the version that this software supports\"); "
                + "export it again from the SF Symbols app for an earlier Xcode (File › Export Symbol, Xcode compatibility)"
        }
    }
}
