#include "CWorkerGuard.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

static pid_t watched_parent;
static double time_limit;
/// When the current job started (seconds on the monotonic clock), 0 between jobs.
static _Atomic double job_started;

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

#ifdef __linux__
/// The parent-death signal also comes when the thread that spawned this process ends while
/// the exporter goes on: only a new parent means the exporter is gone.
static void parent_died(int signal) {
    (void)signal;
    if (getppid() != watched_parent) _exit(WORKER_GUARD_PARENT_GONE);
}
#endif

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        if (getppid() != watched_parent) _exit(WORKER_GUARD_PARENT_GONE);
        double started = atomic_load(&job_started);
        if (time_limit > 0 && started > 0 && now() - started > time_limit) _exit(WORKER_GUARD_OVERRAN);
        struct timespec pause = {0, 100 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    return NULL;
}

int worker_guard_start(pid_t parent, double limit) {
    watched_parent = parent;
    time_limit = limit;
#ifdef __linux__
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = parent_died;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGUSR1, &action, NULL) != 0) return errno;
    if (prctl(PR_SET_PDEATHSIG, SIGUSR1) != 0) return errno;
#endif
    // The parent may have gone before the signal was asked for.
    if (getppid() != parent) _exit(WORKER_GUARD_PARENT_GONE);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int status = pthread_create(&thread, &attributes, watch, NULL);
    pthread_attr_destroy(&attributes);
    return status;
}

void worker_guard_job_started(void) { atomic_store(&job_started, now()); }

void worker_guard_job_finished(void) { atomic_store(&job_started, 0.0); }
