import SymbolBase
import Dispatch
import SymbolExport

/// The progress bar of a batch export, drawn in place on stderr: done/total, rate, time left.
/// Redrawn at most ten times a second.
final class ProgressLine: Sendable {
    private struct State {
        var lastDraw: UInt64 = 0
        var drawn = false
    }

    private let printer: Printer
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private let state = Locked(State())

    init(printer: Printer, enabled: Bool) {
        self.printer = printer
        self.enabled = enabled
    }

    func update(completed: Int, total: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let draw: Bool = state.withLock { state in
            guard completed == total || now - state.lastDraw >= 100_000_000 else { return false }
            state.lastDraw = now
            state.drawn = true
            return true
        }
        guard draw else { return }
        let elapsed = Double(now - start) / 1e9
        let rate = elapsed > 0 ? Double(completed) / elapsed : 0
        let left = rate > 0 ? Double(total - completed) / rate : 0
        let width = 24
        let filled = total > 0 ? width * completed / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        printer.progress("[\(bar)] \(completed)/\(total)  \(Int(rate.rounded()))/s  \(Int(left.rounded(.up)))s left")
    }

    func finish() {
        guard enabled, state.withLock({ $0.drawn }) else { return }
        printer.endProgress()
    }
}
