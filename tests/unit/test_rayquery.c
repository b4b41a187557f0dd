/* Inline ray queries (src/emit/dxop/emit_dxop_rayquery.c). DXC output
 * (raytracing/rayquery_copies_compute, whose values rayquery-copies-run
 * checks on lavapipe): handles reaching RayQuery ops through phis, selects
 * and a local array (copied RayQuery objects) make the function's queries
 * elements of one array, indexed by the handle's value, with Proceed's done
 * flags in an array beside it. Hand-built modules (the words checked here
 * are the translator's own choices, not reachable by one HLSL shader each):
 * a direct handle translates, validates, ORs the RayQuery<FLAGS>
 * template flags into TraceRayInline's flags, and reads D3D's 3x4 matrix
 * element [row][col] from SPIR-V's column `col`, component `row`. The
 * committed matrix and CommittedRayT are read in functions that first ask
 * whether an intersection is committed (SPIR-V needs one; D3D defines
 * CommittedRayT as TMax before any commit, so that function gets the TMax
 * TraceRayInline stored). Proceed goes through a function that skips
 * OpRayQueryProceedKHR once traversal has ended (a "done" flag it loads),
 * as D3D allows Proceed() then and SPIR-V does not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "spirv/spv_tools.h"
#include "spv_inspect.h"

static int failures, checks;

enum {
    RK_ACCEL = 16,
    SPV_OP_CONSTANT = 43, SPV_OP_COMPOSITE_EXTRACT = 81, SPV_OP_RQ_INIT = 4473, SPV_OP_RQ_PROCEED = 4477,
    SPV_OP_RQ_O2W = 6031, SPV_OP_TYPE_RUNTIME_ARRAY = 29, SPV_OP_TYPE_ACCEL = 5341, SPV_OP_FUNCTION = 54,
    SPV_OP_CAPABILITY = 17, SPV_CAP_PRIMITIVE_CULLING = 4478, SPV_OP_FUNCTION_CALL = 57, SPV_OP_RQ_TYPE = 4479, SPV_OP_RQ_T = 6018, SPV_OP_FUNCTION_PARAMETER = 55,
};

typedef hand_env env;

typedef struct build_arg {
    bool heap;
    bool dynamic_flags; /* TraceRayInline's flags computed (the thread id), not the constant 1 */
    bool dynamic_matrix; /* CommittedObjectToWorld3x4[tid][tid] instead of [2][1] */
} build_arg;

/* main: q1 = AllocateRayQuery(4); TraceRayInline(q1, t0, flags 1, ...);
 * q2 = AllocateRayQuery(0); then Proceed on q1 after a branch; then
 * CommittedObjectToWorld3x4(q1, row 2, col 1). */
