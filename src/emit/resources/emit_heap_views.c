/* Buffer view ranges and UAV counter addresses of descriptors read from the
 * heap arrays (options.heap_buffer_ranges, options.heap_counter_addresses).
 *
 * D3D12 places a buffer view anywhere in its resource (any element for
 * typed views, 4-byte granularity for raw and structured ones) and bounds
 * accesses by the view; a Vulkan buffer descriptor's offset must meet
 * minTexelBufferOffsetAlignment / minStorageBufferOffsetAlignment and its
 * robustness stops only at the descriptor's range. A runtime that writes a
 * wider, aligned range into the heap can keep each view's true range
 * {offset, count} in a buffer indexed like the heap: an access at index i
 * goes to i + offset when i < count and to an index past any buffer
 * otherwise, which the device's robust buffer access turns into D3D's
 * out-of-bounds result (loads 0, stores and atomics dropped).
 * GetDimensions reports count.
 *
 * UAV counters the runtime keeps as raw memory: entry e (times
 * heap_counter_address_stride, plus heap_counter_address_offset) of an
 * address buffer holds the 64-bit address of the counter of the UAV at heap
 * element e (0: no counter), used through a PhysicalStorageBuffer pointer.
 *
 * Both apply to handles whose resource is a heap array (SM 6.6
 * ResourceDescriptorHeap, descriptor tables in the HEAP binding model) or
 * a table's own heap-indexed array (root_remap); h->array_index is then
 * the heap element. */
#include "emit/emit_internal.h"

struct emit_heap_views_state {
    spv_id ranges;    /* the ranges buffer variable */
    spv_id addresses; /* the counter address buffer variable */
    spv_id counter_ptr_t;
    spv_id update_fn; /* heap_counter_update(uvec2 address, uint delta) -> uint, made at the end */
    /* The last view range read and scaled, reused by the next access in
     * the same block to the same element (the components of one raw load
     * or store each come through emit_heap_range_index). */
    struct {
        spv_block block;
        spv_id element, offset, count;
        uint32_t unit_shift;
        bool typed;
    } last;
};

static struct emit_heap_views_state *state(emit_ctx *ec)
{
    if (!ec->heap_views)
        ec->heap_views = d2s_zalloc(ec->ctx, sizeof(*ec->heap_views));
    return ec->heap_views;
}

/* Whether h's descriptor comes from the heap arrays, indexed by element. */
static bool from_heap(const emit_handle *h)
{
    return h->res->heap || h->res->rs_own_array;
}

spv_id emit_heap_uvec2_table(emit_ctx *ec, uint32_t set, uint32_t binding, const char *name)
{
    spv_builder *b = ec->b;
    spv_id rt = spv_type_runtime_array(b, emit_t_u32x2(ec), 8);
    spv_id st = spv_type_struct(b, &rt, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    spv_member_decorate0(b, st, 0, SpvDecorationNonWritable);
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, st), SpvStorageClassStorageBuffer, 0);
    spv_decorate_binding(b, var, set, binding);
    spv_name(b, var, name);
    emit_add_interface(ec, var);
    return var;
}

spv_id emit_heap_uvec2_entry(emit_ctx *ec, spv_id table, spv_id index, const emit_handle *nonuniform_of)
{
    spv_builder *b = ec->b;
    spv_id chain[2] = {emit_u32(ec, 0), index};
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, emit_t_u32x2(ec)), table, chain, 2);
    if (nonuniform_of)
        emit_nonuniform(ec, nonuniform_of, p);
    return spv_load(b, emit_t_u32x2(ec), p);
}

bool emit_heap_has_range(emit_ctx *ec, const emit_handle *h, bool typed)
{
    const dxil2spv_heap_buffer_ranges *o = &ec->opts->heap_buffer_ranges;
    return from_heap(h) && (typed ? o->typed : o->raw);
}

/* The view's {offset, count} entry. */
static spv_id range_of(emit_ctx *ec, const emit_handle *h, bool typed)
{
    const dxil2spv_heap_buffer_ranges *o = &ec->opts->heap_buffer_ranges;
    struct emit_heap_views_state *st = state(ec);
    if (!st->ranges) {
        st->ranges = emit_heap_uvec2_table(ec, o->set, o->binding, "heap_buffer_ranges");
        ec->reflection->heap_buffer_ranges_used = 1;
    }
    uint32_t stride = o->stride ? o->stride : 1;
    uint32_t entry = typed ? o->typed_entry : o->raw_entry;
    spv_id e = emit_u32_add_const(ec, emit_u32_mul_const(ec, h->array_index, stride), entry);
    return emit_heap_uvec2_entry(ec, st->ranges, e, NULL);
}

