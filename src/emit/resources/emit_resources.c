/* D3D resources -> Vulkan descriptors.
 *
 * Bindings: set = register space, binding = register + the class's shift
 * (per-space overrides first), then the caller's remap callback; a UAV
 * counter goes to its own storage buffer in the UAV's set at register +
 * counter shift. Two resources landing on one set/binding is an error that
 * names both, because Vulkan would silently alias them.
 *
 * Variables are made on first use by the access helpers:
 *   - raw and structured buffers: struct { uint data[]; } (ArrayStride 4),
 *     plus a uint16_t view of the same binding for 16-bit access, which
 *     makes 16-bit stores race-free without read-modify-write; or, bound
 *     as a texel buffer (remap, root_remap, heap_raw_texel_buffers), an
 *     R32_UINT buffer image (emit_image.c) read and written by words;
 *   - constant buffers: struct { uvec4 rows[N]; } (ArrayStride 16) as a
 *     uniform buffer or, when remapped so, the push-constant block;
 *   - UAV counters: struct { uint count; }, or texel 0 of an R32_UINT
 *     storage texel buffer (counter_remap, heap_counter_texel_buffers).
 * A resource range of more than one register is an array of descriptors
 * (runtime-sized when unbounded); handles carry the index into it.
 *
 * Handles: createHandle (SM 6.0-6.5) and createHandleFromBinding +
 * annotateHandle (SM 6.6) resolve at translation time to the resource they
 * name; phi and select of handles are accepted when every incoming handle
 * names the same resource (only the array index may differ).
 */
#include <stdlib.h>
#include <string.h>

#include "emit/emit_internal.h"
#include "emit/resources/emit_image.h"

/* The register space of AMD AGS's intrinsics UAV (AmdExtD3DShaderIntrinsicsSpaceId, 0x7FFF0ADE). */
#define AGS_MAGIC_SPACE 2147420894u

/* ---- naming --------------------------------------------------------------- */

static const char *class_name(uint32_t c)
{
    static const char *const names[] = {"SRV", "UAV", "CBV", "sampler", "UAV counter"};
    return c < 5 ? names[c] : "resource";
}

static char class_letter(uint32_t c)
{
    return c < 4 ? "tubs"[c] : '?';
}

const char *emit_resource_desc(emit_ctx *ec, const emit_resource *r)
{
    if (r->heap)
        return emit_heap_resource_desc(ec, r);
    const dxil_resource *d = r->dx;
    return d2s_sprintf(ec->ctx, "%s '%s' (%c%u, space %u)", class_name(r->res_class),
                       d->name && d->name[0] ? d->name : "<unnamed>", class_letter(r->res_class), d->lower_bound,
                       d->space);
}

/* ---- bindings and reflection --------------------------------------------- */

static uint32_t class_shift(emit_ctx *ec, uint32_t cls, uint32_t space)
{
    const dxil2spv_options *o = ec->opts;
    for (uint32_t i = 0; i < o->space_shift_count; i++)
        if (o->space_shifts[i].resource_class == cls && o->space_shifts[i].space == space)
            return o->space_shifts[i].shift;
    switch (cls) {
    case DXIL_RES_SRV: return o->shifts.srv;
    case DXIL_RES_UAV: return o->shifts.uav;
    case DXIL_RES_CBV: return o->shifts.cbv;
    case DXIL_RES_SAMPLER: return o->shifts.sampler;
    default: return o->shifts.counter;
    }
}

static bool kind_is_texture(uint32_t k)
{
    return (k >= DXIL_RK_TEXTURE1D && k <= DXIL_RK_TEXTURECUBEARRAY) || k == DXIL_RK_FEEDBACK_TEXTURE2D ||
           k == DXIL_RK_FEEDBACK_TEXTURE2DARRAY;
}

static bool kind_is_buffer(uint32_t k)
{
    return k == DXIL_RK_TYPED_BUFFER || k == DXIL_RK_RAW_BUFFER || k == DXIL_RK_STRUCTURED_BUFFER;
}

static uint32_t default_descriptor(uint32_t cls, uint32_t kind)
{
    switch (cls) {
    case DXIL_RES_SRV:
        if (kind == DXIL_RK_TYPED_BUFFER)
            return DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
        if (kind == DXIL_RK_RT_ACCELERATION_STRUCTURE)
            return 1000150000u; /* VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR */
        if (kind_is_texture(kind))
            return DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE;
        return DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    case DXIL_RES_UAV:
        if (kind == DXIL_RK_TYPED_BUFFER)
            return DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
        if (kind_is_texture(kind))
            return DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE;
        return DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    case DXIL_RES_CBV:
        return DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER;
    default:
        return DXIL2SPV_DESCRIPTOR_SAMPLER;
    }
}

/* The remap callback may switch only between the forms the API documents. */
static bool descriptor_change_ok(const emit_resource *r, uint32_t from, uint32_t to)
{
    if (from == to)
        return true;
    if (r->res_class == DXIL_RES_CBV)
        return to == DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER || to == DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT ||
               to == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    if ((r->res_class == DXIL_RES_SRV || r->res_class == DXIL_RES_UAV) && kind_is_buffer(r->dx->kind))
        return to == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER ||
               to == (r->res_class == DXIL_RES_SRV ? DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                   : DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER);
    return false;
}

typedef struct binding_slot {
    uint32_t set, binding;
    uint32_t order;        /* position of the resource, for a deterministic tie-break */
    const emit_resource *res;
    bool counter;
} binding_slot;

