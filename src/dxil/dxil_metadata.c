/* dxil_read_module(): the module-level dx.* metadata into ir_module.dxil.
 *
 * Reads dx.version, dx.valver, dx.shaderModel, dx.resources and
 * dx.entryPoints (functions, signatures, resource lists and the property
 * tag list), checks them against the container (program header and the
 * ISG1/OSG1/PSG1 parts), then lowers the dx.op calls. Resource records and
 * signatures are in dxil_md_resources.c / dxil_md_signature.c.
 *
 * Entry point record (DXIL.rst): {function, name, signatures {inputs,
 * outputs, patch constants}, resources, properties}. Properties are a flat
 * list of (i32 tag, value) pairs; the tag values are those of DXC's
 * DxilMetadataHelper (kDxil*Tag).
 */
#include "dxil/dxil.h"
#include "dxil/dxil_md.h"

#include <string.h>

enum {
    TAG_SHADER_FLAGS = 0, TAG_GS_STATE = 1, TAG_DS_STATE = 2, TAG_HS_STATE = 3, TAG_NUM_THREADS = 4,
    TAG_AUTO_BINDING_SPACE = 5, TAG_RAY_PAYLOAD_SIZE = 6, TAG_RAY_ATTRIB_SIZE = 7, TAG_SHADER_KIND = 8,
    TAG_MS_STATE = 9, TAG_AS_STATE = 10, TAG_WAVE_SIZE = 11, TAG_ENTRY_ROOT_SIG = 12,
    TAG_NODE_LAUNCH_TYPE = 13, TAG_NODE_IS_PROGRAM_ENTRY = 14, TAG_NODE_ID = 15,
    TAG_NODE_LOCAL_ROOT_ARGS_TABLE_INDEX = 16, TAG_NODE_SHARE_INPUT_OF = 17, TAG_NODE_DISPATCH_GRID = 18,
    TAG_NODE_MAX_RECURSION_DEPTH = 19, TAG_NODE_INPUTS = 20, TAG_NODE_OUTPUTS = 21,
    TAG_NODE_MAX_DISPATCH_GRID = 22, TAG_RANGED_WAVE_SIZE = 23,
};

/* Last valid values of the DXIL enums range-checked here (dxil-enums.json). */
enum {
    INPUT_PRIMITIVE_LAST = 39, PRIMITIVE_TOPOLOGY_LAST = 5, TESS_DOMAIN_LAST = 3,
    TESS_PARTITIONING_LAST = 4, TESS_OUTPUT_PRIMITIVE_LAST = 4, MESH_TOPOLOGY_LAST = 2,
    NODE_LAUNCH_TYPE_LAST = 4,
};

static const char *const kind_names[] = {
    "pixel", "vertex", "geometry", "hull", "domain", "compute", "library", "raygeneration",
    "intersection", "anyhit", "closesthit", "miss", "callable", "mesh", "amplification", "node",
};

_Static_assert(DXIL_SHADER_MESH == (int)DXIL2SPV_SHADER_MESH && DXIL_SHADER_NODE == (int)DXIL2SPV_SHADER_NODE &&
                   DXIL_SHADER_INVALID == (int)DXIL2SPV_SHADER_KIND_COUNT,
               "the public dxil2spv_shader_kind is DXIL::ShaderKind");

const char *dxil_shader_kind_name(uint32_t kind)
{
    return kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[kind] : "invalid";
}

/* dx.shaderModel's kind strings. */
static const struct { const char *name; uint32_t kind; } sm_kinds[] = {
    {"ps", DXIL_SHADER_PIXEL}, {"vs", DXIL_SHADER_VERTEX}, {"gs", DXIL_SHADER_GEOMETRY},
    {"hs", DXIL_SHADER_HULL}, {"ds", DXIL_SHADER_DOMAIN}, {"cs", DXIL_SHADER_COMPUTE},
    {"lib", DXIL_SHADER_LIBRARY}, {"ms", DXIL_SHADER_MESH}, {"as", DXIL_SHADER_AMPLIFICATION},
};