spv_id emit_heap_range_index(emit_ctx *ec, const emit_handle *h, bool typed, uint32_t unit_shift, spv_id index)
{
    spv_builder *b = ec->b;
    struct emit_heap_views_state *st = state(ec);
    spv_block blk = spv_block_current(b);
    if (!st->last.offset || st->last.block != blk || st->last.element != h->array_index ||
        st->last.typed != typed || st->last.unit_shift != unit_shift) {
        spv_id r = range_of(ec, h, typed);
        uint32_t i0 = 0, i1 = 1;
        spv_id offset = spv_composite_extract(b, ec->t_u32, r, &i0, 1);
        spv_id count = spv_composite_extract(b, ec->t_u32, r, &i1, 1);
        if (unit_shift) { /* bytes -> the access's units */
            offset = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, offset, emit_u32(ec, unit_shift));
            count = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, count, emit_u32(ec, unit_shift));
        }
        st->last.block = blk;
        st->last.element = h->array_index;
        st->last.typed = typed;
        st->last.unit_shift = unit_shift;
        st->last.offset = offset;
        st->last.count = count;
    }
    spv_id offset = st->last.offset, count = st->last.count;
    spv_id in = spv_binop(b, SpvOpULessThan, emit_t_bool(ec), index, count);
    spv_id moved = spv_binop(b, SpvOpIAdd, ec->t_u32, index, offset);
    /* Past any buffer, without wrapping the byte address of a raw access. */
    uint32_t oob = typed ? 0xFFFFFFFFu : (0xFFFFFFFFu >> unit_shift) - 3u;
    return spv_select(b, ec->t_u32, in, moved, emit_u32(ec, oob));
}

spv_id emit_heap_range_count(emit_ctx *ec, const emit_handle *h, bool typed)
{
    uint32_t i1 = 1;
    return spv_composite_extract(ec->b, ec->t_u32, range_of(ec, h, typed), &i1, 1);
}

bool emit_heap_has_counter_address(emit_ctx *ec, const emit_handle *h)
{
    return from_heap(h) && ec->opts->heap_counter_addresses.enabled;
}

/* The counter pointer from an address (a uvec2). */
static spv_id counter_ptr(emit_ctx *ec, spv_id v2)
{
    spv_builder *b = ec->b;
    spv_id t = state(ec)->counter_ptr_t;
    if (spv_version(b) >= 0x00010500)
        return spv_unop(b, SpvOpBitcast, t, v2);
    spv_capability(b, SpvCapabilityInt64);
    spv_id u64 = spv_unop(b, SpvOpBitcast, emit_uint(ec, 64), v2);
    return spv_unop(b, SpvOpConvertUToPtr, t, u64);
}

/* D3D gives a UAV without a counter (a null counter) no memory to touch:
 * the runtime writes address 0, and the update is skipped (its old value
 * reads as 0) inside a helper function, whose branch keeps the caller's
 * blocks as they are. */
spv_id emit_heap_counter_update(emit_ctx *ec, const emit_handle *h, int32_t delta)
{
    const dxil2spv_heap_counter_addresses *o = &ec->opts->heap_counter_addresses;
    struct emit_heap_views_state *st = state(ec);
    spv_builder *b = ec->b;
    if (!st->addresses) {
        st->addresses = emit_heap_uvec2_table(ec, o->set, o->binding, "heap_counter_addresses");
        ec->reflection->heap_counter_addresses_used = 1;
        spv_set_addressing_model(b, SpvAddressingModelPhysicalStorageBuffer64);
        st->counter_ptr_t = spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, ec->t_u32);
    }
    if (!st->update_fn)
        st->update_fn = spv_alloc_id(b);
    /* Entry e * stride + offset: addresses kept inside the runtime's descriptors. */
    uint32_t stride = ec->opts->heap_counter_address_stride ? ec->opts->heap_counter_address_stride : 1;
    spv_id entry = emit_u32_add_const(ec, emit_u32_mul_const(ec, h->array_index, stride),
                                      ec->opts->heap_counter_address_offset);
    spv_id args[2] = {emit_heap_uvec2_entry(ec, st->addresses, entry, NULL), emit_u32(ec, (uint32_t)delta)};
    return spv_call(b, ec->t_u32, st->update_fn, args, 2);
}

void emit_heap_views_finish(emit_ctx *ec)
{
    struct emit_heap_views_state *st = ec->heap_views;
    if (!st || !st->update_fn)
        return;
    spv_builder *b = ec->b;
    spv_id params[2] = {emit_t_u32x2(ec), ec->t_u32};
    spv_function_begin(b, st->update_fn, ec->t_u32, spv_type_function(b, ec->t_u32, params, 2),
                       SpvFunctionControlMaskNone);
    spv_name(b, st->update_fn, "heap_counter_update");
    spv_id addr = spv_function_param(b, emit_t_u32x2(ec));
    spv_id delta = spv_function_param(b, ec->t_u32);
    spv_block entry = spv_block_begin(b, 0);
    spv_id l_do = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_id zero2[2] = {emit_u32(ec, 0), emit_u32(ec, 0)};
    spv_id nz = spv_binop(b, SpvOpINotEqual, spv_type_vector(b, emit_t_bool(ec), 2), addr,
                          spv_composite_construct(b, emit_t_u32x2(ec), zero2, 2));
    spv_id any = spv_unop(b, SpvOpAny, emit_t_bool(ec), nz);
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, any, l_do, l_end);
    spv_block_begin(b, l_do);
    spv_id old = spv_op(b, SpvOpAtomicIAdd, ec->t_u32,
                        SPV_OPS(counter_ptr(ec, addr), emit_u32(ec, SpvScopeDevice), emit_u32(ec, 0), delta));
    spv_branch(b, l_end);
    spv_block_begin(b, l_end);
    spv_id pairs[4] = {emit_u32(ec, 0), spv_block_label(b, entry), old, l_do};
    spv_return_value(b, spv_phi(b, ec->t_u32, pairs, 2));
    spv_function_end(b);
}
