#ifndef CPNG_CODEC_H
#define CPNG_CODEC_H
#include <stddef.h>
#include <stdint.h>

/// Rows ready for PNG: already packed to `bit_depth` and laid out for `color_type`.
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
    /* Nonzero: `rows` hold one alpha byte per pixel, written as gray+alpha with gray 0 (black),
       so a template image needs no second buffer. `color_type` must be gray+alpha, depth 8. */
    int alpha_only;
} cpng_image;

/// How the image data is filtered and compressed.
typedef struct cpng_settings {
    /// libdeflate level (1-12) for the IDAT stream.
    int level;
    /// 0 filters every row with None; 1 picks each row's filter by the minimum sum of
    /// absolute differences (libpng's heuristic).
    int adaptive;
} cpng_settings;

/// A reusable encoder: the output buffer, a scratch buffer for filtered rows and one
/// libdeflate compressor per level, kept across images. Not thread-safe: one per thread.
typedef struct cpng_encoder cpng_encoder;

cpng_encoder *cpng_encoder_new(void);
void cpng_encoder_free(cpng_encoder *encoder);

/// Encodes one PNG with the classic libpng API. libpng reports errors by longjmp; the
/// setjmp lives here so no Swift frame is jumped over. libpng writes every chunk and its
/// CRC; the IDAT payload is compressed by libdeflate, which at the same speed compresses
/// these images markedly better than zlib (measurements in PNGEncoder.swift).
/// Returns 0 on success with the bytes in *out / *out_length (valid until the next call),
/// or non-zero with a message in `error`.
int cpng_encode(cpng_encoder *encoder, const cpng_image *image, const cpng_settings *settings,
                const uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// The version of libdeflate the codec was built with (`1.14`), for the export state.
const char *cpng_deflate_version(void);

#endif
