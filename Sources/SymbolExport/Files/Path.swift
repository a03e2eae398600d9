/// String path helpers, POSIX style (`/` separators), without Foundation's URL round trips.
public enum Path {
    public static func parent(of path: String) -> String {
        let bytes = trimmedBytes(path)
        guard let slash = bytes.lastIndex(of: 0x2F) else { return "." }
        if slash == bytes.startIndex { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }

    public static func lastComponent(of path: String) -> String {
        let bytes = trimmedBytes(path)
        guard let slash = bytes.lastIndex(of: 0x2F) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// The path's bytes without trailing slashes (a lone `/` stays).
    private static func trimmedBytes(_ path: String) -> ArraySlice<UInt8> {
        var bytes = Array(path.utf8)[...]
        while bytes.count > 1, bytes.last == 0x2F { bytes.removeLast() }
        return bytes
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
