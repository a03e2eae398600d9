/// Options in which every field may be unset: command-line values, a manifest's `defaults`
/// and a symbol's own keys, laid over each other and over the built-in defaults of `Root`.
/// Read and set like `Root`, with optional values (`settings.pointSize = 40`; nil when not given).
@dynamicMemberLookup
public struct PartialOptions<Root: OptionRoot & Equatable>: Equatable, Sendable {
    /// The built-in defaults with every given value applied.
    public private(set) var options = Root()
    /// Manifest keys of the options given.
    private var given: Set<String> = []

    public init() {}

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Root, Value>) -> Value? {
        get {
            guard let option = Self.option(for: keyPath), given.contains(option.manifestKey!) else { return nil }
            return options[keyPath: keyPath]
        }
        set {
            guard let option = Self.option(for: keyPath) else { preconditionFailure("no option sets \(keyPath)") }
            if let newValue {
                options[keyPath: keyPath] = newValue
                given.insert(option.manifestKey!)
            } else {
                Root.binding(of: option)!.copy(Root(), &options)
                given.remove(option.manifestKey!)
            }
        }
    }

    /// Whether `option` was given.
    public func isGiven(_ option: Option) -> Bool {
        option.manifestKey.map(given.contains) ?? false
    }

    /// Reads `text` (nil for a flag) as the value of `option`.
    public mutating func set(_ option: Option, text: String?) throws(OptionValueError) {
        try Root.binding(of: option)!.parseText(text, &options)
        given.insert(option.manifestKey!)
    }

    /// Reads a manifest value as the value of `option`.
    mutating func set(_ option: Option, json: JSONValue, context: ManifestContext) throws(OptionValueError) {
        try Root.binding(of: option)!.parseJSON(json, context, &options)
        given.insert(option.manifestKey!)
    }

    /// `self` over `base`: options given here win.
    public func over(_ base: PartialOptions) -> PartialOptions {
        var result = base
        for option in Option.all where isGiven(option) {
            guard let binding = Root.binding(of: option) else { continue }
            binding.copy(options, &result.options)
            result.given.insert(option.manifestKey!)
        }
        return result
    }

    private static func option<Value>(for keyPath: WritableKeyPath<Root, Value>) -> Option? {
        Option.all.first { Root.binding(of: $0)?.matches(keyPath) ?? false }
    }
}

/// One symbol's options as given (command line, manifest defaults, the symbol's own keys).
public typealias SymbolSettings = PartialOptions<ConvertOptions>
/// An export's options as given (command line, manifest top level).
public typealias ExportSettings = PartialOptions<ExportOptions>

extension ConvertOptions {
    /// The options a fingerprint describes (what an export recorded in its state); the
    /// options it does not name keep their defaults. Nil when it does not read back.
    init?(fingerprint: String) {
        self.init()
        for pair in fingerprint.split(separator: ";") {
            guard let equals = pair.firstIndex(of: "="), let option = Option.symbolOption(forKey: String(pair[..<equals])),
                  ConvertOptions.binding(of: option)!.restore(String(pair[pair.index(after: equals)...]), &self) else { return nil }
        }
    }

    /// A canonical text of every option that changes output, recorded in the export state.
    var fingerprint: String {
        Option.symbolOptions.compactMap { option in
            option.affectsOutput ? "\(option.manifestKey!)=\(ConvertOptions.binding(of: option)!.describe(self))" : nil
        }.joined(separator: ";")
    }
}
