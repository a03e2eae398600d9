import SymbolBase

extension AccessorsEmitter {
    /// `image`: the vector, else the bitmap.
    func image() {
        out.doc("The image: the vector symbol where the running system has it, else the bitmap.")
        out.block("nonisolated \(access) var image: UIImage {") {
            out.block("if \(spelling.condition(Version.symbols)), let vector {") {
                out.line("return vector")
            }
            out.line("return bitmap")
        }
    }

    /// `vector`: the symbol by the name `vectorName` found, loaded and coloured.
    func vector() {
        out.doc("""
            Its vector symbol, coloured like its bitmap; nil where the bitmap stands in: before the
            version it is used from, and on a system that lacks all of its names.
            """)
        out.line(symbolsAttribute)
        out.block("nonisolated \(access) var vector: UIImage? {") {
            out.line("guard let name = vectorName else { return nil }")
            switch model.vectorDispatch {
            case .uniform(let load):
                out.line("return \(Self.expression(load))")
            case .grouped(let groups, let otherwise):
                out.switchBlock("self") {
                    for group in groups {
                        out.switchCase(group.cases.map { "." + $0 }.joined(separator: ", ")) {
                            out.line("return \(Self.expression(group.load))")
                        }
                    }
                    if let otherwise { out.switchDefault { out.line("return \(Self.expression(otherwise))") } }
                }
            }
        }
    }

    /// `vectorName`: each symbol's branches, nil for a picture.
    func vectorName() {
        out.doc("""
            The name the running system draws its vector by: the newest of its names the system has,
            from the version it is used; nil where the bitmap stands in.
            """)
        out.line(symbolsAttribute)
        out.block("nonisolated internal var vectorName: String? {") {
            eachCase { symbol in
                guard let vector = symbol.vector else { return out.line("return nil") }
                for branch in vector.names { write(branch, source: vector.load.source) }
            }
        }
    }

    /// `bitmap`: each asset's imageset, as the model loads it.
    func bitmap() {
        out.doc("Its bitmap, laid out like the symbol image (alignment rect, baseline).")
        out.block("nonisolated \(access) var bitmap: UIImage {") {
            eachCase { symbol in
                switch symbol.bitmap {
                case .notWritten(let deploymentTarget):
                    out.comment("None written: the deployment target (\(deploymentTarget)) always has the vector.")
                    out.line("return UIImage()")
                case .image(let image):
                    write(image)
                }
            }
        }
    }

    private func write(_ branch: SymbolAccessor.NameBranch, source: SymbolAccessor.Source) {
        switch branch {
        case .name(let name, let from):
            let exists = switch source {
            case .system: "UIImage(systemName: \(SwiftLiteral.string(name))) != nil"
            case .catalog: "UIImage(named: \(SwiftLiteral.string(name)), in: Self.bundle, with: nil)?.isSymbolImage == true"
            }
            out.block("if \(from.map { spelling.condition($0) + ", " } ?? "")\(exists) {") {
                out.line("return \(SwiftLiteral.string(name))")
            }
        case .bitmapBefore(let version):
            out.line("guard \(spelling.condition(version)) else { return nil }")
        case .missing:
            out.line("return Self.missing(rawValue)")
        case .bitmapWhereMissing:
            let systems = spelling.platforms.filter { $0 != .tvos }.map(\.availabilitySpelling).joined(separator: " or ")
            out.comment("From which \(systems) it exists is not known here: where the system lacks it, the bitmap stands in.")
            out.line("return nil")
        }
    }

    private func write(_ image: SymbolAccessor.BitmapImage) {
        let named = "UIImage(named: \(SwiftLiteral.string(image.name)), in: Self.bundle, compatibleWith: nil)"
        let mode = image.mode == .template ? ".alwaysTemplate" : ".alwaysOriginal"
        let binding = image.textSize == nil ? "return " : "let image = "
        if let layout = image.layout {
            let values = layout.map { "(\([$0.top, $0.bottom, $0.baseline].map(SwiftLiteral.number).joined(separator: ", ")))" }
            out.line(binding + "Self.bitmap(\(named), rawValue, \(mode),")
            // Aligned under the `return` form's parenthesis, after `let image =` too.
            out.continuation("layout: [\(values.joined(separator: ", "))])", under: "return Self.bitmap(")
        } else {
            out.line(binding + "Self.load(\(named)?.withRenderingMode(\(mode)), rawValue)")
        }
        if let textSize = image.textSize {
            out.line("return Self.scaled(image, for: .\(textSize.style.rawValue), drawnAt: \(SwiftLiteral.number(textSize.pointSize)))")
        }
    }

    /// `UIImage.SymbolConfiguration(…)`.
    static func expression(_ configuration: SymbolAccessor.Configuration) -> String {
        let weight = SwiftLiteral.weight(configuration.weight)
        switch configuration.size {
        case .textStyle(let style):
            return "UIImage.SymbolConfiguration(textStyle: .\(style.rawValue), scale: .\(configuration.scale.rawValue))"
                + ".applying(UIImage.SymbolConfiguration(weight: .\(weight)))"
        case .points(let size):
            return "UIImage.SymbolConfiguration(pointSize: \(SwiftLiteral.number(size)), weight: .\(weight), scale: .\(configuration.scale.rawValue))"
        }
    }

    /// The vector loaded by `name` with `symbolConfiguration`, in its colours.
    private static func expression(_ load: SymbolAccessor.VectorLoad) -> String {
        let image = switch load.source {
        case .system: "UIImage(systemName: name, withConfiguration: symbolConfiguration)"
        case .catalog: "UIImage(named: name, in: Self.bundle, with: symbolConfiguration)"
        }
        return switch load.colours {
        case .template: image
        case .multicolor: image + "?.withRenderingMode(.alwaysOriginal)"
        case .tint(let colour): image + "?.withTintColor(\(SwiftLiteral.colour(colour)), renderingMode: .alwaysOriginal)"
        }
    }
}
