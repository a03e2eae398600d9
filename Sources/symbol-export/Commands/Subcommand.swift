import SymbolExport

/// What every subcommand does first: reads its arguments against the option table, answers
/// `--help` with its own help, and checks the number of operands.
enum Subcommand {
    /// The parsed arguments, or nil when `--help` was asked for (and printed).
    static func parse(_ arguments: [String], _ command: Option.Command, operands: ClosedRange<Int>, printer: Printer,
                      wrongCount: (Int) -> String) throws(UsageError) -> ParsedArguments? {
        let parsed = try ParsedArguments(arguments, command: command)
        if try parsed.commandLineFlags().help {
            printer.output(HelpText.help(for: command))
            return nil
        }
        guard operands.contains(parsed.positionals.count) else { throw UsageError(message: wrongCount(parsed.positionals.count)) }
        return parsed
    }
}
