/* Signatures of an SM 4/5 shader: the container's ISGN/OSGN/PCSG (or
 * ISG1/OSG1/OSG5/PSG1) parts become the entry point's DXIL signature
 * elements, and a per-register map says which element and column each
 * register component v#.c / o#.c belongs to.
 *
 * DXBC lists one element per register; DXIL describes the tess factors as
 * one element with a row per factor (SV_TessFactor has 2-4 rows,
 * SV_InsideTessFactor 1-2), so those are merged, their rows being the
 * semantic indices. Every other element keeps its register as start row
 * and the first component of its mask as start column, which is what the
 * emitter turns into a location and component. Elements without a
 * register (SV_Depth, SV_Coverage... register 0xFFFFFFFF) are unallocated
 * (start row -1) and found by system value.
 */
#include <string.h>
#include <strings.h>

#include "dxbc/dxbc_internal.h"


/* D3D_NAME (the system-value field of a signature element) to DXIL's
 * SemanticKind; NONE for values without a counterpart. Signatures number
 * the tess factors by kind (11-16: quad edge/inside, tri edge/inside, line
 * detail/density), unlike the per-factor D3D10_SB_NAME of dcl_*_siv; a
 * line's detail and density factors are SV_TessFactor rows, as in DXIL. */
#define NONE 0xFFu
static uint32_t semantic_kind(uint32_t d3d_name, const char *semantic)
{
    switch (d3d_name) {
    case 0: break;
    case 1: return DXIL_SK_POSITION;
    case 2: return DXIL_SK_CLIP_DISTANCE;
    case 3: return DXIL_SK_CULL_DISTANCE;
    case 4: return DXIL_SK_RT_ARRAY_INDEX;
    case 5: return DXIL_SK_VIEWPORT_ARRAY_INDEX;
    case 6: return DXIL_SK_VERTEX_ID;
    case 7: return DXIL_SK_PRIMITIVE_ID;
    case 8: return DXIL_SK_INSTANCE_ID;
    case 9: return DXIL_SK_IS_FRONT_FACE;
    case 10: return DXIL_SK_SAMPLE_INDEX;
    case 11: case 13: case 15: case 16: return DXIL_SK_TESS_FACTOR;
    case 12: case 14: return DXIL_SK_INSIDE_TESS_FACTOR;
    case 23: return DXIL_SK_BARYCENTRICS;
    case 24: return DXIL_SK_SHADING_RATE;
    case 25: return DXIL_SK_CULL_PRIMITIVE;
    case 64: return DXIL_SK_TARGET;
    case 65: return DXIL_SK_DEPTH;
    case 66: return DXIL_SK_COVERAGE;
    case 67: return DXIL_SK_DEPTH_GREATER_EQUAL;
    case 68: return DXIL_SK_DEPTH_LESS_EQUAL;
    case 69: return DXIL_SK_STENCIL_REF;
    case 70: return DXIL_SK_INNER_COVERAGE;
    default: return NONE;
    }
    /* FXC writes 0 for the pixel-shader outputs it names by semantic. */
    static const struct { const char *name; uint32_t kind; } by_name[] = {
        {"SV_Target", DXIL_SK_TARGET}, {"SV_Depth", DXIL_SK_DEPTH}, {"SV_Coverage", DXIL_SK_COVERAGE},
        {"SV_DepthGreaterEqual", DXIL_SK_DEPTH_GREATER_EQUAL}, {"SV_DepthLessEqual", DXIL_SK_DEPTH_LESS_EQUAL},
        {"SV_StencilRef", DXIL_SK_STENCIL_REF}, {"SV_InnerCoverage", DXIL_SK_INNER_COVERAGE},
    };
    for (size_t i = 0; i < sizeof by_name / sizeof by_name[0]; i++)
        if (!strcasecmp(semantic, by_name[i].name))
            return by_name[i].kind;
    return DXIL_SK_ARBITRARY;
}

/* D3D_REGISTER_COMPONENT_TYPE to DXIL's ComponentType; min-precision
 * elements stay 32-bit (D3D allows computing at full precision). */
static uint32_t component_type(uint32_t t)
{
    switch (t) {
    case 1: return DXIL_CT_U32;
    case 2: return DXIL_CT_I32;
    default: return DXIL_CT_F32;
    }
}

static const char *SIG_NAMES[DXBC_SIG_COUNT] = {"input", "output", "patch constant"};
static const char SIG_LETTER[DXBC_SIG_COUNT] = {'v', 'o', 'p'};

static bool is_tess_factor(uint32_t kind)
{
    return kind == DXIL_SK_TESS_FACTOR || kind == DXIL_SK_INSIDE_TESS_FACTOR;
}

