import SymbolBase
import SymbolExport

/// The usage lines and `--help`, drawn from the option table.
enum HelpText {
    static var usage: String {
        OptionDocumentation.allUsage.enumerated().map { index, line in (index == 0 ? "usage: " : "       ") + line }
            .joined(separator: "\n")
    }

    /// The usage of one command, printed after a usage error of it.
    static func usage(of command: Option.Command) -> String {
        "usage: " + OptionDocumentation.usage(command).joined(separator: "\n       ") + "\n       (symbol-export \(command.rawValue) --help for more)"
    }

    static let exitStatus = "Exit status: 0 success, 1 failure (a symbol failed, or --check found differences), 64 usage error,\n"
        + "130/143 interrupted by SIGINT/SIGTERM."

    /// What a command does, in a line or three.
    static func summary(of command: Option.Command) -> String {
        switch command {
        case .convert: "render one SVG into CATALOG/NAME.imageset (@1x, @2x, @3x PNGs)"
        case .export:
            "every SVG of a folder (recursively; sub-folders become groups), of a manifest, or the\n"
                + "symbolsets of catalogs, into a catalog (each fallback beside its symbolset), in parallel\n"
                + "and incrementally\n"
                + "(default: Symbols/symbols.json if present, else Symbols/)"
        case .inspect: "show a template's version, variants, guides, margins, ink and sizes"
        case .preview: "write one HTML page showing every generated asset beside its vector\n(default CATALOG: \(ExportOptions.defaultCatalog))"
        case .audit:
            "find the symbols an app's sources ask for (Swift, Objective-C, storyboards, xibs) and\n"
                + "check each against its deployment target; exit 1 where one would draw nothing\n(default PATH: the current folder)"
        }
    }

    /// `symbol-export --help`: every command and its options.
    static var full: String {
        var text = "symbol-export \(ToolVersion.string): SF Symbols and SVG icons into Xcode asset catalogs.\n\n\(usage)\n\nCommands:\n"
        for command in Option.Command.allCases {
            let lines = summary(of: command).split(separator: "\n")
            let head = "  \(command.rawValue) \(OptionDocumentation.operands(of: command))"
            text += head.padding(to: 23) + lines[0] + "\n"
            for line in lines.dropFirst() { text += String(repeating: " ", count: 23) + line + "\n" }
        }
        text += "  completion bash|zsh".padding(to: 23) + "print a shell completion script\n"
        for command in Option.Command.allCases {
            let lines: [String] = OptionDocumentation.helpLines(options(of: command))
            text += "\n" + optionsHeading(command) + "\n" + lines.joined(separator: "\n") + "\n"
        }
        text += "\n" + OptionDocumentation.helpLines([Option.showHelp]).joined(separator: "\n")
        text += "\n  --version            show the version, and the librsvg, cairo and libpng it runs with\n\n" + exitStatus
        return text
    }

    /// `symbol-export export --help`: the command, its usage and its options.
    static func help(for command: Option.Command) -> String {
        var text = "symbol-export \(command.rawValue): " + summary(of: command).replacing("\n", with: "\n  ") + "\n\n"
        text += "usage: " + OptionDocumentation.usage(command).joined(separator: "\n       ") + "\n\n"
        text += "Options:\n" + OptionDocumentation.helpLines(Option.accepted(by: command)).joined(separator: "\n") + "\n\n" + exitStatus
        return text
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

extension String {
    /// The string padded with spaces to `width`, or followed by a line break and `width` spaces.
    fileprivate func padding(to width: Int) -> String {
        count < width ? self + String(repeating: " ", count: width - count) : self + "\n" + String(repeating: " ", count: width)
    }
}
