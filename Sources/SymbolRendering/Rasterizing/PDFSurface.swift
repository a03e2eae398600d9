import CRsvg

/// An owned cairo PDF surface of one page, collecting the document in memory; destroyed in
/// `deinit`. The document has no creation date, so the same drawing gives the same bytes.
final class PDFSurface: CairoSurface {
    let pointer: OpaquePointer
    private let sink: Sink

    /// The bytes cairo writes.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// A page of `width` × `height` points.
    init(width: Double, height: Double) throws(RasterError) {
        let sink = Sink()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(), width, height)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        // An empty creation date leaves /CreationDate out (cairo writes the time otherwise).
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
        (pointer, self.sink) = (surface, sink)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Ends the document and returns its bytes.
    func finish() throws(RasterError) -> [UInt8] {
        cairo_surface_finish(pointer)
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}

/// An owned cairo recording surface: what is drawn on it is kept as drawing operations and
/// replayed, as vectors, onto another surface; destroyed in `deinit`.
final class RecordingSurface: CairoSurface {
    let pointer: OpaquePointer

    init(width: Double, height: Double) throws(RasterError) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        pointer = surface
    }

    deinit {
        cairo_surface_destroy(pointer)
    }
}
