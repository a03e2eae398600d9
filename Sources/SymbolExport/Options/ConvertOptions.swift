import SymbolBase
import SymbolCatalog
import SymbolReading
import SymbolRendering

/// Everything asked of one symbol, set by `ConvertOptions.table`'s options: how it is drawn
/// (`render`, whose fields read as this type's: `options.pointSize`), and what becomes of it in
/// the catalog and the generated Swift.
@dynamicMemberLookup
package struct ConvertOptions: Hashable, Sendable {
    package var render = RenderOptions()
    /// Also write `NAME.symbolset` with the template SVG (templates only).
    package var symbolSet = false
    package var dots = DotPolicy.keep
    package var silencedWarnings: Set<WarningCode> = []
    /// Nil: `custom` for a template with a symbolset, `system` for another, `image` for a plain SVG.
    package var kind: SymbolKind?
    /// The iOS version from which the symbol's vector is used (`system`, `custom`).
    package var available: Version?
    package var templateVersion = TemplateVersionPolicy.Target.auto
    /// The Xcode that must read the symbolset: at most the version it reads.
    package var xcode: XcodeRelease?

    package var templateVersionPolicy: TemplateVersionPolicy {
        TemplateVersionPolicy(target: templateVersion, xcode: xcode?.major)
    }

    package init() {}

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<RenderOptions, Value>) -> Value {
        get { render[keyPath: keyPath] }
        set { render[keyPath: keyPath] = newValue }
    }
}
