/* IR construction in the arena (see ir_build.h). */
#include "ir/ir_build.h"

#include <string.h>

/* Makes room for one more element of an array whose allocated size is *cap,
 * or exactly `count` when *cap is 0 or stale (arrays made by the reader). */
static void grow_for_one(d2s_ctx *ctx, void **data, uint32_t count, uint32_t *cap, size_t elem)
{
    uint32_t have = *cap >= count ? *cap : count;
    if (count < have)
        return;
    if (count >= UINT32_MAX / 2)
        d2s_fail(ctx, D2S_ERR_LIMIT, "IR builder: array of %u elements cannot grow further", count);
    uint32_t n = count < 4 ? 8 : count * 2;
    void *p = d2s_alloc_array(ctx, n, elem);
    if (count)
        memcpy(p, *data, (size_t)count * elem);
    *data = p;
    *cap = n;
}

ir_module *ir_module_create(d2s_ctx *ctx)
{
    ir_module *m = d2s_zalloc(ctx, sizeof(*m));
    m->ctx = ctx;
    return m;
}

/* ---- types ------------------------------------------------------------ */

static bool same_shape(const ir_type *t, const ir_type *k)
{
    if (t->kind != k->kind || t->width != k->width || t->addrspace != k->addrspace || t->count != k->count ||
        t->elem != k->elem || t->member_count != k->member_count || t->packed != k->packed ||
        t->vararg != k->vararg)
        return false;
    if (t->kind == IR_TYPE_STRUCT || t->kind == IR_TYPE_OPAQUE)
        return t->name && k->name && strcmp(t->name, k->name) == 0;
    for (uint32_t i = 0; i < t->member_count; i++) {
        if (t->members[i] != k->members[i])
            return false;
    }
    return true;
}

/* The module's types by shape: an open-addressing table of m->types, so
 * that interning costs O(1) instead of a scan of every type (a reader that
 * builds its module through ir_type_* interns a type for nearly every
 * instruction). Types added to m->types by other means (the bitcode
 * reader's, in bulk) are indexed on the next lookup; a type changed in
 * place afterwards (min-precision widening) is found under its old shape
 * only, so an equal type may then be made again, which no user tells apart
 * from the first (the SPIR-V builder deduplicates types). */
typedef struct ir_type_index {
    ir_type **slots;
    uint32_t mask, count;
    uint32_t indexed;          /* m->types[0, indexed) are in the table */
    ir_type *scalar[10];       /* void, label, half, float, double, i1, i8, i16, i32, i64 once found */
} ir_type_index;

/* The scalar cache's slot of a key without elements, members or name, or -1. */
static int scalar_slot(const ir_type *k)
{
    if (k->elem || k->member_count || k->count || k->addrspace || k->name || k->packed || k->vararg)
        return -1;
    switch (k->kind) {
    case IR_TYPE_VOID: return 0;
    case IR_TYPE_LABEL: return 1;
    case IR_TYPE_HALF: return 2;
    case IR_TYPE_FLOAT: return 3;
    case IR_TYPE_DOUBLE: return 4;
    case IR_TYPE_INT:
        switch (k->width) {
        case 1: return 5;
        case 8: return 6;
        case 16: return 7;
        case 32: return 8;
        case 64: return 9;
        default: return -1;
        }
    default: return -1;
    }
}

static uint64_t mix64(uint64_t h, uint64_t v)
{
    h ^= v + UINT64_C(0x9E3779B97F4A7C15) + (h << 6) + (h >> 2);
    return h;
}

/* Hash of what same_shape compares. */
static uint64_t shape_hash(const ir_type *t)
{
    uint64_t h = mix64(t->kind, t->width);
    h = mix64(h, t->addrspace);
    h = mix64(h, t->count);
    h = mix64(h, (uint64_t)(uintptr_t)t->elem);
    h = mix64(h, (uint64_t)t->member_count << 2 | (uint64_t)t->packed << 1 | t->vararg);
    if (t->kind == IR_TYPE_STRUCT || t->kind == IR_TYPE_OPAQUE) {
        for (const char *c = t->name ? t->name : ""; *c; c++)
            h = (h ^ (uint8_t)*c) * UINT64_C(0x100000001B3);
    } else {
        for (uint32_t i = 0; i < t->member_count; i++)
            h = mix64(h, (uint64_t)(uintptr_t)t->members[i]);
    }
    h ^= h >> 33;
    h *= UINT64_C(0xff51afd7ed558ccd);
    return h ^ (h >> 33);
}

