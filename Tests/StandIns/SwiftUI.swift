// Stand-in for Apple's SwiftUI, for type-checking generated code on Linux.
// Same rules as UIKit.swift: only real API, real signatures and availability, one Apple
// documentation URL per declaration; bodies record what the generated view asks for
// (UIKitStandIn.calls), so tests can run it.

// Real SwiftUI makes UIKit visible: SwiftUI.swiftinterface (iPhoneOS17.0.sdk) has
// `@_exported import SwiftUI` (its Clang module), and SwiftUI.framework/Headers/SwiftUI.h
// does `#import <UIKit/UIKit.h>` when not on macOS, `<AppKit/AppKit.h>` on macOS.  So
// `import SwiftUI` alone exposes UIImage (NSImage on the Mac). This stand-in is built over the
// UIKit stand-in, or over the AppKit one.
#if canImport(UIKit)
@_exported import UIKit
typealias StandInRecorder = UIKitStandIn
#else
@_exported import AppKit
typealias StandInRecorder = AppKitStandIn
#endif

// doc: https://developer.apple.com/documentation/swiftui/view
//      `@MainActor @preconcurrency protocol View`, iOS 13.0+
// Not modelled: the `body` requirement and its `Body` associated type (the generated code
// implements no view), so a plain main-actor protocol.
@available(iOS 13.0, *)
@preconcurrency @MainActor
public protocol View {}

/// Not SwiftUI: what a stand-in view is, as the modifiers applied to it.
@available(iOS 13.0, *)
public struct StandInView: View, CustomStringConvertible {
    public var description: String
}

// doc: https://developer.apple.com/documentation/swiftui/anyview
//      `@frozen struct AnyView`, iOS 13.0+ ("A type-erased view.")
@available(iOS 13.0, *)
@frozen public struct AnyView: View, CustomStringConvertible {
    public let description: String

    // doc: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    //      `init<V>(_ view: V) where V : View`
    public init<V: View>(_ view: V) {
        description = String(describing: view)
        StandInRecorder.record("AnyView(\(description))")
    }
}

// doc: https://developer.apple.com/documentation/swiftui/image
//      `@frozen struct Image`, iOS 13.0+ ("A view that displays an image.")
// Not modelled: Equatable/Sendable conformances, stored layout.
@available(iOS 13.0, *)
@frozen public struct Image: View, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    #if canImport(UIKit)
    // doc: https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    //      `init(uiImage: UIImage)`, iOS 13.0+
    public init(uiImage: UIImage) { self.init("Image(uiImage: \(uiImage.standIn))") }
    #else
    // doc: https://developer.apple.com/documentation/swiftui/image/init(nsimage:)
    //      `init(nsImage: NSImage)`, macOS 10.15+
    public init(nsImage: NSImage) { self.init("Image(nsImage: \(nsImage.standIn))") }
    #endif

    // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    //      `init(systemName: String)`, iOS 13.0+
    public init(systemName: String) { self.init("Image(systemName: \"\(systemName)\")") }

    // doc: https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    //      `init(_ name: String, bundle: Bundle? = nil)`, iOS 13.0+
    //      ("To create a custom symbol image from your app's asset catalog, use init(_:bundle:)"
    //       -- from the init(systemName:) page.)
    public init(_ name: String, bundle: Bundle? = nil) { self.init("Image(\"\(name)\")") }

    // doc: https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
    //      `func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image`, iOS 13.0+
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        Image(description + ".renderingMode(\(renderingMode.map { "\($0)" } ?? "nil"))")
    }

    // doc: https://developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:)
    //      `func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image`, iOS 15.0+ (the Image's
    //      own, which keeps it an Image; View's returns some View)
    @available(iOS 15.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        Image(description + ".symbolRenderingMode(\(mode?.name ?? "nil"))")
    }

    // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode
    //      `enum TemplateRenderingMode`, iOS 13.0+; conforms to Sendable, Equatable, Hashable
    public enum TemplateRenderingMode: Sendable, Hashable {
        // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/template
        case template
        // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/original
        case original
    }

    // doc: https://developer.apple.com/documentation/swiftui/image/scale
    //      `enum Scale`, iOS 13.0+; cases small, medium, large; Sendable, Hashable
    public enum Scale: Sendable, Hashable {
        case small, medium, large
    }
}

