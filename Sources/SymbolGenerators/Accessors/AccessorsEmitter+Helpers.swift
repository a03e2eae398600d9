import SymbolBase

extension AccessorsEmitter {
    /// One static helper of the enum.
    func write(_ helper: AccessorsModel.Helper) {
        switch helper {
        case .layOutBitmap: layOutBitmap()
        case .scaleWithTextSize: scaleWithTextSize()
        case .loadBitmap: loadBitmap()
        case .reportMissingVector: missing()
        case .bundle: bundle()
        }
    }

    /// `bitmap(_:_:_:layout:)`: lays a fallback bitmap out like the symbol image.
    private func layOutBitmap() {
        out.doc("""
            The fallback bitmap, laid out like the symbol image: its alignment rect (the system
            font's line box at the symbol's point size) and, from iOS 13, its baseline, for the
            image's display scale (1x, 2x, 3x), so image views, buttons and stack views align the
            bitmap as they align the symbol.
            """)
        out.line("nonisolated private static func bitmap(")
        out.indented {
            out.line("_ image: UIImage?, _ name: String, _ mode: UIImage.RenderingMode,")
            out.line("layout: [(top: CGFloat, bottom: CGFloat, baseline: CGFloat)]")
        }
        out.block(") -> UIImage {") {
            out.lines("""
                let image = load(image?.withRenderingMode(mode), name)
                let metrics = layout[min(max(Int(image.scale.rounded()), 1), layout.count) - 1]
                let aligned = image.withAlignmentRectInsets(UIEdgeInsets(top: metrics.top, left: 0, bottom: metrics.bottom, right: 0))
                """)
            out.block("if \(spelling.condition(Version.symbols)) {") {
                out.line("return aligned.withBaselineOffset(fromBottom: metrics.baseline)")
            }
            out.line("return aligned")
        }
    }

    /// `scaled(_:for:drawnAt:)`: scales a fallback with the user's text size, as a text-style
    /// symbol scales.
    private func scaleWithTextSize() {
        out.doc("""
            The fallback drawn at `style`'s Large size, scaled for the user's text size as a symbol
            configured with that style scales (`UIFontMetrics`, iOS 11): its size, alignment insets
            and baseline. A vector is drawn anew at the size; a bitmap is stretched.
            """)
        out.block("nonisolated private static func scaled(_ image: UIImage, for style: UIFont.TextStyle, drawnAt pointSize: CGFloat) -> UIImage {") {
            out.lines("""
                let factor = UIFontMetrics(forTextStyle: style).scaledValue(for: pointSize) / pointSize
                guard abs(factor - 1) > 0.001 else { return image }
                let size = CGSize(width: image.size.width * factor, height: image.size.height * factor)
                let format = UIGraphicsImageRendererFormat.preferred()
                format.scale = image.scale
                """)
            out.block("let drawn = UIGraphicsImageRenderer(size: size, format: format).image { _ in") {
                out.line("image.draw(in: CGRect(origin: .zero, size: size))")
            }
            out.line("let insets = image.alignmentRectInsets")
            out.line("let scaled = drawn.withRenderingMode(image.renderingMode).withAlignmentRectInsets(UIEdgeInsets(")
            out.indented {
                out.line("top: insets.top * factor, left: insets.left * factor, bottom: insets.bottom * factor, right: insets.right * factor))")
            }
            out.block("if \(spelling.condition(Version.symbols)), let baseline = image.baselineOffsetFromBottom {") {
                out.line("return scaled.withBaselineOffset(fromBottom: baseline * factor)")
            }
            out.line("return scaled")
        }
    }

    /// `load(_:_:)`: a missing bitmap stops the app, naming it.
    private func loadBitmap() {
        out.doc("A missing bitmap stops here, naming it: the catalog is not in the target, or is stale.")
        out.block("nonisolated private static func load(_ image: UIImage?, _ name: String) -> UIImage {") {
            out.block("guard let image else {") {
                out.line("fatalError(\"symbol-export: no image named '\\(name)' in the asset catalog; is the catalog in this target, and exported?\")")
            }
            out.line("return image")
        }
    }
}
