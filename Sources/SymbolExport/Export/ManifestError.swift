/// Why a manifest cannot be used; the manifest's path is printed beside it.
public enum ManifestError: PathError, Equatable, Sendable {
    case unreadable(FileSystemError)
    case notJSON(JSONReader.Error)
    case unknownKey(keyPath: String, suggestion: String?)
    case missingKey(keyPath: String)
    case wrongType(keyPath: String, expected: String, found: JSONValue)
    case invalidValue(keyPath: String, value: String, allowed: [String])

    /// The unreadable file, when it is not the manifest itself.
    public var path: String? {
        if case .unreadable(let error) = self { return error.path }
        return nil
    }

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