static void index_insert(ir_type_index *ix, ir_type *t)
{
    for (uint32_t i = (uint32_t)shape_hash(t) & ix->mask;; i = (i + 1) & ix->mask) {
        if (!ix->slots[i]) {
            ix->slots[i] = t;
            ix->count++;
            return;
        }
    }
}

static void index_add(ir_module *m, ir_type *t)
{
    ir_type_index *ix = m->type_index;
    if ((ix->count + 1) * 2 > ix->mask + 1) {
        ir_type **old = ix->slots;
        uint32_t n = ix->mask + 1;
        ix->slots = d2s_zalloc_array(m->ctx, (size_t)n * 2, sizeof(*ix->slots));
        ix->mask = n * 2 - 1;
        ix->count = 0;
        for (uint32_t i = 0; i < n; i++)
            if (old[i])
                index_insert(ix, old[i]);
    }
    index_insert(ix, t);
}

/* Below this many types a scan costs less than hashing (the modules of
 * most shaders); above it, the table. */
#define TYPE_SCAN_MAX 48u

/* The index (scalar cache, and the table once the module is large, with
 * every type of m->types in it). */
static ir_type_index *type_index(ir_module *m)
{
    ir_type_index *ix = m->type_index;
    if (!ix)
        ix = m->type_index = d2s_zalloc(m->ctx, sizeof(*ix));
    if (m->num_types > TYPE_SCAN_MAX) {
        if (!ix->slots) {
            ix->mask = 127;
            while ((ix->mask + 1) < 2 * m->num_types)
                ix->mask = ix->mask * 2 + 1;
            ix->slots = d2s_zalloc_array(m->ctx, (size_t)ix->mask + 1, sizeof(*ix->slots));
        }
        for (; ix->indexed < m->num_types; ix->indexed++)
            if (m->types[ix->indexed])
                index_add(m, m->types[ix->indexed]);
    }
    return ix;
}

/* Returns the module's type shaped like *key (the first made, as a scan of
 * m->types would find), adding a copy if none is. */
static ir_type *intern_type(ir_module *m, const ir_type *key)
{
    ir_type_index *ix = type_index(m);
    int scalar = scalar_slot(key);
    if (scalar >= 0 && ix->scalar[scalar])
        return ix->scalar[scalar];
    ir_type *found = NULL;
    if (!ix->slots) {
        for (uint32_t i = 0; i < m->num_types && !found; i++)
            if (m->types[i] && m->types[i]->kind == key->kind && same_shape(m->types[i], key))
                found = m->types[i];
    } else {
        for (uint32_t i = (uint32_t)shape_hash(key) & ix->mask; ix->slots[i]; i = (i + 1) & ix->mask) {
            ir_type *t = ix->slots[i];
            if (same_shape(t, key) && (!found || t->id < found->id))
                found = t;
        }
    }
    if (found) {
        if (scalar >= 0)
            ix->scalar[scalar] = found;
        return found;
    }
    ir_type *t = d2s_alloc(m->ctx, sizeof(*t));
    *t = *key;
    if (key->member_count) {
        t->members = d2s_alloc_array(m->ctx, key->member_count, sizeof(*t->members));
        memcpy(t->members, key->members, key->member_count * sizeof(*t->members));
    }
    if (key->name)
        t->name = d2s_strndup(m->ctx, key->name, strlen(key->name));
    grow_for_one(m->ctx, (void **)&m->types, m->num_types, &m->types_cap, sizeof(*m->types));
    t->id = m->num_types;
    m->types[m->num_types++] = t;
    if (ix->slots) {
        index_add(m, t);
        ix->indexed = m->num_types;
    }
    if (scalar >= 0)
        ix->scalar[scalar] = t;
    return t;
}

