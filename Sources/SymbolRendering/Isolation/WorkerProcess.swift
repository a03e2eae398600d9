import SymbolBase
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A supervised worker process (`symbol-export __render-worker`) that runs render jobs, so that
/// librsvg aborting, a crash or memory running out costs only the symbol being drawn. Started
/// on the first job, not before (an export with nothing to draw starts none); a worker that
/// dies or overruns the time limit fails the job it was drawing (`RenderError.crashed`,
/// `.timedOut`) and is replaced by the next job.
///
/// Thread-safe, and meant to be shared by two threads: their jobs queue in its pipe, so the
/// worker goes from one job to the next while a thread prepares or writes its symbol, and
/// never waits for a thread to wake up. (One thread per worker waits a pipe round trip per
/// job: 40–50 µs between CPUs of a virtual machine, a fifth of a small symbol's drawing.)
/// Jobs queued behind one that crashed the worker are sent again to its successor.
package final class WorkerProcess: RenderBackend, @unchecked Sendable {
    package let executable: String
    /// Seconds a job may take, from when the worker reaches it, before the worker is killed.
    package let timeout: Double

    /// Guards every variable below.
    private let monitor = Monitor()
    private var process: Running?
    private var generation = 0
    /// Replies read and not yet taken, by job.
    private var replies: [Ticket: Reply] = [:]
    /// The generation of the worker a thread is writing a job to: one writer at a time.
    private var writer: Int?
    /// A thread is reading the worker's replies: one reader at a time, any thread waiting.
    private var reading = false

    private struct Ticket: Hashable {
        let generation: Int
        let number: Int
    }

    private enum Step {
        case replied(Reply)
        case read(Running, deadline: Double)
    }

    private enum Reply {
        case done(RenderWire.Reply)
        /// Queued behind the job that crashed the worker: send it again.
        case again
    }

    /// Seconds a worker may take to start, whatever the time limit of jobs.
    static let startLimit = 60.0

    /// Workers alive, so that a signal can stop them with the exporter; and whether it did
    /// (`interruptAll`): then no worker starts any more.
    private static let running = Locked((workers: Set<pid_t>(), interrupted: false))
    private static let ignoredBrokenPipes = Atomic<Bool>(false)

    package init(executable: String, timeout: Double) {
        (self.executable, self.timeout) = (executable, timeout)
    }

    deinit {
        process?.stop()
    }

    /// The path of the running executable, which is also the worker's.
    package static func currentExecutable() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return Path.realPath(String(cString: buffer)) ?? String(cString: buffer)
        #endif
    }

    /// Kills every worker and starts no other (SIGINT or SIGTERM): the jobs they were drawing,
    /// and every job after, fail with `RenderError.interrupted`.
    package static func interruptAll() {
        let workers = running.withLock { running in
            running.interrupted = true
            return running.workers
        }
        for pid in workers { kill(pid, SIGKILL) }
    }

    private static var isInterrupted: Bool { running.withLock { $0.interrupted } }

    /// A worker reaped: no signal goes to its process id any more.
    static func forget(_ pid: pid_t) {
        running.withLock { _ = $0.workers.remove(pid) }
    }

    package func run(_ job: RenderJob) throws(RenderError) -> RenderResult {
        let request = RenderWire.message(job)
        while true {
            switch reply(to: try send(request)) {
            case .done(.success(let result)): return result
            case .done(.failure(let error)): throw error
            case .again: continue
            }
        }
    }

    /// Queues a job in the worker's pipe, starting a worker if none runs.
    private func send(_ request: [UInt8]) throws(RenderError) -> Ticket {
        let (worker, ticket) = try monitor.withLock { () throws(RenderError) -> (Running, Ticket) in
            while writer != nil { monitor.wait() }
            if Self.isInterrupted { throw .interrupted }
            if process == nil {
                generation += 1
                process = try start()
            }
            let worker = process!
            let ticket = Ticket(generation: worker.generation, number: worker.sent)
            worker.sentAt[worker.sent] = PipeReader.now()
            worker.sent += 1
            writer = worker.generation
            return (worker, ticket)
        }
        // Outside the lock: the write may wait for the worker to read, while the worker waits
        // for its last reply to be read. A write that fails (the worker is gone) is found out
        // by whoever reads its replies.
        _ = Pipe.writeAll(request, to: worker.jobs)
        monitor.withLock {
            writer = nil
            monitor.broadcast()
        }
        return ticket
    }

    /// Waits for a job's reply, reading the worker's replies while no other thread does.
    private func reply(to ticket: Ticket) -> Reply {
        while true {
            let next = monitor.withLock { () -> Step in
                while true {
                    if let reply = replies.removeValue(forKey: ticket) { return .replied(reply) }
                    if !reading, let worker = process, worker.generation == ticket.generation, worker.answered < worker.sent {
                        reading = true
                        // The time limit runs from when the worker reached the job; before that,
                        // the worker says it has started.
                        guard worker.started else { return .read(worker, deadline: PipeReader.now() + Self.startLimit) }
                        return .read(worker, deadline: max(worker.lastReply, worker.sentAt[worker.answered] ?? 0) + timeout)
                    }
                    monitor.wait()
                }
            }
            switch next {
            case .replied(let reply):
                return reply
            case .read(let worker, let deadline):
                let outcome = worker.readReply(deadline: deadline)
                monitor.withLock {
                    switch outcome {
                    case .body(let body):
                        if !worker.started, body.isEmpty {
                            worker.started = true
                            worker.lastReply = PipeReader.now()
                        } else if worker.started, let decoded = try? RenderWire.decode(RenderWire.Reply.self, from: body) {
                            replies[Ticket(generation: worker.generation, number: worker.answered)] = .done(decoded)
                            worker.sentAt[worker.answered] = nil
                            worker.answered += 1
                            worker.lastReply = PipeReader.now()
                        } else {
                            fail(worker, with: .unavailable("the worker's reply cannot be read"), kill: true)
                        }
                    case .timedOut where !worker.started:
                        fail(worker, with: .unavailable("the worker did not start within \(Int(Self.startLimit)) s"), kill: true)
                    case .timedOut:
                        fail(worker, with: .timedOut(seconds: timeout), kill: true)
                    case .ended:
                        fail(worker, with: nil, kill: false)
                    }
                    reading = false
                    monitor.broadcast()
                }
            }
        }
    }

    /// Ends a worker that stopped answering, inside the lock: the job it was drawing fails
    /// with `error` (or how the worker ended), the jobs queued behind it go again.
    private func fail(_ worker: Running, with error: RenderError?, kill shouldKill: Bool) {
        if shouldKill { kill(worker.pid, SIGKILL) }
        // New jobs go to a new worker; the old pipe closes once nobody writes to it.
        if process === worker { process = nil }
        while writer == worker.generation { monitor.wait() }
        let ended = worker.stop()
        let failure = Self.isInterrupted ? .interrupted : error ?? worker.failure(ended, timeout: timeout)
        replies[Ticket(generation: worker.generation, number: worker.answered)] = .done(.failure(failure))
        for number in (worker.answered + 1)..<max(worker.answered + 1, worker.sent) {
            replies[Ticket(generation: worker.generation, number: number)] = .again
        }
        worker.answered = worker.sent
    }

    private func start() throws(RenderError) -> Running {
        if !Self.ignoredBrokenPipes.exchange(true, ordering: .relaxed) {
            // A worker that dies leaves a pipe nobody reads: writing to it must fail, not kill us.
            signal(SIGPIPE, SIG_IGN)
        }
        guard let toWorker = Pipe.make(), let fromWorker = Pipe.make(), let errorPipe = Pipe.make() else {
            throw .unavailable("no pipe: \(String(cString: strerror(errno)))")
        }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe.write, 2)
        let words = [executable, RenderWorker.command] + RenderWorker.arguments(parent: getpid(), timeout: timeout)
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in word.withCString { strdup($0) } }
        defer { for argument in arguments { free(argument) } }
        // No signal blocked in the worker, whichever thread starts it: an exporter started by a
        // thread that blocks them (a dispatch thread of Foundation's Process does) would
        // otherwise hand down a mask that keeps a hang-up and the parent-death signal pending.
        #if os(Linux)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, arguments + [nil], Self.workerEnvironment() + [nil])
        for end in [toWorker.read, fromWorker.write, errorPipe.write] { close(end) }
        guard status == 0 else {
            for end in [toWorker.write, fromWorker.read, errorPipe.read] { close(end) }
            throw .unavailable("\(executable) could not be started: \(String(cString: strerror(status)))")
        }
        _ = fcntl(errorPipe.read, F_SETFL, fcntl(errorPipe.read, F_GETFL) | O_NONBLOCK)
        let refused = Self.running.withLock { running in
            if !running.interrupted { running.workers.insert(child) }
            return running.interrupted
        }
        let started = Running(pid: child, generation: generation, jobs: toWorker.write, results: fromWorker.read, errors: errorPipe.read)
        // Interrupted while it started: it never gets a job.
        guard !refused else {
            kill(child, SIGKILL)
            started.stop()
            throw .interrupted
        }
        return started
    }

    /// This process's environment but `RUST_BACKTRACE` and `RUST_LIB_BACKTRACE`: a worker that
    /// librsvg panics in would otherwise write a backtrace first (three times the memory, and
    /// slower to die).
    private static func workerEnvironment() -> [UnsafeMutablePointer<CChar>?] {
        var kept: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let variable = entry.pointee {
            if strncmp(variable, "RUST_BACKTRACE=", 15) != 0, strncmp(variable, "RUST_LIB_BACKTRACE=", 19) != 0 { kept.append(variable) }
            entry += 1
        }
        return kept
    }
}
