#include "CPNGCodec.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    cpng_buffer *out;
    char *error;
    size_t error_length;
} sink;

static void on_error(png_structp png, png_const_charp message) {
    sink *s = (sink *)png_get_error_ptr(png);
    if (s && s->error && s->error_length) snprintf(s->error, s->error_length, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void on_write(png_structp png, png_bytep bytes, png_size_t count) {
    sink *s = (sink *)png_get_io_ptr(png);
    cpng_buffer *b = s->out;
    if (b->length + count > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (capacity < b->length + count) capacity *= 2;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) png_error(png, "out of memory");
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, bytes, count);
    b->length += count;
}

static void on_flush(png_structp png) { (void)png; }

int cpng_encode(const cpng_image *image, const cpng_settings *settings, cpng_buffer *out,
                char *error, size_t error_length) {
    sink s = { out, error, error_length };
    out->length = 0;
    if (error && error_length) error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &s, on_error, on_warning);
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
        out->length = 0;
        return 1;
    }
    png_set_write_fn(png, &s, on_write, on_flush);
    png_set_compression_level(png, settings->level);
    png_set_compression_strategy(png, settings->strategy);
    if (settings->mem_level > 0) png_set_compression_mem_level(png, settings->mem_level);
    if (settings->window_bits > 0) png_set_compression_window_bits(png, settings->window_bits);
    if (settings->filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, settings->filters);
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
    for (uint32_t y = 0; y < image->height; y++)
        png_write_row(png, (png_const_bytep)(image->rows + (size_t)y * image->stride));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void cpng_buffer_free(cpng_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
}
