extension Exporter {
    /// The failures to remember in the new state: each symbol whose conversion failed in a way
    /// that recurs, until it converts, changes or leaves the export. A symbol that failed
    /// otherwise (its file unreadable, its worker killed) or was not reached keeps its record;
    /// other source sets' records stay.
    func rememberFailures(_ outcomes: [AssetOutcome], session: ExportSession, in state: inout ExportState, changed: inout Bool) {
        let jobs = plan.jobs
        let keys = Set(jobs.indices.lazy.map { jobs[$0].key })
        for (key, failure) in session.previous.failures where failure.inputs.sourceSet == session.sourceSet && !keys.contains(key) {
            state.failures[key] = nil
            changed = true
        }
        for (index, outcome) in zip(jobs.indices, outcomes) {
            let key = jobs[index].key
            if let failure = outcome.failure {
                guard state.failures[key] != failure else { continue }
                state.failures[key] = failure
                changed = true
            } else if outcome.entry != nil, state.failures.removeValue(forKey: key) != nil {
                changed = true
            }
        }
    }
}
