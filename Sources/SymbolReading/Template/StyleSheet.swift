/// The class rules of a template's `<style>` elements, read as text.
///
/// Class names such as `multicolor-0:tintColor` contain a colon; a CSS engine would read
/// `:tintColor` as a pseudo-class and drop the rule, so selectors are taken literally:
/// `.NAME` up to the end of the selector is one class name.
struct StyleSheet {
    private var rules: [String: [String: String]] = [:]

    init(css: String = "") {
        add(css)
    }

    mutating func add(_ css: String) {
        var text = Substring(Self.removingComments(css))
        while let open = text.firstIndex(of: "{") {
            guard let close = text[open...].firstIndex(of: "}") else { break }
            let selectors = text[..<open].split(separator: ",").map { $0.trimmed }
            let declarations = Self.declarations(String(text[text.index(after: open)..<close]))
            for selector in selectors where selector.hasPrefix(".") && !selector.dropFirst().contains(where: { $0 == " " || $0 == "." || $0 == ">" }) {
                let name = String(selector.dropFirst())
                for (property, value) in declarations { rules[name, default: [:]][property] = value }
            }
            text = text[text.index(after: close)...]
        }
    }

    /// The declarations of the rule(s) for class `name`; later rules override earlier ones.
    func declarations(forClass name: String) -> [String: String]? {
        rules[name]
    }

    var classNames: Dictionary<String, [String: String]>.Keys { rules.keys }

    /// `fill:#000;opacity:0.5` → [("fill", "#000"), ("opacity", "0.5")].
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let property = declaration[..<colon].trimmed.lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmed
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmed }
            return property.isEmpty ? nil : (property, value)
        }
    }

    private static func removingComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.firstRange(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