static ir_module *build(env *e, const void *arg)
{
    bool heap = ((const build_arg *)arg)->heap;
    bool dynamic_flags = ((const build_arg *)arg)->dynamic_flags;
    bool dynamic_matrix = ((const build_arg *)arg)->dynamic_matrix;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p_tid[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p_tid, 2);
    ir_function *alloc = hand_decl(e, "dx.op.allocateRayQuery", e->i32, p_tid, 2);
    ir_type *p_tr[13] = {e->i32, e->i32, handle, e->i32, e->i32, e->f32, e->f32, e->f32, e->f32,
                         e->f32, e->f32, e->f32, e->f32};
    ir_function *trace = hand_decl(e, "dx.op.rayQuery_TraceRayInline", vd, p_tr, 13);
    ir_function *proceed = hand_decl(e, "dx.op.rayQuery_Proceed.i1", e->i1, p_tid, 2);
    ir_type *p_mx[4] = {e->i32, e->i32, e->i32, e->i8};
    ir_function *matrix = hand_decl(e, "dx.op.rayQuery_StateMatrix.f32", e->f32, p_mx, 4);
    ir_function *scalar_f = hand_decl(e, "dx.op.rayQuery_StateScalar.f32", e->f32, p_tid, 2);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);

    ir_block *entry = ir_block_create(m, e->f, "entry");
    ir_value *ta[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, entry, thread_id, DXOP_ThreadId, ta, 1)->v;
    ir_value *h;
    if (heap) { /* ResourceDescriptorHeap[NonUniformResourceIndex(tid)] */
        ir_type *p_hh[4] = {e->i32, e->i32, e->i1, e->i1};
        ir_function *from_heap = hand_decl(e, "dx.op.createHandleFromHeap", handle, p_hh, 4);
        ir_type *pr[2] = {e->i32, e->i32};
        ir_type *props_t = ir_type_struct_named(m, "dx.types.ResourceProperties", pr, 2);
        ir_type *p_ah[3] = {e->i32, handle, props_t};
        ir_function *annotate = hand_decl(e, "dx.op.annotateHandle", handle, p_ah, 3);
        ir_value *hh[3] = {tid, hand_ci(e, e->i1, 0), hand_ci(e, e->i1, 1)};
        ir_value *raw = &hand_dxop(e, entry, from_heap, DXOP_CreateHandleFromHeap, hh, 3)->v;
        ir_value *ah[2] = {raw, hand_resource_props(e, props_t, RK_ACCEL, 0)};
        h = &hand_dxop(e, entry, annotate, DXOP_AnnotateHandle, ah, 2)->v;
    } else {
        ir_value *cha[4] = {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)};
        h = &hand_dxop(e, entry, create_handle, DXOP_CreateHandle, cha, 4)->v;
    }
    ir_value *fl4[1] = {hand_ci(e, e->i32, 4)}, *fl0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *q1 = &hand_dxop(e, entry, alloc, DXOP_AllocateRayQuery, fl4, 1)->v;
    ir_value *tr[12] = {q1, h, dynamic_flags ? tid : hand_ci(e, e->i32, 1), hand_ci(e, e->i32, 0xFF), hand_cf(e, 0), hand_cf(e, 0), hand_cf(e, 0), hand_cf(e, 0.5f),
                        hand_cf(e, 0), hand_cf(e, 0), hand_cf(e, 1), hand_cf(e, 100)};
    hand_dxop(e, entry, trace, DXOP_RayQuery_TraceRayInline, tr, 12);
    ir_value *q2 = &hand_dxop(e, entry, alloc, DXOP_AllocateRayQuery, fl0, 1)->v;
    ir_value *c = &ir_build_icmp(m, e->f, entry, IR_ICMP_EQ, tid, hand_ci(e, e->i32, 0))->v;

    ir_block *a = ir_block_create(m, e->f, "a"), *b = ir_block_create(m, e->f, "b");
    ir_block *join = ir_block_create(m, e->f, "join");
    ir_build_condbr(m, e->f, entry, c, a, b);
    ir_build_br(m, e->f, a, join);
    ir_build_br(m, e->f, b, join);
    (void)q2;
    ir_value *pa[1] = {q1};
    hand_dxop(e, join, proceed, DXOP_RayQuery_Proceed, pa, 1);
    ir_value *ma[3] = {q1, dynamic_matrix ? tid : hand_ci(e, e->i32, 2),
                       dynamic_matrix ? &ir_build_cast(m, e->f, join, IR_OP_TRUNC, tid, e->i8)->v
                                      : hand_ci(e, e->i8, 1)};
    hand_dxop(e, join, matrix, DXOP_RayQuery_CommittedObjectToWorld3x4, ma, 3);
    ir_value *ta1[1] = {q1};
    hand_dxop(e, join, scalar_f, DXOP_RayQuery_CommittedRayT, ta1, 1);
    ir_build_ret(m, e->f, join, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 5);
    dxil_module_info *dx = m->dxil;
    dxil_resource *res = d2s_zalloc(&e->ctx, sizeof(*res));
    res->res_class = DXIL_RES_SRV;
    res->name = "Scene";
    res->range_size = 1;
    res->kind = RK_ACCEL;
    dx->num_resources[DXIL_RES_SRV] = 1;
    dx->resources[DXIL_RES_SRV] = res;
    ep->num_resources[DXIL_RES_SRV] = 1;
    ep->resources[DXIL_RES_SRV] = res;
    dxil_lower_dxops(m);
    return m;
}

