import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one path to stdout and stderr. Every line goes through a lock, so output from
/// parallel work never interleaves; diagnostics are worded here and nowhere else.
final class Printer: Sendable {
    private struct State {
        var errorCount = 0
        var warningCount = 0
        /// Width of the progress line currently drawn on stderr, to clear it before other output.
        var progressWidth = 0
    }

    private let state = Mutex(State())

    /// `error: PATH: reason` on stderr.
    func error(_ path: String?, _ reason: String) {
        emit(to: 2) { state in
            state.errorCount += 1
            return "error: " + (path.map { "\($0): " } ?? "") + reason
        }
    }

    /// `warning: PATH: reason` on stderr.
    func warning(_ path: String?, _ reason: String) {
        emit(to: 2) { state in
            state.warningCount += 1
            return "warning: " + (path.map { "\($0): " } ?? "") + reason
        }
    }

    /// A line of normal output on stdout.
    func output(_ line: String) {
        emit(to: 1) { _ in line }
    }

    /// A line of information on stderr (not part of machine-readable output).
    func note(_ line: String) {
        emit(to: 2) { _ in line }
    }

    var errorCount: Int { state.withLock { $0.errorCount } }

    private func emit(to descriptor: Int32, _ line: (inout State) -> String) {
        state.withLock { state in
            let text = line(&state)
            if state.progressWidth > 0 {
                Self.writeAll("\r" + String(repeating: " ", count: state.progressWidth) + "\r", to: 2)
                state.progressWidth = 0
            }
            Self.writeAll(text + "\n", to: descriptor)
        }
    }

    /// Unbuffered, so lines reach the terminal in the order they were printed.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
