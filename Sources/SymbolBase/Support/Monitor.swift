#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex and a condition on it, for state that threads wait on (`Locked` serves
/// state that is only read and written). pthread, not Synchronization, for ThreadSanitizer's
/// sake (see `Locked`).
package final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Releases the mutex until another thread calls `broadcast`, then takes it again; only
    /// inside `withLock`. Callers check their condition in a loop (wake-ups can be spurious).
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait`; inside `withLock`.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