/* Translates; returns the error message or NULL, with the words in *out. */
static const char *translate(env *e, bool heap, bool dynamic_flags, emit_result *out, d2s_status *st)
{
    build_arg a = {heap, dynamic_flags, false};
    return hand_translate(e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, out, st);
}

/* DXC's copied queries (select, phis, a local array of RayQuery): translated,
 * valid, the queries an array of OpTypeRayQueryKHR, and Proceed run through
 * the guarded function taking (queries, slot, done flags). */
static void test_copied(const char *own)
{
    size_t n;
    unsigned char *d = spv_inspect_load(own, "dxil/raytracing/rayquery_copies_compute.dxil", &n, 1);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = dxil2spv_translate(d, n, &o);
    CHECK(r && r->status == DXIL2SPV_OK, "copies: refused: %s", r && r->error ? r->error : "no result");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "copies"), "copies: spirv-val");
        uint32_t found[3] = {0, 0, 0}; /* [0] the ray query type, [1] an array of it, [2] 3-parameter Proceed */
        uint32_t params = 0;
        for (size_t i = 5; i < r->spirv_word_count;) {
            const uint32_t *w = r->spirv + i;
            uint32_t op = w[0] & 0xFFFF, wc = w[0] >> 16;
            if (!wc || i + wc > r->spirv_word_count)
                break;
            if (op == 4472 /* OpTypeRayQueryKHR */)
                found[0] = w[1];
            if (op == 28 /* OpTypeArray */ && found[0] && w[2] == found[0])
                found[1] = 1;
            if (op == SPV_OP_FUNCTION)
                params = 0;
            if (op == SPV_OP_FUNCTION_PARAMETER)
                params++;
            if (op == SPV_OP_RQ_PROCEED && params == 3)
                found[2] = 1;
            i += wc;
        }
        CHECK(found[1], "copies: no array of ray queries");
        CHECK(found[2], "copies: OpRayQueryProceedKHR not in a function of (queries, slot, done flags)");
    }
    dxil2spv_result_free(r);
    free(d);
}

/* What test_direct looks for in the words; constants by id first. */
typedef struct rq_scan {
    uint32_t bound;
    uint64_t *cval; /* [bound]: bit 32 set when known */
    uint32_t *callee;       /* [bound]: the function an OpFunctionCall result calls */
    uint8_t *extract_ok;    /* [bound]: a 6-word OpCompositeExtract of it reads column 1, component 2 */
    uint32_t proceeds, flags_id, o2w_id, inits, accel_t, fn, o2w_fn;
    bool accel_array, type_before_o2w, o2w_in_main;
    uint32_t type_fn;       /* the function of the last OpRayQueryGetIntersectionTypeKHR */
    uint32_t params;        /* OpFunctionParameters of the current function */
    bool t_guarded;         /* OpRayQueryGetIntersectionTKHR after the type query, in a 2-parameter function */
    bool tmax_stored;       /* an OpStore of the constant 100.0 (the TMax) */
    bool culling_cap;       /* OpCapability RayTraversalPrimitiveCullingKHR */
    uint32_t loads;         /* OpLoads so far in the current function */
    bool proceed_guarded;   /* OpRayQueryProceedKHR in a 2-parameter function after a load */
} rq_scan;

