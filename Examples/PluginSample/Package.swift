// swift-tools-version:6.0
// A tiny app package that uses symbol-export's command plugin. From this folder:
//
//     swift package --allow-writing-to-package-directory symbol-export export Symbols -o Assets.xcassets
//
// Scripts/check-plugin.sh runs that on a copy of this folder.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.iOS(.v12), .macOS(.v15)],
    products: [
        .library(name: "App", targets: ["App"]),
    ],
    dependencies: [
        // By relative path, so the sample works in any clone of the repository. An app uses
        // .package(url: "https://…/symbol-export.git", from: "…") instead.
        .package(name: "symbol-export", path: "../.."),
    ],
    targets: [
        .target(name: "App"),
    ]
)
