/// A two-part version number: an OS version as Swift's `#available` writes it (`13.0`, `15.2`), or an
/// SF Symbols template version (`6.0`).
package struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(_ major: Int, _ minor: Int = 0) {
        (self.major, self.minor) = (major, minor)
    }

    /// Reads `13`, `13.0` or `15.2`; nil for anything else (`13.0.1` included: `#available`
    /// takes at most a patch level, which iOS symbol availability never needs).
    package init?(_ text: String) {
        let parts = text.trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let major = Int(parts[0]), (1...99).contains(major) else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, (0...99).contains(minor) else { return nil }
        self.init(major, minor)
    }

    package var description: String { "\(major).\(minor)" }

    package static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    /// The first iOS that shows symbol images: `UIImage(systemName:)` and symbolsets.
    package static let symbols = Version(13)
    /// The first iOS that asks a symbol for its multicolor layers:
    /// `UIImage.SymbolConfiguration.preferringMulticolor()`.
    package static let multicolor = Version(15)
}
