import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// `symbol-export preview`: one self-contained page for review, checked for its structure,
/// and rendered by a real headless browser when Debian's chromium is installed.
@Suite struct PreviewTests {
    /// A catalog with a template (with a warning), an original-mode template with dark images,
    /// a plain SVG in a group, and a hand-made asset that must not appear.
    private func catalog() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/vault.svg", TemplateFixtures.lightAndRegularSmall)
        directory.write("Symbols/dot.svg", TemplateFixtures.multicolor)
        directory.write("Symbols/Group/square.svg", Fixtures.square)
        directory.write("Symbols/symbols.json", """
            { "catalog": "../Out.xcassets", "symbols": [ "vault.svg", { "source": "dot.svg", "mode": "original" },
              { "source": "Group/square.svg", "group": "Group" } ] }
            """)
        directory.write("Out.xcassets/hand.imageset/Contents.json", "{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        let export = try CommandRunner.run(["export", "Symbols/symbols.json", "-q"], in: directory.path)
        #expect(export.status == 0, "\(export.stderr)")
        return directory
    }

    @Test func thePageShowsEveryGeneratedAssetAndNeedsNothingElse() throws {
        let directory = try catalog()
        let result = try CommandRunner.run(["preview", "Out.xcassets", "-o", "review.html"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr == "wrote review.html: 3 assets of Out.xcassets\n")
        let html = String(decoding: try #require(directory.read("review.html")), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: no script, no link to anything, every image a data: URL.
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
        #expect(!html.contains("src=\"file") && !html.contains("url(file"))
        let sections = html.components(separatedBy: "<section ").dropFirst()
        #expect(sections.map { $0.components(separatedBy: "id=\"")[1].prefix { $0 != "\"" } } == ["Group/square", "dot", "vault"])
        for section in sections {
            // Two panes (light and dark), each with the vector and the three scales, plus a zoom.
            #expect(section.components(separatedBy: "<figure>").count - 1 == 10, "\(section.prefix(80))")
            #expect(section.contains("class=\"pane light\"") && section.contains("class=\"pane dark\""))
        }
        let vault = try #require(sections.first { $0.contains("id=\"vault\"") })
        #expect(vault.contains("class=\"asset warned\"") && vault.contains("⚠ <code>nearest-variant</code> the template has no Regular-M variant; using Regular-S scaled by 1.277"))
        #expect(vault.contains("<span class=\"kind\">system</span><span class=\"kind\">template</span>"))
        #expect(vault.contains("17.37×15.36 pt · @1x 18×16, @2x 35×31, @3x 52×46 px · Regular-S, nearest to Regular-M"))
        // The source as the reader knows it: from where the preview was made.
        #expect(vault.contains(" · from <code>Symbols/vault.svg</code>"), "\(vault)")
        // Template images are masks filled with the tint, at their point size.
        #expect(vault.contains("class=\"tinted\" role=\"img\" aria-label=\"@2x\" style=\"width:17.5px;height:15.5px;-webkit-mask-image:url(data:image/png;base64,"))
        // Original images are shown as they are, and the dark pane shows the dark ones.
        let dot = try #require(sections.first { $0.contains("id=\"dot\"") })
        let darkPane = try #require(dot.components(separatedBy: "class=\"pane dark\"").last)
        let darkPNG = Base64.dataURL(try #require(directory.read("Out.xcassets/dot.imageset/dot-dark@2x.png")), type: "image/png")
        #expect(darkPane.contains("src=\"\(darkPNG)\""))
        #expect(!html.contains("id=\"hand\""))
    }

    /// Vector imagesets are shown too: an SVG drawn at its size, a PDF by the code that made it.
    @Test func vectorFallbacksAreShown() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/b.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/symbols.json", """
            { "catalog": "../Out.xcassets", "symbols": [ { "source": "a.svg", "format": "svg" }, { "source": "b.svg", "format": "pdf" } ] }
            """)
        #expect(try CommandRunner.run(["export", "Symbols/symbols.json", "-q"], in: directory.path).status == 0)
        let result = try CommandRunner.run(["preview", "Out.xcassets", "-o", "page.html"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let html = String(decoding: try #require(directory.read("page.html")), as: UTF8.self)
        let sections = html.components(separatedBy: "<section ").dropFirst()
        let a = try #require(sections.first { $0.contains("id=\"a\"") })
        let b = try #require(sections.first { $0.contains("id=\"b\"") })
        for k in 1...3 {
            #expect(a.contains("<figcaption>@\(k)x of the svg</figcaption>") && b.contains("<figcaption>@\(k)x of the pdf</figcaption>"))
        }
        // The SVG is the @3x image in points (19.33×17.33): at @3x the PNG's size exactly.
        #expect(a.contains("@3x 58×52 px"), "\(a.prefix(400))")
    }

    @Test func aCatalogWithNothingGeneratedStillGetsAPage() throws {
        let directory = TemporaryDirectory()
        directory.write("Empty.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n")
        let result = try CommandRunner.run(["preview", "Empty.xcassets"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stderr == "Empty.xcassets has no asset generated by symbol-export; wrote symbol-export-preview.html, which says so\n")
        #expect(String(decoding: try #require(directory.read("symbol-export-preview.html")), as: UTF8.self)
                    .contains("This catalog has no asset generated by symbol-export yet"))
        let missing = try CommandRunner.run(["preview", "Nope.xcassets"], in: directory.path)
        #expect(missing.status == 1 && missing.stderr == "error: Nope.xcassets: no such file or directory\n")
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// In a real browser: every image of the page loads (checked by a script added to a copy of
    /// the page: the page itself has none), and a screenshot is not blank.
    @Test(.enabled(if: chromium != nil, "no headless browser (Debian: apt-get install chromium)"))
    func theBrowserDrawsEveryImage() throws {
        let directory = try catalog()
        #expect(try CommandRunner.run(["preview", "Out.xcassets", "-o", "review.html"], in: directory.path).status == 0)
        let html = String(decoding: try #require(directory.read("review.html")), as: UTF8.self)
        let probe = """
            <script>
            window.addEventListener("load", async () => {
              const urls = [...document.querySelectorAll("img")].map(i => i.src)
                .concat([...document.querySelectorAll(".tinted")].map(e => getComputedStyle(e).maskImage.slice(5, -2)));
              const loaded = await Promise.all(urls.map(u => new Promise(r => { const i = new Image();
                i.onload = () => r(i.naturalWidth > 0); i.onerror = () => r(false); i.src = u; })));
              document.body.setAttribute("data-loaded", loaded.filter(x => x).length + "/" + urls.length);
            });
            </script>
            """
        directory.write("probe.html", html.replacing("</body>", with: probe + "</body>"))
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=10000"]
        let dom = try CommandRunner.run(flags + ["--dump-dom", directory.url("probe.html")], executable: try #require(Self.chromium))
        let loaded = dom.stdout.components(separatedBy: "data-loaded=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(loaded == "30/30", "images loaded: \(loaded ?? "none")\n\(dom.stderr.suffix(400))")
        let shot = directory.url("shot.png")
        _ = try CommandRunner.run(flags + ["--window-size=1000,900", "--screenshot=\(shot)", directory.url("review.html")],
                                  executable: try #require(Self.chromium))
        let image = try PNGDecoder.decode(try #require(directory.read("shot.png")))
        // Not blank: blue (the tint), black (the dark panes) and red (the system red) are there.
        var seen = Set<String>()
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image[x, y]
                if p.b > 200, p.r < 60 { seen.insert("blue") }
                if p.r < 10, p.g < 10, p.b < 10 { seen.insert("black") }
                if p.r > 230, p.g < 90, p.b < 80 { seen.insert("red") }
            }
        }
        #expect(seen == ["blue", "black", "red"], "\(seen)")
    }
}
