import SymbolBase
import SymbolExport

/// A command-line mistake: printed with the usage line, exit code 64.
struct UsageError: Error {
    let message: String
}

/// Hand-parsed arguments: `--name value`, `--name=value`, `-o value`, flags, positionals,
/// and `--` to end options. Unknown or repeated options are usage errors. The options a
/// command accepts come from the option tables (`Option.all`).
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String], command: Option.Command) throws(UsageError) {
        let specs = Option.accepted(by: command)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else if !argument.hasPrefix("--"), argument.count > 2,
                      specs.contains(where: { $0.argument != nil && $0.names.contains(String(argument.prefix(2))) }) {
                // -j4, -oOut.xcassets
                name = String(argument.prefix(2))
                inlineValue = String(argument.dropFirst(2))
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let known = specs.flatMap(\.names)
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
            let key = spec.flag
            if !spec.repeatable, values[key] != nil || flags.contains(key) { throw UsageError(message: "\(name) is given more than once") }
            if spec.argument != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                // A repeated option's values add up, as one comma-separated list.
                values[key] = values[key].map { $0 + "," + value } ?? value
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(key)
            }
        }
    }

    /// The symbol options given, as settings over the built-in defaults.
    func symbolOptions() throws(UsageError) -> PartialSymbolOptions { try settings() }

    /// The options of the export as a whole given (`-o`, `--namespace-groups`, …).
    func exportOptions() throws(UsageError) -> PartialExportOptions { try settings() }

    /// How the command runs (`--jobs`, `--check`, `--json`, …).
    func commandLineFlags() throws(UsageError) -> CommandLineFlags { try settings().options }

    /// The given options that set fields of `Root`; a value that does not fit is a usage error.
    private func settings<Root: OptionRoot>() throws(UsageError) -> PartialOptions<Root> {
        var settings = PartialOptions<Root>()
        for row in Root.table.rows {
            let flag = row.option.flag
            let text = values[flag]
            guard text != nil || flags.contains(flag) else { continue }
            do {
                try settings.set(row, text: text)
            } catch {
                switch error {
                case .wrongType(let expected):
                    throw UsageError(message: "\(flag) needs \(expected), not '\(text ?? "")'")
                case .invalid(let value, let expected):
                    throw UsageError(message: "\(flag) needs \(expected), not '\(value)'")
                case .notOneOf(let value, let allowed):
                    throw UsageError(message: "\(flag) must be one of \(allowed.joined(separator: "|")), not '\(value)'")
                case .outOfRange(let value, let range):
                    throw UsageError(message: "\(flag) \(value) is out of range; use a value \(range)")
                }
            }
        }
        return settings
    }
}
