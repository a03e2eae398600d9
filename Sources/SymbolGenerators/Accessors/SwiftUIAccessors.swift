/// The SwiftUI file `export --swift … --swiftui` writes beside the UIKit one (`NAME+SwiftUI.swift`):
/// each asset as a view drawn like its `image`.
///
/// ```swift
/// @available(iOS 13.0, *) extension Symbol {
///     @MainActor var view: AnyView { get }              // sized and coloured like the bitmap
///     @MainActor var swiftUIImage: SwiftUI.Image { get } // for tab items, Label, Text: sized by where it is put
/// }
/// ```
///
/// On the vector path it is the symbol itself (`Image(systemName:)`, `Image(_:bundle:)` for a
/// custom symbol) with `.font(.system(size:weight:))` and `.imageScale(_:)`, so it keeps symbol
/// behaviour (font-relative sizing, baseline alignment) and the asset's rendering mode;
/// `Image(uiImage:)` only for the bitmap. A file of its own, because an app that deploys to
/// iOS 12 stops at launch when it links SwiftUI strongly, whatever `#if canImport` says.
/// What each view does is the accessors' model's (`SymbolAccessor.SwiftUIView`);
/// `SwiftUIEmitter` spells it.
package struct SwiftUIAccessors: Sendable {
    package var accessors: SwiftAccessors
    /// The UIKit file's name, named in the header.
    package var uikitFile: String

    package init(accessors: SwiftAccessors, uikitFile: String) {
        (self.accessors, self.uikitFile) = (accessors, uikitFile)
    }

    /// `Symbols.swift` → `Symbols+SwiftUI.swift` (the Swift file's name always ends in `.swift`).
    package static func path(besides swiftFile: String) -> String {
        String(swiftFile.dropLast(".swift".count)) + "+SwiftUI.swift"
    }

    /// The file's bytes.
    package var bytes: [UInt8] { Array(source.utf8) }

    /// The file's text, written from the accessors' model.
    package var source: String { SwiftUIEmitter.source(accessors.model, uikitFile: uikitFile) }
}
