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
    public var warnings: [Diagnostic] = []
}

/// The minimum iOS of a custom symbol's template: Apple documents that templates 3.0 and
/// later are not backward compatible (1.0 iOS 13, 2.0 iOS 14, 3.0 iOS 15, 4.0 iOS 16,
/// 5.0 iOS 17, 6.0 iOS 18, 7.0 iOS 26).
func minimumOS(forTemplateVersion version: String) -> OSVersion? {
    guard let major = Int(version.split(separator: ".").first ?? "") else { return nil }
    switch major {
    case ..<1: return nil
    case 1...6: return OSVersion(12 + major)
    default: return OSVersion(26)
    }
}

extension Exporter {
    /// Builds the accessors from the outcomes and writes (or, with --check and --dry-run,
    /// compares) the file. Nothing is written when a symbol failed or the accessors have problems.
    func swiftAccessors(path: String, reports: [AssetReport], names: NameCheck) -> SwiftFileReport {
        let options = plan.options
        var report = SwiftFileReport(path: path, status: .notWritten)
        var entries: [SwiftAccessors.Entry] = []
        var anyFailed = false
        for (job, asset) in zip(plan.jobs, reports) {
            guard asset.failure == nil, asset.status != .skipped else {
                anyFailed = true
                continue
            }
            let hasSymbolSet = job.options.symbolSet || job.fromSymbolSet
            let kind = job.options.kind ?? (asset.isTemplate ? (hasSymbolSet ? .custom : .system) : .image)
            if kind != .image, !asset.isTemplate {
                report.problems.append(Diagnostic(path: job.source, message:
                    "kind '\(kind.rawValue)' needs an SF Symbols template, and this is a plain SVG; give it kind 'image'"))
                continue
            }
            if kind == .custom, !hasSymbolSet {
                report.problems.append(Diagnostic(path: job.source, message:
                    "kind 'custom' loads the symbol from its .symbolset; set \"symbolset\": true for it (or pass --symbolset)"))
                continue
            }
            let available = job.options.available ?? OSVersion.symbols
            if kind == .custom, let needed = minimumOS(forTemplateVersion: asset.templateVersion),
               needed > max(available, options.deploymentTarget), !job.options.silencedWarnings.contains(.templateVersion) {
                report.warnings.append(Diagnostic(path: job.source, message:
                    "template v\(asset.templateVersion) needs iOS \(needed.major) (Apple: templates 3.0 and later are not backward "
                    + "compatible), but the symbol is used from iOS \(available) and the deployment target is \(options.deploymentTarget); "
                    + "set \"available\": \"\(needed)\" for it, so earlier systems show its bitmap", code: .templateVersion))
            }
            let symbolName = names.lookupName(job.location(kind == .custom ? .symbolSet : .imageSet))
            entries.append(SwiftAccessors.Entry(
                caseName: SwiftIdentifier.caseName(for: job.name), assetName: symbolName, kind: kind,
                systemName: Path.removingSVGExtension(Path.lastComponent(of: job.source)),
                fallbackName: names.lookupName(job.location(.imageSet)),
                pointSize: job.options.pointSize, weight: job.options.weight, scale: job.options.scale,
                template: job.options.mode == .template, available: available, source: job.source))
        }
        var byCase: [String: [SwiftAccessors.Entry]] = [:]
        for entry in entries { byCase[entry.caseName, default: []].append(entry) }
        for (caseName, clashing) in byCase.sorted(by: { $0.key < $1.key }) where clashing.count > 1 {
            report.problems.append(Diagnostic(path: clashing[0].source, message:
                "\(clashing.map(\.source).joined(separator: " and ")) would both be `case \(caseName)` of \(options.swiftType) "
                + "in \(path); rename one (a manifest's \"name\")"))
        }
        guard report.problems.isEmpty, !anyFailed else { return report }

        let origin = Path.relative(Path.absolute(plan.manifest ?? plan.input), from: Path.absolute(Path.parent(of: path)))
        let bytes = SwiftAccessors(typeName: options.swiftType, access: options.swiftAccess,
                                   deploymentTarget: options.deploymentTarget, origin: origin, entries: entries).bytes
        let exists = FileSystem.kind(of: path) != .missing
        let same = exists && FileSystem.hasContents(path, equalTo: bytes)
        switch settings.mode {
        case .check: report.status = !exists ? .missing : same ? .unchanged : .stale
        case .dryRun: report.status = same ? .unchanged : .planned
        case .write:
            do {
                try FileSystem.createDirectory(Path.parent(of: path))
                report.status = try FileSystem.writeAtomically(bytes, to: path) ? .written : .unchanged
            } catch {
                report.problems.append(Diagnostic(path: error.path, message: error.description))
            }
        }
        return report
    }
}
