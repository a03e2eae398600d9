import SymbolBase
import SymbolExport

/// The usage lines and `--help`, drawn from the option table and laid out by `HelpFormatter`.
enum HelpText {
    static var usage: String {
        OptionDocumentation.allUsage.enumerated().map { index, line in (index == 0 ? "usage: " : "       ") + line }
            .joined(separator: "\n")
    }

    /// The usage of one command, printed after a usage error of it.
    static func usage(of command: Option.Command) -> String {
        "usage: " + OptionDocumentation.usage(command).joined(separator: "\n       ") + "\n       (symbol-export \(command.rawValue) --help for more)"
    }

    /// What a command's exit statuses mean; nil: every command's (`symbol-export --help`).
    static func exitStatus(of command: Option.Command?) -> String {
        let success: String = switch command {
        case .convert: "0 the imageset was written; 1 it could not be (the error says why)"
        case .export: "0 every symbol exported (with --check: the catalog and its Swift are up to date); 1 a symbol failed, or --check found differences"
        case .inspect: "0 the template was read; 1 it could not be"
        case .preview: "0 the page was written; 1 it could not be"
        case .audit: "0 no error found; 1 an error: a symbol the app's oldest OS draws nothing for, or a name Apple's tables do not know"
        case nil: "0 success; 1 failure (a symbol failed, --check found differences, audit found an error)"
        }
        return HelpFormatter.paragraph("Exit status: \(success); 64 usage error; 130/143 interrupted by SIGINT/SIGTERM.").joined(separator: "\n")
    }

    /// The exit statuses of `completion`.
    static let completionExitStatus = HelpFormatter.paragraph("Exit status: 0 the script was printed; 64 usage error.").joined(separator: "\n")

    /// The last line of a command's help: the page of the repository's documentation about it.
    static func documentation(_ page: String) -> String {
        HelpFormatter.paragraph("Documentation: \(page) (in symbol-export's repository)").joined(separator: "\n")
    }

    /// What a command does, in a sentence.
    static func summary(of command: Option.Command) -> String {
        switch command {
        case .convert: "render one SVG into CATALOG/NAME.imageset (@1x, @2x, @3x PNGs)"
        case .export:
            "every SVG of a folder (recursively; sub-folders become groups), of a manifest, or the symbolsets of catalogs, into a "
                + "catalog (each fallback beside its symbolset), in parallel and incrementally (default: Symbols/symbols.json if present, "
                + "else Symbols/)"
        case .inspect: "show a template's version, variants, guides, margins, ink and sizes"
        case .preview: "write one HTML page showing every generated asset beside its vector (default CATALOG: the catalog of the "
            + "manifest export finds, Symbols/symbols.json, else \(ExportOptions.defaultCatalog))"
        case .audit:
            "find the symbols an app's sources ask for (Swift, Objective-C, storyboards, xibs) and check each against its deployment "
                + "target and Apple's tables; exit 1 where one would draw nothing (default PATH: the current folder)"
        }
    }

    /// `symbol-export --help`: every command and its options.
    static var full: String {
        var lines = ["symbol-export \(ToolVersion.string): SF Symbols and SVG icons into Xcode asset catalogs.", "", usage, "", "Commands:"]
        for command in Option.Command.allCases {
            lines += HelpFormatter.hanging("  \(command.rawValue) \(OptionDocumentation.operands(of: command))", summary(of: command))
        }
        lines += HelpFormatter.hanging("  completion bash|zsh", "print a shell completion script")
        for command in Option.Command.allCases {
            lines += ["", optionsHeading(command)] + OptionDocumentation.helpLines(options(of: command))
        }
        lines += [""] + OptionDocumentation.helpLines([Option.showHelp]) + HelpFormatter.hanging("  --version", "show the version, and the librsvg, cairo and libpng it runs with")
        lines += ["", exitStatus(of: nil), ""]
        lines += HelpFormatter.paragraph("Documentation: README.md, and a page per subject in docs/ (in symbol-export's repository); "
            + "each command's --help names its page.")
        return lines.joined(separator: "\n")
    }

    /// `symbol-export export --help`: the command, its usage, its options, its exit statuses and its
    /// page.
    static func help(for command: Option.Command) -> String {
        var lines = HelpFormatter.paragraph(summary(of: command), first: "symbol-export \(command.rawValue): ", rest: "  ")
        lines += ["", "usage: " + OptionDocumentation.usage(command).joined(separator: "\n       "), "", "Options:"]
        lines += OptionDocumentation.helpLines(Option.accepted(by: command)) + ["", exitStatus(of: command)]
        lines += ["", documentation(OptionDocumentation.page(of: command))]
        return lines.joined(separator: "\n")
    }

    private static func optionsHeading(_ command: Option.Command) -> String {
        command == .export ? "Options for export (besides the convert options but --name, which become defaults):" : "Options for \(command.rawValue):"
    }

    /// The options listed under `command` in the full help: export lists only its own.
    private static func options(of command: Option.Command) -> [Option] {
        let accepted = Option.accepted(by: command).filter { $0.flag != Option.showHelp.flag }
        return command == .export ? accepted.filter { !$0.commands.contains(.convert) } : accepted
    }
}
