/* Pointer bitcasts on local arrays, static and groupshared globals.
 *
 * LLVM has typeless memory: DXC's IR casts a pointer to reinterpret what it
 * points to (a local array viewed as another struct, a variable viewed as
 * its first element: LLVM folds `getelementptr T, T* p, 0, 0` into a
 * bitcast). SPIR-V for Vulkan has logical addressing: a pointer is a chain
 * of indices into one variable's type. So a cast is translated by the bytes
 * it addresses:
 *   - to a type the pointee starts with (its first member or element,
 *     repeatedly), it is an OpAccessChain of zeros; when the last step
 *     entered an array, a GEP with a nonzero first index from it steps
 *     along that array (array decay: p = &a[0]; p[i] is a[i]);
 *   - any other cast is a view: no SPIR-V value; a GEP through it is mapped,
 *     index by index, to the indices that select the same bytes in the
 *     variable's type (arrays of equally sized elements index alike, struct
 *     members by byte offset, other aggregates are entered at offset 0), and
 *     a load or store of a scalar or vector reads the element there, of the
 *     same size, with OpBitcast.
 * Byte offsets follow DXIL's data layout: scalars of 2, 4 or 8 bytes
 * aligned to their size, no padding beyond that. What has no such mapping
 * (a view whose element straddles variables' members, pointer arithmetic
 * past element 0 of a view, a whole aggregate loaded through a view of
 * another aggregate type) is refused by name.
 *
 * Atomics are the one access that cannot be bitcast: SM 6.6's float
 * compare-exchange and exchange on groupshared memory
 * (InterlockedCompareExchangeFloatBitwise, InterlockedExchange on a float)
 * are i32 cmpxchg/atomicrmw on a float pointer cast to i32*, and SPIR-V's
 * OpAtomicCompareExchange takes integers only. A groupshared variable an
 * atomic reaches through a pointer cast is therefore declared with integers
 * in place of its floats of the atomic's width (emit_ptrcast_prepare); every
 * access to it is a view of that memory, so float loads and stores bitcast
 * and the cast pointer the atomic uses is a plain pointer to the integer.
 */
#include "emit/emit_internal.h"
#include "ir/ir_build.h"

#include <string.h>

static uint64_t type_size(const ir_type *t, uint32_t depth);

static uint64_t type_align(const ir_type *t, uint32_t depth)
{
    if (!t || depth > 64)
        return 1;
    switch (t->kind) {
    case IR_TYPE_VECTOR: case IR_TYPE_ARRAY: return type_align(t->elem, depth + 1);
    case IR_TYPE_STRUCT: {
        uint64_t a = 1;
        for (uint32_t i = 0; i < t->member_count; i++) {
            uint64_t m = type_align(t->members[i], depth + 1);
            a = m > a ? m : a;
        }
        return a;
    }
    default: return type_size(t, depth);
    }
}

/* Byte offset of member k of struct t. */
static uint64_t member_offset(const ir_type *t, uint32_t k, uint32_t depth)
{
    uint64_t off = 0;
    for (uint32_t i = 0; i <= k && i < t->member_count; i++) {
        uint64_t a = type_align(t->members[i], depth + 1);
        off = (off + a - 1) / a * a;
        if (i < k)
            off += type_size(t->members[i], depth + 1);
    }
    return off;
}

static uint64_t type_size(const ir_type *t, uint32_t depth)
{
    if (!t || depth > 64)
        return 0;
    switch (t->kind) {
    case IR_TYPE_INT: return t->width <= 8 ? (t->width == 1 ? 4 : 1) : t->width / 8;
    case IR_TYPE_HALF: return 2;
    case IR_TYPE_FLOAT: return 4;
    case IR_TYPE_DOUBLE: return 8;
    case IR_TYPE_VECTOR: case IR_TYPE_ARRAY: return t->count * type_size(t->elem, depth + 1);
    case IR_TYPE_STRUCT: {
        if (!t->member_count)
            return 0;
        uint64_t end = member_offset(t, t->member_count - 1, depth) + type_size(t->members[t->member_count - 1], depth + 1);
        uint64_t a = type_align(t, depth);
        return (end + a - 1) / a * a;
    }
    default: return 0;
    }
}

