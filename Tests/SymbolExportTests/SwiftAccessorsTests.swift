import Foundation
import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// `export --swift`: the generated accessors, byte for byte, and type-checked against the
/// UIKit/SwiftUI stand-ins (Tests/StandIns) in Swift 5 and Swift 6 language modes.
@Suite struct SwiftAccessorsTests {
    /// A project with one symbol of each kind: a system symbol (a template), a custom symbol
    /// (a template with a symbolset) and a plain picture.
    private func project(manifest: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/doc.on.doc.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/square.and.arrow.up.svg", TemplateFixtures.variableV3)
        directory.write("Symbols/logo.svg", Fixtures.square)
        directory.write("Symbols/symbols.json", manifest)
        return directory
    }

    private func export(_ directory: TemporaryDirectory, _ extra: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["export", "Symbols/symbols.json", "-q"] + extra, in: directory.path)
    }

    static let manifest = """
        {
          "catalog": "../App/Assets.xcassets",
          "swift": "../App/Symbols.swift",
          "symbols": [
            { "source": "doc.on.doc.svg", "symbolset": true, "point-size": 22, "weight": "semibold", "scale": "large" },
            { "source": "square.and.arrow.up.svg", "available": "15.0" },
            { "source": "logo.svg", "mode": "original" }
          ]
        }
        """

    @Test func generatedCodeForEachKind() throws {
        let directory = project(manifest: Self.manifest)
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-kinds.swift.txt")
        // Unchanged bytes are not written again.
        let before = FileTimes.of(directory.url("App/Symbols.swift"))
        #expect(try export(directory).status == 0)
        #expect(FileTimes.of(directory.url("App/Symbols.swift")) == before)
        #expect(try export(directory, ["--check"]).status == 0)
        // --check and --dry-run see a stale file.
        directory.write("App/Symbols.swift", "// edited\n")
        let check = try export(directory, ["--check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: App/Symbols.swift: the Swift accessors are out of date; run `symbol-export export Symbols/symbols.json -q`"))
        // The summary says why the check failed.
        let summary = try CommandRunner.run(["export", "Symbols/symbols.json", "--check"], in: directory.path)
        #expect(summary.stderr.contains("check: out of date: missing 0, stale 0, orphaned 0, failed 0, Swift accessors: App/Symbols.swift stale in "),
                "\(summary.stderr)")
        #expect(try CommandRunner.run(["export", "Symbols/symbols.json", "--dry-run"], in: directory.path).stdout
                    .contains("would write  App/Symbols.swift"))
    }

    @Test func availabilityDeploymentTargetAndRenames() throws {
        let directory = project(manifest: """
            {
              "catalog": "../App/Assets.xcassets",
              "swift": "../App/Symbols.swift",
              "swift-type": "Icon",
              "swift-access": "public",
              "deployment-target": "15.0",
              "defaults": { "dots": "underscore" },
              "symbols": [
                { "source": "doc.on.doc.svg", "symbolset": true, "available": "17.0" },
                { "source": "square.and.arrow.up.svg", "available": "15.0" },
                { "source": "logo.svg", "kind": "image" }
              ]
            }
            """)
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-availability.swift.txt")
        // A custom symbol available after iOS 13 has its bitmap under its own name.
        #expect(directory.read("App/Assets.xcassets/doc_on_doc-fallback.imageset/doc_on_doc-fallback@3x.png") != nil)
        #expect(directory.read("App/Assets.xcassets/doc_on_doc.symbolset/doc_on_doc.svg") != nil)
        // square.and.arrow.up is available at the deployment target (15.0): nothing loads a bitmap of it.
        #expect(directory.files().allSatisfy { !$0.contains("square_and_arrow_up.imageset") })
        // Available from iOS 14: also at the deployment target, so its bitmap goes too (pruned).
        directory.write("Symbols/symbols.json", String(decoding: try #require(directory.read("Symbols/symbols.json")), as: UTF8.self)
            .replacing("\"available\": \"17.0\"", with: "\"available\": \"14.0\""))
        let again = try CommandRunner.run(["export", "Symbols/symbols.json"], in: directory.path)
        #expect(again.stderr.contains("pruned App/Assets.xcassets/doc_on_doc-fallback.imageset"), "\(again.stderr)")
        #expect(directory.files().allSatisfy { !$0.contains("doc_on_doc.imageset") && !$0.contains("doc_on_doc-fallback.imageset") })
        #expect(directory.read("App/Assets.xcassets/doc_on_doc.symbolset/doc_on_doc.svg") != nil)
        // A second run agrees: nothing to do.
        #expect(try CommandRunner.run(["export", "Symbols/symbols.json", "--check"], in: directory.path).status == 0)
    }

    /// Names that would collide with Swift: a keyword, the enum's own `image` member, a
    /// leading digit, an acronym; the asset names stay as they are.
    @Test func generatedCodeForNamesThatCollideWithSwift() throws {
        let directory = project(manifest: """
            {
              "catalog": "../App/Assets.xcassets",
              "swift": "../App/Symbols.swift",
              "symbols": [
                { "source": "logo.svg", "name": "repeat" },
                { "source": "logo.svg", "name": "image" },
                { "source": "logo.svg", "name": "123.rectangle" },
                { "source": "logo.svg", "name": "HTTP.globe" }
              ]
            }
            """)
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-collisions.swift.txt")
    }

    /// `stderr` without the warnings of the project's SVGs that a manifest leaves out (`unlisted`).
    static func unlistedLeftOut(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(": no entry of Symbols/symbols.json lists it") }
            .joined(separator: "\n")
    }

    @Test func twoAssetsWithOneCaseNameAreAnError() throws {
        let directory = project(manifest: """
            { "swift": "Symbols.swift", "symbols": ["logo.svg", { "source": "doc.on.doc.svg", "name": "logo_" }] }
            """)
        let result = try export(directory)
        #expect(result.status == 1)
        #expect(Self.unlistedLeftOut(result.stderr) == "error: Symbols/logo.svg: Symbols/logo.svg and Symbols/doc.on.doc.svg would both be `case logo` of Symbol in Symbols/Symbols.swift; rename one (a manifest's \"name\")\n")
        #expect(directory.read("Symbols/Symbols.swift") == nil)
    }

    @Test(arguments: [
        ("{ \"swift\": \"S.swift\", \"symbols\": [{ \"source\": \"logo.svg\", \"kind\": \"system\" }] }",
         "error: Symbols/logo.svg: kind 'system' needs an SF Symbols template, and this is a plain SVG; give it \"kind\": \"image\""),
        ("{ \"swift\": \"S.swift\", \"symbols\": [{ \"source\": \"doc.on.doc.svg\", \"kind\": \"custom\" }] }",
         "error: Symbols/doc.on.doc.svg: kind 'custom' loads the symbol from its .symbolset; set \"symbolset\": true for it"),
        ("{ \"swift\": \"S.swift\", \"symbols\": [{ \"source\": \"logo.svg\", \"available\": \"soon\" }] }",
         "error: Symbols/symbols.json:1:72: symbols[0].available: 'soon' is not an iOS version such as 15.0"),
        ("{ \"swift\": \"S.swift\", \"deployment-target\": \"12\", \"swift-type\": \"my type\", \"symbols\": [] }",
         "error: Symbols/symbols.json:1:64: swift-type: 'my type' is not a Swift type name such as Symbol"),
        ("{ \"swift\": \"S.txt\", \"symbols\": [] }",
         "error: Symbols/symbols.json:1:12: swift: 'S.txt' is not a path ending in .swift"),
        ("{ \"catalog\": \"A.xcassets\", \"swift\": \"A.xcassets/S.swift\", \"symbols\": [] }",
         "error: Symbols/symbols.json: swift: the Swift file must not be inside the asset catalog (Xcode would take it for an asset); write it beside your sources"),
    ])
    func badInputIsOneErrorAndNothingWritten(manifest: String, message: String) throws {
        let directory = project(manifest: manifest)
        let result = try export(directory)
        #expect(result.status == 1)
        #expect(Self.unlistedLeftOut(result.stderr) == message + "\n")
        #expect(!directory.files().contains { $0.hasSuffix(".swift") })
    }

    @Test(arguments: [
        (["--swift", "A.xcassets/S.swift", "-o", "A.xcassets"], "error: --swift: the Swift file must not be inside the asset catalog (Xcode would take it for an asset); write it beside your sources"),
        (["--swift", "S.txt"], "error: --swift needs a path ending in .swift, not 'S.txt'"),
        (["--swift-type", "1st"], "error: --swift-type needs a Swift type name such as Symbol, not '1st'"),
        (["--deployment-target", "twelve"], "error: --deployment-target needs a version such as 16.0, or each platform's: 'iOS 16.0,macOS 13.0', not 'twelve'"),
        (["--swift-access", "open"], "error: --swift-access must be one of internal|public, not 'open'"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let directory = project(manifest: Self.manifest)
        let result = try CommandRunner.run(["export", "Symbols"] + arguments, in: directory.path)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "\n"))
    }

    @Test func caseNames() {
        #expect(SwiftIdentifier.caseName(for: "doc.on.doc") == "docOnDoc")
        #expect(SwiftIdentifier.caseName(for: "square.and.arrow.up") == "squareAndArrowUp")
        #expect(SwiftIdentifier.caseName(for: "star_fill") == "starFill")
        #expect(SwiftIdentifier.caseName(for: "123.rectangle") == "_123Rectangle")
        #expect(SwiftIdentifier.caseName(for: "repeat") == "`repeat`")
        #expect(SwiftIdentifier.caseName(for: "HTTP.globe") == "httpGlobe")
        #expect(SwiftIdentifier.caseName(for: "image") == "image_")
        #expect(SwiftIdentifier.caseName(for: "arrow-2-circle") == "arrow2Circle")
    }

    /// The generated file compiles against UIKit and SwiftUI stand-ins declaring only real API,
    /// in both language modes, with warnings as errors, and its API reads as documented.
    @Test func generatedCodeTypeChecks() throws {
        let directory = project(manifest: Self.manifest.replacing("\"symbols\": [", with: """
            "swift-access": "public", "symbols": [ { "source": "logo.svg", "name": "repeat" },
            """))
        #expect(try export(directory).status == 0)
        let generated = directory.url("App/Symbols.swift")
        let usage = directory.write("Usage.swift", """
            import UIKit

            @MainActor func configure(_ copyButton: UIButton) {
                copyButton.setSymbol(.docOnDoc, for: .normal)
                let images: [UIImage] = Symbol.allCases.map(\\.image) + [UIImage.symbol(.repeat), Symbol.squareAndArrowUp.image]
                _ = images
            }

            func offTheMainActor() async -> UIImage { Symbol.docOnDoc.image }
            """)
        let standIns = try StandIns(in: directory)
        for mode in ["5", "6"] {
            let check = try standIns.typeCheck([generated, usage], swiftVersion: mode)
            #expect(check.status == 0, "Swift \(mode):\n\(check.stderr)")
        }
    }

    /// What `make assets` writes from the project's own sample manifest type-checks too.
    @Test func theSampleAccessorsTypeCheck() throws {
        let directory = TemporaryDirectory()
        try directory.writeSampleSymbols()
        let result = try CommandRunner.run(["export", "Symbols/symbols.json", "-q"], in: directory.path)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let check = try StandIns(in: directory).typeCheck([directory.url("Output/Symbols.swift")], swiftVersion: "6")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(String(decoding: try #require(directory.read("Output/Symbols.swift")), as: UTF8.self).contains("case docOnDoc = \"doc.on.doc\""))
    }

}
