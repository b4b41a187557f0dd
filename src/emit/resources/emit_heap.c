/* SM 6.6 dynamic resources: ResourceDescriptorHeap[i] and
 * SamplerDescriptorHeap[i] -> runtime-sized Vulkan descriptor arrays.
 *
 * DXIL: createHandleFromHeap(index, samplerHeap, nonUniformIndex) makes an
 * untyped handle, and the annotateHandle that follows says what the
 * descriptor at that index is, in two words of ResourceProperties:
 *   word 0: bits 0-7 DXIL::ResourceKind, 8-11 base alignment (log2), 12 UAV,
 *           13 ROV, 14 globally coherent, 15 comparison sampler (samplers)
 *           or has a counter (structured buffers);
 *   word 1: textures and typed buffers: bits 0-7 component type, 8-15
 *           component count, 16-23 sample count; structured buffers: the
 *           stride; CBVs: the size in bytes; feedback textures: the type.
 *
 * Mapping: one runtime array per Vulkan descriptor type the shader uses,
 * at the set and binding options.heap gives it (dxil2spv.h, README); the
 * heap index is the array index. Each distinct annotated type becomes an
 * emit_resource marked `heap`: an unbounded array at its heap array's
 * binding, created on first sight and kept for the whole translation. So
 * every access path (raw/structured buffers, CBVs, counters, images, texel
 * buffers, samplers) is the one register-bound resources use, with a
 * dynamic descriptor index. Types needing different SPIR-V declarations
 * (Texture2D<float4> and Texture3D<uint>) get their own variables on the
 * shared binding, which Vulkan allows for descriptors of one type.
 *
 * Before its annotateHandle, a resource-heap handle names a placeholder
 * resource of no kind, so an unannotated use fails in the access path with
 * the usual "not supported on this resource kind" message. Samplers need
 * no annotation: SPIR-V has one sampler type for both D3D sampler kinds.
 */
#include <stdlib.h>

#include "emit/resources/emit_image.h"
#include "emit/emit_internal.h"

/* What distinguishes two heap resources: everything that changes their
 * SPIR-V declaration or the way accesses are computed. */
typedef struct heap_key {
    uint32_t kind;             /* DXIL::ResourceKind */
    uint32_t cls;              /* dxil_resource_class */
    bool rov, coherent, counter;
    bool atomic64;             /* 64-bit texels: the metadata's atomic64 use (descriptor tables), or an
                                * annotation a 64-bit atomic uses (find_atomic64_annotations) */
    uint32_t word1;            /* the part of properties word 1 that matters for the kind */
} heap_key;

typedef struct heap_entry {
    emit_resource r;
    dxil_resource dx;
    heap_key key;
    uint32_t array;            /* DXIL2SPV_HEAP_ARRAY_* */
} heap_entry;

struct emit_heap_state {
    emit_resource unannotated;  /* resource-heap handles before annotateHandle */
    dxil_resource unannotated_dx;
    heap_entry *sampler;        /* the one resource of the sampler heap */
    D2S_VEC(heap_entry *) entries;
    bool checked[DXIL2SPV_HEAP_ARRAY_COUNT]; /* binding collisions checked */
    /* annotateHandles whose handle a 64-bit atomic uses, sorted (see
     * find_atomic64_annotations) */
    const ir_instr **atomic64;
    uint32_t num_atomic64;
    bool atomic64_scanned;     /* find_atomic64_annotations ran (at the first typed UAV) */
};

static const char *const kind_names[] = {
    "invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D", "TextureCube", "Texture1DArray",
    "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer", "RawBuffer", "StructuredBuffer",
    "CBuffer", "Sampler", "TBuffer", "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray",
};

static const char *kind_name(uint32_t k)
{
    return k < sizeof(kind_names) / sizeof(kind_names[0]) ? kind_names[k] : "unknown kind";
}

static const char *const array_names[DXIL2SPV_HEAP_ARRAY_COUNT] = {
    "sampler", "sampled-image", "storage-image", "uniform-texel-buffer", "storage-texel-buffer",
    "uniform-buffer", "storage-buffer", "UAV-counter", "acceleration-structure",
};

