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
        // A stamp vouches for a clean audit only: gone before it runs, written when it passed.
        if let stamp = flags.stamp { try? FileSystem.remove(stamp) }
        printer.printPlaceFirst()
        // The export whose fallbacks count: the manifest given, else the input `export` takes by
        // default; a manifest to be created by --write-manifest has none yet.
        var input = flags.manifest ?? (try? ExportPlan.defaultInput())
        if let manifest = flags.manifest, flags.writeManifest, FileSystem.kind(of: manifest) == .missing { input = nil }
        let report: AuditReport
        do throws(AuditError) {
            report = try AppAudit.run(AuditRequest(roots: parsed.positionals.isEmpty ? ["."] : parsed.positionals, export: export, input: input,
                                                   target: flags.target))
        } catch {
            if error.isUsageError { throw UsageError(message: error.diagnostics.map { printer.word($0.message) }.joined(separator: "; ")) }
            for diagnostic in error.diagnostics { printer.report(diagnostic) }
            return printer.exitCode
        }
        for diagnostic in AuditWording.targets(report) { printer.report(diagnostic) }
        for finding in report.findings { printer.report(finding.diagnostic) }
        for remedy in report.remedies { printer.report(remedy.diagnostic) }
        var written: ManifestUpdate.Result?
        if flags.writeManifest {
            let manifest = flags.manifest ?? report.manifest ?? input.map { Path.join($0, "symbols.json") } ?? ExportPlan.defaultManifest
            do throws(AuditError) {
                written = try ManifestUpdate.apply(report, manifest: manifest, named: flags.manifest != nil)
            } catch {
                for diagnostic in error.diagnostics { printer.report(diagnostic) }
            }
            if let written { for line in AuditWording.written(written) { printer.note(line) } }
            recordTables(report, manifest: manifest, named: flags.manifest != nil, printer: printer)
        }
        if flags.json { printer.output(AuditJSON.document(report, written: written, roots: parsed.positionals.count, word: printer.word).text) }
        printer.note(AuditWording.summary(report))
        let unread = report.findings.filter { $0.code == .unreadFile }.count
        if flags.strict, unread > 0 {
            printer.report(.error(nil, "--strict: \(unread) file\(unread == 1 ? " is" : "s are") not read in full (the warnings above say why), "
                + "so the audit cannot vouch for them"))
        }
        if let stamp = flags.stamp, printer.exitCode == ExitCode.success { writeStamp(stamp, printer: printer) }
        return printer.exitCode
    }
}

extension AuditCommand {
    /// `--stamp FILE`: the audit passed. A build tool plugin's output, so a build whose inputs
    /// did not change does not run the audit again. Its text is a Swift comment: the plugin names
    /// it `….swift`, which SwiftPM compiles (to nothing) rather than copying it as a resource.
    static func writeStamp(_ stamp: String, printer: Printer) {
        do throws(FileSystemError) {
            _ = try FileSystem.writeAtomically(Array("// symbol-export audit: no error (this file is the build's record of it)\n".utf8), to: stamp)
        } catch {
            printer.report(.error(stamp, Message(error.description)))
        }
    }

