/* Pointer arithmetic: getelementptr whose first index is not constant 0.
 *
 * LLVM's first GEP index steps over whole pointees (p + i); SPIR-V for
 * Vulkan has logical addressing, where a pointer is a chain of indices into
 * one variable's type and nothing steps beyond it. Two shapes still have a
 * logical meaning, and are lowered here to an access chain from the
 * variable:
 *   - the base is an element of an array (a GEP result whose last index
 *     entered an array): p = &a[i]; p + k is &a[i + k]. GEPs are composed
 *     back to their variable, adding each first index to the last index of
 *     the GEP below it;
 *   - the base is the variable itself, an array [N x T]: (p + f)[k] is
 *     element f * N + k of the same array, outside it unless f * N + k
 *     lands in 0 .. N-1.
 * DXC emits the second shape when it unrolls a loop further than an array
 * reaches (a trip count bounded by 256 / WaveGetLaneCount() writing a
 * 64-element groupshared array): constant folding turns element 256 + j of a
 * [256 x float] into (1, j). Those accesses are outside the variable, and
 * the DXIL specification gives them D3D's meaning for groupshared memory
 * (DXIL.rst, "Out-of-bounds behavior": a load reads 0, a store is dropped;
 * an inbounds GEP that leaves its variable is undefined, and local memory
 * has C-like undefined behaviour, so the same lowering serves them). A
 * pointer known at translation time to be outside its variable therefore
 * has no SPIR-V value: loads through it read zero, stores and atomics
 * through it do nothing (emit_memory.c asks emit_ptr_out_of_bounds). A
 * computed index is emitted like any other array index.
 */
#include "emit/emit_internal.h"

/* One index of the composed GEP: the sum of its terms. */
enum { TERMS_MAX = 8 };
typedef struct gep_index {
    ir_value *term[TERMS_MAX];
    uint32_t n;
} gep_index;

typedef struct gep_path {
    ir_value *root;            /* the pointer below every GEP: a variable, a library symbol, an argument */
    ir_type *root_type;        /* what root points to */
    D2S_VEC(gep_index) idx;    /* idx[0] steps over root; the rest index into root_type */
} gep_path;

/* The base and indices of GEP `v` (an instruction or a
 * constant expression); false for anything else. */
static bool gep_parts(const ir_value *v, ir_value **base, ir_value *const **idx, uint32_t *n)
{
    if (v->kind == IR_VAL_INSTR && ((const ir_instr *)v)->op == IR_OP_GEP) {
        const ir_instr *in = (const ir_instr *)v;
        if (in->num_ops < 1)
            return false;
        *base = in->ops[0];
        *idx = in->ops + 1;
        *n = in->num_ops - 1;
        return true;
    }
    if (v->kind == IR_VAL_CONST_EXPR && ((const ir_const *)v)->u.expr.op == IR_OP_GEP) {
        const ir_const *c = (const ir_const *)v;
        if (c->u.expr.count < 1)
            return false;
        *base = c->u.expr.ops[0];
        *idx = c->u.expr.ops + 1;
        *n = c->u.expr.count - 1;
        return true;
    }
    return false;
}

/* The type that index k of the path (k >= 1) indexes. */
static ir_type *indexed_type(emit_ctx *ec, const gep_path *p, uint32_t k)
{
    ir_type *t = p->root_type;
    for (uint32_t i = 1; i < k; i++) {
        const gep_index *x = &p->idx.data[i];
        if (t->kind == IR_TYPE_STRUCT) {
            uint64_t m;
            if (x->n != 1 || !emit_const_int(x->term[0], &m) || m >= t->member_count)
                emit_invalid(ec, "getelementptr: struct index %u is not a valid constant", i);
            t = t->members[m];
        } else if (t->kind == IR_TYPE_ARRAY || t->kind == IR_TYPE_VECTOR) {
            t = t->elem;
        } else {
            emit_invalid(ec, "getelementptr: index %u steps into a scalar", i);
        }
    }
    return t;
}

static void add_term(emit_ctx *ec, gep_index *x, ir_value *v)
{
    uint64_t c;
    if (emit_const_int(v, &c) && c == 0 && x->n)
        return;
    if (x->n >= TERMS_MAX)
        emit_unsupported(ec, "pointer arithmetic through more than %u getelementptrs in a row", TERMS_MAX);
    if (v->type->kind != IR_TYPE_INT)
        emit_invalid(ec, "getelementptr: an index is not an integer");
    x->term[x->n++] = v;
}

