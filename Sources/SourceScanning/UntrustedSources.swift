import SymbolBase

/// The scanners of an app's sources, reachable from outside the package for the fuzz target
/// (`Fuzz/`, beside `UntrustedParsers`): each reads arbitrary bytes for every platform and
/// throws nothing; only a crash, a hang or unbounded memory is a finding.
public enum UntrustedSources {
    /// The Swift lexer and scanner (with the accessors' and helpers' readings), the Objective-C
    /// lexer and scanner, the Interface Builder scanner, and the line and column of each use.
    public static func scan(_ bytes: [UInt8]) {
        let accessors = SwiftScanner.Accessors(typeName: "Symbol", assets: ["docOnDoc": "doc.on.doc"])
        for platform in Platform.allCases {
            let reading = SwiftScanner.read(bytes, platform: platform, accessors: accessors)
            if !reading.forwarders.isEmpty {
                _ = SwiftScanner.read(bytes, platform: platform, forwarders: SymbolForwarder.Index(Set(reading.forwarders)))
            }
            var lines = SourceLines(bytes)
            _ = lines.positions(of: reading.uses.map(\.offset))
            _ = ObjCScanner.read(bytes, platform: platform)
        }
        _ = InterfaceBuilderScanner.scan(bytes)
    }

    /// The project readers: `project.pbxproj`, an `.xcconfig`, `project.yml`, `Package.swift`.
    public static func projects(_ bytes: [UInt8]) {
        _ = XcodeProject.targets(bytes, path: "App.xcodeproj/project.pbxproj") { _ in bytes }
        _ = BuildSettings.configuration(at: "App.xcconfig") { _ in bytes }
        _ = XcodeGenProject.targets(bytes, path: "project.yml")
        _ = PackageManifest.read(bytes, path: "Package.swift")
    }
}