static ir_type *simple_type(ir_module *m, ir_type_kind kind, uint32_t width)
{
    ir_type key = {.kind = (uint8_t)kind, .width = width};
    return intern_type(m, &key);
}

ir_type *ir_type_void(ir_module *m) { return simple_type(m, IR_TYPE_VOID, 0); }
ir_type *ir_type_label(ir_module *m) { return simple_type(m, IR_TYPE_LABEL, 0); }
ir_type *ir_type_half(ir_module *m) { return simple_type(m, IR_TYPE_HALF, 0); }
ir_type *ir_type_float(ir_module *m) { return simple_type(m, IR_TYPE_FLOAT, 0); }
ir_type *ir_type_double(ir_module *m) { return simple_type(m, IR_TYPE_DOUBLE, 0); }

ir_type *ir_type_int(ir_module *m, uint32_t width)
{
    if (width != 1 && width != 8 && width != 16 && width != 32 && width != 64)
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "IR builder: integer width %u", width);
    return simple_type(m, IR_TYPE_INT, width);
}

ir_type *ir_type_pointer(ir_module *m, ir_type *elem, uint32_t addrspace)
{
    ir_type key = {.kind = IR_TYPE_POINTER, .elem = elem, .addrspace = addrspace};
    return intern_type(m, &key);
}

ir_type *ir_type_vector(ir_module *m, ir_type *elem, uint32_t count)
{
    ir_type key = {.kind = IR_TYPE_VECTOR, .elem = elem, .count = count};
    return intern_type(m, &key);
}

ir_type *ir_type_array(ir_module *m, ir_type *elem, uint64_t count)
{
    ir_type key = {.kind = IR_TYPE_ARRAY, .elem = elem, .count = count};
    return intern_type(m, &key);
}

ir_type *ir_type_function(ir_module *m, ir_type *ret, ir_type *const *params, uint32_t n)
{
    ir_type key = {.kind = IR_TYPE_FUNCTION, .elem = ret, .members = (ir_type **)params, .member_count = n};
    return intern_type(m, &key);
}

ir_type *ir_type_struct_named(ir_module *m, const char *name, ir_type *const *members, uint32_t n)
{
    ir_type key = {.kind = n || members ? IR_TYPE_STRUCT : IR_TYPE_OPAQUE, .name = name,
                   .members = (ir_type **)members, .member_count = n};
    return intern_type(m, &key);
}

/* ---- constants and globals --------------------------------------------- */

static ir_const *new_const(ir_module *m, ir_value_kind kind, ir_type *type)
{
    ir_const *c = d2s_zalloc(m->ctx, sizeof(*c));
    c->v.kind = (uint8_t)kind;
    c->v.type = type;
    return c;
}

ir_const *ir_const_int(ir_module *m, ir_type *type, uint64_t value)
{
    ir_const *c = new_const(m, IR_VAL_CONST_INT, type);
    if (type->kind == IR_TYPE_INT && type->width < 64)
        value &= (1ull << type->width) - 1;
    c->u.i = value;
    return c;
}

ir_const *ir_const_float_bits(ir_module *m, ir_type *type, uint64_t bits)
{
    ir_const *c = new_const(m, IR_VAL_CONST_FLOAT, type);
    c->u.bits = bits;
    return c;
}

ir_const *ir_const_undef(ir_module *m, ir_type *type) { return new_const(m, IR_VAL_CONST_UNDEF, type); }

ir_const *ir_const_aggregate(ir_module *m, ir_type *type, ir_value *const *elems, uint32_t count)
{
    ir_const *c = new_const(m, IR_VAL_CONST_AGGREGATE, type);
    c->u.agg.elems = d2s_alloc_array(m->ctx, count ? count : 1, sizeof(*c->u.agg.elems));
    if (count)
        memcpy(c->u.agg.elems, elems, count * sizeof(*elems));
    c->u.agg.count = count;
    return c;
}
ir_const *ir_const_null(ir_module *m, ir_type *type) { return new_const(m, IR_VAL_CONST_NULL, type); }

