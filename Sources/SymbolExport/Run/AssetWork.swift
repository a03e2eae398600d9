import SymbolBase
import SymbolCatalog
import SymbolRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one asset of an export came to: its report, the state entry to record (nil when nothing
/// valid was produced), the failure to remember (when its conversion failed in a way that
/// recurs) and the group folders its write created. A reference: thousands of them pass
/// between workers, the delivery and the records without being copied.
final class AssetOutcome: Sendable {
    let report: AssetReport
    let entry: ExportState.Entry?
    /// The failure to remember; out of line, as few assets have one.
    var failure: ExportState.Failure? { remembered?.value }
    private let remembered: OutOfLine<ExportState.Failure>?
    let createdGroups: [String]

    /// An asset the run did not reach.
    convenience init(skipped index: Int, of jobs: ExportJobs) {
        self.init(report: AssetReport(index, of: jobs, status: .skipped), entry: nil)
    }

    init(report: AssetReport, entry: ExportState.Entry?, failure: ExportState.Failure? = nil, createdGroups: [String] = []) {
        (self.report, self.entry, self.remembered, self.createdGroups) = (report, entry, failure.map(OutOfLine.init), createdGroups)
    }
}

/// The work of one asset: whether its record still vouches for it, else render it, then write
/// it (or, for `--check` and `--dry-run`, compare it with the catalog).
struct AssetWork {
    let job: ExportJob
    let index: Int
    let session: ExportSession

    init(index: Int, session: ExportSession) {
        self.job = session.plan.jobs[index]
        self.index = index
        self.session = session
    }

    private var catalog: AssetCatalog { session.plan.catalog }

    func run(_ converter: SymbolConverter) -> AssetOutcome {
        var report = AssetReport(index, of: session.jobs, status: .failed)
        report.names = session.names.lookupNames(of: job)
        if let failure = job.failure ?? session.failures[index] { return failed(report, failure) }
        // A source whose size and time match the state is not even read.
        let sourceStat = job.sourceStat ?? FileStat(job.source)
        let recordedSource = job.recordedSource ?? session.recorded(job.source)
        if let sourceStat, let known = fromRecords(source: recordedSource, stat: sourceStat, sha256: nil, report: report) { return known }
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try readSource()
        } catch {
            return failed(report, AssetFailure(source: job.source, cause: .convert(.source(error))))
        }
        var entry = ExportState.Entry(inputs: ExportState.Inputs(
            key: job.key, source: recordedSource, sourceStat: sourceStat ?? FileStat(size: bytes.count, modified: 0),
            sourceSHA256: SHA256.hex(bytes), optionsFingerprint: job.fingerprint, tool: ToolVersion.string,
            renderer: ExportState.renderer, sourceSet: session.sourceSet))
        // Touched, moved or copied but not changed: same hash, so still up to date.
        if let known = fromRecords(source: recordedSource, stat: entry.inputs.sourceStat, sha256: entry.inputs.sourceSHA256, report: report) {
            return known
        }
        let symbol: RenderedSymbol
        do {
            symbol = try converter.convert(bytes: bytes, options: job.options.render)
        } catch .interrupted {
            return AssetOutcome(skipped: index, of: session.jobs)
        } catch {
            return failed(report, AssetFailure(source: job.source, cause: .convert(error)), remembering: failureRecord(error, of: entry))
        }
        report.rendered = true
        entry.facts = AssetFacts(symbol)
        entry.renderWarnings = AssetWarnings.render(symbol, job: job)
        var template: [UInt8]?
        if job.writesSymbolSet, symbol.template != nil {
            let choice = job.symbolSetVersion(of: bytes)
            if let hold = choice.unmetCap, let read = choice.read, let cap = job.options.templateVersionPolicy.cap {
                return failed(report, AssetFailure(source: job.source, cause: .convert(.templateCap(read: read, cap: cap, reason: hold.description))))
            }
            entry.facts?.template?.symbolSet = choice.summary
            entry.renderWarnings += AssetWarnings.symbolSet(choice, job: job)
            report.notes = AssetWarnings.symbolSetNote(choice, job: job, releaseText: session.plan.options.releaseText)
            template = choice.bytes
        }
        describe(&entry, in: &report)
        let folders = job.folders(symbol, bitmap: needsBitmap(entry.facts), template: template)
        guard session.controls.mode == .write else { return compared(folders, report: report) }
        return written(folders, entry: entry, report: report)
    }

    /// The outcome the state vouches for, when the source is as recorded (by size and time, or,
    /// given `sha256`, by its hash): the asset unchanged, or its conversion failed as before.
    private func fromRecords(source: String, stat: FileStat, sha256: String?, report: AssetReport) -> AssetOutcome? {
        guard !session.controls.force else { return nil }
        let previous = session.previous
        if let old = previous.entries[job.key], old.inputs.areCurrent(fingerprint: job.fingerprint, sourceSet: session.sourceSet),
           old.inputs.hasSource(source, stat: stat, sha256: sha256), var kept = intact(old, facts: old.facts) {
            (kept.inputs.sourceStat, kept.inputs.source) = (stat, source)
            return unchanged(kept, report: report)
        }
        if var failure = previous.failures[job.key],
           failure.holds(fingerprint: job.fingerprint, sourceSet: session.sourceSet, timeLimit: session.controls.renderer.timeLimit),
           failure.inputs.hasSource(source, stat: stat, sha256: sha256) {
            (failure.inputs.sourceStat, failure.inputs.source) = (stat, source)
            let cause = AssetFailure.Cause.remembered(failure.message, line: failure.line, column: failure.column)
            return failed(report, AssetFailure(source: job.source, cause: cause), remembering: failure)
        }
        return nil
    }

    /// The failure to remember of a conversion that failed with `error`: nil when the failure
    /// may not recur (the renderer could not start, was killed from outside).
    private func failureRecord(_ error: ConvertError, of entry: ExportState.Entry) -> ExportState.Failure? {
        var timeLimit: Double?
        switch error {
        case .source, .rendererUnavailable, .interrupted, .rendererCrashed(signal: SIGKILL): return nil
        case .rendererTimedOut(let seconds): timeLimit = seconds
        default: break
        }
        return ExportState.Failure(inputs: entry.inputs, timeLimit: timeLimit, message: error.message,
                                   line: error.position?.line, column: error.position?.column)
    }

    /// The source's bytes: those planning read, else read now.
    private func readSource() throws(FileSystemError) -> [UInt8] {
        if let planned = job.plannedSource?.take() { return planned }
        return try FileSystem.readFile(job.source)
    }

    private func failed(_ report: AssetReport, _ failure: AssetFailure, remembering record: ExportState.Failure? = nil) -> AssetOutcome {
        var report = report
        report.status = .failed
        report.failure = failure
        return AssetOutcome(report: report, entry: nil, failure: record)
    }

    /// `--check` and `--dry-run`: the folders compared with the catalog, nothing written.
    private func compared(_ folders: [AssetFolder], report: AssetReport) -> AssetOutcome {
        var report = report
        let (missing, stale) = catalog.differences(folders)
        report.files = missing + stale
        report.kept = catalog.keptFiles(of: folders)
        switch session.controls.mode {
        case .check: report.status = !missing.isEmpty ? .missing : !stale.isEmpty ? .stale : .unchanged
        default: report.status = report.files.isEmpty ? .unchanged : .planned
        }
        return AssetOutcome(report: report, entry: nil)
    }

    /// The folders written, and the files they hold recorded in the entry.
    private func written(_ folders: [AssetFolder], entry: ExportState.Entry, report: AssetReport) -> AssetOutcome {
        var (entry, report) = (entry, report)
        let written: AssetCatalog.WriteResult
        do {
            written = try catalog.write(folders, namespaced: session.plan.options.namespaceGroups)
        } catch {
            return failed(report, AssetFailure(source: job.source, cause: .catalog(error)))
        }
        report.files = written.written
        report.kept = written.kept
        report.status = written.written.isEmpty ? .unchanged : .exported
        entry.files = written.files.map { ExportState.FileRecord(path: $0.path, stat: $0.stat) }
        return AssetOutcome(report: report, entry: entry, createdGroups: written.createdGroups)
    }

    /// Whether the job writes its bitmap, given what its render found.
    private func needsBitmap(_ facts: AssetFacts?) -> Bool {
        job.needsBitmap(isTemplate: facts?.isTemplate ?? false, deploymentTarget: session.plan.options.deploymentTarget)
    }

    /// The old entry, kept, when every file it recorded is intact and where the job puts it now
    /// (its imageset, when it needs one; a symbolset it writes).
    private func intact(_ entry: ExportState.Entry, facts: AssetFacts?) -> ExportState.Entry? {
        let wanted = (needsBitmap(facts) ? [job.imageSet] : []) + (job.fromSymbolSet || facts?.isTemplate != true ? [] : job.symbolSet.map { [$0] } ?? [])
        guard facts != nil, wanted.allSatisfy({ location in entry.files.contains { Path.isInside($0.path, folder: location.relativePath) } }),
              entry.files.allSatisfy({ file in wanted.contains { Path.isInside(file.path, folder: $0.relativePath) } }),
              entry.files.allSatisfy({ session.catalogFolder >= 0 ? $0.isIntact(in: session.catalogFolder) : $0.isIntact(catalog: catalog.path) })
        else { return nil }
        return entry
    }

    private func unchanged(_ entry: ExportState.Entry, report: AssetReport) -> AssetOutcome {
        var (entry, report) = (entry, report)
        report.status = .unchanged
        describe(&entry, in: &report)
        return AssetOutcome(report: report, entry: entry)
    }

    /// The facts and warnings of the entry, on the report; the export's warnings are made anew.
    /// The entry's warnings name the source as it records it (as the state reads them back, so
    /// an unchanged entry compares equal and a no-op run writes no state); the report's, as
    /// the export was given it.
    private func describe(_ entry: inout ExportState.Entry, in report: inout AssetReport) {
        func about(_ path: String, _ warnings: [Diagnostic]) -> [Diagnostic] {
            warnings.map { warning in
                var warning = warning
                warning.path = path
                return warning
            }
        }
        entry.renderWarnings = about(entry.inputs.source, entry.renderWarnings)
        entry.exportWarnings = about(entry.inputs.source, AssetWarnings.export(job, facts: entry.facts, options: session.plan.options, tables: session.plan.tables))
        entry.silenced = job.options.silencedWarnings
        report.facts = entry.facts
        report.warnings = about(job.source, entry.warnings.unsilenced(by: entry.silenced))
    }
}
