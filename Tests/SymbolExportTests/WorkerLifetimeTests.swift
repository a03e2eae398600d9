import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolExport
@testable import SymbolReading
@testable import SymbolRendering

/// Render workers never outlive their exporter, however it ends, and never draw one job much
/// longer than the time limit, parent or not.
@Suite(.serialized) struct WorkerLifetimeTests {
    /// Hours of librsvg work even at 24 pt (each pixel sums a hundred million octaves of noise):
    /// a worker still alive after its exporter is gone would still be drawing it.
    static let endless = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="100000000"/></filter>
          <rect width="24" height="24" filter="url(#f)"/>
        </svg>
        """

    /// An export of `endless.svg`, running, and its worker, once it has had
    /// time to take the endless job.
    private func exportDrawingTheEndlessFile(in directory: TemporaryDirectory) throws -> (RunningProcess, pid_t) {
        directory.write("Symbols/endless.svg", Self.endless)
        let export = try RunningProcess(["export", "-j", "1", "--render-timeout", "600"], in: directory.path)
        var worker: pid_t?
        let deadline = Date().addingTimeInterval(30)
        while worker == nil, export.process.isRunning, Date() < deadline {
            worker = ChildProcesses.of(export.process.processIdentifier).first
            usleep(10_000)
        }
        let found = try #require(worker, "no worker seen while the export ran: \(export.stderr)")
        // Started, read its job, and drawing: the start takes milliseconds, the drawing hours.
        usleep(1_500_000)
        try #require(export.process.isRunning && ChildProcesses.isAlive(found), "the export ended first: \(export.stderr)")
        return (export, found)
    }

    /// On Linux the kernel's parent-death signal ends the worker; elsewhere (and on Linux too)
    /// its watchdog thread does, while librsvg is busy.
    @Test func aWorkerEndsWhenItsExporterIsKilled() throws {
        let directory = TemporaryDirectory()
        let (export, worker) = try exportDrawingTheEndlessFile(in: directory)
        kill(export.process.processIdentifier, SIGKILL)
        export.finish()
        #expect(ChildProcesses.waitForEnd(of: [worker], timeout: 3) == [], "worker \(worker) outlived its exporter by 3 s")
        if ChildProcesses.isAlive(worker) { kill(worker, SIGKILL) }
    }

    /// SIGTERM and SIGINT do not wait for the symbol being drawn: the workers are killed, the
    /// symbol is reported as not reached, and the export exits with 128 + the signal.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsTheDrawingAtOnce(signal: Int32) throws {
        let directory = TemporaryDirectory()
        let (export, worker) = try exportDrawingTheEndlessFile(in: directory)
        let signalled = Date()
        kill(export.process.processIdentifier, signal)
        export.finish()
        let stopping = Date().timeIntervalSince(signalled)
        #expect(stopping < 3, "took \(stopping) s to stop")
        #expect(export.process.terminationReason == .exit && export.process.terminationStatus == 128 + signal)
        #expect(export.stderr.contains("interrupted (1 not reached; run again to finish): exported 0, unchanged 0, failed 0, pruned 0 in "),
                "\(export.stderr)")
        #expect(!export.stderr.contains("error:"), "\(export.stderr)")
        #expect(ChildProcesses.waitForEnd(of: [worker], timeout: 3) == [])
    }

    /// A worker interrupted on its own (here a hang-up to it alone; the same as a signal that
    /// reaches the workers before the exporter hears of it, which once made a run of SIGTERM
    /// print a plain summary) leaves its symbol not reached: the run ends as interrupted, never
    /// as a run that drew nothing and succeeded.
    @Test func aWorkerInterruptedAloneEndsTheRunAsInterrupted() throws {
        let directory = TemporaryDirectory()
        let (export, worker) = try exportDrawingTheEndlessFile(in: directory)
        kill(worker, SIGHUP)
        // A worker that inherited a blocked hang-up would draw for hours: fail, do not wait.
        let survivors = ChildProcesses.waitForEnd(of: [worker], timeout: 5)
        if !survivors.isEmpty { kill(worker, SIGKILL) }
        #expect(survivors == [], "the worker did not end on a hang-up")
        export.finish()
        #expect(export.process.terminationReason == .exit && export.process.terminationStatus == 128 + SIGINT,
                "status \(export.process.terminationStatus)")
        #expect(export.stderr.contains("interrupted (1 not reached; run again to finish): exported 0, unchanged 0, failed 0, pruned 0 in "),
                "\(export.stderr)")
        #expect(!export.stderr.contains("error:"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Output/Symbols.xcassets/endless.imageset"))
    }

    /// A worker started by hand (no exporter times it) ends its job itself, a little after the
    /// time limit it was given.
    @Test func aWorkerEndsAJobThatOverrunsItsOwnLimit() throws {
        let worker = Process()
        worker.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        worker.arguments = [RenderWorker.command, "--parent", String(getpid()), "--time-limit", "1"]
        let input = Foundation.Pipe()
        worker.standardInput = input
        worker.standardOutput = FileHandle.nullDevice
        let started = Date()
        try worker.run()
        let frame = RenderFrame(width: 72, height: 72, viewport: Rect(x: 0, y: 0, width: 72, height: 72))
        let job = RenderJob.draw(documents: [RenderDocument(svg: Array(Self.endless.utf8), frames: [frame])], layout: .alpha,
                                 serialized: false, compression: .standard)
        input.fileHandleForWriting.write(Data(RenderWire.message(job)))
        let deadline = Date().addingTimeInterval(30)
        while worker.isRunning, Date() < deadline { usleep(20_000) }
        if worker.isRunning { worker.terminate() }
        worker.waitUntilExit()
        #expect(worker.terminationReason == .exit && worker.terminationStatus == 4, "status \(worker.terminationStatus)")
        #expect(Date().timeIntervalSince(started) >= 1)
        try? input.fileHandleForWriting.close()
    }

    /// A worker whose exporter is already gone (here: one that names a parent it does not have)
    /// ends before it takes a job.
    @Test func aWorkerWithoutItsExporterEndsAtOnce() throws {
        let worker = Process()
        worker.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        worker.arguments = [RenderWorker.command, "--parent", "1", "--time-limit", "30"]
        let input = Foundation.Pipe()
        worker.standardInput = input
        worker.standardOutput = FileHandle.nullDevice
        try worker.run()
        worker.waitUntilExit()
        #expect(worker.terminationReason == .exit && worker.terminationStatus == 3)
        try? input.fileHandleForWriting.close()
    }
}
