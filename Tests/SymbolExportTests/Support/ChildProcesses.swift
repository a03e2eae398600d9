import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// The processes a process started: how the tests find the render workers of a running export.
enum ChildProcesses {
    /// The live children of `parent`.
    static func of(_ parent: pid_t) -> [pid_t] {
        #if os(Linux)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // "pid (name) state ppid …": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && fields[0] != "Z" && pid_t(fields[1]) == parent ? pid : nil
        }
        #else
        var pids = [pid_t](repeating: 0, count: 256)
        let count = proc_listchildpids(parent, &pids, Int32(pids.count * MemoryLayout<pid_t>.size))
        return count > 0 ? Array(pids.prefix(Int(count))) : []
        #endif
    }

    /// Whether `pid` still runs (a zombie does not).
    static func isAlive(_ pid: pid_t) -> Bool {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
        #else
        var info = proc_bsdinfo()
        let size = proc_pidinfo(pid, PROC_PIDTBSDINFO, 0, &info, Int32(MemoryLayout<proc_bsdinfo>.size))
        return size > 0 && info.pbi_status != UInt32(SZOMB)
        #endif
    }

    /// Waits up to `timeout` seconds for every one of `pids` to end; those still running.
    static func waitForEnd(of pids: [pid_t], timeout: TimeInterval = 10) -> [pid_t] {
        let deadline = Date().addingTimeInterval(timeout)
        var alive = pids.filter(isAlive)
        while !alive.isEmpty, Date() < deadline {
            usleep(20_000)
            alive = alive.filter(isAlive)
        }
        return alive
    }
}