static const uint32_t array_descriptor[DXIL2SPV_HEAP_ARRAY_COUNT] = {
    DXIL2SPV_DESCRIPTOR_SAMPLER, DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE, DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE,
    DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER, DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER,
    DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER, DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER, DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER,
    1000150000u, /* VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR */
};

/* The descriptor type of a heap array's elements with these options. */
static uint32_t heap_array_descriptor(const emit_ctx *ec, uint32_t array)
{
    if (array == DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER && ec->opts->heap_cbv_storage_buffers)
        return DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    if (array == DXIL2SPV_HEAP_ARRAY_COUNTER && ec->opts->heap_counter_texel_buffers)
        return DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    return array_descriptor[array];
}

static const char *heap_name(bool sampler_heap)
{
    return sampler_heap ? "SamplerDescriptorHeap" : "ResourceDescriptorHeap";
}

static bool kind_is_texture(uint32_t k)
{
    return k >= DXIL_RK_TEXTURE1D && k <= DXIL_RK_TEXTURECUBEARRAY;
}

static void array_binding(emit_ctx *ec, uint32_t array, uint32_t *set, uint32_t *binding)
{
    *set = emit_heap_array_set(&ec->opts->heap, array);
    *binding = ec->opts->heap.bindings[array];
}

uint32_t emit_heap_array_set(const dxil2spv_heap_mapping *hm, uint32_t array)
{
    if (hm->per_array_sets)
        return hm->sets[array];
    return array == DXIL2SPV_HEAP_ARRAY_SAMPLER ? hm->sampler_set : hm->resource_set;
}

static int cmp_ptr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(const ir_instr *const *)a, y = (uintptr_t)*(const ir_instr *const *)b;
    return x < y ? -1 : x > y;
}

/* SM 6.6 64-bit atomics on typed UAVs (RWBuffer<int64_t>,
 * RWTexture2D<uint64_t>): a register-bound one has an "atomic64 use" tag
 * in its metadata, but a heap handle has only its annotateHandle
 * properties, which describe the view as 32-bit components (D3D views such
 * a resource as R32G32_UINT). Only the i64 overload of the atomic says the
 * texels are 64-bit, and Vulkan needs an R64ui/R64i image for it. So the
 * annotateHandles feeding a 64-bit AtomicBinOp/AtomicCompareExchange
 * (directly, or through the phis and selects a handle may pass) are
 * collected once, when the first typed UAV annotation is decoded, and
 * their heap resources get 64-bit texels; another annotation with the
 * same properties used by 32-bit atomics keeps its 32-bit image. One pass
 * over the module, then a sort. */
static void find_atomic64_annotations(emit_ctx *ec, struct emit_heap_state *st)
{
    D2S_VEC(const ir_instr *) found = {0};
    D2S_VEC(const ir_value *) work = {0};
    const ir_module *m = ec->m;
    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        const ir_function *f = m->functions[fi];
        for (uint32_t bi = 0; !f->is_declaration && bi < f->num_blocks; bi++) {
            const ir_block *blk = f->blocks[bi];
            for (uint32_t ii = 0; ii < blk->num_instrs; ii++) {
                const ir_instr *in = blk->instrs[ii];
                if (in->op != IR_OP_DXOP || (in->aux != DXOP_AtomicBinOp && in->aux != DXOP_AtomicCompareExchange) ||
                    in->num_ops < 1 || !in->v.type || in->v.type->kind != IR_TYPE_INT || in->v.type->width != 64)
                    continue;
                work.count = 0;
                d2s_vec_push(ec->ctx, &work, in->ops[0]);
                /* phis and selects of handles: bounded, handles pass through few */
                for (uint32_t k = 0; k < work.count && k < 256; k++) {
                    const ir_value *v = work.data[k];
                    if (!v || v->kind != IR_VAL_INSTR)
                        continue;
                    const ir_instr *h = (const ir_instr *)v;
                    if (h->op == IR_OP_DXOP && h->aux == DXOP_AnnotateHandle)
                        d2s_vec_push(ec->ctx, &found, h);
                    else if (h->op == IR_OP_PHI)
                        for (uint32_t o = 0; o < h->num_ops; o++)
                            d2s_vec_push(ec->ctx, &work, h->ops[o]);
                    else if (h->op == IR_OP_SELECT && h->num_ops == 3) {
                        d2s_vec_push(ec->ctx, &work, h->ops[1]);
                        d2s_vec_push(ec->ctx, &work, h->ops[2]);
                    }
                }
            }
        }
    }
    if (found.count)
        qsort(found.data, found.count, sizeof(found.data[0]), cmp_ptr);
    st->atomic64 = found.data;
    st->num_atomic64 = found.count;
}

