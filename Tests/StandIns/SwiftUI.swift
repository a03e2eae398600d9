// Stand-in for Apple's SwiftUI, for type-checking generated code on Linux.
// Same rules as UIKit.swift: only real API, real signatures and availability,
// one Apple documentation URL per declaration, stub bodies.

// Real SwiftUI makes UIKit visible: SwiftUI.swiftinterface (iPhoneOS17.0.sdk) has
// `@_exported import SwiftUI` (its Clang module), and SwiftUI.framework/Headers/SwiftUI.h
// does `#import <UIKit/UIKit.h>` when not on macOS.  So `import SwiftUI` alone exposes UIImage.
@_exported import UIKit

// doc: https://developer.apple.com/documentation/swiftui/image
//      `@frozen struct Image`, iOS 13.0+ ("A view that displays an image.")
// Not modelled: the `View` conformance (and with it SwiftUI's main-actor `View`
// protocol), Equatable/Sendable conformances, stored layout.  A plain struct with
// nonisolated members; see README.md here.
@available(iOS 13.0, *)
@frozen public struct Image {

    // doc: https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    //      `init(uiImage: UIImage)`, iOS 13.0+
    public init(uiImage: UIImage) { fatalError() }

    // doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    //      `init(systemName: String)`, iOS 13.0+
    public init(systemName: String) { fatalError() }

    // doc: https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    //      `init(_ name: String, bundle: Bundle? = nil)`, iOS 13.0+
    //      ("To create a custom symbol image from your app's asset catalog, use init(_:bundle:)"
    //       -- from the init(systemName:) page.)
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    // doc: https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
    //      `func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image`, iOS 13.0+
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }

    // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode
    //      `enum TemplateRenderingMode`, iOS 13.0+; conforms to Sendable, Equatable, Hashable
    public enum TemplateRenderingMode: Sendable, Hashable {
        // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/template
        case template
        // doc: https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/original
        case original
    }
}