/* The single operand of a named metadata that must have exactly one. */
static const ir_md *named_single(d2s_ctx *ctx, const ir_module *m, const char *name, bool required)
{
    const ir_named_md *nm = ir_module_find_named_md(m, name);
    md_loc loc = MD_LOC(NULL, name);
    if (!nm) {
        if (required)
            md_fail(ctx, &loc, "named metadata is missing");
        return NULL;
    }
    if (nm->count != 1)
        md_fail(ctx, &loc, "has %u operands, expected 1", nm->count);
    return md_node(ctx, &loc, nm->ops[0], "operand 0");
}

/* dx.version / dx.valver: {i32 major, i32 minor}. */
static void read_version_pair(d2s_ctx *ctx, const ir_module *m, const char *name, bool required, uint32_t *major,
                              uint32_t *minor)
{
    const ir_md *v = named_single(ctx, m, name, required);
    if (!v)
        return;
    md_loc loc = MD_LOC(NULL, name);
    if (v->u.node.count != 2)
        md_fail(ctx, &loc, "has %u operands, expected 2 (major, minor)", v->u.node.count);
    *major = md_op_u32(ctx, &loc, v, 0, "major", UINT32_MAX);
    *minor = md_op_u32(ctx, &loc, v, 1, "minor", UINT32_MAX);
}

static void read_shader_model(d2s_ctx *ctx, const ir_module *m, dxil_module_info *info)
{
    const ir_md *sm = named_single(ctx, m, "dx.shaderModel", true);
    md_loc loc = MD_LOC(NULL, "dx.shaderModel");
    if (sm->u.node.count != 3)
        md_fail(ctx, &loc, "has %u operands, expected 3 (kind, major, minor)", sm->u.node.count);
    const char *kind = md_op_string(ctx, &loc, sm, 0, "kind");
    info->shader_kind = DXIL_SHADER_INVALID;
    for (uint32_t i = 0; i < sizeof sm_kinds / sizeof sm_kinds[0]; i++) {
        if (strcmp(kind, sm_kinds[i].name) == 0)
            info->shader_kind = sm_kinds[i].kind;
    }
    if (info->shader_kind == DXIL_SHADER_INVALID)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "dx.shaderModel: unknown shader kind \"%s\"", kind);
    info->sm_major = md_op_u32(ctx, &loc, sm, 1, "major", 255);
    info->sm_minor = md_op_u32(ctx, &loc, sm, 2, "minor", 255);
    if (info->sm_major != 6)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "dx.shaderModel: shader model %u.%u (only 6.x is DXIL)", info->sm_major,
                 info->sm_minor);
}

/* ---- properties -------------------------------------------------------------- */

static const ir_md *tag_node(d2s_ctx *ctx, const md_loc *loc, const ir_md *props, uint32_t i, const char *what,
                             uint32_t min_ops)
{
    const ir_md *n = md_op_node_or_null(ctx, loc, props, i, what);
    if (!n)
        md_fail(ctx, loc, "operand %u (%s) is null", i, what);
    md_loc sub = MD_LOC(loc, what);
    md_need_ops(ctx, &sub, n, min_ops);
    return n;
}

static ir_function *function_value(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    ir_value *v = md_op_value_or_null(ctx, loc, node, i, what);
    if (!v)
        return NULL;
    if (v->kind != IR_VAL_FUNCTION)
        md_fail(ctx, loc, "operand %u (%s) is not a function", i, what);
    ir_function *f = (ir_function *)v;
    if (f->is_declaration)
        md_fail(ctx, loc, "operand %u (%s) names '%s', which has no body", i, what, f->v.name ? f->v.name : "?");
    return f;
}

