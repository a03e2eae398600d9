/// String path helpers, POSIX style (`/` separators), without Foundation's URL round trips.
public enum Path {
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    public static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// `doc.text.svg` → `doc.text`; other names unchanged.
    public static func removingSVGExtension(_ name: String) -> String {
        name.lowercased().hasSuffix(".svg") ? String(name.dropLast(4)) : name
    }
}
