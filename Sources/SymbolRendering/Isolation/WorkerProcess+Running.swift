import CWorkerGuard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WorkerProcess {
    /// What a worker's end says of the job it was drawing: SIGINT, SIGTERM and SIGHUP come from
    /// outside (Ctrl-C reaches the whole process group, a build system cancelling a command
    /// signals its group; a worker ignores them once it runs, not while it starts), so they are
    /// an interruption, never the file's fault nor remembered as its failure; another signal is
    /// a crash; the guard's status a time limit overrun; `said` the worker's last line otherwise.
    package static func failure(_ ended: (signal: Int32, status: Int32)?, timeout: Double, said: String) -> RenderError {
        if let ended, [SIGINT, SIGTERM, SIGHUP].contains(ended.signal) { return .interrupted }
        if let ended, ended.signal != 0 { return .crashed(signal: ended.signal) }
        if ended?.status == Int32(WORKER_GUARD_OVERRAN) { return .timedOut(seconds: timeout) }
        return .unavailable("the worker exited (status \(ended?.status ?? -1))" + (said.isEmpty ? "" : ": \(said)"))
    }

    /// One started worker: its process, its pipes, and the jobs sent to it and answered.
    /// `results` and `errorTail` belong to the thread reading replies; the rest to the lock.
    final class Running {
        let pid: pid_t
        let generation: Int
        let jobs: Int32
        let errors: Int32
        var results: PipeReader
        /// The end of what the worker wrote on stderr, for a crash's message.
        var errorTail: [UInt8] = []
        var sent = 0
        var answered = 0
        /// When each unanswered job was sent, and when the last reply came: the worker reaches
        /// a job at the later of the two.
        var sentAt: [Int: Double] = [:]
        var lastReply = 0.0
        /// The worker said it is ready (its first, empty message).
        var started = false
        private var stopped = false

        init(pid: pid_t, generation: Int, jobs: Int32, results: Int32, errors: Int32) {
            (self.pid, self.generation, self.jobs, self.errors) = (pid, generation, jobs, errors)
            self.results = PipeReader(fd: results)
        }

        enum Outcome {
            case body([UInt8])
            case timedOut
            /// The pipe ended or broke: the worker is gone.
            case ended
        }

        func readReply(deadline: Double) -> Outcome {
            do {
                guard let body = try results.message(deadline: deadline, whileWaiting: { self.drainErrors() }) else { return .ended }
                return .body(body)
            } catch .timedOut {
                return .timedOut
            } catch {
                return .ended
            }
        }

        /// The failure of a worker that stopped answering, from how it ended (its guard ends it
        /// when a job overruns the time limit by `RenderWorker.overrunMargin`).
        func failure(_ ended: (signal: Int32, status: Int32)?, timeout: Double) -> RenderError {
            let said = String(decoding: errorTail, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            return WorkerProcess.failure(ended, timeout: timeout, said: said)
        }

        /// Closes the pipes and reaps the worker; its end. (Closing twice could close another
        /// worker's descriptor of the same number.)
        @discardableResult
        func stop() -> (signal: Int32, status: Int32)? {
            guard !stopped else { return nil }
            stopped = true
            close(jobs)
            drainErrors()
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            close(results.fd)
            close(errors)
            WorkerProcess.forget(pid)
            // WIFSIGNALED / WTERMSIG / WEXITSTATUS, spelt out: they are C macros.
            let signal = status & 0x7F
            return signal != 0 && signal != 0x7F ? (signal, 0) : (0, (status >> 8) & 0xFF)
        }

        /// Reads what the worker wrote on stderr, keeping the end.
        func drainErrors() {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
                while true {
                    let count = read(errors, chunk.baseAddress!, chunk.count)
                    guard count > 0 else { return }
                    errorTail = Array((errorTail + chunk[0..<count]).suffix(4096))
                }
            }
        }
    }
}
