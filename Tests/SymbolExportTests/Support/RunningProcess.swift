import Foundation

/// The built binary started in the background, for tests that act while it runs.
final class RunningProcess {
    let process = Process()
    private let errors = Pipe()
    private var collected: [UInt8] = []

    init(_ arguments: [String], in directory: String) throws {
        process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits until the standard error so far contains `text`, the process ends, or `timeout`
    /// passes; returns whether the text appeared.
    func waitForError(containing text: String, timeout: TimeInterval = 30) -> Bool {
        let descriptor = errors.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !stderr.contains(text), Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            collected += buffer[..<count]
        }
        return stderr.contains(text)
    }

    /// Reads the rest of the standard error and waits for the process to exit.
    func finish() {
        collected += errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    }

    var stderr: String { String(decoding: collected, as: UTF8.self) }
}
