/// One entry of a folder, as the folder lists it.
package struct DirectoryEntry: Sendable, Equatable {
    /// What the entry says it is, when the file system says (`d_type`), sparing a stat; `other`
    /// is a link, something else, or not known without a stat.
    package enum Kind: Sendable, Equatable {
        case file, folder, other
    }

    /// The name; nil when it is not valid UTF-8.
    package var name: String?
    /// The name, bytes that are not UTF-8 replaced (for messages).
    package var lossyName: String
    package var type: Kind
}
