/* DXR pieces of the dxil-spirv compat layer: the local root signature a
 * runtime describes through add_local_root_* (it becomes a D3D12 local
 * root signature, dxil2spv_options.local_root_signature), the heap arrays
 * its descriptor tables read, and a library's RDAT subobjects.
 *
 * D3D12 vs Vulkan: a ray-tracing shader's local root arguments live in its
 * shader record (after the shader identifier in the shader binding table),
 * laid out as D3D12 lays them out: parameters in order, root constants at
 * 4-byte boundaries, root descriptors and table handles 8 bytes at 8-byte
 * boundaries. dxil-spirv and dxil2spv both read that layout. A table's
 * handle is a D3D12_GPU_DESCRIPTOR_HANDLE whose encoding is the runtime's:
 * SBT_DESCRIPTOR_SIZE_LOG2 says its low word is the heap offset shifted
 * left by log2(descriptor size), which dxil2spv's
 * local_table_handle_shift_* options undo. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat_internal.h"

/* A parameter of the local root signature being described; a table's
 * ranges are indices into `ranges` (fixed up into pointers at run). */
typedef struct local_param {
    dxil2spv_root_parameter p;
    uint32_t first_range;
} local_param;

struct compat_local {
    local_param *params;
    uint32_t param_count, param_cap;
    dxil2spv_descriptor_range *ranges;
    uint32_t range_count, range_cap;
    int in_table;
    const char *error; /* the first misuse of the begin/end protocol, reported at run */
    /* What run() hands dxil2spv (pointers into params/ranges). */
    dxil2spv_root_parameter *out;
    dxil2spv_root_signature rs;
    /* Heap arrays the local tables read, as the callbacks answered. */
    uint32_t array_set[DXIL2SPV_HEAP_ARRAY_COUNT], array_binding[DXIL2SPV_HEAP_ARRAY_COUNT];
    uint32_t array_answered[DXIL2SPV_HEAP_ARRAY_COUNT];
    /* Raw/structured buffers answered as storage buffers (1) or as R32_UINT
     * texel buffers (2, options.heap_raw_texel_buffers); 0: none. */
    int raw_form;
    dxil2spv_options rtas; /* heap_acceleration_structure_addresses the local tables' answers ask for */
};

static struct compat_local *local_of(dxil_spv_converter c)
{
    if (!c->local)
        c->local = calloc(1, sizeof *c->local);
    return c->local;
}

void compat_local_free(dxil_spv_converter c)
{
    if (!c->local)
        return;
    free(c->local->params);
    free(c->local->ranges);
    free(c->local->out);
    free(c->local);
    c->local = NULL;
}

static local_param *new_param(dxil_spv_converter c)
{
    struct compat_local *l = local_of(c);
    if (!l)
        return NULL;
    if (l->param_count == l->param_cap) {
        uint32_t cap = l->param_cap ? 2 * l->param_cap : 8;
        local_param *p = realloc(l->params, cap * sizeof *p);
        if (!p)
            return NULL;
        l->params = p;
        l->param_cap = cap;
    }
    local_param *p = &l->params[l->param_count++];
    memset(p, 0, sizeof *p);
    return p;
}

static void misuse(dxil_spv_converter c, const char *what)
{
    struct compat_local *l = local_of(c);
    if (l && !l->error)
        l->error = what;
}

void compat_local_add_constants(dxil_spv_converter c, unsigned space, unsigned reg, unsigned words)
{
    if (local_of(c) && c->local->in_table)
        return misuse(c, "add_local_root_constants inside a descriptor table");
    local_param *p = new_param(c);
    if (!p)
        return misuse(c, "out of memory");
    p->p.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS;
    p->p.register_space = space;
    p->p.shader_register = reg;
    p->p.num_32bit_values = words;
}

/* A root descriptor. The runtime passes class SAMPLER with register ~0u
 * for a slot it maps elsewhere: the record keeps its 8 bytes, and a root
 * CBV at a register no shader can declare stands in for it. */
