import SymbolBase
import SymbolReading

/// What a source says of itself that decides its job: whether it is a template, the Apple glyph
/// it was exported from (a system symbol's export names one; a custom template does not), its
/// template version and whether it has multicolor layers; and its bytes, when planning read
/// them (the run then draws from them).
struct SourceFacts {
    /// nil: not looked at (a picture by its `kind`, an unreadable source).
    var isTemplate: Bool?
    var appleGlyph: String?
    var version: Version?
    var multicolor = false
    var bytes: [UInt8]?

    /// A template whose generator comment names no Apple glyph: not an SF Symbol, so never
    /// asked for by `UIImage(systemName:)`.
    var isCustomTemplate: Bool { isTemplate == true && appleGlyph == nil }

    /// Reads what the bytes say.
    init(bytes: [UInt8], multicolor wanted: Bool) {
        let template = SymbolTemplate.looksLikeTemplate(bytes)
        isTemplate = template
        appleGlyph = template ? SymbolTemplate.appleGlyph(of: bytes) : nil
        version = template ? SymbolTemplate.version(of: bytes) : nil
        multicolor = wanted && template && SymbolTemplate.hasMulticolorLayers(bytes)
        self.bytes = bytes
    }

    init() {}

    /// What planning needs to know of `candidate`: from the last run's record of it when the
    /// source has not changed since (a plain SVG needs nothing more; a template its first bytes,
    /// for the glyph), else from its bytes. Original mode needs the colours: the whole file.
    static func of(_ candidate: SourceCandidate, options: ConvertOptions, stat: FileStat?, recorded: AssetFacts?) -> SourceFacts {
        guard candidate.isReadable, options.kind != .image else { return SourceFacts() }
        let multicolor = options.mode == .original
        if let recorded, !multicolor {
            var facts = SourceFacts()
            facts.isTemplate = recorded.isTemplate
            guard let template = recorded.template else { return facts }
            facts.version = template.version
            facts.appleGlyph = (try? FileSystem.readPrefix(candidate.source, count: 4096)).flatMap(SymbolTemplate.appleGlyph(of:))
            return facts
        }
        guard let bytes = try? FileSystem.readFile(candidate.source) else { return SourceFacts() }
        return SourceFacts(bytes: bytes, multicolor: multicolor)
    }
}
