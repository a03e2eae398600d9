// Stand-in for Apple's UIKit, for type-checking generated code on Linux.
//
// Rules for this file:
//  * Only real UIKit API, with the real Swift spelling (labels, types, optionality),
//    the real availability, the real `open`/`public`, and the real actor isolation /
//    Sendable status.  Every declaration names its Apple documentation page.
//  * Bodies simulate one device (UIKitSimulation.swift: an iOS version, a display scale, the
//    system symbols and the app's catalog) and record each call, so tests can run generated
//    code; declarations nothing needs to run keep `fatalError()`.
//  * Only the subset the generated Symbol file needs is declared.  Missing API is
//    missing on purpose (see README.md here): if generated code uses
//    something that is not declared here, the type-check fails, which is the point.
//
// Where the Swift signature comes from:
//  * "doc:"    the Apple documentation page (developer.apple.com/documentation/...),
//              which shows the Swift declaration and the availability table.
//  * "header:" the iOS SDK header (iPhoneOS16.1.sdk / iPhoneOS16.4.sdk, as mirrored
//              in github.com/xybp888/iOS-SDKs), used for Sendable / @MainActor
//              attributes, which the doc pages do not always show.
//
// How Objective-C attributes map to Swift (and so to this file):
//  * NS_SWIFT_SENDABLE on an @interface  -> the class is imported as Sendable.  A
//    Swift class cannot prove that for an NSObject subclass, so it is written
//    `@unchecked Sendable` here.
//  * NS_SWIFT_UI_ACTOR on an @interface  -> the class is imported as @MainActor.
//  * Every Objective-C declaration is imported "as though annotated with
//    @preconcurrency" (SE-0337,
//    https://github.com/swiftlang/swift-evolution/blob/main/proposals/0337-support-incremental-migration-to-concurrency-checking.md),
//    so the UI classes are written `@preconcurrency @MainActor`.

// Real UIKit re-exports Foundation (UIKit.h does `#import <Foundation/Foundation.h>`,
// and `import UIKit` makes Bundle, CGFloat, ... visible).  On Linux CGFloat and
// CGRect come from swift-corelibs-foundation.
@_exported import Foundation

// MARK: - UITraitCollection

// doc:    https://developer.apple.com/documentation/uikit/uitraitcollection
// header: iPhoneOS16.1.sdk UITraitCollection.h
//         `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE
//          @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>`
//         Not NS_SWIFT_UI_ACTOR: usable off the main thread.
// (Declared as a type only; NSCopying/NSSecureCoding conformances omitted.)
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // header: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`
    public override init() { super.init() }
}

// MARK: - UIImage

