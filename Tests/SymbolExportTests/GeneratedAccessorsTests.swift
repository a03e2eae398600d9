import Foundation
import Testing
@testable import SymbolExport

/// The generated Swift on a simulated device (the recording stand-ins of Tests/StandIns): a
/// vector the system lacks gets the bitmap, renamed symbols load by the name the system has,
/// custom symbols by their template's version, original-mode assets keep their colours; and
/// the files, byte for byte, for Apple's tables, template versions, original mode, SwiftUI and
/// each platform.
@Suite struct GeneratedAccessorsTests {
    /// One symbol of each way it can load: renamed, in the tables without a rename, used before
    /// its name exists, multicolor in original mode, tinted in original mode, custom with
    /// templates v1.0, v3.0 and v5.0 (kept), a custom v6.0 that needs nothing newer than 3.0
    /// (written as 3.0), and a picture.
    func project(swiftUI: Bool = true, tables: Bool = true, extra: String = "") -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Symbols/text.document.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/square.and.arrow.up.svg", TemplateFixtures.variableV3)
        directory.write("Symbols/pencil.and.scribble.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/exclamationmark.triangle.svg", TemplateFixtures.multicolor)
        directory.write("Symbols/pin.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/brand-one.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/brand-three.svg", TemplateFixtures.variableV3)
        directory.write("Symbols/brand-five.svg", TemplateFixtures.appleV1.replacing("Template v.1.0", with: "Template v.5.0"))
        directory.write("Symbols/brand-six.svg", VersionedTemplateFixtures.animatedV6)
        directory.write("Symbols/logo.svg", Fixtures.square)
        if tables { MetadataFixtures.write(into: directory) }
        directory.write("Symbols/symbols.json", """
            {
              "catalog": "../App/Assets.xcassets",
              "swift": "../App/Symbols.swift",
              \(tables ? "\"symbols-metadata\": \"../Metadata\"," : "")
              \(swiftUI ? "\"swiftui\": true," : "")
              \(extra)
              "symbols": [
                "text.document.svg",
                "square.and.arrow.up.svg",
                { "source": "pencil.and.scribble.svg", "available": "15.0" },
                { "source": "exclamationmark.triangle.svg", "mode": "original" },
                { "source": "pin.svg", "mode": "original", "tint": "#FF3B30" },
                { "source": "brand-one.svg", "symbolset": true },
                { "source": "brand-three.svg", "symbolset": true },
                { "source": "brand-five.svg", "symbolset": true, "template-version": "keep" },
                { "source": "brand-six.svg", "symbolset": true },
                { "source": "logo.svg", "mode": "original" }
              ]
            }
            """)
        return directory
    }

    private func export(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["export", "Symbols/symbols.json"] + arguments, in: directory.path)
    }

    /// The simulated device's system symbols (with the iOS each exists from) and the catalog the
    /// export wrote (a symbolset readable from the iOS its template needs).
    private static let device = """
        import UIKit
        UIKitStandIn.systemSymbols = [
            "doc.text": "13.0", "text.document": "18.0", "square.and.arrow.up": "13.0", "pencil.and.scribble": "17.0",
            "exclamationmark.triangle": "13.0", "pin": "13.0",
        ]
        UIKitStandIn.catalog = [
            "text.document": .bitmap, "square.and.arrow.up": .bitmap, "pencil.and.scribble": .bitmap, "exclamationmark.triangle": .bitmap, "pin": .bitmap,
            "logo": .bitmap, "brand-one": .symbol(minimumOS: "13.0"), "brand-one.imageset": .bitmap,
            "brand-three": .symbol(minimumOS: "15.0"), "brand-three-fallback": .bitmap,
            "brand-five": .symbol(minimumOS: "17.0"), "brand-five-fallback": .bitmap,
            "brand-six": .symbol(minimumOS: "15.0"), "brand-six-fallback": .bitmap,
        ]

        """

    @Test func theFilesForAppleTablesTemplateVersionsOriginalModeAndSwiftUI() throws {
        let directory = project()
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("exported") }.map(String.init) == [
            "warning: Symbols/pencil.and.scribble.svg: `pencil.and.scribble` exists from iOS 17.0 (Apple's tables), "
                + "but the symbol is used from iOS 15.0: those systems show its bitmap, and a debug build stops there; "
                + "set \"available\": \"17.0\", or leave it out",
            "Symbols/brand-six.svg: symbolset written as template v3.0, not v6.0: it draws the same, from iOS 15.0 as a vector; "
                + "held above v2.0 by multicolor and hierarchical layers (multicolor-N, hierarchical-N); left out (animations only): "
                + "motion groups and pulses (-sfsymbols-motion-group, -sfsymbols-always-pulses), layer tags (-sfsymbols-layer-tags), "
                + "rotation (<variant>-rotate-anchor, -sfsymbols-always-rotates), animation defaults (.defaults), "
                + "the SF Symbols app's wireframe preview class (SFSymbolsPreviewWireframe)",
            "3 custom symbols are used from the OS their template needs (v3.0: iOS 15.0, v5.0: iOS 17.0); earlier systems load the NAME-fallback bitmap",
            "1 system symbol ('pin') of unknown availability: Apple's tables do not name it (a typo, or a symbol newer than the tables); "
                + "the vector is used where the system has it, the bitmap elsewhere",
            "wrote App/Symbols.swift",
            "wrote App/Symbols+SwiftUI.swift",
            "wrote Symbols/symbols.availability.json",
            "system symbols' availability from Apple's tables, at Metadata",
        ])
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-metadata.swift.txt")
        Golden.assertMatches(try #require(directory.read("App/Symbols+SwiftUI.swift")), "Symbols-metadata+SwiftUI.swift.txt")
        // Late custom symbols have their bitmap under another name; v1.0 keeps its own.
        let files = directory.files()
        for folder in ["brand-one.imageset", "brand-three-fallback.imageset", "brand-five-fallback.imageset", "brand-five.symbolset",
                       "brand-six-fallback.imageset"] {
            #expect(files.contains { $0.contains("/\(folder)/") }, "\(folder)")
        }
        // The v6.0 symbol's symbolset is written as 3.0 (the 5.0 one as it came, `keep`).
        #expect(String(decoding: try #require(directory.read("App/Assets.xcassets/brand-six.symbolset/brand-six.svg")), as: UTF8.self)
                    .contains("Template v.3.0"))
        #expect(directory.read("App/Assets.xcassets/brand-five.symbolset/brand-five.svg") == Array(directory.read("Symbols/brand-five.svg") ?? []))
        // --check compares both files; an edited SwiftUI file is out of date.
        #expect(try export(directory, ["--check"]).status == 0)
        directory.write("App/Symbols+SwiftUI.swift", "// edited\n")
        let check = try export(directory, ["--check", "-q"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: App/Symbols+SwiftUI.swift: the Swift accessors are out of date; run `symbol-export export Symbols/symbols.json"), "\(check.stderr)")
        #expect(try export(directory, ["--dry-run"]).stdout.contains("would write  App/Symbols+SwiftUI.swift"))
    }

    /// `--no-record` (the build plugin's: it may not write into the package's sources): the tables
    /// are read, and the same Swift written, but no availability record beside the manifest.
    @Test func noRecordLeavesTheManifestsFolderAsItIs() throws {
        let directory = project(swiftUI: false)
        let result = try export(directory, ["--no-record"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(directory.read("Symbols/symbols.availability.json") == nil)
        #expect(!result.stderr.contains("symbols.availability.json"), "\(result.stderr)")
        let recorded = project(swiftUI: false)
        #expect(try export(recorded).status == 0)
        #expect(recorded.read("Symbols/symbols.availability.json") != nil)
        #expect(directory.read("App/Symbols.swift") == recorded.read("App/Symbols.swift"))
    }

    /// Without `swiftui` nothing imports SwiftUI, and the file compiles against a UIKit that
    /// has no SwiftUI module at all; with it, both files compile in Swift 5 and 6 and with a
    /// main-actor default isolation, against stand-ins declaring real API only.
    @Test func theFilesTypeCheck() throws {
        let off = project(swiftUI: false)
        #expect(try export(off, ["-q"]).status == 0)
        #expect(off.read("App/Symbols+SwiftUI.swift") == nil)
        #expect(!String(decoding: try #require(off.read("App/Symbols.swift")), as: UTF8.self).contains("SwiftUI"))
        let uikitOnly = try StandIns(in: off, swiftUI: false)
        let usage = off.write("Usage.swift", """
            import UIKit

            @MainActor func configure(_ button: UIButton) {
                button.setSymbol(.textDocument, for: .normal)
                if #available(iOS 15.0, *) {
                    var configuration = UIButton.Configuration.plain()
                    configuration.setSymbol(.brandFive)
                    _ = configuration
                }
                let images: [UIImage] = Symbol.allCases.map(\\.image) + [UIImage.symbol(.logo), Symbol.pin.bitmap]
                _ = images
            }

            func offTheMainActor() async -> UIImage? {
                if #available(iOS 13.0, *) { return Symbol.textDocument.vector }
                return Symbol.textDocument.image
            }
            """)
        for mode in ["5", "6"] {
            let check = try uikitOnly.typeCheck([off.url("App/Symbols.swift"), usage], swiftVersion: mode)
            #expect(check.status == 0, "Swift \(mode), no SwiftUI:\n\(check.stderr)")
        }

        let on = project()
        #expect(try export(on, ["-q"]).status == 0)
        let standIns = try StandIns(in: on)
        let files = [on.url("App/Symbols.swift"), on.url("App/Symbols+SwiftUI.swift")]
        for (mode, extra) in [("5", []), ("6", []), ("6", ["-default-isolation", "MainActor"])] {
            let check = try standIns.typeCheck(files, swiftVersion: mode, extra: extra)
            #expect(check.status == 0, "Swift \(mode) \(extra):\n\(check.stderr)")
        }
    }

    /// tvOS and Mac Catalyst get the iOS file (tvOS has the same versions of the symbol API; Mac
    /// Catalyst takes the iOS availability). The other platforms: PlatformAccessorsTests.
    @Test(arguments: ["tvos", "maccatalyst"]) func eachUIKitPlatformGetsTheSameFile(platform: String) throws {
        let directory = project()
        #expect(try export(directory, ["-q", "--platform", platform]).status == 0)
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-metadata.swift.txt")
        Golden.assertMatches(try #require(directory.read("App/Symbols+SwiftUI.swift")), "Symbols-metadata+SwiftUI.swift.txt")
    }

    /// On each iOS version: the renamed symbol asks for its old name below iOS 18 and its new
    /// one from there; custom symbols show their bitmap below the iOS their template needs
    /// (v5.0: 17; v6.0 written as 3.0: 15) with no manifest entry for it; original-mode assets are never tinted, on the
    /// vector path (multicolor from iOS 15, the tint colour) as on the bitmap one, in UIKit and
    /// SwiftUI alike; `UIButton.Configuration` gets the symbol configuration with the vector.
    @Test func onEachSystemTheNameItHasTheBitmapOtherwiseAndTheAssetsColours() throws {
        let directory = project()
        #expect(try export(directory, ["-q"]).status == 0)
        let standIns = try StandIns(in: directory)
        let run = try standIns.run(generated: [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")],
                                   driver: Self.device + """
            UIKitStandIn.displayScale = 2
            for os in ["12.0", "14.0", "15.0", "16.0", "17.0", "18.0"] {
                UIKitStandIn.os = os
                for symbol in Symbol.allCases {
                    UIKitStandIn.calls = []
                    let image = symbol.image
                    let asked = UIKitStandIn.calls.filter { $0.hasPrefix("UIImage(systemName: ") && !$0.contains("withConfiguration") }
                    print("\\(os) \\(symbol): \\(image.standIn.description.split(separator: " insets")[0])" + (asked.isEmpty ? "" : " asked \\(asked)"))
                }
                if UIKitStandIn.isAvailable("15.0") {
                    for symbol in [Symbol.textDocument, .brandFive] {
                        var configuration = UIButton.Configuration.plain()
                        configuration.setSymbol(symbol)
                        print("\\(os) \\(symbol) configuration: \\(configuration.standIn.map { $0.split(separator: " insets")[0] })")
                    }
                }
                if UIKitStandIn.isAvailable("13.0") {
                    for symbol in [Symbol.exclamationmarkTriangle, .pin, .textDocument] {
                        print("\\(os) \\(symbol) view: \\(String(describing: symbol.view).split(separator: " insets")[0])")
                        print("\\(os) \\(symbol) image: \\(String(describing: symbol.swiftUIImage).split(separator: " insets")[0])")
                    }
                }
            }
            """, in: directory, optimized: true)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func line(_ os: String, _ symbol: String) -> String? { lines.first { $0.hasPrefix("\(os) \(symbol): ") } }

        // Renamed: the old name below iOS 18, never the new one there; the new name from iOS 18.
        #expect(line("12.0", "textDocument") == "12.0 textDocument: bitmap text.document @2x template")
        for os in ["14.0", "17.0"] {
            #expect(line(os, "textDocument") == "\(os) textDocument: system doc.text 17.0 pt regular medium asked [\"UIImage(systemName: \\\"doc.text\\\")\"]")
        }
        #expect(line("18.0", "textDocument") == "18.0 textDocument: system text.document 17.0 pt regular medium asked [\"UIImage(systemName: \\\"text.document\\\")\"]")
        // Used from iOS 15 by its `available`, though it exists from 17: the bitmap until then.
        #expect(line("16.0", "pencilAndScribble")?.hasPrefix("16.0 pencilAndScribble: bitmap pencil.and.scribble @2x template") == true)
        #expect(line("17.0", "pencilAndScribble")?.hasPrefix("17.0 pencilAndScribble: system pencil.and.scribble") == true)
        // Custom symbols by their template: v1.0 from iOS 13, v3.0 from 15, v5.0 from 17.
        #expect(line("12.0", "brandOne") == "12.0 brandOne: bitmap brand-one @2x template")
        #expect(line("14.0", "brandOne") == "14.0 brandOne: symbol brand-one 17.0 pt regular medium")
        #expect(line("14.0", "brandThree") == "14.0 brandThree: bitmap brand-three-fallback @2x template")
        #expect(line("15.0", "brandThree") == "15.0 brandThree: symbol brand-three 17.0 pt regular medium")
        #expect(line("16.0", "brandFive") == "16.0 brandFive: bitmap brand-five-fallback @2x template")
        #expect(line("17.0", "brandFive") == "17.0 brandFive: symbol brand-five 17.0 pt regular medium")
        // A v6.0 custom symbol written as 3.0: the vector from iOS 15, the bitmap below.
        #expect(line("14.0", "brandSix") == "14.0 brandSix: bitmap brand-six-fallback @2x template")
        #expect(line("15.0", "brandSix") == "15.0 brandSix: symbol brand-six 17.0 pt regular medium")
        // Original mode: multicolor from iOS 15 (its bitmap before), the tint colour from 13.
        #expect(line("14.0", "exclamationmarkTriangle") == "14.0 exclamationmarkTriangle: bitmap exclamationmark.triangle @2x original")
        #expect(line("15.0", "exclamationmarkTriangle")?.hasPrefix(
            "15.0 exclamationmarkTriangle: system exclamationmark.triangle original 17.0 pt regular medium multicolor") == true)
        #expect(line("12.0", "pin") == "12.0 pin: bitmap pin @2x original")
        #expect(line("14.0", "pin")?.hasPrefix("14.0 pin: system pin original rgba(1.0, 0.231373, 0.188235, 1.0) 17.0 pt regular medium") == true)
        let original = ["exclamationmarkTriangle", "pin", "logo"]
        for text in lines where original.contains(where: { text.contains(" \($0): ") }) {
            #expect(text.contains(" original"), "tinted: \(text)")
        }
        // UIButton.Configuration: the vector with its configuration; the bitmap without.
        #expect(lines.contains("15.0 textDocument configuration: [\"image = system doc.text 17.0 pt regular medium\", \"preferredSymbolConfigurationForImage = 17.0 pt regular medium\"]"))
        #expect(lines.contains("15.0 brandFive configuration: [\"image = bitmap brand-five-fallback @2x template\", \"preferredSymbolConfigurationForImage = nil\"]"))
        // SwiftUI keeps the asset's mode: multicolor, the tint colour, the bitmap as it is.
        #expect(lines.contains("14.0 exclamationmarkTriangle view: Image(uiImage: bitmap exclamationmark.triangle @2x original"))
        #expect(lines.contains("15.0 exclamationmarkTriangle view: Image(systemName: \"exclamationmark.triangle\").symbolRenderingMode(multicolor)"
            + ".font(system(size: 17.0, weight: regular)).imageScale(medium)"))
        #expect(lines.contains("14.0 pin view: Image(systemName: \"pin\").renderingMode(template).foregroundColor(sRGB(1.0, 0.231373, 0.188235, 1.0))"
            + ".font(system(size: 17.0, weight: regular)).imageScale(medium)"))
        #expect(lines.contains("17.0 textDocument view: Image(systemName: \"doc.text\").font(system(size: 17.0, weight: regular)).imageScale(medium)"))
        // The SwiftUI Image: the symbol in its rendering mode (no size of its own), the bitmap where the vector is not.
        #expect(lines.contains("17.0 textDocument image: Image(systemName: \"doc.text\")"))
        #expect(lines.contains("15.0 exclamationmarkTriangle image: Image(systemName: \"exclamationmark.triangle\").symbolRenderingMode(multicolor)"))
        #expect(lines.contains("14.0 exclamationmarkTriangle image: Image(uiImage: bitmap exclamationmark.triangle @2x original"))
    }

    /// Without Apple's tables or their record, nothing says from which iOS a system symbol
    /// exists: its bitmap is kept though the app deploys to iOS 15, the export says so (a
    /// warning with its code), and where the running system lacks the name the bitmap stands
    /// in, in a release build and a debug build alike (a missing vector is no surprise there).
    @Test func aSymbolOfUnknownAvailabilityKeepsItsBitmap() throws {
        let directory = project(swiftUI: false, tables: false, extra: "\"deployment-target\": \"15.0\",")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Symbols/text.document.svg: from which iOS 'text.document' exists is not known here"), "\(result.stderr)")
        #expect(result.stderr.contains("4 system symbols ('exclamationmark.triangle', 'pin', 'square.and.arrow.up', …) of unknown availability"), "\(result.stderr)")
        #expect(directory.read("App/Assets.xcassets/text.document.imageset/text.document@3x.png") != nil)
        let swift = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)
        #expect(swift.contains("Self.bitmap(UIImage(named: \"text.document\", in: Self.bundle, compatibleWith: nil)"), "\(swift)")
        let standIns = try StandIns(in: directory, swiftUI: false)
        let driver = Self.device + """
            UIKitStandIn.os = "17.0"
            print(Symbol.squareAndArrowUp.image.standIn)
            print(Symbol.textDocument.image.standIn.description.split(separator: " insets")[0])

            """
        for optimized in [true, false] {
            let run = try standIns.run(generated: [directory.url("App/Symbols.swift")], driver: driver, in: directory, optimized: optimized)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "system square.and.arrow.up 17.0 pt regular medium\nbitmap text.document @3x template\n")
        }
    }

    /// With Apple's tables, a vector the running system should have and lacks (a wrong table, a
    /// wrong `available`): the bitmap stands in, and a debug build stops, naming the symbol.
    @Test func aVectorTheSystemShouldHaveStopsADebugBuild() throws {
        let directory = project(swiftUI: false)
        #expect(try export(directory).status == 0)
        let standIns = try StandIns(in: directory, swiftUI: false)
        let driver = Self.device + """
            UIKitStandIn.os = "17.0"
            UIKitStandIn.systemSymbols["doc.text"] = nil
            print(Symbol.textDocument.image.standIn.description.split(separator: " insets")[0])

            """
        let release = try standIns.run(generated: [directory.url("App/Symbols.swift")], driver: driver, in: directory, optimized: true)
        #expect(release.status == 0, "\(release.stderr)")
        #expect(release.stdout == "bitmap text.document @3x template\n")
        let debug = try standIns.run(generated: [directory.url("App/Symbols.swift")], driver: driver, in: directory)
        #expect(debug.status != 0)
        #expect(debug.stderr.contains("symbol-export: no vector for 'text.document' on "), "\(debug.stderr)")
    }

    /// A symbol configured by a text style: iOS 13+ asks for the style (with the bitmap's weight);
    /// below, the bitmap drawn at the style's Large size is scaled by `UIFontMetrics` for the
    /// user's text size, its alignment insets and baseline alike; SwiftUI takes the style's font.
    @Test func aTextStyleSymbolFollowsTheTextSize() throws {
        let directory = TemporaryDirectory()
        directory.write("Symbols/doc.text.svg", TemplateFixtures.appleV1)
        directory.write("Symbols/symbols.json", """
            { "catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", "swiftui": true,
              "symbols": [ { "source": "doc.text.svg", "text-style": "body", "weight": "semibold" },
                           { "source": "doc.text.svg", "name": "fine", "text-style": "caption2", "format": "pdf" } ] }
            """)
        let result = try export(directory, ["-q", "--no-warn", "nearest-variant"])
        #expect(result.status == 0, "\(result.stderr)")
        let source = String(decoding: try #require(directory.read("App/Symbols.swift")), as: UTF8.self)
        #expect(source.contains("UIImage.SymbolConfiguration(textStyle: .body, scale: .medium).applying(UIImage.SymbolConfiguration(weight: .semibold))"))
        let swiftUI = String(decoding: try #require(directory.read("App/Symbols+SwiftUI.swift")), as: UTF8.self)
        #expect(swiftUI.contains(".font(Font.body.weight(.semibold))") && swiftUI.contains(".font(.system(size: 11, weight: .regular))"))
        // The fallbacks are drawn at the style's Large size: 17 pt for body (as a 17 pt export), 11 for caption2.
        let plain = TemporaryDirectory()
        plain.write("x.svg", TemplateFixtures.appleV1)
        _ = try CommandRunner.run(["convert", "x.svg", "-o", "A.xcassets", "--weight", "semibold", "--no-warn", "nearest-variant"], in: plain.path)
        #expect(directory.read("App/Assets.xcassets/doc.text.imageset/doc.text@3x.png") == plain.read("A.xcassets/x.imageset/x@3x.png"))
        #expect(directory.read("App/Assets.xcassets/fine.imageset/fine.pdf") != nil)

        let standIns = try StandIns(in: directory)
        let files = [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")]
        for (mode, extra) in [("5", []), ("6", []), ("6", ["-default-isolation", "MainActor"])] {
            let check = try standIns.typeCheck(files, swiftVersion: mode, extra: extra)
            #expect(check.status == 0, "Swift \(mode) \(extra):\n\(check.stderr)")
        }
        let run = try standIns.run(generated: files, driver: """
            import UIKit
            UIKitStandIn.systemSymbols = ["doc.text": "13.0"]
            UIKitStandIn.catalog = ["doc.text": .bitmap, "fine": .bitmap]
            for (os, size) in [("15.0", 1.5), ("12.0", 1.0), ("12.0", 1.5)] {
                UIKitStandIn.os = os
                UIKitStandIn.textSize = size
                UIKitStandIn.calls = []
                let image = Symbol.docText.image
                print("\\(os) ×\\(size): \\(image.standIn)")
                print(UIKitStandIn.calls.filter { $0.hasPrefix("UIFontMetrics") || $0.hasPrefix("UIGraphicsImageRenderer") })
            }
            """, in: directory, optimized: true)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count >= 6, "\(lines)")
        #expect(lines[0] == "15.0 ×1.5: system doc.text body medium semibold", "\(lines)")
        #expect(lines[1] == "[]")
        #expect(lines[2].hasPrefix("12.0 ×1.0: bitmap doc.text @3x template insets("), "\(lines)")
        #expect(lines[3] == "[\"UIFontMetrics(body).scaledValue(for: 17.0)\"]")
        // ×1.5: drawn anew at 1.5 times the size, insets scaled alike.
        let insets = try #require(lines[2].firstRange(of: "insets(")).upperBound
        let top = Double(lines[2][insets...].prefix { $0 != "," })!
        #expect(lines[4].hasPrefix("12.0 ×1.5: drawn ×1.5 template insets(\(StandInNumber.text(top * 1.5)), 0, "), "\(lines)")
        #expect(lines[5] == "[\"UIFontMetrics(body).scaledValue(for: 17.0)\", \"UIGraphicsImageRenderer(size: 25.5×24.0, scale: 3.0)\"]")
    }
}

/// Numbers as the stand-ins print them (six decimals at most, no `.0` for whole numbers).
enum StandInNumber {
    static func text(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
