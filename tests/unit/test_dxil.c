/* Unit tests for src/dxil: the generated table, dx.op lowering (the generic
 * operand check and its messages) and the metadata reader, on IR built with
 * ir_build.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"
#include "ir/ir_build.h"
#include "util/ctx.h"

static int failures, checks;
#define CHECK(c) do { checks++; if (!(c)) { failures++; printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); } } while (0)

/* ---- table ---- */
static void test_table(void)
{
    const dxil_op_info *bl = dxil_op_lookup(68);
    CHECK(bl && strcmp(bl->name, "BufferLoad") == 0 && strcmp(bl->op_class, "bufferLoad") == 0);
    CHECK(bl->num_args == 3 && strcmp(bl->args[0].name, "srv") == 0 && strcmp(bl->args[1].name, "index") == 0 &&
          strcmp(bl->args[2].name, "wot") == 0);
    CHECK(bl->args[0].type == DXIL_PT_STRUCT && strcmp(bl->args[0].struct_name, "dx.types.Handle") == 0);
    CHECK(bl->args[1].type == DXIL_PT_I32 && bl->ret.type == DXIL_PT_RESRET);
    CHECK(bl->overload_mask == (DXIL_OVL_HALF | DXIL_OVL_FLOAT | DXIL_OVL_I16 | DXIL_OVL_I32));
    CHECK(bl->flags & DXIL_OPF_READONLY);
    const dxil_op_info *ch = dxil_op_lookup(57);
    CHECK(ch && strcmp(ch->name, "CreateHandle") == 0 && ch->args[0].is_const && ch->args[1].is_const &&
          !ch->args[2].is_const && ch->args[3].is_const);
    CHECK(dxil_op_lookup(0) && strcmp(dxil_op_lookup(0)->name, "TempRegLoad") == 0);
    CHECK(dxil_op_lookup(311) != NULL);
    CHECK(dxil_op_lookup(312) == NULL);
    CHECK(dxil_op_lookup(0x80000000u) && (dxil_op_lookup(0x80000000u)->flags & DXIL_OPF_EXPERIMENTAL));
    CHECK(dxil_op_lookup(0x80000022u) && strcmp(dxil_op_lookup(0x80000022u)->name, "IsDebuggingEnabled") == 0);
    CHECK(dxil_op_lookup(0x80000023u) == NULL);
    CHECK(dxil_op_lookup(0x00010000u) == NULL);
    CHECK(dxil_op_lookup(0xFFFFFFFFu) == NULL);
    /* Every entry: found by its own opcode, class table consistent, slots dense. */
    uint32_t slots = 0, reserved = 0;
    char *seen = calloc(dxil_op_slot_count, 1);
    for (uint32_t t = 0; t < 2; t++) {
        for (uint32_t i = 0; i < 400; i++) {
            uint32_t opc = (t ? 0x80000000u : 0) | i;
            const dxil_op_info *o = dxil_op_lookup(opc);
            if (!o)
                continue;
            CHECK(o->opcode == opc);
            CHECK(o->class_id < dxil_op_class_count);
            CHECK(strcmp(dxil_op_classes[o->class_id].name, o->op_class) == 0);
            CHECK(dxil_op_class_find(o->op_class, strlen(o->op_class)) == (int32_t)o->class_id);
            uint32_t s = dxil_op_slot(o);
            CHECK(s < dxil_op_slot_count && !seen[s]);
            if (s < dxil_op_slot_count)
                seen[s] = 1;
            slots++;
            if (o->flags & DXIL_OPF_RESERVED)
                reserved++;
            CHECK(o->num_args == 0 || o->args != NULL);
        }
    }
    free(seen);
    CHECK(slots == dxil_op_slot_count && slots == 347);
    CHECK(reserved == 33);
    for (uint32_t c = 1; c < dxil_op_class_count; c++)
        CHECK(strcmp(dxil_op_classes[c - 1].name, dxil_op_classes[c].name) < 0);
    CHECK(dxil_op_class_find("bufferLoad.f32", 10) == dxil_op_lookup(68)->class_id);
    CHECK(dxil_op_class_find("bufferLoa", 9) == -1);
    CHECK(dxil_op_class_find("bufferLoadx", 11) == -1);
    CHECK(dxil_op_class_find("", 0) == -1);
    /* WavePrefixOp and WavePrefixBitCount share a class, not a signature. */
    const dxil_op_info *wp = dxil_op_lookup(121), *wpb = dxil_op_lookup(136);
    CHECK(wp && wpb && wp->class_id == wpb->class_id && wp->sig_id != wpb->sig_id);
    CHECK(strcmp(dxil_shader_kind_name(5), "compute") == 0 && strcmp(dxil_shader_kind_name(99), "invalid") == 0);
}