static int slot_cmp(const void *a, const void *b)
{
    const binding_slot *x = a, *y = b;
    if (x->set != y->set)
        return x->set < y->set ? -1 : 1;
    if (x->binding != y->binding)
        return x->binding < y->binding ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static uint32_t add_binding(emit_ctx *ec, const emit_resource *r, uint32_t reg, uint32_t shift)
{
    if ((uint64_t)reg + shift > UINT32_MAX)
        d2s_fail(ec->ctx, D2S_ERR_INVALID, "%s: register %u + binding shift %u overflows",
                 emit_resource_desc(ec, r), reg, shift);
    return reg + shift;
}

/* Sets model: the resources of one table range share its binding (at
 * different elements), as their counters share the counter binding. */
static bool same_table_range(const emit_resource *a, const emit_resource *b, bool ca, bool cb)
{
    /* HEAP model: table resources that root_remap gave arrays of their own
     * are all indexed by heap element, so several may name the runtime's
     * one heap array (of one descriptor type, or mutable descriptors). */
    if (!ca && !cb && a->rs_own_array && b->rs_own_array)
        return true;
    return ca == cb && a->rs_place == DXIL2SPV_PLACEMENT_TABLE && b->rs_place == DXIL2SPV_PLACEMENT_TABLE &&
           !a->rs_target && !b->rs_target && !a->rs_own_array && !b->rs_own_array && a->rs_param == b->rs_param &&
           a->rs_range == b->rs_range;
}

static void check_collisions(emit_ctx *ec, uint32_t total)
{
    binding_slot *slots = d2s_alloc_array(ec->ctx, total * 2u + 1u, sizeof(*slots));
    uint32_t n = 0, order = 0;
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++, order++) {
            const emit_resource *r = &ec->res[c][i];
            if (emit_resource_has_binding(r) || (r->rs_place == DXIL2SPV_PLACEMENT_TABLE && !r->rs_target))
                slots[n++] = (binding_slot){r->set, r->binding, order * 2, r, false};
            if (r->has_counter && (r->rs_place == DXIL2SPV_PLACEMENT_REGISTER ||
                                   (r->rs_place == DXIL2SPV_PLACEMENT_TABLE && !r->rs_target && !r->rs_own_array)))
                slots[n++] = (binding_slot){r->counter_set, r->counter_binding, order * 2 + 1, r, true};
        }
    qsort(slots, n, sizeof(*slots), slot_cmp);
    bool aliases = ec->opts->binding_aliases != 0;
    for (uint32_t i = 1; i < n; i++) {
        const binding_slot *a = &slots[i - 1], *b = &slots[i];
        if (a->set != b->set || a->binding != b->binding || same_table_range(b->res, a->res, b->counter, a->counter))
            continue;
        /* Allowed aliases: the runtime binds what the binding holds
         * (mutable descriptors, or a descriptor heap mapping per resource
         * type). An immutable sampler's binding has the SAMPLER type alone
         * (mutable descriptors cannot have immutable samplers), so another
         * type there is invalid whatever the runtime does. */
        bool a_static = !a->counter && a->res->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER;
        bool b_static = !b->counter && b->res->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER;
        uint32_t ta = a->counter ? DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER : a->res->descriptor_type;
        uint32_t tb = b->counter ? DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER : b->res->descriptor_type;
        bool invalid = (a_static || b_static) && ta != tb;
        if (aliases && !invalid)
            continue;
        const char *what = d2s_sprintf(ec->ctx, "%s%s and %s%s both map to descriptor set %u, binding %u",
                                       a->counter ? "the counter of " : "", emit_resource_desc(ec, a->res),
                                       b->counter ? "the counter of " : "", emit_resource_desc(ec, b->res), b->set,
                                       b->binding);
        if (!aliases)
            d2s_fail(ec->ctx, D2S_ERR_INVALID, "%s", what);
        d2s_warn(ec->ctx, "%s; a static sampler's binding holds an immutable sampler, which no other descriptor type "
                 "can share: no Vulkan pipeline layout binds both", what);
    }
}

/* A register-bound UAV's counter: in the UAV's set at register + the
 * counter shift, unless options.counter_remap moves it or makes it a
 * storage texel buffer. */
static void place_counter(emit_ctx *ec, emit_resource *r)
{
    const dxil2spv_options *o = ec->opts;
    const dxil_resource *d = r->dx;
    r->has_counter = true;
    r->counter_set = r->set;
    r->counter_binding = add_binding(ec, r, d->lower_bound, class_shift(ec, 4, d->space));
    if (!o->counter_remap)
        return;
    dxil2spv_resource_desc desc = {r->res_class, d->kind, d->space, d->lower_bound, d->range_size};
    dxil2spv_binding bnd = {r->counter_set, r->counter_binding, DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER};
    if (!o->counter_remap(o->counter_remap_userdata, &desc, &bnd))
        d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "the counter_remap callback rejected the counter of %s",
                 emit_resource_desc(ec, r));
    if (bnd.descriptor_type != DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER &&
        bnd.descriptor_type != DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "the counter_remap callback gave the counter of %s descriptor type %u "
                 "(a counter is a storage buffer, 7, or a storage texel buffer, 5)", emit_resource_desc(ec, r),
                 bnd.descriptor_type);
    r->counter_set = bnd.set;
    r->counter_binding = bnd.binding;
    r->counter_texel = bnd.descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
}

