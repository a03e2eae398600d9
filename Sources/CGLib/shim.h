#ifndef CGLIB_SHIM_H
#define CGLIB_SHIM_H
// GLib comes with librsvg; the tool uses its checksums (SHA-256 of sources in the export state).
#include <glib.h>
#endif
