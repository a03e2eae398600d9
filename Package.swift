// swift-tools-version:6.1
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
        // The parsers of untrusted input (`UntrustedParsers`), for the fuzz package in Fuzz/;
        // everything else of the libraries is `package`: only the tool and its tests use it.
        // `UntrustedSources`, the scanners of an app's sources, likewise.
        .library(name: "SymbolExport", targets: ["SymbolExport", "SourceScanning"]),
        // `swift package --allow-writing-to-package-directory symbol-export export …` in a
        // package that depends on this one.
        .plugin(name: "SymbolExportPlugin", targets: ["SymbolExportPlugin"]),
        // Build tool plugins, in an app's package (`plugins: [.plugin(name: "SymbolAudit",
        // package: "symbol-export")]`) or an Xcode target: the audit of the target's sources
        // in every build, and its Symbols/ exported as generated resources and code.
        .plugin(name: "SymbolAudit", targets: ["SymbolAuditPlugin"]),
        .plugin(name: "SymbolAssets", targets: ["SymbolAssetsPlugin"]),
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
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"]), .brew(["glib"])]
        ),
        // The few lines of C that Swift cannot express: libpng's setjmp error handling,
        // and handing libpng an IDAT stream compressed by libdeflate.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),
        // A render worker's guard: it ends with its exporter (Linux's parent-death signal and a
        // watching thread) and when a job overruns the worker's own time limit.
        .target(name: "CWorkerGuard"),
        // The library, in stages that follow the data flow. Each target imports only earlier
        // stages (a target that imports a later one does not build), and each C module is imported by
        // the one folder that wraps it: CGLib by SymbolBase/Hashing, CRsvg by
        // SymbolRendering/Rasterizing, CPNG and CPNGCodec by SymbolRendering/PNG, CWorkerGuard
        // by SymbolRendering/Isolation, CDeflate by SymbolReading/SVG (CPNGCodec's C uses it too;
        // StructureTests checks that each is imported by one folder).
        //
        // Files, JSON, hashing, diagnostics and small text helpers.
        .target(name: "SymbolBase", dependencies: ["CGLib"], swiftSettings: swiftSettings),
        // Reading: bounded XML, SVG documents (gzip-compressed ones too), geometry, SF Symbols
        // templates, colours.
        .target(name: "SymbolReading", dependencies: ["SymbolBase", "CDeflate"], swiftSettings: swiftSettings),
        // Rendering: one symbol in memory, from its document to PNG bytes (librsvg, libpng).
        // Its folders, each naming only those before it: Rasterizing (librsvg, cairo) → PNG →
        // Isolation (the render backend, the only user of Rasterizer: here or in a worker
        // process) → Conversion (plans and sizes, asks the backend).
        .target(name: "SymbolRendering", dependencies: ["SymbolReading", "CRsvg", "CPNG", "CPNGCodec", "CWorkerGuard"], swiftSettings: swiftSettings),
        // The .xcassets folder: asset folders, Contents.json, names, lock.
        .target(name: "SymbolCatalog", dependencies: ["SymbolRendering"], swiftSettings: swiftSettings),
        // A whole export: options, input (manifests, discovery, plan), the run, its records.
        .target(name: "SymbolExport", dependencies: ["SymbolCatalog"], swiftSettings: swiftSettings),
        // What is made from an export's outcome: the Swift accessors and the preview page.
        .target(name: "SymbolGenerators", dependencies: ["SymbolExport"], swiftSettings: swiftSettings),
        // The audit's second pipeline, an app's sources in and findings out. First what the
        // sources ask for: lexers of Swift and Objective-C, the scanners (and Interface Builder's),
        // `#if` and `#available`, the deployment targets projects set. Over SymbolBase alone.
        .target(name: "SourceScanning", dependencies: ["SymbolBase"], swiftSettings: swiftSettings),
        // Then the checks of those uses against the export they read (its plan, manifest and
        // availability record, the app's catalogs), and the manifest and record updates.
        .target(name: "SymbolAudit", dependencies: ["SymbolExport", "SourceScanning"], swiftSettings: swiftSettings),
        // Thin executable: argument parsing, reporters, exit codes.
        .executableTarget(
            name: "symbol-export",
            dependencies: ["SymbolGenerators", "SymbolAudit"],
            swiftSettings: swiftSettings
        ),
        // Command plugin: runs the executable above in the package that uses the plugin.
        .plugin(
            name: "SymbolExportPlugin",
            capability: .command(
                intent: .custom(
                    verb: "symbol-export",
                    description: "Renders SF Symbols templates and SVG icons into an Xcode asset catalog"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "symbol-export writes the asset catalog (imagesets and PNGs) into the package")
                ]
            ),
            dependencies: ["symbol-export"]
        ),
        // Build tool plugins (docs/app-repository.md): build commands running the tool above.
        .plugin(name: "SymbolAuditPlugin", capability: .buildTool(), dependencies: ["symbol-export"]),
        .plugin(name: "SymbolAssetsPlugin", capability: .buildTool(), dependencies: ["symbol-export"]),
        // Test support: a pseudo-terminal for the tests of terminal output.
        .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
        .testTarget(
            name: "SymbolExportTests",
            // CPNG: the tests read back the PNGs they wrote (Support/PNGDecoder.swift).
            dependencies: ["SymbolBase", "SymbolReading", "SymbolRendering", "SymbolCatalog", "SymbolExport", "SymbolGenerators",
                           "SourceScanning", "SymbolAudit", "symbol-export", "CPNG", "CPseudoTerminal"],
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)
