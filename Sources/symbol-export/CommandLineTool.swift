import SymbolBase
import SymbolExport
import SymbolRendering

/// The command-line entry: takes the arguments (without the program name), returns the exit code.
enum CommandLineTool {
    static func run(_ arguments: [String], printer: Printer = Printer()) -> Int32 {
        let status = dispatch(arguments, printer: printer)
        // `--json` prints one JSON document whatever happens: a command that stopped before its
        // report (a usage error, a manifest that does not read) prints its errors as one.
        if let command = arguments.first, ["export", "inspect", "audit"].contains(command),
           arguments.dropFirst().prefix(while: { $0 != "--" }).contains("--json"), !printer.wroteOutput {
            printer.output(JSONValue.object(["version": .int(ExportJSON.version), "command": .string(command),
                                             "exit-status": .int(Int(status)), "errors": .array(printer.errorsPrinted)]).text)
        }
        return status
    }

    private static func dispatch(_ arguments: [String], printer: Printer) -> Int32 {
        guard let command = arguments.first else {
            printer.error(nil, "no command given")
            printer.usage(HelpText.usage)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch command {
            case "-h", "--help", "help":
                printer.output(HelpText.full)
                return ExitCode.success
            case "--version", "version":
                // Line 2: the libraries drawn with, as loaded at run time (a bug report needs them).
                printer.output("symbol-export \(ToolVersion.string)\n\(RendererVersions.runTime)")
                return ExitCode.success
            case "convert":
                return try ConvertCommand.run(rest, printer: printer)
            case "inspect":
                return try InspectCommand.run(rest, printer: printer)
            case "export":
                return try ExportCommand.run(rest, printer: printer)
            case "preview":
                return try PreviewCommand.run(rest, printer: printer)
            case "audit":
                return try AuditCommand.run(rest, printer: printer)
            case "completion":
                return try Completion.run(rest, printer: printer)
            default:
                let hint = Suggestion.closest(to: command, in: Option.Command.allCases.map(\.rawValue) + ["completion"]).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown command '\(command)'\(hint)")
            }
        } catch {
            printer.error(nil, Message(error.message))
            printer.usage(Option.Command(rawValue: command).map(HelpText.usage(of:)) ?? HelpText.usage)
            return ExitCode.usage
        }
    }
}

enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    // 130 and 143 (interrupted): SignalHandling.exitCode.
}
