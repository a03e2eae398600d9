import SourceScanning
import SymbolBase
import SymbolExport

/// System symbols: one the oldest supported OS does not have, unguarded and without a fallback,
/// is an error (the icon is blank there), its remedy naming an older name where Apple renamed
/// it; a name Apple's tables do not know draws nothing on any OS they cover, an error where they
/// are (a warning from a record, which lists only some names); names nothing knows the
/// availability of are one warning together.
struct SystemSymbolCheck: AuditCheck {
    func findings(_ facts: AuditFacts) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var unknown: Set<String> = []
        var suggestions: [String: String?] = [:]
        let unknownSeverity: Diagnostic.Severity = facts.knowledge.isComplete ? .error : .warning
        for use in facts.uses where use.kind == .system {
            guard let name = use.name else { continue }
            guard let introduced = facts.knowledge.introduced(name) else {
                if let custom = facts.customSymbols[name] {
                    findings.append(AuditFinding(.unknownSymbol, at: use, "'\(name)' is a custom symbol of \(custom.catalog), not a system one: "
                        + "\(use.api) never finds it", remedy: "load it with UIImage(named:) or Image(_:)", severity: unknownSeverity))
                } else if facts.knowledge.isComplete {
                    let suggestion = suggestions[name] ?? facts.knowledge.suggestion(for: name)
                    suggestions[name] = suggestion
                    findings.append(AuditFinding(.unknownSymbol, at: use, "'\(name)' is not a system symbol in \(facts.knowledge.tablesName): "
                        + "it draws nothing on any OS" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        remedy: "correct the name; if it is newer than these tables (a typo reads the same), audit with newer ones "
                            + "(\(setting: "symbols-metadata"), or the SF Symbols app's on a Mac)", severity: .error))
                } else {
                    unknown.insert(name)
                }
                continue
            }
            guard let target = facts.target?.version, introduced > target, (use.guarded ?? Version(0)) < introduced,
                  !facts.entries.contains(where: { $0.exported && !$0.isCustom && $0.systemName == name }), !facts.imageSets.contains(name) else { continue }
            let system = facts.systemName
            findings.append(AuditFinding(.unavailableSymbol, at: use, "'\(name)' exists from \(system) \(introduced); the app deploys to \(system) \(target)",
                                         remedy: remedy(name: name, introduced: introduced, target: target, facts)))
        }
        if !unknown.isEmpty { findings.append(unknownAvailability(unknown, facts)) }
        return findings
    }

    private func remedy(name: String, introduced: Version, target: Version, _ facts: AuditFacts) -> Message {
        let system = facts.systemName
        let problem: Message = "below \(system) \(introduced) the system has no such symbol, and each place draws nothing; "
        if let older = facts.knowledge.olderName(of: name, existingAt: target) {
            return problem + "use '\(older.name)' (\(system) \(older.from)), its name before Apple renamed it, which later systems still have"
        }
        if let entry = facts.entries.first(where: { !$0.isCustom && $0.systemName == name }) {
            return problem + "\(entry.path) lists it, but its template \(entry.source) is not there: export it from the SF Symbols app "
                + "(File › Export Symbol…) to that path, then run symbol-export export"
        }
        return problem + "guard each with if #available(\(system) \(introduced), *), or give it a fallback: symbol-export audit --write-manifest "
            + "lists it in the manifest; then export \(name).svg from the SF Symbols app (File › Export Symbol…) beside it, run symbol-export export "
            + "and load it through the generated accessors"
    }

    private func unknownAvailability(_ names: Set<String>, _ facts: AuditFacts) -> AuditFinding {
        let sorted = names.sorted()
        let shown = sorted.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (sorted.count > 5 ? ", …" : "")
        let record: String = switch facts.knowledge.source {
        case .record(let path): "\(path) does not list them"
        default: "there is no availability record beside a manifest"
        }
        return AuditFinding(.unknownAvailability, name: nil, path: nil,
            "the availability of \(sorted.count) system symbol\(sorted.count == 1 ? "" : "s") is not known, so \(sorted.count == 1 ? "it is" : "they are") "
            + "not checked (\(shown))",
            remedy: "Apple's tables are not here (on a Mac, the SF Symbols app's or the system's CoreGlyphs bundle's; elsewhere "
                + "\(setting: "symbols-metadata")) and \(record); audit where the tables are, or export the symbols once there so that the record lists them")
    }
}
