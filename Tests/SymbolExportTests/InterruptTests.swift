import Foundation
import Testing
@testable import SymbolExport

/// Signals at random moments of a 500-symbol export, and two runs on one catalog.
@Suite(.serialized) struct InterruptTests {
    private static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for index in 0..<500 {
            let svg = index % 3 == 0 ? Fixtures.halfTransparentColoured : index % 3 == 1 ? Fixtures.wide : TemplateFixtures.appleV1
            directory.write("Symbols/Group\(index % 4)/icon\(index).svg", svg)
        }
        return directory
    }

    private static func start(_ arguments: [String], in directory: String) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func interruptedExportLeavesAConsistentCatalogAndTheNextRunCompletes(signal: Int32) throws {
        var random = SplitMix(seed: UInt64(signal))
        for trial in 0..<3 {
            let directory = Self.project()
            let catalog = directory.url("Out.xcassets")
            let (process, errors) = try Self.start(["export", "Symbols", "-o", "Out.xcassets", "--point-size", "40", "-j", "2"], in: directory.path)
            // After the handlers are installed (first thing in main), well before the export ends.
            let delay = 0.1 + Double(random.next() % 400) / 1000
            Thread.sleep(forTimeInterval: delay)
            let signalled = Date()
            kill(process.processIdentifier, signal)
            _ = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let stopping = Date().timeIntervalSince(signalled)
            let label = "signal \(signal), trial \(trial), after \(Int(delay * 1000)) ms"
            #expect(CatalogValidator.problems(in: catalog) == [], "\(label)")
            if signal != SIGKILL {
                #expect(stopping < 3, "\(label): took \(stopping) s to stop")
                #expect([0, 128 + signal].contains(process.terminationStatus), "\(label): status \(process.terminationStatus)")
                #expect(CatalogValidator.leftovers(in: catalog) == [], "\(label)")
            }
            let rerun = try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "-q", "--point-size", "40"], in: directory.path)
            #expect(rerun.status == 0, "\(label): \(rerun.stderr)")
            #expect(CatalogValidator.problems(in: catalog) == [], "\(label)")
            #expect(CatalogValidator.leftovers(in: catalog) == [], "\(label)")
            let imagesets = directory.files().filter { $0.hasSuffix(".imageset/Contents.json") }
            #expect(imagesets.count == 500, "\(label)")
        }
    }

    @Test func secondExportWaitsForTheLockOrRefuses() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        let catalog = AssetCatalog(path: directory.url("Out.xcassets"))
        try catalog.prepare()
        var lock: CatalogLock? = try CatalogLock(catalog: catalog, wait: false)
        let refused = try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "--no-wait"], in: directory.path)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: Out.xcassets: another symbol-export run is writing this catalog; wait for it, or run without --no-wait\n")

        let (waiting, errors) = try Self.start(["export", "Symbols", "-o", "Out.xcassets"], in: directory.path)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(waiting.isRunning, "the second export must wait while the lock is held")
        #expect(directory.read("Out.xcassets/a.imageset/a.png") == nil)
        withExtendedLifetime(lock) {}
        lock = nil
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0)
        #expect(stderr.hasPrefix("waiting for another symbol-export run to finish writing Out.xcassets…\n"))
        #expect(directory.read("Out.xcassets/a.imageset/a.png") != nil)
    }

    @Test func twoExportsAtOnceNeverInterleave() throws {
        let directory = Self.project()
        let first = try Self.start(["export", "Symbols", "-o", "Out.xcassets", "-q", "-j", "2"], in: directory.path)
        let second = try Self.start(["export", "Symbols", "-o", "Out.xcassets", "-q", "-j", "2", "--point-size", "20"], in: directory.path)
        for (process, errors) in [first, second] {
            _ = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(CatalogValidator.problems(in: directory.url("Out.xcassets")) == [])
        #expect(CatalogValidator.leftovers(in: directory.url("Out.xcassets")) == [])
        #expect(directory.files().filter { $0.hasSuffix(".imageset/Contents.json") }.count == 500)
    }
}
