/// Text written into XML, SVG or HTML by the tool.
package enum XMLText {
    /// `text` with `&`, `<`, `>` and `"` as entities: safe in element content and in
    /// double-quoted attribute values.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
