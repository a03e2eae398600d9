import SymbolBase

/// Why the catalog, or an asset in it, cannot be written.
package enum CatalogError: PathError, Equatable, Sendable {
    case invalidName(String, reason: Message)
    case invalidGroup(String, reason: Message)
    case collision(name: String, sources: [String])
    /// Other assets, in the catalog or in the export, have the same name as Xcode looks it up.
    case nameClash(name: String, others: [String])
    /// A symbolset given as a source that cannot be used.
    case unusableSymbolSet(path: String, reason: String)
    /// The asset was made by another export of this catalog.
    case ownedByOtherSourceSet(path: String, sourceSet: String)
    case notOwned(path: String)
    case locked(path: String)
    case symbolicLink(path: String)
    case notCatalogFolder(path: String)
    case notADirectory(path: String)
    case notWritable(path: String)
    case fileSystem(FileSystemError)

    package var path: String? {
        switch self {
        case .invalidName, .invalidGroup, .collision, .nameClash: nil
        case .ownedByOtherSourceSet(let path, _), .unusableSymbolSet(let path, _): path
        case .notOwned(let path), .locked(let path), .symbolicLink(let path): path
        case .notCatalogFolder(let path), .notADirectory(let path), .notWritable(let path): path
        case .fileSystem(let error): error.path
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .invalidName(let name, let reason): "invalid asset name '\(name)': \(reason)"
        case .invalidGroup(let name, let reason): "invalid group name '\(name)': \(reason)"
        case .collision(let name, let sources):
            "\(sources.count) sources map to asset '\(name)': \(sources.joined(separator: ", ")); rename one, or set its name in a manifest"
        case .nameClash(let name, let others):
            "asset name '\(name)' is also used by \(others.joined(separator: ", ")); Xcode names assets across the whole catalog, "
                + "so UIImage(named:) would find either: rename one (a manifest's \"name\"), or use \(setting: "namespace-groups")"
        case .unusableSymbolSet(_, let reason): Message(reason)
        case .ownedByOtherSourceSet(_, let sourceSet):
            "this asset is made by another export of the catalog (from \(sourceSet)); remove the symbol there and export that first, "
                + "or give this one another name"
        case .notOwned:
            "an asset of this name exists and was not made by symbol-export; it is left alone: rename the symbol or delete that asset"
        case .symbolicLink:
            "is a symbolic link inside the catalog; symbol-export does not write through links: replace it with a folder"
        case .locked:
            "another symbol-export run is writing this catalog; wait for it, or run without \(setting: "no-wait")"
        case .notCatalogFolder: "an asset catalog folder must end in .xcassets"
        case .notADirectory: "the output catalog path is a file, not a folder; choose another \(setting: "catalog")"
        case .notWritable: "the output catalog is not writable; check its permissions or choose another \(setting: "catalog")"
        case .fileSystem(let error): Message(error.description)
        }
    }
}
