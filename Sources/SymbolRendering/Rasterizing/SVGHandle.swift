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

    /// Draws the whole document fitted into `viewport` (aspect ratio as the document asks),
    /// clipped to it.
    /// With `naturalSize`, drawn at that size and scaled into `viewport`, as rsvg-convert draws:
    /// librsvg applies a clip on the root in the units of the size it draws at.
    func render(into surface: some CairoSurface, viewport: Rect, naturalSize: PointSize? = nil) throws(RasterError) {
        let context = try CairoContext(surface: surface)
        // The root's viewport clips what it draws (SVG's initial viewport; rsvg-convert's image
        // ends there): librsvg clips only to the viewBox, which `slice` makes larger.
        cairo_rectangle(context.pointer, viewport.minX, viewport.minY, viewport.width, viewport.height)
        cairo_clip(context.pointer)
        var rectangle = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        if let naturalSize, naturalSize.width > 0, naturalSize.height > 0 {
            cairo_translate(context.pointer, viewport.minX, viewport.minY)
            cairo_scale(context.pointer, viewport.width / naturalSize.width, viewport.height / naturalSize.height)
            rectangle = RsvgRectangle(x: 0, y: 0, width: naturalSize.width, height: naturalSize.height)
        }
        _ = try withGError(RasterError.renderFailed) { error -> Bool? in
            rsvg_handle_render_document(handle, context.pointer, &rectangle, error) != 0 ? true : nil
        }
        try context.check()
    }

    /// The bounds of what the whole document draws, in its user units (librsvg's ink
    /// rectangle); nil when it draws nothing.
    func inkBounds() throws(RasterError) -> Rect? {
        var ink = RsvgRectangle(x: 0, y: 0, width: 0, height: 0)
        var logical = RsvgRectangle(x: 0, y: 0, width: 0, height: 0)
        // Not get_geometry_for_element, which moves the bounds' corner to (0, 0) (and so
        // rsvg-convert's image of a document with no size cuts off what lies beyond the
        // bounds' size): a layer in a viewport of user units keeps where the drawing is.
        var viewport = RsvgRectangle(x: 0, y: 0, width: 100, height: 100)
        _ = try withGError(RasterError.renderFailed) { error -> Bool? in
            rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, error) != 0 ? true : nil
        }
        guard ink.width > 0, ink.height > 0 else { return nil }
        return Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    }
}