/* ---- lowering ---- */
typedef struct env {
    d2s_ctx ctx;
    jmp_buf jb;
    ir_module *m;
    ir_type *i1, *i8, *i32, *f32, *f64, *v, *handle, *resret_f32, *resret_i32;
    ir_function *main;
    ir_block *bb;
} env;

static void env_init(env *e)
{
    d2s_ctx_init(&e->ctx, NULL);
    e->ctx.on_fail = &e->jb;
    e->m = ir_module_create(&e->ctx);
    ir_module *m = e->m;
    e->i1 = ir_type_int(m, 1);
    e->i8 = ir_type_int(m, 8);
    e->i32 = ir_type_int(m, 32);
    e->f32 = ir_type_float(m);
    e->f64 = ir_type_double(m);
    e->v = ir_type_void(m);
    ir_type *i8p = ir_type_pointer(m, e->i8, 0);
    e->handle = ir_type_struct_named(m, "dx.types.Handle", &i8p, 1);
    ir_type *rr[5] = {e->f32, e->f32, e->f32, e->f32, e->i32};
    e->resret_f32 = ir_type_struct_named(m, "dx.types.ResRet.f32", rr, 5);
    ir_type *ri[5] = {e->i32, e->i32, e->i32, e->i32, e->i32};
    e->resret_i32 = ir_type_struct_named(m, "dx.types.ResRet.i32", ri, 5);
    ir_type *params[1] = {e->i32};
    e->main = ir_function_create(m, "main", ir_type_function(m, e->v, params, 1), false);
    e->bb = ir_block_create(m, e->main, "entry");
}

static ir_function *decl(env *e, const char *name, ir_type *ret, ir_type *const *params, uint32_t n)
{
    return ir_function_create(e->m, name, ir_type_function(e->m, ret, params, n), true);
}

static ir_value *ci(env *e, ir_type *t, uint64_t v) { return &ir_const_int(e->m, t, v)->v; }
static ir_value *undef(env *e, ir_type *t) { return &ir_const_undef(e->m, t)->v; }

static ir_instr *call(env *e, ir_function *f, ir_value *const *args, uint32_t n)
{
    return ir_build_call(e->m, e->main, e->bb, f, args, n);
}

/* Runs the lowering; returns the message or NULL. */
static const char *run_lower(env *e)
{
    ir_build_ret(e->m, e->main, e->bb, NULL);
    if (setjmp(e->jb))
        return e->ctx.message ? e->ctx.message : "(no message)";
    dxil_lower_dxops(e->m);
    return NULL;
}

static ir_instr *handle_call(env *e, ir_value *range)
{
    ir_type *p[5] = {e->i32, e->i8, e->i32, e->i32, e->i1};
    ir_function *f = NULL;
    for (uint32_t i = 0; i < e->m->num_functions; i++)
        if (strcmp(e->m->functions[i]->v.name, "dx.op.createHandle") == 0)
            f = e->m->functions[i];
    if (!f)
        f = decl(e, "dx.op.createHandle", e->handle, p, 5);
    ir_value *a[5] = {ci(e, e->i32, 57), ci(e, e->i8, 1), range ? range : ci(e, e->i32, 0), ci(e, e->i32, 0),
                      ci(e, e->i1, 0)};
    return call(e, f, a, 5);
}