void emit_resources_init(emit_ctx *ec)
{
    const dxil_entry_point *ep = ec->ep;
    const dxil2spv_options *o = ec->opts;
    if (o->space_shift_count && !o->space_shifts)
        d2s_fail(ec->ctx, D2S_ERR_INVALID, "options: space_shift_count is %u but space_shifts is NULL",
                 o->space_shift_count);
    uint32_t total = 0, pc = 0;
    if (o->root_signature || o->local_root_signature)
        emit_rootsig_prepare(ec);
    for (uint32_t c = 0; c < 4; c++) {
        uint32_t n = ep->num_resources[c];
        ec->num_res[c] = n;
        ec->res[c] = d2s_zalloc_array(ec->ctx, n ? n : 1, sizeof(emit_resource));
        for (uint32_t i = 0; i < n; i++) {
            emit_resource *r = &ec->res[c][i];
            const dxil_resource *d = &ep->resources[c][i];
            r->dx = d;
            r->res_class = c;
            r->is_array = d->range_size != 1;
            r->unbounded = d->range_size == 0xFFFFFFFFu;
            r->array_base = d->lower_bound;
            r->array_len = d->range_size;
            if (d->range_size == 0)
                d2s_fail(ec->ctx, D2S_ERR_INVALID, "%s: empty register range", emit_resource_desc(ec, r));
            /* AMD's AGS library (amd_ags_shader_intrinsics_dx12.hlsl) talks
             * to AMD's D3D12 driver through a RWByteAddressBuffer in this
             * reserved space: its stores and atomics encode instructions
             * (wave matrix, FP8 conversions...) that the driver's compiler
             * replaces, not memory accesses. Translated literally they would
             * write a buffer no runtime binds; their meaning is AMD's
             * extension, not D3D's. */
            if (c == DXIL_RES_UAV && d->space == AGS_MAGIC_SPACE && d->kind == DXIL_RK_RAW_BUFFER)
                d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "AMD AGS shader intrinsics (the magic UAV at u%u, space %u, "
                         "which AMD's driver reads as instructions) are not supported", d->lower_bound, d->space);
            r->rs_range = -1;
            r->descriptor_type = default_descriptor(c, d->kind);
            if ((o->root_signature || o->local_root_signature) && emit_rootsig_claims(ec, r)) {
                /* placed by emit_rootsig_init below */
                total++;
                continue;
            }
            r->set = d->space;
            r->binding = add_binding(ec, r, d->lower_bound, class_shift(ec, c, d->space));
            if (o->remap) {
                dxil2spv_resource_desc desc = {c, d->kind, d->space, d->lower_bound, d->range_size};
                dxil2spv_binding bnd = {r->set, r->binding, r->descriptor_type};
                if (!o->remap(o->remap_userdata, &desc, &bnd))
                    d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "the remap callback rejected %s",
                             emit_resource_desc(ec, r));
                if (!descriptor_change_ok(r, r->descriptor_type, bnd.descriptor_type))
                    d2s_fail(ec->ctx, D2S_ERR_INVALID,
                             "the remap callback changed the descriptor type of %s from %u to %u, "
                             "which that resource cannot use", emit_resource_desc(ec, r), r->descriptor_type,
                             bnd.descriptor_type);
                r->set = bnd.set;
                r->binding = bnd.binding;
                r->descriptor_type = bnd.descriptor_type;
            }
            if (r->descriptor_type == DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT) {
                if (r->is_array)
                    d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "%s: an array of CBVs cannot be push constants",
                             emit_resource_desc(ec, r));
                if (++pc > 1)
                    d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED,
                             "more than one CBV remapped to push constants (%s is the second)",
                             emit_resource_desc(ec, r));
            }
            if (c == DXIL_RES_UAV && d->has_counter)
                place_counter(ec, r);
            total++;
        }
    }
    if (o->root_signature || o->local_root_signature)
        emit_rootsig_init(ec);
    check_collisions(ec, total);

    dxil2spv_reflected_resource *rr = d2s_zalloc_array(ec->ctx, total ? total : 1, sizeof(*rr));
    uint32_t k = 0;
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++, k++) {
            const emit_resource *r = &ec->res[c][i];
            const dxil_resource *d = r->dx;
            rr[k] = (dxil2spv_reflected_resource){
                .resource_class = c, .resource_kind = d->kind, .space = d->space,
                .lower_bound = d->lower_bound, .range_size = d->range_size,
                .stride = d->kind == DXIL_RK_STRUCTURED_BUFFER ? d->stride : 0,
                .set = r->set, .binding = r->binding, .descriptor_type = r->descriptor_type,
                .counter_set = r->has_counter ? (int32_t)r->counter_set : -1,
                .counter_binding = r->has_counter ? (int32_t)r->counter_binding : -1,
                .name = d->name ? d->name : "",
                .flags = d->kind != DXIL_RK_FEEDBACK_TEXTURE2D && d->kind != DXIL_RK_FEEDBACK_TEXTURE2DARRAY ? 0u
                         : d->sampler_feedback_type == 0 ? DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP
                                                         : DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED,
                .placement = r->rs_place,
                .root_parameter = r->rs_place == DXIL2SPV_PLACEMENT_REGISTER ||
                                          r->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER
                                      ? -1 : (int32_t)r->rs_param,
                .table_range = r->rs_range,
                .table_offset = r->rs_place == DXIL2SPV_PLACEMENT_TABLE ? r->rs_elem_base + d->lower_bound : 0,
                .cb_size = c == DXIL_RES_CBV ? d->cb_size : 0,
                .local_root = r->rs_local,
                .counter_descriptor_type = !r->has_counter ? 0u
                                           : r->counter_texel ? DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                              : DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER,
            };
            if (r->rs_target) { /* a table resource: the heap array it is read from */
                rr[k].set = r->rs_target->set;
                rr[k].binding = r->rs_target->binding;
                rr[k].descriptor_type = r->rs_target->descriptor_type;
                rr[k].counter_set = r->rs_target->has_counter ? (int32_t)r->rs_target->counter_set : -1;
                rr[k].counter_binding = r->rs_target->has_counter ? (int32_t)r->rs_target->counter_binding : -1;
                rr[k].counter_descriptor_type = !r->rs_target->has_counter ? 0u
                                                : r->rs_target->counter_texel ? DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                                              : DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
            } else if (r->rs_place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS ||
                       r->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR) {
                rr[k].set = rr[k].binding = UINT32_MAX;
            }
        }
    ec->reflection->resource_count = total;
    ec->reflection->resources = rr;
}

/* ---- descriptor indexing capabilities --------------------------------------- */

