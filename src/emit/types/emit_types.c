/* IR types -> SPIR-V types, IR constants -> SPIR-V constants, and the
 * operand lookup every instruction handler goes through.
 *
 * Capabilities follow the types: the first 16-bit integer type adds Int16,
 * the first double Float64, and so on, so a module declares exactly what it
 * uses.
 */
#include <string.h>

#include "emit/emit_internal.h"

/* ---- pointer map ---------------------------------------------------------- */

static uint32_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 29;
    return (uint32_t)x;
}

void emit_ptrmap_init(d2s_ctx *ctx, emit_ptrmap *pm, uint32_t count)
{
    uint32_t cap = 16;
    while (cap < count * 2u && cap < (1u << 30))
        cap <<= 1;
    pm->cap = cap;
    pm->keys = d2s_zalloc_array(ctx, cap, sizeof(*pm->keys));
    pm->vals = d2s_alloc_array(ctx, cap, sizeof(*pm->vals));
}

/* Callers size the map for every key they will put (count <= cap / 2). */
void emit_ptrmap_put(emit_ptrmap *pm, const void *key, uint32_t val)
{
    uint32_t mask = pm->cap - 1;
    for (uint32_t i = ptr_hash(key) & mask;; i = (i + 1) & mask) {
        if (!pm->keys[i] || pm->keys[i] == key) {
            pm->keys[i] = key;
            pm->vals[i] = val;
            return;
        }
    }
}

uint32_t emit_ptrmap_get(const emit_ptrmap *pm, const void *key)
{
    if (!pm->cap)
        return EMIT_NONE;
    uint32_t mask = pm->cap - 1;
    for (uint32_t i = ptr_hash(key) & mask;; i = (i + 1) & mask) {
        if (pm->keys[i] == key)
            return pm->vals[i];
        if (!pm->keys[i])
            return EMIT_NONE;
    }
}

/* ---- types ---------------------------------------------------------------- */

bool emit_type_is_handle(const ir_type *t)
{
    return t && t->kind == IR_TYPE_STRUCT && t->name && strcmp(t->name, "dx.types.Handle") == 0;
}

uint32_t emit_scalar_width(const ir_type *t)
{
    if (t && t->kind == IR_TYPE_VECTOR)
        t = t->elem;
    if (!t)
        return 0;
    switch (t->kind) {
    case IR_TYPE_INT: return t->width;
    case IR_TYPE_HALF: return 16;
    case IR_TYPE_FLOAT: return 32;
    case IR_TYPE_DOUBLE: return 64;
    default: return 0;
    }
}

static const char *type_kind_name(uint32_t kind)
{
    switch (kind) {
    case IR_TYPE_VOID: return "void";
    case IR_TYPE_POINTER: return "pointer";
    case IR_TYPE_FUNCTION: return "function";
    case IR_TYPE_LABEL: return "label";
    case IR_TYPE_METADATA: return "metadata";
    case IR_TYPE_OPAQUE: return "opaque struct";
    default: return "type";
    }
}

static spv_id make_type(emit_ctx *ec, ir_type *t, uint32_t depth);

static spv_id type_rec(emit_ctx *ec, ir_type *t, uint32_t depth)
{
    if (!t)
        emit_fail(ec, D2S_ERR_INTERNAL, "missing type");
    if (t->id < ec->type_map_cap && ec->type_map[t->id])
        return ec->type_map[t->id];
    if (depth > ec->ctx->limits.max_nesting)
        emit_fail(ec, D2S_ERR_LIMIT, "types nest deeper than %u levels", ec->ctx->limits.max_nesting);
    spv_id id = make_type(ec, t, depth);
    if (t->id >= ec->type_map_cap) {
        uint32_t cap = ec->type_map_cap ? ec->type_map_cap : 64;
        while (cap <= t->id) {
            if (cap > (1u << 30))
                emit_fail(ec, D2S_ERR_LIMIT, "type id %u out of range", t->id);
            cap *= 2;
        }
        spv_id *n = d2s_zalloc_array(ec->ctx, cap, sizeof(*n));
        if (ec->type_map_cap)
            memcpy(n, ec->type_map, ec->type_map_cap * sizeof(*n));
        ec->type_map = n;
        ec->type_map_cap = cap;
    }
    ec->type_map[t->id] = id;
    return id;
}

