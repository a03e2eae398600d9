import SymbolExport
/// The usage lines, `--help` option lists and the documentation's option tables (in `docs/`), all
/// drawn from the option table, so none of them can fall behind it (a test compares the pages).
enum OptionDocumentation {
    /// The page of the repository's documentation that describes `command`, with its option
    /// table: what its `--help` names.
    static func page(of command: Option.Command) -> String {
        command == .audit ? "docs/audit.md" : "docs/command-line.md#\(command.rawValue)"
    }

    /// The page that describes `completion`.
    static let completionPage = "docs/command-line.md#completion"
    /// The page that holds the usage lines of every command.
    static let usagePage = "docs/command-line.md"
    /// The page that holds the manifest's keys.
    static let manifestPage = "docs/manifest.md"

    /// What each command takes besides options.
    static func operands(of command: Option.Command) -> String {
        switch command {
        case .convert: "FILE.svg"
        case .export: "[FOLDER|MANIFEST|CATALOG]"
        case .inspect: "FILE.svg"
        case .preview: "[CATALOG]"
        case .audit: "[PATH...]"
        }
    }

    /// `[--point-size PT]`, `[-o|--output CATALOG]`, `[--no-warn CODE]...`.
    static func usage(of option: Option) -> String {
        let names = option.names.count > 1 ? option.names.dropFirst().joined(separator: "|") + "|" + option.flag : option.flag
        return "[" + names + (option.argument.map { " " + $0 } ?? "") + "]" + (option.repeatable ? "..." : "")
    }

    /// `symbol-export convert FILE.svg [--name NAME] …`, wrapped at `width` columns with the
    /// options aligned under the first.
    static func usage(_ command: Option.Command, width: Int = HelpFormatter.width - "usage: ".count) -> [String] {
        let head = "symbol-export \(command.rawValue) \(operands(of: command))"
        let words = Option.accepted(by: command).filter { $0.flag != Option.showHelp.flag }.map(usage(of:))
        let indent = String(repeating: " ", count: "symbol-export \(command.rawValue) ".count)
        var lines: [String] = []
        var line = head
        for word in words {
            if line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines
    }

    /// The usage of every command, then `completion`.
    static var allUsage: [String] {
        Option.Command.allCases.flatMap { usage($0) } + ["symbol-export completion bash|zsh"]
    }

    /// `  -o, --output CATALOG the .xcassets folder …`: names, then the help as one paragraph
    /// (`joined`) and its default, wrapped by `HelpFormatter`.
    static func helpLines(_ options: [Option]) -> [String] {
        options.flatMap { option in
            var names = (option.names.dropFirst().map { $0 + ", " }.joined()) + option.flag
            if let argument = option.argument { names += " " + argument }
            let shown = option.defaultDescription.flatMap { $0.isEmpty ? nil : " (default: \($0))" } ?? ""
            return HelpFormatter.hanging("  " + names, joined(option.help) + shown)
        }
    }

    /// Help lines as one sentence: a list broken after `|` is joined again, and each choice
    /// (`template: …`, `original: …`) is a clause of its own.
    static func joined(_ lines: [String]) -> String {
        var text = ""
        for line in lines {
            if text.isEmpty || text.hasSuffix("|") {
                text += line
            } else if let colon = line.firstIndex(of: ":"), line[..<colon].allSatisfy({ $0.isLetter || $0 == "-" }), !line[..<colon].isEmpty {
                text += (text.hasSuffix(";") ? " " : "; ") + line
            } else {
                text += " " + line
            }
        }
        return text
    }

    /// The table of the options of `command` on its page (those of `convert` are listed once, under
    /// `convert`; `export` lists its own): `| Option | Default | Meaning | Manifest key |`.
    static func markdownTable(_ command: Option.Command) -> String {
        var options = Option.accepted(by: command).filter { $0.flag != Option.showHelp.flag }
        if command == .export { options = options.filter { !$0.commands.contains(.convert) } }
        var rows = ["| Option | Default | Meaning | Manifest key |", "|---|---|---|---|"]
        for option in options {
            var names = option.names.reversed().map { "`\($0)`" }.joined(separator: ", ")
            if let argument = option.argument { names = names.replacingLast("`", with: " \(argument)`") }
            // A value in code font; a description (the number of cores) as text.
            let shown = option.defaultDescription.map { $0.isEmpty ? "none" : $0.contains(" ") ? $0 : "`\($0)`" } ?? "off"
            let key = option.manifestKey.map { "`\($0)`" } ?? ""
            let meaning = joined(option.help).replacing("|", with: "\\|")
            rows.append("| \(names.replacing("|", with: "\\|")) | \(shown.replacing("|", with: "\\|")) | \(meaning) | \(key) |")
        }
        return rows.joined(separator: "\n")
    }

    /// The manifest page's list of keys: every option a manifest sets, from the table.
    static var manifestKeys: String {
        func keys(_ options: [Option]) -> String { options.compactMap(\.manifestKey).map { "`\($0)`" }.joined(separator: ", ") }
        return "At the top level: \(keys(Option.exportOptions)) (`catalog` is what `-o` sets), `defaults` and `symbols`.\n"
            + "`defaults` and each symbol accept \(keys(Option.symbolOptions)); a symbol also takes `source`\n"
            + "(required), `name` and `group` (`\"Toolbar/Edit\"` for nested groups)."
    }
}

extension String {
    /// The string with the last `target` replaced.
    fileprivate func replacingLast(_ target: String, with replacement: String) -> String {
        guard let range = ranges(of: target).last else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
