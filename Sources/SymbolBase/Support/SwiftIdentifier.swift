/// Swift names for generated code.
package enum SwiftIdentifier {
    /// Swift's reserved words: as case names they are written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "any", "some",
    ]

    /// Members the generated enum has itself: a case of the same name gets a trailing `_`.
    package static let members: Set<String> = ["image", "rawValue", "allCases", "hashValue", "load", "bundle"]

    /// The enum case for an asset name: lowerCamelCase of its words, split at every character
    /// that is not an ASCII letter or digit (`doc.on.doc` → `docOnDoc`, `star_fill` → `starFill`,
    /// `HTTP.globe` → `httpGlobe`); `_` before a leading digit (`123.rectangle` → `_123Rectangle`);
    /// keywords in backticks (`` `repeat` ``). Groups are not part of it.
    package static func caseName(for assetName: String) -> String {
        let words = assetName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return "_" }
        var name = lowerFirstWord(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "_" + name }
        if members.contains(name) { name += "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `Heart` → `heart`, `HTTPServer` → `httpServer`, `URL` → `url`.
    private static func lowerFirstWord(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count { return word.lowercased() }
        let lowered = upper == 1 ? 1 : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Whether `text` can name a type: an identifier of letters, digits and `_`, not starting with a digit,
    /// not a keyword.
    package static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !keywords.contains(text)
    }
}
