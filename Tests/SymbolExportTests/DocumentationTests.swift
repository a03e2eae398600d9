import Foundation
import Testing
@testable import SymbolExport
@testable import symbol_export

/// The documentation's usage lines, option tables and manifest keys (pages of `docs/`) are drawn
/// from the option table: this test fails when they differ, and `RECORD_GOLDEN=1 swift test`
/// rewrites them (and fails, so that a recording never passes silently).
@Suite struct DocumentationTests {
    static let root = ((#filePath as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent.replacingOccurrences(of: "/Tests", with: "")

    /// Each generated section: the name its markers carry, the page that holds it, its text.
    static var sections: [(name: String, page: String, text: String)] {
        [("usage", OptionDocumentation.usagePage, "```\n" + OptionDocumentation.allUsage.joined(separator: "\n") + "\n```")]
            + Option.Command.allCases.map { command in
                ("options \(command.rawValue)", file(of: OptionDocumentation.page(of: command)), OptionDocumentation.markdownTable(command))
            }
            + [("manifest keys", OptionDocumentation.manifestPage, OptionDocumentation.manifestKeys)]
    }

    /// `docs/command-line.md` of `docs/command-line.md#export`.
    static func file(of page: String) -> String {
        String(page.prefix { $0 != "#" })
    }

    @Test func pageSectionsMatchTheOptionTable() throws {
        var pages: [String: String] = [:]
        var differ: [String] = []
        for (name, page, generated) in Self.sections {
            var text = try pages[page] ?? String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
            let begin = "<!-- generated: \(name) -->\n", end = "<!-- end: \(name) -->"
            guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
                Issue.record("\(page) has no section marked \(begin.trimmingCharacters(in: .newlines))")
                continue
            }
            #expect(text.ranges(of: begin).count == 1, "\(page): the section \(name) is marked more than once")
            if text[start.upperBound..<stop.lowerBound] != generated + "\n" {
                differ.append("\(page): \(name)")
                text.replaceSubrange(start.upperBound..<stop.lowerBound, with: generated + "\n")
            }
            pages[page] = text
        }
        // The README keeps no generated section: each lives on one page of docs/.
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        #expect(!readme.contains("<!-- generated:"), "README.md holds a generated section; it belongs on a page of docs/")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil, !differ.isEmpty {
            for (page, text) in pages { try text.write(toFile: Self.root + "/" + page, atomically: true, encoding: .utf8) }
            Issue.record("rewrote sections \(differ); run again without RECORD_GOLDEN")
            return
        }
        #expect(differ.isEmpty, "sections differ from the option table: \(differ); RECORD_GOLDEN=1 swift test rewrites them")
    }

    /// Each command's help ends with the page that documents it, and that page and its heading exist.
    @Test func helpNamesItsPage() throws {
        let helps = Option.Command.allCases.map { (HelpText.help(for: $0), OptionDocumentation.page(of: $0)) }
            + [(Completion.help, OptionDocumentation.completionPage)]
        for (help, page) in helps {
            #expect(help.hasSuffix("\nDocumentation: \(page) (in symbol-export's repository)"), "\(page): \(help.suffix(120))")
            let text = try String(contentsOfFile: Self.root + "/" + Self.file(of: page), encoding: .utf8)
            guard let hash = page.firstIndex(of: "#") else { continue }
            let anchors = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(of: $0.drop { $0 == "#" }) }
            #expect(anchors.contains(String(page[page.index(after: hash)...])), "\(page): no such heading")
        }
    }

    /// The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchor(of heading: Substring) -> String {
        String(heading.trimmingCharacters(in: .whitespaces).lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            .map { $0 == " " ? "-" : $0 })
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
