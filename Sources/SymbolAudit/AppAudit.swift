import SourceScanning
import SymbolBase
import SymbolExport

/// What to audit: the app's folders, the command line's settings, and the export whose
/// fallbacks count.
package struct AuditRequest: Sendable {
    /// The folders (or files) whose sources are read.
    package var roots: [String]
    /// The command line's `--deployment-target`, `--platform` and `--symbols-metadata`.
    package var export: PartialExportOptions
    /// The export input (a manifest, or a folder of SVGs); nil: no export.
    package var input: String?
    /// `--target`: only the files this target of the projects read compiles (a build plugin's target).
    package var target: String?

    package init(roots: [String], export: PartialExportOptions = PartialExportOptions(), input: String? = nil, target: String? = nil) {
        (self.roots, self.export, self.input, self.target) = (roots, export, input, target)
    }
}

/// What an audit found.
package struct AuditReport: Sendable {
    /// Every symbol the code asks for, in file order (names of other images left out), once for
    /// each platform its file was read for.
    package var uses: [SymbolUse]
    /// The places that ask for a symbol, each once whatever the platforms.
    package var places: [SymbolUse]
    /// The folders audited, as given.
    package var roots: [String] = []
    /// The findings, by place; those of no place last.
    package var findings: [AuditFinding]
    /// The targets audited, the platforms, and the rule of old where it applied.
    package var plan: BuildPlan
    /// Files not audited, and why.
    package var leftOut: [(path: String, reason: BuildPlan.LeftOut)] = []
    package var knowledge: SymbolKnowledge.Source
    /// Apple's tables, when they were read (where, their version, what they say).
    package var tables: SymbolsMetadata?
    /// The export input whose symbols have fallbacks, and its manifest when it is one.
    package var input: String?
    package var manifest: String?
    /// Files read.
    package var files: Int
    /// The one target audited (`--target`), or nil: all.
    package var target: String?
    /// What `--write-manifest` adds: the symbols an error asks a fallback for.
    package var missing: [MissingSymbol]
    /// A folder export's SVGs (no manifest): a manifest written for it lists them too.
    package var folderSources: [FolderSource] = []
    package var seconds: Double

    package func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// The errors on `platform`.
    package func errors(on platform: Platform) -> Int { findings.filter { $0.severity == .error && $0.platform == platform }.count }


    /// The remedies of the findings, once per symbol.
    package var remedies: [AuditRemedy] { AuditRemedy.of(findings) }
}

/// A symbol that needs a fallback the export does not make yet.
package struct MissingSymbol: Equatable, Sendable {
    package enum Kind: Sendable { case system, custom }
    package var name: String
    package var kind: Kind
    /// A custom symbol's `.symbolset` folder.
    package var folder: String?
}

/// An SVG of a folder export, and its group.
package struct FolderSource: Equatable, Sendable {
    package var path: String
    package var group: [String]
}

/// Why an audit cannot run.
package enum AuditError: Error, Equatable, Sendable {
    /// The export input (its manifest, Apple's tables it names) cannot be used.
    case plan(ExportPlanError)
    case record(AvailabilityRecordError)
    /// A deployment target the command line gives that cannot be taken.
    case deploymentTarget(BuildPlan.Problem)
    /// A folder to audit that is not there, or not a folder.
    case root(path: String, reason: String)
    /// A manifest in the audited folders that names a path out of them.
    case outside(manifest: String, key: String, value: String, line: Int?, column: Int?)
    /// `--write-manifest` could not write the manifest.
    case writeManifest(path: String, reason: String)
    /// `--target` names no target of the projects read.
    case unknownTarget(String, known: [String])

    package var isUsageError: Bool {
        switch self {
        case .deploymentTarget, .root, .unknownTarget: true
        case .plan(let error): error.isUsageError
        default: false
        }
    }

    package var diagnostics: [Diagnostic] {
        switch self {
        case .plan(let error): error.diagnostics
        case .record(let error): [.error(error.path, Message(error.description))]
        case .writeManifest(let path, let reason), .root(let path, let reason): [.error(path, Message(reason))]
        case .outside(let manifest, let key, let value, let line, let column):
            [Diagnostic(.error, path: manifest, line: line, column: column,
                        "'\(key)' names \(value), out of the folders audited: an audit does not follow a manifest in them out of them "
                            + "(a pull request could point it anywhere); name it on the command line where it belongs there")]
        case .unknownTarget(let name, let known):
            [.error(nil, "--target \(name): no target of that name in the projects read"
                + (known.isEmpty ? " (none were found: give the folder that holds Package.swift or the .xcodeproj)" : " (\(known.formattedList))"))]
        case .deploymentTarget(.unnamedVersion(let version, let platforms)):
            [.error(nil, "\(setting: "deployment-target", version.description) names no platform, and the app builds for "
                + "\(platforms.map(\.name).formattedList): give each with its platform, such as --deployment-target '\(platforms[0].name) \(version)'")]
        case .deploymentTarget(.notBuilt(let only, let built)):
            [.error(nil, "\(setting: "platform", only.map(\.rawValue).joined(separator: ",")): the app's targets build for "
                + "\(built.map(\.name).formattedList) only; name one of those, or leave --platform out to audit them all")]
        case .deploymentTarget(.notARelease(let version, let platform)):
            [.error(nil, "\(setting: "deployment-target", version.description) is no \(platform.name) version, and the app builds for "
                + "\(platform.name) only; give the platform it is of, such as --deployment-target 'macOS \(version)'")]
        }
    }
}

