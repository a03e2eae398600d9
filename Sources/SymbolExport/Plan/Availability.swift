import SymbolBase

/// From which iOS version a symbol's vector is used, and where that comes from.
package struct Availability: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        /// The symbol's `available`.
        case explicit
        /// A custom symbol's template version (Apple: templates 3.0 and later are not backward
        /// compatible).
        case template(Version)
        /// Apple's tables: the iOS version the (oldest) name exists from.
        case metadata(name: String)
        /// The availability record beside the manifest (what the tables said on an export
        /// that had them): the iOS version the (oldest) name exists from.
        case record(name: String)
        /// Nothing says: iOS 13, the first with symbols, where the running system has it.
        case `default`
        /// Raised to iOS 15 from the source given: original mode on a multicolor template.
        indirect case multicolor(Source)

        /// `available`, `template`, `sf-symbols-tables`, `default`, `multicolor`: for `--json`.
        package var word: String {
            switch self {
            case .explicit: "available"
            case .template: "template"
            case .metadata: "sf-symbols-tables"
            case .record: "availability-record"
            case .default: "default"
            case .multicolor: "multicolor"
            }
        }
    }

    package var version: Version
    package var source: Source

    /// Whether something says from which iOS the symbol exists (its `available`, its template's
    /// version, Apple's tables or their record); if not, its bitmap is kept whatever the
    /// deployment target, and a missing vector is no surprise.
    package var isKnown: Bool { source.isKnown }
}

extension Availability.Source {
    package var isKnown: Bool {
        switch self {
        case .default: false
        case .multicolor(let source): source.isKnown
        default: true
        }
    }
}

/// One name of a system symbol and the iOS version it exists from.
package struct SystemName: Hashable, Sendable {
    package var name: String
    package var from: Version

    package init(name: String, from: Version) {
        (self.name, self.from) = (name, from)
    }
}

extension Version {
    /// The minimum iOS of a custom symbol's template: Apple documents that templates 3.0 and
    /// later are not backward compatible (1.0 iOS 13, 2.0 iOS 14, 3.0 iOS 15, 4.0 iOS 16,
    /// 5.0 iOS 17, 6.0 iOS 18, 7.0 iOS 26).
    package static func minimumOS(forTemplate version: Version) -> Version? {
        minimumOS(forTemplate: version, on: .ios)
    }

    /// The same on `platform`: the release of the same year there (1.0 → 2019, … 6.0 → 2024,
    /// 7.0 → 2025, Apple's `year_to_release` rows [Inference: Apple names the iOS version]),
    /// no earlier than the first that draws symbols (macOS 11).
    package static func minimumOS(forTemplate version: Version, on platform: Platform) -> Version? {
        guard version.major >= 1 else { return nil }
        let year = min(version.major, 7) - 1
        let versions: [Int] = switch platform.versionPlatform {
        case .macos: [11, 11, 12, 13, 14, 15, 26]
        case .watchos: [6, 7, 8, 9, 10, 11, 26]
        case .visionos: [1, 1, 1, 1, 1, 2, 26]
        default: [13, 14, 15, 16, 17, 18, 26]
        }
        return Version(versions[year])
    }
}
