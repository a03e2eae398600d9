#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

SignalHandling.install()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
