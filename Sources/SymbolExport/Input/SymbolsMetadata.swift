import SymbolBase

/// Apple's tables of system symbols, read from the user's machine (never copied into this
/// repository), where `SymbolTablesLocation` finds them: the SF Symbols app's
/// `Contents/Resources/Metadata/`, or the system's CoreGlyphs bundle's `Contents/Resources/`.
///
/// - `name_availability.plist`: `symbols` maps each name to a release year (`2019`, `2024.1`);
///   `year_to_release` maps a year to the OS versions of that release (`iOS`: `13.0`, …).
/// - `name_aliases.strings` and `legacy_aliases.strings`: renames, `"old name" = "new name"`.
///   Old names keep working on the systems that have them; a new name exists only from its
///   release ("use the old name if you're backward deploying", Apple: Configuring and
///   displaying symbol images in your UI).
///
/// Apple ships these as property lists in any of their encodings (the `.strings` files of a
/// built bundle are binary property lists, `bplist00…`; a hand-made copy may be XML, or the
/// OpenStep text form in UTF-8 or UTF-16): each is read by `PropertyListSerialization`, which
/// reads them all, on Linux as on macOS.
package struct SymbolsMetadata: Sendable {
    /// The iOS version each name first exists in.
    package var introduced: [String: Version]
    /// Renames: each new name's older names.
    package var olderNames: [String: [String]]
    /// Each release the tables list, by its iOS version: its version on each other platform, by
    /// `Platform.tableColumn` (`macOS`: 14.0); empty for tables or records that do not say.
    package var releases: [Version: [String: Version]]
    /// Where the tables were read, and their version; nil for tables made in memory.
    package var source: SymbolTablesSource?

    package init(introduced: [String: Version], olderNames: [String: [String]], releases: [Version: [String: Version]] = [:],
                 source: SymbolTablesSource? = nil) {
        (self.introduced, self.olderNames, self.releases, self.source) = (introduced, olderNames, releases, source)
    }

    package static let availabilityFile = "name_availability.plist"
    package static let aliasFiles = ["name_aliases.strings", "legacy_aliases.strings"]

    /// The newest iOS release the tables list: a name newer than it cannot be in them.
    package var newestRelease: Version? { newestRelease(on: .ios) }

    /// The newest release the tables list for `platform`; nil where they give none of it.
    package func newestRelease(on platform: Platform) -> Version? {
        platform.tableColumn == "iOS" ? releases.keys.max() ?? introduced.values.max() : releases.values.compactMap { $0[platform.tableColumn] }.max()
    }

    /// The version of the release of iOS `version` on `platform`, no earlier than the first
    /// that draws symbols there (macOS 11.0 for the 2019 symbols); nil where the tables do not say.
    package func version(ofRelease version: Version, on platform: Platform) -> Version? {
        if platform.tableColumn == "iOS" { return version }
        return releases[version]?[platform.tableColumn].map { max($0, platform.symbolsFrom) }
    }

    /// The version of `platform` from which `name` itself exists; nil when the tables do not say.
    package func introduced(_ name: String, on platform: Platform) -> Version? {
        introduced[name].flatMap { version(ofRelease: $0, on: platform) }
    }

    /// How to load a system symbol: its names, newest first, each with the iOS version it exists
    /// from. A name without renames is one entry; an unknown name none.
    package func names(of name: String) -> [(name: String, from: Version)] {
        var seen: Set<String> = [name]
        var queue = [name]
        var found: [(String, Version)] = []
        while let next = queue.popLast() {
            if let version = introduced[next] { found.append((next, version)) }
            for older in olderNames[next] ?? [] where seen.insert(older).inserted { queue.append(older) }
        }
        return found.sorted { ($0.1, $0.0) > ($1.1, $1.0) }
    }

    /// `names(of:)`, each with its version on `platform`; names whose release the tables give no
    /// version of there are left out.
    package func names(of name: String, on platform: Platform) -> [(name: String, from: Version)] {
        names(of: name).compactMap { entry in version(ofRelease: entry.from, on: platform).map { (entry.name, $0) } }
    }

    /// Reads the tables where `source` says they are; throws naming the file that cannot be used.
    package static func load(_ source: SymbolTablesSource) throws(MetadataError) -> SymbolsMetadata {
        let plistPath = Path.join(source.folder, availabilityFile)
        let root = try propertyList(at: plistPath)
        guard let symbols = root["symbols"]?.stringDictionary,
              let releases = root["year_to_release"]?.dictionary?.compactMapValues(\.stringDictionary) else {
            throw .notTheTables(path: plistPath)
        }
        var versions: [String: Version] = [:]
        var rows: [Version: [String: Version]] = [:]
        for (year, row) in releases {
            guard let iOS = row["iOS"].flatMap({ Version($0) }) else { continue }
            versions[year] = iOS
            rows[iOS] = row.filter { $0.key != "iOS" }.compactMapValues { Version($0) }
        }
        var introduced: [String: Version] = [:]
        introduced.reserveCapacity(symbols.count)
        for (name, year) in symbols {
            if let version = versions[year] { introduced[name] = version }
        }
        var olderNames: [String: [String]] = [:]
        for file in aliasFiles {
            let path = Path.join(source.folder, file)
            guard FileSystem.kind(of: path) == .file else { continue }
            guard let pairs = try propertyList(at: path).stringDictionary else { throw .notTheTables(path: path) }
            for (old, new) in pairs where old != new { olderNames[new, default: []].append(old) }
        }
        return SymbolsMetadata(introduced: introduced, olderNames: olderNames.mapValues { $0.sorted() }, releases: rows, source: source)
    }

    /// Reads the tables in `folder` (the folder that holds `name_availability.plist` itself).
    package static func load(_ folder: String) throws(MetadataError) -> SymbolsMetadata {
        try load(SymbolTablesSource(folder: folder))
    }

    /// The property list at `path`, in whichever encoding it is (read within `PropertyList`'s
    /// limits, and at most 16 MiB: Apple's are under 2); throws when it is none.
    static func propertyList(at path: String) throws(MetadataError) -> PropertyList {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            throw .unreadable(error)
        }
        guard let list = PropertyList.parse(bytes) else { throw .notTheTables(path: path) }
        return list
    }
}

/// Why Apple's symbol tables cannot be used.
package enum MetadataError: PathError, Equatable, Sendable {
    case unreadable(FileSystemError)
    case notTheTables(path: String)
    /// `symbols-metadata` names a folder, app or bundle that holds no tables.
    case noTables(path: String)

    package var path: String? {
        switch self {
        case .unreadable(let error): error.path
        case .notTheTables(let path), .noTables(let path): path
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .unreadable(let error):
            Message(error.description) + "; \(setting: "symbols-metadata") names \(SymbolTablesLocation.whatToName)"
        case .notTheTables:
            "is not one of Apple's symbol tables (a property list, binary, XML or text, of the SF Symbols app's or CoreGlyphs' kind); "
                + "point \(setting: "symbols-metadata") at \(SymbolTablesLocation.whatToName)"
        case .noTables:
            "holds none of Apple's symbol tables (\(SymbolsMetadata.availabilityFile), in it, in Contents/Resources or in "
                + "Contents/Resources/Metadata); \(setting: "symbols-metadata") names \(SymbolTablesLocation.whatToName)"
        }
    }
}
