import Foundation
import SymbolBase

/// Runs `count` work items on worker threads, each with a worker value of its own (a converter:
/// librsvg handles and PNG buffers are never shared), and delivers the results in index order,
/// whatever the order they finish in.
///
/// Two locks: the queue's, held only to take the next index or to store a result, and the
/// delivery's, held while results are handed on in order. A slow consumer of results (a
/// terminal) therefore never stops other workers from taking work.
struct WorkerPool {
    let workers: Int

    private struct Queue<Output> {
        var next = 0
        var completed = 0
        var results: [Output?]
    }

    private struct Delivery {
        var delivered = 0
    }

    /// Returns the results by index; nil for items not reached (`isCancelled` became true).
    func run<Worker, Output: Sendable>(
        count: Int, isCancelled: @escaping @Sendable () -> Bool, makeWorker: @escaping @Sendable () -> Worker,
        work: @escaping @Sendable (Int, Worker) -> Output, progress: @escaping @Sendable (Int, Int) -> Void,
        deliver: @escaping @Sendable (Output) -> Void
    ) -> [Output?] {
        let queue = Locked(Queue<Output>(results: Array(repeating: nil, count: count)))
        let delivery = Locked(Delivery())
        let finished = DispatchGroup()
        for _ in 0..<max(1, min(workers, count)) {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                let worker = makeWorker()
                while !isCancelled() {
                    let index: Int? = queue.withLock { state in
                        guard state.next < count else { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { break }
                    let output = work(index, worker)
                    let completed = queue.withLock { state in
                        state.results[index] = output
                        state.completed += 1
                        return state.completed
                    }
                    delivery.withLock { state in
                        progress(completed, count)
                        while state.delivered < count, let ready = queue.withLock({ $0.results[state.delivered] }) {
                            deliver(ready)
                            state.delivered += 1
                        }
                    }
                }
            }
            // librsvg recurses over the document; give workers the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        finished.wait()
        return queue.withLock { $0.results }
    }
}
