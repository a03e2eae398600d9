import SymbolBase

extension ExportState {
    /// Reads a state file line by line (`StateFile`): the header, then records, each asset's
    /// warnings and files after it. Texts that repeat across an icon set (options, versions,
    /// sizes, silenced kinds) are read once.
    struct Reader {
        private(set) var state: ExportState?
        private var current: Entry?
        private var readHeader = false
        private var interned: [String: String] = [:]
        private var factsByText: [String: AssetFacts?] = [:]
        private var silencedByText: [String: Set<WarningCode>] = [:]

        init() {}

        /// Reads one line; false (and no state) when it is damaged or of another version.
        mutating func read(_ fields: StateFile.Fields) -> Bool {
            if !readHeader {
                readHeader = true
                guard fields.count == 1, String(decoding: fields.spans[0], as: UTF8.self) == StateFile.header else { return false }
                state = ExportState()
                return true
            }
            guard let kind = fields.kind, fields.count == kind.fieldCount, readRecord(kind, fields) else {
                state = nil
                return false
            }
            return true
        }

        /// The state read, once every line is: nil when a line did not read back.
        var finished: ExportState? {
            mutating get {
                finishEntry()
                return state
            }
        }

        private mutating func readRecord(_ kind: StateFile.Kind, _ fields: StateFile.Fields) -> Bool {
            switch kind {
            case .group:
                state!.groups.insert(fields.text(StateFile.GroupField.path))
            case .asset:
                finishEntry()
                guard let entry = entry(fields) else { return false }
                current = entry
            case .warning, .exportWarning:
                guard current != nil else { return false }
                let warning = Diagnostic.warning(current!.inputs.source, Message(recorded: fields.text(StateFile.WarningField.message)),
                                                 code: WarningCode(rawValue: fields.text(StateFile.WarningField.code)))
                if kind == .warning { current!.renderWarnings.append(warning) } else { current!.exportWarnings.append(warning) }
            case .file:
                guard current != nil, let size = fields.number(StateFile.FileField.size),
                      let modified = fields.number(StateFile.FileField.modified) else { return false }
                current!.files.append(FileRecord(path: fields.text(StateFile.FileField.path), size: Int(size), modified: modified))
            case .failure:
                finishEntry()
                guard let failure = failure(fields) else { return false }
                state!.failures[failure.key] = failure
            }
            return true
        }

        private mutating func failure(_ fields: StateFile.Fields) -> Failure? {
            typealias Field = StateFile.FailureField
            guard let size = fields.number(Field.sourceSize), let modified = fields.number(Field.sourceModified) else { return nil }
            let limit = fields.text(Field.timeLimit), line = fields.number(Field.line), column = fields.number(Field.column)
            guard limit.isEmpty || Double(limit) != nil else { return nil }
            return Failure(inputs: inputs(fields, size: size, modified: modified), timeLimit: Double(limit), message: Message(recorded: fields.text(Field.message)),
                           line: line.map { Int($0) }, column: column.map { Int($0) })
        }

        private mutating func finishEntry() {
            if let entry = current { state?.entries[entry.key] = entry }
            current = nil
        }

        private mutating func entry(_ fields: StateFile.Fields) -> Entry? {
            typealias Field = StateFile.AssetField
            guard let size = fields.number(Field.sourceSize), let modified = fields.number(Field.sourceModified) else { return nil }
            var entry = Entry(inputs: inputs(fields, size: size, modified: modified), facts: facts(fields), silenced: silenced(fields))
            entry.files.reserveCapacity(4)
            return entry
        }

        /// The fields an asset's and a failure's records share, from `key` to `sourceSet`.
        private mutating func inputs(_ fields: StateFile.Fields, size: Int64, modified: Int64) -> Inputs {
            typealias Field = StateFile.AssetField
            return Inputs(key: fields.text(Field.key), source: fields.text(Field.source), sourceStat: FileStat(size: Int(size), modified: modified),
                          sourceSHA256: fields.text(Field.sourceSHA256), optionsFingerprint: intern(fields.text(Field.optionsFingerprint)),
                          tool: intern(fields.text(Field.tool)), renderer: intern(fields.text(Field.renderer)),
                          sourceSet: intern(fields.text(Field.sourceSet)))
        }

        private mutating func intern(_ field: String) -> String {
            if let existing = interned[field] { return existing }
            interned[field] = field
            return field
        }

        private mutating func facts(_ fields: StateFile.Fields) -> AssetFacts? {
            typealias Field = StateFile.AssetField
            let span = fields.span(.points, through: .metrics)
            if let known = factsByText[span] { return known }
            let read = AssetFacts(recorded: AssetFacts.Recorded(
                points: fields.text(Field.points), pixels: fields.text(Field.pixels), variant: fields.text(Field.variant),
                templateVersion: fields.text(Field.templateVersion), metrics: fields.text(Field.metrics)))
            factsByText[span] = read
            return read
        }

        private mutating func silenced(_ fields: StateFile.Fields) -> Set<WarningCode> {
            guard !fields[StateFile.AssetField.silenced].isEmpty else { return [] }
            let span = fields.text(StateFile.AssetField.silenced)
            if let known = silencedByText[span] { return known }
            let read = Set(span.split(separator: ",").compactMap { WarningCode(rawValue: String($0)) })
            silencedByText[span] = read
            return read
        }
    }
}