static void expect(const char *what, const char *msg, const char *want)
{
    checks++;
    if (!want && msg) {
        failures++;
        printf("%s: unexpected error: %s\n", what, msg);
    } else if (want && (!msg || !strstr(msg, want))) {
        failures++;
        printf("%s: expected error containing \"%s\", got %s\n", what, want, msg ? msg : "success");
    } else if (getenv("V") && msg) {
        printf("%s: ok: %s\n", what, msg);
    }
}

static void test_lower_valid(void)
{
    env e;
    env_init(&e);
    ir_instr *h = handle_call(&e, NULL);
    ir_type *p[4] = {e.i32, e.handle, e.i32, e.i32};
    ir_function *bl = decl(&e, "dx.op.bufferLoad.f32", e.resret_f32, p, 4);
    ir_value *a[4] = {ci(&e, e.i32, 68), &h->v, ci(&e, e.i32, 3), undef(&e, e.i32)};
    ir_instr *c = call(&e, bl, a, 4);
    /* isSpecialFloat with a vector overload */
    ir_type *v4f = ir_type_vector(e.m, e.f32, 4), *v4b = ir_type_vector(e.m, e.i1, 4);
    ir_type *p2[2] = {e.i32, v4f};
    ir_function *isf = decl(&e, "dx.op.isSpecialFloat.v4f32", v4b, p2, 2);
    ir_value *a2[2] = {ci(&e, e.i32, 8), undef(&e, v4f)};
    ir_instr *c2 = call(&e, isf, a2, 2);
    /* wavePrefixOp: both signatures of the class */
    ir_type *p3[3] = {e.i32, e.i32 == NULL ? NULL : e.i1, NULL};
    ir_type *wpb_params[2] = {e.i32, e.i1};
    (void)p3;
    ir_function *wpb = decl(&e, "dx.op.wavePrefixOp", e.i32, wpb_params, 2);
    ir_value *a3[2] = {ci(&e, e.i32, 136), ci(&e, e.i1, 1)};
    ir_instr *c3 = call(&e, wpb, a3, 2);
    ir_type *wp_params[4] = {e.i32, e.f32, e.i8, e.i8};
    ir_function *wp = decl(&e, "dx.op.wavePrefixOp.f32", e.f32, wp_params, 4);
    ir_value *a4[4] = {ci(&e, e.i32, 121), undef(&e, e.f32), ci(&e, e.i8, 0), ci(&e, e.i8, 0)};
    ir_instr *c4 = call(&e, wp, a4, 4);
    /* quadVote: a fixed overload */
    ir_type *qv_params[3] = {e.i32, e.i1, e.i8};
    ir_function *qv = decl(&e, "dx.op.quadVote.i1", e.i1, qv_params, 3);
    ir_value *a5[3] = {ci(&e, e.i32, 222), ci(&e, e.i1, 1), ci(&e, e.i8, 0)};
    ir_instr *c5 = call(&e, qv, a5, 3);
    /* traceRay: a user-defined overload */
    ir_type *payload_members[1] = {e.f32};
    ir_type *payload = ir_type_struct_named(e.m, "struct.Payload", payload_members, 1);
    ir_type *pp = ir_type_pointer(e.m, payload, 0);
    ir_type *tr_params[16];
    tr_params[0] = e.i32;
    tr_params[1] = e.handle;
    for (int i = 2; i < 7; i++)
        tr_params[i] = e.i32;
    for (int i = 7; i < 15; i++)
        tr_params[i] = e.f32;
    tr_params[15] = pp;
    ir_function *tr = decl(&e, "dx.op.traceRay.struct.Payload", e.v, tr_params, 16);
    ir_value *a6[16];
    a6[0] = ci(&e, e.i32, 157);
    a6[1] = &h->v;
    for (int i = 2; i < 15; i++)
        a6[i] = undef(&e, tr_params[i]);
    a6[15] = undef(&e, pp);
    ir_instr *c6 = call(&e, tr, a6, 16);
    /* cbufferLoadLegacy: CBufRet */
    ir_type *cb_m[4] = {e.f32, e.f32, e.f32, e.f32};
    ir_type *cbret = ir_type_struct_named(e.m, "dx.types.CBufRet.f32", cb_m, 4);
    ir_type *cb_params[3] = {e.i32, e.handle, e.i32};
    ir_function *cb = decl(&e, "dx.op.cbufferLoadLegacy.f32", cbret, cb_params, 3);
    ir_value *a7[3] = {ci(&e, e.i32, 59), &h->v, ci(&e, e.i32, 0)};
    ir_instr *c7 = call(&e, cb, a7, 3);
    /* an unrelated call stays a call */
    ir_function *other = decl(&e, "llvm.something", e.v, NULL, 0);
    ir_instr *c8 = call(&e, other, NULL, 0);
    const char *msg = run_lower(&e);
    expect("valid", msg, NULL);
    if (!msg) {
        CHECK(c->op == IR_OP_DXOP && c->aux == 68 && c->num_ops == 3 && c->dxop == dxil_op_lookup(68));
        CHECK(c->ops[0] == &h->v && c->callee == bl);
        CHECK(h->op == IR_OP_DXOP && h->aux == 57 && h->num_ops == 4);
        CHECK(bl->dxop_class && strcmp(bl->dxop_class->op_class, "bufferLoad") == 0);
        CHECK(c2->op == IR_OP_DXOP && c2->aux == 8);
        CHECK(c3->op == IR_OP_DXOP && c3->aux == 136 && c4->op == IR_OP_DXOP && c4->aux == 121);
        CHECK(c5->op == IR_OP_DXOP && c6->op == IR_OP_DXOP && c7->op == IR_OP_DXOP);
        CHECK(c8->op == IR_OP_CALL);
    }
    d2s_ctx_release(&e.ctx);
}

