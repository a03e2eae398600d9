import SymbolBase

extension ExportState {
    /// A symbol whose last conversion failed in a way that recurs (the document, not the
    /// machine): with everything that failure depended on, so that an unchanged symbol is
    /// reported again from here instead of being drawn again (a drawing that ran into the time
    /// limit would cost the whole limit on every run).
    struct Failure: Equatable {
        var inputs: Inputs
        var key: String { inputs.key }
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
            guard inputs.areCurrent(fingerprint: fingerprint, sourceSet: sourceSet) else { return false }
            guard let timeLimit else { return true }
            return current.map { $0 <= timeLimit } ?? false
        }
    }
}
