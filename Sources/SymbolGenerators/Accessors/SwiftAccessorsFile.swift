import SymbolBase
import SymbolExport
import SymbolRendering

/// The Swift files `export --swift` asks for, made from an export's outcome: the UIKit
/// accessors, and with `--swiftui` the SwiftUI ones beside them.
package enum SwiftAccessorsFile {
    /// Builds the accessors of every asset of `report` and writes (or, with --check and
    /// --dry-run, compares) the file at `path`, and its SwiftUI file when asked for. Nothing is
    /// written when a symbol failed or the accessors have problems of their own.
    package static func make(path: String, plan: ExportPlan, report export: ExportReport) -> [GeneratedFileReport] {
        let options = plan.options
        var report = GeneratedFileReport(path: path, status: .notWritten)
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
                source: job.source, layout: layout(asset.facts?.metrics, format: job.options.format),
                availabilityKnown: job.availability.isKnown))
        }
        var byCase: [String: [SwiftAccessors.Entry]] = [:]
        for entry in entries { byCase[entry.caseName, default: []].append(entry) }
        for (caseName, clashing) in byCase.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            report.problems.append(.error(clashing[0].source,
                "\(clashing.map(\.source).joined(separator: " and ")) would both be `case \(caseName)` of \(options.swiftType) "
                + "in \(path); rename one (a manifest's \"name\")"))
        }
        var swiftUI = options.swiftUI ? GeneratedFileReport(kind: .swiftUIAccessors, path: SwiftUIAccessors.path(besides: path), status: .notWritten) : nil
        guard report.problems.isEmpty, !anyFailed else { return [report] + (swiftUI.map { [$0] } ?? []) }
        report.notes = notes(entries, plan: plan)

        let origin = Path.relative(Path.absolute(plan.manifest ?? plan.input), from: Path.absolute(Path.parent(of: path)))
        let accessors = SwiftAccessors(typeName: options.swiftType.text, access: options.swiftAccess,
                                       deploymentTarget: options.deploymentTarget, platforms: options.exportPlatforms,
                                       releases: options.releases, origin: origin, entries: entries)
        report.write(accessors.bytes, mode: export.mode)
        if var file = swiftUI {
            file.write(SwiftUIAccessors(accessors: accessors, uikitFile: Path.lastComponent(of: path)).bytes, mode: export.mode)
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

    /// What the summary says of how the symbols load: custom symbols used from the iOS their
    /// template needs; system symbols without Apple's tables.
    private static func notes(_ entries: [SwiftAccessors.Entry], plan: ExportPlan) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        var byTemplate: [Version: (availableFrom: Version, count: Int)] = [:]
        for entry in entries where entry.kind == .custom && entry.available > Version.symbols {
            if case .template(let version) = entry.availability { byTemplate[version, default: (entry.available, 0)].count += 1 }
        }
        if !byTemplate.isEmpty {
            let versions = byTemplate.sorted { $0.key < $1.key }.map { "v\($0.key): \(plan.options.releaseText($0.value.availableFrom))" }
            let count = byTemplate.values.reduce(0) { $0 + $1.count }
            notes.append(.note(nil, "\(count) custom symbol\(count == 1 ? " is" : "s are") used from the OS \(count == 1 ? "its" : "their") template needs "
                + "(\(versions.joined(separator: ", "))); earlier systems load the NAME-fallback bitmap"))
        }
        let unknown = entries.filter { $0.kind == .system && !$0.availabilityKnown }
        if !unknown.isEmpty {
            let names = unknown.map(\.assetName).sorted().prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (unknown.count > 3 ? ", …" : "")
            notes.append(.note(nil, "\(unknown.count) system symbol\(unknown.count == 1 ? "" : "s") (\(names)) of unknown availability: "
                + "\(plan.tables.unknownReason(plural: unknown.count > 1)); the vector is used where the system has it, the bitmap elsewhere"))
        }
        return notes
    }
}