    /// With Apple's tables at hand, what they say of the code's system symbols goes into the
    /// manifest's availability record too: an audit without them (Linux CI) then checks them.
    /// The tables are those the audit read (the command line's or the manifest's), not read again.
    static func recordTables(_ report: AuditReport, manifest: String, named: Bool, printer: Printer) {
        guard let tables = report.tables else { return }
        do throws(AuditError) {
            let result = try RecordUpdate.apply(report, tables: tables, manifest: manifest, named: named)
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
    /// A note for each app target audited, at its first deployment target's setting: its
    /// platforms and deployment targets, and where each is read; then where the rule of old applied.
    static func targets(_ report: AuditReport) -> [Diagnostic] {
        let plan = report.plan
        var notes: [Diagnostic] = []
        for target in plan.targets where target.kind == .app && !target.platforms.isEmpty && (report.target ?? target.name) == target.name {
            let place = target.platforms.lazy.compactMap(\.target).first { $0.source == .project }
            let platforms = target.platforms.map { platform, deployment in deployment.map(described) ?? "\(platform.name): no deployment target" }
            notes.append(Diagnostic(.note, path: place?.path ?? target.project, line: place?.line, column: place?.column,
                                    Message("target '\(target.name)': \(platforms.joined(separator: "; "))")))
        }
        let fallback = plan.fallback.map { platform, deployment in deployment.map(described) ?? "\(platform.name) (no deployment target)" }
            .joined(separator: "; ")
        // At the setting of the first deployment target a project file gives, when one does.
        let setting = plan.fallback.lazy.compactMap(\.target).first { $0.source == .project }
        func note(_ text: String) -> Diagnostic {
            Diagnostic(.note, path: setting?.path, line: setting?.line, column: setting?.column, Message(text))
        }
        switch plan.fallbackReason {
        case .none: break
        case .noProject: notes.append(note("no Xcode project, project.yml or Package.swift found: the files are audited for \(fallback)"))
        case .outside: notes.append(note("files outside every project's folder are audited for \(fallback)"))
        case .noPlatforms: notes.append(note("a Package.swift declares no platforms: its targets' files are audited for \(fallback)"))
        case .unreadable(let paths):
            for path in paths { notes.append(.note(path, "not a project this tool reads: the files in its folder are audited for \(fallback)")) }
        case .noMembership(let paths):
            for path in paths {
                let what = path.hasSuffix("Package.swift") ? "it declares no target" : "it lists no files of its targets"
                notes.append(.note(path, "\(what): the files in its folder are audited for \(fallback)"))
            }
        }
        return notes
    }

    /// `macOS 14.0 (MACOSX_DEPLOYMENT_TARGET of 'App' (Release), the lowest of 2 settings found)`.
    static func described(_ target: DeploymentTarget) -> String {
        let source: String = switch target.source {
        case .commandLine: target.setting ?? ExportOptions.table[\.deploymentTargets].flag
        case .manifest: "the manifest's deployment-target"
        case .project:
            (target.setting ?? "the project") + (target.candidates == 1 ? "" : ", the lowest of \(target.candidates) settings found")
        }
        return "\(target.described) (\(source))"
    }

    static func written(_ result: ManifestUpdate.Result) -> [String] {
        var lines = [result.added.isEmpty ? "\(result.manifest): no symbol needs a new entry"
            : "\(result.manifest): \(result.created ? "written, listing" : "added") \(result.added.joined(separator: ", "))"]
        if !result.templates.isEmpty {
            lines.append("export \(result.templates.count == 1 ? "this template" : "these templates") from the SF Symbols app "
                + "(File › Export Symbol…) to \(result.templates.joined(separator: ", ")), then run symbol-export export")
        }
        return lines
    }

    /// `audit: 12 files, 30 uses of 18 symbols; 1 error, 0 warnings, 3 notes (iOS 17.0: 1 error; …) in 12 ms`.
    static func summary(_ report: AuditReport) -> String {
        let places = report.places
        let names = Set(places.compactMap(\.name)).count
        let availability: String = switch report.knowledge {
        case .tables: "availability from " + (report.tables?.source.map(\.described) ?? "Apple's tables")
        case .record(let path): "availability from \(path)"
        case .none: "no availability known"
        }
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let platforms = report.plan.platforms.map { platform in
            let lowest = report.uses.filter { $0.platform == platform }.compactMap(\.deploymentTarget).min()
            return "\(platform.name)" + (lowest.map { " \($0)" } ?? "") + ": " + counted(report.errors(on: platform), "error")
        }.joined(separator: ", ")
        var leftOut = ""
        if !report.leftOut.isEmpty {
            let tests = report.leftOut.filter { if case .testTarget = $0.reason { true } else { false } }.count
            let none = report.leftOut.filter { if case .noTarget = $0.reason { true } else { false } }.count
            let targets = report.leftOut.filter { $0.reason == .otherTarget }.count
            let other = report.leftOut.count - tests - none - targets
            let parts = [tests > 0 ? "\(tests) of test targets" : nil, none > 0 ? "\(none) in no target" : nil,
                         targets > 0 ? "\(targets) of targets other than '\(report.target ?? "")'" : nil,
                         other > 0 ? "\(other) of other platforms" : nil].compactMap { $0 }
            leftOut = "; \(counted(report.leftOut.count, "file")) left out (\(parts.joined(separator: ", ")))"
        }
        let unread = report.findings.filter { $0.code == .unreadFile }.count
        let notRead = unread == 0 ? "" : "; \(counted(unread, "file")) not read in full"
        return "audit: \(counted(report.files, "file")), \(counted(places.count, "use")) of \(counted(names, "symbol")); "
            + "\(counted(report.count(.error), "error")), \(counted(report.count(.warning), "warning")), \(counted(report.count(.note), "note"))"
            + "\(leftOut)\(notRead) (\(platforms); \(availability)) in \(ExportSummary.formatSeconds(report.seconds))"
    }
}