static spv_id make_type(emit_ctx *ec, ir_type *t, uint32_t depth)
{
    spv_builder *b = ec->b;
    switch ((ir_type_kind)t->kind) {
    case IR_TYPE_VOID:
        return ec->t_void;
    case IR_TYPE_INT:
        switch (t->width) {
        case 1: return emit_t_bool(ec);
        case 8: spv_capability(b, SpvCapabilityInt8); return spv_type_int(b, 8, false);
        case 16: spv_capability(b, SpvCapabilityInt16); return spv_type_int(b, 16, false);
        case 32: return ec->t_u32;
        case 64: spv_capability(b, SpvCapabilityInt64); return spv_type_int(b, 64, false);
        default: emit_unsupported(ec, "integer type i%u", t->width);
        }
    case IR_TYPE_HALF:
        spv_capability(b, SpvCapabilityFloat16);
        return spv_type_float(b, 16);
    case IR_TYPE_FLOAT:
        return emit_t_f32(ec);
    case IR_TYPE_DOUBLE:
        spv_capability(b, SpvCapabilityFloat64);
        return spv_type_float(b, 64);
    case IR_TYPE_VECTOR: {
        /* SM 6.9 long vectors: SPIR-V for Vulkan has no vectors over 4
         * components, so they are arrays (emit_longvec.c); 1024 is HLSL's
         * limit. */
        if (t->count < 2 || t->count > 1024)
            emit_unsupported(ec, "vector of %llu elements (2 to 4, or 5 to 1024 as SM 6.9 long vectors)",
                             (unsigned long long)t->count);
        spv_id e = type_rec(ec, t->elem, depth + 1);
        if (t->count > 4)
            return spv_type_array_n(b, e, (uint32_t)t->count, 0);
        return spv_type_vector(b, e, (uint32_t)t->count);
    }
    case IR_TYPE_ARRAY: {
        if (t->count == 0 || t->count > UINT32_MAX)
            emit_unsupported(ec, "array type of %llu elements", (unsigned long long)t->count);
        spv_id e = type_rec(ec, t->elem, depth + 1);
        return spv_type_array_n(b, e, (uint32_t)t->count, 0);
    }
    case IR_TYPE_STRUCT: {
        if (emit_type_is_handle(t))
            emit_unsupported(ec, "a dx.types.Handle stored or passed as data");
        if (t->member_count == 0)
            emit_unsupported(ec, "empty struct type%s%s", t->name ? " " : "", t->name ? t->name : "");
        spv_id *mem = d2s_alloc_array(ec->ctx, t->member_count, sizeof(*mem));
        for (uint32_t i = 0; i < t->member_count; i++)
            mem[i] = type_rec(ec, t->members[i], depth + 1);
        return spv_type_struct(b, mem, t->member_count);
    }
    default:
        emit_unsupported(ec, "%s type as a value", type_kind_name(t->kind));
    }
}

spv_id emit_type(emit_ctx *ec, ir_type *t)
{
    return type_rec(ec, t, 0);
}

spv_id emit_uint(emit_ctx *ec, uint32_t width)
{
    switch (width) {
    case 8: spv_capability(ec->b, SpvCapabilityInt8); break;
    case 16: spv_capability(ec->b, SpvCapabilityInt16); break;
    case 32: return ec->t_u32;
    case 64: spv_capability(ec->b, SpvCapabilityInt64); break;
    default: emit_fail(ec, D2S_ERR_INTERNAL, "integer of width %u", width);
    }
    return spv_type_int(ec->b, width, false);
}

spv_id emit_u32_pair_type(emit_ctx *ec)
{
    if (!ec->t_u32_pair) {
        spv_id m[2] = {ec->t_u32, ec->t_u32};
        ec->t_u32_pair = spv_type_struct(ec->b, m, 2);
    }
    return ec->t_u32_pair;
}

spv_id emit_ptr_type(emit_ctx *ec, SpvStorageClass sc, ir_type *pointee)
{
    return spv_type_pointer(ec->b, sc, emit_mem_type(ec, pointee));
}

