import SymbolExport

/// `symbol-export completion bash|zsh`: a completion script for the shell, drawn from the
/// option table (commands, each command's options, the words of each choice).
enum Completion {
    static var help: String {
        var lines = HelpFormatter.paragraph("print a shell completion script for bash or zsh", first: "symbol-export completion: ", rest: "  ")
        lines += ["", "usage: symbol-export completion bash|zsh", ""]
        lines += HelpFormatter.hanging("  bash", "eval \"$(symbol-export completion bash)\" in ~/.bashrc (or save it in bash-completion's folder)", indent: 9)
        lines += HelpFormatter.hanging("  zsh", "eval \"$(symbol-export completion zsh)\" in ~/.zshrc (after compinit), or save it as _symbol-export "
            + "in $fpath", indent: 9)
        lines += ["", "`make install` installs both.", "", HelpText.completionExitStatus, "", HelpText.documentation(OptionDocumentation.completionPage)]
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        if arguments == ["-h"] || arguments == ["--help"] {
            printer.output(help)
            return ExitCode.success
        }
        guard arguments.count == 1, let shell = arguments.first, ["bash", "zsh"].contains(shell) else {
            throw UsageError(message: "completion takes one shell: bash or zsh")
        }
        printer.output(shell == "bash" ? bash : "#compdef symbol-export\nautoload -U +X bashcompinit && bashcompinit\n" + bash)
        return ExitCode.success
    }

    static var bash: String {
        let commands = Option.Command.allCases.map(\.rawValue)
        var perCommand = ""
        for command in Option.Command.allCases {
            let names = Option.accepted(by: command).flatMap(\.names).joined(separator: " ")
            perCommand += "    \(command.rawValue)) options=\"\(names)\" ;;\n"
        }
        var values = ""
        var seen = Set<String>()
        for option in Option.all where !option.choices.isEmpty && seen.insert(option.flag).inserted {
            values += "    \(option.names.joined(separator: "|"))) COMPREPLY=( $(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\") ); return ;;\n"
        }
        return """
            # bash completion for symbol-export (symbol-export completion bash)
            _symbol_export() {
              local cur prev options
              cur="${COMP_WORDS[COMP_CWORD]}"
              prev="${COMP_WORDS[COMP_CWORD-1]}"
              if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=( $(compgen -W "\(commands.joined(separator: " ")) completion --help --version" -- "$cur") )
                return
              fi
              case "${COMP_WORDS[1]}" in
            \(perCommand)    completion) COMPREPLY=( $(compgen -W "bash zsh" -- "$cur") ); return ;;
                *) return ;;
              esac
              case "$prev" in
            \(values)  esac
              if [[ "$cur" == -* ]]; then
                COMPREPLY=( $(compgen -W "$options" -- "$cur") )
              else
                COMPREPLY=( $(compgen -f -- "$cur") )
              fi
            }
            complete -o filenames -F _symbol_export symbol-export
            """
    }
}
