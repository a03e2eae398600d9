// swift-tools-version:6.1
// A tiny app package that uses symbol-export's build tool plugins:
//
// - `SymbolAudit` on App: every build audits App's sources for the symbols its `platforms:`
//   cannot draw, with the availability the manifest's record gives (Symbols/), and fails on one.
// - `SymbolAssets` on Icons: every build exports Sources/Icons/Symbols/ into a catalog in the
//   build folder, the target's resource, and the Swift accessors it compiles.
//
// `swift build` from this folder; Scripts/check-build-plugins.sh builds a copy of it.
import PackageDescription

let package = Package(
    name: "BuildPluginSample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "App", targets: ["App"]),
        .library(name: "Icons", targets: ["Icons"]),
    ],
    dependencies: [
        // By relative path, so the sample works in any clone of the repository. An app uses
        // .package(url: "https://…/symbol-export.git", from: "…") instead.
        .package(name: "symbol-export", path: "../.."),
    ],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "SymbolAudit", package: "symbol-export")]),
        .target(name: "Icons", exclude: ["Symbols"], plugins: [.plugin(name: "SymbolAssets", package: "symbol-export")]),
    ]
)
