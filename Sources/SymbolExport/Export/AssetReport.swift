/// The outcome of one symbol in an export.
public struct AssetReport: Sendable {
    public enum Status: String, Sendable {
        /// Rendered and at least one file written.
        case exported
        /// Nothing to write: skipped by the state, or rendered to identical bytes.
        case unchanged
        case failed
        /// `--check`: files missing from the catalog.
        case missing
        /// `--check`: files whose bytes differ from what an export would write.
        case stale
        /// `--dry-run`: would be rendered.
        case planned = "would-export"
        /// Not reached: the run was interrupted first.
        case skipped
    }

    public var job: ExportJob
    public var status: Status
    /// Files written (or, with `--check`, missing or differing), relative to the catalog.
    public var files: [String] = []
    /// Warnings of its conversion, but those of kinds its options silence (`--no-warn`).
    public var warnings: [Diagnostic] = []
    public var failure: AssetFailure?
    /// Whether it was rendered (false when the state showed it up to date).
    public var rendered = false
    /// Its pixel sizes (`20x17,40x33,60x50`) and, for a template, the variant drawn and how.
    public var pixelSizes = ""
    public var variant = ""
    /// A template's version (`6.0`); empty for a plain SVG.
    public var templateVersion = ""
    /// Whether the source is an SF Symbols template, as its last conversion found.
    public var isTemplate: Bool { !variant.isEmpty }

    /// Takes the warnings and sizes of a conversion, as recorded in the state.
    mutating func describe(_ entry: ExportState.Entry) {
        warnings = entry.warnings.filter { warning in warning.code.map { !job.options.silencedWarnings.contains($0) } ?? true }
            .map { warning in
                var warning = warning
                warning.path = job.source
                return warning
            }
        pixelSizes = entry.pixelSizes
        variant = entry.variant
        templateVersion = entry.templateVersion
    }
}
