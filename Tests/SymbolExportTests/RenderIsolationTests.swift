import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolRendering

/// Rendering in supervised worker processes: a file that makes librsvg abort, a worker killed
/// from outside and a drawing that never ends each cost one symbol, and the export goes on.
@Suite(.serialized) struct RenderIsolationTests {
    /// librsvg 2.54.x panics on a filter region of no size (a Rust panic cannot unwind through
    /// the C API, so the process aborts); 2.56 draws it. Written for these tests.
    static let emptyFilterRegion = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <filter id="f" x="0" y="0" width="1" height="1"><feFlood flood-color="black" x="4" y="4" width="0" height="0" result="a"/><feTile in="a"/></filter>
          <rect x="2" y="2" width="20" height="20" filter="url(#f)"/>
        </svg>
        """

    /// Seconds of librsvg work at 1024 pt: a dilation of 384 px at @3x, per pixel.
    static let slow = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <filter id="f"><feMorphology operator="dilate" radius="3"/></filter>
          <rect x="2" y="2" width="20" height="20" filter="url(#f)"/>
        </svg>
        """

    /// Whether this librsvg aborts on `emptyFilterRegion` (2.54 does; a newer one draws it).
    static let librsvgAborts: Bool = {
        let version = RendererVersions.librsvg.split(separator: " ").last.map { $0.split(separator: ".").compactMap { Int($0) } } ?? []
        return version.count >= 2 && (version[0], version[1]) < (2, 56)
    }()

    static let crashMessage = "error: Symbols/boom.svg: the renderer crashed (SIGABRT) while drawing this file; \(RendererVersions.librsvg) fails on some "
        + "malformed documents, and upgrading librsvg may draw it; check the file in another viewer"

    /// a.svg and z.svg at 24 pt, drawn in milliseconds even on a loaded machine, and m.svg, the
    /// slow one, at 1024 pt: only m.svg can overrun a time limit.
    private func slowProject() -> TemporaryDirectory {
        let directory = project(with: "m.svg", Self.slow)
        directory.write("Symbols/symbols.json", """
            { "symbols": [{ "source": "a.svg" }, { "source": "m.svg", "point-size": 1024 }, { "source": "z.svg" }] }
            """)
        return directory
    }

    private func project(with file: String, _ contents: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        directory.write("Symbols/\(file)", contents)
        directory.write("Symbols/z.svg", Fixtures.wide)
        return directory
    }

