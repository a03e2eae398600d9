import SymbolBase
import SymbolReading

/// Writes the AppKit side of the accessors file from the same model as the UIKit side: the same
/// `Symbol` API over `NSImage`, as AppKit draws symbols. The vector by
/// `NSImage(systemSymbolName:accessibilityDescription:)`, or a custom symbol by the bundle's own
/// image lookup (`Bundle.image(forResource:)`, which finds a package's catalog; `NSImage(named:)`
/// searches only the main bundle), with `NSImage.SymbolConfiguration(pointSize:weight:scale:)`
/// (macOS 11); the bitmap with its alignment rect, which `NSButton` and `NSImageView` lay an image
/// out by; an accessibility description for either; `NSButton.setSymbol(_:)`. Every version check
/// names macOS, with each release's macOS version.
struct AppKitEmitter: ImageSideEmitter {
    static let imageType = "NSImage"
    let model: AccessorsModel
    let spelling: AvailabilitySpelling
    let out = SwiftWriter()

    /// The AppKit side's text for `model`: its import, the enum and its AppKit extensions.
    static func body(_ model: AccessorsModel) -> String {
        let emitter = AppKitEmitter(model: model, spelling: .appKit(releases: model.releases))
        emitter.file()
        return emitter.out.text
    }

    private func file() {
        out.line("import AppKit")
        out.separate()
        out.doc("The assets exported by symbol-export; the raw value is the asset's name in the catalog.")
        out.block("\(access) enum \(model.typeName): String, CaseIterable, Sendable {") {
            for symbol in model.symbols {
                out.doc(symbol.summary)
                out.line("case \(symbol.caseName) = \(SwiftLiteral.string(symbol.rawValue))")
            }
            if model.symbols.isEmpty { out.comment("No assets were exported.") }
        }
        out.separate()
        out.block("extension \(model.typeName) {") {
            image()
            out.separate()
            symbolConfiguration()
            out.separate()
            vector()
            out.separate()
            vectorName()
            out.separate()
            bitmap()
            out.separate()
            helpers()
        }
        out.separate()
        bundleToken()
        out.separate()
        out.block("extension NSImage {") {
            out.doc("`NSImage.symbol(.\(model.exampleCase))`: the same as `\(model.typeName).\(model.exampleCase).image`.")
            out.block("nonisolated \(access) static func symbol(_ symbol: \(model.typeName)) -> NSImage {") {
                out.line("symbol.image")
            }
        }
        out.separate()
        out.block("extension NSButton {") {
            out.doc("""
                Sets the symbol as the button's image, at the size of its bitmap, with the vector's symbol
                configuration (which the button would otherwise take from its font).
                """)
            out.block("\(access) func setSymbol(_ symbol: \(model.typeName)) {") {
                out.line("let image = symbol.image")
                out.line("self.image = image")
                out.block("if \(spelling.condition(Version.symbols)) {") {
                    out.line("symbolConfiguration = symbol.vector != nil ? symbol.symbolConfiguration : nil")
                }
            }
        }
    }

    /// `image` and `image(accessibilityDescription:)`.
    private func image() {
        out.doc("The image: the vector symbol where the running system has it, else the bitmap.")
        out.block("nonisolated \(access) var image: NSImage {") {
            out.line("image(accessibilityDescription: nil)")
        }
        out.separate()
        out.doc("The image, described for VoiceOver (`NSImage.accessibilityDescription`).")
        out.block("nonisolated \(access) func image(accessibilityDescription description: String?) -> NSImage {") {
            out.block("if \(spelling.condition(Version.symbols)), let vector = vector(accessibilityDescription: description) {") {
                out.line("return vector")
            }
            out.line("let bitmap = self.bitmap")
            out.line("bitmap.accessibilityDescription = description")
            out.line("return bitmap")
        }
    }

    private func vector() {
        out.doc("""
            Its vector symbol, coloured like its bitmap; nil where the bitmap stands in: before the
            version it is used from, and on a system that lacks all of its names.
            """)
        out.line(symbolsAttribute)
        out.block("nonisolated \(access) var vector: NSImage? {") {
            out.line("vector(accessibilityDescription: nil)")
        }
        out.separate()
        out.doc("Its vector symbol, described for VoiceOver.")
        out.line(symbolsAttribute)
        out.block("nonisolated \(access) func vector(accessibilityDescription description: String?) -> NSImage? {") {
            out.line("guard let name = vectorName, let configuration = symbolConfiguration else { return nil }")
            out.line("let image: NSImage?")
            eachCase { symbol in
                guard let load = symbol.vector?.load else { return out.line("return nil") }
                var configuration = "configuration"
                if case .tint(let colour) = load.colours {
                    // A symbol's own colour comes with palette colours (macOS 12): before, its bitmap, painted in it.
                    out.line("guard \(spelling.condition(Version(15))) else { return nil }")
                    configuration = "configuration.applying(NSImage.SymbolConfiguration(paletteColors: [\(Self.colour(colour))]))"
                }
                switch load.source {
                case .system: out.line("image = NSImage(systemSymbolName: name, accessibilityDescription: description)?.withSymbolConfiguration(\(configuration))")
                case .catalog: out.line("image = Self.named(name)?.withSymbolConfiguration(\(configuration))")
                }
            }
            out.line("image?.accessibilityDescription = description")
            out.line("return image")
        }
    }