static bool is_aggregate(const ir_type *t)
{
    if (emit_type_is_handle(t)) /* a descriptor index in memory (emit_handle_mem.c), not a struct */
        return false;
    return t->kind == IR_TYPE_ARRAY || t->kind == IR_TYPE_STRUCT || t->kind == IR_TYPE_VECTOR;
}

static ir_type *first_child(ir_type *t)
{
    if (t->kind == IR_TYPE_STRUCT)
        return t->member_count ? t->members[0] : NULL;
    return t->count ? t->elem : NULL;
}

/* Whether two IR types are one SPIR-V type. Types of different kinds or
 * widths are told apart without emitting them: emitting i8 would declare
 * Int8 for every llvm.lifetime cast to i8* (SM 6.6+ local arrays), which a
 * device without shaderInt8 then refuses. */
static bool same_type(emit_ctx *ec, ir_type *a, ir_type *b)
{
    if (a == b)
        return true;
    bool arrays = (a->kind == IR_TYPE_ARRAY || a->kind == IR_TYPE_VECTOR) &&
                  (b->kind == IR_TYPE_ARRAY || b->kind == IR_TYPE_VECTOR); /* long vectors are arrays */
    if ((a->kind != b->kind && !arrays) || (a->kind == IR_TYPE_INT && a->width != b->width))
        return false;
    return emit_mem_type(ec, a) == emit_mem_type(ec, b);
}

typedef D2S_VEC(spv_id) id_vec;

/* Appends the indices from t down to the sub-object that starts at byte
 * offset `off` of t (t itself for 0): arrays by element, structs by the
 * member holding the offset, descending only while the offset is inside a
 * part. Returns the type reached, NULL when no part starts there. */
static ir_type *descend_to_offset(emit_ctx *ec, ir_type *t, uint64_t off, id_vec *chain)
{
    for (uint32_t guard = 0; off && t && guard < 256; guard++) {
        if (t->kind == IR_TYPE_ARRAY || t->kind == IR_TYPE_VECTOR) {
            uint64_t es = type_size(t->elem, 0);
            if (!es)
                return NULL;
            d2s_vec_push(ec->ctx, chain, emit_u32(ec, (uint32_t)(off / es)));
            off %= es;
            t = t->elem;
        } else if (t->kind == IR_TYPE_STRUCT) {
            uint32_t j = 0;
            for (uint32_t i = 0; i < t->member_count; i++)
                if (member_offset(t, i, 0) <= off)
                    j = i;
            d2s_vec_push(ec->ctx, chain, emit_u32(ec, j));
            off -= member_offset(t, j, 0);
            t = t->members[j];
        } else {
            return NULL;
        }
    }
    return off ? NULL : t;
}

