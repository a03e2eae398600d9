/// An animation or variable-rendering annotation a template carries, which a still fallback
/// never draws: it shows the symbol at rest, fully drawn, as the SF Symbols app's preview does at
/// 100 % (Apple, "Creating custom symbol images for your app": Draw On/Off, variable draw,
/// rotation, pulses, motion groups, variable colour, animation defaults).
package enum TemplateAnnotation: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `data-clipstroke-keyframes` on paths: the guide points of Draw On and Draw Off (v7).
    case drawGuides = "data-clipstroke-keyframes"
    /// `-sfsymbols-variable-draw`: layers that draw by the variable value (v7).
    case variableDraw = "-sfsymbols-variable-draw"
    /// `<variant>-draw-attachment-data` groups (v7).
    case drawAttachments = "-draw-attachment-data"
    /// `<variant>-rotate-anchor` groups and `-sfsymbols-always-rotates` (v6 and later).
    case rotation = "-rotate-anchor"
    /// `.defaults {…}`: the animation defaults (v6 and later).
    case animationDefaults = ".defaults"
    /// `-sfsymbols-motion-group`, `-sfsymbols-always-pulses`, `-sfsymbols-always-breathes` (v6 and later).
    case motion = "-sfsymbols-motion-group"
    /// `-sfsymbols-variable-threshold`: layers that light up by the variable value (v4 and later).
    case variableColour = "-sfsymbols-variable-threshold"

    package var description: String {
        switch self {
        case .drawGuides: "Draw On/Off guide points (data-clipstroke-keyframes)"
        case .variableDraw: "variable draw (-sfsymbols-variable-draw)"
        case .drawAttachments: "Draw attachment data (<variant>-draw-attachment-data)"
        case .rotation: "rotation (<variant>-rotate-anchor, -sfsymbols-always-rotates)"
        case .animationDefaults: "animation defaults (.defaults)"
        case .motion: "motion groups and pulses (-sfsymbols-motion-group, -sfsymbols-always-pulses)"
        case .variableColour: "variable colour (-sfsymbols-variable-threshold)"
        }
    }

    /// Whether `id` names an annotation group of a variant (`Regular-S-rotate-anchor`), which
    /// holds no drawing of the symbol, wherever it stands.
    static func isAnnotationGroup(_ id: String) -> Bool {
        id.hasSuffix(drawAttachments.rawValue) || id.hasSuffix(rotation.rawValue)
    }

    /// The annotations of a document and its class rules, in the order of `allCases`.
    static func found(in document: XMLDocument, sheet: StyleSheet) -> [TemplateAnnotation] {
        var found: Set<TemplateAnnotation> = []
        let declarations = sheet.classNames.compactMap { sheet.declarations(forClass: $0) }
        if sheet.declarations(forClass: "defaults") != nil { found.insert(.animationDefaults) }
        for properties in declarations {
            if properties["-sfsymbols-variable-draw"] != nil { found.insert(.variableDraw) }
            if properties["-sfsymbols-always-rotates"] != nil { found.insert(.rotation) }
            if properties["-sfsymbols-variable-threshold"] != nil { found.insert(.variableColour) }
            if ["-sfsymbols-motion-group", "-sfsymbols-always-pulses", "-sfsymbols-always-breathes"].contains(where: { properties[$0] != nil }) {
                found.insert(.motion)
            }
        }
        for element in document.elements {
            if element[attribute: "data-clipstroke-keyframes"] != nil { found.insert(.drawGuides) }
            if let id = element[attribute: "id"] {
                if id.hasSuffix(drawAttachments.rawValue) { found.insert(.drawAttachments) }
                if id.hasSuffix(rotation.rawValue) { found.insert(.rotation) }
            }
        }
        return allCases.filter(found.contains)
    }
}