/* {string name, i32 index} of NodeId / ShareInputOf. */
static void read_node_id(d2s_ctx *ctx, const md_loc *loc, const ir_md *props, uint32_t i, const char *what,
                         const char **name, uint32_t *index)
{
    const ir_md *n = tag_node(ctx, loc, props, i, what, 2);
    md_loc sub = MD_LOC(loc, what);
    *name = md_op_string(ctx, &sub, n, 0, "name");
    *index = md_op_u32(ctx, &sub, n, 1, "index", UINT32_MAX);
}

static void read_property(d2s_ctx *ctx, const md_loc *loc, const ir_md *props, uint32_t i, uint32_t tag,
                          dxil_entry_point *ep, bool *has_kind)
{
    uint32_t v = i + 1;
    switch (tag) {
    case TAG_SHADER_FLAGS:
        ep->shader_flags = md_op_u64(ctx, loc, props, v, "shader flags");
        break;
    case TAG_GS_STATE: {
        const ir_md *n = tag_node(ctx, loc, props, v, "GS state", 5);
        md_loc s = MD_LOC(loc, "GS state");
        ep->gs.input_primitive = md_op_u32(ctx, &s, n, 0, "input primitive", INPUT_PRIMITIVE_LAST);
        ep->gs.max_vertex_count = md_op_u32(ctx, &s, n, 1, "max vertex count", UINT32_MAX);
        ep->gs.stream_mask = md_op_u32(ctx, &s, n, 2, "active stream mask", 15);
        ep->gs.output_topology = md_op_u32(ctx, &s, n, 3, "output topology", PRIMITIVE_TOPOLOGY_LAST);
        ep->gs.instance_count = md_op_u32(ctx, &s, n, 4, "instance count", UINT32_MAX);
        break;
    }
    case TAG_DS_STATE: {
        const ir_md *n = tag_node(ctx, loc, props, v, "DS state", 2);
        md_loc s = MD_LOC(loc, "DS state");
        ep->ds.domain = md_op_u32(ctx, &s, n, 0, "domain", TESS_DOMAIN_LAST);
        ep->ds.input_cp_count = md_op_u32(ctx, &s, n, 1, "input control points", UINT32_MAX);
        break;
    }
    case TAG_HS_STATE: {
        const ir_md *n = tag_node(ctx, loc, props, v, "HS state", 7);
        md_loc s = MD_LOC(loc, "HS state");
        ep->hs.patch_constant_func = function_value(ctx, &s, n, 0, "patch constant function");
        ep->hs.input_cp_count = md_op_u32(ctx, &s, n, 1, "input control points", UINT32_MAX);
        ep->hs.output_cp_count = md_op_u32(ctx, &s, n, 2, "output control points", UINT32_MAX);
        ep->hs.domain = md_op_u32(ctx, &s, n, 3, "domain", TESS_DOMAIN_LAST);
        ep->hs.partitioning = md_op_u32(ctx, &s, n, 4, "partitioning", TESS_PARTITIONING_LAST);
        ep->hs.output_primitive = md_op_u32(ctx, &s, n, 5, "output primitive", TESS_OUTPUT_PRIMITIVE_LAST);
        ep->hs.max_tess_factor = md_op_float(ctx, &s, n, 6, "max tessellation factor");
        break;
    }
    case TAG_NUM_THREADS:
        md_op_u32_tuple(ctx, loc, props, v, "numthreads", ep->numthreads, 3);
        break;
    case TAG_AUTO_BINDING_SPACE:
        ep->auto_binding_space = md_op_u32_or_node(ctx, loc, props, v, "auto-binding space", UINT32_MAX);
        break;
    case TAG_RAY_PAYLOAD_SIZE:
        ep->ray_payload_size = md_op_u32(ctx, loc, props, v, "ray payload size", UINT32_MAX);
        break;
    case TAG_RAY_ATTRIB_SIZE:
        ep->ray_attrib_size = md_op_u32(ctx, loc, props, v, "ray attribute size", UINT32_MAX);
        break;
    case TAG_SHADER_KIND:
        ep->shader_kind = md_op_u32(ctx, loc, props, v, "shader kind", DXIL_SHADER_NODE);
        *has_kind = true;
        break;
    case TAG_MS_STATE: {
        const ir_md *n = tag_node(ctx, loc, props, v, "MS state", 5);
        md_loc s = MD_LOC(loc, "MS state");
        md_op_u32_tuple(ctx, &s, n, 0, "numthreads", ep->numthreads, 3);
        ep->ms.max_vertex_count = md_op_u32(ctx, &s, n, 1, "max vertex count", UINT32_MAX);
        ep->ms.max_primitive_count = md_op_u32(ctx, &s, n, 2, "max primitive count", UINT32_MAX);
        ep->ms.output_topology = md_op_u32(ctx, &s, n, 3, "output topology", MESH_TOPOLOGY_LAST);
        ep->ms.payload_size = md_op_u32(ctx, &s, n, 4, "payload size", UINT32_MAX);
        break;
    }
    case TAG_AS_STATE: {
        const ir_md *n = tag_node(ctx, loc, props, v, "AS state", 2);
        md_loc s = MD_LOC(loc, "AS state");
        md_op_u32_tuple(ctx, &s, n, 0, "numthreads", ep->numthreads, 3);
        ep->as.payload_size = md_op_u32(ctx, &s, n, 1, "payload size", UINT32_MAX);
        break;
    }
    case TAG_WAVE_SIZE:
        ep->wave_size_min = ep->wave_size_max = md_op_u32_or_node(ctx, loc, props, v, "wave size", 128);
        ep->wave_size_preferred = 0;
        break;
    case TAG_RANGED_WAVE_SIZE: {
        uint32_t w[3];
        md_op_u32_tuple(ctx, loc, props, v, "wave size range", w, 3);
        if (w[0] > 128 || w[1] > 128 || w[2] > 128)
            md_fail(ctx, loc, "wave size range (%u, %u, %u) exceeds 128", w[0], w[1], w[2]);
        ep->wave_size_min = w[0];
        ep->wave_size_max = w[1];
        ep->wave_size_preferred = w[2];
        break;
    }
    case TAG_ENTRY_ROOT_SIG:
        if (v >= props->u.node.count)
            md_fail(ctx, loc, "operand %u (root signature) is missing", v);
        ep->root_signature = props->u.node.ops[v];
        break;
    case TAG_NODE_LAUNCH_TYPE:
        ep->node.launch_type = md_op_u32(ctx, loc, props, v, "node launch type", NODE_LAUNCH_TYPE_LAST);
        break;
    case TAG_NODE_IS_PROGRAM_ENTRY:
        ep->node.is_program_entry = md_op_bool(ctx, loc, props, v, "node is program entry");
        break;
    case TAG_NODE_ID:
        read_node_id(ctx, loc, props, v, "node ID", &ep->node.id_name, &ep->node.id_index);
        break;
    case TAG_NODE_LOCAL_ROOT_ARGS_TABLE_INDEX:
        ep->node.local_root_args_table_index =
            md_op_i32(ctx, loc, props, v, "local root arguments table index", -1, INT32_MAX);
        break;
    case TAG_NODE_SHARE_INPUT_OF:
        read_node_id(ctx, loc, props, v, "share input of", &ep->node.share_input_name, &ep->node.share_input_index);
        break;
    case TAG_NODE_DISPATCH_GRID:
        md_op_u32_tuple(ctx, loc, props, v, "node dispatch grid", ep->node.dispatch_grid, 3);
        break;
    case TAG_NODE_MAX_RECURSION_DEPTH:
        ep->node.max_recursion_depth = md_op_u32(ctx, loc, props, v, "node max recursion depth", UINT32_MAX);
        break;
    case TAG_NODE_INPUTS:
        ep->node.inputs = tag_node(ctx, loc, props, v, "node inputs", 0);
        break;
    case TAG_NODE_OUTPUTS:
        ep->node.outputs = tag_node(ctx, loc, props, v, "node outputs", 0);
        break;
    case TAG_NODE_MAX_DISPATCH_GRID:
        md_op_u32_tuple(ctx, loc, props, v, "node max dispatch grid", ep->node.max_dispatch_grid, 3);
        break;
    default:
        /* Each tag has exactly one value operand, so an unknown (newer)
         * property is skipped without losing the pairing; it may carry a
         * meaning not honoured here (docs/dxil-flags.md). */
        md_warn(ctx, loc, "entry property tag %u is unknown to this translator; ignored", tag);
        break;
    }
}