    private func vectorName() {
        out.doc("""
            The name the running system draws its vector by: the newest of its names the system has,
            from the version it is used; nil where the bitmap stands in.
            """)
        out.line(symbolsAttribute)
        out.block("nonisolated internal var vectorName: String? {") {
            eachCase { symbol in
                guard let vector = symbol.vector else { return out.line("return nil") }
                for branch in vector.names {
                    switch branch {
                    case .name(let name, let from):
                        let exists = switch vector.load.source {
                        case .system: "NSImage(systemSymbolName: \(SwiftLiteral.string(name)), accessibilityDescription: nil) != nil"
                        case .catalog: "Self.named(\(SwiftLiteral.string(name))) != nil"
                        }
                        out.block("if \(from.map { spelling.condition($0) + ", " } ?? "")\(exists) {") {
                            out.line("return \(SwiftLiteral.string(name))")
                        }
                    case .bitmapBefore(let version):
                        out.line("guard \(spelling.condition(version)) else { return nil }")
                    case .missing:
                        out.line("return Self.missing(rawValue)")
                    case .bitmapWhereMissing:
                        out.comment("From which macOS it exists is not known here: where the system lacks it, the bitmap stands in.")
                        out.line("return nil")
                    }
                }
            }
        }
    }

    private func bitmap() {
        out.doc("Its bitmap, laid out like the symbol image (its alignment rect).")
        out.block("nonisolated \(access) var bitmap: NSImage {") {
            eachCase { symbol in
                switch symbol.bitmap {
                case .notWritten(let deploymentTarget):
                    out.comment("None written: the deployment target (\(deploymentTarget)) always has the vector.")
                    out.line("return NSImage()")
                case .image(let image):
                    let named = "Self.named(\(SwiftLiteral.string(image.name)))"
                    let template = image.mode == .template ? "true" : "false"
                    // The Mac's 2x image (its 1x is the same box in whole points).
                    if let layout = image.layout.flatMap({ $0.count >= 2 ? $0[1] : $0.first }) {
                        let values = [layout.top, layout.bottom].map(SwiftLiteral.number).joined(separator: ", ")
                        out.line("return Self.bitmap(\(named), rawValue, template: \(template), insets: (\(values)))")
                    } else {
                        out.line("return Self.bitmap(\(named), rawValue, template: \(template), insets: (0, 0))")
                    }
                }
            }
        }
    }

    private func helpers() {
        out.doc("""
            The fallback bitmap, laid out like the symbol image: its alignment rect is the system
            font's line box at the symbol's point size (`insets`: top and bottom, negative where the
            rect is taller than the image), which `NSButton` and `NSImageView` lay an image out by.
            A copy: the catalog's image is shared.
            """)
        out.line("nonisolated private static func bitmap(")
        out.indented {
            out.line("_ image: NSImage?, _ name: String, template: Bool, insets: (top: CGFloat, bottom: CGFloat)")
        }
        out.block(") -> NSImage {") {
            out.lines("""
                let image = load(image, name).copy() as! NSImage
                image.isTemplate = template
                let size = image.size
                image.alignmentRect = NSRect(x: 0, y: insets.bottom, width: size.width, height: size.height - insets.top - insets.bottom)
                return image
                """)
        }
        out.separate()
        out.doc("""
            An image of the catalog in `bundle`: the bundle's own lookup, which finds a package's
            catalog (`NSImage(named:)` searches only the main bundle).
            """)
        out.block("nonisolated private static func named(_ name: String) -> NSImage? {") {
            out.line("bundle == .main ? NSImage(named: name) : bundle.image(forResource: name)")
        }
        out.separate()
        out.doc("A missing bitmap stops here, naming it: the catalog is not in the target, or is stale.")
        out.block("nonisolated private static func load(_ image: NSImage?, _ name: String) -> NSImage {") {
            out.block("guard let image else {") {
                out.line("fatalError(\"symbol-export: no image named '\\(name)' in the asset catalog; is the catalog in this target, and exported?\")")
            }
            out.line("return image")
        }
        out.separate()
        missing()
        out.separate()
        bundle()
    }

    /// `NSImage.SymbolConfiguration(…)`: a text style's size is the style's font's (the Mac's text
    /// does not follow a user's text size), at the bitmap's weight.
    static func expression(_ configuration: SymbolAccessor.Configuration) -> String {
        let weight = SwiftLiteral.weight(configuration.weight)
        let size = switch configuration.size {
        case .textStyle(let style): "NSFont.preferredFont(forTextStyle: .\(style.rawValue)).pointSize"
        case .points(let points): SwiftLiteral.number(points)
        }
        return "NSImage.SymbolConfiguration(pointSize: \(size), weight: .\(weight), scale: .\(configuration.scale.rawValue))"
    }

    /// `NSColor.systemBlue`, or `NSColor(srgbRed: …)` (sRGB, as the bitmap was painted).
    static func colour(_ colour: Colour?) -> String {
        guard let colour else { return "NSColor.systemBlue" }
        let part = { (value: UInt8) in SwiftLiteral.number(Double(value) / 255) }
        return "NSColor(srgbRed: \(part(colour.red)), green: \(part(colour.green)), blue: \(part(colour.blue)), alpha: \(SwiftLiteral.number(colour.alpha)))"
    }
}
