/// The versions of the libraries a render backend draws and encodes with, which decide the
/// output bytes. (A worker process is this executable, so it links the same ones.)
package enum RendererVersions {
    /// `librsvg 2.54.7`.
    package static var librsvg: String { Rasterizer.librsvgVersion }

    /// `librsvg 2.54.7, cairo 1.16.0, libpng 1.6.39`: the libraries this process loaded, as they
    /// report themselves at run time (they decide the pixels; `--version` prints it for bug
    /// reports). libdeflate is not named: it has no run-time version query.
    package static var runTime: String { "\(Rasterizer.librsvgVersion), \(Rasterizer.cairoVersion), \(PNGEncoder.libpngVersion)" }

    /// librsvg, cairo, libpng and libdeflate: what an export's state records, so that a new
    /// version renders again.
    package static var libraries: String { "\(Rasterizer.libraryVersion); \(PNGEncoder.libraryVersions)" }
}
