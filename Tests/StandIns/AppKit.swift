// Stand-in for Apple's AppKit, for type-checking and running the generated Swift's AppKit side on
// Linux. The rules of UIKit.swift: only real AppKit API, with its real Swift spelling (labels,
// types, optionality), availability, `open`/`public` and actor isolation, each declaration naming
// its Apple documentation page; only what the generated files need; bodies that simulate one Mac
// (AppKitSimulation.swift) and record each call.
//
// Where the Swift signature comes from:
//  * "doc:" the Apple documentation page (developer.apple.com/documentation/appkit/...), which
//    shows the Swift declaration and the availability table.
//  * Sendable and isolation: NSImage's `Sendable` conformance is available only from macOS 14
//    ("Conformance of 'NSImage' to 'Sendable' is only available in macOS 14.0 or newer", quoted in
//    firebase/firebase-ios-sdk PR #15199), so it is not declared (the stricter reading); NSView
//    and its subclasses are main-actor classes (NS_SWIFT_UI_ACTOR), written `@preconcurrency
//    @MainActor` as Objective-C classes import.

// Real AppKit re-exports Foundation (`import AppKit` makes Bundle, CGFloat, NSRect visible). On
// Linux NSRect, NSSize and NSPoint come from swift-corelibs-foundation.
@_exported import Foundation

// MARK: - NSImage

// doc: https://developer.apple.com/documentation/appkit/nsimage  (`class NSImage`, macOS 10.0+)
@available(macOS 10.0, *)
open class NSImage: NSObject, NSCopying {
    /// Not AppKit: what the simulated image is (AppKitSimulation.swift).
    public var standIn: StandInMacImage