static void init_map(dxbc_lower *lc, dxbc_sig_map *map)
{
    map->num_regs = DXBC_MAX_SIG_REGS;
    map->elem = d2s_alloc_array(lc->ctx, DXBC_MAX_SIG_REGS * 4, sizeof(int32_t));
    map->col = d2s_zalloc_array(lc->ctx, DXBC_MAX_SIG_REGS * 4, 1);
    map->row = d2s_zalloc_array(lc->ctx, DXBC_MAX_SIG_REGS * 4, 1);
    for (uint32_t i = 0; i < DXBC_MAX_SIG_REGS * 4; i++)
        map->elem[i] = -1;
}

/* Reads one signature part into the entry point's signature `out` and the
 * register maps: one map, or for the outputs one per geometry-shader stream
 * (`maps` has DXBC_MAX_STREAMS entries then), because each stream declares
 * its outputs on its own and two streams may use the same register. */
static void read_one(dxbc_lower *lc, const d2s_sig_part *part, uint32_t which, dxil_signature *out, dxbc_sig_map *maps,
                     uint32_t num_maps)
{
    d2s_ctx *ctx = lc->ctx;
    for (uint32_t m = 0; m < num_maps; m++)
        init_map(lc, &maps[m]);
    if (!part->present)
        return;
    out->elements = part->count ? d2s_zalloc_array(ctx, part->count, sizeof(dxil_sig_element)) : NULL;
    for (uint32_t i = 0; i < part->count; i++) {
        const d2s_sig_part_element *pe = &part->elements[i];
        uint32_t kind = semantic_kind(pe->system_value, pe->semantic_name);
        if (kind == NONE)
            dxbc_unsupported(lc, "%s signature element %s%u: system value %u is not translated", SIG_NAMES[which],
                             pe->semantic_name, pe->semantic_index, pe->system_value);
        if (!pe->mask || (pe->mask & ~0xFu))
            dxbc_invalid(lc, "%s signature element %s%u: component mask 0x%x", SIG_NAMES[which], pe->semantic_name,
                         pe->semantic_index, pe->mask);
        if (pe->stream >= num_maps)
            dxbc_invalid(lc, "%s signature element %s%u: stream %u (%s)", SIG_NAMES[which], pe->semantic_name,
                         pe->semantic_index, pe->stream,
                         num_maps > 1 ? "D3D has streams 0-3" : "only geometry-shader outputs have streams");
        dxbc_sig_map *map = &maps[pe->stream];
        uint32_t first = (uint32_t)__builtin_ctz(pe->mask), last = 31u - (uint32_t)__builtin_clz(pe->mask);
        bool has_reg = pe->reg != UINT32_MAX;
        if (has_reg && pe->reg >= DXBC_MAX_SIG_REGS)
            dxbc_invalid(lc, "%s signature element %s%u: register %u is out of range", SIG_NAMES[which],
                         pe->semantic_name, pe->semantic_index, pe->reg);
        /* A tess factor continues the element of its semantic if there is one. */
        dxil_sig_element *el = NULL;
        uint32_t row = 0;
        if (is_tess_factor(kind)) {
            for (uint32_t k = 0; k < out->count && !el; k++)
                if (out->elements[k].system_value == kind)
                    el = &out->elements[k];
            row = pe->semantic_index;
            if (row >= 4)
                dxbc_invalid(lc, "tess factor %s%u: index beyond 3", pe->semantic_name, pe->semantic_index);
        }
        if (!el) {
            el = &out->elements[out->count];
            el->id = out->count++;
            /* a copy: the name lies in the caller's buffer, which the
             * reflection must outlive */
            el->semantic = d2s_strndup(ctx, pe->semantic_name, strlen(pe->semantic_name));
            el->num_indices = 1;
            el->semantic_indices = d2s_zalloc_array(ctx, 4, sizeof(uint32_t));
            el->semantic_indices[0] = is_tess_factor(kind) ? 0 : pe->semantic_index;
            el->comp_type = component_type(pe->comp_type);
            el->system_value = kind;
            el->rows = 1;
            el->cols = last - first + 1;
            el->start_row = has_reg ? (int32_t)pe->reg : -1;
            el->start_col = has_reg ? (int32_t)first : -1;
            el->output_stream = pe->stream;
            /* D3D's read/write byte: components read (inputs), or never
             * written (outputs); DXIL's usage mask: components used. */
            el->usage_mask = which == DXBC_SIG_IN || (which == DXBC_SIG_PC && lc->shader_kind == DXIL_SHADER_DOMAIN)
                                 ? pe->rw_mask & pe->mask
                                 : pe->mask & ~pe->rw_mask;
        }
        if (is_tess_factor(kind)) {
            if (row + 1 > el->rows) {
                for (uint32_t r = el->rows; r <= row; r++)
                    el->semantic_indices[r] = r;
                el->rows = row + 1;
                el->num_indices = el->rows;
            }
            if (has_reg && (el->start_row < 0 || (int32_t)pe->reg < el->start_row))
                el->start_row = (int32_t)pe->reg; /* the lowest register of the factors */
        }
        if (!has_reg)
            continue;
        for (uint32_t c = first; c <= last; c++) {
            uint32_t slot = pe->reg * 4 + c;
            if (!(pe->mask & (1u << c)))
                continue;
            if (map->elem[slot] >= 0 && map->elem[slot] != (int32_t)el->id)
                dxbc_invalid(lc, "%s signature: %c%u.%c belongs to two elements", SIG_NAMES[which], SIG_LETTER[which],
                             pe->reg, "xyzw"[c]);
            map->elem[slot] = (int32_t)el->id;
            map->col[slot] = (uint8_t)(c - first);
            map->row[slot] = (uint8_t)row;
        }
    }
}