void compat_local_add_descriptor(dxil_spv_converter c, dxil_spv_resource_class cls, unsigned space, unsigned reg)
{
    if (local_of(c) && c->local->in_table)
        return misuse(c, "add_local_root_descriptor inside a descriptor table");
    local_param *p = new_param(c);
    if (!p)
        return misuse(c, "out of memory");
    p->p.parameter_type = cls == DXIL_SPV_RESOURCE_CLASS_SRV   ? DXIL2SPV_ROOT_PARAMETER_SRV
                          : cls == DXIL_SPV_RESOURCE_CLASS_UAV ? DXIL2SPV_ROOT_PARAMETER_UAV
                                                               : DXIL2SPV_ROOT_PARAMETER_CBV;
    p->p.register_space = space;
    p->p.shader_register = reg;
}

dxil_spv_result compat_local_begin_table(dxil_spv_converter c)
{
    struct compat_local *l = local_of(c);
    if (!l)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    if (l->in_table) {
        misuse(c, "begin_local_root_descriptor_table inside a table");
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    }
    local_param *p = new_param(c);
    if (!p)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    p->p.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE;
    p->first_range = l->range_count;
    l->in_table = 1;
    return DXIL_SPV_SUCCESS;
}

/* One range of the open table. Space ~0u is the runtime's placeholder for
 * a table whose ranges it maps elsewhere: the table keeps its 8 bytes. */
void compat_local_add_table_range(dxil_spv_converter c, dxil_spv_resource_class cls, unsigned space, unsigned reg,
                                  unsigned count, unsigned offset)
{
    struct compat_local *l = local_of(c);
    if (!l || !l->in_table)
        return misuse(c, "add_local_root_descriptor_table outside begin/end");
    if (space == ~0u)
        return;
    /* vkd3d-proton lists a UAV of a table twice (its view and its counter,
     * same registers); dxil-spirv takes the first range that matches. */
    local_param *table = &l->params[l->param_count - 1];
    for (uint32_t i = table->first_range; i < l->range_count; i++)
        if (l->ranges[i].range_type == (uint32_t)cls && l->ranges[i].register_space == space &&
            l->ranges[i].base_shader_register == reg)
            return;
    if (l->range_count == l->range_cap) {
        uint32_t cap = l->range_cap ? 2 * l->range_cap : 8;
        dxil2spv_descriptor_range *r = realloc(l->ranges, cap * sizeof *r);
        if (!r)
            return misuse(c, "out of memory");
        l->ranges = r;
        l->range_cap = cap;
    }
    dxil2spv_descriptor_range *r = &l->ranges[l->range_count++];
    memset(r, 0, sizeof *r);
    r->range_type = (uint32_t)cls; /* SRV 0, UAV 1, CBV 2, sampler 3: D3D12's order */
    r->num_descriptors = count;    /* ~0u: unbounded, as D3D12 */
    r->base_shader_register = reg;
    r->register_space = space;
    r->offset_in_table = offset;
    table->p.range_count++;
}

dxil_spv_result compat_local_end_table(dxil_spv_converter c)
{
    struct compat_local *l = local_of(c);
    if (!l || !l->in_table) {
        misuse(c, "end_local_root_descriptor_table without begin");
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    }
    l->in_table = 0;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result compat_local_apply(dxil_spv_converter c, dxil2spv_options *o)
{
    /* The runtime describes every local root argument; a library's own
     * RDAT association is the runtime's business, as in dxil-spirv. */
    o->ignore_subobject_local_root_signature = 1;
    struct compat_local *l = c->local;
    if (!l)
        return DXIL_SPV_SUCCESS;
    if (l->error || l->in_table) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: local root signature: %s",
                   l->error ? l->error : "a descriptor table was begun and not ended");
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    }
    free(l->out);
    l->out = calloc(l->param_count ? l->param_count : 1, sizeof *l->out);
    if (!l->out)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    for (uint32_t i = 0; i < l->param_count; i++) {
        l->out[i] = l->params[i].p;
        if (l->out[i].parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE)
            l->out[i].ranges = l->out[i].range_count ? &l->ranges[l->params[i].first_range] : NULL;
    }
    memset(&l->rs, 0, sizeof l->rs);
    l->rs.version = 2;
    l->rs.flags = 0x80u; /* D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE */
    l->rs.parameter_count = l->param_count;
    l->rs.parameters = l->out;
    o->local_root_signature = &l->rs;
    return DXIL_SPV_SUCCESS;
}

