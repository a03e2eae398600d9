import Foundation
import SymbolBase

/// Where Apple's symbol tables were found: the folder that holds them, the app or bundle it
/// belongs to, and that bundle's version.
package struct SymbolTablesSource: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// `SF Symbols.app`: the newest symbols, as the app that draws them knows them.
        case sfSymbolsApp = "sf-symbols-app"
        /// The system's `CoreGlyphs.bundle`: the symbols of the macOS it is part of.
        case coreGlyphs = "core-glyphs"
        /// A folder of the tables, of no bundle the tool knows.
        case folder
    }

    /// The folder holding `name_availability.plist`.
    package var folder: String
    /// The `.app` or `.bundle` the folder is in, when it is in one.
    package var bundle: String?
    package var kind: Kind
    /// The bundle's `CFBundleShortVersionString`, when it has one.
    package var version: String?

    package init(folder: String, bundle: String? = nil, kind: Kind = .folder, version: String? = nil) {
        (self.folder, self.bundle, self.kind, self.version) = (folder, bundle, kind, version)
    }

    /// `the SF Symbols app's tables, version 7.0`, `CoreGlyphs' tables, version 1.0`,
    /// `Apple's tables`: whose they are, for messages.
    package var name: String {
        let version = version.map { ", version \($0)" } ?? ""
        switch kind {
        case .sfSymbolsApp: return "the SF Symbols app's tables\(version)"
        case .coreGlyphs: return "CoreGlyphs' tables\(version)"
        case .folder: return "Apple's tables\(version)"
        }
    }

    /// `the SF Symbols app's tables, version 7.0, at /Applications/SF Symbols.app`.
    package var described: String { "\(name), at \(shownPath)" }

    /// The app, the bundle or the folder: the path a person recognises.
    package var shownPath: String { bundle ?? folder }
}

/// Finds Apple's symbol tables: in what `symbols-metadata` names (the SF Symbols app, a
/// CoreGlyphs bundle, or the folder that holds them), or else on a Mac in the SF Symbols app
/// (the newest symbols) and then the system's CoreGlyphs bundle, which every Mac has, so a CI
/// runner without the app still has the tables.
package enum SymbolTablesLocation {
    /// Where a Mac keeps them, in the order they are tried: the SF Symbols app, then CoreGlyphs
    /// (inside SFSymbols.framework on current macOS, in CoreServices on older ones).
    package static let defaultCandidates = defaultCandidates(under: "")

    /// The places of `defaultCandidates` under another root (a test's folder standing in for `/`).
    package static func defaultCandidates(under root: String) -> [String] {
        [
            "/Applications/SF Symbols.app",
            "/System/Library/PrivateFrameworks/SFSymbols.framework/Versions/A/Resources/CoreGlyphs.bundle",
            "/System/Library/CoreServices/CoreGlyphs.bundle",
        ].map { root + $0 }
    }

    /// What `symbols-metadata` takes, for messages.
    static let whatToName = "the SF Symbols app (/Applications/SF Symbols.app), a CoreGlyphs bundle, or the folder that holds "
        + "\(SymbolsMetadata.availabilityFile)"

    /// The tables in `path` (an app, a bundle or the folder itself); throws when there are none.
    package static func resolve(_ path: String) throws(MetadataError) -> SymbolTablesSource {
        switch FileSystem.kind(of: path) {
        case .directory: break
        case .missing: throw .unreadable(FileSystemError(path: path, reason: .notFound))
        case .file, .other: throw .noTables(path: path)
        }
        guard let source = source(in: path) else { throw .noTables(path: path) }
        return source
    }

    /// The first of `candidates` that holds the tables; nil when none does (not a Mac, say).
    package static func find(in candidates: [String] = defaultCandidates) -> SymbolTablesSource? {
        candidates.lazy.compactMap { FileSystem.kind(of: $0) == .directory ? source(in: $0) : nil }.first
    }

    /// The tables of the folder, app or bundle at `path`, when it holds them.
    static func source(in path: String) -> SymbolTablesSource? {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        for inner in ["Contents/Resources/Metadata", "Contents/Resources", ""] {
            let folder = inner.isEmpty ? trimmed : Path.join(trimmed, inner)
            guard FileSystem.kind(of: Path.join(folder, SymbolsMetadata.availabilityFile)) == .file else { continue }
            let bundle = inner.isEmpty ? enclosingBundle(of: trimmed) : trimmed
            return SymbolTablesSource(folder: folder, bundle: bundle, kind: bundle.map(kind(ofBundle:)) ?? .folder,
                                      version: bundle.flatMap(version(ofBundle:)))
        }
        return nil
    }

    /// `X.app` for `X.app/Contents/Resources/Metadata`, `X.bundle` for `X.bundle/Contents/Resources`.
    private static func enclosingBundle(of folder: String) -> String? {
        var components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.last == "Metadata" { components.removeLast() }
        guard components.count >= 3, components.suffix(2) == ["Contents", "Resources"] else { return nil }
        components.removeLast(2)
        let bundle = components.joined(separator: "/")
        return bundle.isEmpty ? nil : bundle
    }

    private static func kind(ofBundle bundle: String) -> SymbolTablesSource.Kind {
        let name = Path.lastComponent(of: bundle)
        if name.hasSuffix(".app") { return .sfSymbolsApp }
        if name.hasPrefix("CoreGlyphs") { return .coreGlyphs }
        return .folder
    }

    /// The bundle's `CFBundleShortVersionString` (its `Contents/Info.plist`, in any encoding).
    private static func version(ofBundle bundle: String) -> String? {
        let info = Path.join(bundle, "Contents/Info.plist")
        guard FileSystem.kind(of: info) == .file, let root = try? SymbolsMetadata.propertyList(at: info) else { return nil }
        return root["CFBundleShortVersionString"]?.string
    }
}
