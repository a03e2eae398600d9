/// An export manifest: the catalog, defaults, and the symbols with per-symbol overrides.
///
/// ```json
/// {
///   "catalog": "../Output/Assets.xcassets",
///   "defaults": { "point-size": 17, "mode": "template", "weight": "regular", "scale": "medium" },
///   "symbols": [
///     "doc.text.svg",
///     { "source": "doc.on.doc.svg", "name": "copy", "group": "Toolbar", "point-size": 22 }
///   ]
/// }
/// ```
/// Paths are relative to the manifest's folder.
public struct Manifest: Sendable {
    public struct Entry: Sendable {
        /// The source path, resolved against the manifest's folder.
        public var source: String
        public var name: String?
        public var group: [String]
        public var settings: SymbolSettings
    }

    public var path: String
    public var catalog: String?
    public var defaults: SymbolSettings
    public var symbols: [Entry]

    /// Keys of `defaults` and of each symbol: the symbol options of `Option.symbolOptions`.
    static let settingKeys = Option.symbolOptions.compactMap(\.manifestKey)
    /// `catalog` is what `-o/--output` sets on the command line.
    static let topKeys = ["catalog", "defaults", "symbols"]
    static let entryKeys = ["source", "name", "group"] + settingKeys

    public static func load(_ path: String) throws(ManifestError) -> Manifest {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: 4 << 20)
        } catch {
            throw .unreadable(error)
        }
        return try parse(bytes, path: path)
    }

    /// Parses manifest bytes; relative paths are resolved against the folder of `path`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ManifestError) -> Manifest {
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .notJSON(error)
        }
        let base = Path.parent(of: path)
        func resolve(_ relative: String) -> String { relative.hasPrefix("/") ? relative : Path.join(base, relative) }

        let top = try object(root, at: "")
        try checkKeys(top, allowed: topKeys, at: "")
        var manifest = Manifest(path: path, catalog: nil, defaults: SymbolSettings(), symbols: [])
        if let catalog = top["catalog"] { manifest.catalog = resolve(try string(catalog, at: "catalog")) }
        if let defaults = top["defaults"] {
            let object = try object(defaults, at: "defaults")
            try checkKeys(object, allowed: settingKeys, at: "defaults")
            manifest.defaults = try settings(object, at: "defaults")
        }
        guard let symbols = top["symbols"] else { throw .missingKey(keyPath: "symbols") }
        guard case .array(let list) = symbols else { throw .wrongType(keyPath: "symbols", expected: "an array", found: symbols) }
        for (index, element) in list.enumerated() {
            let at = "symbols[\(index)]"
            if case .string(let source) = element {
                manifest.symbols.append(Entry(source: resolve(source), name: nil, group: [], settings: SymbolSettings()))
                continue
            }
            let object = try object(element, at: at)
            try checkKeys(object, allowed: entryKeys, at: at)
            guard let source = object["source"] else { throw .missingKey(keyPath: "\(at).source") }
            let group = try object["group"].map { value throws(ManifestError) in try string(value, at: "\(at).group") }
            manifest.symbols.append(Entry(
                source: resolve(try string(source, at: "\(at).source")),
                name: try object["name"].map { value throws(ManifestError) in try string(value, at: "\(at).name") },
                group: group.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) } ?? [],
                settings: try settings(object, at: at)))
        }
        return manifest
    }

    private static func settings(_ object: [String: JSONValue], at path: String) throws(ManifestError) -> SymbolSettings {
        var settings = SymbolSettings()
        for key in object.keys.sorted() {
            guard let option = Option.symbolOption(forKey: key) else { continue }
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            do {
                try settings.set(option, json: object[key]!)
            } catch {
                switch error {
                case .wrongType(let expected): throw .wrongType(keyPath: keyPath, expected: expected, found: object[key]!)
                case .notOneOf(let value, let allowed): throw .invalidValue(keyPath: keyPath, value: value, allowed: allowed)
                }
            }
        }
        return settings
    }

    private static func object(_ value: JSONValue, at path: String) throws(ManifestError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw .wrongType(keyPath: path.isEmpty ? "(top level)" : path, expected: "an object", found: value)
        }
        return members
    }

    private static func string(_ value: JSONValue, at path: String) throws(ManifestError) -> String {
        guard case .string(let text) = value else { throw .wrongType(keyPath: path, expected: "a string", found: value) }
        return text
    }

    private static func checkKeys(_ object: [String: JSONValue], allowed: [String], at path: String) throws(ManifestError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw .unknownKey(keyPath: path.isEmpty ? key : "\(path).\(key)", suggestion: closest(to: key, in: allowed))
        }
    }

    /// The allowed key nearest to a misspelt one.
    static func closest(to key: String, in candidates: [String]) -> String? {
        let normalised = key.lowercased().replacing("_", with: "-")
        if let exact = candidates.first(where: { $0.replacing("-", with: "") == normalised.replacing("-", with: "") }) {
            return exact
        }
        return candidates.first { $0.hasPrefix(normalised) || normalised.hasPrefix($0) }
    }
}