ir_global *ir_global_create(ir_module *m, const char *name, ir_type *value_type, uint32_t addrspace,
                            ir_value *init)
{
    ir_global *g = d2s_zalloc(m->ctx, sizeof(*g));
    g->v.kind = IR_VAL_GLOBAL;
    g->v.type = ir_type_pointer(m, value_type, addrspace);
    g->v.name = name ? d2s_strndup(m->ctx, name, strlen(name)) : NULL;
    g->value_type = value_type;
    g->addrspace = addrspace;
    g->init = init;
    grow_for_one(m->ctx, (void **)&m->globals, m->num_globals, &m->globals_cap, sizeof(*m->globals));
    g->v.id = m->num_globals;
    m->globals[m->num_globals++] = g;
    return g;
}

/* ---- functions, blocks, instructions ----------------------------------- */

ir_function *ir_function_create(ir_module *m, const char *name, ir_type *fn_type, bool is_declaration)
{
    if (!fn_type || fn_type->kind != IR_TYPE_FUNCTION)
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "IR builder: function '%s' needs a function type", name ? name : "");
    ir_function *f = d2s_zalloc(m->ctx, sizeof(*f));
    f->v.kind = IR_VAL_FUNCTION;
    f->v.type = ir_type_pointer(m, fn_type, 0);
    f->v.name = name ? d2s_strndup(m->ctx, name, strlen(name)) : NULL;
    f->fn_type = fn_type;
    f->is_declaration = is_declaration;
    f->num_args = fn_type->member_count;
    f->args = d2s_zalloc_array(m->ctx, f->num_args ? f->num_args : 1, sizeof(*f->args));
    for (uint32_t i = 0; i < f->num_args; i++) {
        ir_arg *a = d2s_zalloc(m->ctx, sizeof(*a));
        a->v.kind = IR_VAL_ARG;
        a->v.type = fn_type->members[i];
        a->v.id = f->num_values++;
        a->func = f;
        a->index = i;
        f->args[i] = a;
    }
    grow_for_one(m->ctx, (void **)&m->functions, m->num_functions, &m->functions_cap, sizeof(*m->functions));
    m->functions[m->num_functions++] = f;
    return f;
}

ir_block *ir_block_create(ir_module *m, ir_function *f, const char *name)
{
    ir_block *b = d2s_zalloc(m->ctx, sizeof(*b));
    b->name = name ? d2s_strndup(m->ctx, name, strlen(name)) : NULL;
    grow_for_one(m->ctx, (void **)&f->blocks, f->num_blocks, &f->blocks_cap, sizeof(*f->blocks));
    b->id = f->num_blocks;
    f->blocks[f->num_blocks++] = b;
    f->is_declaration = false;
    return b;
}

ir_instr *ir_instr_create(ir_module *m, ir_op op, ir_type *type, ir_value *const *ops, uint32_t num_ops,
                          ir_block *const *targets, uint32_t num_targets)
{
    ir_instr *in = d2s_zalloc(m->ctx, sizeof(*in));
    in->v.kind = IR_VAL_INSTR;
    in->v.type = type ? type : ir_type_void(m);
    in->op = (uint16_t)op;
    in->num_ops = num_ops;
    if (num_ops) {
        in->ops = d2s_zalloc_array(m->ctx, num_ops, sizeof(*in->ops));
        if (ops)
            memcpy(in->ops, ops, num_ops * sizeof(*in->ops));
    }
    in->num_targets = num_targets;
    if (num_targets) {
        in->targets = d2s_zalloc_array(m->ctx, num_targets, sizeof(*in->targets));
        if (targets)
            memcpy(in->targets, targets, num_targets * sizeof(*in->targets));
    }
    return in;
}

ir_instr *ir_block_append(ir_module *m, ir_function *f, ir_block *b, ir_instr *in)
{
    grow_for_one(m->ctx, (void **)&b->instrs, b->num_instrs, &b->instrs_cap, sizeof(*b->instrs));
    in->block = b;
    in->index_in_block = b->num_instrs;
    b->instrs[b->num_instrs++] = in;
    if (in->v.type && in->v.type->kind != IR_TYPE_VOID)
        in->v.id = f->num_values++;
    f->num_instrs++;
    return in;
}