const emit_ptr_view *emit_ptr_view_of(emit_ctx *ec, ir_value *ptr)
{
    if (ptr->kind == IR_VAL_INSTR && ec->fn && ptr->id < ec->fn->num_values)
        return ec->pview[ptr->id];
    if (ptr->kind == IR_VAL_GLOBAL) {
        /* a global whose memory was retyped for atomics: every access is a view */
        ir_global *g = (ir_global *)ptr;
        ir_type *mem = emit_global_memory_type(ec, g);
        if (mem == g->value_type)
            return NULL;
        emit_ptr_view *pv = d2s_zalloc(ec->ctx, sizeof(*pv));
        pv->root = emit_global_var(ec, g);
        pv->sc = emit_ptr_storage(ec, ptr, 0);
        pv->real = mem;
        return pv;
    }
    if (ptr->kind == IR_VAL_CONST_EXPR) {
        const ir_const *c = (const ir_const *)ptr;
        if (c->u.expr.op != IR_OP_BITCAST || c->u.expr.count != 1 || !c->u.expr.ops[0] ||
            c->u.expr.ops[0]->type->kind != IR_TYPE_POINTER)
            return NULL;
        /* built anew at each use, as constant expressions are */
        emit_ptr_view *pv = d2s_zalloc(ec->ctx, sizeof(*pv));
        const emit_ptr_view *inner = emit_ptr_view_of(ec, c->u.expr.ops[0]);
        if (inner && !inner->decay_array) {
            *pv = *inner;
        } else {
            pv->sc = emit_ptr_storage(ec, c->u.expr.ops[0], 0);
            pv->root = emit_value(ec, c->u.expr.ops[0]);
            pv->real = c->u.expr.ops[0]->type->elem;
        }
        pv->decay_array = NULL;
        return pv;
    }
    return NULL;
}

/* Where a GEP through pv with indices idx[0..n) over `src` lands: the chain
 * from pv->root and the type in memory there; ec->view_real is set when it
 * differs from the IR's. */
spv_id emit_view_gep(emit_ctx *ec, const emit_ptr_view *pv, ir_type *src, ir_value **idx, uint32_t n,
                     ir_type *result_type, SpvStorageClass *out_sc)
{
    (void)result_type;
    *out_sc = pv->sc;
    ec->view_real = NULL;
    uint64_t first = 0;
    bool zero = !n || (emit_const_int(idx[0], &first) && first == 0);
    if (pv->decay_array && !zero) {
        /* array decay: step along the array the cast pointed into */
        spv_id *chain = d2s_alloc_array(ec->ctx, n, sizeof(*chain));
        ir_type *cur = emit_gep_indices(ec, pv->decay_array, idx, n, chain);
        return spv_access_chain(ec->b, spv_type_pointer(ec->b, pv->sc, emit_mem_type(ec, cur)), pv->decay_parent, chain, n);
    }
    if (pv->decay_array) { /* a decayed pointer is a plain pointer to element 0 */
        spv_id *chain = d2s_alloc_array(ec->ctx, n ? n : 1, sizeof(*chain));
        ir_type *cur = emit_gep_indices(ec, src, idx + 1, n ? n - 1 : 0, chain);
        return n > 1 ? spv_access_chain(ec->b, spv_type_pointer(ec->b, pv->sc, emit_mem_type(ec, cur)), pv->root, chain, n - 1)
                     : pv->root;
    }
    if (!zero)
        emit_unsupported(ec, "pointer arithmetic through a pointer cast (a getelementptr whose first index is not 0 "
                             "on a pointer reinterpreting another type)");
    /* Walk the view's indices as a byte offset from the memory's current
     * sub-object t; a dynamic index needs t to be an array of elements of
     * the same size at that offset, and continues from its element. */
    id_vec chain = {0};
    ir_type *t = pv->real, *u = src;
    uint64_t off = 0;
    for (uint32_t i = 1; i < n; i++) {
        uint64_t k;
        bool kc = emit_const_int(idx[i], &k);
        if (u->kind == IR_TYPE_STRUCT) {
            if (!kc || k >= u->member_count)
                emit_invalid(ec, "getelementptr: struct index %u is not a valid constant", i);
            off += member_offset(u, (uint32_t)k, 0);
            u = u->members[k];
        } else if ((u->kind == IR_TYPE_ARRAY || u->kind == IR_TYPE_VECTOR) && kc) {
            off += k * type_size(u->elem, 0);
            u = u->elem;
        } else if (u->kind == IR_TYPE_ARRAY || u->kind == IR_TYPE_VECTOR) {
            ir_type *at = descend_to_offset(ec, t, off, &chain);
            while (at && is_aggregate(at) && !((at->kind == IR_TYPE_ARRAY || at->kind == IR_TYPE_VECTOR) &&
                                               type_size(at->elem, 0) == type_size(u->elem, 0))) {
                ir_type *fc = first_child(at); /* an array nested at the same offset */
                if (!fc)
                    break;
                d2s_vec_push(ec->ctx, &chain, emit_u32(ec, 0));
                at = fc;
            }
            if (!at || !(at->kind == IR_TYPE_ARRAY || at->kind == IR_TYPE_VECTOR) ||
                type_size(at->elem, 0) != type_size(u->elem, 0))
                emit_unsupported(ec, "a dynamic index through a pointer cast where the variable has no array of "
                                     "elements of the same size");
            spv_id one;
            emit_gep_indices(ec, at, &idx[i], 1, &one);
            d2s_vec_push(ec->ctx, &chain, one);
            t = at->elem;
            u = u->elem;
            off = 0;
        } else {
            emit_invalid(ec, "getelementptr: index %u steps into a scalar", i);
        }
    }
    t = descend_to_offset(ec, t, off, &chain);
    if (!t)
        emit_unsupported(ec, "a pointer cast whose accessed element does not start where one of the variable's "
                             "own elements starts (logical addressing has no reinterpreting pointers)");
    /* enter the memory's aggregate at offset 0 while its first part is at
     * least as large as what the view addresses */
    while (!same_type(ec, t, u)) {
        ir_type *fc = is_aggregate(t) ? first_child(t) : NULL;
        if (!fc || type_size(fc, 0) < type_size(u, 0))
            break;
        d2s_vec_push(ec->ctx, &chain, emit_u32(ec, 0));
        t = fc;
    }
    /* scalars and vectors of the same size are read and written with
     * OpBitcast; anything else has no logical-addressing equivalent */
    bool plain = (t->kind != IR_TYPE_STRUCT && t->kind != IR_TYPE_ARRAY) &&
                 (u->kind != IR_TYPE_STRUCT && u->kind != IR_TYPE_ARRAY);
    if (!same_type(ec, t, u) && (!plain || type_size(t, 0) != type_size(u, 0) || !type_size(u, 0)))
        emit_unsupported(ec, "a pointer cast whose accessed element does not coincide with one of the variable's "
                             "own elements (logical addressing has no reinterpreting pointers)");
    if (!same_type(ec, t, u))
        ec->view_real = t;
    spv_id ptr_t = spv_type_pointer(ec->b, pv->sc, emit_mem_type(ec, t));
    return chain.count ? spv_access_chain(ec->b, ptr_t, pv->root, chain.data, chain.count) : pv->root;
}