/* The heap array dxil2spv reads a local table resource from, by the
 * descriptor type the first pass reflected for it. CBVs always read the
 * UNIFORM_BUFFER array, whose elements are storage buffers when heap CBVs
 * are (options.heap_cbv_storage_buffers, BINDLESS_CBV_SSBO_EMULATION). */
static int heap_array_of(uint32_t resource_class, uint32_t descriptor_type)
{
    if (resource_class == DXIL_SPV_RESOURCE_CLASS_CBV)
        return DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER;
    switch (descriptor_type) {
    case DXIL2SPV_DESCRIPTOR_SAMPLER: return DXIL2SPV_HEAP_ARRAY_SAMPLER;
    case DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE: return DXIL2SPV_HEAP_ARRAY_SAMPLED_IMAGE;
    case DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE: return DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE;
    case DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER;
    case DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER;
    case DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER: return DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER;
    case DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER: return DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER;
    case DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE: return DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE;
    default: return -1;
    }
}

/* The answer a runtime gives for a resource of a local table must be a
 * descriptor-heap binding of the descriptor type dxil2spv reads (what
 * dxil-spirv requires too: "table SBT entries must be bindless"). */
static int answer_fits_array(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *b)
{
    switch (b->descriptor_type) {
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY: return 1;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO: return r->descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER:
        return r->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER ||
               r->descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_UBO: return r->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER;
    default: return 0;
    }
}

dxil_spv_result compat_local_note_answer(dxil_spv_converter c, const dxil2spv_reflected_resource *r,
                                         compat_binding_answer *a)
{
    const char *cls = r->resource_class == 0 ? "t" : r->resource_class == 1 ? "u" : r->resource_class == 2 ? "b" : "s";
    const dxil_spv_vulkan_binding *b = &a->buffer;
    /* A raw/structured buffer in dxil-spirv's texel form reads the
     * texel-buffer array of its class. */
    int raw = r->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
              r->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER;
    uint32_t type = raw ? compat_raw_descriptor(r->resource_class, r->resource_kind, b) : r->descriptor_type;
    int array = heap_array_of(r->resource_class, type);
    if (b->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO &&
        r->descriptor_type == DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE) {
        char what[64];
        snprintf(what, sizeof what, "t%u space %u (local root signature table)", r->lower_bound, r->space);
        if (!compat_note_rtas_addresses(what, b, &c->local->rtas))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        a->local = 1;
        memset(&a->buffer, 0, sizeof a->buffer);
        return DXIL_SPV_SUCCESS;
    }
    if (!b->bindless.use_heap || array < 0 || (!raw && !answer_fits_array(r, b))) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                   "dxil2spv compat: %s%u space %u (local root signature table): answered as %s descriptor type %d; "
                   "a local table reads the descriptor heap%s", cls, r->lower_bound, r->space,
                   b->bindless.use_heap ? "heap" : "non-heap", (int)b->descriptor_type,
                   b->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO &&
                           r->descriptor_type == DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE
                       ? " (acceleration structures as addresses in a buffer are not supported)"
                       : "");
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    struct compat_local *l = c->local;
    int form = raw ? (type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER ? 1 : 2) : 0;
    if (form && l->raw_form && form != l->raw_form) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                   "dxil2spv compat: %s%u space %u (local root signature table): raw/structured buffers answered both "
                   "as storage buffers and as texel buffers; a local table reads one heap array per descriptor type",
                   cls, r->lower_bound, r->space);
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    if (form)
        l->raw_form = form;
    if (l->array_answered[array] && (l->array_set[array] != b->set || l->array_binding[array] != b->binding)) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                   "dxil2spv compat: %s%u space %u (local root signature table): heap array at %u.%u, another "
                   "resource of its descriptor type at %u.%u; dxil2spv reads one array per descriptor type", cls,
                   r->lower_bound, r->space, b->set, b->binding, l->array_set[array], l->array_binding[array]);
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    l->array_answered[array] = 1;
    l->array_set[array] = b->set;
    l->array_binding[array] = b->binding;
    /* The plans leave a local resource alone: dxil2spv places it. */
    a->local = 1;
    memset(&a->buffer, 0, sizeof a->buffer);
    memset(&a->counter, 0, sizeof a->counter);
    a->has_counter = 0;
    return DXIL_SPV_SUCCESS;
}