static bool feeds_atomic64(emit_ctx *ec, struct emit_heap_state *st, const ir_instr *annotate)
{
    if (!st->atomic64_scanned) {
        find_atomic64_annotations(ec, st);
        st->atomic64_scanned = true;
    }
    return st->num_atomic64 &&
           bsearch(&annotate, st->atomic64, st->num_atomic64, sizeof(st->atomic64[0]), cmp_ptr) != NULL;
}

static struct emit_heap_state *state(emit_ctx *ec)
{
    if (ec->heap)
        return ec->heap;
    struct emit_heap_state *st = d2s_zalloc(ec->ctx, sizeof(*st));
    dxil_resource *d = &st->unannotated_dx;
    d->res_class = DXIL_RES_SRV;
    d->id = UINT32_MAX;
    d->name = heap_name(false);
    d->range_size = UINT32_MAX;
    d->kind = DXIL_RK_INVALID;
    emit_resource *r = &st->unannotated;
    r->dx = d;
    r->res_class = DXIL_RES_SRV;
    r->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER; /* never declared: no kind reaches a variable */
    r->is_array = r->unbounded = true;
    r->heap = true;
    ec->heap = st;
    return st;
}

/* ---- properties ------------------------------------------------------------- */

/* Decodes annotateHandle's ResourceProperties into the key of the resource
 * it describes; `sampler_heap` says which heap the handle indexes. */
