/* The `run` block of a corpus sidecar (tests/corpus/own/README.md, "Sidecar
 * format"), decoded into buffer images: initial contents as little-endian
 * bytes of the element format and, for checked outputs, the expected values.
 * All memory is arena-owned; malformed sidecars fail through d2s_fail().
 */
#ifndef VK_SIDECAR_H
#define VK_SIDECAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "json.h"
#include "util/ctx.h"

typedef enum sc_format {
    SC_U32,
    SC_I32,
    SC_F32,
    SC_U16,
    SC_I16,
    SC_F16,
    SC_U64,
    SC_I64,
    SC_F64,
} sc_format;

/* The HLSL object kinds a run block may name. */
typedef enum sc_kind {
    SC_STRUCTURED_BUFFER,
    SC_RW_STRUCTURED_BUFFER,
    SC_APPEND_STRUCTURED_BUFFER,
    SC_CONSUME_STRUCTURED_BUFFER,
    SC_BYTE_ADDRESS_BUFFER,
    SC_RW_BYTE_ADDRESS_BUFFER,
    SC_BUFFER,
    SC_RW_BUFFER,
    SC_CONSTANT_BUFFER,
} sc_kind;

/* D3D register classes, numbered as dxil2spv_reflected_resource.resource_class;
 * SC_CLASS_HEAP: "heapN", element N of ResourceDescriptorHeap (SM 6.6). */
enum { SC_CLASS_SRV = 0, SC_CLASS_UAV = 1, SC_CLASS_CBV = 2, SC_CLASS_SAMPLER = 3, SC_CLASS_HEAP = 4 };

typedef struct sc_resource {
    const char *reg;          /* as written, e.g. "u0", or "heap3" for ResourceDescriptorHeap[3] */
    uint32_t reg_class;       /* SC_CLASS_* from the register letter */
    uint32_t reg_index;
    uint32_t space;
    sc_kind kind;
    sc_format format;
    uint32_t count;           /* elements of `format` */
    uint8_t *data;            /* count * element size bytes: the initial contents */
    bool has_expect;
    bool *expect_checked;     /* per element: false where the expectation is null */
    uint64_t *expect_bits;    /* integer formats: expected bit pattern (zero-extended) */
    double *expect_value;     /* float formats: expected value */
    double tolerance;         /* absolute, float formats only */
    const char *texel_format; /* DXGI-style view format name, or NULL */
    bool has_counter;         /* hidden UAV counter: initial value given */
    uint32_t counter;
    bool has_expect_counter;
    uint32_t expect_counter;
} sc_resource;

typedef struct sc_run {
    uint32_t dispatch[3];
    uint32_t resource_count;
    sc_resource *resources;
} sc_run;

/* Decodes the "run" member of a parsed sidecar; NULL when it is null or
 * absent. `name` is used in error messages. */
const sc_run *sc_parse_run(d2s_ctx *ctx, const json_value *sidecar, const char *name);

/* Decodes a run block given directly (the value of a "run" member). */
const sc_run *sc_decode_run(d2s_ctx *ctx, const json_value *run, const char *name);

size_t sc_format_size(sc_format f);
const char *sc_format_name(sc_format f);
const char *sc_kind_name(sc_kind k);

/* DXIL::ResourceKind the shader declares for this kind of HLSL object
 * (10 TypedBuffer, 11 RawBuffer, 12 StructuredBuffer, 13 CBuffer). */
uint32_t sc_kind_dxil_kind(sc_kind k);

/* A short label for messages: "u0", or "t0 space 2" outside space 0. */
const char *sc_resource_label(d2s_ctx *ctx, const sc_resource *r);

/* Compares the buffer contents after the dispatch with the expectations.
 * Returns NULL when they match, else an arena message naming the first
 * mismatch ("resource u0 element 5: got 3 expected 4"). */
const char *sc_compare(d2s_ctx *ctx, const sc_resource *r, const uint8_t *contents);

/* IEEE binary16 conversions (round to nearest even). */
uint16_t sc_double_to_half(double x);
double sc_half_to_double(uint16_t h);

#endif
