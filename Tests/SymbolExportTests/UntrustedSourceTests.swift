import Foundation
import Testing

/// The audit on sources crafted as a hostile pull request would craft them, each run on the
/// built binary within a time limit and measured (`MeasuredRun`): nesting past every scanner's
/// depth, floods of uses, unclosed previews and headers, unmatched closers. Each finishes (a
/// recursion per level would crash, a rescan per token would not finish), keeps its peak
/// memory under 300 MB, reads what comes before the point it stops at, and says where it
/// stopped and why, as a warning that `--strict` turns into a failure. The sizes are those
/// that took the scanners before their rewrite to a crash, minutes or gigabytes (issue 42);
/// the debug build the tests run is some twenty times slower than the release build.
@Suite struct UntrustedSourceTests {
    /// The peak memory allowed for any input under 16 MiB.
    static let memoryLimit = 300 << 20

    private func audit(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> MeasuredRun.Result {
        let result = try MeasuredRun.run(["audit", "--deployment-target", "15.0"] + arguments, in: directory.path)
        #expect(!result.timedOut, "killed at the time limit")
        #expect(result.peakMemory < Self.memoryLimit, "peak memory \(result.peakMemory >> 20) MiB")
        return result
    }

    /// A file whose first line asks for `doc.on.doc` (an iOS 13 symbol: no finding), then `rest`.
    private func app(_ rest: String, name: String = "App/Crafted.swift") -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        let first = name.hasSuffix(".m") ? "UIImage *i = [UIImage systemImageNamed:@\"doc.on.doc\"];\n" : "let i = UIImage(systemName: \"doc.on.doc\")\n"
        directory.write(name, first + rest)
        return directory
    }