// doc:    https://developer.apple.com/documentation/uikit/uiimage  (`class UIImage`, iOS 2.0+)
// header: iPhoneOS16.1.sdk and iPhoneOS16.4.sdk UIImage.h
//         `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE
//          @interface UIImage : NSObject <NSSecureCoding>`
//         Sendable; *not* @MainActor (no NS_SWIFT_UI_ACTOR), so its initializers
//         can be called from any isolation domain.
//         (The iOS 13 SDK header had no NS_SWIFT_SENDABLE; see README.md here.)
// (NSSecureCoding / NSItemProvider conformances omitted.)
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// Not UIKit: what the simulated image is (UIKitSimulation.swift).
    public let standIn: StandInImage

    init(standIn: StandInImage) {
        self.standIn = standIn
        super.init()
    }

    /// A catalog lookup as `init(named:…)` makes it: the symbol asset from iOS 13 (watchOS 6,
    /// visionOS 1) when its template is readable there, else the bitmap.
    static func named(_ name: String, configuration: String?) -> StandInImage? {
        if UIKitStandIn.isAvailable(UIKitStandIn.symbolsFrom), case .symbol(let minimum)? = UIKitStandIn.catalog[name], UIKitStandIn.isAvailable(minimum) {
            return StandInImage(source: .symbolAsset(name), scale: UIKitStandIn.displayScale, configuration: configuration)
        }
        if [UIKitStandIn.catalog[name], UIKitStandIn.catalog[name + ".imageset"]].contains(where: { if case .bitmap? = $0 { true } else { false } }) {
            return StandInImage(source: .bitmap(name), scale: UIKitStandIn.displayScale)
        }
        return nil
    }

    // header: UIImage.h declares no `init` of its own and does not mark NSObject's unavailable,
    //         so `UIImage()` is NSObject's `init()`: an image of no size and no contents.
    public override convenience init() {
        UIKitStandIn.record("UIImage()")
        self.init(standIn: StandInImage(source: .empty, scale: 1))
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    //      `init?(named name: String)`, iOS 2.0+
    //      (Objective-C `+imageNamed:`, a factory method, hence `convenience`.)
    @available(iOS 2.0, *)
    public convenience init?(named name: String) { fatalError() }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    //      `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`, iOS 8.0+
    @available(iOS 8.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        UIKitStandIn.record("UIImage(named: \"\(name)\", in:, compatibleWith:)")
        guard let image = UIImage.named(name, configuration: nil) else { return nil }
        self.init(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(named:in:with:)
    //      `init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?)`, iOS 13.0+
    @available(iOS 13.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        UIKitStandIn.record("UIImage(named: \"\(name)\", in:, with: \(configuration?.standIn ?? "nil"))")
        guard let image = UIImage.named(name, configuration: configuration?.standIn) else { return nil }
        self.init(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    //      `init?(systemName name: String)`, iOS 13.0+
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) {
        UIKitStandIn.record("UIImage(systemName: \"\(name)\")")
        guard let first = UIKitStandIn.systemSymbols[name], UIKitStandIn.isAvailable(first) else { return nil }
        self.init(standIn: StandInImage(source: .systemSymbol(name), scale: UIKitStandIn.displayScale))
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
    //      `init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)`, iOS 13.0+
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        UIKitStandIn.record("UIImage(systemName: \"\(name)\", withConfiguration: \(configuration?.standIn ?? "nil"))")
        guard let first = UIKitStandIn.systemSymbols[name], UIKitStandIn.isAvailable(first) else { return nil }
        self.init(standIn: StandInImage(source: .systemSymbol(name), scale: UIKitStandIn.displayScale, configuration: configuration?.standIn))
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:compatiblewith:)
    //      `init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?)`, iOS 13.0+
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    //      `func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage`, iOS 7.0+
    //      (Objective-C method on a non-final class, hence `open`.)
    @available(iOS 7.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIKitStandIn.record("withRenderingMode(\(renderingMode))")
        var image = standIn
        image.renderingMode = renderingMode.rawValue
        return UIImage(standIn: image)
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)
    //         `func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage`, iOS 13.0+
    // header: `- (UIImage *)imageWithTintColor:(UIColor *)color renderingMode:(UIImageRenderingMode)renderingMode API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        UIKitStandIn.record("withTintColor(\(color.standIn), renderingMode: \(renderingMode))")
        var image = standIn
        image.renderingMode = renderingMode.rawValue
        image.tint = color.standIn
        return UIImage(standIn: image)
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/issymbolimage
    //         `var isSymbolImage: Bool { get }`, iOS 13.0+
    // header: `@property (nonatomic, readonly, getter=isSymbolImage) BOOL symbolImage API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open var isSymbolImage: Bool {
        switch standIn.source {
        case .systemSymbol, .symbolAsset: true
        case .bitmap, .empty, .drawn: false
        }
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/scale
    //      `var scale: CGFloat { get }`, iOS 4.0+
    @available(iOS 4.0, *)
    open var scale: CGFloat { CGFloat(standIn.scale) }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/withalignmentrectinsets(_:)
    //      `func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage`, iOS 6.0+
    @available(iOS 6.0, *)
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let i = alignmentInsets
        UIKitStandIn.record("withAlignmentRectInsets(top: \(i.top), left: \(i.left), bottom: \(i.bottom), right: \(i.right))")
        var image = standIn
        image.alignmentRectInsets = (Double(i.top), Double(i.left), Double(i.bottom), Double(i.right))
        return UIImage(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets
    //      `var alignmentRectInsets: UIEdgeInsets { get }`, iOS 6.0+
    @available(iOS 6.0, *)
    open var alignmentRectInsets: UIEdgeInsets {
        let i = standIn.alignmentRectInsets
        return UIEdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/withbaselineoffset(frombottom:)
    //      `func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage`, iOS 13.0+
    @available(iOS 13.0, *)
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        UIKitStandIn.record("withBaselineOffset(fromBottom: \(baselineOffset))")
        var image = standIn
        image.baselineOffset = Double(baselineOffset)
        return UIImage(standIn: image)
    }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/baselineoffsetfrombottom
    //      `var baselineOffsetFromBottom: CGFloat? { get }`, iOS 13.0+
    @available(iOS 13.0, *)
    open var baselineOffsetFromBottom: CGFloat? { standIn.baselineOffset.map { CGFloat($0) } }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property
    //      `var renderingMode: UIImage.RenderingMode { get }`, iOS 7.0+
    @available(iOS 7.0, *)
    open var renderingMode: UIImage.RenderingMode { UIImage.RenderingMode(rawValue: standIn.renderingMode) ?? .automatic }

    // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.property
    //      `@NSCopying var symbolConfiguration: UIImage.SymbolConfiguration? { get }`, iOS 13.0+
    //      (@NSCopying is only meaningful on stored/settable properties; dropped here.)
    @available(iOS 13.0, *)
    open var symbolConfiguration: UIImage.SymbolConfiguration? { fatalError() }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/size
    //         `var size: CGSize { get }`, iOS 2.0+
    //         (The simulated images are 17 × 16 points, times their `drawnScale`.)
    open var size: CGSize { CGSize(width: 17 * standIn.drawnScale, height: 16 * standIn.drawnScale) }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
    //         `func draw(in rect: CGRect)`, iOS 2.0+
    open func draw(in rect: CGRect) {
        UIKitStandIn.record("draw(in: \(Double(rect.width))×\(Double(rect.height)))")
    }
}

extension UIImage {

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    //         `enum RenderingMode`, iOS 7.0+;
    //         cases .automatic, .alwaysOriginal, .alwaysTemplate
    // header: `typedef NS_ENUM(NSInteger, UIImageRenderingMode) { UIImageRenderingModeAutomatic,
    //          UIImageRenderingModeAlwaysOriginal, UIImageRenderingModeAlwaysTemplate } API_AVAILABLE(ios(7.0));`
    //         Imported NS_ENUMs are Int-backed and Sendable.
    @available(iOS 7.0, *)
    public enum RenderingMode: Int, Sendable {
        // doc: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/automatic
        case automatic = 0
        // doc: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal
        case alwaysOriginal = 1
        // doc: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate
        case alwaysTemplate = 2
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
    //         (`UIImage.Configuration`, the Swift name of UIImageConfiguration), iOS 13.0+
    // header: iPhoneOS16.1.sdk UIImageConfiguration.h
    //         `UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0)) NS_SWIFT_SENDABLE
    //          @interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>
    //          + (instancetype)new NS_UNAVAILABLE; - (instancetype)init NS_UNAVAILABLE;`
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {
        /// Not UIKit: what the simulated configuration holds.
        public let standIn: String

        init(standIn: String) {
            self.standIn = standIn
            super.init()
        }

        // header: `- (instancetype)init NS_UNAVAILABLE;`
        @available(*, unavailable)
        public override init() { fatalError() }

        // doc:    https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class/applying(_:)
        //         `func applying(_ otherConfiguration: UIImage.Configuration?) -> Self`, iOS 13.0+
        // header: `- (instancetype)configurationByApplyingConfiguration:(nullable UIImageConfiguration *)otherConfiguration;`
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let combined = [standIn, otherConfiguration?.standIn].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            let copy = self is UIImage.SymbolConfiguration ? UIImage.SymbolConfiguration(standIn: combined) : UIImage.Configuration(standIn: combined)
            return copy as! Self
        }
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
    //         `class SymbolConfiguration`, iOS 13.0+
    // header: iPhoneOS16.4.sdk UIImageSymbolConfiguration.h
    //         `UIKIT_EXTERN API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0)) NS_SWIFT_SENDABLE
    //          @interface UIImageSymbolConfiguration : UIImageConfiguration`
    //         All initializers below are `+configurationWith...` factory methods, imported as
    //         `convenience init`.  Omitted (need UIFont / UIColor, unused by the generated
    //         file): init(textStyle:), init(textStyle:scale:), init(font:), init(font:scale:),
    //         init(hierarchicalColor:) [15.0], init(paletteColors:) [15.0],
    //         preferringMonochrome() [16.0].
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {

        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/unspecified
        //      `class var unspecified: UIImage.SymbolConfiguration { get }`
        open class var unspecified: UIImage.SymbolConfiguration { fatalError() }

        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(scale:)
        //      `convenience init(scale: UIImage.SymbolScale)`
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }

        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:)
        //      `convenience init(pointSize: CGFloat)`
        public convenience init(pointSize: CGFloat) { fatalError() }

        // header: `+ (instancetype)configurationWithWeight:(UIImageSymbolWeight)weight;`
        // doc (URL by the naming scheme of its siblings; page not fetched):
        //      https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(weight:)
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(standIn: "\(weight)")
        }

        // doc:    https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:scale:)
        //         `convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale)`, iOS 13.0+
        // header: `+ (instancetype)configurationWithTextStyle:(UIFontTextStyle)textStyle scale:(UIImageSymbolScale)scale;`
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(standIn: "\(textStyle.rawValue) \(scale)")
        }

        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:)
        //      `convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight)`
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }

        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:scale:)
        //      `convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)`
        //      pointSize: "The system font point size to use for the configuration."
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(standIn: "\(Double(pointSize)) pt \(weight) \(scale)")
        }

        // doc:    https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/preferringmulticolor()
        //         `class func preferringMulticolor() -> Self`, iOS 15.0+
        // header: iPhoneOS16.1.sdk UIImageSymbolConfiguration.h
        //         `+ (instancetype)configurationPreferringMulticolor API_AVAILABLE(ios(15.0),tvos(15.0),watchos(8.0));`
        @available(iOS 15.0, *)
        open class func preferringMulticolor() -> Self {
            UIImage.SymbolConfiguration(standIn: "multicolor") as! Self
        }
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/symbolweight
    //         `enum SymbolWeight`, iOS 13.0+
    // header: `typedef NS_ENUM(NSInteger, UIImageSymbolWeight) { UIImageSymbolWeightUnspecified = 0,
    //          UIImageSymbolWeightUltraLight = 1, Thin, Light, Regular, Medium, Semibold, Bold,
    //          Heavy, Black } API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));`
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0   // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/unspecified
        case ultraLight = 1    // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/ultralight
        case thin = 2          // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/thin
        case light = 3         // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/light
        case regular = 4       // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/regular
        case medium = 5        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/medium
        case semibold = 6      // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/semibold
        case bold = 7          // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/bold
        case heavy = 8         // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/heavy
        case black = 9         // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/black
    }

    // doc:    https://developer.apple.com/documentation/uikit/uiimage/symbolscale
    //         `enum SymbolScale`, iOS 13.0+
    // header: `typedef NS_ENUM(NSInteger, UIImageSymbolScale) { UIImageSymbolScaleDefault = -1,
    //          UIImageSymbolScaleUnspecified = 0, UIImageSymbolScaleSmall = 1,
    //          UIImageSymbolScaleMedium, UIImageSymbolScaleLarge } API_AVAILABLE(ios(13.0),...);`
    @available(iOS 13.0, *)
    public enum SymbolScale: Int, Sendable {
        case `default` = -1    // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/default  ("matches the system usage")
        case unspecified = 0   // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/unspecified  (inherits from environment)
        case small = 1         // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/small
        case medium = 2        // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/medium
        case large = 3         // doc: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/large
    }
}

