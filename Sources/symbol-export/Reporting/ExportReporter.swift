import SymbolBase
import SymbolExport
import SymbolGenerators

/// How an export's outcome reaches the user, chosen once per run: as text, or as text
/// diagnostics plus a JSON report on stdout (`--json`). Diagnostics always go through the
/// printer, whose error count decides the exit code.
protocol ExportReporter: Sendable {
    /// One finished asset, in the plan's order.
    func asset(_ report: AssetReport)
    /// A generated asset this source set no longer produces (its folder, with its catalog's
    /// path): pruned, orphaned or to be pruned.
    func orphan(_ path: String)
    /// One file of the Swift accessors, when asked for: the UIKit one, then the SwiftUI one.
    func swift(_ report: GeneratedFileReport)
    /// The end of the run.
    func finished(_ report: ExportReport)
}

/// What both reporters say of the run on stderr: diagnostics, the `--check` differences, and
/// notes of what was pruned and written.
struct ExportWording: Sendable {
    let printer: Printer
    let mode: ExportReport.Mode
    /// The command that fixes a `--check` failure: the same one, writing.
    let fix: String
    let quiet: Bool
    /// The Swift files reported, for the summary.
    let swiftFiles = Locked<[GeneratedFileReport]>([])
    /// Writes that failed for a cause of the whole volume (`WriteFault`), each cause said once.
    let faults = Locked<[WriteFault]>([])

    func diagnostics(of report: AssetReport) {
        for warning in report.warnings { printer.report(warning) }
        if !quiet { for note in report.notes { printer.report(note) } }
        if let failure = report.failure {
            if let fault = WriteFault.cause(of: failure) {
                if let first = WriteFault.add(fault, asset: report.job, to: faults) { printer.report(first) }
            } else {
                printer.report(failure.diagnostic)
            }
        }
        if !report.job.options.silencedWarnings.contains(.keptFile) { keptFiles(report.kept, of: report) }
        let (name, catalog) = (report.job.key, report.job.catalog)
        switch report.status {
        case .missing:
            printer.error(report.job.source, "asset '\(name)' is missing from \(catalog) (\(report.files.joined(separator: ", "))); run `\(fix)`")
        case .stale:
            printer.error(report.job.source, "asset '\(name)' is out of date in \(catalog) (\(report.files.joined(separator: ", ")) differ); run `\(fix)`")
        default:
            break
        }
    }

    /// A folder no source makes any more, kept because it holds files the tool did not write.
    func keptFolder(_ path: String, files: [String]) {
        let names = files.map { Path.lastComponent(of: $0) }.joined(separator: ", ")
        printer.report(.warning(path, "no source makes this asset any more, but it holds files symbol-export did not write (\(names)); "
            + "it is kept with them: move them elsewhere, or remove the folder by hand", code: .keptFile))
    }

    /// Files the tool did not write in an asset folder it wrote or compared: kept where they are.
    func keptFiles(_ files: [String], of report: AssetReport) {
        guard !files.isEmpty else { return }
        let names = files.map { Path.lastComponent(of: $0) }.joined(separator: ", ")
        let folder = Path.join(report.job.catalog, Path.parent(of: files[0]))
        printer.report(.warning(folder, "holds files symbol-export did not write (\(names)); they are kept, and no Contents.json entry names them",
                                code: .keptFile))
    }

    /// `path`: the folder, with its catalog's path.
    func orphaned(_ path: String) {
        switch mode {
        case .check: printer.error(path, "generated asset whose source is no longer exported; run `\(fix)` to prune it")
        case .write: if !quiet { printer.note("pruned \(path)") }
        case .dryRun: break
        }
    }

    func swift(_ swift: GeneratedFileReport) {
        swiftFiles.withLock { $0.append(swift) }
        for problem in swift.problems { printer.report(problem) }
        if !quiet { for note in swift.notes { printer.report(note) } }
        switch swift.status {
        case .missing: printer.error(swift.path, "\(swift.kind.noun) \(swift.kind == .availabilityRecord ? "is" : "are") missing; run `\(fix)`")
        case .stale: printer.error(swift.path, "\(swift.kind.noun) \(swift.kind == .availabilityRecord ? "is" : "are") out of date; run `\(fix)`")
        case .written: if !quiet { printer.note("wrote \(swift.path)") }
        case .notWritten where swift.problems.isEmpty: printer.note("\(swift.path) not written: symbols failed")
        default: break
        }
    }

