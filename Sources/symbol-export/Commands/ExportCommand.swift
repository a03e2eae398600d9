import SymbolBase
import SymbolCatalog
import SymbolExport
import SymbolGenerators
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `symbol-export export [PATH] …`: a folder of SVGs, a manifest or a catalog's symbolsets into
/// a whole catalog, then the Swift accessors when asked for.
enum ExportCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        guard let parsed = try Subcommand.parse(arguments, .export, operands: 0...1, printer: printer, wrongCount: { _ in
            "export takes at most one folder, manifest or catalog"
        }) else { return ExitCode.success }
        let command = try parsed.commandLineFlags()
        guard !(command.check && command.dryRun) else { throw UsageError(message: "--check and --dry-run cannot be combined") }
        let defaults = try parsed.symbolOptions()
        let exportOptions = try parsed.exportOptions()
        var controls = RunControls(command)
        controls.renderer = Renderers.isolated(timeout: command.renderTimeout)

        let plan: ExportPlan
        do throws(ExportPlanError) {
            var input = parsed.positionals.first ?? ""
            if input.isEmpty { input = try ExportPlan.defaultInput() }
            plan = try ExportPlan.make(input: input, defaults: defaults, export: exportOptions)
        } catch {
            if error.isUsageError { throw UsageError(message: error.description) }
            for diagnostic in error.diagnostics { printer.report(diagnostic) }
            return printer.exitCode
        }
        printer.word(for: plan.manifest == nil ? .commandLine : .manifest)
        for note in plan.notes where !command.quiet || note.severity != .note { printer.report(note) }
        // A symbol that cannot even be planned (a misspelt source) holds back all pruning.
        if plan.jobs.contains(where: { $0.failure != nil }) { controls.holdBackPruning = true }
        // What fixes a --check failure: the same command, writing.
        let fix = (["symbol-export", "export"] + arguments.filter { $0 != "--check" }).map(ShellWord.quoted).joined(separator: " ")
        let wording = ExportWording(printer: printer, mode: controls.mode, fix: fix, quiet: command.quiet)
        let reporter: any ExportReporter = command.json ? JSONExportReporter(wording: wording) : TextExportReporter(wording: wording)

        guard let reports = runCatalogs(plan, controls: controls, reporter: reporter, wording: wording, printer: printer, quiet: command.quiet) else {
            return printer.exitCode
        }
        var report = ExportReport.combining(reports)
        report.tables = plan.tables.apple?.source
        if let path = plan.options.swiftFile, !report.interrupted {
            for file in SwiftAccessorsFile.make(path: path, plan: plan, report: report) { reporter.swift(file) }
        }
        if !report.interrupted, !command.noRecord, let record = AvailabilityRecordFile.make(plan: plan, report: report) { reporter.swift(record) }
        reporter.finished(report)
        return report.interrupted ? SignalHandling.exitCode : printer.exitCode
    }
}

extension ExportCommand {
    /// One run per catalog written, each its own lock, state and pruning; nil when a catalog
    /// could not be written (the error is printed).
    private static func runCatalogs(_ plan: ExportPlan, controls: RunControls, reporter: any ExportReporter, wording: ExportWording,
                                    printer: Printer, quiet: Bool) -> [ExportReport]? {
        var controls = controls
        var reports: [ExportReport] = []
        for part in plan.parts {
            let progress = ProgressLine(printer: printer, enabled: !quiet && isatty(2) == 1 && controls.mode != .dryRun)
            let exporter = Exporter(plan: part, controls: controls) { event in
                switch event {
                case .waitingForLock(let catalog): printer.note("waiting for another symbol-export run to finish writing \(catalog)…")
                case .progress(let completed, let total): progress.update(completed: completed, total: total)
                case .asset(let report): reporter.asset(report)
                case .orphan(let folder): reporter.orphan(Path.join(part.catalog.path, folder))
                case .keptFolder(let folder, let files): wording.keptFolder(Path.join(part.catalog.path, folder),
                                                                            files: files.map { Path.join(part.catalog.path, $0) })
                }
            }
            do throws(CatalogError) {
                reports.append(try SignalHandling.whileRunning(exporter) { () throws(CatalogError) in try exporter.run() })
            } catch {
                progress.finish()
                printer.error(error.path ?? part.catalog.path, error.message)
                return nil
            }
            progress.finish()
            if reports.last!.interrupted { break }
            // A symbol that failed in one catalog's run holds back the pruning of the next.
            if reports.last!.count(.failed) > 0 { controls.holdBackPruning = true }
        }
        return reports
    }
}

extension RunControls {
    /// The controls the command line gives.
    init(_ flags: CommandLineFlags) {
        self.init()
        jobs = flags.jobs
        force = flags.force
        prune = !flags.noPrune
        mode = flags.check ? .check : flags.dryRun ? .dryRun : .write
        waitForLock = !flags.noWait
    }
}
