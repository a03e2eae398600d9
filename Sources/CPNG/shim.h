#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#if __has_include(<png.h>)
#include <png.h>
#else
#error "libpng headers not found: run Scripts/bootstrap.sh (apt-get install libpng-dev, or brew install libpng) and check `pkg-config --cflags libpng`"
#endif

// Swift drops compound macros ("structure not supported"); re-export the ones used.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CPNG_FORMAT_GA = PNG_FORMAT_GA;
#endif
