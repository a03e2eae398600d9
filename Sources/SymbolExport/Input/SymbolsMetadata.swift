import Foundation
import SymbolBase

/// Apple's tables of system symbols, as the SF Symbols app ships them in
/// `SF Symbols.app/Contents/Resources/Metadata/` (read from the user's machine, never copied
/// into this repository):
///
/// - `name_availability.plist`: `symbols` maps each name to a release year (`2019`, `2024.1`);
///   `year_to_release` maps a year to the OS versions of that release (`iOS`: `13.0`, …).
/// - `name_aliases.strings` and `legacy_aliases.strings`: renames, `"old name" = "new name";`.
///   Old names keep working on the systems that have them; a new name exists only from its
///   release ("use the old name if you're backward deploying", Apple: Configuring and
///   displaying symbol images in your UI).
package struct SymbolsMetadata: Sendable {
    /// The iOS version each name first exists in.
    package var introduced: [String: Version]
    /// Renames: each new name's older names.
    package var olderNames: [String: [String]]

    package init(introduced: [String: Version], olderNames: [String: [String]]) {
        (self.introduced, self.olderNames) = (introduced, olderNames)
    }

    /// Where the SF Symbols app keeps them on a Mac.
    package static let defaultFolder = "/Applications/SF Symbols.app/Contents/Resources/Metadata"

    package static let availabilityFile = "name_availability.plist"
    package static let aliasFiles = ["name_aliases.strings", "legacy_aliases.strings"]

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

    /// Reads the tables in `folder`; throws naming the file that cannot be used.
    package static func load(_ folder: String) throws(MetadataError) -> SymbolsMetadata {
        let plistPath = Path.join(folder, availabilityFile)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(plistPath, limit: 64 << 20)
        } catch {
            throw .unreadable(error)
        }
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any],
              let symbols = root["symbols"] as? [String: String],
              let releases = root["year_to_release"] as? [String: [String: String]] else {
            throw .notTheTables(path: plistPath)
        }
        let versions = releases.compactMapValues { $0["iOS"].flatMap { Version($0) } }
        var introduced: [String: Version] = [:]
        introduced.reserveCapacity(symbols.count)
        for (name, year) in symbols {
            if let version = versions[year] { introduced[name] = version }
        }
        var olderNames: [String: [String]] = [:]
        for file in aliasFiles {
            let path = Path.join(folder, file)
            guard FileSystem.kind(of: path) == .file else { continue }
            let text: [UInt8]
            do {
                text = try FileSystem.readFile(path, limit: 64 << 20)
            } catch {
                throw .unreadable(error)
            }
            guard let pairs = StringsFile.pairs(text) else { throw .notTheTables(path: path) }
            for (old, new) in pairs where old != new { olderNames[new, default: []].append(old) }
        }
        return SymbolsMetadata(introduced: introduced, olderNames: olderNames.mapValues { $0.sorted() })
    }
}

/// Why Apple's symbol tables cannot be used.
package enum MetadataError: PathError, Equatable, Sendable {
    case unreadable(FileSystemError)
    case notTheTables(path: String)

    package var path: String? {
        switch self {
        case .unreadable(let error): error.path
        case .notTheTables(let path): path
        }
    }

    package var description: String { message.description }

    package var message: Message {
        switch self {
        case .unreadable(let error):
            Message(error.description) + "; \(setting: "symbols-metadata") names the SF Symbols app's Metadata folder (\(SymbolsMetadata.defaultFolder))"
        case .notTheTables:
            "is not one of the SF Symbols app's symbol tables; point \(setting: "symbols-metadata") at its Metadata folder (\(SymbolsMetadata.defaultFolder))"
        }
    }
}

/// A `.strings` file: `"key" = "value";` pairs, with `/* */` and `//` comments, in UTF-8 or
/// UTF-16 (with a byte-order mark), as Apple writes them.
enum StringsFile {
    static func pairs(_ bytes: [UInt8]) -> [(String, String)]? {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
                index += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        }
        var scalars = Array(text.unicodeScalars)[...]
        var pairs: [(String, String)] = []
        func skipSpaceAndComments() {
            while let first = scalars.first {
                if first.properties.isWhitespace { scalars.removeFirst(); continue }
                if scalars.starts(with: "/*".unicodeScalars) {
                    scalars.removeFirst(2)
                    while !scalars.isEmpty, !scalars.starts(with: "*/".unicodeScalars) { scalars.removeFirst() }
                    scalars = scalars.dropFirst(2)
                    continue
                }
                if scalars.starts(with: "//".unicodeScalars) {
                    while let c = scalars.first, c != "\n" { scalars.removeFirst() }
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars.removeFirst()
            var result = String.UnicodeScalarView()
            while let c = scalars.popFirst() {
                if c == "\"" { return String(result) }
                if c == "\\", let escaped = scalars.popFirst() {
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    default: result.append(escaped)
                    }
                } else {
                    result.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            if scalars.isEmpty { return pairs }
            guard let key = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.popFirst() == "=" else { return nil }
            skipSpaceAndComments()
            guard let value = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.popFirst() == ";" else { return nil }
            pairs.append((key, value))
        }
    }
}
