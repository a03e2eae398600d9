#ifndef CPSEUDO_TERMINAL_H
#define CPSEUDO_TERMINAL_H

/// Opens a new pseudo-terminal pair with POSIX posix_openpt (which Swift's Glibc module does
/// not export). Returns 0 with both descriptors set, or -1 with errno set.
int cpty_open(int *master, int *slave);

#endif