// MARK: - UIFont.TextStyle, UIFontMetrics

// doc:    https://developer.apple.com/documentation/uikit/uifont  (`class UIFont`, iOS 2.0+; only the
//         nested `TextStyle` is declared)
// header: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIFont : NSObject <NSCopying, NSSecureCoding>`
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    // doc:    https://developer.apple.com/documentation/uikit/uifont/textstyle
    //         `struct TextStyle`, iOS 7.0+ (the Swift name of `UIFontTextStyle`, an NSString
    //         typedef: a RawRepresentable String struct, Hashable, Sendable)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // doc: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle (iOS 11.0+) and its siblings (iOS 7.0+, title1-3 iOS 9.0+)
        @available(iOS 11.0, *) public static let largeTitle = TextStyle(rawValue: "largeTitle")
        @available(iOS 9.0, *) public static let title1 = TextStyle(rawValue: "title1")
        @available(iOS 9.0, *) public static let title2 = TextStyle(rawValue: "title2")
        @available(iOS 9.0, *) public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        @available(iOS 9.0, *) public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
}

// doc:    https://developer.apple.com/documentation/uikit/uifontmetrics  (`class UIFontMetrics`, iOS 11.0+)
// header: `UIKIT_EXTERN API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0)) NS_SWIFT_SENDABLE @interface UIFontMetrics : NSObject`
//         (NS_SWIFT_SENDABLE since the iOS 16 SDK's header audit; not NS_SWIFT_UI_ACTOR.)
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let style: UIFont.TextStyle

    // doc: https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    //      `init(forTextStyle textStyle: UIFont.TextStyle)`
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    // doc: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
    //      `func scaledValue(for value: CGFloat) -> CGFloat` ("scaled based on the current Dynamic Type settings")
    open func scaledValue(for value: CGFloat) -> CGFloat {
        UIKitStandIn.record("UIFontMetrics(\(style.rawValue)).scaledValue(for: \(Double(value)))")
        return value * CGFloat(UIKitStandIn.textSize)
    }
}