/* Builds one bufferLoad-style call with the given pieces and returns the error. */
static const char *lower_one(const char *name, int variant)
{
    static char buf[1024];
    env e;
    env_init(&e);
    ir_instr *h = handle_call(&e, variant == 5 ? &e.main->args[0]->v : NULL);
    ir_type *p[4] = {e.i32, e.handle, variant == 1 ? e.f32 : e.i32, e.i32};
    ir_type *ret = variant == 4 ? e.resret_i32 : e.resret_f32;
    ir_function *bl = decl(&e, name, ret, p, 4);
    ir_value *a[4] = {variant == 2 ? &e.main->args[0]->v : ci(&e, e.i32, variant == 3 ? 999 : 68), &h->v,
                      variant == 1 ? undef(&e, e.f32) : ci(&e, e.i32, 3), undef(&e, e.i32)};
    if (variant == 6)
        a[0] = ci(&e, e.i32, 13);
    if (variant == 7)
        a[0] = ci(&e, e.i32, 0x80000100u);
    call(&e, bl, a, 4);
    const char *msg = run_lower(&e);
    snprintf(buf, sizeof buf, "%s", msg ? msg : "");
    d2s_ctx_release(&e.ctx);
    return buf[0] ? buf : NULL;
}

static void test_lower_errors(void)
{
    expect("arg type", lower_one("dx.op.bufferLoad.f32", 1),
           "function 'main', block 0, instruction 1: dx.op.bufferLoad.f32 (BufferLoad, opcode 68): argument 2 'index' "
           "has type float, expected i32");
    expect("opcode not const", lower_one("dx.op.bufferLoad.f32", 2), "the first argument (opcode) must be an i32 constant");
    expect("unknown opcode", lower_one("dx.op.bufferLoad.f32", 3), "unknown DXIL opcode 999");
    expect("unknown experimental", lower_one("dx.op.bufferLoad.f32", 7), "unknown DXIL opcode 0x80000100");
    expect("name/type", lower_one("dx.op.bufferLoad.f32", 4), "name does not match its type: expected dx.op.bufferLoad.i32");
    expect("name mismatch", lower_one("dx.op.bufferLoad.i16", 0), "name does not match its type: expected dx.op.bufferLoad.f32");
    expect("is_const", lower_one("dx.op.bufferLoad.f32", 5), "argument 2 'rangeId' must be a constant");
    expect("class mismatch", lower_one("dx.op.bufferLoad.f32", 6), "(Sin, opcode 13): this operation is called through dx.op.unary.*");
    expect("unknown class", lower_one("dx.op.bufferLoadz.f32", 0), "unknown DXIL operation class 'bufferLoadz'");

    /* overload not allowed: Sin on f64 */
    {
        env e;
        env_init(&e);
        ir_type *p[2] = {e.i32, e.f64};
        ir_function *u = decl(&e, "dx.op.unary.f64", e.f64, p, 2);
        ir_value *a[2] = {ci(&e, e.i32, 13), undef(&e, e.f64)};
        call(&e, u, a, 2);
        expect("overload", run_lower(&e), "(Sin, opcode 13): overload 'f64' is not allowed");
        d2s_ctx_release(&e.ctx);
    }
    /* name suffix disagrees with the type */
    {
        env e;
        env_init(&e);
        ir_type *p[2] = {e.i32, e.f32};
        ir_function *u = decl(&e, "dx.op.unary.f16", e.f32, p, 2);
        ir_value *a[2] = {ci(&e, e.i32, 13), undef(&e, e.f32)};
        call(&e, u, a, 2);
        expect("suffix", run_lower(&e), "name does not match its type: expected dx.op.unary.f32");
        d2s_ctx_release(&e.ctx);
    }
    /* wrong parameter count */
    {
        env e;
        env_init(&e);
        ir_type *p[3] = {e.i32, e.f32, e.f32};
        ir_function *u = decl(&e, "dx.op.unary.f32", e.f32, p, 3);
        ir_value *a[3] = {ci(&e, e.i32, 13), undef(&e, e.f32), undef(&e, e.f32)};
        call(&e, u, a, 3);
        expect("param count", run_lower(&e), "declared with 3 parameters (opcode included), expected 2");
        d2s_ctx_release(&e.ctx);
    }
    /* reserved opcode */
    {
        env e;
        env_init(&e);
        uint32_t reserved = 0;
        for (uint32_t i = 0; i < 312; i++)
            if (dxil_op_lookup(i)->flags & DXIL_OPF_RESERVED) {
                reserved = i;
                break;
            }
        ir_function *u = decl(&e, "dx.op.reserved", e.v, &e.i32, 1);
        ir_value *a[1] = {ci(&e, e.i32, reserved)};
        call(&e, u, a, 1);
        expect("reserved", run_lower(&e), "(reserved)");
        d2s_ctx_release(&e.ctx);
    }
    /* a dx.op function with a body */
    {
        env e;
        env_init(&e);
        ir_function *u = ir_function_create(e.m, "dx.op.unary.f32", ir_type_function(e.m, e.v, NULL, 0), false);
        ir_block *b = ir_block_create(e.m, u, "x");
        ir_build_ret(e.m, u, b, NULL);
        expect("body", run_lower(&e), "function 'dx.op.unary.f32' has a body");
        d2s_ctx_release(&e.ctx);
    }
}

