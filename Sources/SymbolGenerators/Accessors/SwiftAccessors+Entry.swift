import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

extension SwiftAccessors {
    /// One asset as the generated code loads it.
    public struct Entry: Sendable {
        /// How its vector is coloured.
        public enum Colours: Sendable, Equatable {
            /// Tinted by the view, like its template bitmap.
            case template
            /// Its own colour, never the view's tint: the bitmap's tint colour (nil: system blue).
            case tint(Colour?)
            /// Its multicolor layers (iOS 15: `preferringMulticolor()`).
            case multicolor
        }

        public var caseName: String
        /// The catalog's asset name (`doc.on.doc`; `Toolbar/trash` in a namespace): the raw value.
        public var assetName: String
        public var kind: SymbolKind
        /// A system symbol's names, newest first, each with the iOS version it exists from; one
        /// name (the source file's) from `available` without Apple's tables.
        public var systemNames: [SystemName]
        /// The imageset loaded where the vector is not (`NAME-fallback` for late custom
        /// symbols); nil when none is written, the deployment target always having the vector.
        public var fallbackName: String?
        public var pointSize: Double
        /// Drawn at this style's Large size (`pointSize`), and scaled with the user's text size.
        public var textStyle: TextStyle?
        public var weight: SymbolWeight
        public var scale: SymbolScale
        /// The bitmap is a template image (tinted), else an original one.
        public var template: Bool
        public var colours: Colours
        /// From which iOS version its vector is used.
        public var available: Version
        /// Where `available` comes from, for the doc comment.
        public var availability: Availability.Source
        public var source: String
        /// Per display scale (1x, 2x, 3x), the symbol image's alignment insets (top, bottom) and
        /// baseline, which the bitmap is given; nil for a bitmap with no symbol to match.
        public var layout: [SymbolImageMetrics]?

        public var isSymbol: Bool { kind != .image }
    }
}
