import SymbolBase

/// A type whose fields options set (`ConvertOptions`, `ExportOptions`, the command line's own
/// flags); its initial values are the built-in defaults.
package protocol OptionRoot: Sendable, Equatable {
    init()
    static var table: OptionTable<Self> { get }
}

/// The options of one root in order (`--help`'s, and the state fingerprint's), and the field
/// each sets, by key path.
package struct OptionTable<Root: OptionRoot>: Sendable {
    package let rows: [OptionRow<Root>]
    /// Each field's first row: rows that set one field (the export's and the audit's
    /// `--deployment-target`) are one field given. Key paths are immutable, though `AnyKeyPath`
    /// is not marked `Sendable`.
    nonisolated(unsafe) private let fields: [AnyKeyPath: Int]

    package init(_ rows: [OptionRow<Root>]) {
        self.rows = rows
        fields = Dictionary(rows.indices.map { (rows[$0].keyPath, $0) }) { first, _ in first }
    }

    package var options: [Option] { rows.map(\.option) }

    func field(_ keyPath: AnyKeyPath) -> Int {
        guard let field = fields[keyPath] else { preconditionFailure("no option sets \(keyPath)") }
        return field
    }

    /// The option that sets `keyPath` (the first, where two do).
    package subscript(_ keyPath: PartialKeyPath<Root>) -> Option { rows[field(keyPath)].option }

    func row(forKey key: String) -> OptionRow<Root>? { rows.first { $0.option.manifestKey == key } }
}

/// A row of an option table: the option, and closures over the field of `Root` it sets.
package struct OptionRow<Root: OptionRoot>: Sendable {
    package let option: Option
    /// Sets the field from command-line text; nil for a flag given.
    let parse: @Sendable (String?, inout Root) throws(OptionValueError) -> Void
    let parseJSON: @Sendable (JSONValue, ManifestContext, inout Root) throws(OptionValueError) -> Void
    /// The field as text `restore` reads back (the state fingerprint); false when it does not.
    let text: @Sendable (Root) -> String
    let restore: @Sendable (String, inout Root) -> Bool
    /// Copies the field from the first root to the second.
    let copy: @Sendable (Root, inout Root) -> Void
    nonisolated(unsafe) let keyPath: AnyKeyPath

    /// An option that sets a field that always has a value (a flag: `Bool`, no `argument`).
    package static func value<Value: OptionValue, Path: WritableKeyPath<Root, Value> & Sendable>(
        _ names: [String], key: String? = nil, argument: String?, _ keyPath: Path, check: OptionCheck = OptionCheck(),
        commands: Set<Option.Command>, affectsOutput: Bool = false, repeatable: Bool = false, shownDefault: String? = nil, _ help: String
    ) -> OptionRow {
        let shown = argument == nil ? nil : shownDefault ?? Root()[keyPath: keyPath].display
        return OptionRow(Option(names: names, argument: argument, help: help, commands: commands, manifestKey: key, repeatable: repeatable,
                                affectsOutput: affectsOutput, choices: Value.choices, isNumber: Value.manifestForm.isNumber, defaultDescription: shown),
                         keyPath, check, unset: nil, get: { $0[keyPath: keyPath] }, set: { root, value in if let value { root[keyPath: keyPath] = value } })
    }

    /// An option that sets a field that may be unset: `unset` is nil's text in the state,
    /// `unsetHelp` the default help shows.
    package static func optional<Value: OptionValue, Path: WritableKeyPath<Root, Value?> & Sendable>(
        _ names: [String], key: String? = nil, argument: String, _ keyPath: Path, unset: String, unsetHelp: String?,
        check: OptionCheck = OptionCheck(), commands: Set<Option.Command>, affectsOutput: Bool = false, _ help: String
    ) -> OptionRow {
        OptionRow(Option(names: names, argument: argument, help: help, commands: commands, manifestKey: key, repeatable: false,
                         affectsOutput: affectsOutput, choices: Value.choices, isNumber: Value.manifestForm.isNumber, defaultDescription: unsetHelp),
                  keyPath, check, unset: unset, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    private init<Value: OptionValue>(_ option: Option, _ keyPath: AnyKeyPath, _ check: OptionCheck, unset: String?,
                                     get: @escaping @Sendable (Root) -> Value?, set: @escaping @Sendable (inout Root, Value?) -> Void) {
        (self.option, self.keyPath) = (option, keyPath)
        parse = { text, root throws(OptionValueError) in set(&root, try check.read(argument: text ?? "") as Value) }
        parseJSON = { json, context, root throws(OptionValueError) in set(&root, try check.read(json, context: context) as Value) }
        text = { get($0)?.argument ?? unset ?? "" }
        restore = { text, root in
            guard text != unset else {
                set(&root, nil)
                return true
            }
            guard let value = try? Value(argument: text) else { return false }
            set(&root, value)
            return true
        }
        copy = { source, target in set(&target, get(source)) }
    }
}
