/* The DXIL layer's part of the IR listing (`--dump-ir`): dx.op names and
 * operand names from the op table, and the header lines of the module's
 * DXIL metadata (shader model, entry points, resources, signatures). Given
 * to src/ir's dumper as hooks, so that src/ir does not include src/dxil.
 */
#include "dxil/dxil_dump.h"

#include <inttypes.h>
#include <string.h>

#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"

static void puts_(d2s_strbuf *o, const char *s)
{
    d2s_strbuf_append(o, s, strlen(s));
}

static const char *sm_prefix(uint32_t kind)
{
    /* ray tracing and node shaders only exist inside libraries */
    static const char *const p[] = {"ps", "vs", "gs", "hs", "ds", "cs", "lib", "lib", "lib", "lib", "lib", "lib",
                                    "lib", "ms", "as", "lib"};
    return kind < sizeof(p) / sizeof(p[0]) ? p[kind] : "unknown";
}

static const char *resource_kind_name(uint32_t k)
{
    static const char *const n[] = {"Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D",
                                    "TextureCube", "Texture1DArray", "Texture2DArray", "Texture2DMSArray",
                                    "TextureCubeArray", "TypedBuffer", "RawBuffer", "StructuredBuffer",
                                    "CBuffer", "Sampler", "TBuffer", "RTAccelerationStructure",
                                    "FeedbackTexture2D", "FeedbackTexture2DArray"};
    return k < sizeof(n) / sizeof(n[0]) ? n[k] : "UnknownKind";
}

static const char *component_type_name(uint32_t k)
{
    static const char *const n[] = {"invalid", "i1", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32",
                                    "f64", "snorm_f16", "unorm_f16", "snorm_f32", "unorm_f32", "snorm_f64",
                                    "unorm_f64", "packed_s8x32", "packed_u8x32", "i8", "u8", "f8_e4m3fn",
                                    "f8_e5m2", "bf16"};
    return k < sizeof(n) / sizeof(n[0]) ? n[k] : "unknown";
}

static void dump_resource(d2s_strbuf *o, uint32_t cls, const dxil_resource *r)
{
    static const char *const cls_name[] = {"srv", "uav", "cbv", "sampler"};
    static const char reg[] = "tubs";
    d2s_strbuf_printf(o, "  resource %s %u ", cls_name[cls], r->id);
    if (r->name && r->name[0])
        ir_dump_name(o, r->name);
    else
        puts_(o, "\"\"");
    d2s_strbuf_printf(o, " space %u %c%u", r->space, reg[cls], r->lower_bound);
    if (r->range_size == UINT32_MAX)
        puts_(o, " count unbounded");
    else
        d2s_strbuf_printf(o, " count %u", r->range_size);
    d2s_strbuf_printf(o, " %s", resource_kind_name(r->kind));
    if (cls == DXIL_RES_CBV) {
        d2s_strbuf_printf(o, " size %u", r->cb_size);
    } else if (cls == DXIL_RES_SAMPLER) {
        d2s_strbuf_printf(o, " sampler_kind %u", r->sampler_kind);
    } else {
        if (r->element_type)
            d2s_strbuf_printf(o, " element %s", component_type_name(r->element_type));
        if (r->stride)
            d2s_strbuf_printf(o, " stride %u", r->stride);
        if (r->sample_count)
            d2s_strbuf_printf(o, " samples %u", r->sample_count);
        if (r->globally_coherent)
            puts_(o, " globallycoherent");
        if (r->has_counter)
            puts_(o, " counter");
        if (r->rov)
            puts_(o, " rov");
        if (r->is_atomic64)
            puts_(o, " atomic64");
    }
    d2s_strbuf_putc(o, '\n');
}

static void dump_signature(d2s_strbuf *o, const char *what, const dxil_signature *s)
{
    for (uint32_t i = 0; i < s->count && s->elements; i++) {
        const dxil_sig_element *e = &s->elements[i];
        d2s_strbuf_printf(o, "  %s %u %s", what, e->id, e->semantic ? e->semantic : "?");
        for (uint32_t k = 0; k < e->num_indices && e->semantic_indices; k++)
            d2s_strbuf_printf(o, "%s%u", k ? "," : "", e->semantic_indices[k]);
        d2s_strbuf_printf(o, " %s %ux%u", component_type_name(e->comp_type), e->rows, e->cols);
        if (e->start_row >= 0)
            d2s_strbuf_printf(o, " at r%d.c%d", e->start_row, e->start_col);
        if (e->system_value)
            d2s_strbuf_printf(o, " sv %u", e->system_value);
        if (e->interp_mode)
            d2s_strbuf_printf(o, " interp %u", e->interp_mode);
        d2s_strbuf_putc(o, '\n');
    }
}

static void dump_entry(d2s_strbuf *o, const dxil_entry_point *ep)
{
    puts_(o, "entry ");
    ir_dump_name(o, ep->name && ep->name[0] ? ep->name : (ep->func && ep->func->v.name ? ep->func->v.name : "<none>"));
    d2s_strbuf_printf(o, ": %s", dxil_shader_kind_name(ep->shader_kind));
    uint32_t k = ep->shader_kind;
    if (k == DXIL_SHADER_COMPUTE || k == DXIL_SHADER_MESH || k == DXIL_SHADER_AMPLIFICATION ||
        k == DXIL_SHADER_NODE || ep->numthreads[0])
        d2s_strbuf_printf(o, " numthreads(%u, %u, %u)", ep->numthreads[0], ep->numthreads[1], ep->numthreads[2]);
    if (ep->wave_size_min)
        d2s_strbuf_printf(o, " wavesize(%u, %u, %u)", ep->wave_size_min, ep->wave_size_max,
                          ep->wave_size_preferred);
    if (ep->shader_flags)
        d2s_strbuf_printf(o, " flags 0x%" PRIx64, ep->shader_flags);
    d2s_strbuf_putc(o, '\n');
    for (uint32_t c = 0; c < 4; c++) {
        for (uint32_t i = 0; i < ep->num_resources[c] && ep->resources[c]; i++)
            dump_resource(o, c, &ep->resources[c][i]);
    }
    dump_signature(o, "input", &ep->inputs);
    dump_signature(o, "output", &ep->outputs);
    dump_signature(o, "patch", &ep->patch_constants);
}

static void module_header(const ir_module *m, d2s_strbuf *o)
{
    const dxil_module_info *d = m->dxil;
    d2s_strbuf_printf(o, "shader_model %s_%u_%u %s, dxil %u.%u, validator %u.%u\n", sm_prefix(d->shader_kind),
                      d->sm_major, d->sm_minor, dxil_shader_kind_name(d->shader_kind), d->dxil_major,
                      d->dxil_minor, d->valver_major, d->valver_minor);
    for (uint32_t i = 0; i < d->num_entry_points && d->entry_points; i++)
        dump_entry(o, &d->entry_points[i]);
}

static const char *dxop_name(const ir_instr *in)
{
    return in->dxop ? in->dxop->name : NULL;
}

static const char *dxop_arg_name(const ir_instr *in, uint32_t i)
{
    const dxil_op_info *info = in->dxop;
    return info && info->args && i < info->num_args ? info->args[i].name : NULL;
}

static const ir_dump_hooks hooks = {dxop_name, dxop_arg_name, module_header};

const ir_dump_hooks *dxil_dump_hooks(void)
{
    return &hooks;
}
