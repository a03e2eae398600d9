import SymbolBase
import SymbolReading
import SymbolRendering

/// What the last export produced, so the next one can skip what has not changed.
///
/// Stored in the catalog as `.symbol-export-state`, one tab-separated record per line
/// (`StateFile`; read by `ExportState.Reader`).
/// It is a cache: deleting it costs one full render, never a wrong result, because
/// files are compared byte for byte before they are written.
struct ExportState: Equatable {
    static let filename = ".symbol-export-state"

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

    /// What an asset's bytes (or its failure) were made from: the first fields of its record.
    struct Inputs: Equatable {
        var key: String
        /// Relative to the catalog.
        var source: String
        /// The source's size and time when it was hashed: a matching stat skips reading it.
        var sourceStat: FileStat
        var sourceSHA256: String
        /// `ConvertOptions.fingerprint`: the options its bytes were made with.
        var optionsFingerprint: String
        var tool: String
        var renderer: String
        /// The folder or manifest (relative to the catalog) whose export made the asset, or
        /// `convert`: only its own export prunes it.
        var sourceSet: String

        /// Whether they were recorded for options of `fingerprint` by this tool and renderer (and,
        /// when given, for `sourceSet`): what is recorded of them still holds.
        func areCurrent(fingerprint: String, sourceSet: String?) -> Bool {
            (optionsFingerprint, tool, renderer) == (fingerprint, ToolVersion.string, ExportState.renderer)
                && sourceSet.map { $0 == self.sourceSet } ?? true
        }

        /// Whether the source is the one recorded: by its hash when `sha256` is given, else by its
        /// path, size and time.
        func hasSource(_ path: String, stat: FileStat, sha256: String?) -> Bool {
            sha256.map { $0 == sourceSHA256 } ?? (path == source && stat == sourceStat)
        }

        /// The record's fields, from `key` to `sourceSet`.
        var fields: [String] {
            [key, source, String(sourceStat.size), String(sourceStat.modified), sourceSHA256, optionsFingerprint, tool, renderer, sourceSet]
        }
    }

    /// One asset: everything its bytes depend on, and the files it produced.
    struct Entry: Equatable {
        var inputs: Inputs
        var files: [FileRecord] = []
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
        var key: String { inputs.key }
    }

    var entries: [String: Entry] = [:]
    /// Symbols that failed, by key (`ExportState.Failure`).
    var failures: [String: Failure] = [:]
    /// Group folders the tool created, relative to the catalog; removed again once empty.
    var groups: Set<String> = []

    static func load(catalog: String) -> ExportState {
        guard let bytes = try? FileSystem.readFile(Path.join(catalog, filename)) else { return ExportState() }
        return parse(bytes) ?? ExportState()
    }

    /// Parses the state file; nil when it is damaged or of another version (start over).
    /// Works on raw bytes: it runs on every no-op export, so it must be cheap.
    static func parse(_ bytes: [UInt8]) -> ExportState? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader()
            StateFile.forEachLine(in: buffer) { reader.read($0) }
            return reader.finished
        }
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
            StateFile.appendLine(fields, to: &out)
            if out.count >= 1 << 16 {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        line([StateFile.header])
        for group in groups.sorted() { line([StateFile.Kind.group.rawValue, group]) }
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            let facts = entry.facts?.recorded ?? AssetFacts.Recorded()
            line([StateFile.Kind.asset.rawValue] + entry.inputs.fields + [facts.points, facts.pixels, facts.variant, facts.templateVersion, facts.metrics,
                  entry.silenced.map(\.rawValue).sorted().joined(separator: ",")])
            for warning in entry.renderWarnings { line([StateFile.Kind.warning.rawValue, warning.code?.rawValue ?? "", warning.message.recorded]) }
            for warning in entry.exportWarnings {
                line([StateFile.Kind.exportWarning.rawValue, warning.code?.rawValue ?? "", warning.message.recorded])
            }
            for file in entry.files { line([StateFile.Kind.file.rawValue, file.path, String(file.size), String(file.modified)]) }
        }
        for key in failures.keys.sorted() {
            let failure = failures[key]!
            line([StateFile.Kind.failure.rawValue] + failure.inputs.fields + [failure.timeLimit.map { "\($0)" } ?? "", failure.line.map(String.init) ?? "",
                  failure.column.map(String.init) ?? "", failure.message.recorded])
        }
        if !out.isEmpty { emit(out) }
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
