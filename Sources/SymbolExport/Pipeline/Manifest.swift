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

    static let settingKeys = ["point-size", "mode", "sizing", "weight", "scale", "symbolset", "exact-variant", "dots", "compression"]
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
        func key(_ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }
        var settings = SymbolSettings()
        if let value = object["point-size"] {
            guard case .number(let number) = value else { throw .wrongType(keyPath: key("point-size"), expected: "a number", found: value) }
            settings.pointSize = number
        }
        settings.mode = try choice(object["mode"], at: key("mode"))
        settings.sizing = try choice(object["sizing"], at: key("sizing"))
        settings.weight = try choice(object["weight"], at: key("weight"))
        settings.scale = try choice(object["scale"], at: key("scale"))
        settings.dots = try choice(object["dots"], at: key("dots"))
        settings.compression = try choice(object["compression"], at: key("compression"))
        settings.symbolSet = try boolean(object["symbolset"], at: key("symbolset"))
        settings.exactVariant = try boolean(object["exact-variant"], at: key("exact-variant"))
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

    private static func boolean(_ value: JSONValue?, at path: String) throws(ManifestError) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value else { throw .wrongType(keyPath: path, expected: "true or false", found: value) }
        return flag
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String) throws(ManifestError) -> T? where T.RawValue == String {
        guard let value else { return nil }
        let text = try string(value, at: path)
        guard let result = T(rawValue: text) else {
            throw .invalidValue(keyPath: path, value: text, allowed: T.allCases.map(\.rawValue))
        }
        return result
    }

    private static func checkKeys(_ object: [String: JSONValue], allowed: [String], at path: String) throws(ManifestError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw .unknownKey(keyPath: path.isEmpty ? key : "\(path).\(key)", suggestion: closest(to: key, in: allowed))
        }
    }

    /// The allowed key nearest to a misspelt one.
    static func closest(to key: String, in candidates: [String]) -> String? {
        let normalised = key.lowercased().replacingOccurrences(of: "_", with: "-")
        if let exact = candidates.first(where: { $0.replacingOccurrences(of: "-", with: "") == normalised.replacingOccurrences(of: "-", with: "") }) {
            return exact
        }
        return candidates.first { $0.hasPrefix(normalised) || normalised.hasPrefix($0) }
    }
}

/// Why a manifest cannot be used; the manifest's path is printed beside it.
public enum ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(FileSystemError)
    case notJSON(JSONReader.Error)
    case unknownKey(keyPath: String, suggestion: String?)
    case missingKey(keyPath: String)
    case wrongType(keyPath: String, expected: String, found: JSONValue)
    case invalidValue(keyPath: String, value: String, allowed: [String])

    public var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .notJSON(let error): error.description
        case .unknownKey(let keyPath, let suggestion):
            "\(keyPath): unknown key" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingKey(let keyPath): "\(keyPath): missing"
        case .wrongType(let keyPath, let expected, let found): "\(keyPath): expected \(expected), found \(found.typeName)"
        case .invalidValue(let keyPath, let value, let allowed):
            "\(keyPath): '\(value)' is not one of \(allowed.joined(separator: ", "))"
        }
    }
}

extension JSONValue {
    var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .int, .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
