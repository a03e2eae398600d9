import SymbolBase

/// Writes a template in an older format version, as that version lays it out: its version text
/// and its "Requires Xcode N or greater" line, and without everything that version does not
/// read (`TemplateFeature`): the classes, rules, properties, attributes and groups of newer
/// features, and below 3.0 the margin guides of variants other than Regular-M, whose own become
/// the plain `left-margin` and `right-margin` of a 2.0 file. The rest of the bytes stay as
/// they were. Whether the file still draws the same is not decided here (`TemplateVersioning`).
package enum TemplateRewriter {
    /// Why a template cannot be written in another version.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// No text names the version (it was read from the guides' structure).
        case noVersionText
        /// The version's digits are split across elements, or written with references.
        case versionTextSplit
        /// The document was transcoded to be read: its bytes are not the text edited.
        case notUTF8
        /// Written in that version, it no longer reads as the original draws (checked by
        /// `TemplateVersioning`): something this tool does not rewrite.
        case drawsOtherwise

        package var description: String {
            switch self {
            case .noVersionText: "no template-version text names its version"
            case .versionTextSplit: "its template-version text is split in a way this tool does not rewrite"
            case .notUTF8: "it is not UTF-8"
            case .drawsOtherwise: "rewritten, it would not draw the same"
            }
        }
    }

    /// The bytes of `source`'s template written as version `version`.
    package static func rewrite(_ source: SVGSource, as version: Version) throws(Refusal) -> [UInt8] {
        let document = source.document
        guard document.text == source.bytes else { throw .notUTF8 }
        let reading = TemplateFeature.read(by: version)
        var edits = TextEdits(document.text)
        try editVersion(document, to: version, edits: &edits)
        var ids: Set<String> = []
        for element in document.elements { if let id = element[attribute: "id"] { ids.insert(id) } }
        let variantRoots = Set(document.elements.indices.filter { document.elements[$0][attribute: "id"].flatMap(SymbolVariant.init(id:)) != nil })
        var insideVariant = Array(repeating: false, count: document.elements.count)
        for (index, element) in document.elements.enumerated() where element.parent >= 0 {
            insideVariant[index] = variantRoots.contains(element.parent) || insideVariant[element.parent]
        }
        for (index, element) in document.elements.enumerated() {
            if element.localName == "style" { editStyle(element, reading: reading, edits: &edits) }
            if let id = element[attribute: "id"], let removal = removal(id: id, reading: reading, ids: ids) {
                switch removal {
                case .element: edits.removeLine(of: element.offset..<element.endOffset)
                case .rename(let name): renameID(element, to: name, edits: &edits)
                }
                continue
            }
            let groupInVariant = insideVariant[index] && !TemplateShape.elementNames.contains(element.localName)
            editAttributes(element, reading: reading, groupInVariant: groupInVariant, edits: &edits)
        }
        return edits.applied()
    }

    private enum Removal {
        case element
        case rename(String)
    }

    /// What becomes of the element with `id` for a reader of `reading`.
    private static func removal(id: String, reading: Set<TemplateFeature>, ids: Set<String>) -> Removal? {
        guard let feature = TemplateFeature.of(id: id), !reading.contains(feature) else {
            // Below 3.0 Regular-M's own guides are the plain ones; a plain one beside them goes.
            if !reading.contains(.variantMargins) {
                if id == "left-margin-Regular-M" { return .rename("left-margin") }
                if id == "right-margin-Regular-M" { return .rename("right-margin") }
                if (id == "left-margin" || id == "right-margin"), ids.contains(id + "-Regular-M") { return .element }
            }
            return nil
        }
        return .element
    }

    private static func renameID(_ element: XMLElement, to name: String, edits: inout TextEdits) {
        for attribute in MarkupScan.attributes(of: element, in: edits.text) where attribute.name == "id" {
            edits.replace(attribute.value, with: name)
        }
        editAttributes(element, reading: Set(TemplateFeature.allCases), groupInVariant: false, edits: &edits)
    }

    /// Takes the class tokens and attributes a reader of `reading` does not read out of the
    /// start tag of `element`; `groupInVariant`: a group inside a variant, whose layer classes
    /// readers before 5.0 do not read.
    private static func editAttributes(_ element: XMLElement, reading: Set<TemplateFeature>, groupInVariant: Bool, edits: inout TextEdits) {
        for attribute in MarkupScan.attributes(of: element, in: edits.text) {
            switch attribute.name {
            case "data-clipstroke-keyframes" where !reading.contains(.drawGuides):
                edits.remove(attribute.whole)
            case "class":
                let value = String(decoding: edits.text[attribute.value], as: UTF8.self)
                let tokens = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
                let kept = tokens.filter { token in
                    guard let feature = TemplateFeature.of(className: token) else { return true }
                    if groupInVariant, !reading.contains(.groupLayerClasses), [.monochromeLayers, .colourLayers].contains(feature) { return false }
                    return reading.contains(feature)
                }
                guard kept.count < tokens.count else { continue }
                if kept.isEmpty { edits.remove(attribute.whole) } else { edits.replace(attribute.value, with: kept.joined(separator: " ")) }
            default:
                continue
            }
        }
    }

    /// The version text's digits, and the number of every "Requires Xcode N or greater" line.
    private static func editVersion(_ document: XMLDocument, to version: Version, edits: inout TextEdits) throws(Refusal) {
        let id = document.elements.firstIndex { $0[attribute: "id"] == "template-version" }
        let candidates = (id.map { [$0] } ?? []) + document.elements.indices.filter { document.elements[$0].localName == "text" }
        guard let index = candidates.first(where: { SymbolTemplate.parseVersion(document.textContent(of: $0)) != nil }) else {
            throw .noVersionText
        }
        guard let digits = number(after: "Template v", in: document.elements[index], text: edits.text, version: true) else {
            throw .versionTextSplit
        }
        edits.replace(digits, with: version.description)
        for element in document.elements where element.localName == "text" {
            if let xcode = number(after: "Requires Xcode ", in: element, text: edits.text, version: false) {
                edits.replace(xcode, with: String(XcodeRelease.reading(version).major))
            }
        }
    }

    /// The range of the number after `prefix` in one run of `element`'s character data
    /// (`6.0` after `Template v.`, `16` after `Requires Xcode `); nil when no single run holds it.
    private static func number(after prefix: String, in element: XMLElement, text: [UInt8], version: Bool) -> Range<Int>? {
        let runs = MarkupScan.characterData(of: element, in: text)
        let whole = runs.map(\.text).joined()
        guard let found = whole.range(of: prefix) else { return nil }
        var start = whole.utf8.distance(from: whole.startIndex, to: found.upperBound)
        let bytes = Array(whole.utf8)
        if version { while start < bytes.count, bytes[start] == UInt8(ascii: ".") || bytes[start] == UInt8(ascii: " ") { start += 1 } }
        var end = start
        while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 || (version && bytes[end] == UInt8(ascii: ".")) { end += 1 }
        guard end > start else { return nil }
        // Back from the joined text to the document's bytes: the run that holds all of it.
        var offset = 0
        for run in runs {
            let length = run.range.count
            if start >= offset, end <= offset + length, !text[run.range].contains(UInt8(ascii: "&")) {
                return (run.range.lowerBound + start - offset)..<(run.range.lowerBound + end - offset)
            }
            offset += length
        }
        return nil
    }
}
