// swift-tools-version:6.0
// The libFuzzer target of symbol-export, kept out of the main package because it only links
// with -sanitize=fuzzer. Run it with Scripts/fuzz.sh.
import PackageDescription

let package = Package(
    name: "symbol-export-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "symbol-export", path: "..")],
    targets: [
        .executableTarget(
            name: "symbol-export-fuzz",
            dependencies: [.product(name: "SymbolExport", package: "symbol-export")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