void dxbc_read_signatures(dxbc_lower *lc)
{
    const d2s_container *c = lc->container;
    bool gs = lc->shader_kind == DXIL_SHADER_GEOMETRY;
    read_one(lc, &c->in_sig, DXBC_SIG_IN, &lc->ep->inputs, &lc->sigmap[DXBC_SIG_IN], 1);
    read_one(lc, &c->out_sig, DXBC_SIG_OUT, &lc->ep->outputs, lc->out_stream_map, gs ? DXBC_MAX_STREAMS : 1);
    lc->sigmap[DXBC_SIG_OUT] = lc->out_stream_map[0];
    read_one(lc, &c->pc_sig, DXBC_SIG_PC, &lc->ep->patch_constants, &lc->sigmap[DXBC_SIG_PC], 1);
}

void dxbc_sig_select_stream(dxbc_lower *lc, uint32_t stream)
{
    lc->sigmap[DXBC_SIG_OUT] = lc->out_stream_map[stream];
}

const dxbc_sig_map *dxbc_sig_stream_map(dxbc_lower *lc, uint32_t stream)
{
    return &lc->out_stream_map[stream];
}

static const dxil_signature *signature_of(dxbc_lower *lc, uint32_t sig)
{
    return sig == DXBC_SIG_IN ? &lc->ep->inputs : sig == DXBC_SIG_OUT ? &lc->ep->outputs : &lc->ep->patch_constants;
}

int32_t dxbc_sig_element(dxbc_lower *lc, uint32_t sig, uint32_t reg, uint32_t comp, uint32_t *row, uint32_t *col)
{
    const dxbc_sig_map *map = &lc->sigmap[sig];
    if (reg >= map->num_regs || map->elem[reg * 4 + comp] < 0)
        dxbc_invalid(lc, "%c%u.%c is not in the %s signature", SIG_LETTER[sig], reg, "xyzw"[comp & 3],
                     SIG_NAMES[sig]);
    *row = map->row[reg * 4 + comp];
    *col = map->col[reg * 4 + comp];
    return map->elem[reg * 4 + comp];
}

/* The element of an unallocated system value (oDepth, oMask...). */
int32_t dxbc_sig_find_sysval(dxbc_lower *lc, uint32_t sig, uint32_t kind)
{
    const dxil_signature *s = signature_of(lc, sig);
    for (uint32_t i = 0; i < s->count; i++)
        if (s->elements[i].system_value == kind)
            return (int32_t)i;
    return -1;
}

ir_type *dxbc_sig_overload(dxbc_lower *lc, uint32_t sig, int32_t elem)
{
    const dxil_signature *s = signature_of(lc, sig);
    return s->elements[elem].comp_type == DXIL_CT_F32 ? lc->t_f32 : lc->t_i32;
}

/* dcl_input_ps: the interpolation mode of every element in the register. */
void dxbc_sig_set_interpolation(dxbc_lower *lc, uint32_t reg, uint32_t mode)
{
    const dxbc_sig_map *map = &lc->sigmap[DXBC_SIG_IN];
    if (reg >= map->num_regs)
        dxbc_invalid(lc, "dcl_input_ps v%u is out of range", reg);
    for (uint32_t c = 0; c < 4; c++) {
        int32_t e = map->elem[reg * 4 + c];
        if (e >= 0)
            lc->ep->inputs.elements[e].interp_mode = mode;
    }
}
