import SymbolBase

/// Rules for names that become folder names in the catalog.
package enum AssetName {
    /// Throws when `name` cannot be an asset folder name.
    package static func validate(_ name: String) throws(CatalogError) {
        if let reason = problem(name) { throw .invalidName(name, reason: reason) }
    }

    /// Group folder names: the asset rules, and no dot (Apple: "No period (.) can appear
    /// in the name of the group").
    package static func validateGroup(_ name: String) throws(CatalogError) {
        if let reason = problem(name) { throw .invalidGroup(name, reason: reason) }
        if name.contains(".") {
            throw .invalidGroup(name, reason: "group names may not contain '.' (Xcode would read it as an asset type)")
        }
    }

    static func problem(_ name: String) -> Message? {
        let bytes = name.utf8
        if bytes.isEmpty { return "it is empty" }
        if bytes.first == 0x2E { return "it starts with '.', which hides the folder" }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x2F { return "it contains '/'; use \(setting: "name") without a slash (groups come from sub-folders)" }
            if byte == 0x2E, previous == 0x2E { return "it contains '..'" }
            if byte < 0x20 || byte == 0x7F { return "it contains a control character" }
            previous = byte
        }
        if bytes.count > 200 { return "it is longer than 200 bytes" }
        return nil
    }

    /// `doc.text` → `doc_text`, for `--dots underscore`.
    package static func replacingDots(_ name: String) -> String {
        name.replacing(".", with: "_")
    }
}
