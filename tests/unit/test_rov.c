/* Rasterizer-ordered views (options.rov).
 *
 * D3D orders the ROV accesses of overlapping pixel-shader invocations;
 * Vulkan's fragment shader interlock orders a critical section that must be
 * entered and left exactly once, in the entry function, in uniform control
 * flow. The translator wraps the whole pixel shader: the entry point's one
 * block is Begin, a call of the DXIL entry, End, Return. Checked here:
 *   - vkd3d-proton's d3d12_rov shaders (per pixel, and per sample through
 *     SV_SampleIndex): that exact entry, the execution mode and capability
 *     for the shader's frequency (in the reflection too), Coherent on the
 *     ROV, spirv-val; options.rov = REFUSE fails naming the view; a shader
 *     without ROV gets no interlock;
 *   - DXC's d3d-edges/ps_rov_loop_branch, whose ROV accesses sit in a loop
 *     and a branch: the same entry, Begin/End nowhere else, spirv-val; its
 *     control ps_uav_loop_branch (the same code on a plain UAV) has no
 *     interlock;
 *   - a compute shader with the flag (hand-built: DXC's validator allows
 *     RasterizerOrdered objects only in pixel shaders, but a module can carry
 *     the flag): a warning naming the view;
 *   - an out-of-range mode: DXIL2SPV_ERROR_INVALID_ARGUMENT.
 *
 * Usage: test_rov CORPUS_DIR... (our own corpus first; the vkd3d-proton one
 * has the d3d12_rov shaders, without it those checks are skipped).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "ir_hand.h"
#include "spv_inspect.h"

enum {
    OP_ENTRY_POINT = 15, OP_EXECUTION_MODE = 16, OP_FUNCTION = 54, OP_FUNCTION_END = 56, OP_FUNCTION_CALL = 57,
    OP_DECORATE = 71, OP_LABEL = 248, OP_RETURN = 253,
    OP_BEGIN_INTERLOCK = 5364, OP_END_INTERLOCK = 5365,
    EM_PIXEL_INTERLOCK_ORDERED = 5366, EM_SAMPLE_INTERLOCK_ORDERED = 5368,
    CAP_SAMPLE_INTERLOCK = 5363, CAP_PIXEL_INTERLOCK = 5378,
    DEC_COHERENT = 23, DEC_BINDING = 33,
};

static int failures, checks, skipped;

typedef struct entry_scan {
    uint32_t entry;            /* the entry point's function id */
    uint32_t mode;             /* its interlock execution mode, 0 = none */
    uint32_t begins, ends;     /* in the whole module */
    uint32_t entry_ops[16];    /* opcodes of the entry function's body (after OpFunction) */
    uint32_t entry_n;
    uint32_t coherent_bound;   /* descriptor variables decorated Coherent */
    uint32_t coherent_ids[16], binding_ids[16], nc, nb;
    uint32_t cur_fn;
} entry_scan;

static bool scan_visit(const spv_insn *in, void *arg)
{
    entry_scan *s = arg;
    switch (in->op) {
    case OP_ENTRY_POINT: s->entry = in->w[2]; break;
    case OP_EXECUTION_MODE:
        if (in->w[2] == EM_PIXEL_INTERLOCK_ORDERED || in->w[2] == EM_SAMPLE_INTERLOCK_ORDERED)
            s->mode = in->w[2];
        break;
    case OP_DECORATE:
        if (in->w[2] == DEC_COHERENT && s->nc < 16)
            s->coherent_ids[s->nc++] = in->w[1];
        if (in->w[2] == DEC_BINDING && s->nb < 16)
            s->binding_ids[s->nb++] = in->w[1];
        break;
    case OP_FUNCTION: s->cur_fn = in->w[2]; return true;
    case OP_FUNCTION_END: s->cur_fn = 0; return true;
    case OP_BEGIN_INTERLOCK: s->begins++; break;
    case OP_END_INTERLOCK: s->ends++; break;
    default: break;
    }
    if (s->cur_fn && s->cur_fn == s->entry && s->entry_n < 16)
        s->entry_ops[s->entry_n++] = in->op;
    return true;
}

