/* dx.op call construction (see dxil_build.h). As DXC writes them, one
 * declaration serves every op of a function class and overload
 * (@dx.op.unary.f32 for Sin, Cos, Exp...): calls find it through a small
 * open-addressing table keyed by (opcode, overload), and an op's first
 * call through a second one keyed by (class, overload), so building n
 * calls costs O(n) and formats no text after the declaration.
 */
#include "dxil/dxil_build.h"

#include <string.h>

#include "ir/ir_build.h"

typedef struct decl_slot {
    uint32_t key;              /* opcode, or class index */
    const ir_type *overload;
    ir_function *fn;
} decl_slot;

typedef struct decl_table {
    decl_slot *slots;
    uint32_t mask, count;
} decl_table;

struct dxil_op_builder {
    ir_module *m;
    decl_table by_op, by_class;
};

static void table_init(d2s_ctx *ctx, decl_table *t)
{
    t->mask = 63;
    t->slots = d2s_zalloc_array(ctx, t->mask + 1, sizeof(*t->slots));
}

dxil_op_builder *dxil_op_builder_create(ir_module *m)
{
    dxil_op_builder *ob = d2s_zalloc(m->ctx, sizeof(*ob));
    ob->m = m;
    table_init(m->ctx, &ob->by_op);
    table_init(m->ctx, &ob->by_class);
    return ob;
}

static uint32_t slot_hash(uint32_t key, const ir_type *t)
{
    uint64_t x = (uint64_t)key * UINT64_C(0x9E3779B97F4A7C15) ^ (uint64_t)(uintptr_t)t;
    x ^= x >> 31;
    x *= UINT64_C(0xff51afd7ed558ccd);
    return (uint32_t)(x ^ (x >> 29));
}

static decl_slot *find_slot(decl_table *tb, uint32_t key, const ir_type *t)
{
    for (uint32_t h = slot_hash(key, t) & tb->mask;; h = (h + 1) & tb->mask) {
        decl_slot *s = &tb->slots[h];
        if (!s->fn || (s->key == key && s->overload == t))
            return s;
    }
}

/* Fills the empty slot s (of key, t) with fn, growing the table. */
static void table_put(d2s_ctx *ctx, decl_table *tb, decl_slot *s, uint32_t key, const ir_type *t, ir_function *fn)
{
    s->key = key;
    s->overload = t;
    s->fn = fn;
    if (++tb->count * 2 <= tb->mask)
        return;
    decl_slot *old = tb->slots;
    uint32_t n = tb->mask + 1;
    tb->mask = n * 2 - 1;
    tb->slots = d2s_zalloc_array(ctx, (size_t)n * 2, sizeof(*tb->slots));
    for (uint32_t i = 0; i < n; i++)
        if (old[i].fn)
            *find_slot(tb, old[i].key, old[i].overload) = old[i];
}

/* a + b + c + d as one arena string (declaration and type names; no
 * formatting needed). */
static const char *concat(d2s_ctx *ctx, const char *a, const char *b, const char *c, const char *d)
{
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c), ld = strlen(d);
    char *r = d2s_alloc(ctx, la + lb + lc + ld + 1);
    memcpy(r, a, la);
    memcpy(r + la, b, lb);
    memcpy(r + la + lb, c, lc);
    memcpy(r + la + lb + lc, d, ld + 1);
    return r;
}

static const char *suffix(const ir_type *t)
{
    switch (t->kind) {
    case IR_TYPE_HALF: return "f16";
    case IR_TYPE_FLOAT: return "f32";
    case IR_TYPE_DOUBLE: return "f64";
    case IR_TYPE_INT:
        switch (t->width) {
        case 1: return "i1";
        case 8: return "i8";
        case 16: return "i16";
        case 32: return "i32";
        case 64: return "i64";
        default: break;
        }
        break;
    default: break;
    }
    return NULL;
}

ir_type *dxil_type_handle(ir_module *m)
{
    ir_type *i8p = ir_type_pointer(m, ir_type_int(m, 8), 0);
    return ir_type_struct_named(m, "dx.types.Handle", &i8p, 1);
}

ir_type *dxil_type_resret(ir_module *m, ir_type *o)
{
    ir_type *mem[5] = {o, o, o, o, ir_type_int(m, 32)};
    return ir_type_struct_named(m, concat(m->ctx, "dx.types.ResRet.", suffix(o), "", ""), mem, 5);
}

ir_type *dxil_type_cbufret(ir_module *m, ir_type *o)
{
    ir_type *mem[4] = {o, o, o, o};
    bool wide = (o->kind == IR_TYPE_DOUBLE) || (o->kind == IR_TYPE_INT && o->width == 64);
    return ir_type_struct_named(m, concat(m->ctx, "dx.types.CBufRet.", suffix(o), "", ""), mem, wide ? 2 : 4);
}

