/* Shared by the container sources only: little-endian loads and bounds
 * checks that name the part being read in their error messages. */
#ifndef D2S_CONTAINER_INTERNAL_H
#define D2S_CONTAINER_INTERNAL_H

#include "container/container.h"

/* Parts may start at any byte offset, so every load is byte-wise; compilers
 * turn these into single loads on little-endian targets. */
static inline uint16_t d2s_le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static inline uint32_t d2s_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t d2s_le64(const uint8_t *p)
{
    return (uint64_t)d2s_le32(p) | (uint64_t)d2s_le32(p + 4) << 32;
}

/* A part being decoded. */
typedef struct d2s_part_reader {
    d2s_ctx *ctx;
    const d2s_container_part *part;
} d2s_part_reader;

/* Fails with "container: <FourCC> part at offset <n>: <message>". */
D2S_NORETURN void d2s_part_fail(const d2s_part_reader *r, d2s_status st, const char *fmt, ...) D2S_PRINTF(3, 4);

/* Fails unless [off, off + len) lies inside the part. 64-bit arithmetic:
 * callers pass products of 32-bit counts and strides without overflow. */
static inline void d2s_part_need(const d2s_part_reader *r, uint64_t off, uint64_t len, const char *what)
{
    if (D2S_UNLIKELY(off > r->part->size || len > r->part->size - off))
        d2s_part_fail(r, D2S_ERR_INVALID, "%s (%llu bytes at part offset %llu) extends past the part end (%u bytes)",
                      what, (unsigned long long)len, (unsigned long long)off, r->part->size);
}

static inline uint32_t d2s_part_u32(const d2s_part_reader *r, uint64_t off, const char *what)
{
    d2s_part_need(r, off, 4, what);
    return d2s_le32(r->part->data + off);
}

/* Per-part decoders (container_*.c). */
void d2s_container_read_psv(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p);
void d2s_container_read_rts(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p);
void d2s_container_check_rdat(d2s_ctx *ctx, const d2s_container_part *p);
void d2s_container_read_rdef(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p);
void d2s_container_dump_rdat(const d2s_container_part *p, d2s_strbuf *sb);

/* Names for the dump (container_names.c); unknown values give NULL. */
const char *d2s_cn_shader_kind(uint32_t v);
const char *d2s_cn_sig_semantic(uint32_t v);
const char *d2s_cn_sig_comp_type(uint32_t v);
const char *d2s_cn_min_precision(uint32_t v);
const char *d2s_cn_psv_resource_type(uint32_t v);
const char *d2s_cn_resource_kind(uint32_t v);
const char *d2s_cn_psv_semantic_kind(uint32_t v);
const char *d2s_cn_interp_mode(uint32_t v);
const char *d2s_cn_tess_domain(uint32_t v);
const char *d2s_cn_tess_output_primitive(uint32_t v);
const char *d2s_cn_input_primitive(uint32_t v);
const char *d2s_cn_primitive_topology(uint32_t v);
const char *d2s_cn_mesh_output_topology(uint32_t v);
const char *d2s_cn_rs_param_type(uint32_t v);
const char *d2s_cn_rs_visibility(uint32_t v);
const char *d2s_cn_rs_range_type(uint32_t v);
const char *d2s_cn_filter(uint32_t v);
const char *d2s_cn_address_mode(uint32_t v);
const char *d2s_cn_comparison_func(uint32_t v);
const char *d2s_cn_border_color(uint32_t v);
const char *d2s_cn_resource_class(uint32_t v);
const char *d2s_cn_rdat_part_type(uint32_t v);

/* A bit-flag name table, terminated by {0, NULL}. */
typedef struct d2s_cn_flag {
    uint64_t bit;
    const char *name;
} d2s_cn_flag;
extern const d2s_cn_flag d2s_cn_feature_flags[];
extern const d2s_cn_flag d2s_cn_rs_flags[];
extern const d2s_cn_flag d2s_cn_range_flags[];
extern const d2s_cn_flag d2s_cn_descriptor_flags[];
extern const d2s_cn_flag d2s_cn_rdat_resource_flags[];

#endif