/* ---- metadata ---- */
typedef struct mdb {
    env e;
    D2S_VEC(ir_named_md) named;
} mdb;

static ir_md *md_new(env *e, uint8_t kind)
{
    ir_md *md = d2s_zalloc(&e->ctx, sizeof *md);
    md->kind = kind;
    return md;
}
static ir_md *mds(env *e, const char *s)
{
    ir_md *md = md_new(e, IR_MD_STRING);
    md->u.str.data = d2s_strndup(&e->ctx, s, strlen(s));
    md->u.str.len = (uint32_t)strlen(s);
    return md;
}
static ir_md *mdv(env *e, ir_value *v)
{
    ir_md *md = md_new(e, IR_MD_VALUE);
    md->u.value = v;
    return md;
}
static ir_md *mdi(env *e, ir_type *t, uint64_t v) { return mdv(e, ci(e, t, v)); }
static ir_md *mdn(env *e, uint32_t n, ...)
{
    ir_md *md = md_new(e, IR_MD_NODE);
    md->u.node.count = n;
    md->u.node.ops = d2s_zalloc_array(&e->ctx, n ? n : 1, sizeof(ir_md *));
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++)
        md->u.node.ops[i] = va_arg(ap, ir_md *);
    va_end(ap);
    return md;
}
static void named(mdb *b, const char *name, ir_md *op)
{
    ir_named_md nm = {name, d2s_alloc_array(&b->e.ctx, 1, sizeof(ir_md *)), 1};
    nm.ops[0] = op;
    d2s_vec_push(&b->e.ctx, &b->named, nm);
    b->e.m->named_mds = b->named.data;
    b->e.m->num_named_mds = b->named.count;
}

