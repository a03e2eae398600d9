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
        let text = Array(css.utf8)
        for rule in CSSRules.scan(text, in: 0..<text.count) {
            let selectors = CSSRules.string(text, rule.selector).split(separator: ",").map { $0.trimmed }
            let declarations = Self.declarations(CSSRules.string(text, rule.body))
            for selector in selectors where selector.hasPrefix(".") && !selector.dropFirst().contains(where: { $0 == " " || $0 == "." || $0 == ">" }) {
                let name = String(selector.dropFirst())
                for (property, value) in declarations { rules[name, default: [:]][property] = value }
            }
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
}
