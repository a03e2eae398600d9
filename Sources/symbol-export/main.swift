#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import SymbolRendering

// A worker process the exporter started: it serves render jobs on its pipes, and nothing else.
if CommandLine.arguments.dropFirst().first == RenderWorker.command {
    // _exit: nothing to flush (every reply is written whole), and no exit handlers or
    // destructors of librsvg's and fontconfig's caches for the exporter to wait for.
    _exit(RenderWorker.serve(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
SignalHandling.install()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
