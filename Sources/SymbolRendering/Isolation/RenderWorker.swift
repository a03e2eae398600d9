import CWorkerGuard
import SymbolBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker side: `symbol-export __render-worker --parent PID --time-limit SECONDS` reads
/// render jobs from stdin and writes their results to stdout, one at a time, until stdin ends.
/// Whatever librsvg does to this process, the exporter that started it sees a closed pipe and
/// goes on; whatever happens to the exporter, the worker ends with it (`CWorkerGuard`).
package enum RenderWorker {
    /// The hidden command that runs a worker.
    package static let command = "__render-worker"

    /// Seconds a worker gives a job beyond the exporter's time limit before it ends itself: the
    /// exporter, when it is there, stops the job first.
    package static let overrunMargin = 2.0

    /// The worker's arguments after `command`: the exporter's process id and the time limit.
    package static func arguments(parent: pid_t, timeout: Double) -> [String] {
        ["--parent", String(parent), "--time-limit", String(timeout + overrunMargin)]
    }

    /// Serves jobs until the exporter closes the pipe; returns the exit status. `arguments` are
    /// those after `command` (`arguments(parent:timeout:)`).
    package static func serve(arguments: [String] = [], input: Int32 = 0, output: Int32 = 1) -> Int32 {
        closeInheritedDescriptors(above: max(input, output, 2))
        // The exporter decides how an interrupt ends the run (it kills its workers); a Ctrl-C
        // that reaches the whole process group must not fail the symbols in flight first.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        // Gone with the exporter, even while librsvg is busy: its end of the pipe only closes
        // when the worker next reads, and after a SIGKILL nobody times its job any more.
        let parent = value(of: "--parent", in: arguments).flatMap { pid_t($0) } ?? getppid()
        guard worker_guard_start(parent, value(of: "--time-limit", in: arguments).flatMap { Double($0) } ?? 0) == 0 else { return 2 }
        let renderer = InProcessRenderer()
        var reader = PipeReader(fd: input)
        // Ready: an empty message, so that the time limit of the first job does not count the
        // worker's start (loading and relocating the binary, slow on a loaded machine).
        guard Pipe.writeAll([0, 0, 0, 0], to: output) == 0 else { return 2 }
        while true {
            let body: [UInt8]
            do {
                guard let message = try reader.message(deadline: nil) else { return 0 }
                body = message
            } catch {
                return 2
            }
            let reply: RenderWire.Reply
            do {
                let job = try RenderWire.decode(RenderJob.self, from: body)
                worker_guard_job_started()
                defer { worker_guard_job_finished() }
                do {
                    reply = .success(try renderer.run(job))
                } catch {
                    reply = .failure(error)
                }
            } catch {
                reply = .failure(.unavailable("a message the worker cannot read"))
            }
            guard Pipe.writeAll(RenderWire.message(reply), to: output) == 0 else { return 2 }
        }
    }

    private static func value(of option: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
}

/// Closes what the worker inherited beyond its pipes: another worker's pipe ends, spawned
/// from a second thread between `pipe` and `FD_CLOEXEC`, would otherwise keep that worker's
/// input open after the exporter closed it. (`closefrom` is not in Glibc's Swift module, and
/// `/dev/fd` lists open descriptors on Linux and macOS alike. The listing's own descriptor is
/// closed by the time it returns: closing it again does nothing, the worker has one thread
/// until its guard starts.)
private func closeInheritedDescriptors(above highest: Int32) {
    guard let entries = try? FileSystem.entries(of: "/dev/fd") else { return }
    for entry in entries {
        if let fd = entry.name.flatMap({ Int32($0) }), fd > highest { close(fd) }
    }
}

/// Plain file-descriptor I/O for the worker pipes.
enum Pipe {
    /// Writes every byte; 0, or the errno that stopped it (EPIPE: the other end is gone).
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in write(fd, buffer.baseAddress! + offset, buffer.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// A pipe whose ends are closed on exec: (read end, write end).
    static func make() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}

/// Reads length-prefixed messages from a pipe, waiting with `poll` until a deadline.
struct PipeReader {
    let fd: Int32
    /// Bytes read and not yet returned, from `start` on (consumed bytes are dropped when a
    /// read needs the room, not per message).
    private var buffer: [UInt8] = []
    private var start = 0
    /// What each `read` fills: allocated once, not per read.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(fd: Int32) {
        self.fd = fd
    }

    enum Failure: Error {
        /// The deadline passed first.
        case timedOut
        /// The message is longer than `RenderWire.maximumMessage`, or the read failed.
        case broken(Int32)
    }

    /// The next message's body; nil when the pipe ends cleanly between messages.
    mutating func message(deadline: Double?, whileWaiting: () -> Void = {}) throws(Failure) -> [UInt8]? {
        while true {
            let available = buffer.count - start
            if available >= 4 {
                let length = Int(buffer[start]) | Int(buffer[start + 1]) << 8 | Int(buffer[start + 2]) << 16 | Int(buffer[start + 3]) << 24
                guard length <= RenderWire.maximumMessage else { throw .broken(0) }
                if available >= 4 + length {
                    let body = Array(buffer[(start + 4)..<(start + 4 + length)])
                    start += 4 + length
                    return body
                }
            }
            if let deadline {
                let left = deadline - Self.now()
                guard left > 0 else { throw .timedOut }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(left, 60) * 1000) + 1)
                if ready < 0, errno != EINTR { throw .broken(errno) }
                if ready <= 0 { continue }
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count > 0 { buffer += chunk[0..<count] }
            if count < 0 {
                if errno == EINTR { continue }
                throw .broken(errno)
            }
            if count == 0 {
                guard buffer.isEmpty else { throw .broken(0) }
                return nil
            }
            whileWaiting()
        }
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
