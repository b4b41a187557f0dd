/* RDEF: FXC's resource reflection of an SM 4/5 program. dxil2spv reads it
 * only for names (the reflection and error messages say "t0 'gTexture'");
 * the bindings themselves come from the program's declarations, so a
 * container without RDEF (stripped reflection) translates the same.
 *
 * Layout: cbuffer count and offset, binding count and offset, target
 * version (minor, major, program type), flags, creator string offset; SM 5
 * adds an 'RD11' header whose fourth dword is the size of one binding
 * record (32 bytes, or 40 in SM 5.1, which appends space and range ID).
 */
#include <string.h>

#include "container/container_internal.h"

#define RDEF_HEADER_SIZE 28u
#define RDEF_CBUFFER_SIZE 24u

/* Bounds no compiler's output reaches, so that a hostile part costs
 * bounded work (records may all name one long string). */
#define RDEF_MAX_RECORDS 65536u
#define RDEF_MAX_NAME 4096u

/* A NUL-terminated string (at most RDEF_MAX_NAME bytes) at a part offset,
 * or fails naming `what`. It points into the input: a user that keeps it
 * past the translation (the reflection) copies it. */
static const char *rdef_string(const d2s_part_reader *r, uint32_t off, const char *what, uint32_t i)
{
    const d2s_container_part *p = r->part;
    if (off >= p->size)
        d2s_part_fail(r, D2S_ERR_INVALID, "%s %u: name offset %u is outside the part (%u bytes)", what, i, off, p->size);
    uint32_t room = p->size - off < RDEF_MAX_NAME + 1 ? p->size - off : RDEF_MAX_NAME + 1;
    if (!memchr(p->data + off, 0, room))
        d2s_part_fail(r, D2S_ERR_INVALID, "%s %u: name at part offset %u is %s %u bytes", what, i, off,
                      room > RDEF_MAX_NAME ? "longer than" : "not NUL-terminated within its",
                      room > RDEF_MAX_NAME ? RDEF_MAX_NAME : room);
    return (const char *)p->data + off;
}

void d2s_container_read_rdef(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, RDEF_HEADER_SIZE, "RDEF header");
    const uint8_t *d = p->data;
    uint32_t ncb = d2s_le32(d), cb_off = d2s_le32(d + 4);
    uint32_t nbind = d2s_le32(d + 8), bind_off = d2s_le32(d + 12);
    uint32_t target = d2s_le32(d + 16), creator = d2s_le32(d + 24);
    d2s_rdef *rd = d2s_zalloc(ctx, sizeof(*rd));
    rd->creator_minor = target & 0xFF;
    rd->creator_major = (target >> 8) & 0xFF;
    rd->creator = creator ? rdef_string(&r, creator, "creator", 0) : "";
    uint32_t bind_size = 32;
    if (rd->creator_major >= 5) {
        d2s_part_need(&r, RDEF_HEADER_SIZE, 16, "RD11 header");
        bind_size = d2s_le32(d + RDEF_HEADER_SIZE + 12);
        if (bind_size != 32 && bind_size != 40)
            d2s_part_fail(&r, D2S_ERR_INVALID, "RD11 header: binding record size %u (expected 32 or 40)", bind_size);
    }
    if (nbind > RDEF_MAX_RECORDS || ncb > RDEF_MAX_RECORDS)
        d2s_part_fail(&r, D2S_ERR_INVALID, "%u bindings and %u constant buffers (more than %u of either is no "
                      "compiler's reflection)", nbind, ncb, RDEF_MAX_RECORDS);
    d2s_part_need(&r, bind_off, (uint64_t)nbind * bind_size, "binding table");
    d2s_part_need(&r, cb_off, (uint64_t)ncb * RDEF_CBUFFER_SIZE, "constant buffer table");
    rd->num_bindings = nbind;
    rd->bindings = nbind ? d2s_zalloc_array(ctx, nbind, sizeof(*rd->bindings)) : NULL;
    for (uint32_t i = 0; i < nbind; i++) {
        const uint8_t *e = d + bind_off + (size_t)i * bind_size;
        d2s_rdef_binding *b = &rd->bindings[i];
        b->name = rdef_string(&r, d2s_le32(e), "binding", i);
        b->input_type = d2s_le32(e + 4);
        b->return_type = d2s_le32(e + 8);
        b->dimension = d2s_le32(e + 12);
        b->num_samples = d2s_le32(e + 16);
        b->bind_point = d2s_le32(e + 20);
        b->bind_count = d2s_le32(e + 24);
        b->flags = d2s_le32(e + 28);
        b->space = bind_size == 40 ? d2s_le32(e + 32) : 0;
        b->id = bind_size == 40 ? d2s_le32(e + 36) : i;
    }
    rd->num_cbuffers = ncb;
    rd->cbuffer_names = ncb ? d2s_zalloc_array(ctx, ncb, sizeof(*rd->cbuffer_names)) : NULL;
    rd->cbuffer_sizes = ncb ? d2s_zalloc_array(ctx, ncb, sizeof(*rd->cbuffer_sizes)) : NULL;
    for (uint32_t i = 0; i < ncb; i++) {
        const uint8_t *e = d + cb_off + (size_t)i * RDEF_CBUFFER_SIZE;
        rd->cbuffer_names[i] = rdef_string(&r, d2s_le32(e), "constant buffer", i);
        rd->cbuffer_sizes[i] = d2s_le32(e + 12);
    }
    c->rdef = rd;
}
