import SymbolBase

extension ExportState {
    /// A symbol whose last conversion failed in a way that recurs (the document, not the
    /// machine): with everything that failure depended on, so that an unchanged symbol is
    /// reported again from here instead of being drawn again (a drawing that ran into the time
    /// limit would cost the whole limit on every run).
    struct Failure: Equatable {
        var key: String
        /// As `Entry.source`: relative to the catalog.
        var source: String
        var sourceStat: FileStat
        var sourceSHA256: String
        var optionsFingerprint: String
        var tool: String
        var renderer: String
        var sourceSet: String
        /// For a drawing stopped at the time limit: that limit, in seconds. A run with a higher
        /// limit draws it again.
        var timeLimit: Double?
        /// The error as the report words it, and where in the source it is.
        var message: Message
        var line: Int?
        var column: Int?

        /// Whether the failure still stands for a job of these options, tool, renderer and
        /// source set, drawn with `timeLimit` (nil: none).
        func holds(fingerprint: String, sourceSet: String, timeLimit current: Double?) -> Bool {
            guard (optionsFingerprint, tool, renderer, self.sourceSet) == (fingerprint, ToolVersion.string, ExportState.renderer, sourceSet)
            else { return false }
            guard let timeLimit else { return true }
            return current.map { $0 <= timeLimit } ?? false
        }
    }
}