static heap_key decode_props(emit_ctx *ec, ir_instr *in, bool sampler_heap)
{
    if (in->num_ops < 2)
        emit_invalid(ec, "annotateHandle with %u operands (2 expected)", in->num_ops);
    uint64_t w[2] = {0, 0};
    ir_value *pv = in->ops[1];
    if (pv->kind == IR_VAL_CONST_AGGREGATE) {
        const ir_const *c = (const ir_const *)pv;
        if (c->u.agg.count != 2)
            emit_invalid(ec, "annotateHandle: resource properties with %u fields (2 expected)", c->u.agg.count);
        for (uint32_t i = 0; i < 2; i++)
            if (!emit_const_int(c->u.agg.elems[i], &w[i]))
                emit_invalid(ec, "annotateHandle: resource properties field %u is not an integer constant", i);
    } else if (pv->kind != IR_VAL_CONST_NULL) {
        emit_invalid(ec, "annotateHandle: the resource properties are not a constant");
    }
    uint32_t w0 = (uint32_t)w[0], w1 = (uint32_t)w[1];
    heap_key k = {0};
    k.kind = w0 & 0xFFu;
    bool uav = (w0 >> 12) & 1u;
    bool bit15 = (w0 >> 15) & 1u;
    if (k.kind == DXIL_RK_INVALID || k.kind > DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        emit_invalid(ec, "annotateHandle: resource kind %u in the resource properties (0x%08x)", k.kind, w0);
    if (uav && (k.kind == DXIL_RK_CBUFFER || k.kind == DXIL_RK_SAMPLER || k.kind == DXIL_RK_TBUFFER ||
                k.kind == DXIL_RK_RT_ACCELERATION_STRUCTURE))
        emit_invalid(ec, "annotateHandle: a %s marked as a UAV in the resource properties", kind_name(k.kind));
    if (!uav && (k.kind == DXIL_RK_FEEDBACK_TEXTURE2D || k.kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY))
        emit_invalid(ec, "annotateHandle: a %s not marked as a UAV in the resource properties", kind_name(k.kind));
    if (sampler_heap != (k.kind == DXIL_RK_SAMPLER))
        emit_invalid(ec, "annotateHandle: a handle from %s annotated as a %s", heap_name(sampler_heap),
                     kind_name(k.kind));
    k.cls = k.kind == DXIL_RK_SAMPLER ? DXIL_RES_SAMPLER
          : k.kind == DXIL_RK_CBUFFER ? DXIL_RES_CBV
          : uav ? DXIL_RES_UAV : DXIL_RES_SRV;
    if (uav) {
        k.rov = (w0 >> 13) & 1u;
        k.coherent = (w0 >> 14) & 1u;
        k.counter = bit15 && k.kind == DXIL_RK_STRUCTURED_BUFFER;
        k.atomic64 = (kind_is_texture(k.kind) || k.kind == DXIL_RK_TYPED_BUFFER) && feeds_atomic64(ec, state(ec), in);
    }
    /* The sample count and the comparison-sampler bit change nothing in
     * SPIR-V; leaving them out of the key shares the variables. */
    if (kind_is_texture(k.kind) || k.kind == DXIL_RK_TYPED_BUFFER)
        k.word1 = w1 & 0xFFFFu;
    else if (k.kind == DXIL_RK_STRUCTURED_BUFFER || k.kind == DXIL_RK_CBUFFER ||
             k.kind == DXIL_RK_FEEDBACK_TEXTURE2D || k.kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        k.word1 = w1;
    return k;
}

/* The heap array a resource type lives in; UINT32_MAX if none can hold it.
 * Raw and structured buffers are R32_UINT texel views in the texel-buffer
 * arrays with options.heap_raw_texel_buffers. */
static uint32_t array_of(const emit_ctx *ec, const heap_key *k)
{
    bool uav = k->cls == DXIL_RES_UAV;
    switch (k->kind) {
    case DXIL_RK_SAMPLER: return DXIL2SPV_HEAP_ARRAY_SAMPLER;
    case DXIL_RK_CBUFFER: return DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER;
    case DXIL_RK_TYPED_BUFFER:
        return uav ? DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER : DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER;
    case DXIL_RK_RAW_BUFFER:
    case DXIL_RK_STRUCTURED_BUFFER:
        if (ec->opts->heap_raw_texel_buffers)
            return uav ? DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER : DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER;
        return DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER;
    case DXIL_RK_RT_ACCELERATION_STRUCTURE: return DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE;
    default:
        if (kind_is_texture(k->kind))
            return uav ? DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE : DXIL2SPV_HEAP_ARRAY_SAMPLED_IMAGE;
        /* Emulated sampler feedback maps are R32_UINT storage images. */
        if (k->kind == DXIL_RK_FEEDBACK_TEXTURE2D || k->kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
            return DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE;
        return UINT32_MAX; /* tbuffers */
    }
}

/* ---- heap resources ------------------------------------------------------------ */

/* A heap array may share its binding with another heap array (mutable
 * descriptors) or a table's own heap-indexed array, never with a register-bound resource: Vulkan would alias
 * the two silently. */
static void check_binding(emit_ctx *ec, uint32_t array)
{
    struct emit_heap_state *st = state(ec);
    if (st->checked[array] || ec->opts->binding_aliases) /* the caller answers for shared bindings */
        return;
    st->checked[array] = true;
    uint32_t set, binding;
    array_binding(ec, array, &set, &binding);
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++) {
            const emit_resource *r = &ec->res[c][i];
            /* A table resource with an array of its own (HEAP model, moved by
             * root_remap) is a view of the same heap: it may share. */
            bool same = emit_resource_has_binding(r) && !r->rs_own_array && r->set == set && r->binding == binding;
            bool counter = r->has_counter && r->rs_place == DXIL2SPV_PLACEMENT_REGISTER && r->counter_set == set &&
                           r->counter_binding == binding;
            if (same || counter)
                d2s_fail(ec->ctx, D2S_ERR_INVALID,
                         "the %s array of %s and %s%s both map to descriptor set %u, binding %u "
                         "(options.heap moves the heap arrays)", array_names[array],
                         heap_name(array == DXIL2SPV_HEAP_ARRAY_SAMPLER), counter ? "the counter of " : "",
                         emit_resource_desc(ec, r), set, binding);
        }
}

static heap_entry *new_entry(emit_ctx *ec, const heap_key *k, uint32_t array)
{
    struct emit_heap_state *st = state(ec);
    check_binding(ec, array);
    heap_entry *e = d2s_zalloc(ec->ctx, sizeof(*e));
    e->key = *k;
    e->array = array;
    uint32_t set, binding;
    array_binding(ec, array, &set, &binding);

    dxil_resource *d = &e->dx;
    d->res_class = k->cls;
    d->id = UINT32_MAX; /* no metadata record: lookups by range ID find nothing */
    d->name = heap_name(k->cls == DXIL_RES_SAMPLER);
    d->space = set;
    d->range_size = UINT32_MAX;
    d->kind = k->kind;
    if (kind_is_texture(k->kind) || k->kind == DXIL_RK_TYPED_BUFFER)
        d->element_type = k->word1 & 0xFFu;
    else if (k->kind == DXIL_RK_STRUCTURED_BUFFER)
        d->stride = k->word1;
    else if (k->kind == DXIL_RK_CBUFFER)
        d->cb_size = k->word1;
    else if (k->kind == DXIL_RK_FEEDBACK_TEXTURE2D || k->kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        d->sampler_feedback_type = k->word1;
    d->globally_coherent = k->coherent;
    d->rov = k->rov;
    d->has_counter = k->counter;
    d->is_atomic64 = k->atomic64;

    emit_resource *r = &e->r;
    r->dx = d;
    r->res_class = k->cls;
    r->set = set;
    r->binding = binding;
    r->descriptor_type = heap_array_descriptor(ec, array);
    r->is_array = r->unbounded = true;
    r->heap = true;
    if (k->counter) {
        check_binding(ec, DXIL2SPV_HEAP_ARRAY_COUNTER);
        r->has_counter = true;
        r->counter_texel = ec->opts->heap_counter_texel_buffers != 0;
        array_binding(ec, DXIL2SPV_HEAP_ARRAY_COUNTER, &r->counter_set, &r->counter_binding);
    }
    d2s_vec_push(ec->ctx, &st->entries, e);
    return e;
}

static bool same_key(const heap_key *a, const heap_key *b)
{
    return a->kind == b->kind && a->cls == b->cls && a->rov == b->rov && a->coherent == b->coherent &&
           a->counter == b->counter && a->atomic64 == b->atomic64 && a->word1 == b->word1;
}

static emit_resource *sampler_resource(emit_ctx *ec)
{
    struct emit_heap_state *st = state(ec);
    if (!st->sampler) {
        heap_key k = {.kind = DXIL_RK_SAMPLER, .cls = DXIL_RES_SAMPLER};
        st->sampler = new_entry(ec, &k, DXIL2SPV_HEAP_ARRAY_SAMPLER);
    }
    return &st->sampler->r;
}

/* The heap resource of an annotation (decoded against its heap). A handful
 * of distinct types per shader: a linear search is enough. */
static emit_resource *heap_resource(emit_ctx *ec, const heap_key *k)
{
    if (k->cls == DXIL_RES_SAMPLER)
        return sampler_resource(ec);
    uint32_t array = array_of(ec, k);
    if (array == UINT32_MAX)
        emit_unsupported(ec, "%s%s from ResourceDescriptorHeap", k->cls == DXIL_RES_UAV ? "RW" : "",
                         kind_name(k->kind));
    struct emit_heap_state *st = state(ec);
    for (uint32_t i = 0; i < st->entries.count; i++)
        if (same_key(&st->entries.data[i]->key, k))
            return &st->entries.data[i]->r;
    return &new_entry(ec, k, array)->r;
}

emit_resource *emit_heap_table_resource(emit_ctx *ec, const dxil_resource *d)
{
    if (d->res_class == DXIL_RES_SAMPLER)
        return sampler_resource(ec);
    heap_key k = {.kind = d->kind, .cls = d->res_class};
    if (d->res_class == DXIL_RES_UAV) {
        k.rov = d->rov;
        k.coherent = d->globally_coherent;
        k.counter = d->has_counter;
        k.atomic64 = d->is_atomic64;
    }
    if (kind_is_texture(k.kind) || k.kind == DXIL_RK_TYPED_BUFFER)
        k.word1 = d->element_type & 0xFFu;
    else if (k.kind == DXIL_RK_STRUCTURED_BUFFER)
        k.word1 = d->stride;
    else if (k.kind == DXIL_RK_CBUFFER)
        k.word1 = d->cb_size;
    else if (k.kind == DXIL_RK_FEEDBACK_TEXTURE2D || k.kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        k.word1 = d->sampler_feedback_type;
    return heap_resource(ec, &k);
}

const char *emit_heap_resource_desc(emit_ctx *ec, const emit_resource *r)
{
    static const char *const cls[] = {"SRV", "UAV", "CBV", "sampler"};
    const dxil_resource *d = r->dx;
    const char *c = r->res_class < 4 ? cls[r->res_class] : "resource";
    if (r->res_class == DXIL_RES_SAMPLER)
        return "a sampler from SamplerDescriptorHeap";
    if (d->kind == DXIL_RK_INVALID)
        return "a ResourceDescriptorHeap handle without annotateHandle";
    if (d->kind == DXIL_RK_STRUCTURED_BUFFER)
        return d2s_sprintf(ec->ctx, "%s StructuredBuffer (stride %u) from ResourceDescriptorHeap", c, d->stride);
    return d2s_sprintf(ec->ctx, "%s %s from ResourceDescriptorHeap", c, kind_name(d->kind));
}

/* ---- handles -------------------------------------------------------------------- */

static bool const_flag(ir_value *v, bool *out)
{
    uint64_t x;
    if (!emit_const_int(v, &x))
        return false;
    *out = x != 0;
    return true;
}

/* CreateHandleFromHeap(index, samplerHeap, nonUniformIndex) */
static void h_create_handle_from_heap(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 3)
        emit_invalid(ec, "createHandleFromHeap with %u operands (3 expected)", in->num_ops);
    bool sampler_heap = emit_imm(ec, in, 1) != 0;
    bool nonuniform = emit_imm(ec, in, 2) != 0 || (in->flags & IR_FLAG_NONUNIFORM);
    ir_value *index = in->ops[0];
    if (index->type->kind != IR_TYPE_INT || index->type->width != 32)
        emit_invalid(ec, "createHandleFromHeap: the heap index is not an i32");
    emit_handle h = {sampler_heap ? sampler_resource(ec) : &state(ec)->unannotated, emit_value(ec, index),
                     nonuniform};
    emit_set_handle(ec, in, &h);
}

void emit_heap_annotate(emit_ctx *ec, ir_instr *in, emit_handle *h)
{
    heap_key k = decode_props(ec, in, h->res->res_class == DXIL_RES_SAMPLER);
    h->res = heap_resource(ec, &k);
}

emit_resource *emit_heap_static_resource(emit_ctx *ec, ir_instr *in, bool *nonuniform)
{
    if (in->op != IR_OP_DXOP)
        return NULL;
    if (in->aux == DXOP_CreateHandleFromHeap) {
        bool sampler_heap, nu = false;
        if (in->num_ops < 3 || !const_flag(in->ops[1], &sampler_heap))
            return NULL;
        const_flag(in->ops[2], &nu);
        *nonuniform |= nu || (in->flags & IR_FLAG_NONUNIFORM);
        return sampler_heap ? sampler_resource(ec) : &state(ec)->unannotated;
    }
    if (in->aux != DXOP_AnnotateHandle || in->num_ops < 2)
        return NULL;
    /* The annotated handle: already emitted (a heap resource in hmap), or a
     * createHandleFromHeap seen through its immediates. */
    ir_value *src = in->ops[0];
    if (!src || src->kind != IR_VAL_INSTR)
        return NULL;
    const emit_resource *from = NULL;
    bool nu = false;
    if (ec->fn && src->id < ec->fn->num_values && ec->hmap[src->id]) {
        from = ec->hmap[src->id]->res;
        nu = ec->hmap[src->id]->nonuniform;
    } else {
        from = emit_heap_static_resource(ec, (ir_instr *)src, &nu);
    }
    if (!from || !from->heap)
        return NULL;
    if (from->dx->kind != DXIL_RK_INVALID) /* typed already (a table resource, a sampler) */
        return (emit_resource *)from;
    *nonuniform |= nu || (in->flags & IR_FLAG_NONUNIFORM);
    heap_key k = decode_props(ec, in, from->res_class == DXIL_RES_SAMPLER);
    return heap_resource(ec, &k);
}

void emit_register_heap_ops(emit_dxop_fn *table)
{
    table[DXOP_CreateHandleFromHeap] = h_create_handle_from_heap;
}

/* ---- after emission ---------------------------------------------------------------- */

static uint32_t buffer_views(const emit_resource *r)
{
    return (r->var != 0) + (r->var16 != 0) + (r->var64 != 0);
}

/* Whether the resource's main variable(s) were declared (its descriptor
 * array is used). Images and texel buffers keep theirs in ext. */
static bool declared(const heap_entry *e)
{
    const emit_resource *r = &e->r;
    if (e->array == DXIL2SPV_HEAP_ARRAY_SAMPLED_IMAGE || e->array == DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE ||
        e->array == DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER || e->array == DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER) {
        const emit_image *im = r->ext;
        return im && (im->var || im->atomic_var);
    }
    return buffer_views(r) != 0;
}

/* Several storage-buffer variables of UAVs on the heap's binding may reach
 * one buffer (two heap slots holding views of it, or one slot read as two
 * types): tell the compiler so. A resource with several views has all of
 * them decorated already (emit_buffer_view). */
static void alias_storage_buffers(emit_ctx *ec)
{
    struct emit_heap_state *st = ec->heap;
    uint32_t n = 0;
    for (uint32_t i = 0; i < st->entries.count; i++) {
        const heap_entry *e = st->entries.data[i];
        if (e->array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER && e->r.res_class == DXIL_RES_UAV)
            n += buffer_views(&e->r);
    }
    if (n < 2)
        return;
    for (uint32_t i = 0; i < st->entries.count; i++) {
        const emit_resource *r = &st->entries.data[i]->r;
        if (st->entries.data[i]->array != DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER || r->res_class != DXIL_RES_UAV ||
            buffer_views(r) != 1)
            continue;
        spv_decorate0(ec->b, r->var ? r->var : r->var16 ? r->var16 : r->var64, SpvDecorationAliased);
    }
}

/* The reflection's heap arrays: those whose variables the module declares
 * (a translation), or every array an entry was made for (the scan). */
static void reflect_arrays(emit_ctx *ec, bool scan)
{
    struct emit_heap_state *st = ec->heap;
    bool used[DXIL2SPV_HEAP_ARRAY_COUNT] = {false};
    uint32_t kinds[DXIL2SPV_HEAP_ARRAY_COUNT] = {0};
    for (uint32_t i = 0; i < st->entries.count; i++) {
        const heap_entry *e = st->entries.data[i];
        if (scan || declared(e)) {
            used[e->array] = true;
            kinds[e->array] |= 1u << e->dx.kind;
        }
        if (scan ? e->r.has_counter : e->r.counter_var != 0) {
            used[DXIL2SPV_HEAP_ARRAY_COUNTER] = true;
            kinds[DXIL2SPV_HEAP_ARRAY_COUNTER] |= 1u << e->dx.kind;
        }
    }
    uint32_t n = 0;
    for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++)
        n += used[a];
    if (!n)
        return;
    dxil2spv_reflected_heap_array *out = d2s_zalloc_array(ec->ctx, n, sizeof(*out));
    uint32_t k = 0;
    for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++) {
        if (!used[a])
            continue;
        out[k] = (dxil2spv_reflected_heap_array){
            .array = a, .heap = a == DXIL2SPV_HEAP_ARRAY_SAMPLER, .descriptor_type = heap_array_descriptor(ec, a),
            .resource_kinds = kinds[a],
        };
        array_binding(ec, a, &out[k].set, &out[k].binding);
        k++;
    }
    ec->reflection->heap_array_count = n;
    ec->reflection->heap_arrays = out;
}

void emit_heap_finish(emit_ctx *ec)
{
    if (!ec->heap)
        return;
    alias_storage_buffers(ec);
    reflect_arrays(ec, false);
}

/* Whether a handle (through the phis and selects a handle may pass) comes
 * from createHandleFromHeap; *sampler_heap says which heap. Bounded. */
/* A handle stored into memory (a local or static array of heap handles,
 * emit_handle_mem.c): the variable and the stored value. */
typedef struct handle_store {
    const ir_value *root, *value;
} handle_store;
typedef D2S_VEC(handle_store) handle_stores;

static bool from_heap_handle(emit_ctx *ec, const ir_value *v, const handle_stores *stores, bool *sampler_heap)
{
    D2S_VEC(const ir_value *) work = {0};
    d2s_vec_push(ec->ctx, &work, v);
    for (uint32_t k = 0; k < work.count && k < 64; k++) {
        const ir_value *w = work.data[k];
        if (!w || w->kind != IR_VAL_INSTR)
            continue;
        const ir_instr *h = (const ir_instr *)w;
        if (h->op == IR_OP_DXOP && h->aux == DXOP_CreateHandleFromHeap) {
            if (h->num_ops < 3 || !const_flag(h->ops[1], sampler_heap))
                return false;
            return true;
        }
        if (h->op == IR_OP_PHI)
            for (uint32_t o = 0; o < h->num_ops; o++)
                d2s_vec_push(ec->ctx, &work, h->ops[o]);
        else if (h->op == IR_OP_SELECT && h->num_ops == 3) {
            d2s_vec_push(ec->ctx, &work, h->ops[1]);
            d2s_vec_push(ec->ctx, &work, h->ops[2]);
        } else if (h->op == IR_OP_LOAD && h->num_ops >= 1) {
            /* a handle kept in memory: the handles stored into its variable */
            const ir_value *root = ir_pointer_root(h->ops[0]);
            for (uint32_t s = 0; s < stores->count; s++)
                if (stores->data[s].root == root)
                    d2s_vec_push(ec->ctx, &work, stores->data[s].value);
        }
    }
    return false;
}

static bool is_handle_type(const ir_type *t)
{
    return t && t->kind == IR_TYPE_STRUCT && t->name && !strcmp(t->name, "dx.types.Handle");
}

void emit_heap_scan(emit_ctx *ec, ir_function *const *funcs, uint32_t count)
{
    for (uint32_t fi = 0; fi < count; fi++) {
        const ir_function *f = funcs[fi];
        handle_stores stores = {0};
        for (uint32_t bi = 0; bi < f->num_blocks; bi++)
            for (uint32_t ii = 0; ii < f->blocks[bi]->num_instrs; ii++) {
                const ir_instr *in = f->blocks[bi]->instrs[ii];
                if (in->op == IR_OP_STORE && in->num_ops >= 2 && is_handle_type(in->ops[1]->type)) {
                    handle_store hs = {ir_pointer_root(in->ops[0]), in->ops[1]};
                    d2s_vec_push(ec->ctx, &stores, hs);
                }
            }
        for (uint32_t bi = 0; bi < f->num_blocks; bi++) {
            const ir_block *blk = f->blocks[bi];
            for (uint32_t ii = 0; ii < blk->num_instrs; ii++) {
                ir_instr *in = blk->instrs[ii];
                if (in->op != IR_OP_DXOP)
                    continue;
                bool sampler_heap;
                if (in->aux == DXOP_CreateHandleFromHeap) {
                    if (in->num_ops >= 3 && const_flag(in->ops[1], &sampler_heap) && sampler_heap)
                        sampler_resource(ec);
                } else if (in->aux == DXOP_AnnotateHandle && in->num_ops >= 2 &&
                           from_heap_handle(ec, in->ops[0], &stores, &sampler_heap)) {
                    heap_key k = decode_props(ec, in, sampler_heap);
                    heap_resource(ec, &k);
                }
            }
        }
    }
    if (ec->heap)
        reflect_arrays(ec, true);
}
