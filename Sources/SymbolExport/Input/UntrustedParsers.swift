import SymbolBase
import SymbolReading

/// Every parser of untrusted text, reachable from outside the package: the fuzz target
/// (`Fuzz/`, a package of its own because it links only with `-sanitize=fuzzer`) drives them
/// with arbitrary bytes. Each reads what it is given and throws nothing; only a crash or a hang
/// is a finding. The rest of the libraries is `package`: only the tool and its tests use them.
public enum UntrustedParsers {
    /// The XML reader and SVG checks, then the template reader and the layout of a few variants.
    public static func template(_ bytes: [UInt8]) {
        guard let source = try? SVGSource(bytes: bytes), let template = SymbolTemplate(source) else { return }
        for variant in template.presentVariants.prefix(3) { _ = try? template.layout(for: variant) }
        _ = try? template.layout(for: .regularMedium)
    }

    /// The JSON reader and the export manifest's.
    public static func manifest(_ bytes: [UInt8]) {
        _ = try? Manifest.parse(bytes, path: "fuzz/symbols.json")
        _ = try? JSONReader.parse(bytes)
    }

    /// Path data and transform lists, and the bounds of the one under the other.
    public static func pathData(_ text: String) {
        _ = PathGeometry(pathData: text).bounds(transformedBy: TransformList.parse(text) ?? .identity)
    }
}
