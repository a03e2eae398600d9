import SymbolBase
import SymbolExport

/// The outcome of `export --swift`: the Swift accessors of every asset of the export.
public struct SwiftFileReport: Sendable {
    public enum Status: String, Sendable {
        /// Written: its bytes changed.
        case written
        /// Already holding these bytes; not touched (Xcode recompiles on every touch).
        case unchanged
        /// `--check`: the file does not exist, or holds other bytes.
        case missing, stale
        /// `--dry-run`: would be written.
        case planned = "would-write"
        /// Not written: symbols failed, or the accessors have problems of their own.
        case notWritten = "not-written"
    }

    public var path: String
    public var status: Status
    /// Errors of the accessors themselves: case names that clash, kinds that do not fit.
    public var problems: [Diagnostic] = []
}

/// The Swift file `export --swift` asks for, made from an export's outcome.
package enum SwiftAccessorsFile {
    /// Builds the accessors of every asset of `report` and writes (or, with --check and
    /// --dry-run, compares) the file at `path`. Nothing is written when a symbol failed or the
    /// accessors have problems of their own.
    package static func make(path: String, plan: ExportPlan, report export: ExportReport) -> SwiftFileReport {
        let options = plan.options
        var report = SwiftFileReport(path: path, status: .notWritten)
        var entries: [SwiftAccessors.Entry] = []
        var anyFailed = false
        for asset in export.assets {
            let job = asset.job
            guard asset.failure == nil, asset.status != .skipped, let names = asset.names else {
                anyFailed = true
                continue
            }
            let isTemplate = asset.facts?.isTemplate ?? false
            let kind = job.kind(isTemplate: isTemplate)
            if kind != .image, !isTemplate {
                report.problems.append(.error(job.source,
                    "kind '\(kind.rawValue)' needs an SF Symbols template, and this is a plain SVG; give it \(setting: "kind", "image")"))
                continue
            }
            if kind == .custom, job.symbolSet == nil {
                report.problems.append(.error(job.source,
                    "kind 'custom' loads the symbol from its .symbolset; set \(setting: "symbolset") for it"))
                continue
            }
            entries.append(SwiftAccessors.Entry(
                caseName: SwiftIdentifier.caseName(for: job.name), assetName: kind == .custom ? names.symbolSet ?? names.imageSet : names.imageSet,
                kind: kind, systemName: Path.removingSVGExtension(Path.lastComponent(of: job.source)),
                fallbackName: names.imageSet,
                pointSize: job.options.pointSize, weight: job.options.weight, scale: job.options.scale,
                template: job.options.mode == .template, available: job.available, source: job.source,
                layout: asset.facts?.metrics))
        }
        var byCase: [String: [SwiftAccessors.Entry]] = [:]
        for entry in entries { byCase[entry.caseName, default: []].append(entry) }
        for (caseName, clashing) in byCase.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            report.problems.append(.error(clashing[0].source,
                "\(clashing.map(\.source).joined(separator: " and ")) would both be `case \(caseName)` of \(options.swiftType) "
                + "in \(path); rename one (a manifest's \"name\")"))
        }
        guard report.problems.isEmpty, !anyFailed else { return report }

        let origin = Path.relative(Path.absolute(plan.manifest ?? plan.input), from: Path.absolute(Path.parent(of: path)))
        let bytes = SwiftAccessors(typeName: options.swiftType.text, access: options.swiftAccess,
                                   deploymentTarget: options.deploymentTarget, origin: origin, entries: entries).bytes
        let exists = FileSystem.kind(of: path) != .missing
        let same = exists && FileSystem.hasContents(path, equalTo: bytes)
        switch export.mode {
        case .check: report.status = !exists ? .missing : same ? .unchanged : .stale
        case .dryRun: report.status = same ? .unchanged : .planned
        case .write:
            do {
                try FileSystem.createDirectory(Path.parent(of: path))
                report.status = try FileSystem.writeAtomically(bytes, to: path) ? .written : .unchanged
            } catch {
                report.problems.append(.error(error.path, Message(error.description)))
            }
        }
        return report
    }
}
