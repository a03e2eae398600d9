import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

extension SwiftAccessors {
    /// One asset as the generated code loads it.
    package struct Entry: Sendable {
        /// How its vector is coloured.
        package enum Colours: Sendable, Equatable {
            /// Tinted by the view, like its template bitmap.
            case template
            /// Its own colour, never the view's tint: the bitmap's tint colour (nil: system blue).
            case tint(Colour?)
            /// Its multicolor layers (iOS 15: `preferringMulticolor()`).
            case multicolor
        }

        package var caseName: String
        /// The catalog's asset name (`doc.on.doc`; `Toolbar/trash` in a namespace): the raw value.
        package var assetName: String
        package var kind: SymbolKind
        /// A system symbol's names, newest first, each with the iOS version it exists from; one
        /// name (the source file's) from `available` without Apple's tables.
        package var systemNames: [SystemName]
        /// The imageset loaded where the vector is not (`NAME-fallback` for late custom
        /// symbols); nil when none is written, the deployment target always having the vector.
        package var fallbackName: String?
        package var pointSize: Double
        /// Drawn at this style's Large size (`pointSize`), and scaled with the user's text size.
        package var textStyle: TextStyle?
        package var weight: SymbolWeight
        package var scale: SymbolScale
        /// The bitmap is a template image (tinted), else an original one.
        package var template: Bool
        package var colours: Colours
        /// From which iOS version its vector is used.
        package var available: Version
        /// Where `available` comes from, for the doc comment.
        package var availability: Availability.Source
        package var source: String
        /// Per display scale (1x, 2x, 3x), the symbol image's alignment insets (top, bottom) and
        /// baseline, which the bitmap is given; nil for a bitmap with no symbol to match.
        package var layout: [SymbolImageMetrics]?

        /// Whether something says from which iOS the symbol exists (Apple's tables or their
        /// record, its template, its `available`). If not, a system without its vector is no
        /// surprise: the bitmap stands in without a debug assertion.
        package var availabilityKnown = true

        package var isSymbol: Bool { kind != .image }
    }
}