void emit_ptr_view_set_real(emit_ctx *ec, ir_instr *in, spv_id id, SpvStorageClass sc, ir_type *real)
{
    if (in->v.id == UINT32_MAX || !ec->fn || in->v.id >= ec->fn->num_values)
        return;
    emit_ptr_view *pv = d2s_zalloc(ec->ctx, sizeof(*pv));
    pv->root = id;
    pv->real = real;
    pv->sc = sc;
    ec->pview[in->v.id] = pv;
    ec->vsc[in->v.id] = EMIT_VSC_POINTER_CAST; /* only loads and stores may use it */
}

spv_id emit_access_ptr(emit_ctx *ec, ir_value *ptr, ir_type **real)
{
    *real = NULL;
    const emit_ptr_view *pv =
        ptr->kind == IR_VAL_INSTR || ptr->kind == IR_VAL_GLOBAL ? emit_ptr_view_of(ec, ptr) : NULL;
    if (pv && pv->decay_array)
        return emit_value(ec, ptr);
    if (pv) {
        SpvStorageClass sc;
        spv_id id = emit_view_gep(ec, pv, ptr->type->elem, NULL, 0, NULL, &sc);
        *real = ec->view_real;
        return id;
    }
    ec->view_real = NULL;
    spv_id id = emit_value(ec, ptr); /* a constant-expression GEP or cast may land in a view */
    *real = ec->view_real;
    ec->view_real = NULL;
    return id;
}

