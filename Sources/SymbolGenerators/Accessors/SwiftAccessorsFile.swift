import SymbolBase
import SymbolExport
import SymbolRendering

/// The outcome of one file of `export --swift`: the Swift accessors of every asset of the export.
package struct SwiftFileReport: Sendable {
    package enum Status: String, Sendable {
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

    package var path: String
    package var status: Status
    /// Errors of the accessors themselves: case names that clash, kinds that do not fit.
    package var problems: [Diagnostic] = []
    /// What the summary says of how the symbols load (where their availability comes from).
    package var notes: [Diagnostic] = []
}

/// The Swift files `export --swift` asks for, made from an export's outcome: the UIKit
/// accessors, and with `--swiftui` the SwiftUI ones beside them.
package enum SwiftAccessorsFile {
    /// Builds the accessors of every asset of `report` and writes (or, with --check and
    /// --dry-run, compares) the file at `path`, and its SwiftUI file when asked for. Nothing is
    /// written when a symbol failed or the accessors have problems of their own.
    package static func make(path: String, plan: ExportPlan, report export: ExportReport) -> [SwiftFileReport] {
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
            let template = job.options.mode == .template
            // A picture's colours are its bitmap's own: there is no vector to colour.
            let colours: SwiftAccessors.Entry.Colours = template || kind == .image ? .template : job.multicolor ? .multicolor : .tint(job.options.tint)
            let bitmap = job.needsBitmap(isTemplate: isTemplate, deploymentTarget: options.deploymentTarget)
            entries.append(SwiftAccessors.Entry(
                caseName: SwiftIdentifier.caseName(for: job.name), assetName: kind == .custom ? names.symbolSet ?? names.imageSet : names.imageSet,
                kind: kind, systemNames: job.systemNames.isEmpty ? [SystemName(name: job.systemName, from: job.available)] : job.systemNames,
                fallbackName: bitmap ? names.imageSet : nil,
                pointSize: job.options.render.resolved.pointSize, textStyle: job.options.textStyle,
                weight: job.options.weight, scale: job.options.scale,
                template: template, colours: colours, available: job.available, availability: job.availability.source,
                source: job.source, layout: layout(asset.facts?.metrics, format: job.options.format)))
        }
        var byCase: [String: [SwiftAccessors.Entry]] = [:]
        for entry in entries { byCase[entry.caseName, default: []].append(entry) }
        for (caseName, clashing) in byCase.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            report.problems.append(.error(clashing[0].source,
                "\(clashing.map(\.source).joined(separator: " and ")) would both be `case \(caseName)` of \(options.swiftType) "
                + "in \(path); rename one (a manifest's \"name\")"))
        }
        var swiftUI = options.swiftUI ? SwiftFileReport(path: SwiftUIAccessors.path(besides: path), status: .notWritten) : nil
        guard report.problems.isEmpty, !anyFailed else { return [report] + (swiftUI.map { [$0] } ?? []) }
        report.notes = notes(entries, plan: plan)

        let origin = Path.relative(Path.absolute(plan.manifest ?? plan.input), from: Path.absolute(Path.parent(of: path)))
        let accessors = SwiftAccessors(typeName: options.swiftType.text, access: options.swiftAccess,
                                       deploymentTarget: options.deploymentTarget, origin: origin, entries: entries)
        write(accessors.bytes, into: &report, mode: export.mode)
        if var file = swiftUI {
            write(SwiftUIAccessors(accessors: accessors, uikitFile: Path.lastComponent(of: path)).bytes, into: &file, mode: export.mode)
            swiftUI = file
        }
        return [report] + (swiftUI.map { [$0] } ?? [])
    }

    /// The bitmap's layout per display scale: a vector's is the @3x image's, in points, at
    /// every scale (one drawing at any scale).
    private static func layout(_ metrics: [SymbolImageMetrics]?, format: AssetFormat) -> [SymbolImageMetrics]? {
        guard let metrics, format.isVector, let largest = metrics.last else { return metrics }
        return Array(repeating: largest, count: metrics.count)
    }

    /// Writes, or compares, one file.
    private static func write(_ bytes: [UInt8], into report: inout SwiftFileReport, mode: ExportReport.Mode) {
        let path = report.path
        let exists = FileSystem.kind(of: path) != .missing
        let same = exists && FileSystem.hasContents(path, equalTo: bytes)
        switch mode {
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
    }

    /// What the summary says of how the symbols load: custom symbols used from the iOS their
    /// template needs; system symbols without Apple's tables.
    private static func notes(_ entries: [SwiftAccessors.Entry], plan: ExportPlan) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        var byTemplate: [Version: (availableFrom: Version, count: Int)] = [:]
        for entry in entries where entry.kind == .custom && entry.available > Version.symbols {
            if case .template(let version) = entry.availability { byTemplate[version, default: (entry.available, 0)].count += 1 }
        }
        if !byTemplate.isEmpty {
            let versions = byTemplate.sorted { $0.key < $1.key }.map { "v\($0.key): iOS \($0.value.availableFrom)" }
            let count = byTemplate.values.reduce(0) { $0 + $1.count }
            notes.append(.note(nil, "\(count) custom symbol\(count == 1 ? " is" : "s are") used from the iOS \(count == 1 ? "its" : "their") template needs "
                + "(\(versions.joined(separator: ", "))); earlier systems load the NAME-fallback bitmap"))
        }
        if plan.metadata == nil, entries.contains(where: { $0.kind == .system }) {
            notes.append(.note(nil, "no SF Symbols tables (the SF Symbols app's, or \(setting: "symbols-metadata", "DIR")): system symbols are used "
                + "from iOS 13 unless their \(setting: "available") says otherwise, and by the name of their file"))
        }
        return notes
    }
}
