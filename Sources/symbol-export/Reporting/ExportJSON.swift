import SymbolBase
import SymbolExport
import SymbolGenerators
import SymbolRendering

/// The `--json` report of an export, from its typed outcome (its schema: docs/command-line.md, *The --json report*).
enum ExportJSON {
    /// The report's `version`: raised when a key changes meaning or goes away (new keys may be
    /// added within a version).
    static let version = 1

    static func document(_ report: ExportReport, swift: [GeneratedFileReport], word: (Message) -> String) -> JSONValue {
        var summary: [String: JSONValue] = [
            "exported": .int(report.count(.exported)), "unchanged": .int(report.count(.unchanged)),
            "failed": .int(report.count(.failed)), "seconds": .number(report.seconds),
        ]
        switch report.mode {
        case .write: summary["pruned"] = .int(report.orphans.count)
        case .check:
            summary["missing"] = .int(report.count(.missing))
            summary["stale"] = .int(report.count(.stale))
            summary["orphaned"] = .int(report.orphans.count)
        case .dryRun:
            summary["planned"] = .int(report.count(.planned))
            summary["would-prune"] = .int(report.orphans.count)
        }
        var root: [String: JSONValue] = [
            "version": .int(version),
            "mode": .string(report.mode.rawValue),
            "catalog": .string(report.catalog),
            "interrupted": .bool(report.interrupted),
            "summary": .object(summary),
            "assets": .array(report.assets.map { asset(of: $0, word: word) }),
            report.mode == .write ? "pruned" : report.mode == .check ? "orphaned" : "would-prune": .array(report.orphanPaths.map { .string($0) }),
        ]
        if let tables = report.tables {
            root["symbol-tables"] = .object(["from": .string(tables.kind.rawValue), "path": .string(tables.shownPath),
                                              "version": tables.version.map { .string($0) } ?? .null])
        }
        if report.catalogs.count > 1 { root["catalogs"] = .array(report.catalogs.map { .string($0) }) }
        // The UIKit file, the SwiftUI one when asked for, and the availability record.
        for file in swift {
            root[file.kind.rawValue] = .object(["path": .string(file.path), "status": .string(file.status.rawValue),
                                 "errors": .array(file.problems.map { .string(word($0.message)) }),
                                 "notes": .array(file.notes.map { .string(word($0.message)) })])
        }
        return .object(root)
    }

    private static func asset(of asset: AssetReport, word: (Message) -> String) -> JSONValue {
        var entry: [String: JSONValue] = [
            "name": .string(asset.job.name),
            "source": .string(asset.job.source),
            "status": .string(asset.status.rawValue),
            "files": .array(asset.files.map { .string($0) }),
            "warnings": .array(asset.warnings.map { warning in
                .object(["code": .string(warning.code?.rawValue ?? "other"), "message": .string(word(warning.message))])
            }),
        ]
        if let facts = asset.facts {
            entry["pixels"] = .array(facts.pixelSizes.map { .object(["width": .int($0.width), "height": .int($0.height)]) })
            if let metrics = facts.metrics {
                // Per display scale: the image in points and pixels, the ink's rect, the baseline and the alignment insets.
                entry["scales"] = .object(Dictionary(uniqueKeysWithValues: metrics.map { ("\($0.scale)x", $0.json) }))
            }
            if let template = facts.template {
                entry["variant"] = .string(template.variant.description)
                if let version = template.version { entry["template-version"] = .string(version.description) }
                if let symbolSet = template.symbolSet { entry["symbolset"] = symbolSet.json }
            }
        }
        if !asset.job.group.isEmpty { entry["group"] = .string(asset.job.group.joined(separator: "/")) }
        // From which iOS the vector is used, and why: what the generated Swift does.
        entry["available"] = .object(["version": .string(asset.job.available.description), "from": .string(asset.job.availability.source.word)])
        if asset.job.systemNames.count > 1 {
            entry["system-names"] = .array(asset.job.systemNames.map { .object(["name": .string($0.name), "from": .string($0.from.description)]) })
        }
        if let failure = asset.failure {
            var error: [String: JSONValue] = ["path": .string(failure.path), "message": .string(word(failure.message))]
            // Reported from the state, not drawn again: the source, options and tool are as when it failed.
            if failure.isRemembered { error["remembered"] = .bool(true) }
            entry["error"] = .object(error)
        }
        return .object(entry)
    }
}

extension TemplateVersionChoice.Summary {
    /// The version the symbolset is written in, what keeps it from the one below, what it
    /// leaves out (animations only) and what a cap made it lose.
    var json: JSONValue {
        .object(["template-version": .string(written.description), "held-by": .array(heldBy.map { .string($0) }),
                 "left-out": .array(dropped.map { .string($0.rawValue) }), "lost": .array(lost.map { .string($0.rawValue) })])
    }
}