    @Test(.enabled(if: librsvgAborts, "this librsvg draws the file"), arguments: ["1", "2"])
    func anAbortInLibrsvgFailsOneSymbolAndTheExportGoesOn(jobs: String) throws {
        let directory = project(with: "boom.svg", Self.emptyFilterRegion)
        let result = try CommandRunner.run(["export", "--json", "-j", jobs], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").contains { $0 == Self.crashMessage }, "\(result.stderr)")
        #expect(result.stderr.contains("exported 2, unchanged 0, failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
        for name in ["a", "z"] {
            let png = try #require(directory.read("Output/Assets.xcassets/\(name).imageset/\(name)@3x.png"))
            #expect(try !PNGDecoder.decode(png).isFullyTransparent)
        }
        #expect(!directory.files().contains { $0.hasPrefix("Output") && $0.contains("boom") })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let assets = try #require(report["assets"] as? [[String: Any]])
        #expect(assets.map { $0["name"] as? String } == ["a", "boom", "z"])
        #expect(assets.map { $0["status"] as? String } == ["exported", "failed", "exported"])
        #expect((report["summary"] as? [String: Any])?["failed"] as? Int == 1)
        let state = String(decoding: try #require(directory.read("Output/Assets.xcassets/.symbol-export-state")), as: UTF8.self)
        #expect(state.contains("asset\ta\t") && state.contains("asset\tz\t") && !state.contains("asset\tboom"))
        #expect(state.contains("unrendered\tboom\t"))
        // The next run draws nothing: it reports the crash again from the state, in the same words.
        let again = try CommandRunner.run(["export", "-j", jobs], in: directory.path)
        #expect(again.status == 1 && again.stderr.contains(Self.crashMessage))
        #expect(again.stderr.contains("exported 0, unchanged 2, failed 1 (1 unchanged since it failed, not drawn again; --force retries), pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
        let forced = try CommandRunner.run(["export", "-j", jobs, "--force"], in: directory.path)
        #expect(forced.status == 1 && forced.stderr.contains(Self.crashMessage))
        #expect(forced.stderr.contains("exported 0, unchanged 2, failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
    }

    @Test(.enabled(if: librsvgAborts, "this librsvg draws the file"))
    func convertReportsTheCrashInsteadOfDying() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/boom.svg", Self.emptyFilterRegion)
        let result = try CommandRunner.run(["convert", "Symbols/boom.svg"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == Self.crashMessage + "\n")
        #expect(!directory.files().contains { $0.hasPrefix("Output/Assets.xcassets/boom") })
    }

    /// A worker killed from outside while it draws: its symbol fails, a new worker draws the rest.
    @Test func aWorkerKilledMidSymbolIsReplaced() throws {
        let directory = slowProject()
        let export = try RunningProcess(["export", "-j", "1", "--render-timeout", "60"], in: directory.path)
        // m.svg takes seconds; a.svg and z.svg take milliseconds, before m.svg or queued behind it
        // (two threads share the one worker), so 1.5 s after the worker starts it is
        // drawing m.svg, whatever the order.
        var worker: pid_t?
        let deadline = Date().addingTimeInterval(30)
        while export.process.isRunning, Date() < deadline {
            if let child = ChildProcesses.of(export.process.processIdentifier).first {
                worker = child
                break
            }
            usleep(10_000)
        }
        let killed = try #require(worker, "no worker seen while the export ran")
        usleep(1_500_000)
        kill(killed, SIGKILL)
        export.finish()
        #expect(export.process.terminationStatus == 1)
        #expect(export.stderr.contains("error: Symbols/m.svg: the renderer was killed (SIGKILL) while drawing this file"), "\(export.stderr)")
        #expect(export.stderr.contains("exported 2, unchanged 0, failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
        #expect(directory.read("Output/Assets.xcassets/z.imageset/z@3x.png") != nil)
        #expect(CatalogValidator.problems(in: directory.url("Output/Assets.xcassets")) == [])
    }

    /// How a worker's end is read: ended by SIGINT, SIGTERM or SIGHUP (a build system cancelling
    /// the export's process group, before the worker starts ignoring them) it is an interruption,
    /// never the file's crash, so nothing is said against the file nor remembered of it.
    @Test func aWorkerEndedByAnInterruptIsNoCrashOfTheFile() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            #expect(WorkerProcess.failure((signal, 0), timeout: 30, said: "") == .interrupted, "\(signal)")
        }
        #expect(WorkerProcess.failure((SIGABRT, 0), timeout: 30, said: "") == .crashed(signal: SIGABRT))
        #expect(WorkerProcess.failure((SIGKILL, 0), timeout: 30, said: "") == .crashed(signal: SIGKILL))
        #expect(WorkerProcess.failure((0, 3), timeout: 30, said: "no librsvg") == .unavailable("the worker exited (status 3): no librsvg"))
        #expect(ConvertError(RenderError.interrupted) == .interrupted)
    }

    @Test func aDrawingOverTheTimeLimitIsStopped() throws {
        let directory = slowProject()
        let started = Date()
        let result = try CommandRunner.run(["export", "-j", "2", "--render-timeout", "1"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: Symbols/m.svg: the renderer took longer than 1 s on this file and was stopped; "
            + "raise --render-timeout if it is just a large drawing\n"))
        #expect(result.stderr.contains("exported 2, unchanged 0, failed 1, pruned nothing (a symbol failed: fix it, and the next export prunes) in "))
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(try CommandRunner.run(["export", "--render-timeout", "0"], in: directory.path).status == 64)
    }

