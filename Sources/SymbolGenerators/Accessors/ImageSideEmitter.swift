import SymbolBase

/// What the UIKit side (`AccessorsEmitter`) and the AppKit side (`AppKitEmitter`) of the file
/// write alike, over their own image type: the per-case switch, `symbolConfiguration`, `missing`,
/// `bundle` and its token.
protocol ImageSideEmitter {
    var model: AccessorsModel { get }
    var spelling: AvailabilitySpelling { get }
    var out: SwiftWriter { get }
    /// `UIImage` or `NSImage`.
    static var imageType: String { get }
    /// The configuration's initializer expression, in the side's API.
    static func expression(_ configuration: SymbolAccessor.Configuration) -> String
}

extension ImageSideEmitter {
    /// The access keyword of the API: `internal` or `public`.
    var access: String { model.access.rawValue }
    /// `@available(iOS 13.0, tvOS 13.0, *)`, `@available(macOS 11.0, *)`: the members that only exist with symbol images.
    var symbolsAttribute: String { spelling.attribute(Version.symbols) }

    /// `switch self`, with the lines `body` writes for each symbol under its `case`.
    func eachCase(_ body: (SymbolAccessor) -> Void) {
        out.switchBlock("self") {
            for symbol in model.symbols {
                out.switchCase("." + symbol.caseName) { body(symbol) }
            }
        }
    }

    /// `symbolConfiguration`: each symbol's, nil for a picture.
    func symbolConfiguration() {
        out.doc("""
            The configuration its vector is drawn with: the point size, weight and scale of its
            bitmap (and its multicolor layers, for one in original mode); nil for a picture.
            """)
        out.line(symbolsAttribute)
        out.block("nonisolated \(access) var symbolConfiguration: \(Self.imageType).SymbolConfiguration? {") {
            eachCase { symbol in
                guard let configuration = symbol.vector?.configuration else { return out.line("return nil") }
                let expression = Self.expression(configuration)
                guard let version = configuration.multicolorFrom else { return out.line("return \(expression)") }
                out.line("let configuration = \(expression)")
                out.block("if \(spelling.condition(version)) {") {
                    out.line("return configuration.applying(\(Self.imageType).SymbolConfiguration.preferringMulticolor())")
                }
                out.line("return configuration")
            }
        }
    }

    /// `missing`: a vector the system should have, in a debug build.
    func missing() {
        out.doc("""
            A vector the running system should have and has not: its bitmap stands in, and a debug
            build stops here, naming it (its `available`, or the SF Symbols tables, are wrong).
            """)
        out.block("nonisolated private static func missing(_ name: String) -> String? {") {
            out.line("assertionFailure(\"symbol-export: no vector for '\\(name)' on \\(ProcessInfo.processInfo.operatingSystemVersionString); its bitmap stands in\")")
            out.line("return nil")
        }
    }

    /// `bundle`: the package's resource bundle, else the one holding `BundleToken`.
    func bundle() {
        out.doc("The bundle whose asset catalog holds the images.")
        out.block("nonisolated internal static var bundle: Bundle {") {
            out.lines("""
                #if SWIFT_PACKAGE
                return Bundle.module
                #else
                return Bundle(for: BundleToken.self)
                #endif
                """)
        }
    }

    /// The class `bundle` finds the app's (or framework's) bundle by, outside a package.
    func bundleToken() {
        out.lines("""
            #if !SWIFT_PACKAGE
            private final class BundleToken {}
            #endif
            """)
    }
}
