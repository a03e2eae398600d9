import Foundation

/// The UIKit and SwiftUI stand-ins (`Tests/StandIns`), built as modules, to type-check generated
/// Swift against and to run it on a simulated device.
struct StandIns {
    static let root = ((Golden.directory as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/StandIns"

    /// Which toolkit the modules stand in for: UIKit (an iPhone), or AppKit (a Mac).
    enum Toolkit {
        case uiKit, appKit
    }

    /// The folder holding `UIKit.swiftmodule` or `AppKit.swiftmodule` (and `SwiftUI.swiftmodule`,
    /// unless `swiftUI` is false).
    let modules: String
    let toolkit: Toolkit

    /// Builds the modules into `directory/modules` (`modules-appkit` for AppKit's).
    init(in directory: TemporaryDirectory, swiftUI: Bool = true, toolkit: Toolkit = .uiKit) throws {
        self.toolkit = toolkit
        modules = directory.url(toolkit == .uiKit ? "modules" : "modules-appkit")
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        var builds: [(String, [String])] = toolkit == .uiKit
            ? [("UIKit", ["\(Self.root)/UIKit.swift", "\(Self.root)/UIKitSimulation.swift"])]
            : [("AppKit", ["\(Self.root)/AppKit.swift", "\(Self.root)/AppKitSimulation.swift"])]
        if swiftUI { builds.append(("SwiftUI", ["-I", modules, "\(Self.root)/SwiftUI.swift"])) }
        for (module, inputs) in builds {
            let build = try Self.swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                         "-emit-module-path", "\(modules)/\(module).swiftmodule", "-emit-library", "-static",
                                         "-o", "\(modules)/lib\(module).a"] + inputs)
            if build.status != 0 { throw Failure(message: "building the \(module) stand-in failed:\n\(build.stderr)") }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Type-checks `files` against the stand-ins, as compiled for `platform` (watchOS: its
    /// `os(watchOS)` branches taken; the stand-ins' own modules are the same).
    func typeCheck(_ files: [String], swiftVersion: String, extra: [String] = [], platform: String? = nil,
                   in directory: TemporaryDirectory? = nil) throws -> CommandRunner.Result {
        var inputs = files
        if let platform, let directory {
            inputs = try files.map { path in
                let source = try String(contentsOfFile: path, encoding: .utf8)
                return directory.write("typecheck-\(platform)/\((path as NSString).lastPathComponent)", Self.compiled(source, for: platform))
            }
        }
        return try Self.swiftc(["-typecheck", "-warnings-as-errors", "-swift-version", swiftVersion, "-I", modules] + extra + inputs)
    }

    /// `source` as the compiler sees it on `platform`: `os(NAME)` true for it alone.
    static func compiled(_ source: String, for platform: String) -> String {
        source.replacing(/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/) { match in String(match.1) == platform ? "true" : "false" }
    }

    /// Compiles the generated files (their `#available(…)` checks asking the simulated device
    /// for `platform`'s version: iOS's by default on the UIKit stand-in, macOS's on the AppKit
    /// one) with `driver`, a `main.swift` that sets up the simulation and prints what it sees,
    /// and runs it. `optimized` builds as a release build does: assertions off.
    func run(generated: [String], driver: String, in directory: TemporaryDirectory, optimized: Bool = false,
             platform: String? = nil) throws -> CommandRunner.Result {
        let run = optimized ? "run-O" : "run"
        let platform = platform ?? (toolkit == .uiKit ? "iOS" : "macOS")
        var sources: [String] = []
        for path in generated {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let simulation = toolkit == .uiKit ? "UIKitStandIn" : "AppKitStandIn"
            let simulated = Self.compiled(source, for: platform).replacing(/#available\(([A-Za-z]+ [0-9.]+, )+\*\)/) { match in
                let versions = String(match.0).dropFirst("#available(".count).split(separator: ",").map { $0.split(separator: " ") }
                let version = versions.first { $0.count == 2 && $0[0] == platform }.map { String($0[1]) } ?? "0"
                return "\(simulation).isAvailable(\"\(version)\")"
            }
            sources.append(directory.write("\(run)/\((path as NSString).lastPathComponent)", simulated))
        }
        let main = directory.write("\(run)/main.swift", driver)
        let binary = directory.url("\(run)/app")
        let libraries = ["UIKit", "AppKit", "SwiftUI"].filter { FileManager.default.fileExists(atPath: "\(modules)/lib\($0).a") }.map { "-l" + $0 }
        let build = try Self.swiftc(["-swift-version", "6", "-I", modules, "-L", modules] + (optimized ? ["-O"] : []) + libraries
                                    + ["-o", binary] + sources + [main])
        if build.status != 0 { throw Failure(message: "compiling the generated code with the driver failed:\n\(build.stderr)") }
        return try CommandRunner.run([], executable: binary)
    }

    static func swiftc(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["swiftc"] + arguments, executable: "/usr/bin/env")
    }
}
