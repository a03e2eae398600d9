// Not UIKit: the simulation behind the stand-in's bodies, for tests that run generated code on
// Linux. It plays one device: an iOS version, a display scale, the system symbols that exist
// and the app's asset catalog, and it records every call the generated code makes.
//
// How lookups behave, and where that comes from:
//  * `UIImage(systemName:)` returns nil when the running OS lacks the name. [Apple]
//    https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
//    ("nil if no suitable image was found"); never the app's bitmap ("Each method looks only for
//    its designated image type", Configuring and displaying symbol images in your UI).
//  * `UIImage(named:…)` prefers a symbol asset over a bitmap of the same name from iOS 13 and
//    takes the bitmap on iOS 12. [Apple] https://developer.apple.com/documentation/uikit/uiimage/init(named:)
//  * A symbolset whose template is newer than the OS is not found (actool drops templates it
//    cannot read, so a bitmap of the same name is found instead). [Third party, unverified;
//    see shared/docs/uikit-symbol-behaviour.md A1]
// The generated code's `#available(iOS X, *)` is always true on Linux, so the tests rewrite it to
// `UIKitStandIn.isAvailable("X")` before compiling.

public enum UIKitStandIn {
    /// An asset of the app's catalog.
    public enum Asset: Sendable {
        /// An imageset.
        case bitmap
        /// A symbolset, readable from `minimumOS` on (its template's version decides it).
        case symbol(minimumOS: String)
    }

    /// The iOS version the simulated device runs (watchOS's or visionOS's on those devices).
    nonisolated(unsafe) public static var os = "13.0"
    /// The version from which the device's system draws symbols: iOS 13, watchOS 6, visionOS 1.
    nonisolated(unsafe) public static var symbolsFrom = "13.0"
    /// Its display scale.
    nonisolated(unsafe) public static var displayScale = 3.0
    /// System symbol names and the iOS version each first exists in.
    nonisolated(unsafe) public static var systemSymbols: [String: String] = [:]
    /// The app's asset catalog, by asset name.
    nonisolated(unsafe) public static var catalog: [String: Asset] = [:]
    /// The user's text size, as the factor `UIFontMetrics` scales by (1: the Large default).
    nonisolated(unsafe) public static var textSize = 1.0
    /// Every call of the simulated API, in order.
    nonisolated(unsafe) public static var calls: [String] = []

    /// `#available(iOS version, *)` on the simulated device.
    public static func isAvailable(_ version: String) -> Bool {
        Self.version(os) >= Self.version(version)
    }

    /// Records a call (the SwiftUI stand-in's too).
    public static func record(_ call: String) {
        calls.append(call)
    }

    static func version(_ text: String) -> [Int] {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return parts + Array(repeating: 0, count: max(0, 3 - parts.count))
    }
}

extension Array where Element == Int {
    static func >= (a: [Int], b: [Int]) -> Bool { !a.lexicographicallyPrecedes(b) }
}

/// What a simulated `UIImage` is.
public struct StandInImage: Sendable, Equatable, CustomStringConvertible {
    public enum Source: Sendable, Equatable {
        case systemSymbol(String)
        case symbolAsset(String)
        case bitmap(String)
        /// `UIImage()`.
        case empty
        /// Drawn by a `UIGraphicsImageRenderer`.
        case drawn
    }

    public var source: Source
    public var scale: Double
    /// Its size relative to the simulated image size (17 × 16 points): 1, or what a renderer drew.
    public var drawnScale = 1.0
    public var renderingMode = 0
    /// `withTintColor(_:renderingMode:)`'s colour.
    public var tint: String?
    public var configuration: String?
    public var alignmentRectInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    public var baselineOffset: Double?

    public static func == (a: StandInImage, b: StandInImage) -> Bool { a.description == b.description }

    /// `bitmap doc.text @3x template insets(-3, 0, -1.666667, 0) baseline 2.333333`.
    public var description: String {
        var text: String
        switch source {
        case .systemSymbol(let name): text = "system \(name)"
        case .symbolAsset(let name): text = "symbol \(name)"
        case .bitmap(let name): text = "bitmap \(name) @\(Int(scale))x"
        case .empty: text = "empty"
        case .drawn: text = "drawn ×\(number(drawnScale))"
        }
        if renderingMode != 0 { text += renderingMode == 1 ? " original" : " template" }
        if let tint { text += " " + tint }
        if let configuration { text += " " + configuration }
        let i = alignmentRectInsets
        if i != (0, 0, 0, 0) { text += " insets(\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right)))" }
        if let baselineOffset { text += " baseline \(number(baselineOffset))" }
        return text
    }

    func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
