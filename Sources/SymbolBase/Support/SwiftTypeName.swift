/// The name of the generated Swift type: an identifier, not a keyword.
package struct SwiftTypeName: Hashable, Sendable, CustomStringConvertible {
    package let text: String

    package init?(_ text: String) {
        guard SwiftIdentifier.isTypeName(text) else { return nil }
        self.text = text
    }

    private init(known text: String) {
        self.text = text
    }

    /// `Symbol`, the default.
    package static let symbol = SwiftTypeName(known: "Symbol")

    package var description: String { text }
}
