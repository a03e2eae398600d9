import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

extension SymbolAccessor {
    /// A case's vector symbol: how it is configured, loaded and coloured, and by which name.
    package struct Vector: Sendable, Equatable {
        /// `symbolConfiguration`.
        package var configuration: Configuration
        /// `vector`: where it comes from, and its colours.
        package var load: VectorLoad
        /// `vectorName`: the branches, in order, that find the name the running system has.
        package var names: [NameBranch]
    }

    /// The `UIImage.SymbolConfiguration` the vector is drawn with: its bitmap's.
    package struct Configuration: Sendable, Equatable {
        /// The size: a point size, or a text style (which scales with the user's text size).
        package enum Size: Sendable, Equatable {
            /// `pointSize:`, the bitmap's.
            case points(Double)
            /// `textStyle:`: the style's size, which follows the user's text size.
            case textStyle(TextStyle)
        }

        /// Its size: the bitmap's point size, or its text style.
        package var size: Size
        /// The bitmap's weight.
        package var weight: SymbolWeight
        /// The bitmap's symbol scale (small, medium, large).
        package var scale: SymbolScale
        /// From this version the configuration prefers the multicolor layers
        /// (`preferringMulticolor()`); nil for a symbol not in multicolor.
        package var multicolorFrom: Version?
    }

    /// How `vector` loads a symbol by its name: the source, and its colours.
    package struct VectorLoad: Sendable, Equatable {
        /// The system's symbols, or the catalog's symbolset.
        package var source: Source
        /// Tinted by the view; its multicolor layers (never tinted); or one tint colour of its own.
        package var colours: SwiftAccessors.Entry.Colours

        /// A system symbol tinted by the view: `vector`'s `default:`.
        package static let plainSystem = VectorLoad(source: .system, colours: .template)
    }

    /// One step of `vectorName`, which returns at the first that answers.
    package enum NameBranch: Sendable, Equatable {
        /// The name, where the running system has it: from `from` (`if #available(…), …`),
        /// or at any version the code gets to (nil).
        case name(String, from: Version?)
        /// Nil (the bitmap stands in) before `version`, the one the symbol is used from.
        case bitmapBefore(Version)
        /// None of the names on a system that should have one: `missing(_:)`, which asserts
        /// in a debug build and gives nil (the bitmap stands in).
        case missing
        /// None of the names, for a symbol of unknown availability: nil (the bitmap stands in),
        /// which no system's lack of the name makes a surprise.
        case bitmapWhereMissing
    }
}