/* Appends GEP indices idx[0..n) to the path: the first one steps from the
 * pointer the path reaches, so it adds to the path's last index, which is
 * only an element of the same array when that index entered an array. */
static void compose(emit_ctx *ec, gep_path *p, ir_value *const *idx, uint32_t n)
{
    if (!n)
        return;
    if (!p->idx.count) {
        gep_index x = {{0}, 0};
        add_term(ec, &x, idx[0]);
        d2s_vec_push(ec->ctx, &p->idx, x);
    } else {
        uint64_t k;
        if (!(emit_const_int(idx[0], &k) && k == 0) && p->idx.count > 1) {
            ir_type *t = indexed_type(ec, p, p->idx.count - 1);
            if (t->kind != IR_TYPE_ARRAY && t->kind != IR_TYPE_VECTOR)
                emit_unsupported(ec, "pointer arithmetic from a struct member (a getelementptr with a first index "
                                     "other than 0 on a pointer to a member)");
        }
        add_term(ec, &p->idx.data[p->idx.count - 1], idx[0]);
    }
    for (uint32_t i = 1; i < n; i++) {
        gep_index x = {{0}, 0};
        add_term(ec, &x, idx[i]);
        d2s_vec_push(ec->ctx, &p->idx, x);
    }
}

/* The GEPs from ptr down to their variable, composed into one index list. */
static void collect(emit_ctx *ec, ir_value *ptr, gep_path *p, uint32_t depth)
{
    ir_value *base;
    ir_value *const *idx;
    uint32_t n;
    if (depth > ec->ctx->limits.max_nesting)
        emit_fail(ec, D2S_ERR_LIMIT, "pointer expression nests deeper than %u levels", ec->ctx->limits.max_nesting);
    if (!gep_parts(ptr, &base, &idx, &n)) {
        if (ptr->type->kind != IR_TYPE_POINTER)
            emit_invalid(ec, "getelementptr on a non-pointer");
        if (emit_ptr_view_of(ec, ptr))
            emit_unsupported(ec, "pointer arithmetic through a pointer cast (a getelementptr whose first index is "
                                 "not 0 on a pointer reinterpreting another type)");
        p->root = ptr;
        p->root_type = ptr->type->elem;
        return;
    }
    collect(ec, base, p, depth + 1);
    compose(ec, p, idx, n);
}

/* The sum of an index's terms when they are all constants (sign-extended,
 * as LLVM reads GEP indices). */
static bool const_sum(const gep_index *x, int64_t *out)
{
    int64_t s = 0;
    for (uint32_t i = 0; i < x->n; i++) {
        if (x->term[i]->kind != IR_VAL_CONST_INT && x->term[i]->kind != IR_VAL_CONST_NULL)
            return false;
        s += x->term[i]->kind == IR_VAL_CONST_NULL ? 0 : ir_const_sext((const ir_const *)x->term[i]);
    }
    *out = s;
    return true;
}

/* Where the path leaves its variable at translation time: a nonzero
 * constant step over a non-array variable, or an element f * N + k of an
 * array variable outside 0 .. N-1. */
static bool path_out_of_bounds(const gep_path *p)
{
    int64_t f, k;
    if (!p->idx.count || !const_sum(&p->idx.data[0], &f) || f == 0)
        return false;
    const ir_type *t = p->root_type;
    if ((t->kind != IR_TYPE_ARRAY && t->kind != IR_TYPE_VECTOR) || p->idx.count < 2)
        return true;
    if (!const_sum(&p->idx.data[1], &k))
        return false;
    int64_t e = f * (int64_t)t->count + k;
    return e < 0 || e >= (int64_t)t->count;
}

static void analyse(emit_ctx *ec, ir_value *base, ir_value *const *idx, uint32_t n, gep_path *p)
{
    *p = (gep_path){0};
    collect(ec, base, p, 0);
    compose(ec, p, idx, n);
}

static spv_id index_value(emit_ctx *ec, ir_value *v)
{
    if (v->type->width == 1) /* LLVM sign-extends GEP indices: true is -1 */
        return spv_select(ec->b, ec->t_u32, emit_value(ec, v), emit_u32(ec, UINT32_MAX), emit_u32(ec, 0));
    if (v->type->width != 32)
        emit_unsupported(ec, "pointer arithmetic with a %u-bit index", v->type->width);
    return emit_value(ec, v);
}

