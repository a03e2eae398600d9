import SymbolExport

/// The command-line entry: takes the arguments (without the program name), returns the exit code.
enum CommandLineTool {
    static let usage = """
        usage: symbol-export convert FILE.svg [--name NAME] [--point-size PT] [--mode template|original] [-o|--output CATALOG]
               symbol-export export [FOLDER|MANIFEST] [options] [-j N] [--check|--dry-run] [--force] [--no-prune] [--json]
               symbol-export inspect FILE.svg [--point-size PT] [--json]
        """

    static let help = """
        symbol-export \(Version.string): SF Symbols and SVG icons into Xcode asset catalogs.

        \(usage)

        Commands:
          convert FILE.svg     render one SVG into CATALOG/NAME.imageset (@1x, @2x, @3x PNGs)
          export [PATH]        every SVG of a folder (recursively; sub-folders become groups) or of
                               a manifest into one catalog, in parallel and incrementally
                               (default PATH: Symbols/symbols.json if present, else Symbols/)
          inspect FILE.svg     show a template's version, variants, guides, margins, ink and sizes

        Options for convert:
          --name NAME          asset name (default: the file name without .svg)
          --point-size PT      size in points, 0 < PT <= 1024 (default: 17)
          --mode MODE          template: black + alpha, tinted by UIKit (default)
                               original: source colours kept
          -o, --output CATALOG the .xcassets folder (default: Output/Assets.xcassets)
          --weight WEIGHT      template variant weight: ultralight|thin|light|regular|medium|
                               semibold|bold|heavy|black (default: regular)
          --scale SCALE        template variant scale: small|medium|large (default: medium)
          --exact-variant      fail instead of falling back to the nearest variant
          --sizing SIZING      symbol: margins and ink, as UIImage(systemName:) sizes it
                               (default for templates); square: PT x PT, fitted and centred
                               (default for plain SVGs)
          --symbolset          also write NAME.symbolset with the template SVG (iOS 13+)
          --compression C      PNG effort: standard (default, fast) or maximum (as small as
                               oxipng -o 2; the export takes about 5.7 times as long)

        Options for export (besides the convert options, which become defaults):
          --dots keep|underscore   asset names keep dots (default) or turn them into _
          -j, --jobs N         parallel jobs (default: the number of cores)
          --force              render everything, ignoring the saved state
          --no-prune           keep generated assets whose source is gone
          --check              write nothing; exit 1 listing missing, stale or orphaned assets
          --dry-run            print what would be exported and pruned
          --no-wait            fail at once if another run holds the catalog's lock
          -q, --quiet          no progress bar and no summary line
          --json               a machine-readable report on stdout

        Options for inspect:
          --point-size PT      sizes shown for this point size (default: 17)
          --json               machine-readable report on stdout

          -h, --help           show this help
          --version            show the version

        Exit status: 0 success, 1 failure, 64 usage error.
        """

    static func run(_ arguments: [String], printer: Printer = Printer()) -> Int32 {
        guard let command = arguments.first else {
            printer.error(nil, "no command given")
            printer.note(usage)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch command {
            case "-h", "--help", "help":
                printer.output(help)
                return ExitCode.success
            case "--version", "version":
                printer.output("symbol-export \(Version.string)")
                return ExitCode.success
            case "convert":
                return try ConvertCommand.run(rest, printer: printer)
            case "inspect":
                return try InspectCommand.run(rest, printer: printer)
            case "export":
                return try ExportCommand.run(rest, printer: printer)
            default:
                let hint = ParsedArguments.closest(to: command, in: ["convert", "export", "inspect"]).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown command '\(command)'\(hint)")
            }
        } catch {
            printer.error(nil, error.message)
            printer.note(usage)
            return ExitCode.usage
        }
    }
}

enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}
