import SymbolBase
import SymbolRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one export run goes — writing or only comparing, how many symbols at once, whether the
/// state is trusted, pruning, waiting for the catalog's lock, where symbols are drawn — as
/// opposed to what it produces (`ExportOptions`, `ConvertOptions`).
package struct RunControls: Sendable {
    /// Symbols drawn at once.
    package var jobs = RunControls.cores
    /// Re-render everything, ignoring the state.
    package var force = false
    /// Remove generated assets of this source set whose source is gone.
    package var prune = true
    /// Prune nothing: a symbol of the export failed elsewhere (in the plan, or in the run of
    /// another catalog).
    package var holdBackPruning = false
    package var mode = ExportReport.Mode.write
    /// Wait for another run's lock (else fail at once).
    package var waitForLock = true
    /// Where symbols are drawn: in this process, or in supervised worker processes.
    package var renderer = Renderer.inProcess

    package init() {}

    /// The number of cores: the default number of jobs.
    package static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}

extension RunControls {
    /// Where librsvg, cairo and libpng run.
    package enum Renderer: Sendable {
        /// Here, on the export's threads.
        case inProcess
        /// In worker processes of `executable` (`symbol-export __render-worker`), as many as
        /// `jobs`, each job killed after `timeout` seconds: a crash costs only the symbol being drawn.
        case workers(executable: String, timeout: Double)

        /// Seconds a symbol may take to draw; nil for no limit (in this process).
        package var timeLimit: Double? {
            if case .workers(_, let timeout) = self { return timeout }
            return nil
        }

        /// A converter for one thread.
        package func converter() -> SymbolConverter {
            converters(renderers: 1)()
        }

        /// A render backend for one thread: this process's renderer, or one worker process.
        package func backend() -> any RenderBackend {
            switch self {
            case .inProcess: InProcessRenderer()
            case .workers(let executable, let timeout): WorkerProcess(executable: executable, timeout: timeout)
            }
        }

        /// How many threads an export runs to keep `jobs` renderers busy: two per worker
        /// process, so that it draws one thread's symbol while the other prepares or writes.
        func threads(jobs: Int) -> Int {
            switch self {
            case .inProcess: jobs
            case .workers: 2 * jobs
            }
        }

        /// Hands out the threads' converters: on their own librsvg here; in workers, one of
        /// `renderers` worker processes each, in turn.
        func converters(renderers: Int) -> @Sendable () -> SymbolConverter {
            switch self {
            case .inProcess:
                return { SymbolConverter() }
            case .workers(let executable, let timeout):
                let workers = (0..<max(1, renderers)).map { _ in WorkerProcess(executable: executable, timeout: timeout) }
                let handedOut = Locked(0)
                return {
                    let index = handedOut.withLock { count in
                        defer { count += 1 }
                        return count % workers.count
                    }
                    return SymbolConverter(backend: workers[index])
                }
            }
        }
    }
}