    func finished(_ report: ExportReport) {
        for error in report.recordFailures {
            if case .fileSystem(let failure) = error, WriteFault.isVolumeCause(failure.reason) {
                _ = WriteFault.add(WriteFault(reason: failure.reason, catalog: report.catalog), asset: nil, to: faults, record: failure.path)
            } else {
                printer.error(error.path ?? report.catalog, error.message)
            }
        }
        for line in WriteFault.summaries(faults.withLock { $0 }) { printer.report(line) }
        if !quiet, let tables = report.tables, report.assets.contains(where: { !$0.job.systemNames.isEmpty }) {
            printer.note("system symbols' availability from \(tables.described)")
        }
        if !quiet { printer.note(ExportSummary.line(report, errors: printer.errorCount, swift: swiftFiles.withLock { $0 })) }
    }
}

/// Text on stdout and stderr: `would export …` lines for a dry run, notes of what was pruned
/// and written, and the summary line.
struct TextExportReporter: ExportReporter {
    let wording: ExportWording
    var printer: Printer { wording.printer }

    func asset(_ report: AssetReport) {
        wording.diagnostics(of: report)
        switch report.status {
        case .planned: printer.output("would export \(report.job.key) ← \(report.job.source)")
        case .unchanged where wording.mode == .dryRun: printer.output("up to date   \(report.job.key)")
        default: break
        }
    }

    func orphan(_ path: String) {
        wording.orphaned(path)
        if wording.mode == .dryRun { printer.output("would prune  \(path)") }
    }

    func swift(_ swift: GeneratedFileReport) {
        wording.swift(swift)
        if swift.status == .planned { printer.output("would write  \(swift.path)") }
    }

    func finished(_ report: ExportReport) { wording.finished(report) }
}

/// The JSON report on stdout (diagnostics still on stderr): every asset with its status, files,
/// warnings (with their codes), sizes and variant, then the summary.
final class JSONExportReporter: ExportReporter {
    private let wording: ExportWording
    private let swiftReports = Locked<[GeneratedFileReport]>([])
    var printer: Printer { wording.printer }

    init(wording: ExportWording) {
        self.wording = wording
    }

    func asset(_ report: AssetReport) { wording.diagnostics(of: report) }
    func orphan(_ path: String) { wording.orphaned(path) }

    func swift(_ swift: GeneratedFileReport) {
        wording.swift(swift)
        swiftReports.withLock { $0.append(swift) }
    }

    func finished(_ report: ExportReport) {
        let document = ExportJSON.document(report, swift: swiftReports.withLock { $0 }, word: printer.word)
        printer.output(document.text)
        wording.finished(report)
    }
}

/// `exported 3, unchanged 997, failed 0, pruned 1 in 412 ms`.
enum ExportSummary {
    static func line(_ report: ExportReport, errors: Int, swift: [GeneratedFileReport] = []) -> String {
        let time = "in \(formatSeconds(report.seconds))"
        let prefix = report.interrupted ? "interrupted (\(report.count(.skipped)) not reached; run again to finish): " : ""
        let failed = failedCount(report)
        switch report.mode {
        case .write:
            let pruned = report.pruningHeldBack ? "pruned nothing (a symbol failed: fix it, and the next export prunes)" : "pruned \(report.orphans.count)"
            return prefix + "exported \(report.count(.exported)), unchanged \(report.count(.unchanged)), \(failed), \(pruned) \(time)"
        case .check:
            let verdict = errors == 0 ? "up to date" : "out of date"
            // The accessors count too: a hand-edited Swift file is what makes a check fail.
            let accessors = swift.filter { $0.kind != .availabilityRecord && ($0.status == .missing || $0.status == .stale) }
                .map { "\($0.path) \($0.status.rawValue)" }
            let record = swift.filter { $0.kind == .availabilityRecord && ($0.status == .missing || $0.status == .stale) }
                .map { ", availability record: \($0.path) \($0.status.rawValue)" }.joined()
            return prefix + "check: \(verdict): missing \(report.count(.missing)), stale \(report.count(.stale)), orphaned \(report.orphans.count), \(failed)"
                + (accessors.isEmpty ? "" : ", Swift accessors: " + accessors.joined(separator: ", ")) + record + " \(time)"
        case .dryRun:
            return prefix + "dry run: would export \(report.count(.planned)), up to date \(report.count(.unchanged)), would prune \(report.orphans.count), \(failed)"
        }
    }

    /// `failed 2`, and how many of those the state remembered instead of drawing them again:
    /// `failed 2 (1 unchanged since it failed, not drawn again; --force retries)`.
    static func failedCount(_ report: ExportReport) -> String {
        let remembered = report.assets.filter { $0.failure?.isRemembered == true }.count
        guard remembered > 0 else { return "failed \(report.count(.failed))" }
        return "failed \(report.count(.failed)) (\(remembered) unchanged since \(remembered == 1 ? "it" : "they") failed, "
            + "not drawn again; --force retries)"
    }

    /// `4 ms`, `1.23 s`.
    static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return "\((seconds * 100).rounded() / 100) s"
    }
}
