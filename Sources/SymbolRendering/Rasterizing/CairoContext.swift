import CRsvg

/// An owned `cairo_t`; destroyed in `deinit`.
final class CairoContext {
    let pointer: OpaquePointer

    init(surface: some CairoSurface) throws(RasterError) {
        pointer = cairo_create(surface.pointer)
        try check()
    }

    deinit {
        cairo_destroy(pointer)
    }

    func check() throws(RasterError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// Paints `surface` scaled by `factor`: a recording replayed at another size.
    func paint(_ surface: some CairoSurface, scaledBy factor: Double) throws(RasterError) {
        cairo_scale(pointer, factor, factor)
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        cairo_paint(pointer)
        try check()
    }
}
