#include "CPNGCodec.h"
#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cpng_encoder {
    uint8_t *out;
    size_t length, capacity;
    uint8_t *scratch;                       /* filtered rows, then the deflate output */
    size_t scratch_capacity;
    struct libdeflate_compressor *compressors[13];
    char *error;
    size_t error_length;
};

cpng_encoder *cpng_encoder_new(void) {
    return calloc(1, sizeof(cpng_encoder));
}

void cpng_encoder_free(cpng_encoder *encoder) {
    if (!encoder) return;
    for (int i = 0; i < 13; i++) {
        if (encoder->compressors[i]) libdeflate_free_compressor(encoder->compressors[i]);
    }
    free(encoder->out);
    free(encoder->scratch);
    free(encoder);
}

static int reserve(uint8_t **buffer, size_t *capacity, size_t needed) {
    if (needed <= *capacity) return 1;
    size_t grown = *capacity ? *capacity : 4096;
    while (grown < needed) grown *= 2;
    uint8_t *moved = realloc(*buffer, grown);
    if (!moved) return 0;
    *buffer = moved;
    *capacity = grown;
    return 1;
}

static void on_error(png_structp png, png_const_charp message) {
    cpng_encoder *e = (cpng_encoder *)png_get_error_ptr(png);
    if (e && e->error && e->error_length) snprintf(e->error, e->error_length, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void on_write(png_structp png, png_bytep bytes, png_size_t count) {
    cpng_encoder *e = (cpng_encoder *)png_get_io_ptr(png);
    if (!reserve(&e->out, &e->capacity, e->length + count)) png_error(png, "out of memory");
    memcpy(e->out + e->length, bytes, count);
    e->length += count;
}

static void on_flush(png_structp png) { (void)png; }

static int paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/// Filters one row with type `type` (0-4) into `out`; returns the sum of |signed bytes|.
static unsigned long filter_row(int type, const uint8_t *row, const uint8_t *prior, size_t n, size_t bpp, uint8_t *out) {
    unsigned long sum = 0;
    for (size_t i = 0; i < n; i++) {
        int a = i >= bpp ? row[i - bpp] : 0, b = prior ? prior[i] : 0, c = (prior && i >= bpp) ? prior[i - bpp] : 0;
        int predicted = type == 1 ? a : type == 2 ? b : type == 3 ? (a + b) / 2 : type == 4 ? paeth(a, b, c) : 0;
        uint8_t v = (uint8_t)(row[i] - predicted);
        out[i] = v;
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

/// Rows filtered and compressed in one call; libpng frames the stream as an IDAT chunk.
/* One row of a template image: filter byte None, then gray 0 and the alpha byte per pixel.
   Separate pointers the compiler may assume do not alias, so the loop vectorizes. */
static void interleave_gray_alpha(uint8_t *restrict line, const uint8_t *restrict alpha, uint32_t width) {
    line[0] = 0;
    uint8_t *restrict out = line + 1;
    for (uint32_t x = 0; x < width; x++) {
        out[2 * x] = 0;
        out[2 * x + 1] = alpha[x];
    }
}

static void write_idat_with_libdeflate(png_structp png, cpng_encoder *e, const cpng_image *image, int level, int adaptive) {
    int channels = image->color_type == PNG_COLOR_TYPE_GRAY_ALPHA ? 2 : image->color_type == PNG_COLOR_TYPE_RGB_ALPHA ? 4
                 : image->color_type == PNG_COLOR_TYPE_RGB ? 3 : 1;
    size_t row_bytes = ((size_t)image->width * channels * image->bit_depth + 7) / 8;
    size_t bpp = (size_t)(channels * image->bit_depth + 7) / 8;
    size_t raw_length = (row_bytes + 1) * image->height;
    if (level < 1 || level > 12) png_error(png, "libdeflate level out of range");
    if (!e->compressors[level]) {
        e->compressors[level] = libdeflate_alloc_compressor(level);
        if (!e->compressors[level]) png_error(png, "out of memory");
    }
    size_t bound = libdeflate_zlib_compress_bound(e->compressors[level], raw_length);
    if (!reserve(&e->scratch, &e->scratch_capacity, raw_length + bound + 2 * row_bytes)) png_error(png, "out of memory");
    uint8_t *raw = e->scratch;
    uint8_t *trial = e->scratch + raw_length + bound;        /* one row, per filter type tried */
    for (uint32_t y = 0; y < image->height; y++) {
        const uint8_t *row = image->rows + (size_t)y * image->stride;
        const uint8_t *prior = y > 0 ? row - image->stride : NULL;   /* filter None only with alpha_only */
        uint8_t *line = raw + y * (row_bytes + 1);
        if (image->alpha_only) {
            interleave_gray_alpha(line, row, image->width);
            continue;
        }
        if (!adaptive) {
            line[0] = 0;
            memcpy(line + 1, row, row_bytes);
            continue;
        }
        unsigned long best = filter_row(0, row, prior, row_bytes, bpp, line + 1);
        line[0] = 0;
        for (int type = 1; type <= 4; type++) {
            unsigned long sum = filter_row(type, row, prior, row_bytes, bpp, trial);
            if (sum < best) {
                best = sum;
                line[0] = (uint8_t)type;
                memcpy(line + 1, trial, row_bytes);
            }
        }
    }
    uint8_t *compressed = e->scratch + raw_length;
    size_t length = libdeflate_zlib_compress(e->compressors[level], raw, raw_length, compressed, bound);
    if (length == 0) png_error(png, "libdeflate could not compress the image data");
    png_write_chunk(png, (png_const_bytep)"IDAT", compressed, length);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
}

int cpng_encode(cpng_encoder *e, const cpng_image *image, const cpng_settings *settings,
                const uint8_t **out, size_t *out_length, char *error, size_t error_length) {
    e->length = 0;
    e->error = error;
    e->error_length = error_length;
    if (error && error_length) error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, e, on_error, on_warning);
    if (!png) {
        snprintf(error, error_length, "png_create_write_struct failed");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error, error_length, "png_create_info_struct failed");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        e->length = 0;
        return 1;
    }
    png_set_write_fn(png, e, on_write, on_flush);
    png_set_IHDR(png, info, image->width, image->height, image->bit_depth, image->color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (image->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color palette[256];
        int count = image->palette_count > 256 ? 256 : image->palette_count;
        for (int i = 0; i < count; i++) {
            palette[i].red = image->palette[3 * i];
            palette[i].green = image->palette[3 * i + 1];
            palette[i].blue = image->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, count);
        if (image->trns_count > 0)
            png_set_tRNS(png, info, (png_bytep)image->trns, image->trns_count, NULL);
    }
    png_write_info(png, info);
    write_idat_with_libdeflate(png, e, image, settings->level, settings->adaptive);
    png_destroy_write_struct(&png, &info);
    *out = e->out;
    *out_length = e->length;
    return 0;
}

const char *cpng_deflate_version(void) {
    return LIBDEFLATE_VERSION_STRING;
}
