import SymbolExport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `symbol-export export [PATH] …`: a folder of SVGs or a manifest into a whole catalog.
enum ExportCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: .export)
        if parsed.flag(.showHelp) {
            printer.output(HelpText.full)
            return ExitCode.success
        }
        guard parsed.positionals.count <= 1 else { throw UsageError(message: "export takes at most one folder or manifest") }
        guard !(parsed.flag(.check) && parsed.flag(.dryRun)) else {
            throw UsageError(message: "--check and --dry-run cannot be combined")
        }
        let defaults = try parsed.symbolSettings()
        let exportSettings = try parsed.exportSettings()
        var settings = Exporter.Settings()
        if let jobs = try parsed.integer(.jobs) {
            guard (1...256).contains(jobs) else { throw UsageError(message: "--jobs must be between 1 and 256, not \(jobs)") }
            settings.jobs = jobs
        }
        settings.force = parsed.flag(.force)
        settings.prune = !parsed.flag(.noPrune)
        settings.mode = parsed.flag(.check) ? .check : parsed.flag(.dryRun) ? .dryRun : .write
        settings.waitForLock = !parsed.flag(.noWait)
        let quiet = parsed.flag(.quiet)
        let json = parsed.flag(.json)

        let plan: ExportPlan
        do throws(ExportPlanError) {
            var input = parsed.positionals.first ?? ""
            if input.isEmpty { input = try ExportPlan.defaultInput() }
            plan = try ExportPlan.make(input: input, settings: defaults, exportSettings: exportSettings)
        } catch {
            if error.isUsageError { throw UsageError(message: error.diagnostics[0].message) }
            for diagnostic in error.diagnostics { printer.error(diagnostic) }
            return ExitCode.failure
        }
        for (source, warning) in plan.warnings {
            let silenced = plan.jobs.first { $0.source == source }?.options.silencedWarnings ?? []
            if !silenced.contains(warning.code) { printer.warning(Diagnostic(path: source, message: warning.description, code: warning.code)) }
        }
        // What fixes a --check failure: the same command, writing.
        let fix = (["symbol-export", "export"] + arguments.filter { $0 != "--check" }).map(shellQuoted).joined(separator: " ")

        let showProgress = !quiet && isatty(2) == 1 && settings.mode != .dryRun
        let progress = ProgressLine(printer: printer, enabled: showProgress)
        let mode = settings.mode
        let catalogPath = plan.catalog.path
        let exporter = Exporter(plan: plan, settings: settings) { event in
            switch event {
            case .waitingForLock(let catalog):
                printer.note("waiting for another symbol-export run to finish writing \(catalog)…")
            case .progress(let completed, let total):
                progress.update(completed: completed, total: total)
            case .asset(let report):
                describe(report, mode: mode, catalog: catalogPath, fix: fix, printer: printer, json: json)
            case .orphan(let folder):
                let path = Path.join(catalogPath, folder)
                switch mode {
                case .write: if !quiet { printer.note("pruned \(path)") }
                case .check: printer.error(path, "generated asset whose source is no longer exported; run `\(fix)` to prune it")
                case .dryRun: if !json { printer.output("would prune  \(path)") }
                }
            }
        }
        let report: ExportReport
        do throws(CatalogError) {
            report = try SignalHandling.whileRunning(exporter) { () throws(CatalogError) in try exporter.run() }
        } catch {
            progress.finish()
            printer.error(error.path ?? catalogPath, error.description)
            return ExitCode.failure
        }
        progress.finish()
        if let swift = report.swift {
            for warning in swift.warnings { printer.warning(warning) }
            for problem in swift.problems { printer.error(problem) }
            switch swift.status {
            case .written: if !quiet { printer.note("wrote \(swift.path)") }
            case .missing: printer.error(swift.path, "the Swift accessors are missing; run `\(fix)`")
            case .stale: printer.error(swift.path, "the Swift accessors are out of date; run `\(fix)`")
            case .planned: if !json { printer.output("would write  \(swift.path)") }
            case .notWritten where swift.problems.isEmpty: printer.note("\(swift.path) not written: symbols failed")
            default: break
            }
        }
        if json { printer.output(String(decoding: report.json.xcodeBytes.dropLast(), as: UTF8.self)) }
        if !quiet { printer.note(summary(report)) }
        if report.interrupted { return SignalHandling.exitCode }
        return report.failed ? ExitCode.failure : ExitCode.success
    }

    private static func describe(_ report: AssetReport, mode: ExportReport.Mode, catalog: String, fix: String, printer: Printer, json: Bool) {
        for warning in report.warnings { printer.warning(warning) }
        if let failure = report.failure { printer.error(failure.diagnostic) }
        let name = report.job.key
        switch report.status {
        case .missing:
            printer.error(report.job.source, "asset '\(name)' is missing from \(catalog) (\(report.files.joined(separator: ", "))); run `\(fix)`")
        case .stale:
            printer.error(report.job.source, "asset '\(name)' is out of date in \(catalog) (\(report.files.joined(separator: ", ")) differ); run `\(fix)`")
        case .planned where !json:
            printer.output("would export \(name) ← \(report.job.source)")
        case .unchanged where mode == .dryRun && !json:
            printer.output("up to date   \(name)")
        default:
            break
        }
    }

    private static func summary(_ report: ExportReport) -> String {
        let time = "in \(formatSeconds(report.seconds))"
        let prefix = report.interrupted ? "interrupted (\(report.count(.skipped)) not reached; run again to finish): " : ""
        switch report.mode {
        case .write:
            return prefix + "exported \(report.count(.exported)), unchanged \(report.count(.unchanged)), failed \(report.count(.failed)), pruned \(report.orphans.count) \(time)"
        case .check:
            let problems = report.count(.missing) + report.count(.stale) + report.orphans.count + report.count(.failed)
            let verdict = problems == 0 ? "up to date" : "out of date"
            return prefix + "check: \(verdict): missing \(report.count(.missing)), stale \(report.count(.stale)), orphaned \(report.orphans.count), failed \(report.count(.failed)) \(time)"
        case .dryRun:
            return prefix + "dry run: would export \(report.count(.planned)), up to date \(report.count(.unchanged)), would prune \(report.orphans.count), failed \(report.count(.failed))"
        }
    }

    /// A word as a POSIX shell reads it back: quoted when it holds anything but safe characters.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,@%+")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// `4 ms`, `1.23 s`.
    static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\((seconds * 100).rounded() / 100) s"
    }
}
