/// Why a render job failed: librsvg or cairo, libpng, or the worker process that ran it.
/// A conversion reports it as a `ConvertError`, which words it.
package enum RenderError: Error, Equatable, Sendable {
    case raster(RasterError)
    case png(PNGError)
    /// The worker process died of a signal (librsvg aborted, memory ran out, killed).
    case crashed(signal: Int32)
    /// The worker process took longer than the time limit and was stopped.
    case timedOut(seconds: Double)
    /// The worker process could not be started or spoke out of turn.
    case unavailable(String)
    /// The export was interrupted (SIGINT, SIGTERM): its workers were killed, none starts.
    case interrupted
}
