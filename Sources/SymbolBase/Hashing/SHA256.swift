import CGLib

/// SHA-256 of source files, for the export state: GLib's, which librsvg already links.
package enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hex characters.
    package static func hex(_ bytes: [UInt8]) -> String {
        let text = bytes.withUnsafeBufferPointer { buffer in
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count))
        }
        guard let text else { preconditionFailure("GLib could not compute a SHA-256 checksum") }
        defer { g_free(text) }
        return String(cString: text)
    }
}
