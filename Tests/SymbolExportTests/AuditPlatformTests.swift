import Foundation
import Testing

/// The audit of apps that ship on other platforms than iOS, and on several: each file checked
/// once for each platform the targets that compile it build for, against that platform's
/// deployment target there, with `#if os(…)` and `#available` read for that platform; test
/// targets and files no target compiles left out; the project's own fixture projects (a macOS
/// app with an `.xcconfig`, a multiplatform SwiftUI app, an XcodeGen spec, a nested demo app, an
/// iOS app with a watch app, a package for several platforms).
@Suite struct AuditPlatformTests {
    private func audit(_ directory: TemporaryDirectory, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> CommandRunner.Result {
        try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"] + arguments, in: directory.path, environment: environment)
    }

    /// The lines between the targets' notes and the summary.
    private func findings(_ result: CommandRunner.Result) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter { !$0.contains("note: target '") && !$0.hasPrefix("audit: ") }
    }

    /// A macOS app: its target's deployment target from the `.xcconfig` its configurations are based
    /// on, AppKit's API, guards for macOS, an `#if os(iOS)` branch left unread, a test target.
    private func macApp() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("Mac.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: ["SDKROOT": "macosx"], targets: [
            .init(name: "Mac", files: ["Mac/Sidebar.swift", "Mac/Main.storyboard"], configuration: "Config/Mac.xcconfig"),
            .init(name: "MacTests", productType: "com.apple.product-type.bundle.unit-test", files: ["MacTests/SidebarTests.swift"]),
        ]))
        directory.write("Config/Mac.xcconfig", "#include \"Base.xcconfig\"\nMACOSX_DEPLOYMENT_TARGET = 14.0\n")
        directory.write("Config/Base.xcconfig", "SDKROOT = macosx\n")
        directory.write("Mac/Sidebar.swift", """
            import AppKit

            let copy = NSImage(systemSymbolName: "document.on.document", accessibilityDescription: "Copy")
            let pencil = NSImage(systemSymbolName: "pencil.and.scribble", variableValue: 0.5, accessibilityDescription: nil)
            @available(macOS 15.0, *)
            let guarded = NSImage(systemSymbolName: "text.document", accessibilityDescription: nil)
            func icon() -> NSImage? {
                if #available(macOS 15, *) { return NSImage(systemSymbolName: "text.document", accessibilityDescription: nil) }
                #if os(iOS)
                return UIImage(systemName: "text.document")
                #endif
                return NSImage(systemSymbolName: "doc.text", accessibilityDescription: nil)
            }
            """)
        directory.write("Mac/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                <scenes><scene><objects><imageView id="a"><imageCell key="cell" image="text.document" catalog="system" id="b"/></imageView></objects></scene></scenes>
                <resources><image name="text.document" catalog="system" width="15" height="17"/></resources>
            </document>
            """)
        directory.write("MacTests/SidebarTests.swift", "let i = NSImage(systemSymbolName: \"document.on.document\", accessibilityDescription: nil)\n")
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        return directory
    }

    @Test func aMacAppIsCheckedForMacOS() throws {
        let directory = macApp()
        let result = try audit(directory)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        try #require(lines.count == 7, "\(result.stderr)")
        #expect(lines[0] == "Config/Mac.xcconfig:2:28: note: target 'Mac': macOS 14.0 (MACOSX_DEPLOYMENT_TARGET of 'Mac' (Debug), the lowest of 2 settings found)")
        #expect(Array(lines[1...5]) == [
            "Mac/Main.storyboard:3:75: error: 'text.document' exists from macOS 15.0; the app deploys to macOS 14.0",
            "Mac/Main.storyboard:4:28: error: 'text.document' exists from macOS 15.0; the app deploys to macOS 14.0",
            "Mac/Sidebar.swift:3:38: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 14.0",
            "note: 'text.document' (2 places): below macOS 15.0 the system has no such symbol, and each place draws nothing; use 'doc.text' (macOS 11.0), "
                + "its name before Apple renamed it, which later systems still have",
            "note: 'document.on.document': below macOS 15.0 the system has no such symbol, and each place draws nothing; use 'doc.on.doc' (macOS 11.0), "
                + "its name before Apple renamed it, which later systems still have",
        ])
        #expect(lines[6].hasPrefix("audit: 2 files, 7 uses of 4 symbols; 3 errors, 0 warnings, 0 notes; 1 file left out (1 of test targets) "
            + "(macOS 14.0: 3 errors; availability from Apple's tables, at Metadata) in "), "\(lines[6])")
        // A version alone is macOS's, the one platform; iOS's numbers are not macOS's, and 10.15 is no iOS version.
        #expect(try audit(directory, ["--deployment-target", "15.0"]).status == 0)
        let iOS = try audit(directory, ["--deployment-target", "iOS 10.15"])
        #expect(iOS.status == 64 && iOS.stderr.hasPrefix("error: --deployment-target needs "), "\(iOS.stderr)")
    }

    /// Xcode 16 names an `.xcconfig` inside a synchronized folder by the folder and a path in it
    /// (as NetNewsWire's project does): the target's platform and deployment target come from it.
    @Test func anXcconfigInASynchronizedFolder() throws {
        let directory = TemporaryDirectory()
        directory.write("Reader.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: [:], targets: [
            .init(name: "Reader", folders: ["Mac", "xcconfig"], configuration: "xcconfig/Reader_target.xcconfig", anchoredConfiguration: true),
        ]))
        directory.write("xcconfig/Reader_target.xcconfig", "SDKROOT = macosx\nMACOSX_DEPLOYMENT_TARGET = 14.0\n")
        directory.write("Mac/Sidebar.swift", "let copy = NSImage(systemSymbolName: \"document.on.document\", accessibilityDescription: nil)\n")
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        let result = try audit(directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("xcconfig/Reader_target.xcconfig:2:28: note: target 'Reader': macOS 14.0 (MACOSX_DEPLOYMENT_TARGET of 'Reader' (Debug), "
            + "the lowest of 2 settings found)\nMac/Sidebar.swift:1:38: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 14.0\n"),
                "\(result.stderr)")
    }

    /// One target for iOS, macOS and visionOS: a file is read once for each, its `#if os(…)`
    /// branches on their platform only, and a guard naming all three guards all three.
    @Test func aMultiplatformAppIsCheckedOnEachPlatform() throws {
        let directory = TemporaryDirectory()
        directory.write("Notes.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: [:], targets: [
            .init(name: "Notes", settings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros xrsimulator",
                                            "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "MACOSX_DEPLOYMENT_TARGET": "14.0", "XROS_DEPLOYMENT_TARGET": "1.0"],
                  folders: ["Notes"]),
        ]))
        directory.write("Notes/NoteView.swift", """
            import SwiftUI

            struct NoteView: View {
                var body: some View {
                    Image(systemName: "document.on.document")
                    #if os(macOS)
                    Image(systemName: "pencil.and.scribble")
                    #elseif os(visionOS)
                    Image(systemName: "text.document")
                    #endif
                    if #available(iOS 18, macOS 15, visionOS 2, *) {
                        Label("Copy", systemImage: "document.on.document")
                    }
                }
            }
            """)
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .xml)
        let result = try audit(directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Notes.xcodeproj/project.pbxproj:"), "\(result.stderr)")
        #expect(result.stderr.contains(": note: target 'Notes': iOS 17.0 (IPHONEOS_DEPLOYMENT_TARGET of 'Notes' (Debug), the lowest of 2 settings found); "
            + "macOS 14.0 (MACOSX_DEPLOYMENT_TARGET of 'Notes' (Debug), the lowest of 2 settings found); visionOS 1.0 (XROS_DEPLOYMENT_TARGET of 'Notes' "
            + "(Debug), the lowest of 2 settings found)\n"), "\(result.stderr)")
        #expect(Array(findings(result).prefix(4)) == [
            "Notes/NoteView.swift:5:27: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 17.0",
            "Notes/NoteView.swift:5:27: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 14.0",
            "Notes/NoteView.swift:5:27: error: 'document.on.document' exists from visionOS 2.0; the app deploys to visionOS 1.0",
            "Notes/NoteView.swift:9:27: error: 'text.document' exists from visionOS 2.0; the app deploys to visionOS 1.0",
        ], "\(result.stderr)")
        let summary = try #require(result.stderr.split(separator: "\n").last)
        #expect(summary.hasPrefix("audit: 1 file, 4 uses of 3 symbols; 4 errors, 0 warnings, 0 notes (iOS 17.0: 1 error, macOS 14.0: 1 error, "
            + "visionOS 1.0: 2 errors; availability from Apple's tables, at Metadata) in "), "\(summary)")
        // --platform narrows; a version alone is refused where three platforms are audited.
        let macOS = try audit(directory, ["--platform", "macos", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(macOS.stdout.utf8)) as? [String: Any])
        #expect((object["platforms"] as? [[String: Any]])?.map { $0["platform"] as? String } == ["macOS"])
        #expect((object["findings"] as? [[String: Any]])?.map { $0["platform"] as? String } == ["macOS"])
        let bare = try audit(directory, ["--deployment-target", "18.0"])
        #expect(bare.status == 64)
        #expect(bare.stderr.hasPrefix("error: --deployment-target 18.0 names no platform, and the app builds for iOS, macOS and visionOS: give each "
            + "with its platform, such as --deployment-target 'iOS 18.0'\n"), "\(bare.stderr)")
        let named = try audit(directory, ["--deployment-target", "iOS 18", "--deployment-target", "macOS 15.0,visionOS 2"])
        #expect(named.status == 0, "\(named.stderr)")

        // Tables from before visionOS (SF Symbols 4's) give no visionOS column: its uses are not checked, and the warning says why.
        var list = MetadataFixtures.availabilityList
        var years = try #require(list["year_to_release"] as? [String: [String: String]])
        for year in years.keys { years[year]?["visionOS"] = nil }
        list["year_to_release"] = years
        directory.write("Metadata/name_availability.plist", bytes: MetadataFixtures.encoded(list, .binary, topLevelBraces: true))
        let old = try audit(directory)
        #expect(old.status == 1)
        #expect(old.stderr.contains("\nwarning: the availability of 2 system symbols on visionOS is not known, so they are not checked there "
            + "('document.on.document', 'text.document')\n"), "\(old.stderr)")
        #expect(old.stderr.contains("\nnote: Apple's tables give no visionOS version of any symbol (their year_to_release has no such column): "
            + "audit with newer tables, from SF Symbols 5 or later (--symbols-metadata, or the SF Symbols app's on a Mac)\n"), "\(old.stderr)")
        #expect(old.stderr.split(separator: "\n").last?.contains("(iOS 17.0: 1 error, macOS 14.0: 1 error, visionOS 1.0: 0 errors;") == true, "\(old.stderr)")
    }

    /// An XcodeGen spec, committed without the project it generates: an iOS app, a watch app and
    /// a test target, each from its own folder, with `deploymentTarget` per target and per project.
    @Test func anXcodeGenSpecGivesTheTargets() throws {
        let directory = TemporaryDirectory()
        directory.write("project.yml", """
            name: Trips
            options:
              bundleIdPrefix: com.example
              deploymentTarget:
                iOS: "16.0"
                watchOS: 9.0 # the watch app's
            targets:
              Trips:
                type: application
                platform: iOS
                sources: [Trips]
              TripsWatch:
                type: application
                platform: watchOS
                sources:
                  - path: Watch
                    excludes:
                      - Old.swift
              TripsTests:
                type: bundle.unit-test
                platform: iOS
                sources:
                  - Tests
            """)
        directory.write("Trips/Map.swift", "let pin = UIImage(systemName: \"pencil.and.scribble\")\n")
        directory.write("Watch/Face.swift", "let face = Image(systemName: \"pencil.and.scribble\")\n")
        directory.write("Watch/Old.swift", "let old = Image(systemName: \"document.on.document\")\n")
        directory.write("Tests/MapTests.swift", "let pin = UIImage(systemName: \"document.on.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let result = try audit(directory)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == [
            "project.yml:5:10: note: target 'Trips': iOS 16.0 (options.deploymentTarget.iOS)",
            "project.yml:6:14: note: target 'TripsWatch': watchOS 9.0 (options.deploymentTarget.watchOS)",
        ], "\(result.stderr)")
        #expect(Array(findings(result).prefix(2)) == [
            "Trips/Map.swift:1:31: error: 'pencil.and.scribble' exists from iOS 17.0; the app deploys to iOS 16.0",
            "Watch/Face.swift:1:30: error: 'pencil.and.scribble' exists from watchOS 10.0; the app deploys to watchOS 9.0",
        ], "\(result.stderr)")
        #expect(lines.last?.contains("; 2 files left out (1 of test targets, 1 in no target) (iOS 16.0: 1 error, watchOS 9.0: 1 error;") == true,
                "\(result.stderr)")
    }

    /// A repository whose app deploys to iOS 18.5 and holds a demo app deploying to iOS 17.0: each
    /// file against its own project's target, not the lowest of the two; a script in the app's
    /// folder that no target compiles is no app code.
    @Test func aNestedDemoAppKeepsItsOwnTarget() throws {
        let directory = TemporaryDirectory()
        directory.write("App.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "18.5", "SDKROOT": "iphoneos"],
                                                                                    targets: [.init(name: "App", folders: ["App"])]))
        directory.write("Demo/Demo.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos"],
                                                                                          targets: [.init(name: "Demo", files: ["Demo/Demo.swift"])]))
        directory.write("App/Copy.swift", "let copy = UIImage(systemName: \"document.on.document\")\n")
        directory.write("Demo/Demo/Demo.swift", "let copy = UIImage(systemName: \"document.on.document\")\n")
        directory.write("Scripts/Tool.swift", "let copy = UIImage(systemName: \"document.on.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let result = try audit(directory)
        #expect(result.status == 1)
        #expect(findings(result) == [
            "Demo/Demo/Demo.swift:1:32: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 17.0",
            "note: 'document.on.document': below iOS 18.0 the system has no such symbol, and each place draws nothing; use 'doc.on.doc' "
                + "(iOS 13.0), its name before Apple renamed it, which later systems still have",
        ], "\(result.stderr)")
        #expect(result.stderr.contains("audit: 2 files, 2 uses of 1 symbol; 1 error, 0 warnings, 0 notes; 1 file left out (1 in no target) "
            + "(iOS 17.0: 1 error; "), "\(result.stderr)")
    }

    /// An iOS app and its watch app in one project: the watch app's files against watchOS, and
    /// a file of the app's folder that the watch app compiles too (an exception set that names it).
    @Test func aWatchAppIsCheckedForWatchOS() throws {
        let directory = TemporaryDirectory()
        directory.write("App.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos"],
            targets: [.init(name: "App", folders: ["App"]),
                      .init(name: "Watch", productType: "com.apple.product-type.application.watchapp2",
                            settings: ["SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "9.0"], folders: ["Watch"], exceptions: ["Preview Content"],
                            adds: ["App/Shared.swift"])]))
        directory.write("App/Draw.swift", "let pencil = Image(systemName: \"pencil.and.scribble\")\n")
        directory.write("App/Shared.swift", "let share = Image(systemName: \"pencil.and.scribble\")\n")
        directory.write("Watch/Draw.swift", "let pencil = Image(systemName: \"pencil.and.scribble\")\n")
        directory.write("Watch/Preview Content/Sample.swift", "let sample = Image(systemName: \"document.on.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let result = try audit(directory)
        #expect(result.status == 1)
        #expect(findings(result) == [
            "App/Shared.swift:1:31: error: 'pencil.and.scribble' exists from watchOS 10.0; the app deploys to watchOS 9.0",
            "Watch/Draw.swift:1:32: error: 'pencil.and.scribble' exists from watchOS 10.0; the app deploys to watchOS 9.0",
            "note: 'pencil.and.scribble' (2 places): below watchOS 10.0 the system has no such symbol, and each place draws nothing; guard each with "
                + "if #available(watchOS 10.0, *), or give it a fallback: symbol-export audit --write-manifest lists it in the manifest; then export "
                + "pencil.and.scribble.svg from the SF Symbols app (File › Export Symbol…) beside it, run symbol-export export and load it through the "
                + "generated accessors",
        ], "\(result.stderr)")
        #expect(result.stderr.contains("; 1 file left out (1 in no target) (iOS 17.0: 0 errors, watchOS 9.0: 2 errors;"), "\(result.stderr)")
    }

    /// A package for several platforms: its target's files on each `platforms:` entry, its test
    /// target's left out.
    @Test func aPackageForSeveralPlatforms() throws {
        let directory = TemporaryDirectory()
        directory.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v16), .macOS("13.0"), .visionOS(.v1)],
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", dependencies: [.product(name: "Other", package: "other")]),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ]
            )
            """)
        directory.write("Sources/Kit/Icons.swift", "public let copy = Image(systemName: \"pencil.and.scribble\")\n")
        directory.write("Tests/KitTests/IconTests.swift", "let copy = Image(systemName: \"document.on.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let result = try audit(directory, ["--json"])
        #expect(result.status == 1)
        // pencil.and.scribble is visionOS 1.0's: no error there.
        #expect(Array(findings(result).prefix(2)) == [
            "Sources/Kit/Icons.swift:1:37: error: 'pencil.and.scribble' exists from iOS 17.0; the app deploys to iOS 16.0",
            "Sources/Kit/Icons.swift:1:37: error: 'pencil.and.scribble' exists from macOS 14.0; the app deploys to macOS 13.0",
        ], "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["Kit", "KitTests"])
        #expect(targets.map { $0["kind"] as? String } == ["app", "test"])
        let platforms = try #require(targets.first?["platforms"] as? [[String: Any]])
        #expect(platforms.map { ($0["deployment-target"] as? [String: Any])?["setting"] as? String } == [".iOS(.v16)", ".macOS(\"13.0\")", ".visionOS(.v1)"])
        #expect((object["left-out"] as? [[String: Any]])?.map { $0["path"] as? String } == ["Tests/KitTests/IconTests.swift"])
    }

    /// Tables older than the deployment target cannot tell a typo from a newer symbol: a warning
    /// that says where they end; below it, an error naming the versions it is blank on.
    @Test func tablesOlderThanTheTargetWarn() throws {
        let directory = TemporaryDirectory()
        directory.write("App/New.swift", "let bird = Image(systemName: \"bird.fill.new\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let newer = try audit(directory, ["--deployment-target", "26.0"])
        #expect(newer.status == 0, "\(newer.stderr)")
        #expect(newer.stderr.contains("App/New.swift:1:30: warning: 'bird.fill.new' is unknown to Apple's tables, which end at iOS 18.0, before the app's "
            + "deployment target iOS 26.0: a typo, or a symbol newer than the tables\n"), "\(newer.stderr)")
        let older = try audit(directory, ["--deployment-target", "17.0"])
        #expect(older.status == 1)
        #expect(older.stderr.contains("App/New.swift:1:30: error: 'bird.fill.new' is not a system symbol in Apple's tables (symbols to iOS 18.0): "
            + "it draws nothing on iOS 17.0 to 18.0\n"), "\(older.stderr)")
    }

    /// Linux CI without Apple's tables checks a Mac app as a Mac does: `--write-manifest` where
    /// the tables are records each symbol's release on every platform.
    @Test func theRecordCarriesEveryPlatform() throws {
        let directory = macApp()
        directory.write("Symbols/symbols.json", "{ \"symbols\": [] }\n")
        let mac = try audit(directory, ["--manifest", "Symbols/symbols.json", "--write-manifest"])
        #expect(mac.stderr.contains("Symbols/symbols.availability.json: recorded what Apple's tables say of"), "\(mac.stderr)")
        let record = try #require(directory.read("Symbols/symbols.availability.json").map { String(decoding: $0, as: UTF8.self) })
        #expect(record.contains("\"18.0\" : {\n      \"macOS\" : \"15.0\",\n      \"tvOS\" : \"18.0\",\n      \"visionOS\" : \"2.0\",\n      \"watchOS\" : \"11.0\"\n    }"),
                "\(record)")
        try FileManager.default.removeItem(atPath: directory.url("Metadata"))
        let linux = try CommandRunner.run(["audit", "--manifest", "Symbols/symbols.json"], in: directory.path)
        #expect(linux.status == 1)
        #expect(linux.stderr.contains("Mac/Sidebar.swift:3:38: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 14.0\n"),
                "\(linux.stderr)")
    }
}
