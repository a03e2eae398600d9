import CPseudoTerminal
import Foundation

/// Runs the built binary with its standard streams on a new pseudo-terminal (POSIX
/// `posix_openpt`, so it works on Linux and macOS without util-linux `script`), as a user at
/// a terminal would, and returns everything it wrote (the terminal turns `\n` into `\r\n`).
enum PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> String {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard cpty_open(&master, &slave) == 0 else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["GITHUB_ACTIONS"] = nil
        env["TERM"] = "xterm"
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        // Only the child holds the terminal now: the master reads end of file (or EIO) when it exits.
        try terminal.close()

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                output += buffer[..<count]
            } else if !process.isRunning {
                break
            }
        }
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
