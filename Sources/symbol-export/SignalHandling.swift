import SymbolBase
import Dispatch
import SymbolExport
import SymbolRendering
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM, handled from the first instruction of the command. During an export
/// the first signal kills the render workers at once (the symbols they were drawing are
/// reported as not reached) and stops the run after the symbols being written (every file is
/// written atomically, so the catalog stays consistent and the state records what finished);
/// a second signal, or a signal at any other time, removes the temporary files being written
/// and exits at once with 128 + the signal.
enum SignalHandling {
    private static let received = Atomic<Int32>(0)
    private static let running = Locked<Exporter?>(nil)
    /// Kept alive for the life of the process; set once, before any other thread exists.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// 128 + the signal received (130 for SIGINT, 143 for SIGTERM).
    static var exitCode: Int32 { 128 + max(received.load(ordering: .sequentiallyConsistent), SIGINT) }

    /// Installs the handlers; call once, first thing in `main`.
    static func install() {
        let queue = DispatchQueue(label: "symbol-export.signals")
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let (first, _) = received.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
                // The export is told first: once its workers are killed its run may end at
                // once, and it must end as interrupted, not as a run that drew nothing.
                let exporter = first ? running.withLock({ $0 }) : nil
                exporter?.cancel()
                WorkerProcess.interruptAll()
                if exporter == nil {
                    TemporaryFiles.removeAll()
                    _exit(128 + number)
                }
            }
            source.resume()
            return source
        }
    }

    /// Runs `body` with `exporter` as the export a first signal cancels.
    static func whileRunning<T, E: Error>(_ exporter: Exporter?, _ body: () throws(E) -> T) throws(E) -> T {
        running.withLock { $0 = exporter }
        defer { running.withLock { $0 = nil } }
        return try body()
    }
}
