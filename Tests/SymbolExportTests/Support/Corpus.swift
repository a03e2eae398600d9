import Foundation

/// The shared corpus of real template SVGs (`../shared/corpus` beside the checkout, or
/// `$SYMBOL_EXPORT_CORPUS`), or any folder of templates (`$SYMBOL_EXPORT_TEMPLATES`, which
/// `Scripts/conformance.sh DIR` sets). Read in place, never copied into the repository; tests
/// that need it are skipped where it is absent.
enum Corpus {
    /// A folder of templates given instead of the corpus.
    static let templatesFolder = ProcessInfo.processInfo.environment["SYMBOL_EXPORT_TEMPLATES"]

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

    static var isAvailable: Bool { templatesFolder != nil || directory != nil }

    /// The folder of the templates the corpus tests read.
    static var templateFolder: String {
        templatesFolder ?? ((directory ?? "") as NSString).appendingPathComponent("templates")
    }

    static func template(_ name: String) -> String {
        (templateFolder as NSString).appendingPathComponent(name)
    }

    static var templates: [String] {
        guard isAvailable else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: templateFolder)) ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted()
    }
}
