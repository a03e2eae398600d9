#ifndef CWORKER_GUARD_H
#define CWORKER_GUARD_H
#include <sys/types.h>

/// Exit statuses of a render worker that its guard ended.
enum {
    /// The exporter that started it is gone.
    WORKER_GUARD_PARENT_GONE = 3,
    /// A job ran past the worker's own time limit.
    WORKER_GUARD_OVERRAN = 4,
};

/// Makes this process (a render worker) end with `parent`, however the parent ends: on Linux
/// at once (PR_SET_PDEATHSIG), everywhere within a tenth of a second (a thread that watches
/// getppid(), which runs while the main thread is inside librsvg); and end it when a job runs
/// longer than `limit` seconds (0: no limit). Returns 0, or the errno that stopped it.
int worker_guard_start(pid_t parent, double limit);

/// A job starts now: the time limit runs from here.
void worker_guard_job_started(void);

/// The job is done: no time limit until the next one.
void worker_guard_job_finished(void);

#endif