/* The u32 value of an index: its constant sum folded, the rest added. */
static spv_id index_sum(emit_ctx *ec, const gep_index *x)
{
    int64_t c = 0;
    spv_id dyn = 0;
    for (uint32_t i = 0; i < x->n; i++) {
        ir_value *v = x->term[i];
        if (v->kind == IR_VAL_CONST_INT || v->kind == IR_VAL_CONST_NULL) {
            c += v->kind == IR_VAL_CONST_NULL ? 0 : ir_const_sext((const ir_const *)v);
            continue;
        }
        spv_id t = index_value(ec, v);
        dyn = dyn ? spv_binop(ec->b, SpvOpIAdd, ec->t_u32, dyn, t) : t;
    }
    if (!dyn)
        return emit_u32(ec, (uint32_t)c);
    return emit_u32_add_const(ec, dyn, (uint32_t)c);
}

bool emit_ptr_out_of_bounds(emit_ctx *ec, ir_value *ptr)
{
    if (ptr->kind == IR_VAL_INSTR)
        return ec->fn && ptr->id < ec->fn->num_values && ec->vsc[ptr->id] == EMIT_VSC_OUT_OF_BOUNDS;
    ir_value *base;
    ir_value *const *idx;
    uint32_t n;
    if (!gep_parts(ptr, &base, &idx, &n))
        return false;
    uint64_t first;
    if (n && emit_const_int(idx[0], &first) && first == 0 && !emit_ptr_out_of_bounds(ec, base))
        return false;
    gep_path p;
    analyse(ec, base, idx, n, &p);
    return path_out_of_bounds(&p);
}

spv_id emit_gep_offset(emit_ctx *ec, ir_value *base, ir_value *const *idx, uint32_t n, ir_type *result_type,
                       SpvStorageClass *out_sc, bool *out_of_bounds)
{
    gep_path p;
    analyse(ec, base, idx, n, &p);
    *out_sc = emit_ptr_storage(ec, p.root, 0);
    *out_of_bounds = path_out_of_bounds(&p);
    if (*out_of_bounds)
        return 0;
    spv_id root = emit_value(ec, p.root);
    ir_type *cur = p.root_type;
    D2S_VEC(spv_id) chain = {0};
    uint32_t k = 1;
    int64_t f;
    if (p.idx.count && !(const_sum(&p.idx.data[0], &f) && f == 0)) {
        /* (p + f)[j] of an array variable [N x T] is its element f * N + j */
        if ((cur->kind != IR_TYPE_ARRAY && cur->kind != IR_TYPE_VECTOR) || p.idx.count < 2)
            emit_unsupported(ec, "pointer arithmetic with a computed offset from a variable that is not an array");
        spv_id step = index_sum(ec, &p.idx.data[0]);
        spv_id at = index_sum(ec, &p.idx.data[1]);
        spv_id scaled = emit_u32_mul_const(ec, step, (uint32_t)cur->count);
        d2s_vec_push(ec->ctx, &chain, spv_binop(ec->b, SpvOpIAdd, ec->t_u32, scaled, at));
        cur = cur->elem;
        k = 2;
    }
    for (; k < p.idx.count; k++) {
        const gep_index *x = &p.idx.data[k];
        if (cur->kind == IR_TYPE_STRUCT) {
            int64_t m;
            if (!const_sum(x, &m) || m < 0 || (uint64_t)m >= cur->member_count)
                emit_invalid(ec, "getelementptr: struct index %u is not a valid constant", k);
            d2s_vec_push(ec->ctx, &chain, emit_u32(ec, (uint32_t)m));
            cur = cur->members[m];
        } else if (cur->kind == IR_TYPE_ARRAY || cur->kind == IR_TYPE_VECTOR) {
            d2s_vec_push(ec->ctx, &chain, index_sum(ec, x));
            cur = cur->elem;
        } else {
            emit_invalid(ec, "getelementptr: index %u steps into a scalar", k);
        }
    }
    if (result_type && result_type->kind == IR_TYPE_POINTER && result_type->elem != cur &&
        emit_mem_type(ec, result_type->elem) != emit_mem_type(ec, cur))
        emit_invalid(ec, "getelementptr: result type does not match the indexed type");
    if (!chain.count)
        return root;
    return spv_access_chain(ec->b, spv_type_pointer(ec->b, *out_sc, emit_mem_type(ec, cur)), root, chain.data,
                            chain.count);
}