ir_instr *ir_build_binop(ir_module *m, ir_function *f, ir_block *b, ir_op op, ir_value *a, ir_value *c)
{
    ir_value *ops[2] = {a, c};
    return ir_block_append(m, f, b, ir_instr_create(m, op, a->type, ops, 2, NULL, 0));
}

ir_instr *ir_build_cast(ir_module *m, ir_function *f, ir_block *b, ir_op op, ir_value *a, ir_type *to)
{
    return ir_block_append(m, f, b, ir_instr_create(m, op, to, &a, 1, NULL, 0));
}

/* The result of a comparison is i1, or a vector of i1 for vector operands. */
static ir_type *cmp_result_type(ir_module *m, const ir_type *operand)
{
    ir_type *i1 = ir_type_int(m, 1);
    if (operand && operand->kind == IR_TYPE_VECTOR)
        return ir_type_vector(m, i1, (uint32_t)operand->count);
    return i1;
}

ir_instr *ir_build_icmp(ir_module *m, ir_function *f, ir_block *b, uint32_t pred, ir_value *a, ir_value *c)
{
    ir_value *ops[2] = {a, c};
    ir_instr *in = ir_instr_create(m, IR_OP_ICMP, cmp_result_type(m, a->type), ops, 2, NULL, 0);
    in->aux = pred;
    return ir_block_append(m, f, b, in);
}

ir_instr *ir_build_fcmp(ir_module *m, ir_function *f, ir_block *b, uint32_t pred, ir_value *a, ir_value *c)
{
    ir_value *ops[2] = {a, c};
    ir_instr *in = ir_instr_create(m, IR_OP_FCMP, cmp_result_type(m, a->type), ops, 2, NULL, 0);
    in->aux = pred;
    return ir_block_append(m, f, b, in);
}

ir_instr *ir_build_select(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_value *t, ir_value *e)
{
    ir_value *ops[3] = {cond, t, e};
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_SELECT, t->type, ops, 3, NULL, 0));
}

ir_instr *ir_build_phi(ir_module *m, ir_function *f, ir_block *b, ir_type *type, uint32_t n)
{
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_PHI, type, NULL, n, NULL, n));
}

void ir_phi_set_incoming(ir_instr *phi, uint32_t i, ir_value *value, ir_block *from)
{
    if (i < phi->num_ops && i < phi->num_targets) {
        phi->ops[i] = value;
        phi->targets[i] = from;
    }
}

ir_instr *ir_build_br(ir_module *m, ir_function *f, ir_block *b, ir_block *target)
{
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_BR, NULL, NULL, 0, &target, 1));
}

ir_instr *ir_build_condbr(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_block *t, ir_block *e)
{
    ir_block *targets[2] = {t, e};
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_BR, NULL, &cond, 1, targets, 2));
}

ir_instr *ir_build_switch(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_block *dflt,
                          ir_value *const *cases, ir_block *const *targets, uint32_t n)
{
    if (n >= UINT32_MAX - 1)
        d2s_fail(m->ctx, D2S_ERR_LIMIT, "IR builder: switch with %u cases", n);
    ir_instr *in = ir_instr_create(m, IR_OP_SWITCH, NULL, NULL, n + 1, NULL, n + 1);
    in->ops[0] = cond;
    in->targets[0] = dflt;
    for (uint32_t i = 0; i < n; i++) {
        in->ops[i + 1] = cases[i];
        in->targets[i + 1] = targets[i];
    }
    return ir_block_append(m, f, b, in);
}

ir_instr *ir_build_ret(ir_module *m, ir_function *f, ir_block *b, ir_value *value)
{
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_RET, NULL, value ? &value : NULL, value ? 1 : 0,
                                                    NULL, 0));
}

ir_instr *ir_build_unreachable(ir_module *m, ir_function *f, ir_block *b)
{
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_UNREACHABLE, NULL, NULL, 0, NULL, 0));
}