// doc: https://developer.apple.com/documentation/swiftui/font
//      `@frozen struct Font`, iOS 13.0+; Hashable, Sendable
@available(iOS 13.0, *)
@frozen public struct Font: Hashable, Sendable {
    let description: String

    // doc: https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    //      `static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font`, iOS 13.0+
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(description: "system(size: \(Double(size)), weight: \(weight.name))")
    }

    // doc: https://developer.apple.com/documentation/swiftui/font/body (and largeTitle, title,
    //      headline, subheadline, callout, footnote, caption: `static let`, iOS 13.0+; title2,
    //      title3 and caption2 are iOS 14.0+ and not declared)
    public static let largeTitle = Font(description: "largeTitle")
    public static let title = Font(description: "title")
    public static let headline = Font(description: "headline")
    public static let subheadline = Font(description: "subheadline")
    public static let body = Font(description: "body")
    public static let callout = Font(description: "callout")
    public static let footnote = Font(description: "footnote")
    public static let caption = Font(description: "caption")

    // doc: https://developer.apple.com/documentation/swiftui/font/weight(_:)
    //      `func weight(_ weight: Font.Weight) -> Font`, iOS 13.0+
    public func weight(_ weight: Font.Weight) -> Font { Font(description: description + ".weight(\(weight.name))") }

    // doc: https://developer.apple.com/documentation/swiftui/font/weight
    //      `@frozen struct Weight`, iOS 13.0+; Hashable, Sendable
    @frozen public struct Weight: Hashable, Sendable {
        let name: String
        // doc: https://developer.apple.com/documentation/swiftui/font/weight/ultralight (and its siblings)
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

    // doc: https://developer.apple.com/documentation/swiftui/font/design
    //      `enum Design`, iOS 13.0+ (only `default` declared: the generated code names none)
    public enum Design: Hashable, Sendable {
        case `default`
    }
}

// doc: https://developer.apple.com/documentation/swiftui/color
//      `@frozen struct Color`, iOS 13.0+ (a View)
@available(iOS 13.0, *)
@frozen public struct Color: View, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    // doc: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    //      `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`, iOS 13.0+
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "\(colorSpace)(\([red, green, blue, opacity].map { String(describing: $0) }.joined(separator: ", ")))"
    }

    init(description: String) { self.description = description }

    // doc: https://developer.apple.com/documentation/swiftui/color/blue  (`static let blue: Color`, iOS 13.0+;
    //      "A context-dependent blue color suitable for use in UI elements": the system blue)
    public static let blue = Color(description: "blue")

    // doc: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    //      `enum RGBColorSpace`, iOS 13.0+; cases sRGB, sRGBLinear, displayP3 (only sRGB declared)
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
    }
}

// doc: https://developer.apple.com/documentation/swiftui/symbolrenderingmode
//      `struct SymbolRenderingMode`, iOS 15.0+; Equatable, Sendable
@available(iOS 15.0, *)
public struct SymbolRenderingMode: Equatable, Sendable {
    let name: String
    // doc: https://developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor
    //      `static let multicolor: SymbolRenderingMode`
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

@available(iOS 13.0, *)
extension View {
    private func modified(_ modifier: String) -> StandInView {
        StandInView(description: "\(self)" + "." + modifier)
    }

    // doc: https://developer.apple.com/documentation/swiftui/view/font(_:)
    //      `func font(_ font: Font?) -> some View`, iOS 13.0+
    public func font(_ font: Font?) -> some View { modified("font(\(font?.description ?? "nil"))") }

    // doc: https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
    //      `func imageScale(_ scale: Image.Scale) -> some View`, iOS 13.0+
    public func imageScale(_ scale: Image.Scale) -> some View { modified("imageScale(\(scale))") }

    // doc: https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    //      `func foregroundColor(_ color: Color?) -> some View`, iOS 13.0+ (to be deprecated, not yet)
    public func foregroundColor(_ color: Color?) -> some View { modified("foregroundColor(\(color?.description ?? "nil"))") }

    // doc: https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
    //      `func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View`, iOS 15.0+
    @available(iOS 15.0, *)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { modified("symbolRenderingMode(\(mode?.name ?? "nil"))") }
}
