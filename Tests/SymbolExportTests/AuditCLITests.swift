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
        		P1 = {isa = PBXProject; buildConfigurationList = L1; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        		C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Release; };
        		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; productType = "com.apple.product-type.application"; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, ); };
        		C3 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App; }; name = Debug; };
        		C4 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "17.4"; }; name = Release; };
        		T2 /* Tests */ = {isa = PBXNativeTarget; buildConfigurationList = L3; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C5, ); };
        		C5 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
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
        #expect(lines.first == "App.xcodeproj/project.pbxproj:6:84: note: deployment target iOS 16.4: "
            + "IPHONEOS_DEPLOYMENT_TARGET of 'App' (Debug), the lowest of 2 settings found")
        let places = lines.dropFirst().dropLast().map { String($0.prefix { $0 != "'" }) }
        #expect(places == [
            "App/Cell.xib:5:39: error: ",
            "App/Cell.xib:9:21: error: ",
            "App/Copier.m:3:38: error: ",
            "App/CopyView.swift:6:36: error: ",
            "App/CopyView.swift:8:25: error: ",
            "App/CopyView.swift:10:27: note: Image(systemName:) is given item.icon, not a literal name: not checked",
            "App/CopyView.swift:14:27: warning: ",
            "App/Main.storyboard:5:26: error: ",
        ])
        #expect(lines[4] == "App/CopyView.swift:6:36: error: 'document.on.document' exists from iOS 18.0, and the app deploys to iOS 16.4: "
            + "below iOS 18.0 Label(systemImage:) gets no symbol, and it draws nothing; use 'doc.on.doc' (iOS 13.0), its name before Apple "
            + "renamed it, which later systems still have")
        #expect(lines[5].hasPrefix("App/CopyView.swift:8:25: error: 'pencil.and.scribble' exists from iOS 17.0"))
        #expect(lines[1].hasPrefix("App/Cell.xib:5:39: error: 'pencil.and.scribble' exists from iOS 17.0, and the app deploys to iOS 16.4: below iOS 17.0 <state image=> gets no symbol"))
        #expect(lines[7] == "App/CopyView.swift:14:27: warning: 'squre.and.arrow.up' is not a system symbol Apple's tables know (a typo, "
            + "or newer than the SF Symbols app that wrote them); did you mean 'square.and.arrow.up'?")
        #expect(lines.last?.hasPrefix("audit: 5 files, 10 uses of 5 symbols; 6 errors, 1 warning, 1 note (deployment target iOS 16.4, "
            + "availability from Apple's tables) in ") == true)
    }

    @Test func theDeploymentTargetFromTheCommandLineXcconfigAndPackage() throws {
        let directory = app()
        // Later than every symbol: nothing is an error.
        let later = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata", "--deployment-target", "18.0", "App"], in: directory.path)
        #expect(later.status == 0, "\(later.stderr)")
        #expect(later.stderr.hasPrefix("note: deployment target iOS 18.0 (--deployment-target)\n"))
        try FileManager.default.removeItem(atPath: directory.url("App.xcodeproj"))
        directory.write("Config/App.xcconfig", "// shared\nSDKROOT = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 18.0 // iOS 18\n")
        let xcconfig = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(xcconfig.status == 0, "\(xcconfig.stderr)")
        #expect(xcconfig.stderr.hasPrefix("Config/App.xcconfig:3:30: note: deployment target iOS 18.0: IPHONEOS_DEPLOYMENT_TARGET, the one setting found\n"))
        directory.write("Package.swift", "// swift-tools-version:6.0\nlet package = Package(name: \"App\",\n    platforms: [.macOS(.v14), .iOS(.v16)])\n")
        let package = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(package.status == 1)
        #expect(package.stderr.hasPrefix("Package.swift:3:31: note: deployment target iOS 16.0: .iOS(.v16), the lowest of 2 settings found\n"))
        try FileManager.default.removeItem(atPath: directory.url("Package.swift"))
        try FileManager.default.removeItem(atPath: directory.url("Config"))
        let none = try CommandRunner.run(["audit", "--symbols-metadata", "Metadata"], in: directory.path)
        #expect(none.status == 1)
        #expect(none.stderr.contains("error: no deployment target, so nothing is checked against one: give --deployment-target, or audit "
            + "the folder that holds the app's .xcodeproj, .xcconfig files or Package.swift\n"))
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
        #expect((object["deployment-target"] as? [String: Any])?["from"] as? String == "command-line")
        #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 6)
    }

    @Test func usageErrorsAndAnnotations() throws {
        let directory = app()
        let macOS = try CommandRunner.run(["audit", "--platform", "macos"], in: directory.path)
        #expect(macOS.status == 64)
        #expect(macOS.stderr.hasPrefix("error: audit checks iOS, tvOS and Mac Catalyst apps (Apple's tables give iOS and tvOS versions), not --platform macos\n"))
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
            "App/Assets.swift:2:39: error: 'document.on.document' exists from iOS 18.0, and the app deploys to iOS 16.4: below iOS 18.0 "
                + "RSImage(symbol:) gets no symbol, and it draws nothing; use 'doc.on.doc' (iOS 13.0), its name before Apple renamed it, "
                + "which later systems still have",
            "App/Assets.swift:4:69: note: RSImage(symbol:) is given name, not a literal name: not checked",
        ])
        #expect(lines.last?.hasPrefix("audit: 3 files, 3 uses of 2 symbols; 1 error, 0 warnings, 1 note") == true, "\(result.stderr)")
    }
}
