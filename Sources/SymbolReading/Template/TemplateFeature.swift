import SymbolBase

/// Something in a template that only readers from some format version on read: what a file
/// written in an older version must do without.
///
/// Where each comes from:
/// - [Apple] "Creating custom symbol images for your app": version 3 brings per-variant margins,
///   interpolation from Ultralight-S, Regular-S and Black-S, and the multicolor and hierarchical
///   annotations ("Template version 2 and later removes annotation data and explicit margins");
///   version 4 brings variable colour (`-sfsymbols-variable-threshold`) and `monochrome-N`.
/// - [Third party] a public decompilation of actool's reader (CoreThemeDefinition's
///   `TDVectorGlyphReader`, Xcode 26), which gates what it reads on the file's version:
///   interpolation from 3.0; `monochrome-N` layers from 4.0 (before, the variant is one
///   monochrome layer, all its paths as one outline); the `LayerTree` group (layers by subpath
///   index) and layer classes on groups from 5.0; `<variant>-rotate-anchor` from 6.0;
///   `<variant>-draw-attachment-data` from 7.0.
/// - [File] the first files that carry them (shared/docs/sf-symbol-template.md §2): motion
///   groups, layer tags, pulses, `.defaults` and the `SFSymbolsPreviewWireframe` preview class
///   in SF Symbols 6 exports (6.0); Draw guide points and variable draw in Apple's "Annotating
///   custom symbols" (SF Symbols 7, 7.0).
package enum TemplateFeature: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// `left-margin-<Variant>` guides for variants other than Regular-M.
    case variantMargins = "variant-margins"
    /// Variants derived from Ultralight-S, Regular-S and Black-S.
    case interpolation
    /// `multicolor-N:colour` and `hierarchical-N:level` layers (with their clear-behind).
    case colourLayers = "colour-layers"
    /// `monochrome-N` layers (with their opacity and clear-behind).
    case monochromeLayers = "monochrome-layers"
    /// `-sfsymbols-variable-threshold`: layers lit by the variable value.
    case variableColour = "variable-colour"
    /// Layers given by subpath index: the `LayerTree` group, `-sfsymbols-indices`, `.shapeGroupLayer-N`.
    case indexedLayers = "indexed-layers"
    /// Layer classes on a group inside a variant rather than on its paths.
    case groupLayerClasses = "group-layer-classes"
    /// `-sfsymbols-motion-group`, `-sfsymbols-always-pulses`, `-sfsymbols-always-breathes`.
    case motion
    /// `-sfsymbols-layer-tags`.
    case layerTags = "layer-tags"
    /// `<variant>-rotate-anchor` groups and `-sfsymbols-always-rotates`.
    case rotation
    /// The `.defaults` rule: animation defaults.
    case animationDefaults = "animation-defaults"
    /// The app's `SFSymbolsPreviewWireframe` preview class.
    case previewWireframe = "preview-wireframe"
    /// `data-clipstroke-keyframes`: the guide points of Draw On and Draw Off.
    case drawGuides = "draw-guides"
    /// `<variant>-draw-attachment-data` groups.
    case drawAttachments = "draw-attachments"
    /// `-sfsymbols-variable-draw`, and `.defaults`' `-sfsymbols-variable-value-mode:draw`.
    case variableDraw = "variable-draw"

    /// What leaving it out changes.
    package enum Kind: Sendable {
        /// What a still symbol draws: measured by drawing the file with and without it.
        case drawn
        /// What the symbol draws at a variable value (`UIImage(named:variableValue:)`): a
        /// still drawing cannot show it, so it always keeps its version.
        case variable
        /// Animations only (and the app's preview): a still symbol draws the same without it.
        case animation
    }

    /// The first template version that reads it.
    package var introduced: Version {
        switch self {
        case .variantMargins, .interpolation, .colourLayers: Version(3)
        case .monochromeLayers, .variableColour: Version(4)
        case .indexedLayers, .groupLayerClasses: Version(5)
        case .motion, .layerTags, .rotation, .animationDefaults, .previewWireframe: Version(6)
        case .drawGuides, .drawAttachments, .variableDraw: Version(7)
        }
    }

    package var kind: Kind {
        switch self {
        case .variantMargins, .interpolation, .colourLayers, .monochromeLayers, .indexedLayers, .groupLayerClasses: .drawn
        case .variableColour, .variableDraw: .variable
        case .motion, .layerTags, .rotation, .animationDefaults, .previewWireframe, .drawGuides, .drawAttachments: .animation
        }
    }

    package var description: String {
        switch self {
        case .variantMargins: "margins of variants other than Regular-M (left-margin-<variant>)"
        case .interpolation: "variants interpolated from Ultralight-S, Regular-S and Black-S"
        case .colourLayers: "multicolor and hierarchical layers (multicolor-N, hierarchical-N)"
        case .monochromeLayers: "monochrome layers (monochrome-N)"
        case .variableColour: "variable colour (-sfsymbols-variable-threshold)"
        case .indexedLayers: "layers by subpath index (LayerTree, -sfsymbols-indices, shapeGroupLayer-N)"
        case .groupLayerClasses: "layer classes on groups"
        case .motion: "motion groups and pulses (-sfsymbols-motion-group, -sfsymbols-always-pulses)"
        case .layerTags: "layer tags (-sfsymbols-layer-tags)"
        case .rotation: "rotation (<variant>-rotate-anchor, -sfsymbols-always-rotates)"
        case .animationDefaults: "animation defaults (.defaults)"
        case .previewWireframe: "the SF Symbols app's wireframe preview class (SFSymbolsPreviewWireframe)"
        case .drawGuides: "Draw On/Off guide points (data-clipstroke-keyframes)"
        case .drawAttachments: "Draw attachment data (<variant>-draw-attachment-data)"
        case .variableDraw: "variable draw (-sfsymbols-variable-draw)"
        }
    }

    package static func < (a: TemplateFeature, b: TemplateFeature) -> Bool {
        (a.introduced, allCases.firstIndex(of: a)!) < (b.introduced, allCases.firstIndex(of: b)!)
    }

    /// The features a reader of `version` reads.
    package static func read(by version: Version) -> Set<TemplateFeature> {
        Set(allCases.filter { $0.introduced <= version })
    }
}
