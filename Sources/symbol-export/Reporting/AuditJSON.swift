import SymbolBase
import SourceScanning
import SymbolAudit
import SymbolExport

/// The `--json` report of an audit: the uses (paths relative to the audited folder), the
/// findings, the deployment target and where it comes from, and what `--write-manifest` did.
enum AuditJSON {
    static func document(_ report: AuditReport, written: ManifestUpdate.Result?, roots: Int, word: (Message) -> String) -> JSONValue {
        let places = report.places
        var root: [String: JSONValue] = [
            "platforms": .array(report.plan.platforms.map { platform in
                .object(["platform": .string(platform.name), "errors": .int(report.errors(on: platform))])
            }),
            "targets": .array(report.plan.targets.map { target in
                .object(["name": .string(target.name), "kind": .string(target.kind.rawValue), "project": .string(target.project),
                         "platforms": .array(target.platforms.map { platform, deployment in
                             .object(["platform": .string(platform.name), "deployment-target": deployment.map(self.target) ?? .null])
                         })])
            }),
            "fallback": .object(["reason": .string(fallbackReason(report.plan.fallbackReason)),
                                 "platforms": .array(report.plan.fallback.map { platform, deployment in
                                     .object(["platform": .string(platform.name), "deployment-target": deployment.map(self.target) ?? .null])
                                 })]),
            "left-out": .array(report.leftOut.map { path, reason in .object(["path": .string(path), "reason": leftOut(reason)]) }),
            "files": .int(report.files),
            "uses": .array(report.uses.map { use(of: $0, folders: roots > 1) }),
            "findings": .array(report.findings.map { finding(of: $0, word: word) }),
            "remedies": .array(report.remedies.map { remedy in
                .object(["code": .string(remedy.code.rawValue), "name": remedy.name.map { .string($0) } ?? .null,
                         "remedy": .string(word(remedy.remedy)), "places": .int(remedy.places)])
            }),
            "summary": .object([
                "errors": .int(report.count(.error)), "warnings": .int(report.count(.warning)), "notes": .int(report.count(.note)),
                "uses": .int(places.count), "symbols": .int(Set(places.compactMap(\.name)).count),
            ]),
            "manifest": report.manifest.map { .string($0) } ?? .null,
        ]
        switch report.knowledge {
        case .tables:
            var tables: [String: JSONValue] = ["from": .string("sf-symbols-tables")]
            if let source = report.tables?.source {
                tables["tables"] = .string(source.kind.rawValue)
                tables["path"] = .string(source.shownPath)
                tables["version"] = source.version.map { .string($0) } ?? .null
            }
            if let newest = report.tables?.newestRelease { tables["newest-ios"] = .string(newest.description) }
            root["availability"] = .object(tables)
        case .record(let path): root["availability"] = .object(["from": .string("record"), "path": .string(path)])
        case .none: root["availability"] = .object(["from": .string("none")])
        }
        if let written {
            root["written"] = .object(["manifest": .string(written.manifest), "created": .bool(written.created),
                                       "entries": .array(written.added.map { .string($0) }), "templates": .array(written.templates.map { .string($0) })])
        }
        return .object(root)
    }

    private static func use(of use: SymbolUse, folders: Bool) -> JSONValue {
        var entry: [String: JSONValue] = [
            "name": use.name.map { .string($0) } ?? .null,
            "path": .string(use.relativePath),
            "line": .int(use.line),
            "column": .int(use.column),
            "api": .string(use.api),
            "kind": .string(use.kind.rawValue),
            "platform": .string(use.platform.name),
        ]
        if let target = use.deploymentTarget { entry["deployment-target"] = .string(target.description) }
        if let expression = use.expression { entry["expression"] = .string(expression) }
        if let guarded = use.guarded { entry["guarded"] = .string(guarded.description) }
        if use.inPreview { entry["in-preview"] = .bool(true) }
        if folders, use.path != use.relativePath { entry["folder"] = .string(String(use.path.dropLast(use.relativePath.count + 1))) }
        return .object(entry)
    }

    private static func finding(of finding: AuditFinding, word: (Message) -> String) -> JSONValue {
        .object([
            "code": .string(finding.code.rawValue),
            "severity": .string(finding.severity.rawValue),
            "name": finding.name.map { .string($0) } ?? .null,
            "path": (finding.relativePath ?? finding.path).map { .string($0) } ?? .null,
            "line": finding.line.map { .int($0) } ?? .null,
            "column": finding.column.map { .int($0) } ?? .null,
            "message": .string(word(finding.message)),
            "remedy": finding.remedy.map { .string(word($0)) } ?? .null,
            "in-preview": .bool(finding.inPreview),
            "platform": finding.platform.map { .string($0.name) } ?? .null,
        ])
    }

    private static func fallbackReason(_ reason: BuildPlan.FallbackReason) -> String {
        switch reason {
        case .none: "none"
        case .noProject: "no-project"
        case .outside: "outside-projects"
        case .noPlatforms: "no-platforms"
        case .unreadable: "unreadable-project"
        case .noMembership: "no-membership"
        }
    }

    private static func leftOut(_ reason: BuildPlan.LeftOut) -> JSONValue {
        switch reason {
        case .testTarget(let targets): .object(["why": .string("test-target"), "targets": .array(targets.map { .string($0) })])
        case .noTarget(let project): .object(["why": .string("no-target"), "project": .string(project)])
        case .otherPlatforms: .object(["why": .string("other-platforms")])
        case .otherTarget: .object(["why": .string("other-target")])
        }
    }

    private static func target(_ target: DeploymentTarget) -> JSONValue {
        var entry: [String: JSONValue] = ["platform": .string(target.platform.name), "version": .string(target.version.description),
                                          "from": .string(target.source.rawValue)]
        if let path = target.path { entry["path"] = .string(path) }
        if let line = target.line { entry["line"] = .int(line) }
        if let column = target.column { entry["column"] = .int(column) }
        if let setting = target.setting { entry["setting"] = .string(setting) }
        if target.source == .project { entry["settings-found"] = .int(target.candidates) }
        return .object(entry)
    }
}
