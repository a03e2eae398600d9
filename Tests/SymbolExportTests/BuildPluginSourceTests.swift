import Foundation
import Testing

/// The build tool plugins' sources (Plugins/), type-checked as SwiftPM compiles a plugin, with
/// the toolchain's own PackagePlugin: without XcodeProjectPlugin, as on Linux and for a Swift
/// package (so every Xcode-project part is behind `#if canImport(XcodeProjectPlugin)`), and with
/// a stand-in of it (Tests/StandIns/XcodeProjectPlugin.swift), so the Xcode side compiles too.
/// Scripts/check-build-plugins.sh runs the plugins in a package's build.
@Suite struct BuildPluginSourceTests {
    static let root = ((StandIns.root as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent

    /// The toolchain's PackagePlugin module: `lib/swift/pm/PluginAPI` of its resources.
    static func pluginAPI() throws -> String {
        let info = try StandIns.swiftc(["-print-target-info"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let resources = try #require((object["paths"] as? [String: Any])?["runtimeResourcePath"] as? String)
        return resources + "/pm/PluginAPI"
    }

    static let plugins = ["SymbolAuditPlugin", "SymbolAssetsPlugin", "SymbolExportPlugin"]

    @Test func eachPluginCompilesForAPackageAndForAnXcodeProject() throws {
        let api = try Self.pluginAPI()
        try #require(FileManager.default.fileExists(atPath: api), "no PackagePlugin module at \(api)")
        let directory = TemporaryDirectory()
        // As SwiftPM builds a plugin: its PackageDescription version, the manifest's tools version.
        let version = ["-package-description-version", "6.1"]
        let standIn = try StandIns.swiftc(["-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin", "-I", api]
            + version + ["-emit-module-path", directory.url("XcodeProjectPlugin.swiftmodule"), "\(StandIns.root)/XcodeProjectPlugin.swift"])
        try #require(standIn.status == 0, "the XcodeProjectPlugin stand-in: \(standIn.stderr)")
        for plugin in Self.plugins {
            let source = "\(Self.root)/Plugins/\(plugin)/plugin.swift"
            let package = try StandIns.swiftc(["-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", plugin, "-I", api]
                + version + [source])
            #expect(package.status == 0, "\(plugin) for a package:\n\(package.stderr)")
            let xcode = try StandIns.swiftc(["-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", plugin, "-I", api,
                                             "-I", directory.path] + version + [source])
            #expect(xcode.status == 0, "\(plugin) for an Xcode project:\n\(xcode.stderr)")
        }
        // The build tool plugins have an Xcode side, the command plugin none (Xcode runs it as a package's).
        for plugin in ["SymbolAuditPlugin", "SymbolAssetsPlugin"] {
            let text = try String(contentsOfFile: "\(Self.root)/Plugins/\(plugin)/plugin.swift", encoding: .utf8)
            #expect(text.contains("#if canImport(XcodeProjectPlugin)\nimport XcodeProjectPlugin\n") && text.contains(": XcodeBuildToolPlugin {"), "\(plugin)")
        }
    }
}
