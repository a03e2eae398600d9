import SourceScanning
import SymbolBase
import SymbolExport

/// System symbols, on each platform a file is read for: one the oldest supported version there
/// does not have, unguarded and without a fallback, is an error (the icon is blank there), its
/// remedy naming an older name where Apple renamed it. A name Apple's tables do not know draws
/// nothing on any version they cover, an error where they are (a warning from a record, which
/// lists only some names); where the tables end before the deployment target, the name may be
/// newer than they are, a warning. Names nothing knows the availability of are one warning.
struct SystemSymbolCheck: AuditCheck {
    func findings(_ facts: AuditFacts) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var unknown: Set<String> = []
        var unknownOn: Set<Platform> = []
        var suggestions: [String: String?] = [:]
        // A name the tables do not know is unknown on every platform: one finding at its place.
        var unknownPlaces: Set<SymbolUse.Place> = []
        let unknownSeverity: Diagnostic.Severity = facts.knowledge.isComplete ? .error : .warning
        for use in facts.uses where use.kind == .system {
            guard let name = use.name else { continue }
            let platform = use.platform
            guard let introduced = facts.knowledge.introduced(name, on: platform) else {
                if let custom = facts.customSymbols[name] {
                    findings.append(AuditFinding(.unknownSymbol, at: use, "'\(name)' is a custom symbol of \(custom.catalog), not a system one: "
                        + "\(use.api) never finds it", remedy: "load it with UIImage(named:), NSImage(named:) or Image(_:)", severity: unknownSeverity))
                } else if facts.knowledge.isComplete, !facts.knowledge.lists(name) {
                    guard unknownPlaces.insert(use.place).inserted else { continue }
                    let suggestion = suggestions[name] ?? facts.knowledge.suggestion(for: name)
                    suggestions[name] = suggestion
                    findings.append(unknownName(name, at: use, suggestion: suggestion, facts))
                } else {
                    unknown.insert(name)
                    unknownOn.insert(platform)
                }
                continue
            }
            guard let target = use.deploymentTarget, introduced > target, (use.guarded ?? Version(0)) < introduced,
                  !facts.entries.contains(where: { $0.exported && !$0.isCustom && $0.systemName == name }), !facts.imageSets.contains(name) else { continue }
            let system = platform.name
            findings.append(AuditFinding(.unavailableSymbol, at: use, "'\(name)' exists from \(system) \(introduced); the app deploys to \(system) \(target)",
                                         remedy: remedy(name: name, introduced: introduced, target: target, platform: platform, facts)))
        }
        if !unknown.isEmpty { findings.append(unknownAvailability(unknown, on: unknownOn, facts)) }
        return findings
    }

    /// A name the tables do not know: an error on the versions they cover from the deployment
    /// target on; a warning where they end before it (the name may be newer than they are).
    private func unknownName(_ name: String, at use: SymbolUse, suggestion: String?, _ facts: AuditFacts) -> AuditFinding {
        let platform = use.platform
        let tables = facts.knowledge.tablesName(on: platform)
        let mean = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        let newer: Message = "audit with newer ones (\(setting: "symbols-metadata"), or the SF Symbols app's on a Mac)"
        if let newest = facts.knowledge.newestRelease(on: platform), let target = use.deploymentTarget, newest < target {
            let system = platform.versionPlatform.name
            return AuditFinding(.unknownSymbol, at: use, "'\(name)' is unknown to \(facts.knowledge.tablesTitle), "
                + "which end at \(system) \(newest), before the app's deployment target \(system) \(target): a typo, or a symbol newer than the tables\(mean)",
                remedy: "check the name; " + newer, severity: .warning)
        }
        let range: String = switch (use.deploymentTarget, facts.knowledge.newestRelease(on: platform)) {
        case (let target?, let newest?): "it draws nothing on \(platform.name) \(target) to \(newest)"
        case (nil, let newest?): "it draws nothing on any \(platform.name) to \(newest)"
        default: "it draws nothing on any OS"
        }
        return AuditFinding(.unknownSymbol, at: use, "'\(name)' is not a system symbol in \(tables): \(range)\(mean)",
                            remedy: "correct the name; if it is newer than these tables (a typo reads the same), " + newer, severity: .error)
    }

    private func remedy(name: String, introduced: Version, target: Version, platform: Platform, _ facts: AuditFacts) -> Message {
        let system = platform.name
        let problem: Message = "below \(system) \(introduced) the system has no such symbol, and each place draws nothing; "
        if let older = facts.knowledge.olderName(of: name, existingAt: target, on: platform) {
            return problem + "use '\(older.name)' (\(system) \(older.from)), its name before Apple renamed it, which later systems still have"
        }
        if let entry = facts.entries.first(where: { !$0.isCustom && $0.systemName == name }) {
            return problem + "\(entry.path) lists it, but its template \(entry.source) is not there: export it from the SF Symbols app "
                + "(File › Export Symbol…) to that path, then run symbol-export export"
        }
        if let (manifest, patterns) = facts.patterns,
           let pattern = patterns.first(where: { !$0.contains("/") && Manifest.matches(name + ".svg", pattern: $0) }) {
            return problem + "\(manifest) takes every '\(pattern)' beside it, but \(Path.join(Path.parent(of: manifest), name + ".svg")) is not there: "
                + "export it from the SF Symbols app (File › Export Symbol…) to that path, then run symbol-export export"
        }
        return problem + "guard each with if #available(\(platform.availabilitySpelling) \(introduced), *), or give it a fallback: symbol-export audit "
            + "--write-manifest lists it in the manifest; then export \(name).svg from the SF Symbols app (File › Export Symbol…) beside it, "
            + "run symbol-export export and load it through the generated accessors"
    }

    private func unknownAvailability(_ names: Set<String>, on platforms: Set<Platform>, _ facts: AuditFacts) -> AuditFinding {
        let sorted = names.sorted()
        let shown = sorted.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (sorted.count > 5 ? ", …" : "")
        let systems = Platform.allCases.filter(platforms.contains).map(\.name).formattedList
        let here: Message = "Apple's tables are not here (on a Mac, the SF Symbols app's or the system's CoreGlyphs bundle's; elsewhere \(setting: "symbols-metadata"))"
        let remedy: Message = switch facts.knowledge.source {
        case .record(let path): "\(here) and \(path) does not list them; audit where the tables are, or export the symbols once there so that the record lists them"
        case .tables: "\(facts.knowledge.tablesTitle) give no \(systems) version of any symbol (their year_to_release has no such column): "
            + "audit with newer tables, from SF Symbols 5 or later (\(setting: "symbols-metadata"), or the SF Symbols app's on a Mac)"
        case .none: "\(here) and there is no availability record beside a manifest; audit where the tables are, or export the symbols once there so that the record lists them"
        }
        return AuditFinding(.unknownAvailability, name: nil, path: nil,
            "the availability of \(sorted.count) system symbol\(sorted.count == 1 ? "" : "s") on \(systems) is not known, so "
            + "\(sorted.count == 1 ? "it is" : "they are") not checked there (\(shown))", remedy: remedy)
    }
}
