import Foundation
import Testing

/// `symbol-export export` run as a user or a CI job would run it.
@Suite struct ExportCLITests {
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        directory.write("Symbols/b.svg", Fixtures.wide)
        directory.write("Symbols/Group/c.svg", TemplateFixtures.lightAndRegularSmall)
        return directory
    }

    @Test func exportsTheDefaultFolderWithASummaryAndNoProgressOffTerminal() throws {
        let directory = project()
        let result = try CommandRunner.run(["export"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("\r"))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "warning: Symbols/Group/c.svg: the template has no Regular-M variant; using Regular-S scaled by 1.277")
        #expect(lines.last?.hasPrefix("exported 3, unchanged 0, failed 0, pruned 0 in ") == true)
        #expect(directory.read("Output/Assets.xcassets/Group/c.imageset/c@3x.png") != nil)
        let again = try CommandRunner.run(["export", "--quiet"], in: directory.path)
        #expect(again.status == 0 && again.stderr == "warning: Symbols/Group/c.svg: the template has no Regular-M variant; using Regular-S scaled by 1.277\n")
    }

    /// The same folder named relative, absolute or through `..`: one record of each source, so
    /// a run in another form rewrites no state and touches nothing in the catalog.
    @Test func oneFolderByAnyPathIsOneRecord() throws {
        let directory = project()
        #expect(try CommandRunner.run(["export", "Symbols", "-o", "Out.xcassets", "-q"], in: directory.path).status == 0)
        let catalog = directory.url("Out.xcassets")
        let state = directory.read("Out.xcassets/.symbol-export-state")
        let times = FileTimes.tree(catalog)
        for input in [directory.url("Symbols"), "Symbols/../Symbols/", "./Symbols"] {
            let run = try CommandRunner.run(["export", input, "-o", "Out.xcassets"], in: directory.path)
            #expect(run.status == 0 && run.stderr.contains("exported 0, unchanged 3, failed 0, pruned 0 in "), "\(input): \(run.stderr)")
            #expect(directory.read("Out.xcassets/.symbol-export-state") == state, "\(input)")
            #expect(FileTimes.tree(catalog) == times, "\(input)")
        }
    }

    @Test func failuresExitOneAndTheRestIsExported() throws {
        let directory = project()
        directory.write("Symbols/broken.svg", "<svg")
        let result = try CommandRunner.run(["export", "-q", "-j", "1"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: Symbols/broken.svg: not well-formed XML at line 1, column 5: unterminated tag <svg\n"))
        #expect(directory.read("Output/Assets.xcassets/a.imageset/a.png") != nil)
    }

    @Test func checkExitCodes() throws {
        let directory = project()
        #expect(try CommandRunner.run(["export", "--check", "-q"], in: directory.path).status == 1)
        #expect(try CommandRunner.run(["export", "-q"], in: directory.path).status == 0)
        let upToDate = try CommandRunner.run(["export", "--check"], in: directory.path)
        #expect(upToDate.status == 0)
        #expect(upToDate.stderr.contains("check: up to date: missing 0, stale 0, orphaned 0, failed 0"))
        directory.write("Symbols/a.svg", Fixtures.tall)
        let stale = try CommandRunner.run(["export", "--check"], in: directory.path)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("error: Symbols/a.svg: asset 'a' is out of date in Output/Assets.xcassets (a.imageset/a.png, a.imageset/a@2x.png, a.imageset/a@3x.png differ); run `symbol-export export`"))
        directory.write("Symbols/a.svg", Fixtures.square)
        try FileManager.default.removeItem(atPath: directory.url("Symbols/b.svg"))
        let orphaned = try CommandRunner.run(["export", "--check"], in: directory.path)
        #expect(orphaned.status == 1)
        #expect(orphaned.stderr.contains("error: Output/Assets.xcassets/b.imageset: generated asset whose source is no longer exported"))
        #expect(directory.read("Output/Assets.xcassets/b.imageset/b.png") != nil)
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let directory = project()
        let result = try CommandRunner.run(["export", "--dry-run"], in: directory.path)
        #expect(result.status == 0)
        // Folder entries in byte order: "Group" before "a.svg".
        #expect(result.stdout == "would export Group/c ← Symbols/Group/c.svg\nwould export a ← Symbols/a.svg\nwould export b ← Symbols/b.svg\n")
        #expect(!directory.files().contains { $0.hasPrefix("Output") })
    }

    @Test func jsonReportGoesToStdout() throws {
        let directory = project()
        let result = try CommandRunner.run(["export", "--json", "-q"], in: directory.path)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let assets = try #require(object["assets"] as? [[String: Any]])
        #expect(assets.map { $0["name"] as? String } == ["c", "a", "b"])
        #expect(assets[0]["group"] as? String == "Group")
        let warnings = try #require(assets[0]["warnings"] as? [[String: String]])
        #expect(warnings == [["code": "nearest-variant", "message": "the template has no Regular-M variant; using Regular-S scaled by 1.277"]])
        #expect(assets[0]["variant"] as? String == "Regular-S, nearest to Regular-M")
        #expect(assets[1]["pixels"] as? [[String: Int]] == [["width": 17, "height": 17], ["width": 34, "height": 34], ["width": 51, "height": 51]])
        #expect((object["summary"] as? [String: Any])?["exported"] as? Int == 3)
    }

    @Test func githubAnnotationsAccompanyDiagnostics() throws {
        let directory = project()
        directory.write("Symbols/broken.svg", "<svg")
        let result = try CommandRunner.run(["export", "-q", "-j", "1"], in: directory.path, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.stderr.contains("::error file=Symbols/broken.svg,line=1,col=5::not well-formed XML at line 1, column 5: unterminated tag <svg\n"))
        #expect(result.stderr.contains("::warning file=Symbols/Group/c.svg::the template has no Regular-M variant; using Regular-S scaled by 1.277\n"))
    }

    /// On a terminal (a pseudo-terminal the test opens): a progress bar and colour, unless
    /// `--quiet` or `NO_COLOR`.
    @Test func terminalGetsProgressAndColourUnlessAskedNot() throws {
        let directory = project()
        func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
            try PseudoTerminal.run(["export", "--force"] + arguments, in: directory.path, environment: environment)
        }
        let plain = try onTerminal([])
        #expect(plain.contains("\r[") && plain.contains("3/3"))
        #expect(plain.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        let quiet = try onTerminal(["--quiet"])
        #expect(!quiet.contains("\r[") && !quiet.contains("exported"))
        let noColour = try onTerminal([], environment: ["NO_COLOR": "1"])
        #expect(!noColour.contains("\u{1B}[") && noColour.contains("warning: Symbols/Group/c.svg"))
    }
}
