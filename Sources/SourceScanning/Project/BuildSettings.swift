import SymbolBase

/// Xcode build settings as a project or an `.xcconfig` file sets them: each key (with its
/// conditions, `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`), its value, and where it is written.
struct BuildSettings: Sendable {
    struct Setting: Sendable {
        /// The key without its conditions, and its conditions (`sdk=iphoneos*`).
        var key: String
        var conditions: [String]
        var value: String
        var path: String
        var line: Int
        var column: Int
    }

    /// In the order written; a later setting of a key wins.
    private(set) var settings: [Setting] = []

    init(_ settings: [Setting] = []) {
        self.settings = settings
    }

    /// The value of `key` for `platform`: the last setting whose conditions hold there (an `sdk=`
    /// condition must name one of its SDKs; other conditions, `arch=` and `config=`, are taken
    /// as holding). `$(inherited)` and other references are no value.
    func value(_ key: String, on platform: Platform? = nil) -> Setting? {
        settings.last { setting in
            setting.key == key && !setting.value.contains("$(") && !setting.value.contains("${")
                && setting.conditions.allSatisfy { condition in
                    guard condition.hasPrefix("sdk="), let platform else { return true }
                    let sdk = condition.dropFirst(4).replacing("*", with: "")
                    return platform.sdks.contains { $0.hasPrefix(sdk) || sdk.hasPrefix($0) }
                }
        }
    }

    /// `key` split from its conditions: `KEY[sdk=iphoneos*][arch=arm64]` → `KEY`, [`sdk=iphoneos*`, `arch=arm64`].
    static func split(_ name: String) -> (key: String, conditions: [String]) {
        guard let open = name.firstIndex(of: "[") else { return (name.trimmed, []) }
        let conditions = name[open...].split(whereSeparator: { $0 == "[" || $0 == "]" }).map { String($0).trimmed }.filter { !$0.isEmpty }
        return (String(name[..<open]).trimmed, conditions)
    }

    /// The settings an `.xcconfig` file writes, those of the files it includes first
    /// (`#include "Base.xcconfig"`, `#include? …`), at most 16 deep and each once. `read` gives a
    /// file's bytes, or nil where it may not or cannot be read.
    static func configuration(at path: String, read: (String) -> [UInt8]?) -> BuildSettings {
        var settings = BuildSettings()
        var seen: Set<String> = []
        settings.include(path, depth: 0, seen: &seen, read: read)
        return settings
    }

    private mutating func include(_ path: String, depth: Int, seen: inout Set<String>, read: (String) -> [UInt8]?) {
        guard depth < 16, seen.insert(path).inserted, let bytes = read(path) else { return }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 100_000 { lines = Array(lines.prefix(100_000)) }
        for (number, line) in lines.enumerated() {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
            let trimmed = code.trimmed
            if trimmed.hasPrefix("#include") {
                guard let first = trimmed.firstIndex(of: "\""), let last = trimmed.lastIndex(of: "\""), first < last else { continue }
                let name = String(trimmed[trimmed.index(after: first)..<last])
                include(name.hasPrefix("/") ? name : Path.lexicallyNormalized(Path.join(Path.parent(of: path), name)),
                        depth: depth + 1, seen: &seen, read: read)
                continue
            }
            // The `=` after the key and its conditions (`KEY[sdk=iphoneos*] = 16.0`), not one inside them.
            var depth = 0
            guard let equals = code.firstIndex(where: { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth <= 0
            }) else { continue }
            let (key, conditions) = Self.split(String(code[..<equals]))
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = code[code.index(after: equals)...]
            let column = line.distance(from: line.startIndex, to: value.firstIndex { $0 != " " && $0 != "\t" } ?? value.startIndex) + 1
            let text = String(value).trimmingCharacters(in: [" ", "\t", "\r", ";"])
            settings.append(Setting(key: key, conditions: conditions, value: text, path: path, line: number + 1, column: column))
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: Set<Character>) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