static bool rq_visit(const spv_insn *in, void *arg)
{
    rq_scan *sc = arg;
    const uint32_t *w = in->w;
    uint32_t op = in->op, n = in->n;
    if (op == SPV_OP_CONSTANT && n == 4 && w[2] < sc->bound)
        sc->cval[w[2]] = (uint64_t)w[3] | (1ull << 32);
    if (op == SPV_OP_TYPE_ACCEL)
        sc->accel_t = w[1];
    if (op == SPV_OP_TYPE_RUNTIME_ARRAY && sc->accel_t && w[2] == sc->accel_t)
        sc->accel_array = true;
    if (op == SPV_OP_RQ_INIT) {
        sc->inits++;
        sc->flags_id = w[3];
    }
    if (op == SPV_OP_RQ_PROCEED) {
        sc->proceeds++;
        sc->proceed_guarded = sc->params == 2 && sc->loads > 0;
    }
    if (op == SPV_OP_FUNCTION) {
        sc->fn = w[2];
        sc->params = 0;
        sc->loads = 0;
    }
    if (op == 61 /* OpLoad */)
        sc->loads++;
    if (op == SPV_OP_FUNCTION_PARAMETER)
        sc->params++;
    if (op == SPV_OP_CAPABILITY && n == 2 && w[1] == SPV_CAP_PRIMITIVE_CULLING)
        sc->culling_cap = true;
    if (op == SPV_OP_RQ_T)
        sc->t_guarded = sc->type_fn == sc->fn && sc->params == 2;
    if (op == 62 /* OpStore */ && n == 3 && w[2] < sc->bound && sc->cval[w[2]] == ((1ull << 32) | 0x42C80000u))
        sc->tmax_stored = true;
    if (op == SPV_OP_FUNCTION_CALL && n >= 4 && w[2] < sc->bound)
        sc->callee[w[2]] = w[3];
    if (op == SPV_OP_RQ_TYPE)
        sc->type_fn = sc->fn;
    if (op == SPV_OP_RQ_O2W) {
        sc->o2w_id = w[2];
        sc->o2w_fn = sc->fn;
        sc->type_before_o2w = sc->type_fn == sc->fn;
    }
    if (op == SPV_OP_COMPOSITE_EXTRACT && n == 6 && w[3] < sc->bound)
        sc->extract_ok[w[3]] = w[4] == 1 && w[5] == 2; /* column 1, component (row) 2 */
    return true;
}

/* Computed flags may carry RAY_FLAG_SKIP_* at run time: the module must
 * declare RayTraversalPrimitiveCullingKHR; constant flags without them
 * (test_direct) must not. */
static void test_dynamic_flags(void)
{
    env e;
    emit_result r;
    d2s_status st;
    const char *msg = translate(&e, false, true, &r, &st);
    CHECK(msg == NULL, "dynamic flags: refused: %s", msg);
    if (msg) {
        d2s_ctx_release(&e.ctx);
        return;
    }
    const char *vmsg = NULL;
    CHECK(spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg), "spirv-val: %s",
          vmsg ? vmsg : "");
    rq_scan sc = {.bound = r.words[3]};
    sc.cval = calloc(sc.bound, sizeof(*sc.cval));
    sc.callee = calloc(sc.bound, sizeof(*sc.callee));
    sc.extract_ok = calloc(sc.bound, 1);
    if (!sc.cval || !sc.callee || !sc.extract_ok)
        exit(2);
    spv_inspect_walk(r.words, r.word_count, rq_visit, &sc);
    CHECK(sc.culling_cap, "dynamic flags: no OpCapability RayTraversalPrimitiveCullingKHR");
    /* the template's ACCEPT_FIRST_HIT (4) is OR-ed in at run time */
    CHECK(sc.flags_id && !(sc.flags_id < sc.bound && sc.cval[sc.flags_id]), "dynamic flags: ray flags are a constant");
    free(sc.cval);
    free(sc.callee);
    free(sc.extract_ok);
    d2s_ctx_release(&e.ctx);
}

static bool count_dynamic_reads(const spv_insn *in, void *arg)
{
    uint32_t *n = arg;
    n[0] += in->op == 77;  /* OpVectorExtractDynamic */
    n[1] += in->op == 169; /* OpSelect */
    return true;
}

/* CommittedObjectToWorld3x4[row][col] with a computed row and column (a
 * loop over the matrix): the column is selected among the four, the row
 * read with OpVectorExtractDynamic. */
