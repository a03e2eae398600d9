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
    /// that is not a letter or digit Swift allows in an identifier (`doc.on.doc` → `docOnDoc`,
    /// `star_fill` → `starFill`, `HTTP.globe` → `httpGlobe`, `häuser` → `häuser`); `_` before a
    /// leading digit (`123.rectangle` → `_123Rectangle`); keywords in backticks
    /// (`` `repeat` ``). Groups are not part of it.
    package static func caseName(for assetName: String) -> String {
        let words = assetName.split { !(($0.isLetter || $0.isNumber) && isIdentifierCharacter($0)) }.map(String.init)
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

    /// Whether Swift takes `character` inside an identifier: every scalar in the ranges The
    /// Swift Programming Language gives for `identifier-head`, or a digit or combining mark of
    /// `identifier-character` (Lexical Structure, Identifiers).
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return identifierRanges.contains { $0.contains(value) }
        }
    }

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
        0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE20...0xFE2F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
}
