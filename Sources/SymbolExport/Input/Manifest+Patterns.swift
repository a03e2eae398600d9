import SymbolBase

/// `"symbols": ["*.svg"]`: a source whose file name holds `*` (any run of characters) or `?` (one)
/// stands for every SVG of its folder that it matches, each an entry with the pattern's settings,
/// in name order at the pattern's place. An entry that names a file itself wins over a pattern that
/// matches it (wherever it stands), and a file two patterns match is the first one's. Hidden files
/// are left out; links are listed as the folder holds them (the export refuses those that lead out).
extension Manifest {
    /// Whether `source` (as written) is a pattern.
    static func isPattern(_ source: String) -> Bool {
        source.contains("*") || source.contains("?")
    }

    /// Whether `name` matches `pattern` (`*` and `?`; every other character itself).
    package static func matches(_ name: String, pattern: String) -> Bool {
        let name = Array(name.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        // Linear, with one point to come back to: the last `*` and where its run ends now.
        var (n, p, star, resume) = (0, 0, -1, 0)
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n], pattern[p] != "*" {
                (n, p) = (n + 1, p + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                (star, resume, p) = (p, n, p + 1)
            } else if star >= 0 {
                resume += 1
                (n, p) = (resume, star + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The manifest's entries with each pattern replaced by the files it matches.
    static func expanding(_ entries: [Entry], patterns: Set<Int>) -> [Entry] {
        let named = Set(entries.indices.filter { !patterns.contains($0) }.map { entries[$0].source })
        var taken = named
        var expanded: [Entry] = []
        for (index, entry) in entries.enumerated() {
            guard patterns.contains(index) else {
                expanded.append(entry)
                continue
            }
            let folder = Path.parent(of: entry.source), writtenFolder = entry.writtenSource.contains("/") ? Path.parent(of: entry.writtenSource) : ""
            let pattern = Path.lastComponent(of: entry.source)
            let names = ((try? FileSystem.entries(of: folder.isEmpty ? "." : folder)) ?? []).compactMap(\.name)
                .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".svg") && matches($0, pattern: pattern) }.sorted()
            for name in names {
                let source = Path.join(folder, name)
                guard !taken.contains(source), FileSystem.kind(of: source) == .file else { continue }
                taken.insert(source)
                var match = entry
                (match.source, match.writtenSource) = (source, writtenFolder.isEmpty ? name : Path.join(writtenFolder, name))
                match.pattern = entry.writtenSource
                expanded.append(match)
            }
        }
        return expanded
    }
}
