import Foundation

/// The UIKit and SwiftUI stand-ins (`Tests/StandIns`), built as modules, to type-check generated
/// Swift against and to run it on a simulated device.
struct StandIns {
    static let root = ((Golden.directory as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/StandIns"

    /// The folder holding `UIKit.swiftmodule` (and `SwiftUI.swiftmodule`, unless `swiftUI` is false).
    let modules: String

    /// Builds the modules into `directory/modules`.
    init(in directory: TemporaryDirectory, swiftUI: Bool = true) throws {
        modules = directory.url("modules")
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        var builds: [(String, [String])] = [("UIKit", ["\(Self.root)/UIKit.swift", "\(Self.root)/UIKitSimulation.swift"])]
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

    /// Type-checks `files` against the stand-ins.
    func typeCheck(_ files: [String], swiftVersion: String, extra: [String] = []) throws -> CommandRunner.Result {
        try Self.swiftc(["-typecheck", "-warnings-as-errors", "-swift-version", swiftVersion, "-I", modules] + extra + files)
    }

    /// Compiles the generated files (their `#available(iOS X, tvOS X, *)` checks asking the
    /// simulated device) with `driver`, a `main.swift` that sets up `UIKitStandIn` and prints what
    /// it sees, and runs it. `optimized` builds as a release build does: assertions off.
    func run(generated: [String], driver: String, in directory: TemporaryDirectory, optimized: Bool = false) throws -> CommandRunner.Result {
        let run = optimized ? "run-O" : "run"
        var sources: [String] = []
        for path in generated {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let simulated = source.replacing(/#available\(iOS ([0-9.]+),( tvOS [0-9.]+,)? \*\)/) { match in "UIKitStandIn.isAvailable(\"\(match.1)\")" }
            sources.append(directory.write("\(run)/\((path as NSString).lastPathComponent)", simulated))
        }
        let main = directory.write("\(run)/main.swift", driver)
        let binary = directory.url("\(run)/app")
        let libraries = ["UIKit", "SwiftUI"].filter { FileManager.default.fileExists(atPath: "\(modules)/lib\($0).a") }.map { "-l" + $0 }
        let build = try Self.swiftc(["-swift-version", "6", "-I", modules, "-L", modules] + (optimized ? ["-O"] : []) + libraries
                                    + ["-o", binary] + sources + [main])
        if build.status != 0 { throw Failure(message: "compiling the generated code with the driver failed:\n\(build.stderr)") }
        return try CommandRunner.run([], executable: binary)
    }

    static func swiftc(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["swiftc"] + arguments, executable: "/usr/bin/env")
    }
}
