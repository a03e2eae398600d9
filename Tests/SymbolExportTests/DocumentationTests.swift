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

/// The documentation against the tool and itself: every command and option `--help` names is on
/// a page of docs/; every relative link of README.md and docs/ leads to a file and a heading
/// that exist (anchors as GitHub makes them), and every page is linked from the README.
@Suite struct DocumentationLinkTests {
    /// README.md and the pages of docs/, by their paths from the repository's root.
    static func pages() throws -> [(path: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: DocumentationTests.root + "/docs").filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + docs.map { "docs/" + $0 }).map { ($0, try String(contentsOfFile: DocumentationTests.root + "/" + $0, encoding: .utf8)) }
    }

    @Test func everyCommandAndOptionOfHelpIsOnAPage() throws {
        let docs = try Self.pages().filter { $0.path.hasPrefix("docs/") }.map(\.text).joined(separator: "\n")
        let helps = [HelpText.full, Completion.help] + Option.Command.allCases.map(HelpText.help(for:))
        let problems = DocumentationCheck.undocumented(commands: Option.Command.allCases.map(\.rawValue) + ["completion"],
                                                       helps: helps, docs: docs)
        #expect(problems.isEmpty, "\(problems)")
        // It finds what is missing.
        #expect(DocumentationCheck.undocumented(commands: ["export", "shred"], helps: ["  --point-size PT", "  -q, --quiet"],
                                                docs: "`symbol-export export --point-size 17 --quiet-ish`")
            == ["the command 'shred' is on no page of docs/", "the option --quiet is on no page of docs/", "the option -q is on no page of docs/"])
    }

    @Test func everyLinkLeadsToAFileAndAHeading() throws {
        let pages = try Self.pages()
        let problems = DocumentationCheck.brokenLinks(pages) { path in
            guard let text = try? String(contentsOfFile: DocumentationTests.root + "/" + path, encoding: .utf8) else {
                return FileManager.default.fileExists(atPath: DocumentationTests.root + "/" + path) ? "" : nil
            }
            return text
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(pages.count > 10)
        // It finds what is broken.
        let broken = [("README.md", "[a](docs/a.md#two) [b](docs/gone.md) [c](#why) `[d](docs/x.md)`\n\n## Why\n"), ("docs/a.md", "# One\n"),
                      ("docs/b.md", "# B\n")]
        let found = DocumentationCheck.brokenLinks(broken) { path in broken.first { $0.0 == path }?.1 }
        #expect(found == ["README.md: the link to docs/a.md#two: docs/a.md has no heading #two", "README.md: the link to docs/gone.md leads to no file",
                          "README.md links to no docs/b.md"])
    }
}

/// The checks of `DocumentationLinkTests`, over text, so that they can be shown to fail.
enum DocumentationCheck {
    /// The options `text` names, `--jobs` and `-j`, each as itself, not as part of a longer word.
    static func options(in text: String) -> Set<String> {
        let characters = Array(text)
        func isWord(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "-")
        }
        var found: Set<String> = []
        for start in characters.indices where characters[start] == "-" && !isWord(start - 1) {
            var end = start + 1
            if end < characters.count, characters[end] == "-" {
                end += 1
                guard end < characters.count, characters[end].isASCII, characters[end].isLowercase else { continue }
                while end < characters.count, characters[end].isASCII, characters[end].isLowercase || characters[end].isNumber || characters[end] == "-" { end += 1 }
            } else {
                guard end < characters.count, characters[end].isASCII, characters[end].isLetter else { continue }
                end += 1
            }
            if !isWord(end) { found.insert(String(characters[start..<end])) }
        }
        return found
    }

    /// The commands and the options of `helps` that `docs` does not mention.
    static func undocumented(commands: [String], helps: [String], docs: String) -> [String] {
        var problems = commands.filter { command in
            docs.ranges(of: "symbol-export \(command)").allSatisfy { range in
                range.upperBound < docs.endIndex && (docs[range.upperBound].isLetter || docs[range.upperBound] == "-")
            }
        }.map { "the command '\($0)' is on no page of docs/" }
        let documented = Self.options(in: docs)
        let named = helps.reduce(into: Set<String>()) { $0.formUnion(Self.options(in: $1)) }
        problems += named.subtracting(documented).sorted().map { "the option \($0) is on no page of docs/" }
        return problems
    }

    /// Every relative link of `pages` (outside code) that leads to no file (`read` gives nil) or
    /// to no heading of it, and every page of docs/ the README does not link to.
    static func brokenLinks(_ pages: [(path: String, text: String)], read: (String) -> String?) -> [String] {
        var problems: [String] = []
        var fromReadme: Set<String> = []
        for (path, text) in pages {
            for match in prose(text).matches(of: /\[[^\]]*\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                guard target.firstMatch(of: /^[a-z]+:/) == nil else { continue }
                let (file, anchor) = (String(target.prefix { $0 != "#" }), target.contains("#") ? String(target.drop { $0 != "#" }.dropFirst()) : nil)
                let resolved = file.isEmpty ? path : normalized(join(parent(path), file))
                if path == "README.md" { fromReadme.insert(resolved) }
                guard let linked = read(resolved) else {
                    problems.append("\(path): the link to \(target) leads to no file")
                    continue
                }
                if let anchor, resolved.hasSuffix(".md"), !anchors(linked).contains(anchor) {
                    problems.append("\(path): the link to \(target): \(resolved) has no heading #\(anchor)")
                }
            }
        }
        problems += pages.map(\.path).filter { $0.hasPrefix("docs/") && !fromReadme.contains($0) }.map { "README.md links to no \($0)" }
        return problems
    }

    /// Markdown without fenced code blocks and inline code, where a link is no link.
    static func prose(_ text: String) -> String {
        var lines: [Substring] = []
        var fence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fence.toggle(); continue }
            if !fence { lines.append(line) }
        }
        return lines.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
    }

    /// The anchors GitHub makes of a page's headings: lower case, punctuation but `-` and `_`
    /// dropped, spaces as `-`, links and code marks as their text; a repeated one `-1`, `-2`, ….
    static func anchors(_ text: String) -> Set<String> {
        var (seen, result, fence) = ([String: Int](), Set<String>(), false)
        for line in text.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fence.toggle() }
            guard !fence, let heading = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*#*\s*$/) else { continue }
            let title = String(heading.output.1).replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }.filter { $0 != "`" && $0 != "*" }
            let slug = String(title.trimmingCharacters(in: .whitespaces).lowercased()
                .filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }.map { $0 == " " ? "-" : $0 })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    private static func parent(_ path: String) -> String { path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "" }
    private static func join(_ folder: String, _ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