/* ---- constants ------------------------------------------------------------- */

bool emit_is_undef(const ir_value *v)
{
    return v && v->kind == IR_VAL_CONST_UNDEF;
}

bool emit_const_int(const ir_value *v, uint64_t *out)
{
    return ir_value_const_u64(v, out);
}

uint64_t emit_imm(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    uint64_t v;
    const char *name = (in->dxop && i < in->dxop->num_args) ? in->dxop->args[i].name : "";
    if (i >= in->num_ops)
        emit_invalid(ec, "%s: operand %u ('%s') is missing", in->dxop ? in->dxop->name : "instruction", i,
                     name);
    if (!ir_value_const_u64(in->ops[i], &v))
        emit_invalid(ec, "%s: operand %u ('%s') must be an integer constant",
                     in->dxop ? in->dxop->name : "instruction", i, name);
    return v;
}

spv_id emit_u32(emit_ctx *ec, uint32_t v)
{
    return spv_const_u32(ec->b, v);
}

spv_id emit_u32_mul_const(emit_ctx *ec, spv_id x, uint32_t k)
{
    return k == 1 ? x : spv_binop(ec->b, SpvOpIMul, ec->t_u32, x, emit_u32(ec, k));
}

spv_id emit_u32_add_const(emit_ctx *ec, spv_id x, uint32_t k)
{
    return k == 0 ? x : spv_binop(ec->b, SpvOpIAdd, ec->t_u32, x, emit_u32(ec, k));
}

spv_id emit_const_splat(emit_ctx *ec, spv_id type, uint64_t bits)
{
    spv_type_info ti;
    if (!spv_type_query(ec->b, type, &ti))
        emit_fail(ec, D2S_ERR_INTERNAL, "constant of unknown type %u", type);
    if (ti.op == SpvOpTypeVector) {
        spv_id s = emit_const_splat(ec, ti.elem, bits);
        spv_id parts[4] = {s, s, s, s};
        return spv_const_composite(ec->b, type, parts, ti.count);
    }
    if (ti.op == SpvOpTypeBool)
        return spv_const_bool(ec->b, bits != 0);
    return spv_const_scalar(ec->b, type, bits);
}

static spv_id emit_constant(emit_ctx *ec, ir_const *c, uint32_t depth);

static spv_id emit_aggregate_const(emit_ctx *ec, ir_const *c, uint32_t depth)
{
    ir_type *t = c->v.type;
    spv_id type = emit_type(ec, t);
    uint32_t n = c->u.agg.count;
    uint64_t want = t->kind == IR_TYPE_STRUCT ? t->member_count : t->count;
    if (n != want)
        emit_invalid(ec, "constant aggregate has %u elements, its type %llu", n, (unsigned long long)want);
    spv_id *parts = d2s_alloc_array(ec->ctx, n ? n : 1, sizeof(*parts));
    bool all_undef = true;
    for (uint32_t i = 0; i < n; i++) {
        ir_value *e = c->u.agg.elems[i];
        if (!e || e->kind == IR_VAL_CONST_EXPR || e->kind == IR_VAL_GLOBAL || e->kind == IR_VAL_FUNCTION ||
            e->kind == IR_VAL_INSTR || e->kind == IR_VAL_ARG)
            emit_unsupported(ec, "constant aggregate with a non-constant element");
        /* OpConstantComposite takes constants only: an undef element of a
         * partly defined constant reads as zero, one of the values undef allows. */
        if (e->kind == IR_VAL_CONST_UNDEF)
            parts[i] = spv_const_null(ec->b, emit_type(ec, e->type));
        else {
            parts[i] = emit_constant(ec, (ir_const *)e, depth + 1);
            all_undef = false;
        }
    }
    if (all_undef && n)
        return spv_undef(ec->b, type);
    return spv_const_composite(ec->b, type, parts, n);
}

