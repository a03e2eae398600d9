/// The outcome of an export.
public struct ExportReport: Sendable {
    public enum Mode: String, Sendable {
        case write, check, dryRun = "dry-run"
    }

    public var mode: Mode
    public var catalog: String
    public var assets: [AssetReport]
    /// Generated asset folders no export source produces any more, relative to the catalog:
    /// removed (write), orphaned (check) or to be removed (dry run).
    public var orphans: [String]
    public var seconds: Double
    /// Stopped early by a signal; the state holds what was finished.
    public var interrupted = false
    /// The Swift accessors, when asked for (`--swift`).
    public var swift: SwiftFileReport?

    public func count(_ status: AssetReport.Status) -> Int { assets.filter { $0.status == status }.count }

    /// Whether the run should exit with failure: any asset failed, or (check) the catalog differs.
    public var failed: Bool {
        if interrupted || count(.failed) > 0 || !(swift?.problems.isEmpty ?? true) { return true }
        if mode == .check {
            return count(.missing) + count(.stale) + orphans.count > 0 || swift?.status == .missing || swift?.status == .stale
        }
        return false
    }

    /// The machine-readable report (`--json`).
    public var json: JSONValue {
        var summary: [String: JSONValue] = [
            "exported": .int(count(.exported)), "unchanged": .int(count(.unchanged)), "failed": .int(count(.failed)),
            "seconds": .number(seconds),
        ]
        switch mode {
        case .write: summary["pruned"] = .int(orphans.count)
        case .check:
            summary["missing"] = .int(count(.missing))
            summary["stale"] = .int(count(.stale))
            summary["orphaned"] = .int(orphans.count)
        case .dryRun:
            summary["planned"] = .int(count(.planned))
            summary["would-prune"] = .int(orphans.count)
        }
        return .object([
            "mode": .string(mode.rawValue),
            "catalog": .string(catalog),
            "interrupted": .bool(interrupted),
            "summary": .object(summary),
            "assets": .array(assets.map { asset in
                var entry: [String: JSONValue] = [
                    "name": .string(asset.job.name),
                    "source": .string(asset.job.source),
                    "status": .string(asset.status.rawValue),
                    "files": .array(asset.files.map { .string($0) }),
                    "warnings": .array(asset.warnings.map { warning in
                        .object(["code": .string(warning.code?.rawValue ?? "other"), "message": .string(warning.message)])
                    }),
                ]
                if !asset.pixelSizes.isEmpty {
                    entry["pixels"] = .array(asset.pixelSizes.split(separator: ",").map { size in
                        let parts = size.split(separator: "x").compactMap { Int($0) }
                        return .object(["width": .int(parts.first ?? 0), "height": .int(parts.last ?? 0)])
                    })
                }
                if !asset.variant.isEmpty { entry["variant"] = .string(asset.variant) }
                if !asset.job.group.isEmpty { entry["group"] = .string(asset.job.group.joined(separator: "/")) }
                if let failure = asset.failure {
                    entry["error"] = .object(["path": .string(failure.path), "message": .string(failure.description)])
                }
                return .object(entry)
            }),
            mode == .write ? "pruned" : mode == .check ? "orphaned" : "would-prune": .array(orphans.map { .string($0) }),
        ].merging(swift.map { swift in
            ["swift": JSONValue.object(["path": .string(swift.path), "status": .string(swift.status.rawValue),
                                        "errors": .array(swift.problems.map { .string($0.message) })])]
        } ?? [:]) { a, _ in a })
    }
}
