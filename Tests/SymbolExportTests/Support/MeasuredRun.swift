import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `symbol-export` on a crafted input as `CommandRunner` does, but through
/// `posix_spawn` and `wait4`, so that the process itself is measured: its peak memory (the
/// rusage of that one child, not of every child of the tests), and a limit after which it is
/// killed, so that a hang fails the test instead of stopping the suite. (A bound a test can
/// fail, not a timing: speed is the benchmark's.)
enum MeasuredRun {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The process's peak resident memory, in bytes.
        var peakMemory: Int
        /// Killed at the limit.
        var timedOut: Bool
    }

    static func run(_ arguments: [String], in directory: String, limit seconds: Double = 60) throws -> Result {
        var output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard pipe(&output) == 0, pipe(&errors) == 0 else { throw POSIXError(.EIO) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        // `sh` changes to the folder and becomes the tool (exec): the pid waited for is the tool's.
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, CommandRunner.executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        (environment["GITHUB_ACTIONS"], environment["NO_COLOR"]) = (nil, nil)
        var cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &cArguments, &cEnvironment)
        close(output[1])
        close(errors[1])
        guard spawned == 0 else {
            close(output[0])
            close(errors[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        let stdoutData = Drain(output[0]), stderrData = Drain(errors[0])
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        let deadline = Date().addingTimeInterval(seconds)
        var highWater = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            highWater = max(highWater, Self.highWaterMark(of: pid) ?? 0)
            if Date() > deadline, !timedOut {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(2_000)
        }
        let (out, err) = (stdoutData.finish(), stderrData.finish())
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        // Linux's rusage of a process started by vfork (as posix_spawn does) counts the memory of
        // the process that started it (the tests', over 100 MB) until its exec; the kernel's
        // high-water mark of the process's own memory, sampled while it runs, does not.
        let peak = highWater
        #endif
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self), peakMemory: peak, timedOut: timedOut)
    }

    /// The peak resident memory of the process `pid` so far (`VmHWM` of `/proc/PID/status`, in
    /// bytes); nil where there is no `/proc`.
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// A pipe read to its end on a thread of its own.
    private final class Drain: @unchecked Sendable {
        private var bytes = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ descriptor: Int32) {
            Thread.detachNewThread { [self] in
                bytes = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
                done.signal()
            }
        }

        func finish() -> Data {
            done.wait()
            return bytes
        }
    }
}