static spv_id emit_constant(emit_ctx *ec, ir_const *c, uint32_t depth)
{
    if (depth > ec->ctx->limits.max_nesting)
        emit_fail(ec, D2S_ERR_LIMIT, "constants nest deeper than %u levels", ec->ctx->limits.max_nesting);
    ir_type *t = c->v.type;
    switch ((ir_value_kind)c->v.kind) {
    case IR_VAL_CONST_INT:
        if (t->kind == IR_TYPE_INT && t->width == 1)
            return spv_const_bool(ec->b, (c->u.i & 1) != 0);
        return spv_const_scalar(ec->b, emit_type(ec, t), c->u.i);
    case IR_VAL_CONST_FLOAT:
        return spv_const_scalar(ec->b, emit_type(ec, t), c->u.bits);
    case IR_VAL_CONST_NULL:
        if (t->kind == IR_TYPE_POINTER)
            emit_unsupported(ec, "null pointer constant");
        if (t->kind == IR_TYPE_INT || t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT ||
            t->kind == IR_TYPE_DOUBLE)
            return emit_const_splat(ec, emit_type(ec, t), 0);
        return spv_const_null(ec->b, emit_type(ec, t));
    case IR_VAL_CONST_UNDEF:
        return spv_undef(ec->b, emit_type(ec, t));
    case IR_VAL_CONST_AGGREGATE:
        return emit_aggregate_const(ec, c, depth);
    case IR_VAL_CONST_STRING:
        emit_unsupported(ec, "string constant used as a value");
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "not a constant (kind %u)", c->v.kind);
    }
}

/* A constant expression (LLVM ConstantExpr) becomes instructions at the
 * point of use: SPIR-V for Vulkan has no constant pointers, and casts or
 * arithmetic on constants are rare enough in DXIL that folding them here
 * would buy nothing. The expression is dressed as an instruction so that the
 * ordinary handlers translate it. */
static spv_id emit_const_expr(emit_ctx *ec, ir_const *c)
{
    if (!ec->fn || !ec->cur_block)
        emit_unsupported(ec, "constant expression outside a function (e.g. in a global initializer)");
    ir_instr fake;
    memset(&fake, 0, sizeof(fake));
    fake.v.kind = IR_VAL_INSTR;
    fake.v.id = UINT32_MAX;
    fake.v.type = c->v.type;
    fake.op = c->u.expr.op;
    fake.flags = c->u.expr.flags;
    fake.ops = c->u.expr.ops;
    fake.num_ops = c->u.expr.count;
    fake.aux_type = c->u.expr.source_type;
    fake.block = ec->cur_block;
    for (uint32_t i = 0; i < fake.num_ops; i++)
        if (!fake.ops[i])
            emit_invalid(ec, "constant expression with a missing operand");
    switch (fake.op) {
    case IR_OP_GEP:
        return emit_gep_expr(ec, c);
    case IR_OP_ADD: case IR_OP_SUB: case IR_OP_MUL: case IR_OP_UDIV: case IR_OP_SDIV:
    case IR_OP_UREM: case IR_OP_SREM: case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR:
    case IR_OP_AND: case IR_OP_OR: case IR_OP_XOR: case IR_OP_FADD: case IR_OP_FSUB:
    case IR_OP_FMUL: case IR_OP_FDIV: case IR_OP_FREM:
        if (fake.num_ops != 2)
            emit_invalid(ec, "binary constant expression with %u operands", fake.num_ops);
        emit_binop(ec, &fake);
        break;
    case IR_OP_TRUNC: case IR_OP_ZEXT: case IR_OP_SEXT: case IR_OP_FPTOUI: case IR_OP_FPTOSI:
    case IR_OP_UITOFP: case IR_OP_SITOFP: case IR_OP_FPTRUNC: case IR_OP_FPEXT: case IR_OP_BITCAST:
        if (fake.num_ops != 1)
            emit_invalid(ec, "cast constant expression with %u operands", fake.num_ops);
        emit_cast(ec, &fake);
        break;
    default:
        emit_unsupported(ec, "constant expression '%s'", ir_op_name((ir_op)fake.op));
    }
    /* The handlers define results through emit_set_value, which keeps the id
     * of a fake instruction here. */
    return ec->fake_result;
}

