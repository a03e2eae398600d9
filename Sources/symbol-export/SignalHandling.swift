import Dispatch
import SymbolExport
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM while writing a catalog. During an export the first signal stops it
/// after the symbols being written (every file is written atomically, so the catalog stays
/// consistent and the state records what finished); a second signal, or any signal during a
/// single conversion, removes the temporary files being written and exits at once.
enum SignalHandling {
    private static let received = Atomic<Int32>(0)

    /// 128 + the signal received (130 for SIGINT, 143 for SIGTERM).
    static var exitCode: Int32 { 128 + max(received.load(ordering: .relaxed), SIGINT) }

    static func whileRunning<T, E: Error>(_ exporter: Exporter?, _ body: () throws(E) -> T) throws(E) -> T {
        let queue = DispatchQueue(label: "symbol-export.signals")
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let (exchanged, _) = received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                if exchanged, let exporter {
                    exporter.cancel()
                } else {
                    TemporaryFiles.removeAll()
                    _exit(128 + number)
                }
            }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        return try body()
    }
}
