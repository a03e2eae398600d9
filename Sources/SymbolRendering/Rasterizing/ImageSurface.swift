import CRsvg

/// A cairo surface librsvg draws on.
protocol CairoSurface: AnyObject {
    var pointer: OpaquePointer { get }
}

/// An owned ARGB32 cairo image surface; destroyed in `deinit`.
final class ImageSurface: CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws(RasterError) {
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
