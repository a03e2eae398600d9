#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names of temporary files being written right now, so an interrupted run can remove them.
package enum TemporaryFiles {
    /// Every temporary name the tool makes starts with this, so leftovers of a killed run
    /// can be recognised and removed by the next one.
    package static let prefix = ".symbol-export-tmp-"

    private static let live = Locked<(next: Int, paths: Set<String>)>((0, []))
    /// The process id, read once: every temporary name carries it.
    private static let pid = getpid()

    /// A fresh temporary path in the folder of `path`.
    package static func register(near path: String) -> String {
        let directory = Path.parent(of: path)
        return live.withLock { state in
            state.next += 1
            let name = "\(prefix)\(pid)-\(state.next)-\(Path.lastComponent(of: path))"
            let temporary = directory.isEmpty ? name : directory + "/" + name
            state.paths.insert(temporary)
            return temporary
        }
    }

    package static func unregister(_ path: String) {
        _ = live.withLock { $0.paths.remove(path) }
    }

    /// Unlinks every temporary file still being written. Safe to call from a signal-handling queue.
    package static func removeAll() {
        let paths = live.withLock { state in
            let paths = state.paths
            state.paths.removeAll()
            return paths
        }
        for path in paths { unlink(path) }
    }

    package static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(prefix)
    }

    /// Whether the temporary name `name` is a leftover of a process that is gone (a run killed
    /// mid-write): its name carries the process id. Those of a live process, another run
    /// writing now, are not.
    package static func isAbandoned(_ name: String) -> Bool {
        guard isTemporaryName(name), let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { return false }
        return pid != Self.pid && kill(pid, 0) != 0 && errno == ESRCH
    }
}
