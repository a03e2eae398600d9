#define _XOPEN_SOURCE 600
#include "CPseudoTerminal.h"
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int cpty_open(int *master, int *slave) {
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0) return -1;
    char *name;
    if (grantpt(m) != 0 || unlockpt(m) != 0 || (name = ptsname(m)) == NULL) {
        close(m);
        return -1;
    }
    int s = open(name, O_RDWR | O_NOCTTY);
    if (s < 0) {
        close(m);
        return -1;
    }
    *master = m;
    *slave = s;
    return 0;
}