// MARK: - UIGraphicsImageRenderer

// doc:    https://developer.apple.com/documentation/uikit/uigraphicsrendererformat  (iOS 10.0+)
// header: iPhoneOS16.1.sdk UIGraphicsRenderer.h `UIKIT_EXTERN API_AVAILABLE(ios(10.0)) @interface UIGraphicsRendererFormat : NSObject <NSCopying>`
@available(iOS 10.0, *)
open class UIGraphicsRendererFormat: NSObject {
    public required override init() { super.init() }

    // doc: https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/preferred()
    //      `class func preferred() -> Self`, iOS 11.0+
    @available(iOS 11.0, *)
    open class func preferred() -> Self { Self() }
}

// doc:    https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat  (iOS 10.0+)
// header: iPhoneOS16.1.sdk UIGraphicsImageRenderer.h `UIKIT_EXTERN API_AVAILABLE(ios(10.0)) @interface UIGraphicsImageRendererFormat : UIGraphicsRendererFormat`
@available(iOS 10.0, *)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    // doc: https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale  `var scale: CGFloat`
    open var scale: CGFloat = 1
}

// doc:    https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext  (iOS 10.0+)
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: NSObject {}

// doc:    https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer  (iOS 10.0+)
// header: `UIKIT_EXTERN API_AVAILABLE(ios(10.0)) @interface UIGraphicsImageRenderer : UIGraphicsRenderer`
//         (not NS_SWIFT_UI_ACTOR; the base class UIGraphicsRenderer is not declared here)
@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: NSObject {
    let size: CGSize
    let format: UIGraphicsImageRendererFormat

    // doc: https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
    //      `init(size: CGSize, format: UIGraphicsImageRendererFormat)`
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        (self.size, self.format) = (size, format)
        super.init()
    }

    // doc: https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    //      `func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage`
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        var image = StandInImage(source: .drawn, scale: Double(format.scale))
        image.drawnScale = Double(size.height) / 16
        UIKitStandIn.record("UIGraphicsImageRenderer(size: \(Double(size.width))×\(Double(size.height)), scale: \(Double(format.scale)))")
        return UIImage(standIn: image)
    }
}

