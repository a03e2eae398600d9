import Foundation

/// The shared corpus of real template SVGs (`../shared/corpus` beside the checkout, or
/// `$SYMBOL_EXPORT_CORPUS`). Read in place, never copied into the repository; tests that
/// need it are skipped where it is absent.
enum Corpus {
    static let directory: String? = {
        // …/Tests/SymbolExportTests/Support/Corpus.swift → the package root.
        var packageRoot = #filePath as NSString
        for _ in 0..<4 { packageRoot = packageRoot.deletingLastPathComponent as NSString }
        let candidates = [
            ProcessInfo.processInfo.environment["SYMBOL_EXPORT_CORPUS"],
            (packageRoot.deletingLastPathComponent as NSString).appendingPathComponent("shared/corpus"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("templates")) }
    }()

    static var isAvailable: Bool { directory != nil }

    static func template(_ name: String) -> String {
        ((directory ?? "") as NSString).appendingPathComponent("templates/\(name)")
    }

    static var templates: [String] {
        guard let directory else { return [] }
        let folder = (directory as NSString).appendingPathComponent("templates")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted()
    }
}
