#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the last export produced, so the next one can skip what has not changed.
///
/// Stored in the catalog as `.symbol-export-state`, one tab-separated record per line.
/// It is a cache: deleting it costs one full render, never a wrong result, because
/// files are compared byte for byte before they are written.
struct ExportState: Equatable {
    static let filename = ".symbol-export-state"
    static let header = "symbol-export-state 1"

    /// One generated file, relative to the catalog.
    struct FileRecord: Equatable {
        var path: String
        var size: Int
        /// Modification time in nanoseconds: a stat that matches avoids reading the file.
        var modified: Int64
        var sha256: String
    }

    /// One asset: everything its bytes depend on, and the files it produced.
    struct Entry: Equatable {
        var key: String
        var source: String
        var sourceSHA256: String
        var options: String
        var tool: String
        var renderer: String
        var files: [FileRecord]
        /// Warnings of the last render, repeated when the asset is skipped.
        var warnings: [String] = []
    }

    var entries: [String: Entry] = [:]
    /// Group folders the tool created, relative to the catalog; removed again once empty.
    var groups: Set<String> = []

    static func load(catalog: String) -> ExportState {
        guard let bytes = try? FileSystem.readFile(Path.join(catalog, filename)) else { return ExportState() }
        var state = ExportState()
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.popFirst() == Substring(header) else { return ExportState() }
        var current: Entry?
        func flush() {
            if let entry = current { state.entries[entry.key] = entry }
            current = nil
        }
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape($0) }
            switch (fields.first, fields.count) {
            case ("asset", 7):
                flush()
                current = Entry(key: fields[1], source: fields[2], sourceSHA256: fields[3], options: fields[4],
                                tool: fields[5], renderer: fields[6], files: [])
            case ("file", 5):
                guard let size = Int(fields[2]), let modified = Int64(fields[3]) else { return ExportState() }
                current?.files.append(FileRecord(path: fields[1], size: size, modified: modified, sha256: fields[4]))
            case ("warning", 2):
                current?.warnings.append(fields[1])
            case ("group", 2):
                state.groups.insert(fields[1])
            default:
                return ExportState()  // unknown or damaged: start over
            }
        }
        flush()
        return state
    }

    /// The serialized state, entries sorted by key so equal states give equal bytes.
    var bytes: [UInt8] {
        var text = Self.header + "\n"
        for group in groups.sorted() { text += "group\t\(Self.escape(group))\n" }
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            text += ["asset", entry.key, entry.source, entry.sourceSHA256, entry.options, entry.tool, entry.renderer]
                .map(Self.escape).joined(separator: "\t") + "\n"
            for warning in entry.warnings { text += "warning\t\(Self.escape(warning))\n" }
            for file in entry.files {
                text += ["file", file.path, String(file.size), String(file.modified), file.sha256]
                    .map(Self.escape).joined(separator: "\t") + "\n"
            }
        }
        return Array(text.utf8)
    }

    private static func escape(_ field: String) -> String {
        var result = ""
        for scalar in field.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\t": result += "%09"
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func unescape(_ field: Substring) -> String {
        guard field.contains("%") else { return String(field) }
        return String(field).replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

extension ExportState.FileRecord {
    /// A record of `bytes`, just written (or found) at `catalog/path`.
    init?(catalog: String, path: String, bytes: [UInt8]) {
        guard let stat = FileStat(Path.join(catalog, path)) else { return nil }
        self.init(path: path, size: stat.size, modified: stat.modified, sha256: SHA256.hex(bytes))
    }

    /// Whether the file still holds what was recorded: a matching stat, or else matching bytes.
    /// Returns the record to keep (with the new time when only the time changed).
    func verified(catalog: String) -> ExportState.FileRecord? {
        let full = Path.join(catalog, path)
        guard let stat = FileStat(full), stat.size == size else { return nil }
        if stat.modified == modified { return self }
        guard let bytes = try? FileSystem.readFile(full), SHA256.hex(bytes) == sha256 else { return nil }
        var refreshed = self
        refreshed.modified = stat.modified
        return refreshed
    }
}

/// The size and modification time of a regular file.
struct FileStat {
    var size: Int
    var modified: Int64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}
