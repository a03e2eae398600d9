import SymbolExport

/// The usage line and `--help`, drawn from the option table.
enum HelpText {
    static let usage = """
        usage: symbol-export convert FILE.svg [--name NAME] [--point-size PT] [--mode template|original] [-o|--output CATALOG]
               symbol-export export [FOLDER|MANIFEST] [options] [-j N] [--check|--dry-run] [--force] [--no-prune] [--json]
               symbol-export inspect FILE.svg [--point-size PT] [--weight W] [--scale S] [--json]
               symbol-export preview [CATALOG] [-o FILE.html]
        """

    static var full: String {
        """
        symbol-export \(Version.string): SF Symbols and SVG icons into Xcode asset catalogs.

        \(usage)

        Commands:
          convert FILE.svg     render one SVG into CATALOG/NAME.imageset (@1x, @2x, @3x PNGs)
          export [PATH]        every SVG of a folder (recursively; sub-folders become groups) or of
                               a manifest into one catalog, in parallel and incrementally
                               (default PATH: Symbols/symbols.json if present, else Symbols/)
          inspect FILE.svg     show a template's version, variants, guides, margins, ink and sizes
          preview [CATALOG]    write one HTML page showing every generated asset beside its vector
                               (default CATALOG: Output/Assets.xcassets)

        Options for convert:
        \(lines(Option.accepted(by: .convert).filter { $0.flag != Option.showHelp.flag }))

        Options for export (besides the convert options but --name, which become defaults):
        \(lines(Option.accepted(by: .export).filter { !$0.commands.contains(.convert) && $0.flag != Option.showHelp.flag }))

        Options for inspect:
        \(lines(Option.accepted(by: .inspect).filter { $0.flag != Option.showHelp.flag }))

        Options for preview:
        \(lines(Option.accepted(by: .preview).filter { $0.flag != Option.showHelp.flag }))

        \(lines([Option.showHelp]))
          --version            show the version

        Exit status: 0 success, 1 failure, 64 usage error.
        """
    }

    /// `  -o, --output CATALOG the .xcassets folder …`: names, then help aligned at column 23,
    /// then the default from `ConvertOptions()` for symbol options.
    private static func lines(_ options: [Option]) -> String {
        let column = 23
        var result: [String] = []
        for option in options {
            let short = option.names.dropFirst()
            var names = (short.map { $0 + ", " }.joined()) + option.flag
            if let argument = option.argument { names += " " + argument }
            var help = option.help
            if let shown = option.defaultDescription {
                // On the last line when it fits there, else on a line of its own.
                let text = "(default: \(shown))"
                if help.count == 1, column + help[0].count + text.count < 100 { help[0] += " " + text } else { help.append(text) }
            }
            let lead = "  " + names
            let padded = lead.count < column ? lead + String(repeating: " ", count: column - lead.count) : lead + "\n" + String(repeating: " ", count: column)
            result.append(padded + help[0])
            for more in help.dropFirst() { result.append(String(repeating: " ", count: column) + more) }
        }
        return result.joined(separator: "\n")
    }
}