spv_id emit_value(emit_ctx *ec, ir_value *v)
{
    if (!v)
        emit_invalid(ec, "missing operand");
    switch ((ir_value_kind)v->kind) {
    case IR_VAL_INSTR:
    case IR_VAL_ARG:
        if (v->id >= EMIT_SCRATCH_ID_BASE)
            return emit_longvec_scratch_value(ec, v);
        if (!ec->fn || v->id >= ec->fn->num_values)
            emit_fail(ec, D2S_ERR_INTERNAL, "value %%%u out of range", v->id);
        if (!ec->vmap[v->id]) {
            if (emit_type_is_handle(v->type))
                emit_unsupported(ec, "a dx.types.Handle (%%%u) used as data", v->id);
            if (ec->vsc[v->id] == EMIT_VSC_OUT_OF_BOUNDS)
                emit_unsupported(ec, "a pointer outside its variable (%%%u) used other than by a load, store or "
                                     "atomic", v->id);
            if (ec->vsc[v->id] == EMIT_VSC_POINTER_CAST)
                emit_unsupported(ec, "a pointer cast (%%%u) used other than by llvm.lifetime markers "
                                     "(logical addressing has no pointer casts)", v->id);
            emit_fail(ec, D2S_ERR_INTERNAL, "value %%%u used before its definition was emitted", v->id);
        }
        return ec->vmap[v->id];
    case IR_VAL_GLOBAL:
        return emit_global_var(ec, (ir_global *)v);
    case IR_VAL_CONST_EXPR:
        return emit_const_expr(ec, (ir_const *)v);
    case IR_VAL_FUNCTION:
        emit_unsupported(ec, "function '%s' used as a value", v->name ? v->name : "?");
    default:
        return emit_constant(ec, (ir_const *)v, 0);
    }
}

void emit_set_struct_value(emit_ctx *ec, ir_instr *in, ir_type *type, const spv_id *parts, uint32_t n)
{
    uint32_t id = in->v.id;
    /* With min-precision relaxing, the struct keeps its decoration path. */
    if (!ec->minp && ec->fn && id < ec->fn->num_values && ec->used_comps[id] != 0xFF && n <= 8) {
        if (!ec->struct_parts)
            ec->struct_parts = d2s_zalloc_array(ec->ctx, ec->fn->num_values, sizeof(*ec->struct_parts));
        spv_id *p = d2s_alloc_array(ec->ctx, n + 1, sizeof(*p));
        p[0] = n;
        memcpy(p + 1, parts, n * sizeof(*p));
        /* A member read but left 0 by the producer (past the components
         * it has) is undef; unread ones stay 0 and cost nothing. */
        for (uint32_t i = 0; i < n; i++)
            if (!p[i + 1] && (ec->used_comps[id] & (1u << i)))
                p[i + 1] = spv_undef(ec->b, emit_type(ec, type->members[i]));
        ec->struct_parts[id] = p;
        return;
    }
    /* Members the producer left 0 (components nobody reads) are undef. */
    spv_id full[16];
    if (n > 16)
        emit_fail(ec, D2S_ERR_INTERNAL, "a struct value of %u members", n);
    for (uint32_t i = 0; i < n; i++)
        full[i] = parts[i] ? parts[i] : spv_undef(ec->b, emit_type(ec, type->members[i]));
    emit_set_value(ec, in, spv_composite_construct(ec->b, emit_type(ec, type), full, n));
}

const spv_id *emit_struct_parts(emit_ctx *ec, const ir_value *v)
{
    if (!ec->struct_parts || !v || v->kind != IR_VAL_INSTR || !ec->fn || v->id >= ec->fn->num_values)
        return NULL;
    return ec->struct_parts[v->id];
}

void emit_set_value(emit_ctx *ec, ir_instr *in, spv_id id)
{
    if (in->v.id == UINT32_MAX) { /* a constant expression being translated */
        ec->fake_result = id;
        return;
    }
    if (!ec->fn || in->v.id >= ec->fn->num_values)
        emit_fail(ec, D2S_ERR_INTERNAL, "result %%%u out of range", in->v.id);
    if (ec->minp)
        emit_minp_relax(ec, in, id);
    ec->vmap[in->v.id] = id;
}
