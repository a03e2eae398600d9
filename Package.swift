// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "symbol-export",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "symbol-export", targets: ["symbol-export"]),
        .library(name: "SymbolExport", targets: ["SymbolExport"]),
    ],
    targets: [
        // Header-only C modules; compiler and linker flags come from pkg-config.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // The few lines of C that Swift cannot express: libpng's setjmp error handling,
        // and handing libpng an IDAT stream compressed by libdeflate.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),
        // All logic. Only Sources/SymbolExport/Rendering imports the C modules.
        .target(
            name: "SymbolExport",
            dependencies: ["CRsvg", "CPNG", "CPNGCodec"],
            swiftSettings: swiftSettings
        ),
        // Thin executable: argument parsing, printing, exit codes.
        .executableTarget(
            name: "symbol-export",
            dependencies: ["SymbolExport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SymbolExportTests",
            dependencies: ["SymbolExport", "symbol-export"],
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)
