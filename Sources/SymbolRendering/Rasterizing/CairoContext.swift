import CRsvg

/// An owned `cairo_t`; destroyed in `deinit`.
final class CairoContext {
    let pointer: OpaquePointer

    init(surface: ImageSurface) throws(RasterError) {
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
}