static entry_scan scan(const uint32_t *words, size_t count)
{
    entry_scan s = {0};
    spv_inspect_walk(words, count, scan_visit, &s);
    for (uint32_t i = 0; i < s.nc; i++)
        for (uint32_t j = 0; j < s.nb; j++)
            s.coherent_bound += s.coherent_ids[i] == s.binding_ids[j];
    return s;
}

/* The entry's one block: Label, Begin, FunctionCall, End, Return; and the
 * pair nowhere else, so every instruction of the shader runs between them
 * exactly once per invocation. */
static void check_interlocked(const entry_scan *s, uint32_t want_mode, const char *what)
{
    static const uint32_t want[5] = {OP_LABEL, OP_BEGIN_INTERLOCK, OP_FUNCTION_CALL, OP_END_INTERLOCK, OP_RETURN};
    bool same = s->entry_n == 5;
    for (uint32_t i = 0; same && i < 5; i++)
        same = s->entry_ops[i] == want[i];
    CHECK(same, "%s: the entry function is not Label, Begin, FunctionCall, End, Return (%u instructions)", what,
          s->entry_n);
    CHECK(s->begins == 1 && s->ends == 1, "%s: %u begins and %u ends in the module", what, s->begins, s->ends);
    CHECK(s->mode == want_mode, "%s: interlock execution mode %u, want %u", what, s->mode, want_mode);
    CHECK(s->coherent_bound >= 1, "%s: the ROV variable is not Coherent", what);
}

static dxil2spv_result *translate(const unsigned char *data, size_t size, dxil2spv_rov_mode mode)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.rov = mode;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    if (!r) {
        printf("NULL result\n");
        exit(2);
    }
    return r;
}

static void corpus_shader(const char *dir, const char *rel, bool per_sample)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, rel, &size, 2);
    dxil2spv_result *r = translate(data, size, DXIL2SPV_ROV_INTERLOCK);
    CHECK(r->status == DXIL2SPV_OK, "%s: %s", rel, r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, rel), "%s: spirv-val", rel);
        entry_scan s = scan(r->spirv, r->spirv_word_count);
        check_interlocked(&s, per_sample ? EM_SAMPLE_INTERLOCK_ORDERED : EM_PIXEL_INTERLOCK_ORDERED, rel);
        CHECK(spv_inspect_reflects_cap(r, per_sample ? CAP_SAMPLE_INTERLOCK : CAP_PIXEL_INTERLOCK),
              "%s: the interlock capability is not in the reflection", rel);
        CHECK(!spv_inspect_reflects_cap(r, per_sample ? CAP_PIXEL_INTERLOCK : CAP_SAMPLE_INTERLOCK),
              "%s: the other frequency's capability is in the reflection", rel);
        bool ext = false;
        for (uint32_t i = 0; i < r->reflection->extension_count; i++)
            ext |= strcmp(r->reflection->extensions[i], "SPV_EXT_fragment_shader_interlock") == 0;
        CHECK(ext, "%s: SPV_EXT_fragment_shader_interlock not reflected", rel);
    }
    dxil2spv_result_free(r);

    r = translate(data, size, DXIL2SPV_ROV_REFUSE);
    CHECK(r->status == DXIL2SPV_ERROR_UNSUPPORTED, "%s refuse: status %d", rel, (int)r->status);
    CHECK(r->error && strstr(r->error, "rasterizer-ordered view") && strstr(r->error, "options.rov"),
          "%s refuse: error '%s' does not name the view and the option", rel, r->error ? r->error : "");
    dxil2spv_result_free(r);

    r = translate(data, size, (dxil2spv_rov_mode)5);
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "options.rov"),
          "%s mode 5: status %d '%s'", rel, (int)r->status, r->error ? r->error : "");
    dxil2spv_result_free(r);
    free(data);
}

