import SymbolExport

/// A command-line mistake: printed with the usage line, exit code 64.
struct UsageError: Error {
    let message: String
}

/// Hand-parsed arguments: `--name value`, `--name=value`, `-o value`, flags, positionals,
/// and `--` to end options. Unknown or repeated options are usage errors. The options a
/// command accepts come from the table `Option.all`.
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
                let hint = Self.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
            let key = spec.flag
            if values[key] != nil || flags.contains(key) { throw UsageError(message: "\(name) is given more than once") }
            if spec.argument != nil {
                if let inlineValue {
                    values[key] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    values[key] = arguments[index]
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(key)
            }
        }
    }

    func value(_ option: Option) -> String? { values[option.flag] }
    func flag(_ option: Option) -> Bool { flags.contains(option.flag) }

    func integer(_ option: Option) throws(UsageError) -> Int? {
        guard let text = values[option.flag] else { return nil }
        guard let number = Int(text) else { throw UsageError(message: "\(option.flag) needs a whole number, not '\(text)'") }
        return number
    }

    /// The symbol options given, as settings over the built-in defaults.
    func symbolSettings() throws(UsageError) -> SymbolSettings {
        var settings = SymbolSettings()
        for option in Option.symbolOptions {
            let text = values[option.flag]
            guard text != nil || flags.contains(option.flag) else { continue }
            do {
                try settings.set(option, text: text)
            } catch {
                switch error {
                case .wrongType(let expected):
                    throw UsageError(message: "\(option.flag) needs \(expected), not '\(text ?? "")'")
                case .notOneOf(let value, let allowed):
                    throw UsageError(message: "\(option.flag) must be one of \(allowed.joined(separator: "|")), not '\(value)'")
                }
            }
        }
        return settings
    }

    /// The nearest known option by edit distance, when it is close enough to be a typo.
    static func closest(to name: String, in candidates: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var current = [i] + Array(repeating: 0, count: b.count)
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return previous[b.count]
        }
        let scored = candidates.map { ($0, distance(Array(name), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}
