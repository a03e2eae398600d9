#ifndef CPNG_CODEC_H
#define CPNG_CODEC_H
#include <stddef.h>
#include <stdint.h>

/// A growable output buffer, reused across encodes; free with cpng_buffer_free.
typedef struct cpng_buffer {
    uint8_t *data;
    size_t length;
    size_t capacity;
} cpng_buffer;

/// Rows ready for libpng: already packed to `bit_depth` and laid out for `color_type`.
typedef struct cpng_image {
    const uint8_t *rows;
    uint32_t width;
    uint32_t height;
    size_t stride;
    int color_type;            /* PNG_COLOR_TYPE_* */
    int bit_depth;             /* 1, 2, 4 or 8 */
    const uint8_t *palette;    /* RGB triples, for PNG_COLOR_TYPE_PALETTE */
    int palette_count;
    const uint8_t *trns;       /* alpha per palette entry; may be shorter than the palette */
    int trns_count;
} cpng_image;

/// Deflate and filter choices; -1 leaves libpng's default.
typedef struct cpng_settings {
    int filters;               /* PNG_FILTER_* mask, or -1 */
    int level;                 /* zlib level 0-9 */
    int strategy;              /* Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE, ... */
    int mem_level;             /* 1-9, or -1 */
    int window_bits;           /* 8-15, or -1 */
} cpng_settings;

/// Encodes one PNG with the classic libpng API into `out` (length reset to 0 first).
/// libpng reports errors by longjmp; the setjmp lives here so no Swift frame is jumped over.
/// Returns 0 on success, or non-zero with a message in `error` (NUL-terminated).
int cpng_encode(const cpng_image *image, const cpng_settings *settings, cpng_buffer *out,
                char *error, size_t error_length);

void cpng_buffer_free(cpng_buffer *buffer);

#endif
