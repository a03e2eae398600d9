import SymbolExport

/// The usage lines, `--help` option lists and the documentation's option tables (in `docs/`), all
/// drawn from the option tables, so none of them can fall behind (a test compares the pages).
enum OptionDocumentation {
    /// The page of the repository's documentation that describes `command`, with its option
    /// table: what its `--help` names.
    static func page(of command: Option.Command) -> String {
        command == .audit ? "docs/audit.md" : "docs/command-line.md#\(command.rawValue)"
    }

    static let completionPage = "docs/command-line.md#completion"
    /// The page that holds the usage lines of every command.
    static let usagePage = "docs/command-line.md"
    static let manifestPage = "docs/manifest.md"

    /// What each command takes besides options.
    static func operands(of command: Option.Command) -> String {
        switch command {
        case .convert, .inspect: "FILE.svg"
        case .export: "[FOLDER|MANIFEST|CATALOG]"
        case .preview: "[CATALOG]"
        case .audit: "[PATH...]"
        }
    }

    /// `[--point-size PT]`, `[-o|--output CATALOG]`, `[--no-warn CODE]...`.
    static func usage(of option: Option) -> String {
        let names = option.names.count > 1 ? option.names.dropFirst().joined(separator: "|") + "|" + option.flag : option.flag
        return "[" + names + (option.argument.map { " " + $0 } ?? "") + "]" + (option.repeatable ? "..." : "")
    }

    /// `symbol-export convert FILE.svg [--name NAME] …`, wrapped as help wraps it after `usage: `,
    /// with the options aligned under the first.
    static func usage(_ command: Option.Command) -> [String] {
        let lead = "usage: "
        let words = ["symbol-export \(command.rawValue) \(operands(of: command))"]
            + Option.accepted(by: command).filter { $0.flag != Option.showHelp.flag }.map(usage(of:))
        let rest = String(repeating: " ", count: lead.count + "symbol-export \(command.rawValue) ".count)
        return HelpFormatter.fill(words, first: lead, rest: rest).map { String($0.dropFirst(lead.count)) }
    }

    /// The usage of every command, then `completion`.
    static var allUsage: [String] {
        Option.Command.allCases.flatMap { usage($0) } + ["symbol-export completion bash|zsh"]
    }

    /// `  -o, --output CATALOG the .xcassets folder …`: names, then the help and its default.
    static func helpLines(_ options: [Option]) -> [String] {
        options.flatMap { option in
            var names = (option.names.dropFirst().map { $0 + ", " }.joined()) + option.flag
            if let argument = option.argument { names += " " + argument }
            let shown = option.defaultDescription.flatMap { $0.isEmpty ? nil : " (default: \($0))" } ?? ""
            return HelpFormatter.hanging("  " + names, option.help + shown)
        }
    }

    /// The table of the options of `command` on its page (those of `convert` are listed once, under
    /// `convert`; `export` lists its own): `| Option | Default | Meaning | Manifest key |`.
    static func markdownTable(_ command: Option.Command) -> String {
        var options = Option.accepted(by: command).filter { $0.flag != Option.showHelp.flag }
        if command == .export { options = options.filter { !$0.commands.contains(.convert) } }
        var rows = ["| Option | Default | Meaning | Manifest key |", "|---|---|---|---|"]
        for option in options {
            let names = option.names.reversed().map { "`\($0)`" }.joined(separator: ", ").dropLast()
                + (option.argument.map { " \($0)" } ?? "") + "`"
            // A value in code font; a description (the number of cores) as text.
            let shown = option.defaultDescription.map { $0.isEmpty ? "none" : $0.contains(" ") ? $0 : "`\($0)`" } ?? "off"
            let key = option.manifestKey.map { "`\($0)`" } ?? ""
            rows.append("| \(String(names).escapingBars) | \(shown.escapingBars) | \(option.help.escapingBars) | \(key) |")
        }
        return rows.joined(separator: "\n")
    }

    /// The manifest page's list of keys: every option a manifest sets, from the tables.
    static var manifestKeys: String {
        func keys(_ options: [Option]) -> String { options.compactMap(\.manifestKey).map { "`\($0)`" }.joined(separator: ", ") }
        return "At the top level: \(keys(ExportOptions.table.options)) (`catalog` is what `-o` sets), `defaults` and `symbols`.\n"
            + "`defaults` and each symbol accept \(keys(ConvertOptions.table.options)); a symbol also takes `source`\n"
            + "(required), `name` and `group` (`\"Toolbar/Edit\"` for nested groups)."
    }
}

extension String {
    /// Markdown table cells: `|` escaped.
    fileprivate var escapingBars: String { replacing("|", with: "\\|") }
}