static void descriptor_indexing_ext(emit_ctx *ec)
{
    if (spv_version(ec->b) < 0x00010500)
        spv_extension(ec->b, "SPV_EXT_descriptor_indexing");
}

void emit_nonuniform(emit_ctx *ec, const emit_handle *h, spv_id id)
{
    if (!h->nonuniform || !h->res->is_array)
        return;
    descriptor_indexing_ext(ec);
    spv_capability(ec->b, SpvCapabilityShaderNonUniform);
    switch (h->res->descriptor_type) {
    case DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER:
        spv_capability(ec->b, SpvCapabilityStorageBufferArrayNonUniformIndexing);
        break;
    case DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER:
        spv_capability(ec->b, SpvCapabilityUniformBufferArrayNonUniformIndexing);
        break;
    default:
        break; /* image/sampler kinds: their domain adds the capability */
    }
    spv_decorate0(ec->b, id, SpvDecorationNonUniform);
}

/* Wraps a block type in the descriptor array the register range needs. */
static spv_id descriptor_array(emit_ctx *ec, emit_resource *r, spv_id type)
{
    if (!r->is_array)
        return type;
    if (r->unbounded) {
        descriptor_indexing_ext(ec);
        spv_capability(ec->b, SpvCapabilityRuntimeDescriptorArray);
        return spv_type_runtime_array(ec->b, type, 0);
    }
    return spv_type_array_n(ec->b, type, r->array_len, 0);
}

void emit_resource_var_flags(emit_ctx *ec, const emit_resource *r, spv_id var)
{
    if (r->res_class != DXIL_RES_UAV)
        return;
    /* A rasterizer-ordered view's accesses sit in an interlock critical
     * section; the next invocation in the section must see this one's
     * writes, which in Vulkan's memory model needs Coherent as well. */
    if (r->dx->globally_coherent || r->dx->rov)
        spv_decorate0(ec->b, var, SpvDecorationCoherent);
    if (r->dx->rov && !ec->rov_resource)
        ec->rov_resource = r->dx->name ? r->dx->name : "";
}

static void finish_var(emit_ctx *ec, emit_resource *r, spv_id var, uint32_t set, uint32_t binding)
{
    spv_decorate_binding(ec->b, var, set, binding);
    if (r->dx->name && r->dx->name[0])
        spv_name(ec->b, var, r->dx->name);
    emit_add_interface(ec, var);
}

/* ---- raw and structured buffers ------------------------------------------------ */

spv_id emit_buffer_view(emit_ctx *ec, emit_resource *r, uint32_t width)
{
    spv_builder *b = ec->b;
    uint32_t kind = r->dx->kind;
    if (r->res_class > DXIL_RES_UAV || (kind != DXIL_RK_RAW_BUFFER && kind != DXIL_RK_STRUCTURED_BUFFER))
        emit_unsupported(ec, "%s: raw/structured buffer access to a resource of kind %u",
                         emit_resource_desc(ec, r), kind);
    if (r->descriptor_type != DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER)
        emit_unsupported(ec, "%s: raw/structured buffers bound as texel buffers", emit_resource_desc(ec, r));
    spv_id *slot = width == 16 ? &r->var16 : width == 64 ? &r->var64 : &r->var;
    if (*slot)
        return *slot;
    spv_id elem;
    if (width == 16) {
        spv_capability(b, SpvCapabilityStorageBuffer16BitAccess);
        elem = emit_uint(ec, 16);
    } else if (width == 32) {
        elem = ec->t_u32;
    } else if (width == 64) {
        elem = emit_uint(ec, 64);
    } else {
        emit_fail(ec, D2S_ERR_INTERNAL, "buffer view of width %u", width);
    }
    spv_id rt = spv_type_runtime_array(b, elem, width / 8);
    spv_id st = spv_type_struct(b, &rt, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    if (r->res_class == DXIL_RES_SRV)
        spv_member_decorate0(b, st, 0, SpvDecorationNonWritable);
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, descriptor_array(ec, r, st)),
                              SpvStorageClassStorageBuffer, 0);
    emit_resource_var_flags(ec, r, var);
    finish_var(ec, r, var, r->set, r->binding);
    *slot = var;
    r->storage = SpvStorageClassStorageBuffer;
    if (width == 32)
        r->block_type = st;
    /* Several views of one binding: tell the compiler they may overlap. */
    spv_id views[3] = {r->var, r->var16, r->var64};
    if ((r->var != 0) + (r->var16 != 0) + (r->var64 != 0) > 1)
        for (uint32_t i = 0; i < 3; i++)
            if (views[i])
                spv_decorate0(b, views[i], SpvDecorationAliased);
    return var;
}

/* A texel-buffer raw/structured buffer's word moved into its heap view's
 * range: such views are texel views, whose {offset, count} the runtime
 * keeps in the typed entry, in texels (words). */
static spv_id texel_word(emit_ctx *ec, const emit_handle *h, spv_id word)
{
    return emit_heap_has_range(ec, h, true) ? emit_heap_range_index(ec, h, true, 0, word) : word;
}

spv_id emit_buffer_elem_ptr(emit_ctx *ec, const emit_handle *h, uint32_t width, spv_id elem_index)
{
    if (h->res->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
        return emit_rootsig_buffer_ptr(ec, h->res, width, elem_index);
    if (emit_buffer_is_texel(h->res)) {
        if (width != 32)
            emit_unsupported(ec, "%s: %u-bit atomics on a raw/structured buffer bound as an R32_UINT texel buffer "
                             "(its texels are 32-bit words)", emit_resource_desc(ec, h->res), width);
        return emit_image_texel_ptr(ec, h, NULL, texel_word(ec, h, elem_index), emit_u32(ec, 0));
    }
    spv_id var = emit_buffer_view(ec, h->res, width);
    if (emit_heap_has_range(ec, h, false))
        elem_index = emit_heap_range_index(ec, h, false, width == 16 ? 1 : width == 32 ? 2 : 3, elem_index);
    spv_id elem = emit_uint(ec, width);
    spv_id zero = emit_u32(ec, 0);
    spv_id chain[3];
    uint32_t n = 0;
    if (h->res->is_array)
        chain[n++] = h->array_index;
    chain[n++] = zero;
    chain[n++] = elem_index;
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassStorageBuffer, elem), var, chain, n);
    emit_nonuniform(ec, h, p);
    return p;
}

