import SymbolReading
import CRsvg

/// An owned `RsvgHandle`, created from bytes with no base URL, so librsvg loads no
/// external file or URL; released with `g_object_unref` in `deinit`. Not thread-safe:
/// create, use and drop it on one thread.
final class SVGHandle {
    private let handle: UnsafeMutablePointer<RsvgHandle>

    init(bytes: UnsafeRawBufferPointer) throws(RasterError) {
        handle = try withGError(RasterError.invalidSVG) { error in
            rsvg_handle_new_from_data(
                bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), error)
        }
        // Physical units (mm, in, pt) resolve as in rsvg-convert.
        rsvg_handle_set_dpi(handle, 96)
    }

    deinit {
        g_object_unref(handle)
    }

    /// Draws the whole document fitted into `viewport` (aspect ratio as the document asks).
    func render(into surface: some CairoSurface, viewport: Rect) throws(RasterError) {
        let context = try CairoContext(surface: surface)
        var rectangle = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        _ = try withGError(RasterError.renderFailed) { error -> Bool? in
            rsvg_handle_render_document(handle, context.pointer, &rectangle, error) != 0 ? true : nil
        }
        try context.check()
    }
}
