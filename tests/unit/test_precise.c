/* HLSL `precise` (README, Precise): NoContraction on every float operation
 * that feeds a precise value, and Invariant on a precisely computed
 * SV_Position (options.invariant_position). Hand-built vertex shaders:
 * SV_Position = x * x + 1 per component (x from POSITION), TEXCOORD =
 * x * 2, in these variants:
 *   STRICT_ADD  the add without `fast` (DXC's form of a precise value), the
 *               multiply `fast` (as no DXC output has it: the propagation
 *               must reach it);
 *   ALL_FAST    nothing precise;
 *   VIA_ARRAY   the products go through a local array before a strict add;
 *   PRECISE_MAD dx.op FMad marked !dx.precise on a `fast` multiply;
 *   PASSTHROUGH SV_Position = x.
 * TEXCOORD's multiply is never precise and must stay undecorated.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "spv_inspect.h"

enum { OP_LOAD_INPUT = 4, OP_STORE_OUTPUT = 5, OP_FMAD = 46 };
enum { SPV_OP_DECORATE = 71, SPV_OP_FMUL = 133, DEC_BUILTIN = 11, DEC_INVARIANT = 18, DEC_NO_CONTRACTION = 42,
       BUILTIN_POSITION = 0 };
enum { STRICT_ADD, ALL_FAST, VIA_ARRAY, PRECISE_MAD, PASSTHROUGH };

static int failures, checks;

static ir_instr *fast(ir_instr *in)
{
    in->flags |= IR_FLAG_FAST_MATH;
    in->aux2 |= 1u; /* UnsafeAlgebra: DXC's `fast` */
    return in;
}

static dxil_sig_element *elements(hand_env *e, const char *const *names, const uint32_t *kinds, uint32_t n)
{
    dxil_sig_element *el = d2s_zalloc_array(&e->ctx, n, sizeof(*el));
    for (uint32_t i = 0; i < n; i++) {
        el[i].id = i;
        el[i].semantic = names[i];
        el[i].num_indices = 1;
        el[i].semantic_indices = d2s_zalloc_array(&e->ctx, 1, sizeof(uint32_t));
        el[i].comp_type = 9; /* F32 */
        el[i].system_value = kinds[i];
        el[i].rows = 1;
        el[i].cols = 4;
        el[i].start_row = (int32_t)i;
        el[i].usage_mask = 0xF;
    }
    return el;
}

static ir_module *build(hand_env *e, const void *arg)
{
    int variant = *(const int *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *ps[5] = {e->i32, e->i32, e->i32, e->i8, e->f32};
    ir_function *store = hand_decl(e, "dx.op.storeOutput.f32", vd, ps, 5);
    ir_type *pl[5] = {e->i32, e->i32, e->i32, e->i8, e->i32};
    ir_function *load = hand_decl(e, "dx.op.loadInput.f32", e->f32, pl, 5);
    ir_type *pm[4] = {e->i32, e->f32, e->f32, e->f32};
    ir_function *mad = hand_decl(e, "dx.op.tertiary.f32", e->f32, pm, 4);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_type *arr = ir_type_array(m, e->f32, 4);
    ir_instr *local = variant == VIA_ARRAY ? ir_build_alloca(m, e->f, b, arr) : NULL;
    for (uint32_t c = 0; c < 4; c++) {
        ir_value *la[4] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c), hand_ci(e, e->i32, 0)};
        ir_value *x = &hand_dxop(e, b, load, OP_LOAD_INPUT, la, 4)->v;
        ir_value *pos;
        if (variant == PASSTHROUGH) {
            pos = x;
        } else {
            ir_value *sq = &fast(ir_build_binop(m, e->f, b, IR_OP_FMUL, x, x))->v;
            if (variant == VIA_ARRAY) {
                ir_value *gi[3] = {&local->v, hand_ci(e, e->i32, 0), hand_ci(e, e->i32, c)};
                ir_instr *gep = ir_instr_create(m, IR_OP_GEP, ir_type_pointer(m, e->f32, 0), gi, 3, NULL, 0);
                gep->aux_type = arr;
                gep->flags |= IR_FLAG_INBOUNDS;
                ir_value *p = &ir_block_append(m, e->f, b, gep)->v;
                ir_build_store(m, e->f, b, p, sq);
                sq = &ir_build_load(m, e->f, b, p)->v;
            }
            if (variant == PRECISE_MAD) {
                ir_value *ma[3] = {sq, hand_cf(e, 1.0f), hand_cf(e, 1.0f)};
                ir_instr *r = hand_dxop(e, b, mad, OP_FMAD, ma, 3);
                r->flags |= IR_FLAG_PRECISE; /* what a !dx.precise attachment becomes */
                pos = &r->v;
            } else {
                ir_instr *add = ir_build_binop(m, e->f, b, IR_OP_FADD, sq, hand_cf(e, 1.0f));
                if (variant == ALL_FAST)
                    fast(add);
                pos = &add->v;
            }
        }
        ir_value *sa[4] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c), pos};
        hand_dxop(e, b, store, OP_STORE_OUTPUT, sa, 4);
        ir_value *t = &fast(ir_build_binop(m, e->f, b, IR_OP_FMUL, x, hand_cf(e, 2.0f)))->v;
        ir_value *ta[4] = {hand_ci(e, e->i32, 1), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c), t};
        hand_dxop(e, b, store, OP_STORE_OUTPUT, ta, 4);
    }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_module_info *dx = d2s_zalloc(&e->ctx, sizeof(*dx));
    dx->shader_kind = DXIL_SHADER_VERTEX;
    dx->sm_major = 6;
    dx->dxil_major = dx->valver_major = 1;
    dxil_entry_point *ep = d2s_zalloc(&e->ctx, sizeof(*ep));
    ep->func = e->f;
    ep->name = "main";
    ep->shader_kind = DXIL_SHADER_VERTEX;
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    static const char *const in_names[1] = {"POSITION"};
    static const uint32_t in_kinds[1] = {0};
    static const char *const out_names[2] = {"SV_Position", "TEXCOORD"};
    static const uint32_t out_kinds[2] = {3 /* Position */, 0};
    ep->inputs.count = 1;
    ep->inputs.elements = elements(e, in_names, in_kinds, 1);
    ep->outputs.count = 2;
    ep->outputs.elements = elements(e, out_names, out_kinds, 2);
    dx->num_entry_points = 1;
    dx->entry_points = ep;
    m->dxil = dx;
    dxil_lower_dxops(m);
    return m;
}

