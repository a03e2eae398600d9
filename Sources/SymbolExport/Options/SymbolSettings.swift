/// Options in which every field may be unset: command-line defaults, a manifest's `defaults`
/// and a symbol's own keys, laid over each other and over the built-in defaults of
/// `ConvertOptions`. Read and set like `ConvertOptions`, with optional values
/// (`settings.pointSize = 40`; nil when not given).
@dynamicMemberLookup
public struct SymbolSettings: Equatable, Sendable {
    /// The built-in defaults with every given value applied.
    public private(set) var options = ConvertOptions()
    /// Manifest keys of the options given.
    private var given: Set<String> = []

    public init() {}

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ConvertOptions, Value>) -> Value? {
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
                option.binding!.copy(ConvertOptions(), &options)
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
        try option.binding!.parseText(text, &options)
        given.insert(option.manifestKey!)
    }

    /// Reads a manifest value as the value of `option`.
    mutating func set(_ option: Option, json: JSONValue) throws(OptionValueError) {
        try option.binding!.parseJSON(json, &options)
        given.insert(option.manifestKey!)
    }

    /// `self` over `base`: options given here win.
    public func over(_ base: SymbolSettings) -> SymbolSettings {
        var result = base
        for option in Option.symbolOptions where isGiven(option) {
            option.binding!.copy(options, &result.options)
            result.given.insert(option.manifestKey!)
        }
        return result
    }

    private static func option<Value>(for keyPath: WritableKeyPath<ConvertOptions, Value>) -> Option? {
        Option.symbolOptions.first { $0.binding!.matches(keyPath) }
    }
}

extension ConvertOptions {
    /// A canonical text of every option that changes output, recorded in the export state.
    var fingerprint: String {
        Option.symbolOptions.compactMap { option in
            option.affectsOutput ? "\(option.manifestKey!)=\(option.binding!.describe(self))" : nil
        }.joined(separator: ";")
    }
}
