/* Emitter robustness on hand-built modules (regressions of the review of
 * emit_minprec.c and the dx.op handlers it meets): each module is loadable
 * DXIL that once produced invalid SPIR-V, a wrong refusal, or a silent
 * mistranslation. A module must either translate to SPIR-V that validates
 * (Vulkan 1.1 and 1.3), or be refused with the expected status and a
 * message naming what.
 *
 * Cases (compute shaders without native 16-bit types, so min precision is
 * widened to 32 bits):
 *   dot2add:   Dot2AddHalf on half operands, which widening makes float
 *              (an OpFConvert from float to float was emitted);
 *   wave_const: WaveActiveOp(Sum) on a half constant (the widened constant
 *              got a type object other than the result's and was refused);
 *   bitcast_ce: a constant-expression bitcast of a half to i16, whose value
 *              depends on the 16-bit encoding (was translated silently with
 *              the float's bits);
 *   cmp16_eq, cmp16_slt, switch16: a thread id truncated to a min16uint
 *              and compared (eq, slt) or switched on against the i16
 *              constant -25536 (0x9C40): the widened value keeps bits above
 *              bit 15, so it must be masked (or sign-extended for signed
 *              compares) and the constant folded to its 16 bits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "spirv/spv_tools.h"
#include "spv_inspect.h"

static int failures, checks;


typedef enum { CASE_DOT2ADD, CASE_WAVE_CONST, CASE_BITCAST_CE, CASE_CMP16_EQ, CASE_CMP16_SLT, CASE_SWITCH16,
               CASE_COUNT } hostile_case;
static const char *const case_names[CASE_COUNT] = {"dot2add", "wave_const", "bitcast_ce", "cmp16_eq", "cmp16_slt",
                                                   "switch16"};

typedef hand_env env;

static ir_value *cbits(env *e, ir_type *t, uint64_t bits) { return &ir_const_float_bits(e->m, t, bits)->v; }

/* The result is stored to a local so that it is used. */
static void keep(env *e, ir_block *b, ir_instr *v)
{
    ir_instr *slot = ir_build_alloca(e->m, e->f, b, v->v.type);
    ir_build_store(e->m, e->f, b, &slot->v, &v->v);
}