static void read_properties(d2s_ctx *ctx, const md_loc *eloc, const ir_md *props, dxil_entry_point *ep,
                            bool *has_kind)
{
    if (!props)
        return;
    md_loc loc = MD_LOC(eloc, "properties");
    uint32_t n = props->u.node.count;
    if (n % 2)
        md_fail(ctx, &loc, "has %u operands; tag/value pairs need an even count", n);
    for (uint32_t i = 0; i < n; i += 2) {
        uint32_t tag = md_op_u32(ctx, &loc, props, i, "tag", UINT32_MAX);
        read_property(ctx, &loc, props, i, tag, ep, has_kind);
    }
}

/* ---- entry points ---------------------------------------------------------------- */

static void read_entry(d2s_ctx *ctx, const md_loc *loc, const ir_md *rec, dxil_module_info *info,
                       const ir_md *module_resources, dxil_entry_point *ep)
{
    if (rec->u.node.count != 5)
        md_fail(ctx, loc, "has %u operands, expected 5 (function, name, signatures, resources, properties)",
                rec->u.node.count);
    memset(ep, 0, sizeof *ep);
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    ep->func = function_value(ctx, loc, rec, 0, "function");
    ep->name = md_op_string(ctx, loc, rec, 1, "name");

    const ir_md *sigs = md_op_node_or_null(ctx, loc, rec, 2, "signatures");
    if (sigs) {
        md_loc sl = MD_LOC(loc, "signatures");
        if (sigs->u.node.count != 3)
            md_fail(ctx, &sl, "has %u operands, expected 3 (inputs, outputs, patch constants)", sigs->u.node.count);
        md_loc in = MD_LOC(loc, "signature inputs");
        md_loc out = MD_LOC(loc, "signature outputs");
        md_loc pc = MD_LOC(loc, "signature patch constants");
        dxil_md_read_signature(ctx, &in, md_op_node_or_null(ctx, &sl, sigs, 0, "inputs"), &ep->inputs);
        dxil_md_read_signature(ctx, &out, md_op_node_or_null(ctx, &sl, sigs, 1, "outputs"), &ep->outputs);
        dxil_md_read_signature(ctx, &pc, md_op_node_or_null(ctx, &sl, sigs, 2, "patch constants"),
                               &ep->patch_constants);
    }

    const ir_md *res = md_op_node_or_null(ctx, loc, rec, 3, "resources");
    if (res && res == module_resources) {
        /* The common case: the entry lists exactly dx.resources. */
        memcpy(ep->num_resources, info->num_resources, sizeof ep->num_resources);
        memcpy(ep->resources, info->resources, sizeof ep->resources);
    } else if (res) {
        md_loc rl = MD_LOC(loc, "resources");
        dxil_md_read_resources(ctx, &rl, res, ep->num_resources, ep->resources);
    }

    bool has_kind = false;
    ep->shader_kind = info->shader_kind;
    read_properties(ctx, loc, md_op_node_or_null(ctx, loc, rec, 4, "properties"), ep, &has_kind);

    if (info->shader_kind == DXIL_SHADER_LIBRARY) {
        if (ep->func && !has_kind)
            md_fail(ctx, loc, "library entry '%s' has no shader kind property (tag 8)", ep->name);
        if (!ep->func)
            ep->shader_kind = DXIL_SHADER_LIBRARY;
    } else {
        if (!ep->func)
            md_fail(ctx, loc, "has no function (only a library's header entry may omit it)");
        if (has_kind && ep->shader_kind != info->shader_kind)
            md_fail(ctx, loc, "shader kind property %s contradicts dx.shaderModel (%s)",
                    dxil_shader_kind_name(ep->shader_kind), dxil_shader_kind_name(info->shader_kind));
    }
}