/* A vertex-ish compute module: variant picks one defect. */
/* The last successful case's module stays alive for the caller's checks
 * until the next md_case() or md_case_release(). */
static mdb md_live;
static bool md_live_set;

static void md_case_release(void)
{
    if (md_live_set)
        d2s_ctx_release(&md_live.e.ctx);
    md_live_set = false;
}

static const char *md_case(int variant, dxil_module_info **out)
{
    static char buf[1024];
    md_case_release();
    mdb b;
    memset(&b, 0, sizeof b);
    env *e = &b.e;
    env_init(e);
    /* main must take no arguments for an entry point; reuse anyway (the reader does not check). */
    ir_build_ret(e->m, e->main, e->bb, NULL);
    if (setjmp(e->jb)) {
        snprintf(buf, sizeof buf, "%s", e->ctx.message ? e->ctx.message : "(none)");
        d2s_ctx_release(&e->ctx);
        return buf;
    }
    named(&b, "dx.version", mdn(e, 2, mdi(e, e->i32, 1), mdi(e, e->i32, 0)));
    if (variant != 1)
        named(&b, "dx.shaderModel", mdn(e, 3, mds(e, variant == 6 ? "xs" : "vs"), mdi(e, e->i32, 6), mdi(e, e->i32, 0)));
    ir_md *idx = mdn(e, 1, mdi(e, e->i32, 0));
    ir_md *el[3];
    for (int i = 0; i < 3; i++)
        el[i] = mdn(e, 11, mdi(e, e->i32, (uint64_t)i), mds(e, i == 2 ? "SV_Position" : "TEXCOORD"), mdi(e, e->i8, 9),
                    (variant == 2 && i == 2) ? mds(e, "oops") : mdi(e, e->i8, i == 2 ? 3 : 0), idx, mdi(e, e->i8, 0),
                    mdi(e, e->i32, 1), mdi(e, e->i8, 4), mdi(e, e->i32, (uint64_t)i), mdi(e, e->i8, 0),
                    variant == 3   ? mdn(e, 1, mdi(e, e->i32, 3))
                    : variant == 9 ? mdn(e, 4, mdi(e, e->i32, 3), mdi(e, e->i32, 15), mdi(e, e->i32, 9), mdi(e, e->i32, 0))
                                   : mdn(e, 2, mdi(e, e->i32, 3), mdi(e, e->i32, 15)));
    ir_md *ins = mdn(e, 3, el[0], el[1], el[2]);
    ir_md *sigs = mdn(e, 3, ins, NULL, NULL);
    ir_type *i8p = ir_type_pointer(e->m, e->i8, 0);
    ir_md *srv = mdn(e, 9, mdi(e, e->i32, 0), mdv(e, undef(e, i8p)), mds(e, "tex"), mdi(e, e->i32, 0),
                     mdi(e, e->i32, 2), mdi(e, e->i32, variant == 7 ? 0 : 1), mdi(e, e->i32, 2), mdi(e, e->i32, 0),
                     variant == 8 ? mdn(e, 4, mdi(e, e->i32, 0), mdi(e, e->i32, 9), mdi(e, e->i32, 77), mdi(e, e->i32, 1))
                                  : mdn(e, 2, mdi(e, e->i32, 0), mdi(e, e->i32, 9)));
    ir_md *res = mdn(e, 4, mdn(e, 1, srv), NULL, NULL, NULL);
    named(&b, "dx.resources", res);
    if (variant == 10)
        named(&b, "dx.futureState", mdn(e, 1, mdi(e, e->i32, 1)));
    ir_md *props = variant == 4 ? mdn(e, 3, mdi(e, e->i32, 0), mdi(e, ir_type_int(e->m, 64), 1), mdi(e, e->i32, 99))
                                : mdn(e, 4, mdi(e, e->i32, 0), mdi(e, ir_type_int(e->m, 64), 0x10), mdi(e, e->i32, 99), mds(e, "x"));
    named(&b, "dx.entryPoints", mdn(e, 5, mdv(e, &e->main->v), mds(e, "main"), sigs,
                                     variant == 5 ? mdn(e, 3, NULL, NULL, NULL) : res, props));
    dxil_read_module(e->m, NULL);
    *out = e->m->dxil;
    md_live = b;
    md_live_set = true;
    return NULL;
}