/* Word `word` of a texel-buffer raw/structured buffer: texel .x of a
 * fetch (SRV) or read (UAV); out of range, robustBufferAccess gives 0 as
 * D3D does. */
static spv_id texel_read(emit_ctx *ec, const emit_handle *h, spv_id word)
{
    spv_builder *b = ec->b;
    spv_id img = emit_image_load(ec, h, NULL);
    SpvOp op = h->res->res_class == DXIL_RES_UAV ? SpvOpImageRead : SpvOpImageFetch;
    spv_id texel = spv_op(b, op, emit_t_u32x4(ec), SPV_OPS(img, texel_word(ec, h, word)));
    uint32_t x = 0;
    return spv_composite_extract(b, ec->t_u32, texel, &x, 1);
}

/* word >> 1 and the half's bit shift of a 16-bit element index. */
static void half_of(emit_ctx *ec, spv_id index, spv_id *word, spv_id *shift)
{
    spv_builder *b = ec->b;
    *word = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, index, emit_u32(ec, 1));
    *shift = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, index,
                                                                       emit_u32(ec, 1)), emit_u32(ec, 4));
}

spv_id emit_buffer_read(emit_ctx *ec, const emit_handle *h, spv_id type, uint32_t width, spv_id elem_index)
{
    spv_builder *b = ec->b;
    if (!emit_buffer_is_texel(h->res)) {
        spv_id ptr = emit_buffer_elem_ptr(ec, h, width, elem_index);
        /* Buffer device addresses (root descriptors) need an Aligned access. */
        if (h->res->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
            return spv_op(b, SpvOpLoad, type, SPV_OPS(ptr, SpvMemoryAccessAlignedMask, width / 8));
        return spv_load(b, type, ptr);
    }
    if (width == 32)
        return texel_read(ec, h, elem_index);
    spv_id word, shift;
    half_of(ec, elem_index, &word, &shift);
    spv_id v = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, texel_read(ec, h, word), shift);
    return spv_unop(b, SpvOpUConvert, type, v);
}

void emit_buffer_write(emit_ctx *ec, const emit_handle *h, uint32_t width, spv_id elem_index, spv_id value)
{
    spv_builder *b = ec->b;
    if (!emit_buffer_is_texel(h->res)) {
        spv_id ptr = emit_buffer_elem_ptr(ec, h, width, elem_index);
        if (h->res->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
            spv_op_void(b, SpvOpStore, SPV_OPS(ptr, value, SpvMemoryAccessAlignedMask, width / 8));
        else
            spv_store(b, ptr, value);
        return;
    }
    if (width == 32) {
        spv_id zero = emit_u32(ec, 0), comps[4] = {value, zero, zero, zero};
        spv_id img = emit_image_load(ec, h, NULL);
        spv_op_void(b, SpvOpImageWrite, SPV_OPS(img, texel_word(ec, h, elem_index),
                                                spv_composite_construct(b, emit_t_u32x4(ec), comps, 4)));
        return;
    }
    /* A 16-bit element is half a texel: clear the half, then set it, each
     * an atomic on the word so that a store to the other half (another
     * element, maybe another invocation's) is kept, as D3D keeps it. A
     * racing read may see the half cleared between the two; D3D orders
     * nothing between unsynchronized accesses. */
    spv_id word, shift;
    half_of(ec, elem_index, &word, &shift);
    spv_id p = emit_buffer_elem_ptr(ec, h, 32, word);
    spv_id scope = emit_u32(ec, SpvScopeDevice), sem = emit_u32(ec, 0);
    spv_id keep = spv_unop(b, SpvOpNot, ec->t_u32, spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32,
                                                             emit_u32(ec, 0xFFFFu), shift));
    spv_op(b, SpvOpAtomicAnd, ec->t_u32, SPV_OPS(p, scope, sem, keep));
    spv_id bits = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, spv_unop(b, SpvOpUConvert, ec->t_u32, value), shift);
    spv_op(b, SpvOpAtomicOr, ec->t_u32, SPV_OPS(p, scope, sem, bits));
}

spv_id emit_buffer_bytes(emit_ctx *ec, const emit_handle *h)
{
    spv_builder *b = ec->b;
    emit_resource *r = h->res;
    if (emit_buffer_is_texel(r)) {
        spv_id words;
        if (emit_heap_has_range(ec, h, true)) {
            words = emit_heap_range_count(ec, h, true);
        } else {
            spv_capability(b, SpvCapabilityImageQuery);
            words = spv_unop(b, SpvOpImageQuerySize, ec->t_u32, emit_image_load(ec, h, NULL));
        }
        return spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, words, emit_u32(ec, 2));
    }
    if (emit_heap_has_range(ec, h, false))
        return emit_heap_range_count(ec, h, false); /* the view's own size in bytes */
    spv_id var = emit_buffer_view(ec, r, 32);
    spv_id block = var;
    if (r->is_array) {
        block = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, r->block_type), var,
                                 &h->array_index, 1);
        emit_nonuniform(ec, h, block);
    }
    spv_id words = spv_op(b, SpvOpArrayLength, ec->t_u32, SPV_OPS(block, 0));
    return spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, words, emit_u32(ec, 2));
}

