import SymbolExport
import SymbolRendering

/// How the command line draws symbols: in worker processes of this executable, so that a
/// crash inside librsvg costs one symbol, not the run. Where this executable cannot be found
/// (it always can on Linux and macOS), in this process.
enum Renderers {
    static func isolated(timeout: Double) -> RunControls.Renderer {
        guard let executable = WorkerProcess.currentExecutable() else { return .inProcess }
        return .workers(executable: executable, timeout: timeout)
    }
}
