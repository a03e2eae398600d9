import Foundation
import Testing
import SymbolBase

/// The built binary, run as a user would: exit codes, stdout/stderr, nothing written on failure.
@Suite struct CLITests {
    @Test func helpGoesToStdoutAndExitsZero() throws {
        for arguments in [["--help"], ["-h"], ["convert", "--help"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.contains("usage: symbol-export convert FILE.svg"))
            #expect(result.stderr.isEmpty)
        }
    }

    /// Each command's help is its own, `completion` included, with what its exit codes mean and,
    /// last, its page of the documentation.
    @Test func eachCommandHasItsOwnHelp() throws {
        let cases = [("export", "usage: symbol-export export [FOLDER|MANIFEST|CATALOG]", "Exit status: 0 every symbol exported"),
                     ("inspect", "usage: symbol-export inspect FILE.svg", "Exit status: 0 the template was read; 1 it could not be"),
                     ("preview", "usage: symbol-export preview [CATALOG]", "Exit status: 0 the page was written"),
                     ("audit", "usage: symbol-export audit [PATH...]", "Exit status: 0 no error found; 1 an error"),
                     ("completion", "usage: symbol-export completion bash|zsh", "Exit status: 0 the script was printed; 64 usage error.")]
        for (command, usage, exits) in cases {
            let result = try CommandRunner.run([command, "--help"])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
            #expect(result.stdout.contains(usage) && !result.stdout.contains("usage: symbol-export convert"), "\(command)")
            let text = result.stdout.replacing("\n", with: " ")
            #expect(text.contains(exits) && text.contains("64 usage error"), "\(command)")
            #expect(command == "completion" || text.contains("130/143 interrupted by SIGINT/SIGTERM"), "\(command)")
            #expect(!text.contains("--check found differences") || command == "export", "\(command)")
            // The last line names the command's page of the documentation.
            let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.hasPrefix("Documentation: docs/") && last.hasSuffix(" (in symbol-export's repository)"), "\(command): \(last)")
        }
        #expect(try CommandRunner.run(["--help"]).stdout.contains("completion bash|zsh"))
    }

    /// An Inkscape re-save keeps the CoreSVG comment of the export it opened: Inkscape is named.
    @Test func inspectNamesAnInkscapeResave() throws {
        let directory = TemporaryDirectory()
        directory.write("fixture.svg", TemplateFixtures.appleV1
            .replacing("<svg version=\"1.1\"", with: "<!--Generator: Apple Native CoreSVG 175.5-->\n<svg xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" inkscape:version=\"1.3.2\" version=\"1.1\""))
        let result = try CommandRunner.run(["inspect", "fixture.svg"], in: directory.path)
        #expect(result.stdout.contains("producer: Inkscape (a re-save of an SF Symbols app export)"), "\(result.stdout)")
    }

    /// Line 1 the tool's version; line 2 the librsvg, cairo and libpng the binary loaded, which
    /// on a machine that builds it are the versions pkg-config names (one package each).
    @Test func versionNamesTheToolAndTheLibrariesItRunsWith() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let modules = ["librsvg-2.0", "cairo", "libpng"]
        let query = try CommandRunner.run(["pkg-config", "--modversion"] + modules, executable: "/usr/bin/env")
        let versions = query.stdout.split(separator: "\n").map(String.init)
        try #require(query.status == 0 && versions.count == 3, "pkg-config: \(query.stderr)")
        let libraries = zip(["librsvg", "cairo", "libpng"], versions).map { "\($0) \($1)" }.joined(separator: ", ")
        #expect(result.stdout == "symbol-export \(ToolVersion.string)\n\(libraries)\n")
    }

    @Test(arguments: [
        (["convert"], "error: convert needs one SVG file"),
        (["convert", "a.svg", "b.svg"], "error: convert takes one SVG file, got 2"),
        (["convert", "a.svg", "--nmae", "x"], "error: unknown option '--nmae'; did you mean '--name'?"),
        (["convert", "a.svg", "--point-size"], "error: --point-size needs a value"),
        (["convert", "a.svg", "--point-size", "big"], "error: --point-size needs a number, not 'big'"),
        (["convert", "a.svg", "--mode", "colour"], "error: --mode must be one of template|original, not 'colour'"),
        (["convert", "a.svg", "--point-size", "0"], "error: --point-size 0 is out of range; use a value above 0 and at most 1024"),
        (["convert", "a.svg", "--point-size", "-3"], "error: --point-size -3 is out of range; use a value above 0 and at most 1024"),
        (["export", "--point-size", "5000"], "error: --point-size 5000 is out of range; use a value above 0 and at most 1024"),
        (["export", "--no-warn", "stroke"], "error: --no-warn must be one of dot-prefix|nearest-variant|strokes|text|empty|symbolset-ignored|template-version|availability|evenodd|format|invalid-reference|no-size|unknown-availability|kind|kept-file|source-variant|unlisted, not 'stroke'"),
        (["export", "--tint", "blue"], "error: --tint needs a colour such as '#FF9500', not 'blue'"),
        (["convert", "a.svg", "--name", "x", "--name", "y"], "error: --name is given more than once"),
        (["conver", "a.svg"], "error: unknown command 'conver'; did you mean 'convert'?"),
        ([], "error: no command given"),
    ])
    func usageErrorsExit64WithTheUsageLine(arguments: [String], message: String) throws {
        let directory = TemporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory.path)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == message)
        // The usage of the command that was mistyped, or of every command.
        let command = ["convert", "export"].contains(arguments.first) ? arguments[0] : "convert"
        #expect(lines.dropFirst().first?.hasPrefix("usage: symbol-export \(command)") == true)
        // The usage's own lines are lines (its newlines never shown as `\n`), ending with where more is.
        #expect(!result.stderr.contains("\\n") && lines.count > 3, "\(result.stderr)")
        #expect(lines.last?.hasSuffix("--help for more)") == true || !["convert", "export"].contains(arguments.first), "\(lines)")
        #expect(result.stdout.isEmpty)
        #expect(directory.files().isEmpty)
    }

    @Test func convertWritesTheImagesetAndReportsSizes() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/doc.text.svg", Fixtures.square)
        let result = try CommandRunner.run(["convert", "Symbols/doc.text.svg"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Output/Assets.xcassets/doc.text.imageset (17×17, 34×34, 51×51 px)"))
        #expect(directory.files() == [
            "Output/Assets.xcassets/Contents.json",
            "Output/Assets.xcassets/doc.text.imageset/Contents.json",
            "Output/Assets.xcassets/doc.text.imageset/doc.text.png",
            "Output/Assets.xcassets/doc.text.imageset/doc.text@2x.png",
            "Output/Assets.xcassets/doc.text.imageset/doc.text@3x.png",
            "Symbols/doc.text.svg",
        ])
    }

    @Test func optionsAreHonoured() throws {
        let directory = TemporaryDirectory()
        directory.write("in.svg", Fixtures.square)
        let result = try CommandRunner.run(
            ["convert", "in.svg", "--name", "star.fill", "--point-size=22.5", "--mode", "original", "-o", "My.xcassets"],
            in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let json = String(decoding: try #require(directory.read("My.xcassets/star.fill.imageset/Contents.json")), as: UTF8.self)
        #expect(json.contains("\"template-rendering-intent\" : \"original\""))
        #expect(json.contains("\"filename\" : \"star.fill@3x.png\""))
        #expect(result.stderr.contains("(23×23, 45×45, 68×68 px)"))
    }

    /// Each failure: exit 1, exactly one line `error: PATH: reason`, and no file written.
    @Test(arguments: [
        ("missing", ["convert", "nope.svg"], "error: nope.svg: no such file or directory"),
        ("directory", ["convert", "folder.svg"], "error: folder.svg: is a folder; convert takes one SVG file: use `symbol-export export folder.svg` for a folder of SVGs"),
        ("a PNG", ["convert", "picture.svg"], "error: picture.svg: is a PNG image, not an SVG; give the SVG it was made from (from the SF Symbols app: File › Export Symbol…)"),
        ("empty", ["convert", "empty.svg"], "error: empty.svg: the file is empty"),
        ("blank", ["convert", "blank.svg"], "error: blank.svg: the file holds nothing but whitespace (1 byte): no XML, no SVG"),
        ("binary", ["convert", "junk.svg"], "error: junk.svg: not valid UTF-8 (first bad byte at offset 1); save the file as UTF-8"),
        ("not XML", ["convert", "notes.svg"], "error: notes.svg: not well-formed XML at line 1, column 1: content before the root element"),
        ("truncated", ["convert", "cut.svg"], "error: cut.svg: not well-formed XML at line 2, column 25: unexpected end of file inside <svg>"),
        ("not SVG", ["convert", "html.svg"], "error: html.svg: not an SVG document: the root element is <html>, not <svg>"),
        ("no size", ["convert", "nosize.svg"], "error: nosize.svg: the SVG has no viewBox and no width and height, and draws nothing to size it by; add a viewBox such as viewBox=\"0 0 24 24\""),
        ("output is a file", ["convert", "good.svg", "-o", "file.xcassets"], "error: file.xcassets: the output catalog path is a file, not a folder; choose another -o/--output"),
        ("output not writable", ["convert", "good.svg", "-o", "locked/Assets.xcassets"], "error: locked: the output catalog is not writable; check its permissions or choose another -o/--output"),
        ("name with slash", ["convert", "good.svg", "--name", "a/b"], "error: good.svg: invalid asset name 'a/b': it contains '/'; use --name without a slash (groups come from sub-folders)"),
        ("empty name", ["convert", "good.svg", "--name", ""], "error: good.svg: invalid asset name '': it is empty"),
    ])
    func failuresPrintOneLineAndWriteNothing(label: String, arguments: [String], expected: String) throws {
        let directory = TemporaryDirectory(label)
        chmod(directory.path, 0o777)  // the binary may run as an unprivileged user
        try FileManager.default.createDirectory(atPath: directory.url("folder.svg"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.url("locked"), withIntermediateDirectories: true)
        chmod(directory.url("locked"), 0o555)
        directory.write("empty.svg", "")
        directory.write("blank.svg", "\n")
        directory.write("junk.svg", bytes: [0x00, 0xFF, 0x13, 0x37, 0x42])
        directory.write("notes.svg", "just some notes")
        directory.write("cut.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\">\n  <rect width=\"4\" h=\"\"/>")
        directory.write("html.svg", "<html><body/></html>")
        directory.write("nosize.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g><rect width=\"0\" height=\"4\"/></g></svg>")
        directory.write("good.svg", Fixtures.square)
        directory.write("picture.svg", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        directory.write("file.xcassets", "not a folder")
        let before = directory.files()
        let result = try CommandRunner.run(arguments, in: directory.path, unprivileged: true)
        #expect(result.status == 1, "\(label)")
        #expect(result.stderr == expected + "\n", "\(label)")
        #expect(result.stdout.isEmpty)
        #expect(directory.files() == before, "\(label) wrote files")
    }

    @Test func templateConversionWarnsAboutFallbackOnStderr() throws {
        let directory = TemporaryDirectory()
        directory.write("vault.svg", TemplateFixtures.lightAndRegularSmall)
        let result = try CommandRunner.run(["convert", "vault.svg", "-o", "A.xcassets"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: vault.svg: the template has no Regular-M variant; using Regular-S scaled by 1.277\n"))
        #expect(result.stderr.contains("(18×16, 35×31, 52×46 px)"))
        let exact = try CommandRunner.run(["convert", "vault.svg", "--exact-variant", "--weight", "bold", "-o", "A.xcassets"], in: directory.path)
        #expect(exact.status == 1)
        #expect(exact.stderr == "error: vault.svg: the template has no Bold-M variant; it has Light-S, Regular-S; choose one with --weight/--scale\n")
    }

    @Test func symbolSetOptionWritesBothSets() throws {
        let directory = TemporaryDirectory()
        directory.write("square.svg", TemplateFixtures.appleV1)
        let result = try CommandRunner.run(["convert", "square.svg", "--symbolset", "-o", "A.xcassets"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.files().filter { $0.hasPrefix("A.xcassets/square.symbolset") } == [
            "A.xcassets/square.symbolset/Contents.json", "A.xcassets/square.symbolset/square.svg",
        ])
        #expect(directory.read("A.xcassets/square.symbolset/square.svg") == Array(TemplateFixtures.appleV1.utf8))
    }

    @Test func inspectDescribesATemplate() throws {
        let directory = TemporaryDirectory()
        directory.write("fixture.svg", TemplateFixtures.appleV1)
        let text = try CommandRunner.run(["inspect", "fixture.svg"], in: directory.path)
        #expect(text.status == 0)
        #expect(text.stdout.contains("template v1.0 (from template-version text), producer: unknown"))
        #expect(text.stdout.contains("Regular-M: margins 1392.45..1507.24 (114.79, guides #left-margin, #right-margin); ink x 1404.9..1494.79, y 1046..1135.77 (89.89×89.77)"))
        #expect(text.stdout.contains("19.51×17.59 pt → @1x 20×18, @2x 39×35, @3x 58×52 px"))
        #expect(text.stdout.contains("M: baseline 1126, capline 1055.54"))
        let json = try CommandRunner.run(["inspect", "fixture.svg", "--json", "--point-size", "28"], in: directory.path)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "template")
        #expect(object["variantsPresent"] as? [String] == ["Regular-M"])
        let variant = try #require((object["variants"] as? [[String: Any]])?.first)
        let pixels = (variant["size"] as? [String: Any])?["pixels"] as? [String: [String: Int]]
        #expect(pixels?["3x"] == ["width": 96, "height": 88])
    }

    @Test func inspectDescribesAPlainSVG() throws {
        let directory = TemporaryDirectory()
        directory.write("icon.svg", Fixtures.tall)
        let result = try CommandRunner.run(["inspect", "icon.svg", "--point-size", "24"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout == """
            icon.svg
              plain SVG (not an SF Symbols template): square sizing
              width: 10, height: 20
              viewBox: none
              at 24 pt: 24×24 pt → @1x 24×24, @2x 48×48, @3x 72×72 px

            """)
    }
}
