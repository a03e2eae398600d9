import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolExport

extension SymbolAccessor {
    /// Decides what the files do for `entry`: a pure function of it and the deployment target.
    /// `wording` names a release on the file's platforms (`iOS 17.0`, or `iOS 17.0, macOS 14.0`).
    package init(_ entry: SwiftAccessors.Entry, deploymentTarget: Version, wording: (Version) -> String = { "iOS \($0)" }) {
        caseName = entry.caseName
        rawValue = entry.assetName
        summary = Self.summary(of: entry, wording: wording)
        vector = Self.vector(of: entry)
        bitmap = Self.bitmap(of: entry, deploymentTarget: deploymentTarget, wording: wording)
        swiftUI = Self.swiftUI(of: entry)
    }

    /// `SF Symbol `text.document` from iOS 18.0, `doc.text` from iOS 13.0, its bitmap before; 17 pt, regular, medium.`
    static func summary(of entry: SwiftAccessors.Entry, wording: (Version) -> String = { "iOS \($0)" }) -> String {
        let size = SwiftLiteral.number(entry.pointSize) + " pt" + (entry.textStyle.map { " (\($0.rawValue), with the text size)" } ?? "")
        let configuration = "\(size), \(entry.weight.rawValue), \(entry.scale.rawValue)"
        let fallback = entry.fallbackName != nil ? ", its bitmap before" : ""
        let colours = switch entry.colours {
        case .template: ""
        case .multicolor: "; multicolor"
        case .tint(let colour): "; in \(colour?.hex ?? "system blue")"
        }
        switch entry.kind {
        case .system:
            let names = entry.systemNames.map { "`\($0.name)` from \(wording(max($0.from, entry.available)))" }
            return "SF Symbol \(names.joined(separator: ", "))\(fallback); \(configuration)\(colours)."
        case .custom:
            var from = wording(entry.available)
            if case .template(let version) = entry.availability { from += " (template v\(version))" }
            return "Custom symbol from \(from)\(fallback); \(configuration)\(colours)."
        case .image:
            return "Bitmap (\(entry.template ? "template" : "original"))."
        }
    }

    /// The vector of a symbol, nil for a picture.
    static func vector(of entry: SwiftAccessors.Entry) -> Vector? {
        guard entry.isSymbol else { return nil }
        let configuration = Configuration(
            size: entry.textStyle.map { .textStyle($0) } ?? .points(entry.pointSize), weight: entry.weight, scale: entry.scale,
            multicolorFrom: entry.colours == .multicolor ? Version.multicolor : nil)
        let source: Source = entry.kind == .custom ? .catalog : .system
        return Vector(configuration: configuration, load: VectorLoad(source: source, colours: entry.colours),
                      names: nameBranches(of: entry))
    }

    /// `vectorName`'s branches: the names newest first, each asked for from the version it
    /// exists (and not before the version the symbol is used from), then `missing` (or, for a
    /// symbol of unknown availability, the bitmap).
    static func nameBranches(of entry: SwiftAccessors.Entry) -> [NameBranch] {
        // A custom symbol has one name, the symbolset's, from the version it is used.
        let names = entry.kind == .custom ? [SystemName(name: entry.assetName, from: entry.available)] : entry.systemNames
        // A name newer than `available` is asked for only where it exists.
        var branches = names.filter { $0.from > entry.available }.map { NameBranch.name($0.name, from: $0.from) }
        if entry.available > Version.symbols { branches.append(.bitmapBefore(entry.available)) }
        branches += names.filter { $0.from <= entry.available }.map { NameBranch.name($0.name, from: nil) }
        return branches + [entry.availabilityKnown ? .missing : .bitmapWhereMissing]
    }

    /// The bitmap: its imageset, laid out like the symbol, scaled with the text size.
    static func bitmap(of entry: SwiftAccessors.Entry, deploymentTarget: Version, wording: (Version) -> String = { "iOS \($0)" }) -> Bitmap {
        guard let name = entry.fallbackName else { return .notWritten(deploymentTarget: wording(deploymentTarget)) }
        let layout = entry.isSymbol ? entry.layout?.map { metrics in
            BitmapLayout(top: metrics.alignmentInsets.top, bottom: metrics.alignmentInsets.bottom, baseline: metrics.baselineOffset)
        } : nil
        // Drawn at the style's Large size: scaled like the text of that style.
        let textSize = entry.textStyle.map { TextSizeScaling(style: $0, pointSize: entry.pointSize) }
        return .image(BitmapImage(name: name, mode: entry.template ? .template : .original, layout: layout, textSize: textSize))
    }

    /// The SwiftUI view: the symbol with its bitmap's font size, weight, scale and colours.
    static func swiftUI(of entry: SwiftAccessors.Entry) -> SwiftUIView {
        let bitmapMode: RenderMode = entry.template ? .template : .original
        guard entry.isSymbol else { return SwiftUIView(vector: nil, bitmapMode: bitmapMode) }
        var imageModifiers: [ImageModifier] = []
        var viewModifiers: [ViewModifier] = []
        switch entry.colours {
        case .template: break
        case .multicolor: imageModifiers.append(.multicolor)
        case .tint(let colour): (imageModifiers, viewModifiers) = ([.renderingMode(.template)], [.foregroundColor(colour)])
        }
        if let style = entry.textStyle, let name = SwiftUIFont.name(of: style) {
            // The style's font, which follows the user's text size, at the bitmap's weight.
            viewModifiers.append(.font(.textStyle(name: name, weight: entry.weight)))
        } else {
            viewModifiers.append(.font(.system(size: entry.pointSize, weight: entry.weight)))
        }
        viewModifiers.append(.imageScale(entry.scale))
        let vector = SwiftUIVector(source: entry.kind == .custom ? .catalog : .system,
                                   from: entry.colours == .multicolor ? Version.multicolor : nil,
                                   imageModifiers: imageModifiers, viewModifiers: viewModifiers)
        return SwiftUIView(vector: vector, bitmapMode: bitmapMode)
    }
}
