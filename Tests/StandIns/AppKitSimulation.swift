// Not AppKit: the simulation behind the AppKit stand-in's bodies, for tests that run the generated
// Swift's AppKit side on Linux. It plays one Mac: a macOS version, the system symbols that exist
// (with the macOS each exists from) and the app's asset catalog, and it records every call.
//
// How lookups behave, and where that comes from:
//  * `NSImage(systemSymbolName:accessibilityDescription:)` returns nil for a name the running
//    system lacks. [Apple] https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
//  * `NSImage(named:)` searches the main bundle only; `Bundle.image(forResource:)` the bundle it
//    is asked of. [Third party: SwiftGen's AppKit template and issue #1110]
//  * A symbolset whose template is newer than the OS is not found: its bitmap (`NAME-fallback`)
//    is. [Inference, as for UIKit: shared/docs/uikit-symbol-behaviour.md A1]
// The generated code's `#available(macOS X, *)` is always true on Linux, so the tests rewrite it to
// `AppKitStandIn.isAvailable("X")` before compiling.

public enum AppKitStandIn {
    /// An asset of the app's catalog.
    public enum Asset: Sendable {
        /// An imageset, its size in points (AppKit's box: whole points).
        case bitmap(width: Double, height: Double)
        /// A symbolset, readable from `minimumOS` on.
        case symbol(minimumOS: String)
    }

    /// The macOS version the simulated Mac runs.
    nonisolated(unsafe) public static var os = "11.0"
    /// System symbol names and the macOS version each first exists in.
    nonisolated(unsafe) public static var systemSymbols: [String: String] = [:]
    /// The app's asset catalog, by asset name; in the main bundle, or in a package's.
    nonisolated(unsafe) public static var catalog: [String: Asset] = [:]
    nonisolated(unsafe) public static var catalogInMainBundle = false
    /// Point sizes of the text styles (`NSFont.preferredFont(forTextStyle:)`).
    nonisolated(unsafe) public static var textStyleSizes: [String: CGFloat] = ["body": 13, "headline": 13, "largeTitle": 26]
    /// Every call of the simulated API, in order.
    nonisolated(unsafe) public static var calls: [String] = []
    /// The size a symbol image is given.
    static let symbolSize = NSSize(width: 17, height: 16)

    /// `#available(macOS version, *)` on the simulated Mac.
    public static func isAvailable(_ version: String) -> Bool {
        !Self.version(os).lexicographicallyPrecedes(Self.version(version))
    }

    public static func record(_ call: String) {
        calls.append(call)
    }

    /// A catalog lookup in `bundle`: the symbol asset when its template is readable here, else
    /// the bitmap; nothing when the catalog is in another bundle.
    static func catalogImage(_ name: String, bundle: Bundle) -> StandInMacImage? {
        guard (bundle == .main) == catalogInMainBundle else { return nil }
        switch catalog[name] {
        case .symbol(let minimum)? where isAvailable(minimum):
            return StandInMacImage(source: .symbolAsset(name), size: symbolSize)
        case .bitmap(let width, let height)?:
            return StandInMacImage(source: .bitmap(name), size: NSSize(width: width, height: height))
        default:
            return nil
        }
    }

    static func version(_ text: String) -> [Int] {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return parts + Array(repeating: 0, count: max(0, 3 - parts.count))
    }

    public static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// What a simulated `NSImage` is.
public struct StandInMacImage: Sendable, CustomStringConvertible {
    public enum Source: Sendable, Equatable {
        case systemSymbol(String)
        case symbolAsset(String)
        case bitmap(String)
        case empty

        var isSymbol: Bool {
            switch self {
            case .systemSymbol, .symbolAsset: true
            default: false
            }
        }
    }

    public var source: Source
    public var size: NSSize
    public var isTemplate = false
    public var configuration: String?
    public var alignmentRect: NSRect?
    public var accessibilityDescription: String?

    /// `bitmap doc.text 17×16 template align(0, -1.5, 17, 20.5) "Copy"`.
    public var description: String {
        var text = switch source {
        case .systemSymbol(let name): "system \(name)"
        case .symbolAsset(let name): "symbol \(name)"
        case .bitmap(let name): "bitmap \(name) \(AppKitStandIn.number(size.width))×\(AppKitStandIn.number(size.height))"
        case .empty: "empty"
        }
        if isTemplate, case .bitmap = source { text += " template" }
        if let configuration { text += " " + configuration }
        if let rect = alignmentRect {
            text += " align(" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { AppKitStandIn.number(Double($0)) }
                .joined(separator: ", ") + ")"
        }
        if let accessibilityDescription { text += " \"\(accessibilityDescription)\"" }
        return text
    }
}
