/// A converted symbol, in memory, ready to be written into a catalog.
public struct RenderedAsset: Sendable {
    public var name: String
    /// The PNGs (1x, 2x, 3x) and the imageset's `Contents.json`, written last.
    public var imageSet: [AssetFile]
    /// The template SVG and the symbolset's `Contents.json`, when asked for.
    public var symbolSet: [AssetFile]?
    public var warnings: [ConvertWarning]
    /// Size in points and, per scale, in pixels.
    public var pointSize: (width: Double, height: Double)
    public var pixelSizes: [(width: Int, height: Int)]
    /// For a template: the variant drawn and how (`Regular-M, derived`); nil for a plain SVG.
    public var variant: String?
    /// For a template: its version (`6.0`), which decides the iOS its symbolset needs.
    public var templateVersion: String?
    /// The symbolset's name, when it differs from the imageset's (`name`).
    public var symbolSetName: String?

    /// The asset folders to write, imageset first.
    public var folders: [(kind: AssetKind, files: [AssetFile])] {
        [(.imageSet, imageSet)] + (symbolSet.map { [(.symbolSet, $0)] } ?? [])
    }
}
