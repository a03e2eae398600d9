import SymbolBase
import SymbolCatalog
import SymbolReading
import SymbolRendering

/// Everything asked of one symbol: how it is drawn (`render`, read through as if its fields
/// were this type's: `options.pointSize`), and what becomes of it in the catalog and the
/// generated Swift. The initial values are the built-in defaults; each field is set by an option
/// of `Option.symbolOptions`.
@dynamicMemberLookup
package struct ConvertOptions: Hashable, Sendable {
    /// How the symbol is drawn.
    package var render = RenderOptions()
    /// Also write `NAME.symbolset` with the template SVG (templates only).
    package var symbolSet = false
    /// How the file name becomes the asset name (exports only).
    package var dots = DotPolicy.keep
    /// Kinds of warning not to report (`no-warn`).
    package var silencedWarnings: Set<WarningCode> = []
    /// How the generated Swift loads the symbol; nil: `custom` for a template with a
    /// symbolset, `system` for another template, `image` for a plain SVG.
    package var kind: SymbolKind?
    /// The iOS version from which the symbol's vector is used (`system`, `custom`).
    package var available: Version?
    /// The template version of the symbolset the tool writes: `auto`, `keep`, or at most one.
    package var templateVersion = TemplateVersionPolicy.Target.auto
    /// The Xcode that must read that symbolset: at most the version it reads.
    package var xcode: XcodeRelease?

    /// How the symbolset's template version is chosen (`TemplateVersioning`).
    package var templateVersionPolicy: TemplateVersionPolicy {
        TemplateVersionPolicy(target: templateVersion, xcode: xcode?.major)
    }

    package init() {}

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<RenderOptions, Value>) -> Value {
        get { render[keyPath: keyPath] }
        set { render[keyPath: keyPath] = newValue }
    }
}
