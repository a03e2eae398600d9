import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Signals at random moments of a 240-symbol export (with its render workers), and two runs on
/// one catalog.
@Suite(.serialized) struct InterruptTests {
    private static let symbols = 240

    private static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for index in 0..<symbols {
            let svg = index % 3 == 0 ? Fixtures.halfTransparentColoured : index % 3 == 1 ? Fixtures.wide : TemplateFixtures.appleV1
            directory.write("Symbols/Group\(index % 4)/icon\(index).svg", svg)
        }
        return directory
    }

    /// Generated imagesets in the catalog: each appears whole (written under a temporary name
    /// and renamed), so this counts finished assets.
    private static func finishedAssets(in catalog: String) -> Int {
        var count = 0
        for group in (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? [] where group.hasPrefix("Group") {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: (catalog as NSString).appendingPathComponent(group))) ?? []
            count += names.filter { $0.hasSuffix(".imageset") && !$0.hasPrefix(".") }.count
        }
        return count
    }

    /// Signals the export once it has finished a seeded random number of assets (seen in the
    /// catalog), so every trial interrupts a run in progress; SIGINT and SIGTERM must then
    /// stop it with 130 and 143.
    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func interruptedExportLeavesAConsistentCatalogAndTheNextRunCompletes(signal: Int32) throws {
        var random = SplitMix(seed: UInt64(signal))
        for trial in 0..<2 {
            let directory = Self.project()
            let catalog = directory.url("Out.xcassets")
            let threshold = 1 + Int(random.next() % 80)
            let export = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets", "--point-size", "40", "-j", "2"], in: directory.path)
            let label = "signal \(signal), trial \(trial), after \(threshold) assets"
            var observed = 0
            var workers: Set<pid_t> = []
            while export.process.isRunning {
                workers.formUnion(ChildProcesses.of(export.process.processIdentifier))
                observed = Self.finishedAssets(in: catalog)
                if observed >= threshold { break }
                usleep(1000)
            }
            workers.formUnion(ChildProcesses.of(export.process.processIdentifier))
            try #require(observed >= threshold && export.process.isRunning, "\(label): the export ended first (saw \(observed))")
            let signalled = Date()
            kill(export.process.processIdentifier, signal)
            export.finish()
            let stopping = Date().timeIntervalSince(signalled)
            // The render workers end with the export, however it ends (after SIGKILL, at the
            // end of their pipe).
            #expect(!workers.isEmpty && workers.count <= 2, "\(label): workers \(workers)")
            #expect(ChildProcesses.waitForEnd(of: Array(workers)) == [], "\(label): workers still running")
            #expect(CatalogValidator.problems(in: catalog) == [], "\(label)")
            if signal == SIGKILL {
                #expect(export.process.terminationReason == .uncaughtSignal && export.process.terminationStatus == SIGKILL, "\(label)")
            } else {
                #expect(stopping < 3, "\(label): took \(stopping) s to stop")
                #expect(export.process.terminationReason == .exit && export.process.terminationStatus == 128 + signal,
                        "\(label): status \(export.process.terminationStatus)")
                #expect(Self.finishedAssets(in: catalog) < Self.symbols, "\(label): every asset was exported")
                #expect(CatalogValidator.leftovers(in: catalog) == [], "\(label)")
            }
            let rerun = try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "-q", "--point-size", "40"], in: directory.path)
            #expect(rerun.status == 0, "\(label): \(rerun.stderr)")
            #expect(CatalogValidator.problems(in: catalog) == [], "\(label)")
            #expect(CatalogValidator.leftovers(in: catalog) == [], "\(label)")
            let imagesets = directory.files().filter { $0.hasSuffix(".imageset/Contents.json") }
            #expect(imagesets.count == Self.symbols, "\(label)")
        }
    }

    /// What a killed run was writing (a temporary imageset beside the assets: a PNG, no
    /// `Contents.json`) is gone as soon as the next run starts, whatever it is (`--check` and
    /// `--dry-run` too, which take no lock); a temporary folder of a run still alive is left to
    /// them.
    @Test(arguments: [["--check"], ["--dry-run"], []])
    func aKilledRunLeavesNoTemporaryFolderOnceTheNextRunStarts(next: [String]) throws {
        let directory = Self.project()
        let catalog = directory.url("Out.xcassets")
        let export = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets", "-j", "2"], in: directory.path)
        while export.process.isRunning, Self.finishedAssets(in: catalog) < 5 { usleep(1000) }
        let killed = export.process.processIdentifier
        kill(killed, SIGKILL)
        export.finish()
        // What the kill may have left, made certain: the killed run's temporary folders, at the
        // top and in a group, and one of this (live) process.
        let abandoned = [".symbol-export-tmp-\(killed)-900-icon0.imageset", "Group1/.symbol-export-tmp-\(killed)-901-icon1.imageset"]
        let live = ".symbol-export-tmp-\(getpid())-902-icon2.imageset"
        for folder in abandoned + [live] { directory.write("Out.xcassets/\(folder)/icon.png", "") }
        let started = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets", "-q"] + next, in: directory.path)
        started.finish()
        #expect([0, 1].contains(started.process.terminationStatus), "\(started.stderr)")
        let left = CatalogValidator.leftovers(in: catalog)
        #expect(left.filter { $0.contains("-\(killed)-") } == [], "\(next): \(left)")
        // A writing run holds the catalog's lock, so every leftover it finds is of a run gone.
        #expect(left.contains { $0.contains(live) } == !next.isEmpty, "\(next): \(left)")
    }

    /// The held lock is released only once the second export says that it waits.
    @Test func secondExportWaitsForTheLockOrRefuses() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        let catalog = AssetCatalog(path: directory.url("Out.xcassets"))
        try catalog.prepare()
        var lock: CatalogLock? = try CatalogLock(catalog: catalog, wait: false)
        let refused = try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "--no-wait"], in: directory.path)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: Out.xcassets: another symbol-export run is writing this catalog; wait for it, or run without --no-wait\n")

        let waiting = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets"], in: directory.path)
        let message = "waiting for another symbol-export run to finish writing Out.xcassets…\n"
        #expect(waiting.waitForError(containing: message), "no waiting message: \(waiting.stderr)")
        #expect(waiting.process.isRunning, "the second export must wait while the lock is held")
        #expect(directory.read("Out.xcassets/a.imageset/a.png") == nil)
        withExtendedLifetime(lock) {}
        lock = nil
        waiting.finish()
        #expect(waiting.process.terminationStatus == 0)
        #expect(waiting.stderr.hasPrefix(message))
        #expect(directory.read("Out.xcassets/a.imageset/a.png") != nil)
    }

    @Test func twoExportsAtOnceNeverInterleave() throws {
        let directory = Self.project()
        let first = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets", "-q", "-j", "2"], in: directory.path)
        let second = try RunningProcess(["export", "Symbols", "-o", "Out.xcassets", "-q", "-j", "2", "--point-size", "20"], in: directory.path)
        for export in [first, second] {
            export.finish()
            #expect(export.process.terminationStatus == 0, "\(export.stderr)")
        }
        #expect(CatalogValidator.problems(in: directory.url("Out.xcassets")) == [])
        #expect(CatalogValidator.leftovers(in: directory.url("Out.xcassets")) == [])
        #expect(directory.files().filter { $0.hasSuffix(".imageset/Contents.json") }.count == Self.symbols)
    }
}
