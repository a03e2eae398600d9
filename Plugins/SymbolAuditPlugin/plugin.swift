import Foundation
import PackagePlugin

/// The audit in every build: `plugins: [.plugin(name: "SymbolAudit", package: "symbol-export")]`
/// on a target, or under an Xcode target's "Run Build Tool Plug-ins".
///
/// One build command audits the target's own sources (`symbol-export audit ROOT --target NAME`)
/// for the platforms and deployment targets its package (`platforms:`) or Xcode project sets,
/// with the tables or availability record the export manifest names (`Symbols/symbols.json` of
/// the target, else of the package or project). Findings are `path:line:column: error: …` lines,
/// which Xcode shows in the editor; an error fails the build. The command's output is a stamp the
/// audit writes only when it passes, and its inputs are the target's sources, the project files
/// and the manifest's folder: a build that changed none of them does not run the audit again.
@main
struct SymbolAuditPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let directory = target.directoryURL
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = context.package.directoryURL
        let manifest = SymbolAuditCommand.manifest(in: [directory, root])
        let inputs = target.sourceFiles.map(\.url) + [root.appendingPathComponent("Package.swift")]
        return [try SymbolAuditCommand.command(tool: context.tool(named: "symbol-export").url, root: root, target: target.name,
                                               manifest: manifest, inputs: inputs, work: context.pluginWorkDirectoryURL)]
    }
}

/// The build command, the same for a package's target and an Xcode target.
enum SymbolAuditCommand {
    /// `Symbols/symbols.json` in the first of `folders` that has one.
    static func manifest(in folders: [URL]) -> URL? {
        folders.map { $0.appendingPathComponent("Symbols/symbols.json") }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    static func command(tool: URL, root: URL, target: String, manifest: URL?, inputs: [URL], work: URL) -> Command {
        // A Swift file of one comment: SwiftPM compiles an output `.swift` file (to nothing), and
        // would copy any other into the target's resources.
        let stamp = work.appendingPathComponent("SymbolAudit-\(target).swift")
        var arguments = ["audit", root.path, "--target", target, "--stamp", stamp.path]
        var files = inputs
        if let manifest {
            arguments += ["--manifest", manifest.path]
            // The manifest, its availability record and what else its folder holds.
            let folder = manifest.deletingLastPathComponent()
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            files += entries.filter { ["json", "svg"].contains($0.pathExtension) }
        }
        return .buildCommand(displayName: "Auditing the SF Symbols of \(target)", executable: tool, arguments: arguments,
                             inputFiles: files, outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SymbolAuditPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL
        let project = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "xcodeproj" }.map { $0.appendingPathComponent("project.pbxproj") } ?? []
        let sources = target.inputFiles.map(\.url).filter { ["swift", "m", "mm", "h", "storyboard", "xib", "xcconfig"].contains($0.pathExtension) }
        return [try SymbolAuditCommand.command(tool: context.tool(named: "symbol-export").url, root: root, target: target.displayName,
                                               manifest: SymbolAuditCommand.manifest(in: [root]), inputs: sources + project,
                                               work: context.pluginWorkDirectoryURL)]
    }
}
#endif