static void corpus_no_rov(const char *dir, const char *rel)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, rel, &size, 2);
    dxil2spv_result *r = translate(data, size, DXIL2SPV_ROV_REFUSE);
    CHECK(r->status == DXIL2SPV_OK, "%s (no ROV) with rov=refuse: %s", rel, r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        entry_scan s = scan(r->spirv, r->spirv_word_count);
        CHECK(s.begins == 0 && s.ends == 0 && s.mode == 0, "%s: interlock without a ROV", rel);
    }
    dxil2spv_result_free(r);
    free(data);
}

/* ---- hand-built shaders ----------------------------------------------------------- */

enum { RK_RAW = 11 };

typedef struct hand_arg {
    bool rov, compute;
} hand_arg;

/* RasterizerOrderedByteAddressBuffer u0;
 *   x = u0.Load(0); for (i = 0; i < x; i++) { if (u0.Load(4 * i) > 3) u0.Store(4 * i, i); } */
static ir_module *build(hand_env *e, const void *argp)
{
    const hand_arg *arg = argp;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *ret_i = hand_resret_type(e, e->i32, "i32");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p_ld[6] = {e->i32, handle, e->i32, e->i32, e->i8, e->i32};
    ir_function *load = hand_decl(e, "dx.op.rawBufferLoad.i32", ret_i, p_ld, 6);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, e->i32, e->i32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.i32", vd, p_st, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *entry = ir_block_create(m, e->f, "entry"), *head = ir_block_create(m, e->f, "head");
    ir_block *body = ir_block_create(m, e->f, "body"), *then = ir_block_create(m, e->f, "then");
    ir_block *latch = ir_block_create(m, e->f, "latch"), *exit = ir_block_create(m, e->f, "exit");
    ir_value *ha[4] = {hand_ci(e, e->i8, DXIL_RES_UAV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0),
                       hand_ci(e, e->i1, 0)};
    ir_value *h = &hand_dxop(e, entry, create_handle, DXOP_CreateHandle, ha, 4)->v;
    ir_value *ui = &ir_const_undef(m, e->i32)->v;
    ir_value *la[5] = {h, hand_ci(e, e->i32, 0), ui, hand_ci(e, e->i8, 1), hand_ci(e, e->i32, 4)};
    ir_value *n = hand_extract(e, entry, &hand_dxop(e, entry, load, DXOP_RawBufferLoad, la, 5)->v, e->i32, 0);
    ir_build_br(m, e->f, entry, head);
    ir_instr *i = ir_build_phi(m, e->f, head, e->i32, 2);
    ir_value *more = &ir_build_icmp(m, e->f, head, IR_ICMP_SLT, &i->v, n)->v;
    ir_build_condbr(m, e->f, head, more, body, exit);
    ir_value *addr = &ir_build_binop(m, e->f, body, IR_OP_SHL, &i->v, hand_ci(e, e->i32, 2))->v;
    ir_value *lb[5] = {h, addr, ui, hand_ci(e, e->i8, 1), hand_ci(e, e->i32, 4)};
    ir_value *v = hand_extract(e, body, &hand_dxop(e, body, load, DXOP_RawBufferLoad, lb, 5)->v, e->i32, 0);
    ir_value *big = &ir_build_icmp(m, e->f, body, IR_ICMP_SGT, v, hand_ci(e, e->i32, 3))->v;
    ir_build_condbr(m, e->f, body, big, then, latch);
    ir_value *sa[9] = {h, addr, ui, &i->v, ui, ui, ui, hand_ci(e, e->i8, 1), hand_ci(e, e->i32, 4)};
    hand_dxop(e, then, store, DXOP_RawBufferStore, sa, 9);
    ir_build_br(m, e->f, then, latch);
    ir_value *next = &ir_build_binop(m, e->f, latch, IR_OP_ADD, &i->v, hand_ci(e, e->i32, 1))->v;
    ir_build_br(m, e->f, latch, head);
    ir_phi_set_incoming(i, 0, hand_ci(e, e->i32, 0), entry);
    ir_phi_set_incoming(i, 1, next, latch);
    ir_build_ret(m, e->f, exit, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = arg->compute ? hand_compute_entry(e, 0) : hand_pixel_entry(e, 0);
    dxil_module_info *dx = m->dxil;
    dxil_resource *uav = d2s_zalloc(&e->ctx, sizeof(*uav));
    uav->res_class = DXIL_RES_UAV;
    uav->name = "ordered";
    uav->range_size = 1;
    uav->kind = RK_RAW;
    uav->rov = arg->rov;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 1;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
    dxil_lower_dxops(m);
    return m;
}

/* The checks shared by DXC's pixel shaders and the hand-built compute one. */
static void check_translation(const dxil2spv_result *res, const char *warnings, bool rov, bool compute,
                              const char *what)
{
    CHECK(spv_inspect_validates(res, SPV_TARGET_VULKAN_1_3, what), "%s: spirv-val", what);
    entry_scan s = scan(res->spirv, res->spirv_word_count);
    if (rov && !compute) {
        check_interlocked(&s, EM_PIXEL_INTERLOCK_ORDERED, what);
    } else {
        CHECK(s.begins == 0 && s.ends == 0 && s.mode == 0, "%s: interlock", what);
        if (!rov)
            CHECK(s.coherent_bound == 0, "%s: Coherent without the flag", what);
    }
    const char *w = warnings;
    if (compute)
        CHECK(w && strstr(w, "rasterizer-ordered view 'ordered'") && strstr(w, "compute"),
              "%s: warnings '%s' do not name the view", what, w ? w : "");
    else
        CHECK(!w || !strstr(w, "rasterizer-ordered"), "%s: warns '%s'", what, w);
}

/* DXC's pixel shader d3d-edges/<name>. */
static void dxc_case(const char *own, const char *name, bool rov)
{
    char rel[256];
    snprintf(rel, sizeof(rel), "dxil/d3d-edges/%s.dxil", name);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = spv_inspect_translate(own, rel, &o, 2);
    CHECK(r->status == DXIL2SPV_OK, "%s: %s", name, r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK)
        check_translation(r, r->warnings, rov, false, name);
    dxil2spv_result_free(r);
}

static void hand_compute_case(void)
{
    hand_env e;
    hand_arg a = {true, true};
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    emit_result r;
    d2s_status st;
    const char *what = "hand compute";
    const char *msg = hand_translate_opts(&e, build, &a, &o, &r, &st);
    CHECK(msg == NULL, "%s: %s", what, msg ? msg : "");
    if (!msg) {
        dxil2spv_result res = {0};
        res.status = DXIL2SPV_OK;
        res.spirv = r.words;
        res.spirv_word_count = r.word_count;
        res.reflection = r.reflection;
        check_translation(&res, e.ctx.warnings, true, true, what);
    }
    d2s_ctx_release(&e.ctx);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_rov OWN_CORPUS_DIR [CORPUS_DIR...]\n");
        return 2;
    }
    bool found = false;
    for (int a = 1; a < argc; a++) {
        char probe_path[1024];
        snprintf(probe_path, sizeof(probe_path), "%s/d3d12_rov/ps_code_pixel_dxil.dxil", argv[a]);
        FILE *probe = fopen(probe_path, "rb");
        if (!probe)
            continue;
        fclose(probe);
        found = true;
        corpus_shader(argv[a], "d3d12_rov/ps_code_pixel_dxil.dxil", false);
        corpus_shader(argv[a], "d3d12_rov/ps_code_sample_dxil.dxil", true);
        corpus_no_rov(argv[a], "d3d12_rov/vs_code_dxil.dxil");
    }
    if (!found) {
        printf("note: d3d12_rov is in none of the corpus folders; its checks skipped\n");
        skipped++;
    }
    dxc_case(argv[1], "ps_rov_loop_branch", true);
    dxc_case(argv[1], "ps_uav_loop_branch", false);
    hand_compute_case();
    printf("test_rov: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
