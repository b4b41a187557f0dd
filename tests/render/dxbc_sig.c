/* A minimal, bounds-checked reader of the DXBC part table and ISG1 (see
 * shared/reference/container.md, sections 1 and 3). */
#include "dxbc_sig.h"

#include <string.h>
#include <strings.h>

#define HEADER_BYTES 32u      /* magic, digest[16], version, total size, part count */
#define ELEMENT_BYTES 32u

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* The data of the part `fourcc`, or NULL when the container has none. */
static const uint8_t *find_part(d2s_ctx *ctx, const uint8_t *data, size_t size, const char *what, const char *fourcc,
                                uint32_t *part_size)
{
    if (size < HEADER_BYTES || memcmp(data, "DXBC", 4) != 0)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: not a DXBC container", what);
    uint32_t count = rd32(data + 28);
    if (count > (size - HEADER_BYTES) / 4)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: part table of %u entries runs past the end (%zu bytes)", what, count, size);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t off = rd32(data + HEADER_BYTES + 4 * i);
        if (off > size || size - off < 8)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: part %u header at %u lies outside the container", what, i, off);
        uint32_t psize = rd32(data + off + 4);
        if (psize > size - off - 8)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: part %u at %u claims %u bytes, beyond the end", what, i, off, psize);
        if (memcmp(data + off, fourcc, 4) == 0) {
            *part_size = psize;
            return data + off + 8;
        }
    }
    return NULL;
}

bool dxbc_input_register(d2s_ctx *ctx, const uint8_t *data, size_t size, const char *what, const char *semantic,
                         uint32_t index, uint32_t *reg)
{
    uint32_t psize;
    const uint8_t *part = find_part(ctx, data, size, what, "ISG1", &psize);
    if (!part)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: no input signature (ISG1) part", what);
    if (psize < 8)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: ISG1 part of %u bytes is shorter than its header", what, psize);
    uint32_t count = rd32(part), first = rd32(part + 4);
    if (first > psize || count > (psize - first) / ELEMENT_BYTES)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: ISG1: %u elements at offset %u overrun the part (%u bytes)", what, count,
                 first, psize);
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *e = part + first + i * ELEMENT_BYTES;
        uint32_t name_off = rd32(e + 4);
        if (name_off >= psize || !memchr(part + name_off, '\0', psize - name_off))
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: ISG1 element %u: semantic name at %u is outside the part", what, i,
                     name_off);
        if (rd32(e + 8) == index && strcasecmp((const char *)part + name_off, semantic) == 0) {
            *reg = rd32(e + 20);
            return true;
        }
    }
    return false;
}
