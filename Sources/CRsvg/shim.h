#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H
// Only rsvg.h may be included directly; it pulls in cairo, glib-object, gio and gdk-pixbuf.
#if __has_include(<librsvg/rsvg.h>)
#include <librsvg/rsvg.h>
#else
#error "librsvg headers not found: run Scripts/bootstrap.sh (apt-get install librsvg2-dev, or brew install librsvg) and check `pkg-config --cflags librsvg-2.0`"
#endif
#include <cairo.h>
#include <cairo-pdf.h>
#endif