typedef struct facts {
    uint32_t position_var;
    bool invariant[64];     /* by id, for ids < 64 */
    uint32_t no_contraction; /* NoContraction decorations */
    uint32_t fmul_decorated; /* of them, on OpFMul results */
    bool nc[4096];
} facts;

static bool scan_decorations(const spv_insn *in, void *arg)
{
    facts *f = arg;
    if (in->op == SPV_OP_DECORATE && in->n >= 3) {
        uint32_t id = in->w[1];
        if (in->w[2] == DEC_BUILTIN && in->n >= 4 && in->w[3] == BUILTIN_POSITION)
            f->position_var = id;
        if (in->w[2] == DEC_INVARIANT && id < 64)
            f->invariant[id] = true;
        if (in->w[2] == DEC_NO_CONTRACTION) {
            f->no_contraction++;
            if (id < 4096)
                f->nc[id] = true;
        }
    }
    if (in->op == SPV_OP_FMUL && in->n >= 3 && in->w[2] < 4096 && f->nc[in->w[2]])
        f->fmul_decorated++;
    return true;
}

static void run(int variant, uint32_t mode, const char *name, bool want_invariant, uint32_t want_nc,
                uint32_t want_fmul_nc)
{
    hand_env e;
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.invariant_position = mode;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate_opts(&e, build, &variant, &opts, &r, &st);
    CHECK(msg == NULL, "%s: refused: %s", name, msg ? msg : "");
    if (msg) {
        d2s_ctx_release(&e.ctx);
        return;
    }
    facts *f = calloc(1, sizeof(*f));
    spv_inspect_walk(r.words, r.word_count, scan_decorations, f);
    CHECK(f->position_var != 0 && f->position_var < 64, "%s: no Position variable", name);
    bool inv = f->position_var < 64 && f->invariant[f->position_var];
    CHECK(inv == want_invariant, "%s: Position %s Invariant", name, inv ? "is" : "is not");
    CHECK(f->no_contraction == want_nc, "%s: %u NoContraction decorations, want %u", name, f->no_contraction,
          want_nc);
    CHECK(f->fmul_decorated == want_fmul_nc, "%s: %u OpFMul with NoContraction, want %u", name, f->fmul_decorated,
          want_fmul_nc);
    dxil2spv_result pub = {.status = DXIL2SPV_OK, .spirv = r.words, .spirv_word_count = r.word_count};
    CHECK(spv_inspect_validates(&pub, SPV_TARGET_VULKAN_1_3, name), "%s: spirv-val", name);
    free(f);
    d2s_ctx_release(&e.ctx);
}

int main(void)
{
    const uint32_t P = DXIL2SPV_INVARIANT_POSITION_PRECISE, A = DXIL2SPV_INVARIANT_POSITION_ALWAYS;
    /* 4 fast multiplies reached by the propagation + 4 strict adds */
    run(STRICT_ADD, P, "strict add", true, 8, 4);
    run(ALL_FAST, P, "all fast", false, 0, 0);
    run(ALL_FAST, A, "all fast, always", true, 0, 0);
    run(VIA_ARRAY, P, "through a local array", true, 8, 4);
    /* FMad expands to a multiply and an add, both NoContraction, plus the
     * fast multiply feeding it */
    run(PRECISE_MAD, P, "precise mad", true, 12, 8);
    run(PASSTHROUGH, P, "passthrough", false, 0, 0);
    run(PASSTHROUGH, A, "passthrough, always", true, 0, 0);
    printf("test_precise: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
