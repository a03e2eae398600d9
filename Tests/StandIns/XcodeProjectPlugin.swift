// Stand-in for Xcode's XcodeProjectPlugin module, which only Xcode ships, for type-checking the
// build tool plugins' Xcode-project side on Linux (BuildPluginSourceTests). Same rule as the other
// stand-ins: only the API the plugins use, with its real names and types, built over the
// toolchain's own PackagePlugin; bodies are never run. Source: SwiftPM's plugin documentation
// (Documentation/Plugins.md, "Xcode project plugins": XcodeBuildToolPlugin, XcodePluginContext,
// XcodeTarget) and the URL-based members Xcode 16 added beside the Path ones
// (`xcodeProject.directoryURL`, `pluginWorkDirectoryURL`), as public plugins use them.
import Foundation
import PackagePlugin

/// `protocol XcodeBuildToolPlugin`: a build tool plugin's entry point for an Xcode target.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// `struct XcodePluginContext`: the project, the plugin's work folder, its tools.
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// `struct XcodeProject`: the project the target is in.
public struct XcodeProject {
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// `struct XcodeTarget`: a target of the project, its name and the files it builds.
public struct XcodeTarget {
    public var displayName: String { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}