/* The R32_UINT storage texel buffer type of a texel-buffer counter. */
static spv_id counter_texel_type(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityImageBuffer);
    return spv_type_image(ec->b, ec->t_u32, SpvDimBuffer, 0, false, false, 2, SpvImageFormatR32ui);
}

static spv_id counter_var(emit_ctx *ec, emit_resource *r)
{
    if (!r->has_counter)
        emit_invalid(ec, "%s has no counter (the metadata does not declare one)", emit_resource_desc(ec, r));
    if (r->counter_var)
        return r->counter_var;
    spv_builder *b = ec->b;
    spv_id var;
    if (r->counter_texel) {
        var = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant,
                                               descriptor_array(ec, r, counter_texel_type(ec))),
                           SpvStorageClassUniformConstant, 0);
    } else {
        spv_id st = spv_type_struct(b, &ec->t_u32, 1);
        spv_decorate0(b, st, SpvDecorationBlock);
        spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
        var = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, descriptor_array(ec, r, st)),
                           SpvStorageClassStorageBuffer, 0);
    }
    spv_decorate_binding(b, var, r->counter_set, r->counter_binding);
    if (r->dx->name && r->dx->name[0])
        spv_name(b, var, d2s_sprintf(ec->ctx, "%s.counter", r->dx->name));
    emit_add_interface(ec, var);
    r->counter_var = var;
    return var;
}

spv_id emit_counter_ptr(emit_ctx *ec, const emit_handle *h)
{
    spv_id var = counter_var(ec, h->res);
    if (h->res->counter_texel) {
        /* Texel 0 of the buffer view (an image pointer atomics take). */
        spv_id im = var;
        if (h->res->is_array) {
            im = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassUniformConstant, counter_texel_type(ec)),
                                  var, &h->array_index, 1);
            emit_nonuniform(ec, h, im);
            if (h->nonuniform)
                spv_capability(ec->b, SpvCapabilityStorageTexelBufferArrayNonUniformIndexing);
        }
        spv_id zero = emit_u32(ec, 0);
        spv_id p = spv_op(ec->b, SpvOpImageTexelPointer, spv_type_pointer(ec->b, SpvStorageClassImage, ec->t_u32),
                          SPV_OPS(im, zero, zero));
        emit_nonuniform(ec, h, p);
        return p;
    }
    spv_id chain[2];
    uint32_t n = 0;
    if (h->res->is_array)
        chain[n++] = h->array_index;
    chain[n++] = emit_u32(ec, 0);
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassStorageBuffer, ec->t_u32), var,
                                chain, n);
    emit_nonuniform(ec, h, p);
    return p;
}

/* ---- constant buffers ------------------------------------------------------------ */

static spv_id cbuffer_var(emit_ctx *ec, emit_resource *r)
{
    /* Checked before the cache: r->var may hold another view of a non-CBV
     * resource, and a corrupt createHandle class must not reach it. */
    if (r->res_class != DXIL_RES_CBV)
        emit_unsupported(ec, "%s: constant-buffer loads from a resource that is not a CBV (tbuffer?)",
                         emit_resource_desc(ec, r));
    if (r->var)
        return r->var;
    spv_builder *b = ec->b;
    uint64_t rows = ((uint64_t)r->dx->cb_size + 15) / 16;
    if (rows == 0)
        rows = 1;
    if (rows > (1u << 20))
        emit_unsupported(ec, "%s: constant buffer of %u bytes", emit_resource_desc(ec, r), r->dx->cb_size);
    spv_id arr = spv_type_array_n(b, emit_t_u32x4(ec), (uint32_t)rows, 16);
    spv_id st = spv_type_struct(b, &arr, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    spv_id var;
    if (r->descriptor_type == DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT) {
        var = spv_variable(b, spv_type_pointer(b, SpvStorageClassPushConstant, st), SpvStorageClassPushConstant, 0);
        r->storage = SpvStorageClassPushConstant;
        if (r->dx->name && r->dx->name[0])
            spv_name(b, var, r->dx->name);
        emit_add_interface(ec, var);
    } else {
        /* A CBV in a storage buffer (heap_cbv_storage_buffers, or a remap
         * to STORAGE_BUFFER): the same rows, read-only. */
        SpvStorageClass sc = r->descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER ? SpvStorageClassStorageBuffer
                                                                                      : SpvStorageClassUniform;
        if (sc == SpvStorageClassStorageBuffer)
            spv_member_decorate0(b, st, 0, SpvDecorationNonWritable);
        var = spv_variable(b, spv_type_pointer(b, sc, descriptor_array(ec, r, st)), sc, 0);
        r->storage = sc;
        finish_var(ec, r, var, r->set, r->binding);
    }
    r->block_type = st;
    r->var = var;
    return var;
}

spv_id emit_cbuffer_row_ptr(emit_ctx *ec, const emit_handle *h, spv_id row)
{
    spv_id var = cbuffer_var(ec, h->res);
    spv_id chain[3];
    uint32_t n = 0;
    if (h->res->is_array)
        chain[n++] = h->array_index;
    chain[n++] = emit_u32(ec, 0);
    chain[n++] = row;
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, h->res->storage, emit_t_u32x4(ec)), var, chain, n);
    emit_nonuniform(ec, h, p);
    return p;
}

spv_id emit_cbuffer_word_ptr(emit_ctx *ec, const emit_handle *h, spv_id row, spv_id comp)
{
    spv_id var = cbuffer_var(ec, h->res);
    spv_id chain[4];
    uint32_t n = 0;
    if (h->res->is_array)
        chain[n++] = h->array_index;
    chain[n++] = emit_u32(ec, 0);
    chain[n++] = row;
    chain[n++] = comp;
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, h->res->storage, ec->t_u32), var, chain, n);
    emit_nonuniform(ec, h, p);
    return p;
}

