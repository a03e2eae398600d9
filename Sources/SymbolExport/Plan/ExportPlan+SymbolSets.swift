import Dispatch
import SymbolBase
import SymbolRendering
import Synchronization

extension [ExportJob] {
    /// The template version of each symbolset the jobs write that planning is to choose
    /// (`TemplateVersioning`: reading a template a few times over), chosen in parallel, one job
    /// per thread at a time; each job's availability follows the version chosen, and a cap that
    /// cannot be met fails it. Its bitmap's place does not change: a template of 2.0 or later
    /// needs iOS 14 at least, so its bitmap is the fallback imageset either way.
    mutating func chooseSymbolSetVersions() {
        let pending = indices.filter { self[$0].choosesSymbolSetVersion && self[$0].failure == nil }
        guard !pending.isEmpty else { return }
        let jobs = self
        let choices = Mutex<[Int: TemplateVersionChoice]>([:])
        DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
            let job = jobs[pending[slot]]
            guard let bytes = job.plannedSource?.peek() else { return }
            let choice = TemplateVersioning.choose(bytes, policy: job.options.templateVersionPolicy)
            choices.withLock { $0[pending[slot]] = choice }
        }
        for (index, choice) in choices.withLock({ $0 }) {
            self[index].plannedSymbolSet = PlannedSymbolSet(choice)
            if let written = choice.written {
                self[index].availability = JobBuilder.customAvailability(self[index].options, version: written, multicolor: self[index].multicolor)
            }
            if let hold = choice.unmetCap, let read = choice.read, let cap = self[index].options.templateVersionPolicy.cap {
                self[index].failure = AssetFailure(source: self[index].source, cause: .convert(.templateCap(read: read, cap: cap, reason: hold.description)))
            }
        }
    }
}