ir_type *dxil_type_named(ir_module *m, const char *name)
{
    ir_type *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
    ir_type *mem[4] = {i32, i32, i32, i32};
    if (!strcmp(name, "dx.types.Handle"))
        return dxil_type_handle(m);
    if (!strcmp(name, "dx.types.Dimensions") || !strcmp(name, "dx.types.fouri32"))
        return ir_type_struct_named(m, name, mem, 4);
    if (!strcmp(name, "dx.types.splitdouble") || !strcmp(name, "dx.types.twoi32") ||
        !strcmp(name, "dx.types.ResourceProperties"))
        return ir_type_struct_named(m, name, mem, 2);
    if (!strcmp(name, "dx.types.SamplePos")) {
        ir_type *f2[2] = {f32, f32};
        return ir_type_struct_named(m, name, f2, 2);
    }
    if (!strcmp(name, "dx.types.i32c")) {
        ir_type *ic[2] = {i32, ir_type_int(m, 1)};
        return ir_type_struct_named(m, name, ic, 2);
    }
    d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: no layout for %%%s", name);
}

/* The LLVM type of one operand token for a scalar overload. */
static ir_type *param_type(ir_module *m, const dxil_op_info *info, const dxil_op_param *p, ir_type *o)
{
    switch (p->type) {
    case DXIL_PT_VOID: return ir_type_void(m);
    case DXIL_PT_I1: return ir_type_int(m, 1);
    case DXIL_PT_I8: return ir_type_int(m, 8);
    case DXIL_PT_I16: return ir_type_int(m, 16);
    case DXIL_PT_I32: return ir_type_int(m, 32);
    case DXIL_PT_I64: return ir_type_int(m, 64);
    case DXIL_PT_HALF: return ir_type_half(m);
    case DXIL_PT_FLOAT: return ir_type_float(m);
    case DXIL_PT_DOUBLE: return ir_type_double(m);
    case DXIL_PT_OVERLOAD:
    case DXIL_PT_OVERLOAD_ELT:
        if (o)
            return o;
        break;
    case DXIL_PT_OVERLOAD_I1: return ir_type_int(m, 1);
    case DXIL_PT_OVERLOAD_I32: return ir_type_int(m, 32);
    case DXIL_PT_STRUCT:
        if (p->struct_name)
            return dxil_type_named(m, p->struct_name);
        break;
    case DXIL_PT_RESRET:
        if (o)
            return dxil_type_resret(m, o);
        break;
    case DXIL_PT_CBUFRET:
        if (o)
            return dxil_type_cbufret(m, o);
        break;
    case DXIL_PT_FOUR:
        return dxil_type_named(m, "dx.types.fouri32");
    default:
        break;
    }
    d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: %s operand '%s' (type token %u) cannot be built%s", info->name,
             p->name ? p->name : "?", p->type, o ? "" : " without an overload");
}

/* The declaration of op `info` with overload o: its class's, or a new one
 * (a class whose ops differ in type, which DXC's table never has, gets
 * one per op rather than a wrong type). */
static ir_function *declare(dxil_op_builder *ob, const dxil_op_info *info, ir_type *o)
{
    ir_module *m = ob->m;
    ir_type *params[24];
    if (1u + info->num_args > sizeof params / sizeof params[0])
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: %s has %u operands", info->name, info->num_args);
    params[0] = ir_type_int(m, 32);
    for (uint32_t i = 0; i < info->num_args; i++)
        params[i + 1] = param_type(m, info, &info->args[i], o);
    ir_type *ft = ir_type_function(m, param_type(m, info, &info->ret, o), params, 1u + info->num_args);
    decl_slot *cs = find_slot(&ob->by_class, info->class_id, o);
    if (cs->fn && cs->fn->fn_type == ft)
        return cs->fn;
    ir_function *fn = ir_function_create(m, concat(m->ctx, "dx.op.", info->op_class, o ? "." : "", o ? suffix(o) : ""),
                                         ft, true);
    if (!cs->fn)
        table_put(m->ctx, &ob->by_class, cs, info->class_id, o, fn);
    return fn;
}

ir_instr *dxil_build_op(dxil_op_builder *ob, ir_function *f, ir_block *b, uint32_t opcode, ir_type *overload,
                        ir_value *const *args, uint32_t nargs)
{
    ir_module *m = ob->m;
    const dxil_op_info *info = dxil_op_lookup(opcode);
    if (!info)
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: opcode %u is not in the table", opcode);
    if (nargs != info->num_args)
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: %s takes %u operands, given %u", info->name,
                 info->num_args, nargs);
    if (overload && !suffix(overload))
        d2s_fail(m->ctx, D2S_ERR_INTERNAL, "dx.op builder: %s: only scalar overloads are built", info->name);
    decl_slot *s = find_slot(&ob->by_op, opcode, overload);
    ir_function *fn = s->fn;
    if (!fn) {
        fn = declare(ob, info, overload);
        table_put(m->ctx, &ob->by_op, s, opcode, overload, fn);
    }
    ir_value *ops[24];
    ops[0] = &ir_const_int(m, ir_type_int(m, 32), opcode)->v;
    for (uint32_t i = 0; i < nargs; i++)
        ops[i + 1] = args[i];
    return ir_build_call(m, f, b, fn, ops, nargs + 1);
}