spv_id emit_cbuffer_load_row(emit_ctx *ec, const emit_handle *h, spv_id row)
{
    uint32_t place = h->res->rs_place;
    if (place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS || place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
        return emit_rootsig_cbuffer_row(ec, h->res, row);
    /* a constant buffer does not change while the shader runs: a row read
     * again in the block (DXIL repeats cbufferLoadLegacy per use) reuses
     * the load */
    return spv_load_invariant(ec->b, emit_t_u32x4(ec), emit_cbuffer_row_ptr(ec, h, row));
}

spv_id emit_cbuffer_load_word(emit_ctx *ec, const emit_handle *h, spv_id row, spv_id comp)
{
    uint32_t place = h->res->rs_place;
    if (place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS || place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
        return emit_rootsig_cbuffer_word(ec, h->res, row, comp);
    return spv_load_invariant(ec->b, ec->t_u32, emit_cbuffer_word_ptr(ec, h, row, comp));
}

/* ---- handles --------------------------------------------------------------------- */

void emit_set_handle(emit_ctx *ec, ir_instr *in, const emit_handle *h)
{
    if (!ec->fn || in->v.id >= ec->fn->num_values)
        emit_fail(ec, D2S_ERR_INTERNAL, "handle result %%%u out of range", in->v.id);
    emit_handle *copy = d2s_alloc(ec->ctx, sizeof(*copy));
    *copy = *h;
    ec->hmap[in->v.id] = copy;
}

const emit_handle *emit_get_handle(emit_ctx *ec, ir_value *v)
{
    if (v && v->kind == IR_VAL_INSTR && ec->fn && v->id < ec->fn->num_values && ec->hmap[v->id])
        return ec->hmap[v->id];
    emit_unsupported(ec, "a resource handle (%%%u) that does not come from createHandle, "
                         "createHandleFromBinding or annotateHandle", v ? v->id : 0);
}

static emit_resource *find_by_range(emit_ctx *ec, uint32_t cls, uint32_t range_id)
{
    if (cls > DXIL_RES_SAMPLER)
        emit_invalid(ec, "createHandle: resource class %u", cls);
    /* DXC and the DXBC reader number the ranges of a class in list order:
     * then no search (a shader with thousands of resources stays linear). */
    if (range_id < ec->num_res[cls] && ec->res[cls][range_id].dx->id == range_id)
        return &ec->res[cls][range_id];
    for (uint32_t i = 0; i < ec->num_res[cls]; i++)
        if (ec->res[cls][i].dx->id == range_id)
            return &ec->res[cls][i];
    emit_invalid(ec, "createHandle: the entry point declares no %s with range ID %u", class_name(cls), range_id);
}

static emit_resource *find_by_binding(emit_ctx *ec, uint32_t cls, uint32_t space, uint32_t lower)
{
    if (cls > DXIL_RES_SAMPLER)
        emit_invalid(ec, "createHandleFromBinding: resource class %u", cls);
    for (uint32_t i = 0; i < ec->num_res[cls]; i++) {
        const dxil_resource *d = ec->res[cls][i].dx;
        if (d->space == space && d->lower_bound == lower)
            return &ec->res[cls][i];
    }
    emit_invalid(ec, "createHandleFromBinding: the entry point declares no %s at %c%u, space %u",
                 class_name(cls), class_letter(cls), lower, space);
}

/* Array index relative to the range: DXIL handles carry the absolute
 * register number. */
static spv_id relative_index(emit_ctx *ec, const emit_resource *r, ir_value *index)
{
    if (!r->is_array)
        return 0;
    uint64_t v;
    if (index->type->kind != IR_TYPE_INT || index->type->width != 32)
        emit_invalid(ec, "resource index is not an i32");
    if (emit_const_int(index, &v))
        return emit_u32(ec, (uint32_t)(v - r->array_base));
    spv_id idx = emit_value(ec, index);
    if (r->array_base == 0)
        return idx;
    return spv_binop(ec->b, SpvOpISub, ec->t_u32, idx, emit_u32(ec, r->array_base));
}

/* A handle to register index `index` (absolute) of resource r: a table
 * resource (root signature) becomes an element of its heap array. */
static emit_handle make_handle(emit_ctx *ec, emit_resource *r, ir_value *index, bool nonuniform)
{
    /* A local table's offset comes from the shader record, which differs
     * between the invocations of one wave that hit different records: D3D
     * needs no NonUniformResourceIndex there, Vulkan needs NonUniform. */
    if (r->rs_target || r->rs_own_array)
        return (emit_handle){r->rs_target ? r->rs_target : r, emit_rootsig_table_index(ec, r, index),
                             nonuniform || r->rs_local};
    return (emit_handle){r, relative_index(ec, r, index), nonuniform};
}

/* The resource handles of r name (the heap array of a table resource). */
static emit_resource *placed(emit_resource *r)
{
    return r && r->rs_target ? r->rs_target : r;
}

/* The resource a createHandle-like instruction names, from its immediate
 * operands only (usable before its block is emitted). */
static emit_resource *static_resource(emit_ctx *ec, ir_value *v, uint32_t depth, bool *nonuniform)
{
    if (v->kind == IR_VAL_INSTR && v->id < ec->fn->num_values && ec->hmap[v->id]) {
        *nonuniform |= ec->hmap[v->id]->nonuniform;
        return ec->hmap[v->id]->res;
    }
    if (v->kind != IR_VAL_INSTR || depth > 64)
        return NULL;
    ir_instr *in = (ir_instr *)v;
    uint64_t a, c;
    if (in->op == IR_OP_DXOP && in->aux == DXOP_CreateHandle && in->num_ops >= 4 &&
        emit_const_int(in->ops[0], &a) && emit_const_int(in->ops[1], &c)) {
        uint64_t nu = 0;
        emit_const_int(in->ops[3], &nu);
        *nonuniform |= nu != 0 || (in->flags & IR_FLAG_NONUNIFORM);
        return placed(find_by_range(ec, (uint32_t)a, (uint32_t)c));
    }
    emit_resource *heap = emit_heap_static_resource(ec, in, nonuniform);
    if (heap)
        return heap;
    if (in->op == IR_OP_DXOP && in->aux == DXOP_AnnotateHandle && in->num_ops >= 1)
        return static_resource(ec, in->ops[0], depth + 1, nonuniform);
    if (in->op == IR_OP_SELECT && in->num_ops == 3)
        return static_resource(ec, in->ops[1], depth + 1, nonuniform);
    return NULL; /* phis, createHandleFromBinding before emission: resolved when emitted */
}

emit_resource *emit_handle_static_resource(emit_ctx *ec, ir_value *v, bool *nonuniform)
{
    return static_resource(ec, v, 0, nonuniform);
}

void emit_handle_phi_open(emit_ctx *ec, ir_instr *phi)
{
    emit_resource *res = NULL;
    bool nonuniform = false;
    for (uint32_t i = 0; i < phi->num_ops; i++) {
        emit_resource *r = static_resource(ec, phi->ops[i], 0, &nonuniform);
        if (!r)
            continue;
        if (res && r != res)
            emit_unsupported(ec, "a phi choosing between different resources (%s and %s)",
                             emit_resource_desc(ec, res), emit_resource_desc(ec, r));
        res = r;
    }
    if (!res)
        emit_unsupported(ec, "a phi of resource handles whose resource is not known statically");
    emit_handle h = {res, 0, nonuniform};
    uint32_t n = emit_phi_incoming(ec, phi, NULL);
    /* Non-array resources still get a pending entry (id 0) so that operands
     * known only later (back edges) are checked against this resource. */
    spv_phi_ref ref = {0, n, 0};
    if (res->is_array) {
        ref = spv_phi_open(ec->b, ec->t_u32, 0, n);
        h.array_index = ref.id;
    }
    emit_pending_phi_push(ec, phi, ref, true);
    emit_set_handle(ec, phi, &h);
}

void emit_handle_select(emit_ctx *ec, ir_instr *in)
{
    const emit_handle *x = emit_get_handle(ec, in->ops[1]);
    const emit_handle *y = emit_get_handle(ec, in->ops[2]);
    if (x->res != y->res)
        emit_unsupported(ec, "a select between different resources (%s and %s)", emit_resource_desc(ec, x->res),
                         emit_resource_desc(ec, y->res));
    emit_handle h = {x->res, 0, x->nonuniform || y->nonuniform};
    if (x->res->is_array)
        h.array_index = x->array_index == y->array_index
                            ? x->array_index
                            : spv_select(ec->b, ec->t_u32, emit_value(ec, in->ops[0]), x->array_index, y->array_index);
    emit_set_handle(ec, in, &h);
}

/* CreateHandle(resourceClass, rangeId, index, nonUniformIndex) */
static void h_create_handle(emit_ctx *ec, ir_instr *in)
{
    uint32_t cls = (uint32_t)emit_imm(ec, in, 0);
    uint32_t range = (uint32_t)emit_imm(ec, in, 1);
    bool nonuniform = emit_imm(ec, in, 3) != 0 || (in->flags & IR_FLAG_NONUNIFORM);
    emit_resource *r = find_by_range(ec, cls, range);
    emit_handle h = make_handle(ec, r, in->ops[2], nonuniform);
    emit_set_handle(ec, in, &h);
}

/* CreateHandleFromBinding(bind = {lowerBound, upperBound, spaceID, class}, index, nonUniformIndex) */
static void h_create_handle_from_binding(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 3)
        emit_invalid(ec, "createHandleFromBinding with %u operands", in->num_ops);
    uint64_t f[4] = {0, 0, 0, 0};
    ir_value *bind = in->ops[0];
    if (bind->kind == IR_VAL_CONST_AGGREGATE) {
        const ir_const *c = (const ir_const *)bind;
        if (c->u.agg.count != 4)
            emit_invalid(ec, "createHandleFromBinding: binding constant with %u fields", c->u.agg.count);
        for (uint32_t i = 0; i < 4; i++)
            if (!emit_const_int(c->u.agg.elems[i], &f[i]))
                emit_invalid(ec, "createHandleFromBinding: binding field %u is not an integer constant", i);
    } else if (bind->kind != IR_VAL_CONST_NULL) {
        emit_invalid(ec, "createHandleFromBinding: the binding is not a constant");
    }
    emit_resource *r = find_by_binding(ec, (uint32_t)f[3], (uint32_t)f[2], (uint32_t)f[0]);
    bool nonuniform = emit_imm(ec, in, 2) != 0 || (in->flags & IR_FLAG_NONUNIFORM);
    emit_handle h = make_handle(ec, r, in->ops[1], nonuniform);
    emit_set_handle(ec, in, &h);
}

/* AnnotateHandle(res, props): the properties repeat what the metadata says. */
static void h_annotate_handle(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 1)
        emit_invalid(ec, "annotateHandle without a handle");
    emit_handle h = *emit_get_handle(ec, in->ops[0]);
    h.nonuniform |= (in->flags & IR_FLAG_NONUNIFORM) != 0;
    /* SM 6.6 descriptor heaps: the properties give the type of a handle
     * from createHandleFromHeap. A descriptor-table handle (root signature)
     * already has its type from the metadata, which says more (64-bit
     * atomics). */
    if (h.res->heap && h.res->dx->kind == DXIL_RK_INVALID)
        emit_heap_annotate(ec, in, &h);
    emit_set_handle(ec, in, &h);
}

void emit_register_resource_ops(emit_dxop_fn *table)
{
    table[DXOP_CreateHandle] = h_create_handle;
    table[DXOP_CreateHandleFromBinding] = h_create_handle_from_binding;
    table[DXOP_AnnotateHandle] = h_annotate_handle;
}
