import SymbolBase
import SymbolReading
import SymbolRendering

extension SymbolAccessor {
    /// How the SwiftUI `view` draws a case: its vector symbol where the running system has
    /// it, else its bitmap (`Image(uiImage:)`).
    package struct SwiftUIView: Sendable, Equatable {
        /// The vector symbol's image; nil for a picture.
        package var vector: SwiftUIVector?
        /// The rendering mode of the bitmap's image.
        package var bitmapMode: RenderMode
    }

    /// The symbol as a SwiftUI image (`Image(systemName:)`, `Image(_:bundle:)`) and its
    /// modifiers: those of `Image`, then those of any view.
    package struct SwiftUIVector: Sendable, Equatable {
        /// `Image(systemName:)`, or `Image(_:bundle:)` for the catalog's symbolset.
        package var source: Source
        /// Drawn from this version (`if #available(…), let name = vectorName`); nil: wherever
        /// `vectorName` has a name.
        package var from: Version?
        /// `Image`'s own modifiers, which keep it an `Image`.
        package var imageModifiers: [ImageModifier]
        /// The view modifiers after them.
        package var viewModifiers: [ViewModifier]
    }

    /// A modifier of `SwiftUI.Image` that returns an `Image`.
    package enum ImageModifier: Sendable, Equatable {
        /// `.renderingMode(…)`.
        case renderingMode(RenderMode)
        /// `.symbolRenderingMode(.multicolor)` (iOS 15).
        case multicolor
    }

    /// A view modifier of the symbol's image.
    package enum ViewModifier: Sendable, Equatable {
        /// `.foregroundColor(…)`: the colour (nil: system blue).
        case foregroundColor(Colour?)
        /// `.font(…)`: the size and weight of the bitmap.
        case font(SwiftUIFont)
        /// `.imageScale(…)`.
        case imageScale(SymbolScale)
    }

    /// The font a SwiftUI symbol is sized by.
    package enum SwiftUIFont: Sendable, Equatable {
        /// A text style's font (`Font.body`, by its SwiftUI name), which follows the user's
        /// text size, at a weight.
        case textStyle(name: String, weight: SymbolWeight)
        /// `.system(size:weight:)`.
        case system(size: Double, weight: SymbolWeight)

        /// SwiftUI's name for the font of a UIKit text style, where iOS 13's SwiftUI has one
        /// (`title2`, `title3` and `caption2` are iOS 14: those views take the style's Large
        /// size on iOS 13).
        package static func name(of style: TextStyle) -> String? {
            switch style {
            case .largeTitle: "largeTitle"
            case .title1: "title"
            case .headline: "headline"
            case .subheadline: "subheadline"
            case .body: "body"
            case .callout: "callout"
            case .footnote: "footnote"
            case .caption1: "caption"
            case .title2, .title3, .caption2: nil
            }
        }
    }
}
