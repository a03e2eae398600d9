import SymbolBase

/// Options in which every field may be unset: command-line values, a manifest's `defaults`
/// and a symbol's own keys, laid over each other and over the built-in defaults of `Root`.
/// Read and set like `Root`, with optional values (`settings.pointSize = 40`; nil when not given).
@dynamicMemberLookup
package struct PartialOptions<Root: OptionRoot>: Equatable, Sendable {
    /// The built-in defaults with every given value applied.
    package private(set) var options = Root()
    /// Flags of the options given.
    private var given: Set<String> = []

    package init() {}

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Root, Value>) -> Value? {
        get {
            guard let option = Self.option(for: keyPath), given.contains(option.flag) else { return nil }
            return options[keyPath: keyPath]
        }
        set {
            guard let option = Self.option(for: keyPath) else { preconditionFailure("no option sets \(keyPath)") }
            if let newValue {
                options[keyPath: keyPath] = newValue
                given.insert(option.flag)
            } else {
                Root.field(of: option)!.copy(from: Root(), to: &options)
                given.remove(option.flag)
            }
        }
    }

    /// Whether `option` was given.
    package func isGiven(_ option: Option) -> Bool {
        given.contains(option.flag)
    }

    /// Reads `text` (nil for a flag) as the value of `option`.
    package mutating func set(_ option: Option, text: String?) throws(OptionValueError) {
        try Root.field(of: option)!.parse(argument: text, into: &options)
        given.insert(option.flag)
    }

    /// Reads a manifest value as the value of `option`.
    mutating func set(_ option: Option, json: JSONValue, context: ManifestContext) throws(OptionValueError) {
        try Root.field(of: option)!.parse(json: json, context: context, into: &options)
        given.insert(option.flag)
    }

    /// `self` over `base`: options given here win.
    package func over(_ base: PartialOptions) -> PartialOptions {
        var result = base
        for option in Root.options where isGiven(option) {
            guard let field = Root.field(of: option) else { continue }
            field.copy(from: options, to: &result.options)
            result.given.insert(option.flag)
        }
        return result
    }

    private static func option<Value>(for keyPath: WritableKeyPath<Root, Value>) -> Option? {
        Root.options.first { Root.field(of: $0)?.sets(keyPath) ?? false }
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
            guard let equals = pair.firstIndex(of: "="), let option = Option.symbolOption(forKey: String(pair[..<equals])),
                  ConvertOptions.field(of: option)!.restore(String(pair[pair.index(after: equals)...]), into: &self) else { return nil }
        }
    }

    /// A canonical text of every option that changes output, recorded in the export state.
    package var fingerprint: String {
        Option.symbolOptions.compactMap { option in
            option.affectsOutput ? "\(option.manifestKey!)=\(ConvertOptions.field(of: option)!.text(of: self))" : nil
        }.joined(separator: ";")
    }
}
