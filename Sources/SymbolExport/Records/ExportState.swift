import SymbolBase
import SymbolReading
import SymbolRendering
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
    static let header = "symbol-export-state 6"

    /// The libraries whose versions decide the output bytes: a new version re-renders.
    static let renderer = RendererVersions.libraries

    /// One generated file, relative to the catalog, as it was after the write. A file whose
    /// size or time no longer match has been touched: its asset is rendered again, and
    /// written only if its bytes differ.
    struct FileRecord: Equatable {
        var path: String
        var size: Int
        /// Modification time in nanoseconds.
        var modified: Int64
    }

    /// One asset: everything its bytes depend on, and the files it produced.
    struct Entry: Equatable {
        var key: String
        var source: String
        /// The source's size and time when it was hashed: a matching stat skips reading it.
        var sourceStat: FileStat
        var sourceSHA256: String
        var options: String
        var tool: String
        var renderer: String
        var files: [FileRecord]
        /// The folder or manifest (relative to the catalog) whose export made the asset, or
        /// `convert`: only its own export prunes it.
        var sourceSet: String
        /// What the last render found: sizes, the template's version and variant.
        var facts: AssetFacts?
        /// Warnings of the last render, repeated when the asset is skipped.
        var renderWarnings: [Diagnostic] = []
        /// Warnings of the export about the asset (names, template versions): made anew on every
        /// run, recorded for the preview.
        var exportWarnings: [Diagnostic] = []
        /// The kinds of warning its options silence.
        var silenced: Set<WarningCode> = []

        /// Every warning about the asset.
        var warnings: [Diagnostic] { renderWarnings + exportWarnings }
    }

    var entries: [String: Entry] = [:]
    /// Group folders the tool created, relative to the catalog; removed again once empty.
    var groups: Set<String> = []

    static func load(catalog: String) -> ExportState {
        guard let bytes = try? FileSystem.readFile(Path.join(catalog, filename)) else { return ExportState() }
        return parse(bytes) ?? ExportState()
    }

    /// Parses the state file; nil when it is damaged or of another version (start over).
    /// Works on raw bytes with memchr: it runs on every no-op export, so it must be cheap.
    static func parse(_ bytes: [UInt8]) -> ExportState? {
        bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) -> ExportState? in parse(buffer) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> ExportState? {
            guard let base = buffer.baseAddress else { return nil }
            var state = ExportState()
            state.entries.reserveCapacity(buffer.count / 600)
            var current: Entry?
            var interned: [String: String] = [:]
            func intern(_ field: String) -> String {
                if let existing = interned[field] { return existing }
                interned[field] = field
                return field
            }
            // Sizes, variants and silenced kinds repeat across an icon set: each text is read once.
            var factsByText: [String: AssetFacts?] = [:]
            var silencedByText: [String: Set<WarningCode>] = [:]
            var fields: [UnsafeBufferPointer<UInt8>] = []
            fields.reserveCapacity(10)
            var position = 0
            var isHeader = true
            while position < buffer.count {
                let remaining = buffer.count - position
                var newline = buffer.count
                if let found = memchr(base + position, 0x0A, remaining) {
                    newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                }
                defer { position = newline + 1 }
                if newline == position { continue }
                fields.removeAll(keepingCapacity: true)
                var start = position
                while true {
                    var tab = newline
                    if let found = memchr(base + start, 0x09, newline - start) {
                        tab = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    }
                    fields.append(UnsafeBufferPointer(start: base + start, count: tab - start))
                    if tab >= newline { break }
                    start = tab + 1
                }
                if isHeader {
                    guard fields.count == 1, String(decoding: fields[0], as: UTF8.self) == header else { return nil }
                    isHeader = false
                    continue
                }
                func text(_ i: Int) -> String { unescape(fields[i]) }
                /// Fields 10–14, read as one span.
                func facts() -> AssetFacts? {
                    let start = fields[10].baseAddress!, end = fields[14].baseAddress! + fields[14].count
                    let span = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                    if let known = factsByText[span] { return known }
                    let read = AssetFacts(recorded: (text(10), text(11), text(12), text(13), text(14)))
                    factsByText[span] = read
                    return read
                }
                func silenced() -> Set<WarningCode> {
                    guard !fields[15].isEmpty else { return [] }
                    let span = text(15)
                    if let known = silencedByText[span] { return known }
                    let read = Set(span.split(separator: ",").compactMap { WarningCode(rawValue: String($0)) })
                    silencedByText[span] = read
                    return read
                }
                func number(_ i: Int) -> Int64? { Int64(String(decoding: fields[i], as: UTF8.self)) }
                switch (fields[0].count, fields[0].first, fields.count) {
                case (4, UInt8(ascii: "f"), 4):  // file
                    guard let size = number(2), let modified = number(3), current != nil else { return nil }
                    current!.files.append(FileRecord(path: text(1), size: Int(size), modified: modified))
                case (5, UInt8(ascii: "a"), 16):  // asset
                    if let entry = current { state.entries[entry.key] = entry }
                    guard let size = number(3), let modified = number(4) else { return nil }
                    current = Entry(key: text(1), source: text(2), sourceStat: FileStat(size: Int(size), modified: modified),
                                    sourceSHA256: text(5), options: intern(text(6)), tool: intern(text(7)),
                                    renderer: intern(text(8)), files: [], sourceSet: intern(text(9)),
                                    facts: facts(), silenced: silenced())
                    current!.files.reserveCapacity(4)
                case (7, UInt8(ascii: "w"), 3), (14, UInt8(ascii: "e"), 3):  // warning, export-warning
                    guard current != nil else { return nil }
                    let warning = Diagnostic.warning(current!.source, Message(recorded: text(2)), code: WarningCode(rawValue: text(1)))
                    if fields[0].count == 7 { current!.renderWarnings.append(warning) } else { current!.exportWarnings.append(warning) }
                case (5, UInt8(ascii: "g"), 2):  // group
                    state.groups.insert(text(1))
                default:
                    return nil
                }
            }
            if let entry = current { state.entries[entry.key] = entry }
            return isHeader ? nil : state
    }

    /// Writes the state to `catalog` atomically, in chunks (with thousands of assets the whole
    /// text is never in memory at once); entries sorted by key, so equal states give equal bytes.
    func write(catalog: String) throws(FileSystemError) {
        try FileSystem.writeAtomically(to: Path.join(catalog, Self.filename)) { emit throws(FileSystemError) in
            var failure: FileSystemError?
            serialize { chunk in
                guard failure == nil else { return }
                do throws(FileSystemError) { try emit(chunk) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Hands the serialized state to `emit` in chunks of about 64 KiB.
    private func serialize(_ emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        func line(_ fields: [String]) {
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(0x09) }
                Self.appendEscaped(field, to: &out)
            }
            out.append(0x0A)
            if out.count >= 1 << 16 {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        line([Self.header])
        for group in groups.sorted() { line(["group", group]) }
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            let facts = entry.facts?.recorded ?? ("", "", "", "", "")
            line(["asset", entry.key, entry.source, String(entry.sourceStat.size), String(entry.sourceStat.modified),
                  entry.sourceSHA256, entry.options, entry.tool, entry.renderer, entry.sourceSet, facts.0, facts.1, facts.2, facts.3, facts.4,
                  entry.silenced.map(\.rawValue).sorted().joined(separator: ",")])
            for warning in entry.renderWarnings { line(["warning", warning.code?.rawValue ?? "", warning.message.recorded]) }
            for warning in entry.exportWarnings { line(["export-warning", warning.code?.rawValue ?? "", warning.message.recorded]) }
            for file in entry.files { line(["file", file.path, String(file.size), String(file.modified)]) }
        }
        if !out.isEmpty { emit(out) }
    }

    /// Appends `field` with `%`, tab, LF and CR percent-encoded.
    private static func appendEscaped(_ field: String, to out: inout [UInt8]) {
        var field = field
        field.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let escape: (UInt8, UInt8)
                switch bytes[index] {
                case 0x25: escape = (0x32, 0x35)        // %25
                case 0x09: escape = (0x30, 0x39)        // %09
                case 0x0A: escape = (0x30, 0x41)        // %0A
                case 0x0D: escape = (0x30, 0x44)        // %0D
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: [0x25, escape.0, escape.1])
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    private static func unescape(_ field: UnsafeBufferPointer<UInt8>) -> String {
        guard field.contains(0x25) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        var i = field.startIndex
        while i < field.endIndex {
            if field[i] == 0x25, i + 2 < field.endIndex,
               let value = UInt8(String(decoding: UnsafeBufferPointer(rebasing: field[(i + 1)...(i + 2)]), as: UTF8.self), radix: 16) {
                out.append(value)
                i += 3
            } else {
                out.append(field[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension ExportState.FileRecord {
    init(path: String, stat: FileStat) {
        self.init(path: path, size: stat.size, modified: stat.modified)
    }

    /// Whether the file still has the recorded size and modification time.
    func isIntact(catalog: String) -> Bool {
        FileStat(Path.join(catalog, path)) == FileStat(size: size, modified: modified)
    }

    /// `isIntact`, relative to the catalog folder open as `folder`.
    func isIntact(in folder: Int32) -> Bool {
        FileStat(path, in: folder) == FileStat(size: size, modified: modified)
    }
}