static ir_module *build(env *e, const void *arg)
{
    hostile_case which = *(const hostile_case *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    e->i8 = ir_type_int(m, 8);
    e->i16 = ir_type_int(m, 16);
    e->i32 = ir_type_int(m, 32);
    e->f16 = ir_type_half(m);
    e->f32 = ir_type_float(m);
    ir_type *vd = ir_type_void(m);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *entry = ir_block_create(m, e->f, "entry");
    const uint64_t one_h = 0x3C00, two_h = 0x4000, half_h = 0x3800;
    ir_block *tail = entry;
    ir_value *x16 = NULL;
    if (which == CASE_CMP16_EQ || which == CASE_CMP16_SLT || which == CASE_SWITCH16) {
        ir_type *p[2] = {e->i32, e->i32};
        ir_function *d = hand_decl(e, "dx.op.threadId.i32", e->i32, p, 2);
        ir_value *a[1] = {hand_ci(e, e->i32, 0)};
        ir_instr *tid = hand_dxop(e, entry, d, DXOP_ThreadId, a, 1);
        x16 = &ir_build_cast(m, e->f, entry, IR_OP_TRUNC, &tid->v, e->i16)->v;
    }

    switch (which) {
    case CASE_DOT2ADD: {
        ir_type *p[6] = {e->i32, e->f32, e->f16, e->f16, e->f16, e->f16};
        ir_function *d = hand_decl(e, "dx.op.dot2AddHalf.f32", e->f32, p, 6);
        ir_value *a[5] = {cbits(e, e->f32, 0x3F800000u), cbits(e, e->f16, one_h), cbits(e, e->f16, two_h),
                          cbits(e, e->f16, half_h), cbits(e, e->f16, one_h)};
        keep(e, entry, hand_dxop(e, entry, d, DXOP_Dot2AddHalf, a, 5));
        break;
    }
    case CASE_WAVE_CONST: {
        ir_type *p[4] = {e->i32, e->f16, e->i8, e->i8};
        ir_function *d = hand_decl(e, "dx.op.waveActiveOp.f16", e->f16, p, 4);
        ir_value *a[3] = {cbits(e, e->f16, one_h), hand_ci(e, e->i8, 0 /* Sum */), hand_ci(e, e->i8, 0)};
        keep(e, entry, hand_dxop(e, entry, d, DXOP_WaveActiveOp, a, 3));
        break;
    }
    case CASE_BITCAST_CE: {
        ir_const *ce = d2s_zalloc(&e->ctx, sizeof(*ce));
        ce->v.kind = IR_VAL_CONST_EXPR;
        ce->v.type = e->i16;
        ce->u.expr.op = IR_OP_BITCAST;
        ce->u.expr.source_type = e->f16;
        ce->u.expr.ops = d2s_zalloc_array(&e->ctx, 1, sizeof(ir_value *));
        ce->u.expr.ops[0] = cbits(e, e->f16, one_h);
        ce->u.expr.count = 1;
        keep(e, entry, ir_build_binop(m, e->f, entry, IR_OP_ADD, &ce->v, hand_ci(e, e->i16, 1)));
        break;
    }
    case CASE_CMP16_EQ:
    case CASE_CMP16_SLT: {
        ir_instr *c = ir_build_icmp(m, e->f, entry, which == CASE_CMP16_EQ ? IR_ICMP_EQ : IR_ICMP_SLT, x16,
                                    hand_ci(e, e->i16, 0x9C40));
        keep(e, entry, ir_build_select(m, e->f, entry, &c->v, hand_ci(e, e->i32, 1), hand_ci(e, e->i32, 2)));
        break;
    }
    case CASE_SWITCH16: {
        ir_block *hit = ir_block_create(m, e->f, "hit"), *dflt = ir_block_create(m, e->f, "dflt");
        tail = ir_block_create(m, e->f, "join");
        ir_value *cases[1] = {hand_ci(e, e->i16, 0x9C40)};
        ir_block *targets[1] = {hit};
        ir_build_switch(m, e->f, entry, x16, dflt, cases, targets, 1);
        ir_build_br(m, e->f, hit, tail);
        ir_build_br(m, e->f, dflt, tail);
        break;
    }
    default:
        break;
    }
    ir_build_ret(m, e->f, tail, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 4);
    ep->shader_flags = 0; /* no UseNativeLowPrecision: half/i16 are min precision */
    dxil_lower_dxops(m);
    return m;
}

/* Translates; returns the error message (status in *st) or NULL. */
static const char *translate(env *e, hostile_case which, dxil2spv_target_env env_kind, emit_result *out,
                             d2s_status *st)
{
    return hand_translate(e, build, &which, env_kind, out, st);
}

static void expect_valid(hostile_case which)
{
    static const struct { dxil2spv_target_env api; spv_target tools; } envs[] = {
        {DXIL2SPV_TARGET_VULKAN_1_1, SPV_TARGET_VULKAN_1_1},
        {DXIL2SPV_TARGET_VULKAN_1_3, SPV_TARGET_VULKAN_1_3},
    };
    for (size_t i = 0; i < sizeof(envs) / sizeof(envs[0]); i++) {
        env e;
        emit_result r;
        d2s_status st;
        const char *msg = translate(&e, which, envs[i].api, &r, &st);
        CHECK(msg == NULL, "%s: refused (status %d): %s", case_names[which], (int)st, msg ? msg : "");
        if (!msg) {
            const char *vmsg = NULL;
            bool ok = spv_tools_validate(&e.ctx, r.words, r.word_count, envs[i].tools, true, &vmsg);
            CHECK(ok, "%s: spirv-val: %s", case_names[which], vmsg ? vmsg : "");
            const char *text = NULL;
            if (getenv("V") && spv_tools_disassemble(&e.ctx, r.words, r.word_count, &text))
                printf("%s\n", text);
        }
        d2s_ctx_release(&e.ctx);
    }
}

/* Valid, and the disassembly has every one of the needles. */
static void expect_spirv(hostile_case which, const char *const *needles)
{
    expect_valid(which);
    env e;
    emit_result r;
    d2s_status st;
    const char *msg = translate(&e, which, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    const char *text = NULL;
    if (!msg && spv_tools_disassemble(&e.ctx, r.words, r.word_count, &text)) {
        for (; *needles; needles++)
            CHECK(strstr(text, *needles), "%s: no '%s' in:\n%s", case_names[which], *needles, text);
    } else {
        CHECK(0, "%s: not translated or not disassembled: %s", case_names[which], msg ? msg : "");
    }
    d2s_ctx_release(&e.ctx);
}

static void expect_refused(hostile_case which, d2s_status want, const char *word)
{
    env e;
    emit_result r;
    d2s_status st;
    const char *msg = translate(&e, which, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg != NULL, "%s: translated, expected a refusal naming '%s'", case_names[which], word);
    CHECK(!msg || st == want, "%s: status %d, expected %d (%s)", case_names[which], (int)st, (int)want,
          msg ? msg : "");
    CHECK(!msg || strstr(msg, word), "%s: message does not name '%s': %s", case_names[which], word, msg ? msg : "");
    if (getenv("V") && msg)
        printf("%s: %s\n", case_names[which], msg);
    d2s_ctx_release(&e.ctx);
}

int main(void)
{
    expect_valid(CASE_DOT2ADD);
    expect_valid(CASE_WAVE_CONST);
    expect_refused(CASE_BITCAST_CE, D2S_ERR_UNSUPPORTED, "bitcast");
    /* 40000 = 0x9C40, 4294941760 = 0xFFFF9C40 (-25536 as a 32-bit word). */
    expect_spirv(CASE_CMP16_EQ, (const char *const[]){"OpBitwiseAnd", "65535", "OpIEqual", " 40000", NULL});
    expect_spirv(CASE_CMP16_SLT,
                 (const char *const[]){"OpBitFieldSExtract", "OpSLessThan", "4294941760", NULL});
    expect_spirv(CASE_SWITCH16, (const char *const[]){"OpBitwiseAnd", "65535", "OpSwitch", " 40000 ", NULL});
    printf("test_emit_hostile: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