void emit_pointer_cast(emit_ctx *ec, ir_instr *in)
{
    ir_value *src = in->ops[0];
    ir_type *u = in->v.type->elem;
    SpvStorageClass sc = emit_ptr_storage(ec, src, 0);
    const emit_ptr_view *inner = emit_ptr_view_of(ec, src);
    emit_ptr_view base;
    if (inner && !inner->decay_array) {
        base = *inner;
    } else {
        base = (emit_ptr_view){.root = emit_value(ec, src), .real = src->type->elem, .sc = sc};
    }
    bool fake = in->v.id == UINT32_MAX || !ec->fn || in->v.id >= ec->fn->num_values;
    /* to the type the memory starts with: an access chain of zeros */
    ir_type *t = base.real, *parent = NULL;
    uint32_t zeros = 0;
    while (t && !same_type(ec, t, u) && is_aggregate(t) && zeros < 256) {
        parent = t;
        t = first_child(t);
        zeros++;
    }
    if (t && same_type(ec, t, u)) {
        spv_id *chain = d2s_alloc_array(ec->ctx, zeros ? zeros : 1, sizeof(*chain));
        for (uint32_t k = 0; k < zeros; k++)
            chain[k] = emit_u32(ec, 0);
        spv_id id = zeros ? spv_access_chain(ec->b, spv_type_pointer(ec->b, sc, emit_mem_type(ec, u)), base.root, chain, zeros)
                          : base.root;
        emit_set_pointer(ec, in, id, sc);
        if (!fake && parent && (parent->kind == IR_TYPE_ARRAY || parent->kind == IR_TYPE_VECTOR)) {
            emit_ptr_view *pv = d2s_zalloc(ec->ctx, sizeof(*pv));
            pv->root = id;
            pv->real = u;
            pv->sc = sc;
            pv->decay_array = parent;
            pv->decay_parent = zeros > 1 ? spv_access_chain(ec->b, spv_type_pointer(ec->b, sc, emit_mem_type(ec, parent)),
                                                            base.root, chain, zeros - 1)
                                         : base.root;
            ec->pview[in->v.id] = pv;
        }
        return;
    }
    if (fake) {
        /* a constant-expression cast used by a load or store: the element
         * at offset 0 in the memory's type (emit_access_ptr reads view_real) */
        SpvStorageClass osc;
        ec->fake_result = emit_view_gep(ec, &base, u, NULL, 0, NULL, &osc);
        return;
    }
    /* a view: resolved where it is used (a cast to i8* for llvm.lifetime
     * markers, which are dropped, is never used) */
    emit_ptr_view *pv = d2s_zalloc(ec->ctx, sizeof(*pv));
    *pv = base;
    pv->decay_array = NULL;
    ec->pview[in->v.id] = pv;
    ec->vsc[in->v.id] = EMIT_VSC_POINTER_CAST;
}

/* ---- groupshared memory retyped for atomics through pointer casts ------------------- */

/* t with every float of `width` bits replaced by the integer of that width
 * (arrays, vectors and structs rebuilt around them); t itself when it has none. */
