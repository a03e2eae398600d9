import SymbolBase
import SourceScanning
import SymbolAudit
import SymbolExport

/// `symbol-export audit [PATH…]`: the symbols an app's sources ask for, checked against its
/// deployment target; `--write-manifest` adds those that need a fallback to the manifest.
enum AuditCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        guard let parsed = try Subcommand.parse(arguments, .audit, operands: 0...Int.max, printer: printer, wrongCount: { _ in
            "audit takes folders or files to read"
        }) else { return ExitCode.success }
        let flags = try parsed.commandLineFlags()
        let export = try parsed.exportOptions()
        printer.printPlaceFirst()
        // The export whose fallbacks count: the manifest given, else the input `export` takes by
        // default; a manifest to be created by --write-manifest has none yet.
        var input = flags.manifest ?? (try? ExportPlan.defaultInput())
        if let manifest = flags.manifest, flags.writeManifest, FileSystem.kind(of: manifest) == .missing { input = nil }
        let report: AuditReport
        do throws(AuditError) {
            report = try AppAudit.run(AuditRequest(roots: parsed.positionals.isEmpty ? ["."] : parsed.positionals, export: export, input: input))
        } catch {
            if error.isUsageError { throw UsageError(message: error.diagnostics.map { printer.word($0.message) }.joined(separator: "; ")) }
            for diagnostic in error.diagnostics { printer.report(diagnostic) }
            return printer.exitCode
        }
        if let target = report.deploymentTarget { printer.report(AuditWording.deploymentTarget(target, platform: report.platform)) }
        for finding in report.findings { printer.report(finding.diagnostic) }
        for remedy in report.remedies { printer.report(remedy.diagnostic) }
        var written: ManifestUpdate.Result?
        if flags.writeManifest {
            let manifest = flags.manifest ?? report.manifest ?? input.map { Path.join($0, "symbols.json") } ?? ExportPlan.defaultManifest
            do throws(AuditError) {
                written = try ManifestUpdate.apply(report, manifest: manifest)
            } catch {
                for diagnostic in error.diagnostics { printer.report(diagnostic) }
            }
            if let written { for line in AuditWording.written(written) { printer.note(line) } }
            recordTables(report, manifest: manifest, printer: printer)
        }
        if flags.json { printer.output(AuditJSON.document(report, written: written, roots: parsed.positionals.count, word: printer.word).text) }
        printer.note(AuditWording.summary(report))
        return printer.exitCode
    }
}

extension AuditCommand {
    /// With Apple's tables at hand, what they say of the code's system symbols goes into the
    /// manifest's availability record too: an audit without them (Linux CI) then checks them.
    /// The tables are those the audit read (the command line's or the manifest's), not read again.
    static func recordTables(_ report: AuditReport, manifest: String, printer: Printer) {
        guard let tables = report.tables else { return }
        do throws(AuditError) {
            let result = try RecordUpdate.apply(report, tables: tables, manifest: manifest)
            if result.written {
                printer.note("\(result.path): recorded what \(tables.source?.name ?? "Apple's tables") say of \(result.recorded.joined(separator: ", "))")
            }
        } catch {
            for diagnostic in error.diagnostics { printer.report(diagnostic) }
        }
    }
}

/// The audit's own lines of text: the deployment target, what --write-manifest did, the summary.
enum AuditWording {
    static func deploymentTarget(_ target: DeploymentTarget, platform: Platform) -> Diagnostic {
        let version = "deployment target \(platform == .tvos ? "tvOS" : "iOS") \(target.version)"
        let text: String = switch target.source {
        case .commandLine: "\(version) (\(ExportOptions.table[\.deploymentTarget].flag))"
        case .manifest: "\(version) (the manifest's deployment-target)"
        case .project:
            "\(version): \(target.setting ?? "the project"), "
                + (target.candidates == 1 ? "the one setting found" : "the lowest of \(target.candidates) settings found")
        }
        return Diagnostic(.note, path: target.path, line: target.line, column: target.column, Message(text))
    }

    static func written(_ result: ManifestUpdate.Result) -> [String] {
        guard !result.added.isEmpty else { return ["\(result.manifest): no symbol needs a new entry"] }
        var lines = ["\(result.manifest): \(result.created ? "written, listing" : "added") \(result.added.joined(separator: ", "))"]
        if !result.templates.isEmpty {
            lines.append("export \(result.templates.count == 1 ? "this template" : "these templates") from the SF Symbols app "
                + "(File › Export Symbol…) to \(result.templates.joined(separator: ", ")), then run symbol-export export")
        }
        return lines
    }

    /// `audit: 12 files, 30 uses of 18 symbols; 1 error, 0 warnings, 3 notes (…) in 12 ms`.
    static func summary(_ report: AuditReport) -> String {
        let names = Set(report.uses.compactMap(\.name)).count
        let availability: String = switch report.knowledge {
        case .tables: "availability from " + (report.tables?.source.map(\.described) ?? "Apple's tables")
        case .record(let path): "availability from \(path)"
        case .none: "no availability known"
        }
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let target = report.deploymentTarget.map { "deployment target \(report.platform == .tvos ? "tvOS" : "iOS") \($0.version)" } ?? "no deployment target"
        return "audit: \(counted(report.files, "file")), \(counted(report.uses.count, "use")) of \(counted(names, "symbol")); "
            + "\(counted(report.count(.error), "error")), \(counted(report.count(.warning), "warning")), \(counted(report.count(.note), "note")) "
            + "(\(target), \(availability)) in \(ExportSummary.formatSeconds(report.seconds))"
    }
}