// MARK: - UIColor

// doc:    https://developer.apple.com/documentation/uikit/uicolor  (`class UIColor`, iOS 2.0+)
// header: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIColor : NSObject <NSSecureCoding, NSCopying>`
//         Not NS_SWIFT_UI_ACTOR.  Its Sendable status is not checked here, so it is declared
//         without it (stricter than UIKit, never looser).
@available(iOS 2.0, *)
open class UIColor: NSObject {
    /// Not UIKit: what the simulated colour is.
    public let standIn: String

    init(standIn: String) {
        self.standIn = standIn
        super.init()
    }

    // doc:    https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    //         `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`, iOS 2.0+
    // header: `- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;`
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(standIn: "rgba(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))")
    }

    // doc:    https://developer.apple.com/documentation/uikit/uicolor/systemblue
    //         `class var systemBlue: UIColor { get }`, iOS 7.0+
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { UIColor(standIn: "systemBlue") }
}

// MARK: - UIEdgeInsets

// doc:    https://developer.apple.com/documentation/uikit/uiedgeinsets  (`struct UIEdgeInsets`, iOS 2.0+)
// header: iPhoneOS16.1.sdk UIGeometry.h `typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
//          CGFloat top, left, bottom, right; } UIEdgeInsets;` (a C struct: Sendable, and
//          Equatable through the UIKit overlay)
@available(iOS 2.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    // doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

// MARK: - UIResponder / UIView / UIControl / UIButton  (main actor)

// doc:    https://developer.apple.com/documentation/uikit/uiresponder  (`@MainActor class UIResponder`, iOS 2.0+)
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIResponder: NSObject {
}

// doc:    https://developer.apple.com/documentation/uikit/uiview  (`@MainActor class UIView`, iOS 2.0+)
// header: iPhoneOS16.1.sdk UIView.h
//         `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <NSCoding, ...>`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIView: UIResponder {
    // doc:    https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // header: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect) { super.init() }

    // doc:    https://developer.apple.com/documentation/uikit/uiview/init(coder:)  (URL by the site's
    //         naming scheme; page not fetched -- signature from the header)
    // header: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    //         (`required` because of NSCoding.)
    public required init?(coder: NSCoder) { fatalError() }
}