static ir_type *floats_as_ints(emit_ctx *ec, ir_type *t, uint32_t width, uint32_t depth)
{
    ir_module *m = ec->m;
    if (depth > 64)
        emit_fail(ec, D2S_ERR_LIMIT, "type nests deeper than 64 levels");
    switch (t->kind) {
    case IR_TYPE_FLOAT: return width == 32 ? ir_type_int(m, 32) : t;
    case IR_TYPE_DOUBLE: return width == 64 ? ir_type_int(m, 64) : t;
    case IR_TYPE_ARRAY: case IR_TYPE_VECTOR: {
        ir_type *e = floats_as_ints(ec, t->elem, width, depth + 1);
        if (e == t->elem)
            return t;
        return t->kind == IR_TYPE_ARRAY ? ir_type_array(m, e, t->count) : ir_type_vector(m, e, t->count);
    }
    case IR_TYPE_STRUCT: {
        ir_type **mem = d2s_alloc_array(ec->ctx, t->member_count ? t->member_count : 1, sizeof(*mem));
        bool changed = false;
        for (uint32_t i = 0; i < t->member_count; i++) {
            mem[i] = floats_as_ints(ec, t->members[i], width, depth + 1);
            changed |= mem[i] != t->members[i];
        }
        if (!changed)
            return t;
        /* a struct of its own name: named structs are interned by name */
        const char *name = d2s_sprintf(ec->ctx, "%s.atomic%u", t->name ? t->name : "struct", width);
        return ir_type_struct_named(m, name, mem, t->member_count);
    }
    default: return t;
    }
}

/* The groupshared global an atomic's pointer addresses through at least one
 * pointer cast (GEPs and casts, instructions or constant expressions), or
 * NULL. */
static ir_global *atomic_cast_target(ir_value *p)
{
    bool cast = false;
    for (uint32_t guard = 0; p && guard < 4096; guard++) {
        ir_op op;
        ir_value *base;
        if (p->kind == IR_VAL_INSTR) {
            ir_instr *in = (ir_instr *)p;
            op = in->op;
            base = in->num_ops ? in->ops[0] : NULL;
        } else if (p->kind == IR_VAL_CONST_EXPR) {
            ir_const *c = (ir_const *)p;
            op = (ir_op)c->u.expr.op;
            base = c->u.expr.count ? c->u.expr.ops[0] : NULL;
        } else if (p->kind == IR_VAL_GLOBAL) {
            ir_global *g = (ir_global *)p;
            return cast && g->addrspace == IR_ADDRSPACE_GROUPSHARED ? g : NULL;
        } else {
            return NULL;
        }
        if (op == IR_OP_BITCAST)
            cast = true;
        else if (op != IR_OP_GEP)
            return NULL;
        p = base;
    }
    return NULL;
}

void emit_ptrcast_prepare(emit_ctx *ec)
{
    ir_module *m = ec->m;
    ec->global_mem = d2s_zalloc_array(ec->ctx, m->num_globals ? m->num_globals : 1, sizeof(*ec->global_mem));
    for (uint32_t f = 0; f < m->num_functions; f++) {
        ir_function *fn = m->functions[f];
        if (fn->is_declaration)
            continue;
        for (uint32_t b = 0; b < fn->num_blocks; b++) {
            ir_block *blk = fn->blocks[b];
            for (uint32_t i = 0; i < blk->num_instrs; i++) {
                ir_instr *in = blk->instrs[i];
                if ((in->op != IR_OP_ATOMICRMW && in->op != IR_OP_CMPXCHG) || in->num_ops < 2)
                    continue;
                ir_global *g = atomic_cast_target(in->ops[0]);
                ir_type *vt = in->ops[1]->type;
                if (!g || vt->kind != IR_TYPE_INT || (vt->width != 32 && vt->width != 64))
                    continue;
                uint32_t k = emit_ptrmap_get(&ec->global_index, g);
                if (k == EMIT_NONE)
                    continue;
                ir_type *cur = ec->global_mem[k] ? ec->global_mem[k] : g->value_type;
                ir_type *t = floats_as_ints(ec, cur, vt->width, 0);
                if (t != g->value_type)
                    ec->global_mem[k] = t;
            }
        }
    }
}

ir_type *emit_global_memory_type(emit_ctx *ec, ir_global *g)
{
    uint32_t k = emit_ptrmap_get(&ec->global_index, g);
    return k != EMIT_NONE && ec->global_mem && ec->global_mem[k] ? ec->global_mem[k] : g->value_type;
}
