import Foundation
import Testing
@testable import SymbolExport

/// The generated Swift for the platforms beside iOS: a Mac app (AppKit), a watch app, a visionOS
/// app and one target built for iOS, macOS and visionOS at once, with the project's own templates
/// (GeneratedAccessorsTests' project). Each file byte for byte, type-checked against the
/// stand-ins (Swift 5, 6 and main-actor default isolation), and run on the simulated system at
/// versions below and above each symbol's: the vector where the system has it, the bitmap
/// elsewhere, never a crash.
@Suite struct PlatformAccessorsTests {
    private func project(_ platform: String, deploymentTarget: String, swiftUI: Bool = true) -> TemporaryDirectory {
        GeneratedAccessorsTests().project(swiftUI: swiftUI, extra: "\"platform\": \"\(platform)\", \"deployment-target\": \"\(deploymentTarget)\",")
    }

    private func export(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["export", "Symbols/symbols.json"] + arguments, in: directory.path)
    }

    private func text(_ directory: TemporaryDirectory, _ path: String) throws -> String {
        String(decoding: try #require(directory.read(path), "\(path)"), as: UTF8.self)
    }

    /// The simulated Mac: system symbols with the macOS each exists from (Apple's tables: macOS
    /// is iOS less 3), the catalog the export wrote (bitmap sizes in AppKit's whole points).
    private static func mac(_ directory: TemporaryDirectory) throws -> String {
        var catalog: [String] = []
        // What a deployment target of macOS 12 keeps: symbols newer than it, or not known to it.
        for name in ["pencil.and.scribble", "pin", "logo", "brand-five-fallback"] {
            guard let png = directory.read("App/Assets.xcassets/\(name).imageset/\(name)@2x.png") else { continue }
            let header = try PNGDecoder.header(png)
            catalog.append("\"\(name)\": .bitmap(width: \(Double(header.width) / 2), height: \(Double(header.height) / 2))")
        }
        // brand-one (v1.0) has its bitmap under its own name, shadowed by its symbol on every macOS.
        catalog += ["\"brand-one\": .symbol(minimumOS: \"11.0\")", "\"brand-three\": .symbol(minimumOS: \"12.0\")",
                    "\"brand-five\": .symbol(minimumOS: \"14.0\")", "\"brand-six\": .symbol(minimumOS: \"12.0\")"]
        return """
            import AppKit
            AppKitStandIn.systemSymbols = [
                "doc.text": "11.0", "text.document": "15.0", "square.and.arrow.up": "11.0", "pencil.and.scribble": "14.0",
                "exclamationmark.triangle": "11.0", "pin": "11.0",
            ]
            AppKitStandIn.catalog = [\(catalog.joined(separator: ", "))]
            // An app target: its catalog in the main bundle (`Bundle(for:)` of the app's class).
            AppKitStandIn.catalogInMainBundle = true

            """
    }

    /// A Mac app: AppKit's API (`NSImage(systemSymbolName:accessibilityDescription:)` with
    /// `NSImage.SymbolConfiguration(pointSize:weight:scale:)`, custom symbols by the bundle's
    /// lookup), bitmaps at 1x and 2x in whole points with their alignment rect, `NSButton`'s helper.
    @Test func aMacAppGetsAppKitCode() throws {
        let directory = project("macos", deploymentTarget: "12.0")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        // `available` is the Mac's version here: pencil.and.scribble's 15.0 is macOS 15 (it exists from 14).
        #expect(!result.stderr.contains("pencil.and.scribble.svg"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Symbols/pin.svg: from which macOS 'pin' exists is not known here"), "\(result.stderr)")
        #expect(result.stderr.contains("symbolset written as template v3.0, not v6.0: it draws the same, from macOS 12.0 as a vector"), "\(result.stderr)")
        #expect(result.stderr.contains("3 custom symbols are used from the OS their template needs (v3.0: macOS 12.0, v5.0: macOS 14.0)"), "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-macos.swift.txt")
        Golden.assertMatches(try #require(directory.read("App/Symbols+SwiftUI.swift")), "Symbols-macos+SwiftUI.swift.txt")
        // The Mac has no 3x: bitmaps at 1x and 2x, in whole points (the 2x box even on both sides).
        let files = directory.files().filter { $0.contains(".imageset/") }
        #expect(!files.isEmpty && !files.contains { $0.hasSuffix("@3x.png") }, "\(files)")
        let contents = try text(directory, "App/Assets.xcassets/pencil.and.scribble.imageset/Contents.json")
        #expect(contents.contains("\"scale\" : \"1x\"") && contents.contains("\"scale\" : \"2x\"") && !contents.contains("3x"), "\(contents)")
        for png in files where png.hasSuffix("@2x.png") {
            let header = try PNGDecoder.header(try #require(directory.read(png)))
            #expect(header.width % 2 == 0 && header.height % 2 == 0, "\(png): \(header.width)×\(header.height)")
        }
        // A second run finds everything current.
        let check = try export(directory, ["--check"])
        #expect(check.status == 0, "\(check.stderr)")

        let standIns = try StandIns(in: directory, toolkit: .appKit)
        let usage = directory.write("Usage.swift", """
            import AppKit

            @MainActor func configure(_ button: NSButton) {
                button.setSymbol(.textDocument)
                let images: [NSImage] = Symbol.allCases.map(\\.image) + [Symbol.pin.bitmap, Symbol.logo.image(accessibilityDescription: "Logo")]
                _ = images
            }

            func offTheMainActor() async -> NSImage? {
                if #available(macOS 11.0, *) { return Symbol.textDocument.vector(accessibilityDescription: "Text") }
                return Symbol.textDocument.image
            }
            """)
        let generated = [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")]
        for (mode, extra) in [("5", []), ("6", []), ("6", ["-default-isolation", "MainActor"])] {
            let check = try standIns.typeCheck(generated + [usage], swiftVersion: mode, extra: extra)
            #expect(check.status == 0, "Swift \(mode) \(extra):\n\(check.stderr)")
        }

        let run = try standIns.run(generated: generated, driver: try Self.mac(directory) + """
            for os in ["12.0", "13.0", "14.0", "15.0"] {
                AppKitStandIn.os = os
                for symbol in Symbol.allCases {
                    print("\\(os) \\(symbol): \\(symbol.image(accessibilityDescription: "A").standIn)")
                }
                let button = NSButton()
                button.setSymbol(.textDocument)
                print("\\(os) button: \\(button.image?.standIn.description ?? "nil")")
                print("\\(os) view: \\(Symbol.pin.view)")
            }
            """, in: directory, optimized: true)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func line(_ os: String, _ symbol: String) -> String { lines.first { $0.hasPrefix("\(os) \(symbol): ") } ?? "none: \(os) \(symbol) in \(lines)" }
        // Renamed: doc.text below macOS 15, text.document from there; the configuration AppKit's.
        #expect(line("12.0", "textDocument").hasPrefix("12.0 textDocument: system doc.text 17 pt regular medium \"A\""), "\(lines)")
        #expect(line("15.0", "textDocument").hasPrefix("15.0 textDocument: system text.document 17 pt regular medium \"A\""))
        // Newer than the system: the bitmap, with its alignment rect (from the 2x insets).
        // Used from its `available` (macOS 15), though it exists from 14: the bitmap until then,
        // with its alignment rect (from the 2x insets).
        #expect(line("14.0", "pencilAndScribble").hasPrefix("14.0 pencilAndScribble: bitmap pencil.and.scribble "), "\(lines)")
        #expect(line("14.0", "pencilAndScribble").contains(" template align("), "\(lines)")
        #expect(line("15.0", "pencilAndScribble").hasPrefix("15.0 pencilAndScribble: system pencil.and.scribble"))
        // Custom symbols by their template's macOS: v3.0 from 12, v5.0 from 14; the bundle's lookup.
        #expect(line("12.0", "brandThree").hasPrefix("12.0 brandThree: symbol brand-three 17 pt regular medium"), "\(lines)")
        #expect(line("13.0", "brandFive").hasPrefix("13.0 brandFive: bitmap brand-five-fallback "))
        #expect(line("14.0", "brandFive").hasPrefix("14.0 brandFive: symbol brand-five 17 pt regular medium"))
        // Original mode: the tint as a palette, multicolor from macOS 12; a picture is its bitmap.
        #expect(line("12.0", "exclamationmarkTriangle").contains("multicolor"), "\(lines)")
        #expect(line("12.0", "pin").contains("palette"), "\(lines)")
        #expect(line("15.0", "logo").hasPrefix("15.0 logo: bitmap logo "))
        #expect(!line("15.0", "logo").contains("template"))
        #expect(lines.contains { $0.hasPrefix("13.0 button: system doc.text") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("12.0 view: ") && $0.contains("Image(systemName: \"pin\")") }, "\(lines)")
        #expect(Set(lines.map { $0.split(separator: " ")[0] }).count == 4, "\(lines)")
    }

    /// A UIKit device that is not an iPhone: system symbols with the version each exists from on
    /// `platform` (Apple's tables' rows), and the catalog (custom symbols by their template).
    private static func device(_ platform: String) -> String {
        let (symbols, custom): ([String: String], [String: String]) = switch platform {
        case "watchOS": (["doc.text": "6.0", "text.document": "11.0", "square.and.arrow.up": "6.0", "pencil.and.scribble": "10.0",
                          "exclamationmark.triangle": "6.0", "pin": "6.0"],
                         ["brand-one": "6.0", "brand-three": "8.0", "brand-five": "10.0", "brand-six": "8.0"])
        case "visionOS": (["doc.text": "1.0", "text.document": "2.0", "square.and.arrow.up": "1.0", "pencil.and.scribble": "1.0",
                           "exclamationmark.triangle": "1.0", "pin": "1.0"],
                          ["brand-one": "1.0", "brand-three": "1.0", "brand-five": "1.0", "brand-six": "1.0"])
        default: (["doc.text": "13.0", "text.document": "18.0", "square.and.arrow.up": "13.0", "pencil.and.scribble": "17.0",
                   "exclamationmark.triangle": "13.0", "pin": "13.0"],
                  ["brand-one": "13.0", "brand-three": "15.0", "brand-five": "17.0", "brand-six": "15.0"])
        }
        let bitmaps = ["text.document", "square.and.arrow.up", "pencil.and.scribble", "exclamationmark.triangle", "pin", "logo",
                       "brand-one.imageset", "brand-three-fallback", "brand-five-fallback", "brand-six-fallback"]
        let catalog = bitmaps.map { "\"\($0)\": .bitmap" } + custom.keys.sorted().map { "\"\($0)\": .symbol(minimumOS: \"\(custom[$0]!)\")" }
        return """
            import UIKit
            UIKitStandIn.systemSymbols = [\(symbols.keys.sorted().map { "\"\($0)\": \"\(symbols[$0]!)\"" }.joined(separator: ", "))]
            UIKitStandIn.catalog = [\(catalog.joined(separator: ", "))]
            UIKitStandIn.displayScale = 2
            UIKitStandIn.symbolsFrom = "\(["watchOS": "6.0", "visionOS": "1.0"][platform] ?? "13.0")"

            """
    }

    /// Prints each symbol's image on each of `versions`.
    private static func eachVersion(_ versions: [String], extra: String = "") -> String {
        """
        for os in [\(versions.map { "\"\($0)\"" }.joined(separator: ", "))] {
            UIKitStandIn.os = os
            for symbol in Symbol.allCases {
                print("\\(os) \\(symbol): \\(symbol.image.standIn.description.split(separator: " insets")[0])")
            }
            \(extra)
        }
        """
    }

    private static func lines(_ run: CommandRunner.Result) -> (String, String) -> String {
        let lines = run.stdout.split(separator: "\n").map(String.init)
        return { os, symbol in lines.first { $0.hasPrefix("\(os) \(symbol): ") } ?? "none: \(os) \(symbol) in \(lines)" }
    }

    /// A watch app: UIKit's image API with watchOS's versions in every check, and none of the
    /// button helpers (watchOS has no `UIButton`); a file for iOS and watchOS keeps them from watchOS.
    @Test func aWatchAppGetsUIKitCodeWithoutButtons() throws {
        let directory = project("watchos", deploymentTarget: "8.0")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3 custom symbols are used from the OS their template needs (v3.0: watchOS 8.0, v5.0: watchOS 10.0)"), "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-watchos.swift.txt")
        let swift = try text(directory, "App/Symbols.swift")
        #expect(!swift.contains("UIButton"), "\(swift)")
        #expect(!swift.contains("#available(iOS") && swift.contains("#available(watchOS 10.0, *)"))
        #expect(try export(directory, ["--check"]).status == 0)

        let standIns = try StandIns(in: directory)
        let generated = [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")]
        for platform in ["watchOS", "iOS"] {
            for (mode, extra) in [("5", []), ("6", ["-default-isolation", "MainActor"])] {
                let check = try standIns.typeCheck(generated, swiftVersion: mode, extra: extra, platform: platform, in: directory)
                #expect(check.status == 0, "\(platform), Swift \(mode) \(extra):\n\(check.stderr)")
            }
        }
        let run = try standIns.run(generated: generated, driver: Self.device("watchOS") + Self.eachVersion(["8.0", "9.0", "10.0", "11.0"]),
                                   in: directory, optimized: true, platform: "watchOS")
        #expect(run.status == 0, "\(run.stderr)")
        let line = Self.lines(run)
        #expect(line("8.0", "textDocument").hasPrefix("8.0 textDocument: system doc.text 17.0 pt"), "\(line("8.0", "textDocument"))")
        #expect(line("11.0", "textDocument").hasPrefix("11.0 textDocument: system text.document"))
        #expect(line("9.0", "brandFive") == "9.0 brandFive: bitmap brand-five-fallback @2x template")
        #expect(line("10.0", "brandFive") == "10.0 brandFive: symbol brand-five 17.0 pt regular medium")
        #expect(line("8.0", "brandThree") == "8.0 brandThree: symbol brand-three 17.0 pt regular medium")

        let both = project("ios,watchos", deploymentTarget: "iOS 15.0,watchOS 8.0", swiftUI: false)
        #expect(try export(both, ["-q"]).status == 0)
        let shared = try text(both, "App/Symbols.swift")
        #expect(shared.contains("#if !os(watchOS)\nextension UIButton {") && shared.contains("#available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)"), "\(shared)")
        let uiKitOnly = try StandIns(in: both, swiftUI: false)
        for platform in ["watchOS", "iOS"] {
            let check = try uiKitOnly.typeCheck([both.url("App/Symbols.swift")], swiftVersion: "6", platform: platform, in: both)
            #expect(check.status == 0, "\(platform):\n\(check.stderr)")
        }
    }

    /// A visionOS app: UIKit's API with visionOS's versions (1.0 is the 2023 release).
    @Test func aVisionOSAppGetsUIKitCodeWithItsVersions() throws {
        let directory = project("visionos", deploymentTarget: "1.0")
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-visionos.swift.txt")
        let swift = try text(directory, "App/Symbols.swift")
        #expect(swift.contains("#available(visionOS 2.0, *)"), "\(swift)")
        #expect(try export(directory, ["--check"]).status == 0)
        let standIns = try StandIns(in: directory)
        let generated = [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")]
        let check = try standIns.typeCheck(generated, swiftVersion: "6", extra: ["-default-isolation", "MainActor"], platform: "visionOS", in: directory)
        #expect(check.status == 0, "\(check.stderr)")
        let run = try standIns.run(generated: generated, driver: Self.device("visionOS") + Self.eachVersion(["1.0", "2.0"]),
                                   in: directory, optimized: true, platform: "visionOS")
        #expect(run.status == 0, "\(run.stderr)")
        let line = Self.lines(run)
        #expect(line("1.0", "textDocument").hasPrefix("1.0 textDocument: system doc.text"), "\(line("1.0", "textDocument"))")
        #expect(line("2.0", "textDocument").hasPrefix("2.0 textDocument: system text.document"))
        #expect(line("1.0", "brandFive") == "1.0 brandFive: symbol brand-five 17.0 pt regular medium")
    }

    /// One SwiftUI target for iOS, macOS and visionOS: one file whose checks name every platform
    /// with its own version, UIKit's side and AppKit's, each compiled and run on its system.
    @Test func aMultiplatformTargetGetsOneFileForEverySystem() throws {
        let directory = GeneratedAccessorsTests().project(extra: """
            "platform": ["ios", "macos", "visionos"], "deployment-target": {"iOS": "15.0", "macOS": "12.0", "visionOS": "1.0"},
            """)
        let result = try export(directory)
        #expect(result.status == 0, "\(result.stderr)")
        Golden.assertMatches(try #require(directory.read("App/Symbols.swift")), "Symbols-multiplatform.swift.txt")
        Golden.assertMatches(try #require(directory.read("App/Symbols+SwiftUI.swift")), "Symbols-multiplatform+SwiftUI.swift.txt")
        let swift = try text(directory, "App/Symbols.swift")
        // Each side names its platforms: UIKit's iOS (and tvOS) and visionOS, AppKit's macOS.
        #expect(swift.contains("guard #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)") && swift.contains("guard #available(macOS 14.0, *)"), "\(swift)")
        #expect(swift.contains("#if canImport(UIKit)") && swift.contains("#elseif canImport(AppKit)"))
        #expect(try export(directory, ["--check"]).status == 0)
        // A bare version is refused where several platforms are meant.
        let unnamed = try export(directory, ["--deployment-target", "15.0", "-q"])
        #expect(unnamed.status == 64, "\(unnamed.stderr)")

        let generated = [directory.url("App/Symbols.swift"), directory.url("App/Symbols+SwiftUI.swift")]
        let uiKit = try StandIns(in: directory)
        let appKit = try StandIns(in: directory, toolkit: .appKit)
        for standIns in [uiKit, appKit] {
            for (mode, extra) in [("5", []), ("6", []), ("6", ["-default-isolation", "MainActor"])] {
                let check = try standIns.typeCheck(generated, swiftVersion: mode, extra: extra)
                #expect(check.status == 0, "\(standIns.toolkit), Swift \(mode) \(extra):\n\(check.stderr)")
            }
        }
        let iOS = try uiKit.run(generated: generated, driver: Self.device("iOS") + Self.eachVersion(["15.0", "17.0", "18.0"]), in: directory, optimized: true)
        #expect(iOS.status == 0, "\(iOS.stderr)")
        #expect(Self.lines(iOS)("15.0", "brandFive") == "15.0 brandFive: bitmap brand-five-fallback @2x template")
        #expect(Self.lines(iOS)("17.0", "brandFive") == "17.0 brandFive: symbol brand-five 17.0 pt regular medium")
        #expect(Self.lines(iOS)("18.0", "textDocument").hasPrefix("18.0 textDocument: system text.document"))
        let vision = try uiKit.run(generated: generated, driver: Self.device("visionOS") + Self.eachVersion(["1.0", "2.0"]), in: directory,
                                   optimized: true, platform: "visionOS")
        #expect(vision.status == 0, "\(vision.stderr)")
        #expect(Self.lines(vision)("1.0", "brandFive") == "1.0 brandFive: symbol brand-five 17.0 pt regular medium")
        let mac = try appKit.run(generated: generated, driver: try Self.mac(directory) + """
            for os in ["12.0", "14.0", "15.0"] {
                AppKitStandIn.os = os
                for symbol in Symbol.allCases { print("\\(os) \\(symbol): \\(symbol.image.standIn)") }
            }
            """, in: directory, optimized: true)
        #expect(mac.status == 0, "\(mac.stderr)")
        #expect(Self.lines(mac)("12.0", "brandFive").hasPrefix("12.0 brandFive: bitmap brand-five-fallback "), "\(mac.stdout)")
        #expect(Self.lines(mac)("14.0", "brandFive").hasPrefix("14.0 brandFive: symbol brand-five"))
        #expect(Self.lines(mac)("15.0", "textDocument").hasPrefix("15.0 textDocument: system text.document"))
    }
}