static void test_dynamic_matrix(void)
{
    env e;
    emit_result r;
    d2s_status st;
    build_arg a = {false, false, true};
    const char *msg = hand_translate(&e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg == NULL, "dynamic matrix index: refused: %s", msg ? msg : "");
    if (!msg) {
        const char *vmsg = NULL;
        CHECK(spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg),
              "dynamic matrix index: spirv-val: %s", vmsg ? vmsg : "");
        uint32_t n[2] = {0, 0};
        spv_inspect_walk(r.words, r.word_count, count_dynamic_reads, n);
        CHECK(n[0] == 1 && n[1] >= 3, "dynamic matrix index: %u OpVectorExtractDynamic, %u OpSelect (1, >= 3 "
              "expected)", n[0], n[1]);
    }
    d2s_ctx_release(&e.ctx);
}

static void test_direct(bool heap)
{
    env e;
    emit_result r;
    d2s_status st;
    const char *msg = translate(&e, heap, false, &r, &st);
    CHECK(msg == NULL, "direct (heap %d): refused: %s", heap, msg);
    if (msg) {
        d2s_ctx_release(&e.ctx);
        return;
    }
    const char *vmsg = NULL;
    CHECK(spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg), "spirv-val: %s",
          vmsg ? vmsg : "");
    const char *text = NULL;
    if (getenv("V") && spv_tools_disassemble(&e.ctx, r.words, r.word_count, &text))
        printf("%s\n", text);
    rq_scan sc = {.bound = r.words[3]};
    sc.cval = calloc(sc.bound, sizeof(*sc.cval));
    sc.callee = calloc(sc.bound, sizeof(*sc.callee));
    sc.extract_ok = calloc(sc.bound, 1);
    if (!sc.cval || !sc.callee || !sc.extract_ok)
        exit(2);
    spv_inspect_walk(r.words, r.word_count, rq_visit, &sc);
    /* the matrix comes from a call of the guarded read, then is extracted */
    bool extract_ok = false;
    for (uint32_t id = 0; id < sc.bound; id++)
        if (sc.o2w_fn && sc.callee[id] == sc.o2w_fn && sc.extract_ok[id])
            extract_ok = true;
    CHECK(sc.inits == 1 && sc.proceeds == 1, "heap %d: %u OpRayQueryInitialize, %u OpRayQueryProceed", heap,
          sc.inits, sc.proceeds);
    /* RAY_FLAG_FORCE_OPAQUE (1) from the call | ACCEPT_FIRST_HIT (4) from RayQuery<4> */
    CHECK(sc.flags_id && sc.flags_id < sc.bound && sc.cval[sc.flags_id] == ((1ull << 32) | 5u),
          "heap %d: ray flags not 5", heap);
    CHECK(sc.proceed_guarded, "heap %d: OpRayQueryProceedKHR not in the function that checks the done flag", heap);
    CHECK(!sc.culling_cap, "heap %d: RayTraversalPrimitiveCullingKHR declared for constant flags without SKIP_*", heap);
    CHECK(sc.o2w_id && extract_ok, "heap %d: ObjectToWorld[2][1] not read from column 1, component 2 of a call "
          "of the guarded read", heap);
    CHECK(sc.t_guarded && sc.tmax_stored, "heap %d: CommittedRayT not read through the guarded function with the "
          "stored TMax (guarded %d, TMax stored %d)", heap, sc.t_guarded, sc.tmax_stored);
    CHECK(sc.type_before_o2w, "heap %d: the committed ObjectToWorld read is not preceded in its function by "
          "OpRayQueryGetIntersectionTypeKHR (the committed-intersection guard)", heap);
    /* the heap's acceleration structures are a runtime descriptor array */
    CHECK(sc.accel_t && sc.accel_array == heap, "heap %d: acceleration structure type %u, runtime array %d", heap,
          sc.accel_t, sc.accel_array);
    free(sc.cval);
    free(sc.callee);
    free(sc.extract_ok);
    d2s_ctx_release(&e.ctx);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    test_direct(false);
    test_direct(true);
    test_dynamic_flags();
    test_dynamic_matrix();
    test_copied(argv[1]);
    printf("rayquery: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
