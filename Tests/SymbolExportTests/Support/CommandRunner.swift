import Foundation

/// Runs the built `symbol-export` binary, as a user would.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built executable next to the test bundle (SwiftPM puts products in one folder).
    static let executable: String = {
        let candidates = [
            (CommandLine.arguments[0] as NSString).deletingLastPathComponent,
            Bundle.main.bundlePath,
            (Bundle.main.bundlePath as NSString).deletingLastPathComponent,
        ] + Bundle.allBundles.map { ($0.bundlePath as NSString).deletingLastPathComponent }
        for directory in candidates {
            let path = (directory as NSString).appendingPathComponent("symbol-export")
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        fatalError("symbol-export binary not found next to the tests; run `swift build` first")
    }()

    /// `setpriv`, to run the binary as an unprivileged user when the tests run as root
    /// (root ignores permission bits, so "not writable" cannot be shown otherwise).
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func run(_ arguments: [String], in directory: String? = nil,
                    environment: [String: String] = [:], unprivileged: Bool = false,
                    executable other: String? = nil) throws -> Result {
        let process = Process()
        if let other {
            process.executableURL = URL(fileURLWithPath: other)
            process.arguments = arguments
        } else if unprivileged, getuid() == 0, let setpriv {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["NO_COLOR"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are read at once (stderr on another thread) and before waiting: a child that
        // fills one pipe while the other is being read to its end would block forever.
        let errData = PipeData()
        let errRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errData.bytes = err.fileHandleForReading.readDataToEndOfFile()
            errRead.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.bytes, as: UTF8.self))
    }
}

/// What a reader thread read from a pipe; handed over through a semaphore.
private final class PipeData: @unchecked Sendable {
    var bytes = Data()
}
