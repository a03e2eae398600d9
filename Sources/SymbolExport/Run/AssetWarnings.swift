import SymbolBase
import SymbolReading
import SymbolRendering

/// The warnings about one asset, and the one place they are silenced.
enum AssetWarnings {
    /// The warnings of a render: the converter's, and a symbolset asked of a plain SVG.
    static func render(_ symbol: RenderedSymbol, job: ExportJob) -> [Diagnostic] {
        var warnings = symbol.warnings
        if job.options.symbolSet, !job.fromSymbolSet, symbol.template == nil { warnings.append(.symbolSetIgnored) }
        return warnings.map { .warning(job.source, $0.message, code: $0.code) }
    }

    /// A symbolset a cap (`template-version` N, `xcode`) made lose what it draws.
    static func symbolSet(_ choice: TemplateVersionChoice, job: ExportJob) -> [Diagnostic] {
        guard !choice.lost.isEmpty, let written = choice.written, let read = choice.read else { return [] }
        let lost = choice.lost.map(\.description).joined(separator: ", ")
        return [.warning(job.source,
            "its symbolset is written as template v\(written), the newest \(capName(job)) allows, and v\(written) has no \(lost): "
            + "it draws otherwise than the v\(read) file; raise \(setting: "template-version") or \(setting: "xcode") if the app needs it",
            code: .templateVersion)]
    }

    /// `template-version 4.0`, `xcode 16`: what set the cap.
    private static func capName(_ job: ExportJob) -> Message {
        let policy = job.options.templateVersionPolicy
        if let xcode = policy.xcode, policy.cap == XcodeRelease(major: xcode)?.newestTemplate { return "\(setting: "xcode", String(xcode))" }
        return "\(setting: "template-version", policy.cap?.description ?? "")"
    }

    /// What a symbolset written in an older version than it came in says, when written; the
    /// release it draws from named on the export's platforms (`releaseText`).
    static func symbolSetNote(_ choice: TemplateVersionChoice, job: ExportJob,
                              releaseText: (Version) -> String = { "iOS \($0)" }) -> [Diagnostic] {
        guard choice.isLowered, let written = choice.written, let read = choice.read else { return [] }
        var text: Message = "symbolset written as template v\(written), not v\(read)"
        if choice.lost.isEmpty {
            text = text + ": it draws the same" + (Version.minimumOS(forTemplate: written).map { ", from \(releaseText($0)) as a vector" } ?? "")
        }
        if !choice.heldBy.isEmpty {
            text = text + "; held above v\(Version(written.major - 1)) by \(choice.heldBy.map(\.description).joined(separator: ", "))"
        }
        if !choice.dropped.isEmpty { text = text + "; left out (animations only): \(choice.dropped.map(\.description).joined(separator: ", "))" }
        return [.note(job.source, text)]
    }

    /// The export's warnings about an asset: the plan's (a dot-prefix name), and, when Swift
    /// accessors are asked for (they decide how the symbol loads), a custom symbol whose
    /// template needs a later iOS than it is used from, or a system symbol used before any of
    /// its names exists.
    static func export(_ job: ExportJob, facts: AssetFacts?, options: ExportOptions, tables: SymbolTables = SymbolTables()) -> [Diagnostic] {
        var warnings = job.warnings
        let deploymentTarget = options.deploymentTarget
        if options.swiftFile != nil, let facts, job.kind(isTemplate: facts.isTemplate) == .custom,
           let version = facts.template?.symbolSet?.written ?? facts.template?.version,
           let needed = Version.minimumOS(forTemplate: version), needed > max(job.available, deploymentTarget) {
            let why = version.major >= 3 ? "Apple: templates 3.0 and later are not backward compatible" : "the SF Symbols \(version.major) release"
            let from: Message = job.available > deploymentTarget ? "its \(setting: "available")" : "the deployment target"
            warnings.append(.warning(job.source,
                "template v\(version) needs \(options.releaseText(needed)) (\(why)), but the symbol is used from \(options.releaseText(max(job.available, deploymentTarget))) "
                + "(\(from)); set \(setting: "available", options.availableValue(needed)) for it, or leave it out, so earlier systems show its bitmap",
                code: .templateVersion))
        }
        if options.swiftFile != nil, let facts, job.kind(isTemplate: facts.isTemplate) == .system, job.availability.source == .explicit,
           let oldest = job.systemNames.last, oldest.from > job.available {
            let names = job.systemNames.count > 1 ? "`\(oldest.name)`, its oldest name," : "`\(oldest.name)`"
            warnings.append(.warning(job.source,
                "\(names) exists from \(options.releaseText(oldest.from)) (\(tables.apple?.source?.name ?? "Apple's tables")), but the symbol is used from \(options.releaseText(job.available)): "
                + "those systems show its bitmap, and a debug build stops there; set \(setting: "available", options.availableValue(oldest.from)), or leave it out",
                code: .availability))
        }
        if let facts, job.kind(isTemplate: facts.isTemplate) != .image, !job.availability.isKnown, deploymentTarget >= Version.symbols {
            let platforms = Set(options.exportPlatforms.map { $0 == .maccatalyst || $0 == .tvos ? "iOS" : $0.name })
            warnings.append(unknownAvailability(job, platforms: platforms.sorted().joined(separator: " or "),
                                                deploymentTarget: options.releaseText(deploymentTarget), tables: tables))
        }
        if job.options.format == .svg, deploymentTarget < Version.symbols {
            warnings.append(.warning(job.source,
                "\(setting: "format", "svg") keeps its vector from iOS 13 (Xcode 12 release notes); for iOS 12, Xcode draws it into bitmaps "
                + "at build time, which do not scale; \(setting: "format", "pdf") keeps its vector from iOS 11", code: .format))
        }
        return warnings
    }

    /// A symbol nothing says the deployment target has: its bitmap is kept for it.
    private static func unknownAvailability(_ job: ExportJob, platforms: String, deploymentTarget: String, tables: SymbolTables) -> Diagnostic {
        .warning(job.source,
            "from which \(platforms) '\(job.systemName)' exists is not known here: \(tables.unknownReason()), and it has no \(setting: "available"); "
            + "its bitmap is kept for \(deploymentTarget) and later, which may lack the symbol; export once where the tables are "
            + "(any Mac: the SF Symbols app's, or the system's CoreGlyphs bundle's) and commit the record it writes, or set \(setting: "available")",
            code: .unknownAvailability)
    }
}
