/// Rules for names that become folder names in the catalog.
public enum AssetName {
    /// Throws when `name` cannot be an asset folder name.
    public static func validate(_ name: String) throws(CatalogError) {
        if let reason = problem(name) { throw .invalidName(name, reason: reason) }
    }

    /// Group folder names: the asset rules, and no dot (Apple: "No period (.) can appear
    /// in the name of the group").
    public static func validateGroup(_ name: String) throws(CatalogError) {
        if let reason = problem(name) { throw .invalidGroup(name, reason: reason) }
        if name.contains(".") {
            throw .invalidGroup(name, reason: "group names may not contain '.' (Xcode would read it as an asset type)")
        }
    }

    static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.contains("/") { return "it contains '/'; use --name without a slash (groups come from sub-folders)" }
        if name.hasPrefix(".") { return "it starts with '.', which hides the folder" }
        if name.contains("..") { return "it contains '..'" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "it contains a control character"
        }
        if name.utf8.count > 200 { return "it is longer than 200 bytes" }
        return nil
    }

    /// `doc.text` → `doc_text`, for `--dots underscore`.
    public static func replacingDots(_ name: String) -> String {
        name.replacingOccurrences(of: ".", with: "_")
    }
}

extension String {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
