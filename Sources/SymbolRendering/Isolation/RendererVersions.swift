/// The versions of the libraries a render backend draws and encodes with, which decide the
/// output bytes. (A worker process is this executable, so it links the same ones.)
package enum RendererVersions {
    /// `librsvg 2.54.7`.
    package static var librsvg: String { Rasterizer.librsvgVersion }

    /// librsvg, cairo, libpng and libdeflate: what an export's state records, so that a new
    /// version renders again.
    package static var libraries: String { "\(Rasterizer.libraryVersion); \(PNGEncoder.libraryVersions)" }
}
