import CRsvg

/// An owned `RsvgHandle`, created from bytes with no base URL, so librsvg loads no
/// external file or URL; released with `g_object_unref` in `deinit`. Not thread-safe:
/// create, use and drop it on one thread.
final class SVGHandle {
    private let handle: UnsafeMutablePointer<RsvgHandle>

    init(bytes: UnsafeRawBufferPointer) throws(RenderError) {
        handle = try withGError(RenderError.invalidSVG) { error in
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
    func render(into surface: ImageSurface, viewport: Rect) throws(RenderError) {
        let context = try CairoContext(surface: surface)
        var rectangle = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        _ = try withGError(RenderError.renderFailed) { error -> Bool? in
            rsvg_handle_render_document(handle, context.pointer, &rectangle, error) != 0 ? true : nil
        }
        try context.check()
    }
}

/// An owned `cairo_t`; destroyed in `deinit`.
final class CairoContext {
    let pointer: OpaquePointer

    init(surface: ImageSurface) throws(RenderError) {
        pointer = cairo_create(surface.pointer)
        try check()
    }

    deinit {
        cairo_destroy(pointer)
    }

    func check() throws(RenderError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// An owned ARGB32 cairo image surface; destroyed in `deinit`.
final class ImageSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RenderError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        pointer = surface
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Calls `body` with the premultiplied, native-endian ARGB32 rows and the row stride in bytes.
    func withPixels<R>(_ body: (UnsafeRawPointer, Int) -> R) -> R {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let base = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        return body(base, stride)
    }
}