static void test_metadata(void)
{
    dxil_module_info *d = NULL;
    const char *msg = md_case(0, &d);
    expect("md valid", msg, NULL);
    if (!msg) {
        CHECK(d->shader_kind == DXIL_SHADER_VERTEX && d->sm_major == 6 && d->dxil_major == 1);
        CHECK(d->num_entry_points == 1);
        dxil_entry_point *ep = &d->entry_points[0];
        CHECK(strcmp(ep->name, "main") == 0 && ep->shader_flags == 0x10 && ep->inputs.count == 3);
        CHECK(ep->inputs.elements[2].system_value == 3 && ep->inputs.elements[2].start_row == 2);
        CHECK(ep->inputs.elements[1].usage_mask == 15);
        CHECK(ep->num_resources[0] == 1 && ep->resources[0] == d->resources[0]);
        CHECK(ep->resources[0][0].kind == 2 && ep->resources[0][0].element_type == 9 &&
              ep->resources[0][0].lower_bound == 2 && strcmp(ep->resources[0][0].name, "tex") == 0);
    }
    expect("md no sm", md_case(1, &d), "dx.shaderModel: named metadata is missing");
    expect("md sv", md_case(2, &d),
           "dx.entryPoints[0] signature inputs element 2: operand 3 (system value) is not an integer");
    expect("md odd tags", md_case(3, &d),
           "dx.entryPoints[0] signature inputs element 0 tags: has 1 operands; tag/value pairs need an even count");
    expect("md odd props", md_case(4, &d), "dx.entryPoints[0] properties: has 3 operands");
    expect("md kind", md_case(6, &d), "unknown shader kind \"xs\"");
    expect("md range 0", md_case(7, &d), "dx.resources SRV record 0: operand 5 (range size) is 0");
    /* docs/dxil-flags.md: metadata from a newer DXC is warned about, naming
     * where it is. Case 0's entry properties carry an unknown tag 99. */
    static const struct {
        int variant;
        const char *warning;
    } unknown[] = {
        {0, "dx.entryPoints[0] properties: entry property tag 99 is unknown to this translator; ignored"},
        {8, "resource tag 77 is unknown to this translator; ignored"},
        {9, "signature inputs element 0 tags: signature element tag 9 is unknown to this translator; ignored"},
        {10, "named metadata !dx.futureState is unknown to this translator; ignored"},
    };
    for (size_t k = 0; k < sizeof(unknown) / sizeof(unknown[0]); k++) {
        const char *m = md_case(unknown[k].variant, &d);
        expect("md unknown metadata", m, NULL);
        const char *w = md_live_set && md_live.e.ctx.warnings ? md_live.e.ctx.warnings : "";
        if (!strstr(w, unknown[k].warning)) {
            failures++;
            fprintf(stderr, "FAIL md case %d: warnings '%s' lack '%s'\n", unknown[k].variant, w, unknown[k].warning);
        }
        checks++;
    }
    md_case_release();
}

int main(void)
{
    test_table();
    test_lower_valid();
    test_lower_errors();
    test_metadata();
    printf("test_dxil: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
