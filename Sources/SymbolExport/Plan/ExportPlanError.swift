import SymbolBase

/// Why an export cannot start.
package enum ExportPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case input(FileSystemError)
    case manifest(path: String, ManifestError)
    /// A single SVG given to `export`.
    case svgGiven(path: String)
    /// A file that is neither a manifest nor an SVG.
    case notAnInput(path: String)
    /// No input given, and neither default exists.
    case noDefaultInput
    /// A catalog path that is a file.
    case catalogNotAFolder(path: String)
    /// `--swift` (or a manifest's `swift`) names a file inside the catalog.
    case swiftFileInCatalog(manifest: String?)
    /// Swift accessors asked for a platform without UIKit (`--platform macos`, `watchos`).
    /// A deployment target given without its platform, for an export to several platforms.
    case unnamedDeploymentTarget(Version, platforms: [Platform], manifest: String?)
    /// A folder inside an asset catalog given as the input.
    case insideCatalog(input: String, catalog: String)
    /// A folder that holds catalogs and no SVG of its own.
    case holdsCatalogs(input: String, catalogs: [String])
    /// The output catalog would be inside another catalog.
    case outputInsideCatalog(output: String, catalog: String)
    /// The SF Symbols app's tables cannot be read.
    case metadata(MetadataError)
    /// The record of their availability is there and cannot be read.
    case availabilityRecord(AvailabilityRecordError)

    /// The file to print beside the reason.
    package var path: String {
        switch self {
        case .input(let error): error.path
        case .manifest(let path, let error): error.path ?? path
        case .svgGiven(let path), .notAnInput(let path), .catalogNotAFolder(let path): path
        case .noDefaultInput: ExportPlan.defaultFolder
        case .swiftFileInCatalog(let manifest): manifest ?? ExportOptions.table[\.swiftFile].flag
        case .unnamedDeploymentTarget(_, _, let manifest): manifest ?? ExportOptions.table[\.deploymentTargets].flag
        case .insideCatalog(let input, _), .holdsCatalogs(let input, _): input
        case .outputInsideCatalog(let output, _): output
        case .metadata(let error): error.path ?? "symbols-metadata"
        case .availabilityRecord(let error): error.path
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .input(let error): Message(error.description)
        case .metadata(let error): error.message
        case .availabilityRecord(let error): Message(error.description)
        case .manifest(_, let error): Message(error.description)
        case .svgGiven(let path):
            "export takes a folder of SVGs or a .json manifest; use `symbol-export convert \(path)` for one SVG"
        case .notAnInput(let path):
            "export takes a folder of SVGs or a .json manifest, and '\(Path.lastComponent(of: path))' is neither"
        case .swiftFileInCatalog(let manifest):
            "\(manifest == nil ? ExportOptions.table[\.swiftFile].flag : "swift"): the Swift file must not be inside the asset catalog (Xcode would take it for an asset); write it beside your sources"
        case .unnamedDeploymentTarget(let version, let platforms, let manifest):
            // Worded for whoever set it: the manifest's keys, or the flags.
            (("\(setting: "deployment-target", version.description) names no platform, and the export is for "
                + "\(platforms.map(\.name).formattedList): give each with its platform, such as "
                + "\(setting: "deployment-target", "'\(platforms[0].name) \(version)'")") as Message)
                .worded(for: manifest == nil ? .commandLine : .manifest)
        case .insideCatalog(_, let catalog):
            "is inside the asset catalog \(catalog); pass the catalog itself (symbol-export export \(ShellWord.quoted(catalog))) to export its symbolsets"
        case .holdsCatalogs(_, let catalogs):
            "has no SVG of its own, only the asset catalog\(catalogs.count == 1 ? "" : "s") \(catalogs.joined(separator: ", ")); "
                + "pass \(catalogs.count == 1 ? "it" : "one") as the input (symbol-export export \(ShellWord.quoted(catalogs[0]))) to export its symbolsets"
        case .outputInsideCatalog(_, let catalog):
            "the output catalog would be inside the asset catalog \(catalog), which only its own assets belong in; "
                + "give \(setting: "catalog") a catalog of its own, or pass \(catalog) as the input"
        case .catalogNotAFolder:
            "is a file, not an asset catalog folder; an .xcassets catalog is a folder (give its path, or another \(setting: "catalog"))"
        case .noDefaultInput:
            "no input given, and there is no \(ExportPlan.defaultManifest) or \(ExportPlan.defaultFolder)/ folder here; "
                + "pass one: symbol-export export FOLDER (a folder of SVGs) or symbol-export export MANIFEST.json"
        }
    }

    /// Whether the problem is a command-line mistake (exit 64) rather than a failure.
    package var isUsageError: Bool {
        if case .swiftFileInCatalog(nil) = self { return true }
        if case .unnamedDeploymentTarget(_, _, nil) = self { return true }
        return false
    }

    /// One message per problem, with the line and column when known.
    package var diagnostics: [Diagnostic] {
        if case .manifest(let path, let error) = self, !error.issues.isEmpty {
            return error.issues.map { .error(path, Message($0.description), line: $0.line, column: $0.column) }
        }
        if case .manifest(let path, .notJSON(let error)) = self {
            return [.error(path, message, line: error.line, column: error.column)]
        }
        return [.error(path, message)]
    }
}