/* Properties each stage cannot do without; DXC always writes them. */
static void check_entry_state(d2s_ctx *ctx, const md_loc *loc, const dxil_entry_point *ep)
{
    switch (ep->shader_kind) {
    case DXIL_SHADER_COMPUTE:
    case DXIL_SHADER_MESH:
    case DXIL_SHADER_AMPLIFICATION:
    case DXIL_SHADER_NODE:
        if (!ep->numthreads[0] || !ep->numthreads[1] || !ep->numthreads[2])
            md_fail(ctx, loc, "%s entry has no valid numthreads (%u, %u, %u)", dxil_shader_kind_name(ep->shader_kind),
                    ep->numthreads[0], ep->numthreads[1], ep->numthreads[2]);
        break;
    case DXIL_SHADER_HULL:
        if (!ep->hs.patch_constant_func)
            md_fail(ctx, loc, "hull shader entry has no HS state with a patch constant function (tag 3)");
        break;
    case DXIL_SHADER_DOMAIN:
        if (!ep->ds.domain)
            md_fail(ctx, loc, "domain shader entry has no DS state (tag 2)");
        break;
    case DXIL_SHADER_GEOMETRY:
        if (!ep->gs.input_primitive)
            md_fail(ctx, loc, "geometry shader entry has no GS state (tag 1)");
        break;
    default:
        break;
    }
}