/// `symbol-export audit`: reads an app's sources for the symbols they ask for and checks each
/// against the app's deployment target, what is known of the symbol, and the fallbacks the
/// export and the app's catalogs give.
package enum AppAudit {
    package static func run(_ request: AuditRequest) throws(AuditError) -> AuditReport {
        let clock = ContinuousClock.now
        for root in request.roots {
            switch FileSystem.kind(of: root) {
            case .directory: continue
            case .missing: throw .root(path: root, reason: "no such file or folder; give the folder that holds the app's sources")
            case .file where AppSources.kind(ofFile: Path.lastComponent(of: root)) != nil: continue
            case .file: throw .root(path: root, reason: "is no source the audit reads (Swift, Objective-C, a storyboard or xib, a project); "
                + "give the folder that holds the app's sources")
            case .other: throw .root(path: root, reason: "is not a folder (a FIFO, socket or device); give the folder that holds the app's sources")
            }
        }
        let export = try ExportSide.read(request)
        let sources = AppSources.find(in: request.roots)
        let refused = Locked<[UnreadFile]>([])
        let projects = AppTargets.read(sources.files.filter { $0.kind.isProject || $0.kind == .configuration }) { path in
            projectFile(path, sources: sources, refused: refused)
        }
        var plan: BuildPlan
        do {
            plan = try BuildPlan.make(projects: projects, only: request.export.platforms ?? PlatformSet(), given: export.given)
        } catch {
            throw .deploymentTarget(error)
        }
        if let target = request.target, !plan.targets.contains(where: { $0.name == target && $0.kind == .app }) {
            throw .unknownTarget(target, known: plan.targets.filter { $0.kind == .app }.map(\.name).uniqued(by: \.self))
        }
        var scan = SourceScan(accessors: export.accessors, generated: export.generatedFiles)
        let leftOut = read(sources, into: &scan, plan: &plan, target: request.target)
        var unread = (sources.unread + refused.withLock { $0 } + scan.unread).uniqued(by: \.path)
        for project in projects.projects where !project.parsed && !unread.contains(where: { $0.path == project.path }) {
            unread.append(UnreadFile(path: project.path, relativePath: relative(project.path, roots: request.roots),
                                     reason: .unreadable("it does not parse as a project Xcode writes, so its targets are not read")))
        }
        var facts = AuditFacts(uses: scan.uses, knowledge: export.knowledge, input: request.input, entries: export.entries,
                               accessorType: export.accessors?.typeName)
        facts.patterns = export.patterns
        CatalogFacts.add(catalogs: sources.catalogs + export.catalogs, exportedSymbolSets: export.symbolSets, to: &facts)
        var findings = AuditChecks.all.flatMap { $0.findings(facts) } + noDeploymentTarget(plan) + unread.map(unreadFinding)
        for file in scan.generatedFiles {
            findings.append(AuditFinding(.generatedFile, name: nil, path: file.path, relativePath: file.relativePath,
                "the Swift accessors symbol-export writes (the manifest's swift), not read as the app's code"))
        }
        findings = sorted(findings)
        let uses = facts.uses.filter { use in
            use.kind != .named || use.name.map { facts.customSymbols[$0] != nil || facts.entries.contains(where: { $0.name == use.name }) } == true
        }
        var report = AuditReport(uses: uses, places: uses.uniqued(by: \.place), findings: findings, plan: plan, leftOut: leftOut, knowledge: export.knowledge.source, input: request.input,
                                 manifest: export.manifest, files: scan.files, missing: missing(findings, facts),
                                 seconds: (ContinuousClock.now - clock).seconds)
        report.tables = export.knowledge.tables
        report.roots = request.roots
        report.target = request.target
        if export.manifest == nil { report.folderSources = export.entries.map { FolderSource(path: $0.source, group: $0.group) } }
        return report
    }

    /// Reads each source file for the builds that compile it (of `target` alone, when given);
    /// returns those left out, and why.
    private static func read(_ sources: AppSources, into scan: inout SourceScan, plan: inout BuildPlan,
                             target: String?) -> [(path: String, reason: BuildPlan.LeftOut)] {
        var leftOut: [(path: String, reason: BuildPlan.LeftOut)] = []
        for file in sources.files where !file.kind.isProject && file.kind != .configuration {
            if let target, !plan.isCompiled(file, by: target) {
                leftOut.append((file.relativePath, .otherTarget))
                continue
            }
            switch plan.builds(of: file) {
            case .success(let builds):
                plan.noteFallback(for: file)
                scan.read(file, for: builds)
            case .failure(let reason): leftOut.append((file.relativePath, reason))
            }
        }
        scan.followForwarders()
        return leftOut
    }

    /// A file a project names (an `.xcconfig`, the project, a package's manifest), read when it
    /// is inside the audited folders once its links are resolved; refused (and noted) otherwise,
    /// and when it cannot be read. A `Package.swift` is read up to 1 MiB.
    private static func projectFile(_ path: String, sources: AppSources, refused: Locked<[UnreadFile]>) -> [UInt8]? {
        let relativePath = relative(path, roots: sources.realRoots)
        guard FileSystem.kind(of: path) != .missing else { return nil }
        guard sources.isInside(path) else {
            refused.withLock { $0.append(UnreadFile(path: path, relativePath: relativePath, reason: .outside)) }
            return nil
        }
        do {
            return try FileSystem.readFile(path, limit: Path.lastComponent(of: path) == "Package.swift" ? 1 << 20 : FileSystem.maximumInputSize)
        } catch {
            refused.withLock { $0.append(UnreadFile(path: path, relativePath: relativePath, reason: UnreadFile.Reason(error))) }
            return nil
        }
    }

    /// `path` relative to the audited folder it is in, else as it is.
    private static func relative(_ path: String, roots: [String]) -> String {
        let absolute = Path.absolute(path)
        for root in roots {
            let base = Path.absolute(root)
            if Path.isInside(absolute, folder: base) { return String(absolute.dropFirst(base.count + (base.hasSuffix("/") ? 0 : 1))) }
        }
        return path
    }

    private static func unreadFinding(_ file: UnreadFile) -> AuditFinding {
        AuditFinding(.unreadFile, name: nil, path: file.path, relativePath: file.relativePath, line: file.line, column: file.column,
                     Message(file.explanation), remedy: "what it holds is not read (the symbols it asks for, the settings it gives); audit --strict "
                        + "fails on such a file, as CI on pull requests should")
    }

    /// Each app target's platform on which nothing gives a deployment target (the rule of old's
    /// too): nothing is checked against one there.
    private static func noDeploymentTarget(_ plan: BuildPlan) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for target in plan.targets where target.kind == .app {
            // Xcode takes the SDK's version where a target sets none: the newest, older than nothing.
            for (platform, deployment) in target.platforms where deployment == nil {
                var finding = AuditFinding(.noDeploymentTarget, name: nil, path: target.project,
                    "target '\(target.name)' sets no deployment target for \(platform.name) (Xcode takes its SDK's), so nothing is checked against one there",
                    remedy: "set \(platform.deploymentSetting) in it, or give --deployment-target '\(platform.name) VERSION'", severity: .note)
                finding.platform = platform
                findings.append(finding)
            }
        }
        if plan.fallbackReason != .none {
            for (platform, deployment) in plan.fallback where deployment == nil {
                var finding = AuditFinding(.noDeploymentTarget, name: nil, path: nil, "no deployment target for \(platform.name), so nothing is checked against one there",
                    remedy: "give --deployment-target '\(platform.name) VERSION', or audit the folder that holds the app's .xcodeproj, project.yml or "
                        + "Package.swift")
                finding.platform = platform
                findings.append(finding)
            }
        }
        return findings
    }

    /// By file, line and column; findings of no place last.
    private static func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
        findings.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if (x.path == nil) != (y.path == nil) { return y.path == nil }
            if x.path != y.path { return (x.path ?? "") < (y.path ?? "") }
            if (x.line ?? 0, x.column ?? 0) != (y.line ?? 0, y.column ?? 0) { return (x.line ?? 0, x.column ?? 0) < (y.line ?? 0, y.column ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The symbols an error asks a fallback for: system symbols with no older name to use and
    /// no entry yet, and custom symbols too new for the deployment target.
    private static func missing(_ findings: [AuditFinding], _ facts: AuditFacts) -> [MissingSymbol] {
        var missing: [MissingSymbol] = []
        for finding in findings where finding.severity == .error {
            guard let name = finding.name, !missing.contains(where: { $0.name == name }) else { continue }
            switch finding.code {
            case .unavailableSymbol:
                guard let target = finding.deploymentTarget, let platform = finding.platform,
                      facts.knowledge.olderName(of: name, existingAt: target, on: platform) == nil,
                      !facts.entries.contains(where: { $0.systemName == name }) else { continue }
                missing.append(MissingSymbol(name: name, kind: .system))
            case .customSymbolVersion:
                missing.append(MissingSymbol(name: name, kind: .custom, folder: facts.customSymbols[name]?.folder))
            default: continue
            }
        }
        return missing
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
