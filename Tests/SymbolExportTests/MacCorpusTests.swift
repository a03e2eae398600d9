import Foundation
import Testing
@testable import SymbolExport

/// Mac apps' real symbolsets (the shared corpus: CodeEdit's custom symbols package, NetNewsWire's
/// Mac toolbar symbols) exported for a Mac app: bitmaps in AppKit's box, as `NSImageView` draws
/// the symbol, and Swift whose vectors and fallbacks follow the template version written.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (../shared/corpus) is not present"))
struct MacCorpusTests {
    private static let codeEdit = [
        "v3.0_apple-static_codeedit_custom.breakpoint.svg", "v3.0_apple-variable_codeedit_vault.svg", "v3.0_apple-variable_codeedit_vault.fill.svg",
    ]
    private static let netNewsWire = ["v1.0_sketch_netnewswire_markAsRead3.svg", "v2.0_apple_netnewswire_preferencesToolbarExtensions.svg"]

    /// Apple's own renders: CodeEditSymbols' snapshot tests draw each symbol in an `NSImageView`
    /// at 13 pt on a 2x Mac (`Tests/CodeEditSymbolsTests/__Snapshots__/…/testCreateNSImage*.png`,
    /// github.com/CodeEditApp/CodeEditSymbols). Measured there: the image in pixels and its
    /// ink, the columns and rows whose coverage is at least half of the darkest (first, last).
    private static let apple: [String: (size: [Int], inkX: [Int], inkY: [Int])] = [
        "custom.breakpoint": ([34, 22], [4, 29], [2, 19]),
        "vault": ([30, 28], [3, 25], [3, 25]),
        "vault.fill": ([30, 28], [3, 25], [3, 25]),
    ]

    private func project() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        var entries: [String] = []
        for file in Self.codeEdit + Self.netNewsWire {
            let name = String(file.split(separator: "_").last!.dropLast(4))
            directory.write("Symbols/\(name).svg", bytes: try #require(FileManager.default.contents(atPath: Corpus.template(file))).map { $0 })
            // CodeEdit ships its symbols as v3.0: kept so, as the package writes them.
            entries.append(Self.codeEdit.contains(file)
                ? "{ \"source\": \"\(name).svg\", \"symbolset\": true, \"template-version\": \"keep\" }"
                : "{ \"source\": \"\(name).svg\", \"symbolset\": true }")
        }
        directory.write("Symbols/symbols.json", """
            { "catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", "platform": "macos",
              "deployment-target": "11.0",
              "symbols": [\(entries.joined(separator: ", "))] }
            """)
        return directory
    }

