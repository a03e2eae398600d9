import SymbolBase

/// An Xcode release, by its major version, and the newest template version it reads: the one
/// table of which Xcode reads which template (the `xcode` option, the "Requires Xcode N or
/// greater" of a rewritten template, its choices).
package struct XcodeRelease: Hashable, Sendable {
    package let major: Int
    package let newestTemplate: Version

    /// [File] 2.0 → 12, 3.0 → 13, 4.0 → 14 and 6.0 → 16 in the Notes of real exports; 7.0 → 26 and
    /// Xcode 16 refusing 7.0 ("Template format 7.0 is newer than the version that this software
    /// supports (6.0)") as reported for SF Symbols 7 exports; 5.0 → 15 by the same step
    /// [Unverified]. Xcode went from 16 to 26.
    package static let all = [(12, 2), (13, 3), (14, 4), (15, 5), (16, 6), (26, 7)].map { XcodeRelease(major: $0, newestTemplate: Version($1)) }

    private init(major: Int, newestTemplate: Version) {
        (self.major, self.newestTemplate) = (major, newestTemplate)
    }

    /// The release `major`; nil for a number that is no Xcode release this tool knows.
    package init?(major: Int) {
        guard let release = Self.all.first(where: { $0.major == major }) else { return nil }
        self = release
    }

    /// The oldest release that reads a template of `version` (the newest for a version newer
    /// than every release known).
    package static func reading(_ version: Version) -> XcodeRelease {
        all.first { $0.newestTemplate >= version } ?? all[all.count - 1]
    }
}

/// `xcode`: the Xcode that must read the symbolsets, by its major version (16, 26).
extension XcodeRelease: OptionValue {
    package init(argument: String) throws(OptionValueError) {
        guard let release = Int(argument.trimmed).flatMap(XcodeRelease.init(major:)) else { throw .notOneOf(value: argument, allowed: Self.choices) }
        self = release
    }

    package var argument: String { String(major) }
    package static var manifestForm: ManifestForm { .stringOrNumber(expected: "an Xcode version such as 16") }
    package static var choices: [String] { all.map { String($0.major) } }
}