    /// The warning the audit gives where it stopped, and the uses it read before.
    private func expectStop(_ result: MeasuredRun.Result, _ prefix: String, _ reason: String, uses: Int = 1) {
        #expect(result.status == 0, "\(result.stderr.prefix(2_000))")
        #expect(result.stderr.contains(prefix) && result.stderr.contains(": warning: \(reason): the rest of the file is not read\n"),
                "\(result.stderr.prefix(2_000))")
        #expect(result.stderr.contains("audit: 1 file, \(uses) use\(uses == 1 ? "" : "s") of "), "\(result.stderr.suffix(500))")
        #expect(result.stderr.contains("; 1 file not read in full ("), "\(result.stderr.suffix(500))")
    }

    @Test func interpolationsNestedFiftyThousandDeep() throws {
        let depth = 50_000
        let directory = app("let s = " + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + "\n")
        let result = try audit(directory)
        expectStop(result, "App/Crafted.swift:2:", "string interpolations nested more than 256 deep")
        let strict = try audit(directory, ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: --strict: 1 file is not read in full (the warnings above say why)"), "\(strict.stderr.suffix(500))")
    }

    @Test func ifBlocksAndBracesNestedTwentyThousandDeep() throws {
        let swift = try audit(app(String(repeating: "{\n#if os(iOS)\n", count: 20_000)))
        expectStop(swift, "App/Crafted.swift:", "#if blocks nested more than 256 deep")
        let objC = try audit(app(String(repeating: "{\n#if TARGET_OS_IOS\n", count: 20_000), name: "App/Crafted.m"))
        expectStop(objC, "App/Crafted.m:", "#if blocks nested more than 256 deep")
    }

    /// Alternating branches at a depth of 900 brackets: each `#else` starts again from the state
    /// the `#if` saw, and costs what its branch changed (a copy of the state per directive did
    /// not finish).
    @Test func manyBranchesDeepInBrackets() throws {
        let branch = "#if A\n{\n#elseif B\n)\n#else\n(\n)\n#endif\n"
        let directory = app(String(repeating: "(", count: 900) + "\n" + String(repeating: branch, count: 50_000)
            + "let late = UIImage(systemName: \"pencil\")\n")
        let result = try audit(directory, ["--json"])
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        #expect(result.stderr.contains("audit: 1 file, 2 uses of 2 symbols; 0 errors"), "\(result.stderr.suffix(500))")
    }

    @Test func sixteenMebibytesOfOpenBraces() throws {
        let swift = try audit(app(String(repeating: "{", count: (16 << 20) - 100)))
        expectStop(swift, "App/Crafted.swift:2:1001:", "brackets nested more than 1000 deep")
        let objC = try audit(app(String(repeating: "{", count: (16 << 20) - 100), name: "App/Crafted.m"))
        expectStop(objC, "App/Crafted.m:2:1001:", "braces nested more than 1000 deep")
    }

    /// Two hundred thousand uses on one line: columns counted once along the line; the uses past
    /// 20,000 are not kept (memory in proportion to what is kept).
    @Test func oneLineOfUses() throws {
        let directory = app("let a = [" + String(repeating: "UIImage(systemName: \"star\"), ", count: 200_000) + "]\n")
        let result = try audit(directory, ["--json"])
        expectStop(result, "App/Crafted.swift:2:", "more than 20000 uses of symbols", uses: 20_000)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let uses = try #require(report["uses"] as? [[String: Any]])
        #expect(uses.count == 20_000)
        #expect(uses.last?["column"] as? Int == 10 + 29 * 19_998 + 20, "each column counted along the line")
        let objC = try audit(app(String(repeating: "[UIImage systemImageNamed:(", count: 100_000), name: "App/Crafted.m"))
        expectStop(objC, "App/Crafted.m:2:", "more than 20000 uses of symbols", uses: 20_000)
    }

    /// Headers that open nothing (`struct A struct A …`), previews never closed, closers with no
    /// opener, calls nested in calls: each read once, whatever follows it.
    @Test func unclosedHeadersPreviewsAndUnmatchedClosers() throws {
        let headers = try audit(app(String(repeating: "struct A: PreviewProvider ", count: 300_000) + "\nlet late = UIImage(systemName: \"pencil\")\n"))
        #expect(headers.status == 0 && headers.stderr.contains("audit: 1 file, 2 uses of 2 symbols; 0 errors"), "\(headers.stderr.suffix(500))")
        let previews = try audit(app(String(repeating: "#Preview {\n", count: 200_000)))
        expectStop(previews, "App/Crafted.swift:1002:10:", "brackets nested more than 1000 deep")
        let closers = try audit(app(String(repeating: "(", count: 900) + String(repeating: ")]}", count: 300_000) + "\nlet late = UIImage(systemName: \"pencil\")\n"))
        #expect(closers.status == 0 && closers.stderr.contains("audit: 1 file, 2 uses of 2 symbols; 0 errors"), "\(closers.stderr.suffix(500))")
        let calls = try audit(app(String(repeating: "Image(systemName: ", count: 10_000) + "\"x\"" + String(repeating: ")", count: 10_000)))
        expectStop(calls, "App/Crafted.swift:2:18006:", "brackets nested more than 1000 deep")
    }

    /// A parameter list of half a million names, `#available(` never closed, a condition of a
    /// million parentheses: kept within their bounds.
    @Test func longParameterListsAndConditions() throws {
        let parameters = try audit(app("func f(" + String(repeating: "a: String, ", count: 200_000) + "\n"))
        #expect(parameters.status == 0 && parameters.stderr.contains("audit: 1 file, 1 use of 1 symbol; 0 errors"), "\(parameters.stderr.suffix(500))")
        let available = try audit(app(String(repeating: "if #available(", count: 200_000)))
        #expect(available.status == 0 && available.stderr.contains("audit: 1 file, 1 use of 1 symbol"), "\(available.stderr.suffix(500))")
        let condition = try audit(app("#if " + String(repeating: "(", count: 500_000) + "\nlet late = UIImage(systemName: \"pencil\")\n#endif\n"))
        #expect(condition.status == 0 && condition.stderr.contains("audit: 1 file, 2 uses of 2 symbols"), "\(condition.stderr.suffix(500))")
    }

    /// Two mebibytes of tokens (a million semicolons): memory does not grow with the tokens read.
    @Test func aMillionTokens() throws {
        let swift = try audit(app(String(repeating: ";", count: 2 << 20) + "\nlet late = UIImage(systemName: \"pencil\")\n"))
        #expect(swift.status == 0 && swift.stderr.contains("audit: 1 file, 2 uses of 2 symbols"), "\(swift.stderr.suffix(500))")
        #expect(swift.peakMemory < 100 << 20, "peak memory \(swift.peakMemory >> 20) MiB")
    }
}
