/// The nearest known word to a misspelt one, for "did you mean …?" hints.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance (ignoring case and `-`/`_`), when it is
    /// close enough to be a typo: `weigth` → `weight`, `sorce` → `source`, `pointSize` → `point-size`.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        func normalised(_ text: String) -> [Character] { Array(text.lowercased().filter { $0 != "-" && $0 != "_" }) }
        let target = normalised(word)
        let scored = candidates.map { ($0, distance(target, normalised($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, target.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance, with a swap of neighbours counting as one edit.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [Array(0...b.count), Array(repeating: 0, count: b.count + 1), Array(repeating: 0, count: b.count + 1)]
        for i in 1...a.count {
            let (previous, current) = ((i - 1) % 3, i % 3)
            rows[current][0] = i
            for j in 1...b.count {
                var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, rows[(i - 2) % 3][j - 2] + 1) }
                rows[current][j] = value
            }
        }
        return rows[a.count % 3][b.count]
    }
}