    init(standIn: StandInMacImage) {
        self.standIn = standIn
        super.init()
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/name  (`typealias NSImage.Name = String`)
    public typealias Name = String

    // doc: NSObject's `init()`: an image of no size and no contents (`[[NSImage alloc] init]`).
    public override convenience init() {
        AppKitStandIn.record("NSImage()")
        self.init(standIn: StandInMacImage(source: .empty, size: .zero))
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/init(named:)
    //      `init?(named name: NSImage.Name)`, macOS 10.0+ (the main bundle's images)
    public convenience init?(named name: NSImage.Name) {
        AppKitStandIn.record("NSImage(named: \"\(name)\")")
        guard let image = AppKitStandIn.catalogImage(name, bundle: .main) else { return nil }
        self.init(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
    //      `convenience init?(systemSymbolName name: String, accessibilityDescription description: String?)`, macOS 11.0+
    @available(macOS 11.0, *)
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        AppKitStandIn.record("NSImage(systemSymbolName: \"\(name)\", accessibilityDescription: \(description.map { "\"\($0)\"" } ?? "nil"))")
        guard let first = AppKitStandIn.systemSymbols[name], AppKitStandIn.isAvailable(first) else { return nil }
        self.init(standIn: StandInMacImage(source: .systemSymbol(name), size: AppKitStandIn.symbolSize, accessibilityDescription: description))
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/withsymbolconfiguration(_:)
    //      `func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage?`, macOS 11.0+
    @available(macOS 11.0, *)
    open func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? {
        var image = standIn
        guard image.source.isSymbol else { return nil }
        image.configuration = configuration.standIn
        return NSImage(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/size  (`var size: NSSize`)
    open var size: NSSize {
        get { standIn.size }
        set { standIn.size = newValue }
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/istemplate  (`var isTemplate: Bool`, macOS 10.5+)
    open var isTemplate: Bool {
        get { standIn.isTemplate }
        set { standIn.isTemplate = newValue }
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/alignmentrect  (`var alignmentRect: NSRect`, macOS 10.10+)
    open var alignmentRect: NSRect {
        get { standIn.alignmentRect ?? NSRect(origin: .zero, size: standIn.size) }
        set { standIn.alignmentRect = newValue }
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
    //      `var accessibilityDescription: String?`, macOS 10.10+
    open var accessibilityDescription: String? {
        get { standIn.accessibilityDescription }
        set { standIn.accessibilityDescription = newValue }
    }

    // doc: NSImage conforms to NSCopying (`copy()` is NSObject's, which calls this).
    public func copy(with zone: NSZone? = nil) -> Any {
        AppKitStandIn.record("copy")
        return NSImage(standIn: standIn)
    }

    // MARK: NSImage.SymbolConfiguration

    // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration
    //      `class SymbolConfiguration`, macOS 11.0+
    @available(macOS 11.0, *)
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// Not AppKit: the configuration, as text.
        public let standIn: String

        public required init(standIn: String) {
            self.standIn = standIn
            super.init()
        }

        // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/init(pointsize:weight:scale:)
        //      `convenience init(pointSize: CGFloat, weight: NSFont.Weight, scale: NSImage.SymbolScale)`, macOS 11.0+
        public convenience init(pointSize: CGFloat, weight: NSFont.Weight, scale: NSImage.SymbolScale) {
            self.init(standIn: "\(AppKitStandIn.number(Double(pointSize))) pt \(weight.name) \(scale)")
        }

        // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/init(palettecolors:)
        //      `convenience init(paletteColors: [NSColor])`, macOS 12.0+
        @available(macOS 12.0, *)
        public convenience init(paletteColors: [NSColor]) {
            self.init(standIn: "palette(\(paletteColors.map(\.standIn).joined(separator: ", ")))")
        }

        // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/preferringmulticolor()
        //      `class func preferringMulticolor() -> Self`, macOS 12.0+
        @available(macOS 12.0, *)
        open class func preferringMulticolor() -> Self {
            Self(standIn: "multicolor")
        }

        // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/applying(_:)
        //      `func applying(_ configuration: NSImage.SymbolConfiguration) -> Self`, macOS 12.0+
        @available(macOS 12.0, *)
        open func applying(_ configuration: NSImage.SymbolConfiguration) -> Self {
            Self(standIn: standIn + " + " + configuration.standIn)
        }
    }

    // doc: https://developer.apple.com/documentation/appkit/nsimage/symbolscale
    //      `enum SymbolScale`, macOS 11.0+; cases small, medium, large
    @available(macOS 11.0, *)
    public enum SymbolScale: Int, Sendable {
        case small = 1, medium = 2, large = 3
    }
}

// MARK: - NSFont

// doc: https://developer.apple.com/documentation/appkit/nsfont  (`class NSFont`, macOS 10.0+)
@available(macOS 10.0, *)
open class NSFont: NSObject, @unchecked Sendable {
    // doc: https://developer.apple.com/documentation/appkit/nsfont/pointsize  (`var pointSize: CGFloat { get }`)
    open var pointSize: CGFloat { size }
    let size: CGFloat

    init(size: CGFloat) {
        self.size = size
        super.init()
    }

    // doc: https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
    //      `class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFontDescriptor.AttributeName : Any] = [:]) -> NSFont`,
    //      macOS 11.0+ (the options' type is not modelled: the generated code passes none)
    @available(macOS 11.0, *)
    open class func preferredFont(forTextStyle style: NSFont.TextStyle) -> NSFont {
        NSFont(size: AppKitStandIn.textStyleSizes[style.rawValue] ?? 13)
    }

    // doc: https://developer.apple.com/documentation/appkit/nsfont/weight  (`struct Weight`, macOS 10.11+)
    public struct Weight: Hashable, Sendable {
        let name: String
        // doc: https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight (and its siblings)
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    // doc: https://developer.apple.com/documentation/appkit/nsfont/textstyle  (`struct TextStyle`, macOS 11.0+)
    @available(macOS 11.0, *)
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // doc: https://developer.apple.com/documentation/appkit/nsfont/textstyle/body (and its siblings)
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
}

// MARK: - NSColor

// doc: https://developer.apple.com/documentation/appkit/nscolor  (`class NSColor`, macOS 10.0+; not
//      declared Sendable here, the stricter reading)
@available(macOS 10.0, *)
open class NSColor: NSObject {
    /// Not AppKit: the colour, as text.
    public let standIn: String

    init(standIn: String) {
        self.standIn = standIn
        super.init()
    }

    // doc: https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
    //      `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`, macOS 10.7+
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(standIn: "srgb(\([red, green, blue, alpha].map { AppKitStandIn.number(Double($0)) }.joined(separator: ", ")))")
    }

    // doc: https://developer.apple.com/documentation/appkit/nscolor/systemblue  (`class var systemBlue: NSColor`, macOS 10.10+)
    open class var systemBlue: NSColor { NSColor(standIn: "systemBlue") }
}

// MARK: - Bundle

extension Bundle {
    // doc: https://developer.apple.com/documentation/foundation/bundle/image(forresource:)
    //      `func image(forResource name: NSImage.Name) -> NSImage?`, macOS 10.7+ (AppKit's extension of Bundle;
    //      it finds the images of the bundle's asset catalog)
    public func image(forResource name: NSImage.Name) -> NSImage? {
        AppKitStandIn.record("Bundle.image(forResource: \"\(name)\")")
        return AppKitStandIn.catalogImage(name, bundle: self).map(NSImage.init(standIn:))
    }
}

// MARK: - NSButton

// doc: https://developer.apple.com/documentation/appkit/nsbutton  (`class NSButton`, macOS 10.0+; an NSView:
//      main-actor)
@available(macOS 10.0, *)
@preconcurrency @MainActor
open class NSButton: NSObject {
    public override init() { super.init() }

    // doc: https://developer.apple.com/documentation/appkit/nsbutton/image  (`var image: NSImage?`)
    open var image: NSImage? {
        didSet { AppKitStandIn.record("NSButton.image = \(image?.standIn.description ?? "nil")") }
    }

    // doc: https://developer.apple.com/documentation/appkit/nsbutton/symbolconfiguration
    //      `var symbolConfiguration: NSImage.SymbolConfiguration?`, macOS 11.0+
    @available(macOS 11.0, *)
    open var symbolConfiguration: NSImage.SymbolConfiguration? {
        get { configuration as? NSImage.SymbolConfiguration }
        set {
            configuration = newValue
            AppKitStandIn.record("NSButton.symbolConfiguration = \(newValue?.standIn ?? "nil")")
        }
    }

    private var configuration: AnyObject?
}
