import SymbolBase
import SymbolExport

/// Everything the generated Swift files do, decided and not yet spelled: the cases, how each
/// member loads each case, how `vector` groups them, which helpers the file needs. Built from
/// `SwiftAccessors` by a pure function (`AccessorsModel(_:)`, in `AccessorsModel+Building`);
/// `AccessorsEmitter` writes the UIKit file from it and `SwiftUIEmitter` the SwiftUI one, and
/// they decide nothing but spelling.
package struct AccessorsModel: Sendable, Equatable {
    /// The enum's name: `Symbol`.
    package var typeName: String
    /// The access of the enum and of its API (`vectorName` and `bundle` are always internal).
    package var access: SwiftAccess
    /// The folder or manifest the symbols came from, named in the header.
    package var origin: String
    /// The case `UIImage.symbol(_:)`'s doc comment shows: the first, `docOnDoc` with none.
    package var exampleCase: String
    /// One per case, in the enum's order (by case name, backticks aside).
    package var symbols: [SymbolAccessor]
    /// How `vector` loads each case.
    package var vectorDispatch: VectorDispatch
    /// The static helpers the members call, in the file's order.
    package var helpers: [Helper]
    /// The platforms the file is for, and their versions of each release.
    package var platforms: [Platform]
    package var releases: PlatformReleases

    /// Whether the file has a UIKit side (iOS, Mac Catalyst, tvOS, watchOS, visionOS) and an
    /// AppKit side (macOS).
    package var hasUIKit: Bool { platforms.contains(where: \.hasUIKit) }
    package var hasAppKit: Bool { platforms.contains(.macos) }

    /// `iOS 17.0, macOS 14.0`: a release on each of the file's platforms.
    package func releaseText(_ release: Version) -> String {
        Self.releaseText(release, platforms: platforms, releases: releases)
    }

    /// How `vector` turns a case's name into its image.
    package enum VectorDispatch: Sendable, Equatable {
        /// One `return` for every case (all plain system symbols, or pictures, which never
        /// get there: their `vectorName` is nil).
        case uniform(SymbolAccessor.VectorLoad)
        /// A `switch`: one `case` for each group of symbols that load alike, in the order of
        /// each group's first symbol; `otherwise` (the `default:`) for the rest, nil when no
        /// case is left.
        case grouped([VectorGroup], otherwise: SymbolAccessor.VectorLoad?)
    }

    /// Cases whose vectors load alike: one `case .a, .b:` of `vector`.
    package struct VectorGroup: Sendable, Equatable {
        /// The case names, in the enum's order.
        package var cases: [String]
        /// How each of them loads.
        package var load: SymbolAccessor.VectorLoad
    }

    /// A static helper of the generated enum, written when a member calls it.
    package enum Helper: Sendable, Equatable, CaseIterable {
        /// `bitmap(_:_:_:layout:)`: a fallback bitmap laid out like the symbol image (its
        /// alignment insets and baseline per display scale); for a symbol's bitmap.
        case layOutBitmap
        /// `scaled(_:for:drawnAt:)`: a fallback scaled with the user's text size, as a symbol
        /// configured with a text style scales; for a text-style symbol's bitmap.
        case scaleWithTextSize
        /// `load(_:_:)`: stops, naming it, at a bitmap missing from the catalog. Always written.
        case loadBitmap
        /// `missing(_:)`: a debug build stops, naming it, at a vector the running system
        /// should have and has not. Always written.
        case reportMissingVector
        /// `bundle`, and the `BundleToken` class it finds the bundle by. Always written.
        case bundle
    }
}
