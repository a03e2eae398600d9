import SymbolBase

/// An export manifest: the catalog, export options, defaults, and the symbols with
/// per-symbol overrides.
///
/// ```json
/// {
///   "catalog": "../Output/Assets.xcassets",
///   "defaults": { "point-size": 17, "mode": "template", "weight": "regular", "scale": "medium" },
///   "symbols": [
///     "doc.text.svg",
///     { "source": "doc.on.doc.svg", "name": "copy", "group": "Toolbar", "point-size": 22 },
///     "*.svg"
///   ]
/// }
/// ```
/// A source may be a pattern of file names (`Manifest+Patterns`).
/// Paths are relative to the manifest's folder. Reading collects every problem of the file,
/// each with its key path and position, rather than stopping at the first.
package struct Manifest: Sendable {
    package struct Entry: Sendable {
        /// The source path, resolved against the manifest's folder.
        package var source: String
        /// The source path as the manifest writes it.
        package var writtenSource: String
        package var name: String?
        package var group: [String]
        package var settings: PartialSymbolOptions
        /// Where the entry's `source` is written, for messages about it.
        package var sourcePosition: (line: Int, column: Int)?
        package var keyPath: String
        /// Set when the source cannot be read: the symbol fails, the others are exported.
        package var problem: ManifestIssue?
        /// The pattern (as written) that the source matched, for one a pattern stands for.
        package var pattern: String?
    }

    package var path: String
    /// Top-level options (`catalog`, …), as given.
    package var exportOptions = PartialExportOptions()
    /// Where each top-level option's value is written, by its key.
    package var optionPositions: [String: (line: Int, column: Int)] = [:]
    package var defaults = PartialSymbolOptions()
    package var symbols: [Entry] = []
    /// The patterns of `symbols` (`*.svg`), as written, which `symbols` holds expanded.
    package var patterns: [String] = []

    /// Keys of `defaults` and of each symbol: the options of `ConvertOptions.table`.
    static let settingKeys = ConvertOptions.table.options.compactMap(\.manifestKey)
    /// The top level: the options of `ExportOptions.table`, `defaults` and `symbols`.
    static let topKeys = ExportOptions.table.options.compactMap(\.manifestKey) + ["defaults", "symbols"]
    static let entryKeys = ["source", "name", "group"] + settingKeys

    /// The largest manifest read.
    package static let sizeLimit = 4 << 20

    package static func load(_ path: String) throws(ManifestError) -> Manifest {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: sizeLimit)
        } catch {
            throw .unreadable(error)
        }
        return try parse(bytes, path: path, checkSources: true)
    }

    /// Parses manifest bytes; relative paths are resolved against the folder of `path`. With
    /// `checkSources`, a source that does not exist is a problem too: listed with the others
    /// when there are others, else set on its entry (that symbol fails, the rest is exported).
    package static func parse(_ bytes: [UInt8], path: String, checkSources: Bool = false) throws(ManifestError) -> Manifest {
        let document: JSONReader.Document
        do {
            document = try JSONReader.document(bytes)
        } catch {
            throw .notJSON(error)
        }
        var reader = Reader(document: document, context: ManifestContext(directory: Path.parent(of: path)))
        var manifest = reader.read(path: path)
        var missing: [ManifestIssue] = []
        if checkSources {
            for index in manifest.symbols.indices {
                let entry = manifest.symbols[index]
                let reason: String? = switch FileSystem.kind(of: entry.source) {
                case .file: nil
                case .missing: FileSystemError(path: entry.source, reason: .notFound).description + Self.didYouMean(entry)
                case .directory: "is a folder, not an SVG file"
                case .other: FileSystemError(path: entry.source, reason: .notRegularFile).description
                }
                guard let reason else { continue }
                let issue = ManifestIssue(keyPath: entry.keyPath, problem: .missingSource(path: entry.writtenSource, reason: reason),
                                          line: entry.sourcePosition?.line, column: entry.sourcePosition?.column)
                manifest.symbols[index].problem = issue
                missing.append(issue)
            }
        }
        if !reader.issues.isEmpty {
            throw .invalid((reader.issues + missing).sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) })
        }
        return manifest
    }

    /// `; did you mean 'trash.svg'?` for a source that does not exist beside one whose name is
    /// close (by edit distance); empty when none is.
    static func didYouMean(_ entry: Entry) -> String {
        let folder = Path.parent(of: entry.source)
        let name = Path.lastComponent(of: entry.source)
        guard let entries = try? FileSystem.entries(of: folder.isEmpty ? "." : folder) else { return "" }
        let candidates = entries.compactMap(\.name).filter { candidate in
            !candidate.hasPrefix(".") && [".svg", ".xcassets", ".symbolset"].contains { candidate.lowercased().hasSuffix($0) }
        }
        guard let match = Suggestion.closest(to: name, in: candidates) else { return "" }
        let written = Path.parent(of: entry.writtenSource)
        return "; did you mean '\(written.isEmpty || written == "." ? match : Path.join(written, match))'?"
    }

    /// Whether bytes of a file without a `.json` name start like a JSON object.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
    }

    /// Walks the document, collecting issues.
    private struct Reader {
        let document: JSONReader.Document
        let context: ManifestContext
        var issues: [ManifestIssue] = []

        mutating func read(path: String) -> Manifest {
            var manifest = Manifest(path: path)
            guard let top = object(document.root, at: "") else { return manifest }
            checkKeys(top, allowed: topKeys, at: "")
            for key in top.keys.sorted() {
                guard let row = ExportOptions.table.row(forKey: key) else { continue }
                manifest.optionPositions[key] = document.position(ofValue: key)
                set(top[key]!, at: key) { value, context throws(OptionValueError) in
                    try manifest.exportOptions.set(row, json: value, context: context)
                }
            }
            if let defaults = top["defaults"], let object = object(defaults, at: "defaults") {
                checkKeys(object, allowed: settingKeys, at: "defaults")
                manifest.defaults = settings(object, at: "defaults")
            }
            guard let symbols = top["symbols"] else {
                issue("symbols", .missingKey)
                return manifest
            }
            guard case .array(let list) = symbols else {
                issue("symbols", .wrongType(expected: "an array", found: symbols), value: true)
                return manifest
            }
            var patterns = Set<Int>()
            for (index, element) in list.enumerated() {
                let at = "symbols[\(index)]"
                switch pattern(element, at: at) {
                case .refused: continue
                case .pattern(let written):
                    patterns.insert(manifest.symbols.count)
                    manifest.patterns.append(written)
                case .none: break
                }
                if case .string(let source) = element {
                    manifest.symbols.append(Entry(source: context.resolve(source), writtenSource: source, name: nil, group: [], settings: PartialSymbolOptions(),
                                                  sourcePosition: document.position(ofValue: at), keyPath: at))
                    continue
                }
                guard let object = object(element, at: at) else { continue }
                checkKeys(object, allowed: entryKeys, at: at)
                let source = object["source"].flatMap { string($0, at: "\(at).source") }
                if object["source"] == nil { issue("\(at).source", .missingKey, fallback: at) }
                let name = object["name"].flatMap { string($0, at: "\(at).name") }
                let group = object["group"].flatMap { string($0, at: "\(at).group") }
                let settings = settings(object, at: at)
                guard let source else { continue }
                manifest.symbols.append(Entry(
                    source: context.resolve(source), writtenSource: source, name: name,
                    group: group.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) } ?? [],
                    settings: settings, sourcePosition: document.position(ofValue: "\(at).source"), keyPath: "\(at).source"))
            }
            manifest.symbols = Manifest.expanding(manifest.symbols, patterns: patterns)
            return manifest
        }

        /// Whether an entry's source is a pattern (`*.svg`), and one that can be taken: `*` and
        /// `?` in its file name only, and no `name` (its files keep theirs).
        private enum PatternCheck { case none, pattern(String), refused }

        private mutating func pattern(_ element: JSONValue, at: String) -> PatternCheck {
            let written: String? = switch element {
            case .string(let source): source
            case .object(let object): object["source"].flatMap { if case .string(let source) = $0 { source } else { nil } }
            default: nil
            }
            guard let written, Manifest.isPattern(written) else { return .none }
            if Manifest.isPattern(Path.parent(of: written)) {
                issue(at, .invalid(value: written, expected: "a pattern with * or ? in its file name only, such as icons/*.svg"), value: true)
                return .refused
            }
            if case .object(let object) = element, object["name"] != nil {
                issue("\(at).name", .invalid(value: written, expected: "one file: a pattern's files keep their own names"))
            }
            return .pattern(written)
        }

        private mutating func settings(_ object: [String: JSONValue], at path: String) -> PartialSymbolOptions {
            var settings = PartialSymbolOptions()
            for key in object.keys.sorted() {
                guard let row = ConvertOptions.table.row(forKey: key) else { continue }
                set(object[key]!, at: path.isEmpty ? key : "\(path).\(key)") { value, context throws(OptionValueError) in
                    try settings.set(row, json: value, context: context)
                }
            }
            return settings
        }

        private mutating func set(_ value: JSONValue, at keyPath: String,
                                  _ apply: (JSONValue, ManifestContext) throws(OptionValueError) -> Void) {
            do {
                try apply(value, context)
            } catch {
                switch error {
                case .wrongType(let expected): issue(keyPath, .wrongType(expected: expected, found: value), value: true)
                case .notOneOf(let text, let allowed): issue(keyPath, .invalidValue(value: text, allowed: allowed), value: true)
                case .invalid(let text, let expected): issue(keyPath, .invalid(value: text, expected: expected), value: true)
                case .outOfRange(let text, let range): issue(keyPath, .outOfRange(value: text, range: range), value: true)
                }
            }
        }

        private mutating func object(_ value: JSONValue, at path: String) -> [String: JSONValue]? {
            guard case .object(let members) = value else {
                issue(path, .wrongType(expected: "an object", found: value), value: true)
                return nil
            }
            return members
        }

        private mutating func string(_ value: JSONValue, at path: String) -> String? {
            guard case .string(let text) = value else {
                issue(path, .wrongType(expected: "a string", found: value), value: true)
                return nil
            }
            return text
        }

        private mutating func checkKeys(_ object: [String: JSONValue], allowed: [String], at path: String) {
            for key in object.keys.sorted() where !allowed.contains(key) {
                issue(path.isEmpty ? key : "\(path).\(key)", .unknownKey(suggestion: Suggestion.closest(to: key, in: allowed)))
            }
        }

        /// Records a problem at `keyPath`, positioned at its value or key (or `fallback`'s).
        private mutating func issue(_ keyPath: String, _ problem: ManifestIssue.Problem, value: Bool = false, fallback: String? = nil) {
            let position = (value ? document.position(ofValue: keyPath) : document.position(ofKey: keyPath))
                ?? fallback.flatMap { document.position(ofValue: $0) }
            issues.append(ManifestIssue(keyPath: keyPath, problem: problem, line: position?.line, column: position?.column))
        }
    }
}