static void read_entry_points(d2s_ctx *ctx, const ir_module *m, dxil_module_info *info,
                              const ir_md *module_resources)
{
    const ir_named_md *nm = ir_module_find_named_md(m, "dx.entryPoints");
    md_loc top = MD_LOC(NULL, "dx.entryPoints");
    if (!nm || nm->count == 0)
        md_fail(ctx, &top, "named metadata is missing or empty");
    if (info->shader_kind != DXIL_SHADER_LIBRARY && nm->count != 1)
        md_fail(ctx, &top, "has %u entries; a %s shader has exactly one", nm->count,
                dxil_shader_kind_name(info->shader_kind));
    info->num_entry_points = nm->count;
    info->entry_points = d2s_alloc_array(ctx, nm->count, sizeof *info->entry_points);
    uint32_t headers = 0;
    for (uint32_t i = 0; i < nm->count; i++) {
        md_loc loc = MD_LOC_AT(NULL, "dx.entryPoints", i);
        const ir_md *rec = md_node(ctx, &loc, nm->ops[i], "entry");
        dxil_entry_point *ep = &info->entry_points[i];
        read_entry(ctx, &loc, rec, info, module_resources, ep);
        if (!ep->func && ++headers > 1)
            md_fail(ctx, &loc, "a second entry without a function");
        check_entry_state(ctx, &loc, ep);
    }
}

/* ---- container cross-checks ---------------------------------------------------------- */

