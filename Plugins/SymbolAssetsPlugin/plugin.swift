import Foundation
import PackagePlugin

/// The export in every build: `plugins: [.plugin(name: "SymbolAssets", package: "symbol-export")]`
/// on a target that holds `Symbols/` (templates and SVGs, with or without a `symbols.json`), or
/// under an Xcode target's "Run Build Tool Plug-ins" with `Symbols/` beside the project.
///
/// One build command exports them into the plugin's work folder: the asset catalog
/// (`SymbolAssets.xcassets`: the fallbacks and symbolsets), which becomes the target's resource,
/// and the Swift accessors (`Symbols.swift`, and `Symbols+SwiftUI.swift` when the manifest asks
/// for SwiftUI), which it compiles. Nothing generated is committed. Its inputs are the files of
/// `Symbols/` (and the tables the manifest names): a build that changed none of them runs
/// nothing, and one that changed a template re-renders that symbol alone (the export's state,
/// kept in the catalog between builds).
@main
struct SymbolAssetsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let directory = target.directoryURL
        guard let target = target as? SourceModuleTarget else { return [] }
        guard let input = SymbolAssetsCommand.input(in: directory) else {
            Diagnostics.warning("SymbolAssets: target '\(target.name)' has no Symbols folder; nothing to export")
            return []
        }
        return [try SymbolAssetsCommand.command(tool: context.tool(named: "symbol-export").url, input: input, target: target.name,
                                                work: context.pluginWorkDirectoryURL)]
    }
}

/// The build command, the same for a package's target and an Xcode target.
enum SymbolAssetsCommand {
    /// What to export: `Symbols/symbols.json`, else the `Symbols` folder.
    static func input(in folder: URL) -> URL? {
        let symbols = folder.appendingPathComponent("Symbols")
        let manifest = symbols.appendingPathComponent("symbols.json")
        if FileManager.default.fileExists(atPath: manifest.path) { return manifest }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: symbols.path, isDirectory: &isFolder) && isFolder.boolValue ? symbols : nil
    }

    static func command(tool: URL, input: URL, target: String, work: URL) -> Command {
        let catalog = work.appendingPathComponent("SymbolAssets.xcassets")
        let swift = work.appendingPathComponent("Symbols.swift")
        let isManifest = input.pathExtension == "json"
        let folder = isManifest ? input.deletingLastPathComponent() : input
        let settings = isManifest ? manifestSettings(input) : [:]
        var outputs = [catalog, swift]
        if settings["swiftui"] as? Bool == true { outputs.append(work.appendingPathComponent("Symbols+SwiftUI.swift")) }
        var inputs = files(under: folder)
        if let metadata = settings["symbols-metadata"] as? String {
            inputs += files(under: URL(fileURLWithPath: metadata, relativeTo: folder).standardizedFileURL)
        }
        return .buildCommand(displayName: "Exporting the symbols of \(target)", executable: tool,
                             arguments: ["export", input.path, "-o", catalog.path, "--swift", swift.path, "--no-record", "-q"],
                             inputFiles: inputs, outputFiles: outputs)
    }

    /// The manifest's top-level keys, as far as the plugin needs them.
    private static func manifestSettings(_ manifest: URL) -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: manifest.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    /// Every file under `folder` (or `folder` itself), links not followed.
    private static func files(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [folder] }
        return walk.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SymbolAssetsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let input = SymbolAssetsCommand.input(in: context.xcodeProject.directoryURL) else {
            Diagnostics.warning("SymbolAssets: no Symbols folder beside the project; nothing to export for '\(target.displayName)'")
            return []
        }
        return [try SymbolAssetsCommand.command(tool: context.tool(named: "symbol-export").url, input: input, target: target.displayName,
                                                work: context.pluginWorkDirectoryURL)]
    }
}
#endif
