import SymbolBase

/// Options in which every field may be unset: command-line values, a manifest's `defaults`
/// and a symbol's own keys, laid over each other and over the built-in defaults of `Root`.
/// Read and set like `Root`, with optional values (`settings.pointSize = 40`; nil when not given).
@dynamicMemberLookup
package struct PartialOptions<Root: OptionRoot>: Equatable, Sendable {
    /// The built-in defaults with every given value applied.
    package private(set) var options = Root()
    /// The fields given, by their place in `Root.table`.
    private var given: Set<Int> = []

    package init() {}

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Root, Value>) -> Value? {
        get { given.contains(Root.table.field(keyPath)) ? options[keyPath: keyPath] : nil }
        set {
            let field = Root.table.field(keyPath)
            if let newValue {
                options[keyPath: keyPath] = newValue
                given.insert(field)
            } else {
                Root.table.rows[field].copy(Root(), &options)
                given.remove(field)
            }
        }
    }

    /// Reads `text` (nil for a flag) as the value of `row`.
    package mutating func set(_ row: OptionRow<Root>, text: String?) throws(OptionValueError) {
        try row.parse(text, &options)
        given.insert(Root.table.field(row.keyPath))
    }

    /// Reads a manifest value as the value of `row`.
    mutating func set(_ row: OptionRow<Root>, json: JSONValue, context: ManifestContext) throws(OptionValueError) {
        try row.parseJSON(json, context, &options)
        given.insert(Root.table.field(row.keyPath))
    }

    /// `self` over `base`: options given here win.
    package func over(_ base: PartialOptions) -> PartialOptions {
        var result = base
        for field in given {
            Root.table.rows[field].copy(options, &result.options)
            result.given.insert(field)
        }
        return result
    }
}

/// One symbol's options as given (command line, manifest defaults, the symbol's own keys).
package typealias PartialSymbolOptions = PartialOptions<ConvertOptions>
/// An export's options as given (command line, manifest top level).
package typealias PartialExportOptions = PartialOptions<ExportOptions>

extension ConvertOptions {
    /// The options a fingerprint describes (what an export recorded in its state); the
    /// options it does not name keep their defaults. Nil when it does not read back.
    package init?(fingerprint: String) {
        self.init()
        for pair in fingerprint.split(separator: ";") {
            // AppKit's box, which no option sets (`JobBuilder`).
            if pair == "box=appkit" {
                render.wholePoints = true
                continue
            }
            guard let equals = pair.firstIndex(of: "="), let row = Self.table.row(forKey: String(pair[..<equals])),
                  row.restore(String(pair[pair.index(after: equals)...]), &self) else { return nil }
        }
    }

    /// A canonical text of every option that changes output, recorded in the export state.
    package var fingerprint: String {
        Self.table.rows.compactMap { row in row.option.affectsOutput ? "\(row.option.manifestKey!)=\(row.text(self))" : nil }
            .joined(separator: ";")
    }
}