    @Test func codeEditAndNetNewsWireSymbolsForAMacApp() throws {
        let directory = try project()
        let result = try CommandRunner.run(["export", "Symbols/symbols.json", "-q", "--point-size", "13"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)

        // CodeEdit's v3.0 symbols: the vector from macOS 12 (what v3.0 needs), a NAME-fallback bitmap
        // at 1x and 2x before, in Apple's box with Apple's ink.
        for name in Apple.names {
            let expected = try #require(Self.apple[name])
            let folder = "App/Assets.xcassets/\(name)-fallback.imageset"
            #expect(directory.read("\(folder)/\(name)-fallback@3x.png") == nil)
            #expect(directory.read("\(folder)/\(name)-fallback.png") != nil || directory.read("\(folder)/\(name)-fallback@1x.png") != nil,
                    "\(directory.files().filter { $0.contains(name) })")
            let image = try PNGDecoder.decode(try #require(directory.read("\(folder)/\(name)-fallback@2x.png"), "\(name)"))
            #expect([image.width, image.height] == expected.size, "\(name): \(image.width)×\(image.height), Apple's \(expected.size)")
            let alpha = (0..<image.height).map { y in (0..<image.width).map { x in Int(image[x, y].a) } }
            let darkest = alpha.joined().max() ?? 0
            let columns = (0..<image.width).filter { x in alpha.contains { $0[x] * 2 >= darkest && $0[x] > 0 } }
            let rows = (0..<image.height).filter { y in alpha[y].contains { $0 * 2 >= darkest && $0 > 0 } }
            #expect([columns.first, columns.last] == expected.inkX.map(Optional.some), "\(name): ink columns \(String(describing: columns.first))…\(String(describing: columns.last))")
            #expect([rows.first, rows.last] == expected.inkY.map(Optional.some), "\(name): ink rows \(String(describing: rows.first))…\(String(describing: rows.last))")
            #expect(swift.contains("Self.named(\"\(name)-fallback\")"), "\(name)")
        }
        #expect(swift.components(separatedBy: "guard #available(macOS 12.0, *) else { return nil }").count - 1 == 3, "\(swift)")

        // NetNewsWire's v1.0 and v2.0 symbols: vectors on every macOS that draws symbols (11): no
        // bitmap, no version check.
        for name in ["markAsRead3", "preferencesToolbarExtensions"] {
            #expect(directory.files().contains { $0.hasPrefix("App/Assets.xcassets/\(name).symbolset/") }, "\(name)")
            #expect(!directory.files().contains { $0.contains("\(name).imageset") || $0.contains("\(name)-fallback") }, "\(name)")
            let written = String(decoding: try #require(directory.read("App/Assets.xcassets/\(name).symbolset/\(name).svg")), as: UTF8.self)
            #expect(written.contains("Template v.1.0") || written.contains("Template v.2.0"), "\(name)")
        }
        #expect(swift.contains("None written: the deployment target (macOS 11.0) always has the vector."))
        #expect(try CommandRunner.run(["export", "Symbols/symbols.json", "--check", "--point-size", "13"], in: directory.path).status == 0)

        // Run on a Mac of each version: the bitmap on 11, the vectors from 12.
        let standIns = try StandIns(in: directory, swiftUI: false, toolkit: .appKit)
        let run = try standIns.run(generated: [directory.url("App/Symbols.swift")], driver: """
            import AppKit
            AppKitStandIn.catalogInMainBundle = true
            AppKitStandIn.catalog = [
                "custom.breakpoint": .symbol(minimumOS: "12.0"), "vault": .symbol(minimumOS: "12.0"), "vault.fill": .symbol(minimumOS: "12.0"),
                "custom.breakpoint-fallback": .bitmap(width: 17, height: 11), "vault-fallback": .bitmap(width: 15, height: 14),
                "vault.fill-fallback": .bitmap(width: 15, height: 14),
                "markAsRead3": .symbol(minimumOS: "11.0"), "preferencesToolbarExtensions": .symbol(minimumOS: "11.0"),
            ]
            for os in ["11.0", "12.0"] {
                AppKitStandIn.os = os
                for symbol in Symbol.allCases { print("\\(os) \\(symbol.rawValue): \\(symbol.image.standIn)") }
            }
            """, in: directory, optimized: true)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for name in Apple.names {
            #expect(lines.contains { $0.hasPrefix("11.0 \(name): bitmap \(name)-fallback ") && $0.contains(" template align(") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("12.0 \(name): symbol \(name) 13 pt regular medium") }, "\(lines)")
        }
        for name in ["markAsRead3", "preferencesToolbarExtensions"] {
            #expect(lines.contains { $0.hasPrefix("11.0 \(name): symbol \(name) 13 pt") }, "\(lines)")
        }
    }

    /// `inspect` shows both boxes: UIKit's (the one iOS draws, a column narrower here) and AppKit's,
    /// which is Apple's `NSImageView` render, in the text and in the JSON.
    @Test func inspectShowsTheBoxOnEachPlatform() throws {
        let file = Corpus.template(Self.codeEdit[0])
        let text = try CommandRunner.run(["inspect", file, "--point-size", "13"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Regular-M at 13 pt (--weight, --scale), UIKit's box (iOS, tvOS, watchOS, visionOS): "), "\(text.stdout)")
        #expect(text.stdout.contains("    @2x 33×22 px: "), "\(text.stdout)")
        #expect(text.stdout.contains("    on macOS (AppKit, whole points; an export for macOS alone): 17×11 pt\n      @1x 17×11 px: "), "\(text.stdout)")
        #expect(text.stdout.contains("      @2x 34×22 px: "), "\(text.stdout)")
        let json = try CommandRunner.run(["inspect", file, "--point-size", "13", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let appKit = ((object["requested"] as? [String: Any])?["size"] as? [String: Any])?["appKit"] as? [String: [String: Any]]
        #expect(appKit?["2x"]?["pixels"] as? [String: Int] == ["width": 34, "height": 22], "\(String(describing: appKit))")
        #expect(appKit?["3x"] == nil)
    }

    private enum Apple {
        static let names = ["custom.breakpoint", "vault", "vault.fill"]
    }
}
