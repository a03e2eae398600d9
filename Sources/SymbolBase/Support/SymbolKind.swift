/// How the generated Swift code loads a symbol from iOS 13 (or its `available` version).
package enum SymbolKind: String, Sendable, CaseIterable {
    /// An SF Symbols system symbol: `UIImage(systemName:withConfiguration:)` by its own name.
    case system
    /// A custom symbol shipped as a `.symbolset` in the catalog: `UIImage(named:in:with:)`.
    case custom
    /// A plain picture: `UIImage(named:in:compatibleWith:)` on every version.
    case image

    /// How a symbol loads: its `kind` when given, else `custom` for a template with a
    /// symbolset, `system` for another template, `image` for a plain SVG.
    package static func of(given: SymbolKind?, isTemplate: Bool, hasSymbolSet: Bool) -> SymbolKind {
        given ?? (isTemplate ? (hasSymbolSet ? .custom : .system) : .image)
    }
}

/// Who the generated Swift type and its members are visible to.
package enum SwiftAccess: String, Sendable, CaseIterable {
    case `internal`
    case `public`
}
