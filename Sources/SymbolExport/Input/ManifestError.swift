import SymbolBase

/// Why a manifest cannot be used; the manifest's path is printed beside it.
package enum ManifestError: PathError, Equatable, Sendable {
    case unreadable(FileSystemError)
    case notJSON(JSONReader.Error)
    /// Every problem found in the file.
    case invalid([ManifestIssue])

    /// The unreadable file, when it is not the manifest itself.
    package var path: String? {
        if case .unreadable(let error) = self { return error.path }
        return nil
    }

    /// The first problem's position (every problem has its own in `issues`).
    package var position: (line: Int, column: Int)? {
        switch self {
        case .notJSON(let error): (error.line, error.column)
        case .invalid(let issues): issues.first.flatMap { issue in issue.line.map { ($0, issue.column ?? 1) } }
        case .unreadable: nil
        }
    }

    package var issues: [ManifestIssue] {
        if case .invalid(let issues) = self { return issues }
        return []
    }

    /// The problems, one per line.
    package var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .notJSON(let error): error.description
        case .invalid(let issues): issues.map(\.description).joined(separator: "\n")
        }
    }
}

/// One problem of a manifest: where it is (key path, line and column) and what it is.
package struct ManifestIssue: Equatable, Sendable, CustomStringConvertible {
    package enum Problem: Equatable, Sendable {
        case unknownKey(suggestion: String?)
        case missingKey
        case wrongType(expected: String, found: JSONValue)
        case invalidValue(value: String, allowed: [String])
        case invalid(value: String, expected: String)
        case outOfRange(value: String, range: String)
        /// A `source` that cannot be read.
        case missingSource(path: String, reason: String)
    }

    package var keyPath: String
    package var problem: Problem
    package var line: Int?
    package var column: Int?

    /// `symbols[2].pointSize: unknown key; did you mean 'point-size'?`
    package var description: String {
        let at = keyPath.isEmpty ? "(top level)" : keyPath
        switch problem {
        case .unknownKey(let suggestion):
            return "\(at): unknown key" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingKey: return "\(at): missing"
        case .wrongType(let expected, let found): return "\(at): expected \(expected), found \(found.typeName)"
        case .invalidValue(let value, let allowed): return "\(at): '\(value)' is not one of \(allowed.joined(separator: ", "))"
        case .invalid(let value, let expected): return "\(at): '\(value)' is not \(expected)"
        case .outOfRange(let value, let range): return "\(at): \(value) is out of range; use a value \(range)"
        case .missingSource(let path, let reason): return "\(at): '\(path)': \(reason)"
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