    /// An export with nothing to draw starts no worker; one that draws ends its workers with it.
    @Test func workersStartOnlyForDrawingAndEndWithTheRun() throws {
        let directory = project(with: "m.svg", Fixtures.tall)
        #expect(try CommandRunner.run(["export", "-q"], in: directory.path).status == 0)
        let export = try RunningProcess(["export", "-q", "-j", "2"], in: directory.path)
        var seen: Set<pid_t> = []
        while export.process.isRunning {
            seen.formUnion(ChildProcesses.of(export.process.processIdentifier))
            usleep(1_000)
        }
        export.finish()
        #expect(export.process.terminationStatus == 0 && seen.isEmpty, "workers \(seen) for an up-to-date catalog")
        let forced = try RunningProcess(["export", "-q", "-j", "2", "--force", "--point-size", "512"], in: directory.path)
        while forced.process.isRunning {
            seen.formUnion(ChildProcesses.of(forced.process.processIdentifier))
            usleep(1_000)
        }
        forced.finish()
        #expect(forced.process.terminationStatus == 0, "\(forced.stderr)")
        #expect(!seen.isEmpty && seen.count <= 2, "workers \(seen)")
        #expect(ChildProcesses.waitForEnd(of: Array(seen)) == [])
    }

    /// The library: a worker backend fails the symbol that crashed it and draws the next one
    /// in a new worker, with the same bytes as drawing in this process.
    @Test(.enabled(if: librsvgAborts, "this librsvg draws the file"))
    func theWorkerBackendRecoversAndDrawsTheSameBytes() throws {
        let backend = WorkerProcess(executable: CommandRunner.executable, timeout: 30)
        let isolated = SymbolConverter(backend: backend)
        #expect(throws: ConvertError.rendererCrashed(signal: SIGABRT)) {
            try isolated.convert(bytes: Array(Self.emptyFilterRegion.utf8), options: RenderOptions())
        }
        for svg in [Fixtures.square, Fixtures.halfTransparentColoured, TemplateFixtures.appleV1] {
            var options = RenderOptions()
            options.mode = svg.contains("fill=\"#") ? .original : .template
            let there = try isolated.convert(bytes: Array(svg.utf8), options: options)
            let here = try SymbolConverter().convert(bytes: Array(svg.utf8), options: options)
            #expect(there.images.map(\.png) == here.images.map(\.png) && there.warnings == here.warnings)
        }
    }

    /// Two threads share a worker, as an export's do: a job queued behind the one that crashed
    /// the worker is drawn by the next worker, never failed with the crash.
    @Test(.enabled(if: librsvgAborts, "this librsvg draws the file"))
    func jobsQueuedBehindACrashAreDrawnByTheNextWorker() throws {
        let backend = WorkerProcess(executable: CommandRunner.executable, timeout: 30)
        let good = Array(TemplateFixtures.appleV1.utf8)
        let expected = try SymbolConverter().convert(bytes: good, options: RenderOptions()).images.map(\.png)
        let outcomes = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let converter = SymbolConverter(backend: backend)
            for round in 0..<24 {
                let crashing = thread == 1 && round % 3 == 0
                do {
                    let images = try converter.convert(bytes: crashing ? Array(Self.emptyFilterRegion.utf8) : good, options: RenderOptions())
                    outcomes.withLock { $0.append(crashing ? "drew the crashing file" : images.images.map(\.png) == expected ? "ok" : "other bytes") }
                } catch {
                    outcomes.withLock { $0.append(crashing && (error as? ConvertError) == .rendererCrashed(signal: SIGABRT) ? "crashed" : "\(crashing): \(error)") }
                }
            }
        }
        let counts = outcomes.withLock { $0 }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        #expect(counts == ["ok": 40, "crashed": 8])
    }
}