// doc: https://developer.apple.com/documentation/uikit/uicontrol  (`@MainActor class UIControl`, iOS 2.0+)
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIControl: UIView {
}

extension UIControl {
    // doc:    https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct  (`struct State`)
    // header: `typedef NS_OPTIONS(NSUInteger, UIControlState) { UIControlStateNormal = 0,
    //          UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1,
    //          UIControlStateSelected = 1 << 2, UIControlStateFocused = 1 << 3 (ios 9.0),
    //          UIControlStateApplication = 0x00FF0000, UIControlStateReserved = 0xFF000000 };`
    //         An imported NS_OPTIONS: an OptionSet over UInt, Sendable, not actor-isolated
    //         (a nested type does not inherit UIControl's @MainActor).
    public struct State: OptionSet, Sendable {
        // OptionSet requirements of the imported NS_OPTIONS(NSUInteger, ...):
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue
        //      and .../state-swift.struct/init(rawvalue:)  (URLs by naming scheme)
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        //      `static var normal: UIControl.State { get }`
        public static var normal: UIControl.State { UIControl.State(rawValue: 0) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static var highlighted: UIControl.State { UIControl.State(rawValue: 1 << 0) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static var disabled: UIControl.State { UIControl.State(rawValue: 1 << 1) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static var selected: UIControl.State { UIControl.State(rawValue: 1 << 2) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused
        @available(iOS 9.0, *)
        public static var focused: UIControl.State { UIControl.State(rawValue: 1 << 3) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/application
        //      (URL by naming scheme; value from the header)
        public static var application: UIControl.State { UIControl.State(rawValue: 0x00FF_0000) }
        // doc: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/reserved
        //      (URL by naming scheme; value from the header)
        public static var reserved: UIControl.State { UIControl.State(rawValue: 0xFF00_0000) }
    }
}

// doc:    https://developer.apple.com/documentation/uikit/uibutton  (`@MainActor class UIButton`, iOS 2.0+)
// header: iPhoneOS16.1.sdk UIButton.h
//         `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton : UIControl <NSCoding>`
//         (init(frame:) / init?(coder:) are inherited from UIView here, as in the header.)
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIButton: UIControl {

    // doc:    https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    //         `func setImage(_ image: UIImage?, for state: UIControl.State)`, iOS 2.0+
    // header: `- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;`
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        UIKitStandIn.record("UIButton.setImage(\(image?.standIn.description ?? "nil"), for: \(state.rawValue))")
    }

    // doc:    https://developer.apple.com/documentation/uikit/uibutton/setpreferredsymbolconfiguration(_:forimagein:)
    //         `func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
    //                                               forImageIn state: UIControl.State)`, iOS 13.0+
    // header: `- (void)setPreferredSymbolConfiguration:(nullable UIImageSymbolConfiguration *)configuration
    //           forImageInState:(UIControlState)state UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), ...);`
    @available(iOS 13.0, *)
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { fatalError() }

    // doc:    https://developer.apple.com/documentation/uikit/uibutton/preferredsymbolconfigurationforimage(in:)
    //         `func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration?`, iOS 13.0+
    @available(iOS 13.0, *)
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { fatalError() }
}

extension UIButton {
    // doc:    https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    //         `struct Configuration`, iOS 15.0+, tvOS 15.0+ (the Swift value type over
    //         UIButtonConfiguration; `UIButton.configuration` is `@MainActor @preconcurrency var
    //         configuration: UIButton.Configuration?`).
    // header: iPhoneOS16.1.sdk UIButtonConfiguration.h
    //         `UIKIT_EXTERN API_AVAILABLE(ios(15.0), tvos(15.0), watchos(8.0)) NS_SWIFT_UI_ACTOR
    //          @interface UIButtonConfiguration : NSObject <NSCopying, NSSecureCoding>`
    //         Main actor, as the class it wraps (the struct's own attributes are not checked here;
    //         main-actor is the stricter reading).
    @available(iOS 15.0, *)
    @preconcurrency @MainActor
    public struct Configuration {
        /// Not UIKit: what was set, in order.
        public private(set) var standIn: [String] = []

        // doc:    https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
        //         `static func plain() -> UIButton.Configuration`
        // header: `+ (instancetype)plainButtonConfiguration;`
        public static func plain() -> UIButton.Configuration { UIButton.Configuration() }

        // doc:    https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
        //         `var image: UIImage?`
        // header: `@property (nonatomic, readwrite, strong, nullable) UIImage *image;`
        public var image: UIImage? {
            didSet { standIn.append("image = \(image?.standIn.description ?? "nil")") }
        }

        // doc:    https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/preferredsymbolconfigurationforimage
        //         `var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?`
        // header: `@property (nonatomic, readwrite, copy, nullable) UIImageSymbolConfiguration *preferredSymbolConfigurationForImage;`
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? {
            didSet { standIn.append("preferredSymbolConfigurationForImage = \(preferredSymbolConfigurationForImage?.standIn ?? "nil")") }
        }
    }
}
