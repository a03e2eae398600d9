import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport

/// A symbol whose conversion failed is not drawn again while its source, options, tool and
/// renderer are as they were: the next run reports the failure from the state.
@Suite(.serialized) struct RememberedFailureTests {
    private static let timeout = "the renderer took longer than 1 s on this file and was stopped; raise --render-timeout if it is just a large drawing"

    /// a.svg draws in milliseconds; endless.svg runs into any time limit.
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        directory.write("Symbols/endless.svg", WorkerLifetimeTests.endless)
        return directory
    }

    private struct Run {
        var status: Int32
        var stderr: String
        var seconds: Double
        /// Whether a render worker was seen.
        var drew: Bool
    }

    private func export(_ arguments: [String], in directory: TemporaryDirectory) throws -> Run {
        let started = Date()
        let export = try RunningProcess(["export"] + arguments, in: directory.path)
        var drew = false
        while export.process.isRunning {
            drew = drew || !ChildProcesses.of(export.process.processIdentifier).isEmpty
            usleep(1_000)
        }
        export.finish()
        return Run(status: export.process.terminationStatus, stderr: export.stderr, seconds: Date().timeIntervalSince(started), drew: drew)
    }

    @Test func aSymbolThatTimedOutIsNotDrawnAgainUntilSomethingChanges() throws {
        let directory = project()
        let limit = ["--render-timeout", "1"]
        let first = try export(limit, in: directory)
        #expect(first.status == 1 && first.stderr.contains("error: Symbols/endless.svg: \(Self.timeout)\n"), "\(first.stderr)")
        #expect(first.stderr.contains("exported 1, unchanged 0, failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "))

        // Nothing changed: nothing drawn, the same error, well under the limit it ran into.
        let again = try export(limit, in: directory)
        #expect(again.status == 1 && again.stderr.contains("error: Symbols/endless.svg: \(Self.timeout)\n"), "\(again.stderr)")
        #expect(again.stderr.contains("exported 0, unchanged 1, failed 1 (1 unchanged since it failed, not drawn again; --force retries), pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
        #expect(!again.drew && again.seconds < 2, "drew: \(again.drew), \(again.seconds) s")
        let json = try CommandRunner.run(["export", "--json"] + limit, in: directory.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let error = (report["assets"] as? [[String: Any]])?.last?["error"] as? [String: Any]
        #expect(error?["remembered"] as? Bool == true && error?["message"] as? String == Self.timeout)

        // Touched, same bytes: still the same failure.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: directory.url("Symbols/endless.svg"))
        let touched = try export(limit, in: directory)
        #expect(!touched.drew && touched.stderr.contains("(1 unchanged since it failed, not drawn again; --force retries)"), "\(touched.stderr)")

        // A changed source, changed options, a higher limit or --force: drawn again.
        directory.write("Symbols/endless.svg", WorkerLifetimeTests.endless + "<!-- changed -->\n")
        for arguments in [limit, limit + ["--point-size", "20"], ["--render-timeout", "2"], ["--render-timeout", "1.5"], limit + ["--force"]] {
            let run = try export(arguments, in: directory)
            #expect(run.status == 1, "\(arguments): \(run.stderr)")
            if arguments[1] == "1.5" {
                // A lower limit than the one it ran into: it would time out again.
                #expect(!run.drew && run.stderr.contains("longer than 2 s") && run.stderr.contains("not drawn again"), "\(run.stderr)")
            } else {
                #expect(run.drew && run.stderr.contains("failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "), "\(arguments): \(run.stderr)")
            }
        }
    }

    /// A record holds for the options, tool, renderer and source set it was made with, and a
    /// time-out for limits up to its own.
    @Test func aRecordHoldsOnlyForWhatItWasMadeWith() {
        let inputs = ExportState.Inputs(key: "k", source: "s.svg", sourceStat: FileStat(size: 1, modified: 1), sourceSHA256: "ab",
                                        optionsFingerprint: "o", tool: ToolVersion.string, renderer: ExportState.renderer, sourceSet: "../S")
        let failure = ExportState.Failure(inputs: inputs, timeLimit: nil, message: "bad", line: 1, column: 2)
        #expect(failure.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 30))
        #expect(!failure.holds(fingerprint: "other", sourceSet: "../S", timeLimit: 30))
        #expect(!failure.holds(fingerprint: "o", sourceSet: "../T", timeLimit: 30))
        var older = failure
        older.inputs.tool = "0.0.1"
        #expect(!older.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 30))
        older = failure
        older.inputs.renderer = "librsvg 2.0.0"
        #expect(!older.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 30))
        var timedOut = failure
        timedOut.timeLimit = 30
        #expect(timedOut.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 30))
        #expect(timedOut.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 10))
        #expect(!timedOut.holds(fingerprint: "o", sourceSet: "../S", timeLimit: 31))
        #expect(!timedOut.holds(fingerprint: "o", sourceSet: "../S", timeLimit: nil))
    }
}
