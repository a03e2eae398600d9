/// Runs render jobs: in this process (`InProcessRenderer`), or in a supervised worker process
/// (`WorkerProcess`), where a crash inside librsvg costs only the symbol being drawn.
/// `InProcessRenderer` is for one thread; a `WorkerProcess` may be shared.
package protocol RenderBackend: AnyObject {
    func run(_ job: RenderJob) throws(RenderError) -> RenderResult
}
