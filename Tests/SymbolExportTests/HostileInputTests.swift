import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// Malformed and malicious inputs: one clear line each, no crash, bounded time, nothing read
/// from outside the input folder, nothing written outside the catalog, the rest exported.
@Suite struct HostileInputTests {
    @Test func everyBadInputGetsOneLineAndTheRestIsExported() throws {
        let directory = TemporaryDirectory()
        chmod(directory.path, 0o777)
        directory.write("secret.svg", Fixtures.square)          // outside the input folder
        directory.write("outside.txt", "secret")
        for file in HostileInputs.files { directory.write("Symbols/\(file.name)", bytes: file.contents) }
        // A name that is not UTF-8, a link out of the folder, a file nobody may read.
        let rawName = Array(directory.url("Symbols/").utf8) + Array("bad-".utf8) + [0xFF, 0xFE] + Array(".svg".utf8)
        let fd = open(rawName.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        close(fd)
        try FileManager.default.createSymbolicLink(atPath: directory.url("Symbols/link.svg"), withDestinationPath: directory.url("secret.svg"))
        directory.write("Symbols/unreadable.svg", Fixtures.square)
        chmod(directory.url("Symbols/unreadable.svg"), 0o000)
        chmod(directory.url("Symbols"), 0o777)

        let start = Date()
        let result = try CommandRunner.run(["export", "Symbols", "-o", "Out/Assets.xcassets", "--point-size", "1024", "-q", "-j", "2"],
                                           in: directory.path, unprivileged: true)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1, "a failing export exits 1 (not a crash or signal)")
        #expect(seconds < 60, "bounded time: \(seconds) s")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        for file in HostileInputs.files where !file.reason.isEmpty {
            let mine = lines.filter { $0.hasPrefix("error: Symbols/\(file.name):") }
            #expect(mine.count == 1, "\(file.name): \(mine)")
            // A reference out of the document is refused with its place: `PATH:LINE:COLUMN: …`.
            if file.reason.contains("refers to") {
                #expect(mine.first?.wholeMatch(of: /error: Symbols\/[^:]+:[0-9]+:[0-9]+: it refers to .*/) != nil, "\(mine.first ?? "no line")")
            }
            #expect(mine.first?.contains(file.reason) == true, "\(file.name): \(mine.first ?? "no line")")
        }
        #expect(lines.contains { $0.hasPrefix("error: Symbols/bad-") && $0.hasSuffix("the file name is not valid UTF-8; rename the file") })
        #expect(lines.contains("error: Symbols/link.svg: a symbolic link that points outside the input folder; it is not followed"))
        if getuid() != 0 || CommandRunner.setpriv != nil {
            #expect(lines.contains("error: Symbols/unreadable.svg: permission denied"))
        }
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Trace/breakpoint"))
        // The good symbol is exported; nothing was written outside the catalog.
        #expect(directory.read("Out/Assets.xcassets/ok.imageset/ok@3x.png") != nil)
        let outsideCatalog = directory.files(includingHidden: true).filter { !$0.hasPrefix("Out/Assets.xcassets/") && !$0.hasPrefix("Symbols/") }
        #expect(outsideCatalog.sorted() == ["outside.txt", "secret.svg"])
        // No asset was made of anything that failed.
        let imagesets = Set(directory.files().filter { $0.hasSuffix("/Contents.json") && $0.contains(".imageset/") })
        #expect(imagesets == ["Out/Assets.xcassets/ok.imageset/Contents.json"])
    }

    @Test func librsvgIsNeverGivenABaseURL() throws {
        // Even if the checks above were bypassed, librsvg loads nothing: it has no base URL.
        let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\"><image href=\"file:///etc/hostname\" width=\"4\" height=\"4\"/></svg>".utf8)
        let frame = RenderFrame(width: 4, height: 4, viewport: Rect(x: 0, y: 0, width: 4, height: 4))
        let drawn = try InProcessRenderer().run(.draw(documents: [RenderDocument(svg: svg, frames: [frame])], layout: .alpha,
                                                      serialized: false, compression: .standard))
        guard case .drawn(let images) = drawn else { throw RenderError.unavailable("not drawn: \(drawn)") }
        #expect(images[0].isFullyTransparent)
    }

    @Test func pixelBudgetIsCheckedBeforeRendering() {
        let frame = RenderFrame(width: 5000, height: 10, viewport: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(throws: RenderError.raster(.tooLarge(width: 5000, height: 10, limit: 4096))) {
            try InProcessRenderer().run(.draw(documents: [RenderDocument(svg: [], frames: [frame])], layout: .alpha,
                                              serialized: false, compression: .standard))
        }
    }

    @Test func symbolicLinksInsideTheCatalogAreNotWrittenThrough() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/a.svg", Fixtures.square)
        try FileManager.default.createDirectory(atPath: directory.url("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.url("A.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.url("A.xcassets/a.imageset"), withDestinationPath: directory.url("elsewhere"))
        let result = try CommandRunner.run(["export", "Symbols", "-o", "A.xcassets", "-q"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("A.xcassets/a.imageset: is a symbolic link inside the catalog"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url("elsewhere")).isEmpty)
    }

    @Test func manifestThatIsNotJSONFailsTheRun() throws {
        let directory = TemporaryDirectory()
        directory.write("list.json", "symbols: [a.svg]")
        let result = try CommandRunner.run(["export", "list.json", "-q"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == "error: list.json: not valid JSON at line 1, column 1: unexpected character\n")
        #expect(!directory.files().contains { $0.hasPrefix("Output") })
    }

    @Test func manifestNamingAMissingSourceExportsTheRest() throws {
        let directory = TemporaryDirectory()
        directory.write("S/a.svg", Fixtures.square)
        directory.write("S/list.json", "{\"symbols\": [\"a.svg\", \"missing.svg\"]}")
        let result = try CommandRunner.run(["export", "S/list.json", "-q"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == "error: S/list.json:1:23: symbols[1]: 'missing.svg': no such file or directory\n")
        #expect(directory.read("Output/Assets.xcassets/a.imageset/a.png") != nil)
    }
}
