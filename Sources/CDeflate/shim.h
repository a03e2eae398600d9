#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
#if __has_include(<libdeflate.h>)
#include <libdeflate.h>
#else
#error "libdeflate headers not found: run Scripts/bootstrap.sh (apt-get install libdeflate-dev, or brew install libdeflate) and check `pkg-config --cflags libdeflate`"
#endif
#endif
