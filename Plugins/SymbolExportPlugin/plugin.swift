import Dispatch
import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory symbol-export ARGUMENTS…`
///
/// Runs this package's `symbol-export` tool on the package the command is run in. The
/// arguments go to the tool unchanged (SwiftPM has already taken its own, those before the
/// verb), and the working directory is that package's directory, so relative paths such as
/// `export Symbols -o Sources/App/Resources/Assets.xcassets` mean what they say even with
/// `--package-path`. The tool's output is shown as it comes; when the tool fails, so does
/// the command.
///
/// The tool is this plugin's dependency named `symbol-export`: here the executable target, built
/// from source; in an app's package that declares the release's artifact bundle as a binary
/// target and this file as its plugin, the prebuilt binary (README, "Without building";
/// Scripts/check-dist.sh). The file needs nothing but PackagePlugin, so it can be copied.
@main
struct SymbolExportPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "symbol-export")
        let status = try Self.run(tool.url, arguments, in: context.package.directoryURL)
        if status != 0 {
            // SwiftPM prints this as `error: …` and exits with status 1, whatever the tool's was.
            throw ToolFailure(status: status)
        }
    }

    /// Runs `executable` with `arguments` in `directory` and returns its exit status
    /// (128 + the signal number when a signal ended it).
    ///
    /// The tool writes to this plugin's stdout and stderr, which SwiftPM forwards. Its stdin is
    /// `/dev/null`: the plugin's own descriptor 0 is SwiftPM's message pipe. The tool runs in a
    /// process group of its own, which Ctrl-C does not reach, so SIGINT and SIGTERM (what
    /// SwiftPM sends the plugin on Ctrl-C) are passed on, and the tool stops cleanly.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let forwarders = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { kill(process.processIdentifier, signalNumber) }
            source.resume()
            return source
        }
        process.waitUntilExit()
        forwarders.forEach { $0.cancel() }

        switch process.terminationReason {
        case .exit: return process.terminationStatus
        case .uncaughtSignal: return 128 + process.terminationStatus
        @unknown default: return 1
        }
    }
}

/// The tool exited with a non-zero status.
struct ToolFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "symbol-export exited with status \(status)" }
}
