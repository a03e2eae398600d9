/// The `<style>` rules of a template written in an older version: the rules of classes it does
/// not read left out, and the properties it does not read taken out of the others, the rest as
/// written.
extension TemplateRewriter {
    /// The edits of the style element `element` for a reader of `reading`, into `edits`.
    static func editStyle(_ element: XMLElement, reading: Set<TemplateFeature>, edits: inout TextEdits) {
        let text = edits.text
        for run in MarkupScan.characterData(of: element, in: text) {
            for rule in CSSRules.scan(text, in: run.range) {
                let names = CSSRules.string(text, rule.selector).split(separator: ",").map { $0.trimmed }
                let classes = names.map { $0.hasPrefix(".") ? String($0.dropFirst()) : "" }
                if classes.allSatisfy({ TemplateFeature.of(className: $0).map { !reading.contains($0) } ?? false }) {
                    edits.removeLine(of: rule.selector.lowerBound..<(rule.body.upperBound + 1))
                    continue
                }
                editDeclarations(rule.body, reading: reading, edits: &edits)
            }
        }
    }

    /// Takes the declarations a reader of `reading` does not read out of a rule's body.
    private static func editDeclarations(_ body: Range<Int>, reading: Set<TemplateFeature>, edits: inout TextEdits) {
        let text = edits.text
        var start = body.lowerBound
        var declarations: [(range: Range<Int>, removed: Bool)] = []
        for i in body.lowerBound...body.upperBound where i == body.upperBound || text[i] == 0x3B {
            let declaration = String(decoding: text[start..<i], as: UTF8.self)
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmed.lowercased() }
            var feature = parts.first.flatMap { TemplateFeature.properties[$0] }
            if parts.count == 2, parts[0] == "-sfsymbols-variable-value-mode", parts[1] == "draw" { feature = .variableDraw }
            declarations.append((start..<i, feature.map { !reading.contains($0) } ?? false))
            start = i + 1
        }
        // The kept declarations as written, apart by `;` as before (a trailing one kept).
        guard declarations.contains(where: \.removed) else { return }
        var kept = declarations.filter { !$0.removed }.map { String(decoding: text[$0.range], as: UTF8.self) }
        if kept.count > 1, kept.last?.trimmed.isEmpty == true, declarations.last?.removed == false { kept[kept.count - 1] = "" }
        if kept.count == 1, kept[0].trimmed.isEmpty { kept = [] }
        edits.replace(body, with: kept.joined(separator: ";"))
    }
}