int compat_local_answered_heap_array(const dxil_spv_converter c, uint32_t array)
{
    const struct compat_local *l = c->local;
    if (!l || array >= DXIL2SPV_HEAP_ARRAY_COUNT)
        return 0;
    /* The scan lists the storage-buffer array for a local table's raw
     * buffers whatever form their answers take (answered as texel buffers,
     * they read the texel-buffer arrays). */
    return l->array_answered[array] ||
           (array == DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE && l->rtas.heap_acceleration_structure_addresses.enabled) ||
           (array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER && l->raw_form);
}

dxil_spv_result compat_local_apply_heap(dxil_spv_converter c, dxil2spv_options *o)
{
    struct compat_local *l = c->local;
    if (!l)
        return DXIL_SPV_SUCCESS;
    if (l->rtas.heap_acceleration_structure_addresses.enabled) {
        dxil_spv_vulkan_binding b;
        memset(&b, 0, sizeof b);
        b.set = l->rtas.heap_acceleration_structure_addresses.set;
        b.binding = l->rtas.heap_acceleration_structure_addresses.binding;
        b.bindless.use_heap = DXIL_SPV_TRUE;
        if (!compat_note_rtas_addresses("local root signature table", &b, o))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    int any = 0;
    for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++)
        any |= (int)l->array_answered[a];
    if (!any)
        return DXIL_SPV_SUCCESS;
    if (!o->heap.per_array_sets) {
        o->heap.per_array_sets = 1;
        for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++)
            o->heap.sets[a] = a == DXIL2SPV_HEAP_ARRAY_SAMPLER ? o->heap.sampler_set : o->heap.resource_set;
    }
    for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++) {
        if (!l->array_answered[a])
            continue;
        o->heap.sets[a] = l->array_set[a];
        o->heap.bindings[a] = l->array_binding[a];
    }
    if (l->raw_form == 2)
        o->heap_raw_texel_buffers = 1;
    return DXIL_SPV_SUCCESS;
}

/* An acceleration structure of the heap answered as SSBO: the runtime keeps
 * each heap element's acceleration-structure address (uvec2) in one storage
 * buffer, as vkd3d-proton does without descriptor-heap lowering. */
int compat_note_rtas_addresses(const char *what, const dxil_spv_vulkan_binding *b, dxil2spv_options *o)
{
    dxil2spv_heap_acceleration_structure_addresses *as = &o->heap_acceleration_structure_addresses;
    if (!b->bindless.use_heap) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: acceleration structure answered as a storage "
                   "buffer outside the descriptor heap", what);
        return 0;
    }
    if (as->enabled && (as->set != b->set || as->binding != b->binding)) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: two acceleration structure address buffers "
                   "(%u.%u and %u.%u)", what, as->set, as->binding, b->set, b->binding);
        return 0;
    }
    as->enabled = 1;
    as->set = b->set;
    as->binding = b->binding;
    return 1;
}

/* ---- RDAT subobjects ----------------------------------------------------- */

/* A library's DXR subobjects as dxil-spirv hands them out: names and
 * export lists live as long as the parsed blob; a root signature's
 * payload points into the caller's container, as dxil-spirv's does (a
 * runtime may keep it after freeing the blob). */
struct compat_rdat {
    uint32_t count;
    dxil_spv_rdat_subobject *items;
    char **strings; /* every string owned here */
    uint32_t string_count;
    const char ***export_lists;
};

static const char *keep(struct compat_rdat *rd, const char *s)
{
    char *d = malloc(strlen(s ? s : "") + 1);
    if (!d)
        return NULL;
    strcpy(d, s ? s : "");
    rd->strings[rd->string_count++] = d;
    return d;
}

/* Where `copy` (bytes dxil2spv copied out of the container) sits in the
 * caller's container. */
static const void *in_caller(const unsigned char *caller, size_t size, const void *copy, size_t n)
{
    if (!n)
        return caller;
    for (size_t at = 0; at + n <= size; at++)
        if (caller[at] == *(const unsigned char *)copy && !memcmp(caller + at, copy, n))
            return caller + at;
    return NULL;
}

