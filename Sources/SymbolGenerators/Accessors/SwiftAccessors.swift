import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

/// The Swift file `export --swift` writes: one enum case per asset and the UIKit code that loads
/// each on every iOS (and tvOS, Mac Catalyst) version, configured exactly like its fallback
/// bitmap, so every system draws the same picture at the same size.
///
/// The API (callers, docs and tests rely on it):
/// ```swift
/// enum Symbol: String, CaseIterable, Sendable { case docOnDoc = "doc.on.doc"; … }
/// extension Symbol {
///     var image: UIImage { get }                                  // the vector, else the bitmap
///     @available(iOS 13.0, *) var symbolConfiguration: UIImage.SymbolConfiguration? { get }
///     @available(iOS 13.0, *) var vector: UIImage? { get }        // nil where the bitmap stands in
///     var bitmap: UIImage { get }
/// }
/// extension UIImage { static func symbol(_ symbol: Symbol) -> UIImage }
/// extension UIButton { func setSymbol(_ symbol: Symbol, for state: UIControl.State) }
/// @available(iOS 15.0, *) extension UIButton.Configuration { mutating func setSymbol(_ symbol: Symbol) }
/// ```
///
/// Nothing stops the app for a vector the running system lacks (a renamed or late symbol, a
/// template too new): the bitmap stands in, and a debug build asserts, naming the symbol and
/// the system. Only a missing bitmap stops it: the asset catalog is not in the app.
/// Everything that does not touch a view is `nonisolated`, so the file compiles alike in Swift 5
/// and 6 and in targets whose default isolation is the main actor; nothing global is stored.
/// SwiftUI is not imported: `SwiftUIAccessors` writes that part, when asked, to a file of its own.
///
/// What the code does for each asset is decided once, in `model` (`AccessorsModel`, a pure
/// function of these inputs); `AccessorsEmitter` spells it.
package struct SwiftAccessors: Sendable {
    package var typeName: String
    package var access: SwiftAccess
    /// The export's deployment target, as a release (`ExportOptions.deploymentTarget`).
    package var deploymentTarget: Version
    /// The platforms the target builds for: UIKit code for those with UIKit, AppKit code for macOS.
    package var platforms: [Platform]
    /// Each platform's versions of the releases the symbols are used from.
    package var releases: PlatformReleases
    /// The folder or manifest the symbols came from, named in the header.
    package var origin: String
    package var entries: [Entry]

    package init(typeName: String, access: SwiftAccess, deploymentTarget: Version, platforms: [Platform] = [.ios],
                 releases: PlatformReleases = PlatformReleases(), origin: String, entries: [Entry]) {
        (self.typeName, self.access, self.deploymentTarget, self.origin) = (typeName, access, deploymentTarget, origin)
        (self.platforms, self.releases) = (platforms.isEmpty ? [.ios] : platforms, releases)
        self.entries = entries.sorted { $0.caseName.trimming([0x60]) < $1.caseName.trimming([0x60]) }
    }

    /// The file's bytes.
    package var bytes: [UInt8] { Array(source.utf8) }

    /// The file's text, written from its model: the UIKit side, the AppKit side, or both.
    package var source: String { AccessorsFileEmitter.source(model) }

    /// Every decision of the file, and of its SwiftUI side.
    package var model: AccessorsModel { AccessorsModel(self) }
}
