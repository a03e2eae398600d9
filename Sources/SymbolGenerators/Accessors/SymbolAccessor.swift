import SymbolBase
import SymbolExport

/// One case of the generated enum and what each member does for it, decided: its vector
/// (configuration, loading, the names asked for under which `#available`), its bitmap and its
/// SwiftUI view. Built from a `SwiftAccessors.Entry` (`SymbolAccessor+Building`).
package struct SymbolAccessor: Sendable, Equatable {
    /// The Swift case name (`docOnDoc`, `` `repeat` ``).
    package var caseName: String
    /// The asset's name in the catalog (`doc.on.doc`, `Toolbar/trash`): the case's raw value.
    package var rawValue: String
    /// The case's doc comment, one line: what it is, from which iOS, how it is drawn.
    package var summary: String
    /// Its vector symbol; nil for a picture, which is its bitmap on every system.
    package var vector: Vector?
    /// How `bitmap` loads it.
    package var bitmap: Bitmap
    /// How the SwiftUI `view` draws it.
    package var swiftUI: SwiftUIView

    /// Where a vector comes from.
    package enum Source: Sendable, Equatable {
        /// An SF Symbol of the system: `UIImage(systemName:)`.
        case system
        /// A custom symbol, the catalog's symbolset: `UIImage(named:in:with:)`.
        case catalog
    }
}