void compat_rdat_free(struct compat_rdat *rd)
{
    if (!rd)
        return;
    for (uint32_t i = 0; i < rd->string_count; i++)
        free(rd->strings[i]);
    for (uint32_t i = 0; i < rd->count; i++)
        free(rd->export_lists[i]);
    free(rd->strings);
    free(rd->export_lists);
    free(rd->items);
    free(rd);
}

dxil_spv_result compat_rdat_read(const dxil2spv_reflection *refl, const void *caller_data, size_t size,
                                 struct compat_rdat **out)
{
    *out = NULL;
    uint32_t n = refl ? refl->subobject_count : 0;
    if (!n)
        return DXIL_SPV_SUCCESS;
    uint32_t strings = 0;
    for (uint32_t i = 0; i < n; i++)
        strings += 5 + refl->subobjects[i].export_count;
    struct compat_rdat *rd = calloc(1, sizeof *rd);
    if (!rd || !(rd->items = calloc(n, sizeof *rd->items)) || !(rd->strings = calloc(strings, sizeof *rd->strings)) ||
        !(rd->export_lists = calloc(n, sizeof *rd->export_lists))) {
        compat_rdat_free(rd);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    rd->count = n;
    for (uint32_t i = 0; i < n; i++) {
        const dxil2spv_subobject *s = &refl->subobjects[i];
        dxil_spv_rdat_subobject *d = &rd->items[i];
        d->kind = (dxil_spv_rdat_subobject_kind)s->kind; /* both are D3D12_STATE_SUBOBJECT_TYPE */
        if (!(d->subobject_name = keep(rd, s->name)))
            goto oom;
        const char **list = NULL;
        switch (s->kind) {
        case DXIL2SPV_SUBOBJECT_STATE_OBJECT_CONFIG:
            d->args[0] = s->flags;
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_SHADER_CONFIG:
            d->args[0] = s->max_payload_size;
            d->args[1] = s->max_attribute_size;
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG:
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1:
            d->args[0] = s->max_recursion_depth;
            d->args[1] = s->kind == DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1 ? s->flags : 0;
            break;
        case DXIL2SPV_SUBOBJECT_HIT_GROUP:
            /* exports: any hit, closest hit, intersection ("" = none) */
            d->hit_group_type = (dxil_spv_hit_group_type)s->hit_group_type;
            if (!(list = calloc(3, sizeof *list)) || !(list[0] = keep(rd, s->any_hit)) ||
                !(list[1] = keep(rd, s->closest_hit)) || !(list[2] = keep(rd, s->intersection))) {
                free(list);
                goto oom;
            }
            d->num_exports = 3;
            break;
        case DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION:
            /* exports: the associated subobject, then the export names */
            if (!(list = calloc(1 + s->export_count, sizeof *list)) ||
                !(list[0] = keep(rd, s->association_subobject))) {
                free(list);
                goto oom;
            }
            for (uint32_t k = 0; k < s->export_count; k++)
                if (!(list[1 + k] = keep(rd, s->exports[k]))) {
                    free(list);
                    goto oom;
                }
            d->num_exports = 1 + s->export_count;
            break;
        case DXIL2SPV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE:
        case DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE:
            d->payload = in_caller(caller_data, size, s->root_signature, s->root_signature_size);
            d->payload_size = s->root_signature_size;
            if (!d->payload) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: RDAT subobject '%s': its root signature "
                           "bytes are not in the container", s->name);
                compat_rdat_free(rd);
                return DXIL_SPV_ERROR_PARSER;
            }
            break;
        default:
            break;
        }
        rd->export_lists[i] = list;
        d->exports = list;
    }
    *out = rd;
    return DXIL_SPV_SUCCESS;
oom:
    compat_rdat_free(rd);
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
}

unsigned compat_rdat_count(const struct compat_rdat *rd)
{
    return rd ? rd->count : 0;
}

void compat_rdat_get(const struct compat_rdat *rd, unsigned index, dxil_spv_rdat_subobject *out)
{
    if (!rd || index >= rd->count) {
        memset(out, 0, sizeof *out);
        return;
    }
    *out = rd->items[index];
}
