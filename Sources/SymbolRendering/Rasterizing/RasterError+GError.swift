import CRsvg

/// Calls a GLib-style function that reports failure through a `GError **`, frees the
/// GError and rethrows its message as the Swift error `makeError` builds.
func withGError<T>(
    _ makeError: (String) -> RasterError,
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?
) throws(RasterError) -> T {
    var gerror: UnsafeMutablePointer<GError>? = nil
    let result = body(&gerror)
    if let gerror {
        // libxml2's messages end in a newline; the diagnostic is one line.
        let message = gerror.pointee.message.map { String(cString: $0) }?
            .split(whereSeparator: \.isNewline).joined(separator: " ") ?? "unknown error"
        g_error_free(gerror)
        throw makeError(message)
    }
    guard let result else { throw makeError("unknown error") }
    return result
}
