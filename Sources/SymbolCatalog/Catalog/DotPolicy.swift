/// How dots in file names become asset names.
package enum DotPolicy: String, Sendable, CaseIterable {
    /// `doc.text.svg` → `doc.text` (the SF Symbols name).
    case keep
    /// `doc.text.svg` → `doc_text`, so `UIImage(named:)` cannot mistake `.text` for an extension.
    case underscore
}
