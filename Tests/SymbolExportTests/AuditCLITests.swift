import Foundation
import Testing

/// `symbol-export audit` run on small project-made apps, as a CI job would run it: every
/// finding at its exact line and column, the deployment target read from the project, the
/// JSON report, the exit codes, and `--write-manifest`.
@Suite struct AuditCLITests {
    static let project = """
        // !$*UTF8*$!
        {
        	objects = {
        		P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, T2, ); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        		C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Release; };
        		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; fileSystemSynchronizedGroups = (G1, ); name = App; productType = "com.apple.product-type.application"; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); };
        		C3 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App; }; name = Debug; };
        		C4 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "17.4"; }; name = Release; };
        		T2 /* Tests */ = {isa = PBXNativeTarget; buildConfigurationList = L3; fileSystemSynchronizedGroups = (G2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
        		C5 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
        		G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
        		G1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        		G2 /* AppTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };
        	};
        	rootObject = P1;
        }
        """

    static let view = """
        import SwiftUI

        struct CopyView: View {
            var body: some View {
                // Image(systemName: "text.document") is what a current SF Symbols app names it
                Label("Copy", systemImage: "document.on.document")
                Image(
                    systemName: "pencil.and.scribble"
                )
                Image(systemName: item.icon)
                if #available(iOS 18, *) {
                    Image(systemName: "text.document")
                }
                Image(systemName: "squre.and.arrow.up")
            }
        }
        """

    static let objectiveC = """
        @implementation Copier
        - (UIImage *)icon {
            return [UIImage systemImageNamed:@"text.document"];
        }
        @end
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <imageView image="doc.on.doc" catalog="system" id="a"/>
                <imageView image="document.on.document" catalog="system" id="b"/>
            </objects>
        </document>
        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <button id="c">
                    <state key="normal" image="pencil.and.scribble" catalog="system"/>
                </button>
            </objects>
            <resources>
                <image name="pencil.and.scribble" catalog="system" width="128" height="128"/>
            </resources>
        </document>
        """

    /// An app with its project, a SwiftUI view, Objective-C, a storyboard, and Apple's tables
    /// (the project's fixture files) in `Metadata/`.
    private func app() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("App.xcodeproj/project.pbxproj", Self.project)
        directory.write("App/CopyView.swift", Self.view)
        directory.write("App/Copier.m", Self.objectiveC)
        directory.write("App/Main.storyboard", Self.storyboard)
        directory.write("App/Cell.xib", Self.xib)
        directory.write("Pods/Other/Other.swift", "let i = UIImage(systemName: \"text.document\")\n")
        directory.write(".build/checkouts/x.swift", "let i = UIImage(systemName: \"text.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        return directory
    }

