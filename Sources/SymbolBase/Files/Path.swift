#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// String path helpers, POSIX style (`/` separators), without Foundation's URL round trips.
package enum Path {
    package static func parent(of path: String) -> String {
        let bytes = trimmedBytes(path)
        guard let slash = bytes.lastIndex(of: 0x2F) else { return "." }
        if slash == bytes.startIndex { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }

    package static func lastComponent(of path: String) -> String {
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

    package static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// Whether `path` lies inside the folder `folder` (both relative to the same place),
    /// compared byte for byte as file systems do, not by Unicode equivalence.
    package static func isInside(_ path: String, folder: String) -> Bool {
        var path = path, folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                !folder.isEmpty && path.count > folder.count && path[folder.count] == UInt8(ascii: "/")
                    && memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0
            }
        }
    }

    /// `Symbols/../Output/x` → `Output/x`: `.` and `name/..` removed, without touching the file
    /// system (a leading `..` stays).
    package static func lexicallyNormalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `doc.text.svg` → `doc.text`; other names unchanged.
    package static func removingSVGExtension(_ name: String) -> String {
        name.lowercased().hasSuffix(".svg") ? String(name.dropLast(4)) : name
    }
}

extension Path {
    /// `path` made absolute and normalised: symbolic links resolved for the longest part that
    /// exists, `.` and `..` removed for the rest.
    package static func absolute(_ path: String) -> String {
        var existing = path.hasPrefix("/") ? path : Path.join(currentDirectory(), path)
        var rest: [String] = []
        while realpath(existing, nil) == nil, existing != "/", !existing.isEmpty {
            rest.insert(lastComponent(of: existing), at: 0)
            existing = parent(of: existing)
        }
        var components = (realPath(existing) ?? existing).split(separator: "/").map(String.init)
        for component in rest {
            switch component {
            case ".", "": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The path of absolute `target` seen from absolute folder `base`: `../../Symbols/x.json`.
    package static func relative(_ target: String, from base: String) -> String {
        let a = target.split(separator: "/")
        let b = base.split(separator: "/")
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: b.count - common)
        let result = (up + a[common...].map(String.init)).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