ir_instr *ir_build_alloca(ir_module *m, ir_function *f, ir_block *b, ir_type *type)
{
    ir_value *one = &ir_const_int(m, ir_type_int(m, 32), 1)->v;
    ir_instr *in = ir_instr_create(m, IR_OP_ALLOCA, ir_type_pointer(m, type, 0), &one, 1, NULL, 0);
    in->aux_type = type;
    return ir_block_append(m, f, b, in);
}

ir_instr *ir_build_load(ir_module *m, ir_function *f, ir_block *b, ir_value *ptr)
{
    ir_type *t = ptr->type && ptr->type->kind == IR_TYPE_POINTER ? ptr->type->elem : NULL;
    if (!t)
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "IR builder: load from a non-pointer");
    ir_instr *in = ir_instr_create(m, IR_OP_LOAD, t, &ptr, 1, NULL, 0);
    in->aux_type = t;
    return ir_block_append(m, f, b, in);
}

ir_instr *ir_build_store(ir_module *m, ir_function *f, ir_block *b, ir_value *ptr, ir_value *value)
{
    ir_value *ops[2] = {ptr, value};
    return ir_block_append(m, f, b, ir_instr_create(m, IR_OP_STORE, NULL, ops, 2, NULL, 0));
}

ir_instr *ir_build_call(ir_module *m, ir_function *f, ir_block *b, ir_function *callee, ir_value *const *args,
                        uint32_t n)
{
    ir_instr *in = ir_instr_create(m, IR_OP_CALL, callee->fn_type->elem, args, n, NULL, 0);
    in->callee = callee;
    return ir_block_append(m, f, b, in);
}

/* ---- CFG edges ---------------------------------------------------------- */

void ir_function_compute_cfg(d2s_ctx *ctx, ir_function *f)
{
    uint32_t n = f->num_blocks;
    for (uint32_t i = 0; i < n; i++) {
        ir_block *b = f->blocks[i];
        if (!b)
            d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s': block %u is NULL", f->v.name ? f->v.name : "", i);
        b->id = i;
        for (uint32_t k = 0; k < b->num_instrs; k++) {
            if (b->instrs[k]) {
                b->instrs[k]->block = b;
                b->instrs[k]->index_in_block = k;
            }
        }
    }
    if (!n)
        return;
    /* stamp[t] == source+1 marks "t already listed for this source", which
     * makes both lists distinct in one pass over the edges. */
    uint32_t *stamp = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *npred = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        ir_block *b = f->blocks[i];
        ir_instr *t = b->num_instrs ? b->instrs[b->num_instrs - 1] : NULL;
        b->num_succs = 0;
        b->succs = NULL;
        if (!t || !ir_op_is_terminator(t->op) || !t->num_targets || t->op == IR_OP_PHI)
            continue;
        b->succs = d2s_alloc_array(ctx, t->num_targets, sizeof(*b->succs));
        for (uint32_t k = 0; k < t->num_targets; k++) {
            ir_block *s = t->targets[k];
            if (!s || s->id >= n || f->blocks[s->id] != s)
                d2s_fail(ctx, D2S_ERR_INTERNAL,
                         "function '%s', block %u: terminator target %u is not a block of this function",
                         f->v.name ? f->v.name : "", i, k);
            if (stamp[s->id] == i + 1)
                continue;
            stamp[s->id] = i + 1;
            b->succs[b->num_succs++] = s;
            npred[s->id]++;
        }
    }
    for (uint32_t i = 0; i < n; i++) {
        ir_block *b = f->blocks[i];
        b->preds = npred[i] ? d2s_alloc_array(ctx, npred[i], sizeof(*b->preds)) : NULL;
        b->num_preds = 0;
    }
    for (uint32_t i = 0; i < n; i++) {
        ir_block *b = f->blocks[i];
        for (uint32_t k = 0; k < b->num_succs; k++) {
            ir_block *s = b->succs[k];
            s->preds[s->num_preds++] = b;
        }
    }
}