    @Test func everyFindingAtItsPlaceAndExitOne() throws {
        let directory = app()
        let result = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "App.xcodeproj/project.pbxproj:6:84: note: target 'App': iOS 16.4 "
            + "(IPHONEOS_DEPLOYMENT_TARGET of 'App' (Debug), the lowest of 2 settings found)")
        let places = lines.dropFirst().dropLast().map { String($0.prefix { $0 != "'" }) }
        #expect(places == [
            "App/Cell.xib:5:39: error: ",
            "App/Cell.xib:9:21: error: ",
            "App/Copier.m:3:38: error: ",
            "App/CopyView.swift:6:36: error: ",
            "App/CopyView.swift:8:25: error: ",
            "App/CopyView.swift:10:27: note: Image(systemName:) is given item.icon, not a literal name: not checked",
            "App/CopyView.swift:14:27: error: ",
            "App/Main.storyboard:5:26: error: ",
            // The remedies, once per symbol, after the findings.
            "note: ",
            "note: ",
            "note: ",
            "note: ",
        ])
        // One line per finding (counted first: a subscript past the end would stop every test).
        try #require(lines.count == 14, "\(result.stderr)")
        #expect(lines[4] == "App/CopyView.swift:6:36: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 16.4")
        #expect(lines[5] == "App/CopyView.swift:8:25: error: 'pencil.and.scribble' exists from iOS 17.0; the app deploys to iOS 16.4")
        #expect(lines[1] == "App/Cell.xib:5:39: error: 'pencil.and.scribble' exists from iOS 17.0; the app deploys to iOS 16.4")
        // With Apple's tables here, a name they do not know draws nothing on any OS: an error, with the suggestion.
        #expect(lines[7] == "App/CopyView.swift:14:27: error: 'squre.and.arrow.up' is not a system symbol in Apple's tables (symbols to iOS 18.0): "
            + "it draws nothing on iOS 16.4 to 18.0; did you mean 'square.and.arrow.up'?")
        // Each symbol's remedy once, however many places ask for it, in the order of its first finding.
        #expect(Array(lines[9...12]) == [
            "note: 'pencil.and.scribble' (3 places): below iOS 17.0 the system has no such symbol, and each place draws nothing; guard each with "
                + "if #available(iOS 17.0, *), or give it a fallback: symbol-export audit --write-manifest lists it in the manifest; then export "
                + "pencil.and.scribble.svg from the SF Symbols app (File › Export Symbol…) beside it, run symbol-export export and load it through "
                + "the generated accessors",
            "note: 'text.document': below iOS 18.0 the system has no such symbol, and each place draws nothing; use 'doc.text' (iOS 13.0), its name "
                + "before Apple renamed it, which later systems still have",
            "note: 'document.on.document' (2 places): below iOS 18.0 the system has no such symbol, and each place draws nothing; use 'doc.on.doc' "
                + "(iOS 13.0), its name before Apple renamed it, which later systems still have",
            "note: 'squre.and.arrow.up': correct the name; if it is newer than these tables (a typo reads the same), audit with newer ones "
                + "(--symbols-metadata, or the SF Symbols app's on a Mac)",
        ])
        #expect(lines.filter { $0.contains("below iOS 17.0") }.count == 1)
        #expect(lines.last?.hasPrefix("audit: 4 files, 10 uses of 5 symbols; 7 errors, 0 warnings, 1 note (iOS 16.4: 7 errors; "
            + "availability from Apple's tables, at Metadata) in ") == true)
    }

    @Test func theDeploymentTargetFromTheCommandLineXcconfigAndPackage() throws {
        let directory = app()
        // Later than every symbol, and the typo corrected: nothing is an error.
        directory.write("App/CopyView.swift", Self.view.replacing("squre.and.arrow.up", with: "square.and.arrow.up"))
        let later = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--deployment-target", "18.0", "App"], in: directory.path)
        #expect(later.status == 0, "\(later.stderr)")
        #expect(later.stderr.hasPrefix("note: no Xcode project, project.yml or Package.swift found: the files are audited for iOS 18.0 "
            + "(--deployment-target)\n"), "\(later.stderr)")
        try FileManager.default.removeItem(atPath: directory.url("App.xcodeproj"))
        directory.write("Config/App.xcconfig", "// shared\nSDKROOT = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 18.0 // iOS 18\n")
        let xcconfig = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(xcconfig.status == 0, "\(xcconfig.stderr)")
        #expect(xcconfig.stderr.hasPrefix("Config/App.xcconfig:3:30: note: no Xcode project, project.yml or Package.swift found: the files are "
            + "audited for iOS 18.0 (IPHONEOS_DEPLOYMENT_TARGET)\n"), "\(xcconfig.stderr)")
        directory.write("Package.swift", "// swift-tools-version:6.0\nlet package = Package(name: \"App\",\n    platforms: [.macOS(.v14), .iOS(.v16)])\n")
        let package = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(package.status == 1)
        // A package with no target: its platforms are the settings found, and its files are audited on each.
        #expect(package.stderr.hasPrefix("Package.swift: note: it declares no target: the files in its folder are audited for iOS 16.0 "
            + "(.iOS(.v16), the lowest of 2 settings found); macOS 14.0 (.macOS(.v14))\n"), "\(package.stderr)")
        #expect(package.stderr.contains("App/CopyView.swift:6:36: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 14.0\n"))
        try FileManager.default.removeItem(atPath: directory.url("Package.swift"))
        try FileManager.default.removeItem(atPath: directory.url("Config"))
        let none = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(none.status == 1)
        #expect(none.stderr.contains("error: no deployment target for iOS, so nothing is checked against one there\n"))
        #expect(none.stderr.contains("\nnote: give --deployment-target 'iOS VERSION', or audit the folder that holds the app's .xcodeproj, project.yml or "
            + "Package.swift\n"), "\(none.stderr)")
    }

    /// What the build tool plugin runs: `--target NAME` audits the files that target compiles
    /// (the others left out, and counted), and `--stamp FILE` is written only when it passes,
    /// removed when it fails; a target the projects do not have is a usage error naming theirs.
    @Test func oneTargetAndItsStamp() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, folder: "Metadata")
        directory.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App"), .target(name: "Other")])
            """)
        directory.write("Sources/App/A.swift", "let a = Image(systemName: \"document.on.document\")\n")
        directory.write("Sources/Other/B.swift", "let b = Image(systemName: \"text.document\")\n")
        let stamp = directory.url("stamp.swift")
        let failed = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--target", "App", "--stamp", stamp], in: directory.path)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Sources/App/A.swift:1:27: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 16.0\n"),
                "\(failed.stderr)")
        #expect(!failed.stderr.contains("B.swift") && !failed.stderr.contains("target 'Other'"), "\(failed.stderr)")
        #expect(failed.stderr.contains("; 1 file left out (1 of targets other than 'App') ("), "\(failed.stderr)")
        #expect(directory.read("stamp.swift") == nil)

        directory.write("Sources/App/A.swift", "let a = Image(systemName: \"doc.on.doc\")\n")
        let passed = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--target", "App", "--stamp", stamp], in: directory.path)
        #expect(passed.status == 0, "\(passed.stderr)")
        let text = String(decoding: try #require(directory.read("stamp.swift")), as: UTF8.self)
        #expect(text.hasPrefix("// ") && !text.dropLast().contains("\n"), "a Swift comment, which SwiftPM compiles to nothing: \(text)")

        // Other's file fails now: its stamp goes.
        let other = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--target", "Other", "--stamp", stamp], in: directory.path)
        #expect(other.status == 1)
        #expect(directory.read("stamp.swift") == nil)
        let unknown = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--target", "Ap", "--stamp", stamp], in: directory.path)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: --target Ap: no target of that name in the projects read (App and Other)\n"), "\(unknown.stderr)")
        #expect(directory.read("stamp.swift") == nil)
    }

    @Test func jsonReport() throws {
        let directory = app()
        let result = try CommandRunner.run(["audit", "App", "--json", "--symbols-metadata", "Metadata", "--deployment-target", "16.0"], in: directory.path)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let uses = try #require(object["uses"] as? [[String: Any]])
        #expect(uses.count == 10)
        let first = try #require(uses.first { $0["path"] as? String == "Copier.m" })
        #expect(first["name"] as? String == "text.document")
        #expect(first["line"] as? Int == 3 && first["column"] as? Int == 38 && first["api"] as? String == "[UIImage systemImageNamed:]")
        #expect(uses.contains { $0["name"] is NSNull && $0["expression"] as? String == "item.icon" })
        #expect(uses.contains { $0["name"] as? String == "text.document" && $0["guarded"] as? String == "18.0" })
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["unavailable-symbol", "unavailable-symbol", "unavailable-symbol", "unavailable-symbol",
                                                            "unavailable-symbol", "not-checked", "unknown-symbol", "unavailable-symbol"])
        #expect(findings[3]["path"] as? String == "CopyView.swift" && findings[3]["line"] as? Int == 6 && findings[3]["column"] as? Int == 36)
        #expect(findings[3]["severity"] as? String == "error" && findings[3]["name"] as? String == "document.on.document")
        #expect(findings[3]["message"] as? String == "'document.on.document' exists from iOS 18.0; the app deploys to iOS 16.0")
        #expect((findings[3]["remedy"] as? String)?.hasPrefix("below iOS 18.0 the system has no such symbol") == true)
        #expect(findings[6]["severity"] as? String == "error" && findings[6]["in-preview"] as? Bool == false)
        // The remedies once per symbol, with the number of findings each answers.
        let remedies = try #require(object["remedies"] as? [[String: Any]])
        #expect(remedies.map { $0["name"] as? String } == ["pencil.and.scribble", "text.document", "document.on.document", "squre.and.arrow.up"])
        #expect(remedies.map { $0["places"] as? Int } == [3, 1, 2, 1])
        let fallback = try #require(object["fallback"] as? [String: Any])
        #expect(fallback["reason"] as? String == "no-project")
        let platforms = try #require(fallback["platforms"] as? [[String: Any]])
        #expect(platforms.count == 1 && platforms[0]["platform"] as? String == "iOS")
        #expect((platforms[0]["deployment-target"] as? [String: Any])?["from"] as? String == "command-line")
        #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 7)
        let availability = try #require(object["availability"] as? [String: Any])
        #expect(availability["from"] as? String == "sf-symbols-tables" && availability["path"] as? String == "Metadata")
        #expect(availability["tables"] as? String == "folder" && availability["newest-ios"] as? String == "18.0")
    }

    @Test func usageErrorsAndAnnotations() throws {
        let directory = app()
        let macOS = try CommandRunner.run(["audit", "--platform", "macos"], in: directory.path)
        #expect(macOS.status == 64)
        #expect(macOS.stderr.hasPrefix("error: --platform macos: the app's targets build for iOS only; name one of those, or leave --platform out "
            + "to audit them all\n"), "\(macOS.stderr)")
        #expect(try CommandRunner.run(["audit", "--deployment-target", "soon"], in: directory.path).status == 64)
        #expect(try CommandRunner.run(["audit", "--jobs", "2"], in: directory.path).status == 64)
        let annotated = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path, environment: ["GITHUB_ACTIONS": "true"])
        #expect(annotated.stderr.contains("\n::error file=App/CopyView.swift,line=6,col=36::'document.on.document' exists from iOS 18.0"))
        #expect(annotated.stderr.contains("\n::notice file=App/CopyView.swift,line=10,col=27::Image(systemName:) is given item.icon"))
    }
    /// NetNewsWire's form (read in its sources): a helper in one file passes its parameter to
    /// `init(systemName:)`, and another file asks for an iOS 18 name through it.
    @Test func aHelperThatPassesTheNameOnIsFollowedToItsCallers() throws {
        let directory = TemporaryDirectory()
        directory.write("App.xcodeproj/project.pbxproj", Self.project)
        directory.write("App/Image+Symbol.swift", """
            typealias RSImage = UIImage
            extension RSImage {
                convenience init?(symbol: String) {
                    self.init(systemName: symbol)
                }
            }
            """)
        directory.write("App/Assets.swift", """
            enum Assets {
                static let copy = RSImage(symbol: "document.on.document")
                static let share = RSImage(symbol: "square.and.arrow.up")
                static func named(_ name: String) -> RSImage? { RSImage(symbol: name) }
            }
            """)
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let result = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().dropLast() == [
            "App/Assets.swift:2:39: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 16.4",
            "App/Assets.swift:4:69: note: RSImage(symbol:) is given name, not a literal name: not checked",
            "note: 'document.on.document': below iOS 18.0 the system has no such symbol, and each place draws nothing; use 'doc.on.doc' (iOS 13.0), "
                + "its name before Apple renamed it, which later systems still have",
        ])
        #expect(lines.last?.hasPrefix("audit: 2 files, 3 uses of 2 symbols; 1 error, 0 warnings, 1 note") == true, "\(result.stderr)")
    }
}

extension AuditCLITests {
    /// With Apple's tables, a name they do not know draws nothing on every OS they cover: an
    /// error, naming the tables and the nearest name; without them it is a warning (nothing says).
    @Test func aTypoIsAnErrorWhereTheTablesAreAndAWarningWhereNot() throws {
        let directory = TemporaryDirectory()
        directory.write("App/Menu.swift", "let select = action(\"Select\", systemImage: \"squre.and.arrow.up\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        let tables = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Metadata", "--deployment-target", "15.0"], in: directory.path)
        #expect(tables.status == 1)
        #expect(tables.stderr.contains("App/Menu.swift:1:44: error: 'squre.and.arrow.up' is not a system symbol in Apple's tables (symbols to iOS "
            + "18.0): it draws nothing on iOS 15.0 to 18.0; did you mean 'square.and.arrow.up'?\n"), "\(tables.stderr)")
        let none = try CommandRunner.run(["audit", "App", "--deployment-target", "15.0"], in: directory.path)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stderr.contains("warning: the availability of 1 system symbol on iOS is not known, so it is not checked there ('squre.and.arrow.up')\n"))
        #expect(!none.stderr.contains(": error:") && !none.stderr.hasPrefix("error"))
    }

    /// Code in SwiftUI previews never runs on a user's device: what it asks for is a note,
    /// named as a preview's, and never fails the audit; nor does it need a fallback.
    @Test func usesInPreviewsAreNotes() throws {
        let directory = TemporaryDirectory()
        directory.write("App/Card.swift", """
            struct Card: View {
                var body: some View { Image(systemName: "square.and.arrow.up") }
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
                Image(systemName: "pencil.and.scribble")
            }

            #Preview {
                Card().overlay(Image(systemName: "text.document"))
            }

            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Label("Copy", systemImage: "document.on.document")
                }
            }

            extension Card: PreviewProvider {
                static var previews: some View { Image(systemName: "squre.and.arrow.up") }
            }
            """)
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .xml)
        let result = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Metadata", "--deployment-target", "16.0", "--json"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropFirst().dropLast()) == [
            "App/Card.swift:6:23: note: in a SwiftUI preview: 'pencil.and.scribble' exists from iOS 17.0; the app deploys to iOS 16.0",
            "App/Card.swift:10:38: note: in a SwiftUI preview: 'text.document' exists from iOS 18.0; the app deploys to iOS 16.0",
            "App/Card.swift:15:36: note: in a SwiftUI preview: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 16.0",
            "App/Card.swift:20:56: note: in a SwiftUI preview: 'squre.and.arrow.up' is not a system symbol in Apple's tables (symbols to iOS 18.0): "
                + "it draws nothing on iOS 16.0 to 18.0; did you mean 'square.and.arrow.up'?",
        ], "\(result.stderr)")
        #expect(lines.last?.hasPrefix("audit: 1 file, 5 uses of 5 symbols; 0 errors, 0 warnings, 4 notes") == true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["in-preview"] as? Bool } == [true, true, true, true])
        #expect(findings.map { $0["severity"] as? String } == ["note", "note", "note", "note"])
        #expect((object["remedies"] as? [Any])?.isEmpty == true)
        let uses = try #require(object["uses"] as? [[String: Any]])
        #expect(uses.map { $0["in-preview"] as? Bool ?? false } == [false, true, true, true, true])
        // Nothing for --write-manifest to add: previews need no fallback.
        directory.write("Symbols/symbols.json", "{ \"symbols\": [] }\n")
        let write = try CommandRunner.run(["audit", "App", "--symbols-metadata", "Metadata", "--deployment-target", "16.0", "--manifest",
                                           "Symbols/symbols.json", "--write-manifest"], in: directory.path)
        #expect(write.stderr.contains("Symbols/symbols.json: no symbol needs a new entry"), "\(write.stderr)")
    }
}