static void check_container(d2s_ctx *ctx, const dxil_module_info *info, const d2s_container *c)
{
    if (c->has_dxil && c->form != D2S_CONTAINER_BITCODE) {
        const d2s_program_header *h = &c->dxil;
        if (h->shader_kind != info->shader_kind || h->sm_major != info->sm_major || h->sm_minor != info->sm_minor)
            d2s_fail(ctx, D2S_ERR_INVALID,
                     "dx.shaderModel: %s %u.%u, but the container's program header says %s %u.%u",
                     dxil_shader_kind_name(info->shader_kind), info->sm_major, info->sm_minor,
                     dxil_shader_kind_name(h->shader_kind), h->sm_major, h->sm_minor);
    }
    /* Libraries have no container signatures to compare with. */
    if (info->shader_kind == DXIL_SHADER_LIBRARY || info->num_entry_points != 1)
        return;
    const dxil_entry_point *ep = &info->entry_points[0];
    md_loc ep_loc = MD_LOC_AT(NULL, "dx.entryPoints", 0);
    md_loc in = MD_LOC(&ep_loc, "signature inputs");
    md_loc out = MD_LOC(&ep_loc, "signature outputs");
    md_loc pc = MD_LOC(&ep_loc, "signature patch constants");
    dxil_md_check_signature_part(ctx, &in, &ep->inputs, &c->in_sig, "ISG1");
    dxil_md_check_signature_part(ctx, &out, &ep->outputs, &c->out_sig, "OSG1");
    dxil_md_check_signature_part(ctx, &pc, &ep->patch_constants, &c->pc_sig, "PSG1");
}

/* The named metadata DXC writes (docs/dxil-flags.md, "Named metadata"):
 * the ones read here, and those without semantics for the translation
 * (type annotations and the view-ID state duplicate what the instructions
 * and signatures say; source, payload-access hints). Another dx.* name is
 * from a newer DXC and may carry a meaning not honoured here. */
static void check_named_metadata(d2s_ctx *ctx, const ir_module *m)
{
    static const char *const known[] = {
        "dx.version", "dx.valver", "dx.shaderModel", "dx.resources", "dx.entryPoints", "dx.typeAnnotations",
        "dx.viewIdState", "dx.dxrPayloadAnnotations", "dx.source.contents", "dx.source.defines",
        "dx.source.mainFileName", "dx.source.args", "dx.rootSignature", "dx.ident",
    };
    for (uint32_t i = 0; i < m->num_named_mds; i++) {
        const char *name = m->named_mds[i].name;
        if (!name || strncmp(name, "dx.", 3) != 0)
            continue;
        bool found = false;
        for (size_t k = 0; k < sizeof(known) / sizeof(known[0]) && !found; k++)
            found = strcmp(name, known[k]) == 0;
        if (!found)
            d2s_warn(ctx, "named metadata !%s is unknown to this translator; ignored", name);
    }
}

/* SFI0 feature bits: requirements DXC summarises from the instructions,
 * which the translator reads itself (docs/dxil-flags.md, "SFI0"). A bit
 * beyond those named there is from a newer DXC. */
#define SFI0_KNOWN (((1ull << 33) - 1) | (1ull << 40) | (1ull << 41))

static void check_feature_flags(d2s_ctx *ctx, const d2s_container *c)
{
    uint64_t unknown = c->has_sfi0 ? c->feature_flags & ~SFI0_KNOWN : 0;
    for (uint32_t bit = 0; bit < 64; bit++)
        if (unknown & (1ull << bit))
            d2s_warn(ctx, "SFI0: feature bit %u is unknown to this translator; ignored", bit);
}

void dxil_read_module(ir_module *m, const struct d2s_container *container)
{
    d2s_ctx *ctx = m->ctx;
    dxil_module_info *info = d2s_zalloc(ctx, sizeof *info);
    read_version_pair(ctx, m, "dx.version", true, &info->dxil_major, &info->dxil_minor);
    read_version_pair(ctx, m, "dx.valver", false, &info->valver_major, &info->valver_minor);
    read_shader_model(ctx, m, info);

    const ir_md *resources = named_single(ctx, m, "dx.resources", false);
    if (resources) {
        md_loc rl = MD_LOC(NULL, "dx.resources");
        dxil_md_read_resources(ctx, &rl, resources, info->num_resources, info->resources);
    }
    read_entry_points(ctx, m, info, resources);
    if (container) {
        check_container(ctx, info, container);
        check_feature_flags(ctx, container);
    }
    check_named_metadata(ctx, m);
    m->dxil = info;
    dxil_lower_dxops(m);
}
