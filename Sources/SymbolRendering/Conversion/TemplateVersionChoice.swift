import SymbolBase
import SymbolReading

/// How the template version of a symbolset the tool writes is chosen: `template-version`
/// (`auto`, `keep`, or a version not to go above) and `xcode` (the same bound, named by the
/// Xcode that must read the file).
package struct TemplateVersionPolicy: Hashable, Sendable {
    package enum Target: Hashable, Sendable {
        /// The oldest version that draws the same (`TemplateVersioning`).
        case auto
        /// The version the file came in.
        case keep
        /// As `auto`, at most this version.
        case atMost(Version)
    }

    package var target: Target
    /// The Xcode that must read the file: its newest version bounds what is written.
    package var xcode: Int?

    package init(target: Target = .auto, xcode: Int? = nil) {
        (self.target, self.xcode) = (target, xcode)
    }

    /// The newest version it may write: the lower of `atMost` and what `xcode` reads.
    package var cap: Version? {
        let bounds = [target.bound, xcode.flatMap(XcodeRelease.init(major:))?.newestTemplate].compactMap { $0 }
        return bounds.min()
    }
}

extension TemplateVersionPolicy.Target {
    var bound: Version? {
        if case .atMost(let version) = self { return version }
        return nil
    }
}

/// The version a symbolset's template is written in, why, and its bytes.
package struct TemplateVersionChoice: Equatable, Sendable {
    /// What keeps a template from being written one version lower.
    package enum Hold: Hashable, Sendable, CustomStringConvertible {
        /// A feature the lower version does not read changes what is drawn (`kind` drawn), or
        /// what is drawn at a variable value (`kind` variable).
        case feature(TemplateFeature)
        /// Before 3.0 a template must draw Regular-M: nothing derives it (actool's reader
        /// interpolates from 3.0 only, and asks for Regular-M otherwise).
        case regularMedium
        /// The file cannot be written in the lower version.
        case rewrite(TemplateRewriter.Refusal)

        /// `feature` words for reports and records: the feature's name, `regular-m`, `rewrite`.
        package var word: String {
            switch self {
            case .feature(let feature): feature.rawValue
            case .regularMedium: "regular-m"
            case .rewrite: "rewrite"
            }
        }

        package var description: String {
            switch self {
            case .feature(let feature): feature.description
            case .regularMedium: "no Regular-M drawing (before 3.0 nothing derives it)"
            case .rewrite(let refusal): "it cannot be rewritten: \(refusal)"
            }
        }
    }

    /// The version the file came in; nil when it is not a template with a known version.
    package var read: Version?
    /// The version written: `read` unless lowered.
    package var written: Version?
    /// Why it is not written in the version below `written` (empty at 2.0, the oldest written,
    /// or when lowering was not asked for).
    package var heldBy: [Hold] = []
    /// Animation data (and the app's preview class) the written version does not carry: left out.
    package var dropped: [TemplateFeature] = []
    /// What a cap (`template-version` N, `xcode`) made it leave out that changes what it draws.
    package var lost: [TemplateFeature] = []
    /// A cap that could not be met, and why: the file is kept as it came, newer than the cap.
    package var unmetCap: Hold?
    /// The file's bytes as written.
    package var bytes: [UInt8]

    /// Whether it is written in another version than it came in.
    package var isLowered: Bool { written != read }

    /// The file as it came.
    package static func unchanged(_ bytes: [UInt8], read: Version?) -> TemplateVersionChoice {
        TemplateVersionChoice(read: read, written: read, bytes: bytes)
    }
}

extension TemplateVersionChoice {
    /// What reports and records keep of a choice: the version written and the words of why.
    package struct Summary: Hashable, Sendable {
        package var written: Version
        /// `Hold.word`s.
        package var heldBy: [String]
        package var dropped: [TemplateFeature]
        package var lost: [TemplateFeature]

        package init(written: Version, heldBy: [String] = [], dropped: [TemplateFeature] = [], lost: [TemplateFeature] = []) {
            (self.written, self.heldBy, self.dropped, self.lost) = (written, heldBy, dropped, lost)
        }

        /// `3.0;colour-layers;motion,layer-tags;`: the version, then the holds, the features
        /// left out and those lost, apart by `;` (an export's state records it).
        package var recorded: String {
            [written.description, heldBy.joined(separator: ","), dropped.map(\.rawValue).joined(separator: ","),
             lost.map(\.rawValue).joined(separator: ",")].joined(separator: ";")
        }

        /// Reads what `recorded` wrote; nil when it does not read back.
        package init?(recorded text: String) {
            let fields = text.split(separator: ";", omittingEmptySubsequences: false).map { $0.split(separator: ",").map(String.init) }
            guard fields.count == 4, fields[0].count == 1, let written = Version(fields[0][0]) else { return nil }
            let dropped = fields[2].compactMap(TemplateFeature.init(rawValue:)), lost = fields[3].compactMap(TemplateFeature.init(rawValue:))
            guard dropped.count == fields[2].count, lost.count == fields[3].count else { return nil }
            self.init(written: written, heldBy: fields[1], dropped: dropped, lost: lost)
        }
    }

    /// The summary; nil for a file of no known version.
    package var summary: Summary? {
        written.map { Summary(written: $0, heldBy: heldBy.map(\.word), dropped: dropped, lost: lost) }
    }
}
