import SymbolBase

/// Writes the UIKit side of the file from its model, in named sections: the enum, its members
/// (`AccessorsEmitter+Members`), the helpers they call (`AccessorsEmitter+Helpers`), and the
/// `UIImage`, `UIButton` and `UIButton.Configuration` extensions (the buttons' left out on
/// watchOS, which has none). `AccessorsFileEmitter` puts it under `#if canImport(UIKit)`. It
/// decides nothing but spelling: every choice is the model's.
package struct AccessorsEmitter: ImageSideEmitter {
    static let imageType = "UIImage"
    let model: AccessorsModel
    /// How a version check is spelled: iOS and tvOS, and watchOS and visionOS when the file is for them.
    let spelling: AvailabilitySpelling
    /// Where the sections write; one writer per file.
    let out = SwiftWriter()

    /// The UIKit side's text for `model`: its import, the enum and its UIKit extensions.
    static func body(_ model: AccessorsModel) -> String {
        let emitter = AccessorsEmitter(model: model, spelling: .uiKit(for: model.platforms, releases: model.releases))
        emitter.file()
        return emitter.out.text
    }

    private init(model: AccessorsModel, spelling: AvailabilitySpelling) {
        (self.model, self.spelling) = (model, spelling)
    }

    /// The whole side, section by section.
    private func file() {
        out.line("import UIKit")
        out.separate()
        enumDeclaration()
        out.separate()
        out.block("extension \(model.typeName) {") {
            members()
            for helper in model.helpers {
                out.separate()
                write(helper)
            }
        }
        if model.helpers.contains(.bundle) {
            out.separate()
            bundleToken()
        }
        out.separate()
        imageExtension()
        // watchOS has `UIImage`, not `UIButton`: a watch app's file has no button helpers, and
        // one for several platforms keeps them from watchOS.
        let watch = model.platforms.contains(.watchos)
        guard model.platforms.contains(where: { $0 != .watchos && $0 != .macos }) else { return }
        out.separate()
        if watch { out.line("#if !os(watchOS)") }
        buttonExtension()
        out.separate()
        buttonConfigurationExtension()
        if watch { out.line("#endif") }
    }

    /// The enum: a case per asset, its raw value the asset's name.
    func enumDeclaration() {
        out.doc("The assets exported by symbol-export; the raw value is the asset's name in the catalog.")
        out.block("\(access) enum \(model.typeName): String, CaseIterable, Sendable {") {
            for symbol in model.symbols {
                out.doc(symbol.summary)
                out.line("case \(symbol.caseName) = \(SwiftLiteral.string(symbol.rawValue))")
            }
            if model.symbols.isEmpty { out.comment("No assets were exported.") }
        }
    }

    /// The members of the enum's extension, in the file's order.
    func members() {
        image()
        out.separate()
        symbolConfiguration()
        out.separate()
        vector()
        out.separate()
        vectorName()
        out.separate()
        bitmap()
    }

    /// `UIImage.symbol(_:)`.
    func imageExtension() {
        out.block("extension UIImage {") {
            out.doc("`UIImage.symbol(.\(model.exampleCase))`: the same as `\(model.typeName).\(model.exampleCase).image`.")
            out.block("nonisolated \(access) static func symbol(_ symbol: \(model.typeName)) -> UIImage {") {
                out.line("symbol.image")
            }
        }
    }

    /// `UIButton.setSymbol(_:for:)`.
    func buttonExtension() {
        out.block("extension UIButton {") {
            out.doc("""
                Sets the symbol as the button's image for `state`, at the size of its bitmap: no
                `imageEdgeInsets` needed.
                """)
            out.block("\(access) func setSymbol(_ symbol: \(model.typeName), for state: UIControl.State) {") {
                out.line("setImage(symbol.image, for: state)")
            }
        }
    }

    /// `UIButton.Configuration.setSymbol(_:)` (iOS 15).
    func buttonConfigurationExtension() {
        out.line(spelling.attribute(Version(15), excluding: [.watchos]))
        out.block("extension UIButton.Configuration {") {
            out.doc("""
                Sets the symbol as the configuration's image; the vector with its symbol configuration as
                `preferredSymbolConfigurationForImage`, which a configured button would otherwise choose.
                """)
            out.block("@MainActor \(access) mutating func setSymbol(_ symbol: \(model.typeName)) {") {
                out.line("let image = symbol.image")
                out.line("self.image = image")
                out.line("preferredSymbolConfigurationForImage = image.isSymbolImage ? symbol.symbolConfiguration : nil")
            }
        }
    }
}
