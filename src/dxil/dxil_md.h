/* Checked access to DXIL metadata (private to src/dxil).
 *
 * Every accessor either returns what the caller asked for or fails the
 * translation with a message that names where the operand lives, e.g.
 * "dx.entryPoints[0] signature inputs element 2: operand 3 (system value) is
 * not an integer". The location is a chain of md_loc frames on the caller's
 * stack and is only formatted when an error is reported, so the success
 * path costs nothing for it.
 */
#ifndef D2S_DXIL_MD_H
#define D2S_DXIL_MD_H

#include <stdbool.h>
#include <stdint.h>

#include "container/container.h"
#include "dxil/dxil.h"

typedef enum md_loc_style {
    MD_LOC_PLAIN,   /* "signature inputs" */
    MD_LOC_BRACKET, /* "dx.entryPoints[0]" */
    MD_LOC_SPACE,   /* "element 2" */
} md_loc_style;

typedef struct md_loc {
    const struct md_loc *parent;
    const char *name;
    uint32_t index;
    uint8_t style;  /* md_loc_style */
} md_loc;

#define MD_LOC(parent, name) ((md_loc){(parent), (name), 0, MD_LOC_PLAIN})
#define MD_LOC_AT(parent, name, i) ((md_loc){(parent), (name), (i), MD_LOC_BRACKET})
#define MD_LOC_NUM(parent, name, i) ((md_loc){(parent), (name), (i), MD_LOC_SPACE})

D2S_NORETURN void md_fail(d2s_ctx *ctx, const md_loc *loc, const char *fmt, ...) D2S_PRINTF(3, 4);
/* A warning with the location, for metadata this translator does not know
 * (from a newer DXC): it may carry a meaning not honoured here. */
void md_warn(d2s_ctx *ctx, const md_loc *loc, const char *fmt, ...) D2S_PRINTF(3, 4);

/* `md` must be a node (NULL: "<what> is missing"). */
const ir_md *md_node(d2s_ctx *ctx, const md_loc *loc, const ir_md *md, const char *what);
/* Fails unless `node` has at least n operands. */
void md_need_ops(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t n);
/* Operand i: a node, or NULL when the operand is null. */
const ir_md *md_op_node_or_null(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
/* Operand i as an integer constant, zero-extended from its type. */
uint64_t md_op_u64(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
/* ... and at most `max`. */
uint32_t md_op_u32(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, uint32_t max);
/* ... sign-extended from its type, within [min, max]. */
int32_t md_op_i32(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, int32_t min,
                  int32_t max);
bool md_op_bool(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
float md_op_float(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
const char *md_op_string(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
/* Operand i as a value (constant, global or function); NULL when the operand is null. */
ir_value *md_op_value_or_null(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what);
/* An integer either written directly or wrapped in a one-operand node
 * (DXC has used both forms for some properties). */
uint32_t md_op_u32_or_node(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what,
                           uint32_t max);
/* Operand i: a node of exactly n integers (numthreads, dispatch grids). */
void md_op_u32_tuple(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, uint32_t *out,
                     uint32_t n);

/* dxil_md_resources.c: a dx.resources-shaped node {SRVs, UAVs, CBVs, samplers}. */
void dxil_md_read_resources(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t num[4],
                            dxil_resource *res[4]);

/* dxil_md_signature.c */
void dxil_md_read_signature(d2s_ctx *ctx, const md_loc *loc, const ir_md *list, dxil_signature *out);
/* Compares a signature with its container part (ISG1/OSG1/PSG1). */
void dxil_md_check_signature_part(d2s_ctx *ctx, const md_loc *loc, const dxil_signature *sig,
                                  const d2s_sig_part *part, const char *part_name);

#endif
