import Foundation
import Testing
@testable import SymbolExport
@testable import symbol_export

/// The README's usage lines and option tables are drawn from the option table: this test fails
/// when they differ, and `RECORD_GOLDEN=1 swift test` rewrites them (and fails, so that a
/// recording never passes silently).
@Suite struct DocumentationTests {
    static let readme = ((#filePath as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent.replacingOccurrences(of: "/Tests", with: "") + "/README.md"

    /// Each generated section, by the name its markers carry.
    static var sections: [(name: String, text: String)] {
        [("usage", "```\n" + OptionDocumentation.allUsage.joined(separator: "\n") + "\n```")]
            + Option.Command.allCases.map { ("options \($0.rawValue)", OptionDocumentation.markdownTable($0)) }
            + [("manifest keys", OptionDocumentation.manifestKeys)]
    }

    @Test func readmeSectionsMatchTheOptionTable() throws {
        var text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        var differ: [String] = []
        for (name, generated) in Self.sections {
            let begin = "<!-- generated: \(name) -->\n", end = "<!-- end: \(name) -->"
            guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
                Issue.record("README.md has no section marked \(begin.trimmingCharacters(in: .newlines))")
                continue
            }
            if text[start.upperBound..<stop.lowerBound] != generated + "\n" {
                differ.append(name)
                text.replaceSubrange(start.upperBound..<stop.lowerBound, with: generated + "\n")
            }
        }
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil, !differ.isEmpty {
            try text.write(toFile: Self.readme, atomically: true, encoding: .utf8)
            Issue.record("rewrote README.md sections \(differ); run again without RECORD_GOLDEN")
            return
        }
        #expect(differ.isEmpty, "README.md sections differ from the option table: \(differ); RECORD_GOLDEN=1 swift test rewrites them")
    }

    /// `--help` lists every option a command takes, in table order, and its usage line.
    @Test func helpListsEveryOptionOfTheTable() {
        for command in Option.Command.allCases {
            let help = HelpText.help(for: command)
            for option in Option.accepted(by: command) {
                #expect(help.contains("  " + (option.names.dropFirst().map { $0 + ", " }.joined()) + option.flag), "\(command): \(option.flag)")
            }
            #expect(help.contains("usage: " + OptionDocumentation.usage(command)[0]))
        }
        for line in OptionDocumentation.allUsage { #expect(HelpText.full.contains(line)) }
    }

    /// Every line of every help text is wrapped by one formatter: none is wider than 100 columns,
    /// and a line of a paragraph breaks only where the next word would not fit (the bug was a
    /// description broken after "system" and "symbols").
    @Test func helpIsWrappedByOneFormatter() {
        let texts = [HelpText.full, Completion.help] + Option.Command.allCases.map(HelpText.help(for:))
        for text in texts {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(line.count <= HelpFormatter.width, "\(line)")
                // A description's next line (options and commands: text at column 23 on both).
                let column = HelpFormatter.column
                guard next.prefix { $0 == " " }.count == column, next.count > column, line.count > column,
                      Array(line)[column - 1] == " ", Array(line)[column] != " " else { continue }
                let word = next.dropFirst(column).prefix { $0 != " " }
                #expect(line.count + 1 + word.count > HelpFormatter.width, "broken early: \(line) / \(next)")
            }
        }
    }
}
