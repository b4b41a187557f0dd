/* Unit tests of the SPIR-V builder (spirv/spv_builder.h): small modules
 * built through the API, checked word by word where it matters, parsed with
 * SPIRV-Tools to count types/constants/ids, and validated in-process.
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* libspirv.h defines (not declares) a const in C, and spv_tools.c includes
 * it too: rename this file's copy so the two do not collide at link time. */
#define kDefaultMaxIdBound test_spirv_builder_kDefaultMaxIdBound
#include <spirv-tools/libspirv.h>
#undef kDefaultMaxIdBound

#include "spirv/spv_builder.h"
#include "spirv/spv_tools.h"

#define CHECK(cond) do { \
        if (!(cond)) { \
            printf("    check failed at line %d: %s\n", __LINE__, #cond); \
            return false; \
        } \
    } while (0)

/* ---- module statistics via spvBinaryParse ------------------------------- */

#define MAX_OP 8192

typedef struct mod_stats {
    uint32_t op_count[MAX_OP];
    uint32_t defined;    /* instructions with a result id */
    uint32_t max_id;
    uint32_t dup_ids;    /* result ids defined twice */
    uint32_t bound;
    uint8_t *seen;       /* by id */
    uint32_t seen_cap;
    /* The words of the first OpEntryPoint, and of one chosen instruction. */
    uint32_t entry_ifaces;
    uint32_t find_id;
    uint32_t found_words[8];
    uint32_t found_n;
} mod_stats;

static spv_result_t on_header(void *ud, spv_endianness_t e, uint32_t magic, uint32_t version,
                              uint32_t generator, uint32_t bound, uint32_t schema)
{
    (void)e; (void)magic; (void)version; (void)generator; (void)schema;
    mod_stats *s = ud;
    s->bound = bound;
    return SPV_SUCCESS;
}

static spv_result_t on_inst(void *ud, const spv_parsed_instruction_t *pi)
{
    mod_stats *s = ud;
    if (pi->opcode < MAX_OP)
        s->op_count[pi->opcode]++;
    if (pi->result_id) {
        s->defined++;
        if (pi->result_id > s->max_id)
            s->max_id = pi->result_id;
        if (pi->result_id < s->seen_cap) {
            if (s->seen[pi->result_id])
                s->dup_ids++;
            s->seen[pi->result_id] = 1;
        }
        if (pi->result_id == s->find_id && pi->num_words <= 8) {
            memcpy(s->found_words, pi->words, pi->num_words * sizeof(uint32_t));
            s->found_n = pi->num_words;
        }
    }
    if (pi->opcode == SpvOpEntryPoint && !s->entry_ifaces) {
        /* operands: model, function, name, interface ids... */
        s->entry_ifaces = pi->num_operands >= 3 ? pi->num_operands - 3u : 0;
    }
    return SPV_SUCCESS;
}

static bool parse_module(d2s_ctx *ctx, const uint32_t *w, size_t n, mod_stats *s, uint32_t find_id)
{
    memset(s, 0, sizeof(*s));
    s->find_id = find_id;
    s->seen_cap = n >= 4 ? w[3] + 1 : 1;
    s->seen = d2s_zalloc(ctx, s->seen_cap);
    spv_context sc = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
    spv_diagnostic diag = NULL;
    spv_result_t r = spvBinaryParse(sc, s, w, n, on_header, on_inst, &diag);
    if (r != SPV_SUCCESS)
        printf("    parse error: %s\n", diag && diag->error ? diag->error : "?");
    spvDiagnosticDestroy(diag);
    spvContextDestroy(sc);
    return r == SPV_SUCCESS;
}

static uint32_t type_decls(const mod_stats *s)
{
    uint32_t n = 0;
    for (uint32_t op = SpvOpTypeVoid; op <= SpvOpTypeForwardPointer; op++)
        n += s->op_count[op];
    return n + s->op_count[SpvOpTypeAccelerationStructureKHR] + s->op_count[SpvOpTypeRayQueryKHR];
}

static bool validate(d2s_ctx *ctx, const uint32_t *w, size_t n, spv_target t, bool scalar)
{
    const char *msg;
    bool ok = spv_tools_validate(ctx, w, n, t, scalar, &msg);
    if (!ok) {
        printf("    validation failed: %s\n", msg);
        const char *text;
        if (spv_tools_disassemble(ctx, w, n, &text))
            printf("%s\n", text);
    }
    return ok;
}

/* ---- module 1: GLCompute, SSBO, loop + selection, GLSL.std.450 ----------- */

typedef struct compute_ids {
    spv_id u32, u32_again, c0, c0_again, rt_arr, ptr_sb_u32, st1, st2;
    spv_id chain_entry, chain_entry_again, chain_merge; /* one access chain asked for twice in a block, once in another */
    spv_id plain_load, invariant_load, invariant_load_again; /* loads of that chain in its block */
    uint32_t bound_before_dups, bound_after_dups;
} compute_ids;

static const uint32_t *build_compute(d2s_ctx *ctx, size_t *n, compute_ids *ids, bool names)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    o.debug_names = names;
    spv_builder *b = spv_builder_create(ctx, &o);

    spv_id t_void = spv_type_void(b);
    spv_id t_fn = spv_type_function(b, t_void, NULL, 0);
    spv_id u32 = spv_type_int(b, 32, false);
    spv_id t_bool = spv_type_bool(b);
    spv_id uvec3 = spv_type_vector(b, u32, 3);
    spv_id rt = spv_type_runtime_array(b, u32, 4);
    spv_id st = spv_type_struct(b, &rt, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    spv_name(b, st, "Buf");
    spv_member_name(b, st, 0, "data");
    spv_id p_sb_st = spv_type_pointer(b, SpvStorageClassStorageBuffer, st);
    spv_id p_sb_u32 = spv_type_pointer(b, SpvStorageClassStorageBuffer, u32);
    spv_id p_in_uvec3 = spv_type_pointer(b, SpvStorageClassInput, uvec3);
    spv_id p_fn_u32 = spv_type_pointer(b, SpvStorageClassFunction, u32);

    spv_id buf = spv_variable(b, p_sb_st, SpvStorageClassStorageBuffer, 0);
    spv_decorate_binding(b, buf, 0, 0);
    spv_name(b, buf, "buf");
    spv_id gid = spv_variable(b, p_in_uvec3, SpvStorageClassInput, 0);
    spv_decorate_builtin(b, gid, SpvBuiltInGlobalInvocationId);
    spv_name(b, gid, "gid");

    spv_id c0 = spv_const_u32(b, 0), c1 = spv_const_u32(b, 1), c2 = spv_const_u32(b, 2);
    spv_id c4 = spv_const_u32(b, 4), c7 = spv_const_u32(b, 7);

    spv_id glsl = spv_glsl450(b);

    /* Everything again: no new ids, and the builder hands back the same. */
    ids->bound_before_dups = spv_id_bound(b);
    ids->u32 = u32;
    ids->u32_again = spv_type_int(b, 32, false);
    (void)spv_type_void(b);
    (void)spv_type_function(b, t_void, NULL, 0);
    (void)spv_type_vector(b, spv_type_int(b, 32, false), 3);
    ids->rt_arr = spv_type_runtime_array(b, u32, 4);
    ids->ptr_sb_u32 = spv_type_pointer(b, SpvStorageClassStorageBuffer, spv_type_int(b, 32, false));
    ids->c0 = c0;
    ids->c0_again = spv_const_u32(b, 0);
    (void)spv_const_u32(b, 7);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_decorate_binding(b, buf, 0, 0);
    if (spv_glsl450(b) != glsl || spv_ext_inst_import(b, "GLSL.std.450") != glsl)
        return NULL;
    spv_capability(b, SpvCapabilityShader);
    ids->bound_after_dups = spv_id_bound(b);
    ids->st1 = st;

    spv_id main_fn = spv_function_begin(b, 0, t_void, t_fn, SpvFunctionControlMaskNone);
    spv_name(b, main_fn, "main");
    spv_id l_header = spv_alloc_id(b), l_body = spv_alloc_id(b), l_then = spv_alloc_id(b);
    spv_id l_else = spv_alloc_id(b), l_sel_merge = spv_alloc_id(b), l_cont = spv_alloc_id(b);
    spv_id l_merge = spv_alloc_id(b);

    spv_block entry = spv_block_begin(b, 0);
    spv_id l_entry = spv_block_label(b, entry);
    spv_id g = spv_load(b, uvec3, gid);
    uint32_t idx0 = 0;
    spv_id x = spv_composite_extract(b, u32, g, &idx0, 1);
    spv_id chain[2] = {c0, x};
    spv_id p = spv_access_chain(b, p_sb_u32, buf, chain, 2);
    spv_id v = spv_load(b, u32, p);
    ids->chain_entry = p;
    ids->chain_entry_again = spv_access_chain(b, p_sb_u32, buf, chain, 2);
    ids->plain_load = v;
    ids->invariant_load = spv_load_invariant(b, u32, p);
    ids->invariant_load_again = spv_load_invariant(b, u32, p);
    spv_branch(b, l_header);

    spv_block_begin(b, l_header);
    spv_phi_ref phi_i = spv_phi_open(b, u32, 0, 2);
    spv_phi_ref phi_acc = spv_phi_open(b, u32, 0, 2);
    spv_name(b, phi_i.id, "i");
    spv_loop_merge(b, l_merge, l_cont, SpvLoopControlMaskNone);
    spv_id cond = spv_binop(b, SpvOpULessThan, t_bool, phi_i.id, c4);
    spv_branch_cond(b, cond, l_body, l_merge);

    spv_block_begin(b, l_body);
    /* A local declared mid-function: the builder hoists it to the entry. */
    spv_id tmp = spv_variable(b, p_fn_u32, SpvStorageClassFunction, 0);
    spv_store(b, tmp, phi_acc.id);
    spv_id acc = spv_load(b, u32, tmp);
    spv_id low = spv_binop(b, SpvOpBitwiseAnd, u32, acc, c1);
    spv_id is0 = spv_op(b, SpvOpIEqual, t_bool, SPV_OPS(low, c0));
    spv_selection_merge(b, l_sel_merge, SpvSelectionControlMaskNone);
    spv_branch_cond(b, is0, l_then, l_else);

    spv_block_begin(b, l_then);
    spv_id a1 = spv_binop(b, SpvOpIMul, u32, acc, c2);
    spv_branch(b, l_sel_merge);

    spv_block_begin(b, l_else);
    spv_id maxargs[2] = {acc, c7};
    spv_id a2 = spv_glsl(b, u32, GLSLstd450UMax, maxargs, 2);
    spv_branch(b, l_sel_merge);

    /* Terminator first, then a body instruction that uses the phi, then the
     * phi: the builder lays them out phi, body, terminator. */
    spv_block_begin(b, l_sel_merge);
    spv_branch(b, l_cont);
    spv_id acc_phi = spv_alloc_id(b);
    spv_id acc_next = spv_binop(b, SpvOpIAdd, u32, acc_phi, c0);
    spv_id in_pairs[4] = {a1, l_then, a2, l_else};
    spv_emit(b, SpvOpPhi, u32, acc_phi, in_pairs, 4);

    spv_block_begin(b, l_cont);
    spv_id i_next = spv_binop(b, SpvOpIAdd, u32, phi_i.id, c1);
    spv_branch(b, l_header);

    spv_block_begin(b, l_merge);
    ids->chain_merge = spv_access_chain(b, p_sb_u32, buf, chain, 2);
    spv_store(b, ids->chain_merge, phi_acc.id);
    spv_return(b);

    spv_phi_set(b, phi_i, 0, c0, l_entry);
    spv_phi_set(b, phi_i, 1, i_next, l_cont);
    spv_phi_set(b, phi_acc, 0, v, l_entry);
    spv_phi_set(b, phi_acc, 1, acc_next, l_cont);
    spv_function_end(b);

    uint32_t ep = spv_entry_point(b, SpvExecutionModelGLCompute, main_fn, "main");
    spv_entry_point_interface(b, ep, buf);
    spv_entry_point_interface(b, ep, gid);
    spv_entry_point_interface(b, ep, buf); /* duplicate: ignored */
    spv_local_size(b, main_fn, 64, 1, 1);
    spv_local_size(b, main_fn, 64, 1, 1); /* duplicate: ignored */

    /* A second struct with the same member is a new type. */
    ids->st2 = spv_type_struct(b, &rt, 1);
    return spv_finish(b, n);
}


static bool test_compute_ssbo_loop(d2s_ctx *ctx)
{
    compute_ids ids;
    size_t n;
    const uint32_t *w = build_compute(ctx, &n, &ids, true);
    CHECK(w != NULL);
    CHECK(n > 5 && w[0] == SpvMagicNumber && w[1] == 0x00010600u && w[2] == 0 && w[4] == 0);
    CHECK(ids.u32 == ids.u32_again);
    CHECK(ids.c0 == ids.c0_again);
    CHECK(ids.bound_before_dups == ids.bound_after_dups);
    CHECK(ids.st1 != ids.st2);
    /* The same access chain again in its block is the same value; in
     * another block it is made anew (the first need not dominate it). */
    CHECK(ids.chain_entry == ids.chain_entry_again);
    CHECK(ids.chain_merge != ids.chain_entry);
    /* An invariant load is reused in its block; a plain load never is. */
    CHECK(ids.invariant_load == ids.invariant_load_again);
    CHECK(ids.invariant_load != ids.plain_load);
    mod_stats s;
    CHECK(parse_module(ctx, w, n, &s, 0));
    /* 12 types: void, fn, u32, bool, uvec3, u32[], 2 structs, 4 pointers. */
    CHECK(type_decls(&s) == 12);
    CHECK(s.op_count[SpvOpTypePointer] == 4);
    CHECK(s.op_count[SpvOpTypeInt] == 1);
    CHECK(s.op_count[SpvOpConstant] == 5);
    CHECK(s.op_count[SpvOpCapability] == 1);
    CHECK(s.op_count[SpvOpExtInstImport] == 1);
    CHECK(s.op_count[SpvOpExecutionMode] == 1);
    CHECK(s.op_count[SpvOpDecorate] == 5); /* Block, ArrayStride, Set, Binding, BuiltIn */
    CHECK(s.op_count[SpvOpMemberDecorate] == 1);
    CHECK(s.op_count[SpvOpLabel] == 8);
    CHECK(s.op_count[SpvOpPhi] == 3);
    CHECK(s.op_count[SpvOpName] == 5);
    CHECK(s.op_count[SpvOpMemberName] == 1);
    CHECK(s.entry_ifaces == 2);
    /* Every id is defined once and none is wasted: 12 types + 5 constants +
     * 2 variables + 1 import + 1 function + 8 labels + 18 values. */
    CHECK(s.defined == 47);
    CHECK(s.dup_ids == 0);
    CHECK(s.bound == 48 && s.max_id == 47);
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, false));
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, true));
    return true;
}

static bool test_layout_order(d2s_ctx *ctx)
{
    compute_ids ids;
    size_t n;
    const uint32_t *w = build_compute(ctx, &n, &ids, true);
    /* Section order per the spec's logical layout: each instruction's
     * section rank never decreases. */
    int last = 0;
    bool in_fn = false;
    for (size_t i = 5; i < n;) {
        uint32_t op = w[i] & 0xFFFF, wc = w[i] >> 16;
        CHECK(wc >= 1 && i + wc <= n);
        int rank;
        switch (op) {
        case SpvOpCapability: rank = 1; break;
        case SpvOpExtension: rank = 2; break;
        case SpvOpExtInstImport: rank = 3; break;
        case SpvOpMemoryModel: rank = 4; break;
        case SpvOpEntryPoint: rank = 5; break;
        case SpvOpExecutionMode: case SpvOpExecutionModeId: rank = 6; break;
        case SpvOpName: case SpvOpMemberName: rank = 7; break;
        case SpvOpDecorate: case SpvOpMemberDecorate: rank = 8; break;
        case SpvOpFunction: in_fn = true; rank = 10; break;
        default: rank = in_fn ? 10 : 9; break;
        }
        CHECK(rank >= last);
        last = rank;
        i += wc;
    }
    /* Within the function: the hoisted OpVariable directly follows the
     * entry label; the phi of the selection merge block precedes its IAdd. */
    size_t i = 5;
    while ((w[i] & 0xFFFF) != SpvOpFunction)
        i += w[i] >> 16;
    i += w[i] >> 16;
    CHECK((w[i] & 0xFFFF) == SpvOpLabel);
    i += 2;
    CHECK((w[i] & 0xFFFF) == SpvOpVariable && w[i + 3] == SpvStorageClassFunction);
    return true;
}

static bool test_determinism(d2s_ctx *ctx)
{
    compute_ids ids;
    size_t n1, n2;
    const uint32_t *a = build_compute(ctx, &n1, &ids, true);
    d2s_ctx other;
    d2s_ctx_init(&other, NULL);
    other.on_fail = ctx->on_fail;
    const uint32_t *c = build_compute(&other, &n2, &ids, true);
    bool same = n1 == n2 && memcmp(a, c, n1 * sizeof(uint32_t)) == 0;
    d2s_ctx_release(&other);
    CHECK(same);
    const uint32_t *d = build_compute(ctx, &n2, &ids, false);
    mod_stats s;
    CHECK(parse_module(ctx, d, n2, &s, 0));
    CHECK(s.op_count[SpvOpName] == 0 && s.op_count[SpvOpMemberName] == 0);
    CHECK(n2 < n1);
    CHECK(validate(ctx, d, n2, SPV_TARGET_VULKAN_1_3, false));
    return true;
}

/* ---- module 2: Vulkan 1.1 fragment shader -------------------------------- */

static const uint32_t *build_fragment(d2s_ctx *ctx, size_t *n, bool names)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_1);
    o.debug_names = names;
    spv_builder *b = spv_builder_create(ctx, &o);
    spv_id t_void = spv_type_void(b);
    spv_id f32 = spv_type_float(b, 32);
    spv_id i32 = spv_type_int(b, 32, true);
    spv_id vec4 = spv_type_vector(b, f32, 4);
    spv_id members[2] = {vec4, i32};
    spv_id ubo_t = spv_type_struct(b, members, 2);
    spv_decorate0(b, ubo_t, SpvDecorationBlock);
    spv_member_decorate1(b, ubo_t, 0, SpvDecorationOffset, 0);
    spv_member_decorate1(b, ubo_t, 1, SpvDecorationOffset, 16);
    spv_id ubo = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniform, ubo_t), SpvStorageClassUniform, 0);
    spv_decorate_binding(b, ubo, 0, 1);
    spv_id in_col = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, vec4), SpvStorageClassInput, 0);
    spv_decorate1(b, in_col, SpvDecorationLocation, 0);
    spv_id out_col = spv_variable(b, spv_type_pointer(b, SpvStorageClassOutput, vec4), SpvStorageClassOutput, 0);
    spv_decorate1(b, out_col, SpvDecorationLocation, 0);
    spv_name(b, out_col, "out_color");

    /* Helper called before it is defined: its id is allocated up front. */
    spv_id helper = spv_alloc_id(b);
    spv_id helper_params[2] = {vec4, f32};
    spv_id t_helper = spv_type_function(b, vec4, helper_params, 2);

    spv_id main_fn = spv_function_begin(b, 0, t_void, spv_type_function(b, t_void, NULL, 0),
                                        SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_id col = spv_load(b, vec4, in_col);
    spv_id p_mode = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassUniform, i32), ubo,
                                     (spv_id[]){spv_const_i32(b, 1)}, 1);
    spv_id mode = spv_load(b, i32, p_mode);
    spv_id p_scale = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassUniform, vec4), ubo,
                                      (spv_id[]){spv_const_i32(b, 0)}, 1);
    spv_id scale = spv_load(b, vec4, p_scale);
    spv_id l_c0 = spv_alloc_id(b), l_c1 = spv_alloc_id(b), l_def = spv_alloc_id(b), l_merge = spv_alloc_id(b);
    spv_selection_merge(b, l_merge, SpvSelectionControlMaskNone);
    uint32_t cases[4] = {0, l_c0, 1, l_c1};
    spv_switch(b, mode, l_def, cases, 2);

    spv_block_begin(b, l_c0);
    spv_id r0 = spv_call(b, vec4, helper, (spv_id[]){col, spv_const_f32(b, 2.0f)}, 2);
    spv_branch(b, l_merge);
    spv_block c1 = spv_block_begin(b, l_c1);
    spv_id r1 = spv_binop(b, SpvOpFMul, vec4, col, scale);
    spv_branch(b, l_merge);
    spv_block_begin(b, l_def);
    uint32_t ins_idx = 3;
    spv_id r2 = spv_composite_insert(b, vec4, spv_const_f32(b, 1.0f), spv_undef(b, vec4), &ins_idx, 1);
    spv_branch(b, l_merge);
    spv_block_begin(b, l_merge);
    spv_id r = spv_phi(b, vec4, (spv_id[]){r0, l_c0, r1, l_c1, r2, l_def}, 3);
    uint32_t swz[4] = {2, 1, 0, 3};
    spv_id sw = spv_vector_shuffle(b, vec4, r, r, swz, 4);
    spv_store(b, out_col, sw);
    spv_return(b);
    /* Back to a finished block: the addition lands before its branch. */
    spv_block_select(b, c1);
    (void)spv_binop(b, SpvOpFAdd, vec4, col, col);
    spv_function_end(b);

    spv_function_begin(b, helper, vec4, t_helper, SpvFunctionControlInlineMask);
    spv_id a = spv_function_param(b, vec4);
    spv_id s = spv_function_param(b, f32);
    spv_block_begin(b, 0);
    spv_return_value(b, spv_binop(b, SpvOpVectorTimesScalar, vec4, a, s));
    spv_function_end(b);

    uint32_t ep = spv_entry_point(b, SpvExecutionModelFragment, main_fn, "main");
    spv_entry_point_interface(b, ep, in_col);
    spv_entry_point_interface(b, ep, ubo); /* dropped: SPIR-V 1.3 lists I/O only */
    spv_entry_point_interface(b, ep, out_col);
    spv_execution_mode0(b, main_fn, SpvExecutionModeOriginUpperLeft);
    return spv_finish(b, n);
}

static bool test_fragment_vk11(d2s_ctx *ctx)
{
    size_t n;
    const uint32_t *w = build_fragment(ctx, &n, false);
    CHECK(w[1] == 0x00010300u);
    mod_stats s;
    CHECK(parse_module(ctx, w, n, &s, 0));
    CHECK(s.entry_ifaces == 2);
    CHECK(s.op_count[SpvOpName] == 0);
    CHECK(s.op_count[SpvOpFunction] == 2 && s.op_count[SpvOpFunctionParameter] == 2);
    CHECK(s.op_count[SpvOpUndef] == 1);
    CHECK(s.op_count[SpvOpTypeFunction] == 2);
    CHECK(s.op_count[SpvOpFAdd] == 1);
    CHECK(s.defined == s.bound - 1 && s.dup_ids == 0);
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_1, false));
    size_t n2;
    const uint32_t *w2 = build_fragment(ctx, &n2, false);
    CHECK(n == n2 && memcmp(w, w2, n * sizeof(uint32_t)) == 0);
    const uint32_t *w3 = build_fragment(ctx, &n2, true);
    CHECK(validate(ctx, w3, n2, SPV_TARGET_VULKAN_1_1, false));
    return true;
}

/* ---- module 3: Vulkan memory model, workgroup memory, SPIR-V 1.5 --------- */

static bool test_vulkan_memory_model(d2s_ctx *ctx)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_2);
    o.vulkan_memory_model = true;
    spv_builder *b = spv_builder_create(ctx, &o);
    CHECK(spv_has_capability(b, SpvCapabilityVulkanMemoryModel));
    CHECK(!spv_has_capability(b, SpvCapabilityInt64));
    spv_id t_void = spv_type_void(b);
    spv_id u32 = spv_type_int(b, 32, false);
    spv_id uvec3 = spv_type_vector(b, u32, 3);
    spv_id arr = spv_type_array_n(b, u32, 64, 0);
    spv_id shared = spv_variable(b, spv_type_pointer(b, SpvStorageClassWorkgroup, arr), SpvStorageClassWorkgroup, 0);
    spv_id rt = spv_type_runtime_array(b, u32, 4);
    CHECK(rt != spv_type_runtime_array(b, u32, 8));
    CHECK(rt != spv_type_runtime_array(b, u32, 0));
    CHECK(arr == spv_type_array(b, u32, spv_const_u32(b, 64), 0));
    spv_id st = spv_type_struct(b, &rt, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    spv_id buf = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, st), SpvStorageClassStorageBuffer, 0);
    spv_decorate_binding(b, buf, 0, 0);
    spv_id lid_var = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, uvec3), SpvStorageClassInput, 0);
    spv_decorate_builtin(b, lid_var, SpvBuiltInLocalInvocationId);

    spv_id fn = spv_function_begin(b, 0, t_void, spv_type_function(b, t_void, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_id lid = spv_composite_extract(b, u32, spv_load(b, uvec3, lid_var), (uint32_t[]){0}, 1);
    spv_id p_wg_u32 = spv_type_pointer(b, SpvStorageClassWorkgroup, u32);
    spv_store(b, spv_access_chain(b, p_wg_u32, shared, &lid, 1), lid);
    spv_op_void(b, SpvOpControlBarrier,
                SPV_OPS(spv_const_u32(b, SpvScopeWorkgroup), spv_const_u32(b, SpvScopeWorkgroup),
                        spv_const_u32(b, SpvMemorySemanticsAcquireReleaseMask |
                                         SpvMemorySemanticsWorkgroupMemoryMask)));
    spv_id other = spv_binop(b, SpvOpISub, u32, spv_const_u32(b, 63), lid);
    spv_id val = spv_load(b, u32, spv_access_chain(b, p_wg_u32, shared, &other, 1));
    spv_id p_sb = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, u32), buf,
                                   (spv_id[]){spv_const_u32(b, 0), lid}, 2);
    spv_op(b, SpvOpAtomicIAdd, u32,
           SPV_OPS(p_sb, spv_const_u32(b, SpvScopeWorkgroup), spv_const_u32(b, 0), val));
    spv_return(b);
    spv_function_end(b);
    uint32_t ep = spv_entry_point(b, SpvExecutionModelGLCompute, fn, "main");
    spv_entry_point_interface(b, ep, shared);
    spv_entry_point_interface(b, ep, buf);
    spv_entry_point_interface(b, ep, lid_var);
    spv_local_size(b, fn, 64, 1, 1);
    size_t n;
    const uint32_t *w = spv_finish(b, &n);
    CHECK(w[1] == 0x00010500u);
    mod_stats s;
    CHECK(parse_module(ctx, w, n, &s, 0));
    CHECK(s.entry_ifaces == 3);
    CHECK(s.op_count[SpvOpExtension] == 0); /* core in 1.5 */
    CHECK(s.op_count[SpvOpMemoryModel] == 1);
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_2, false));
    return true;
}

/* ---- module 4: LocalSizeId, spec constants, scalar layout, images -------- */

static const uint32_t *build_images(d2s_ctx *ctx, size_t *n)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    spv_builder *b = spv_builder_create(ctx, &o);
    spv_capability(b, SpvCapabilityRayQueryKHR);
    spv_extension(b, "SPV_KHR_ray_query");
    spv_extension(b, "SPV_KHR_ray_query");
    spv_id t_void = spv_type_void(b);
    spv_id u32 = spv_type_int(b, 32, false);
    spv_id f32 = spv_type_float(b, 32);
    spv_id vec3 = spv_type_vector(b, f32, 3);
    spv_id vec4 = spv_type_vector(b, f32, 4);
    spv_id sx = spv_spec_const_scalar(b, u32, 8, 0);
    spv_id sy = spv_spec_const_scalar(b, u32, 1, 1);
    CHECK(sx != sy);
    spv_id st = spv_type_struct(b, (spv_id[]){f32, vec3}, 2);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    /* A vec3 at offset 8 straddles a 16-byte boundary: valid only with
     * scalar block layout (relaxed layout, Vulkan 1.1+'s default, allows
     * offset 4). */
    spv_member_decorate1(b, st, 1, SpvDecorationOffset, 8);
    spv_id buf = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, st), SpvStorageClassStorageBuffer, 0);
    spv_decorate_binding(b, buf, 0, 0);
    spv_extension(b, "SPV_GOOGLE_hlsl_functionality1");
    spv_extension(b, "SPV_GOOGLE_user_type");
    spv_decorate_string(b, buf, SpvDecorationUserTypeGOOGLE, "structuredbuffer");
    spv_decorate_string(b, buf, SpvDecorationUserTypeGOOGLE, "structuredbuffer");
    spv_id img_t = spv_type_image(b, f32, SpvDim2D, 0, false, false, 1, SpvImageFormatUnknown);
    CHECK(img_t == spv_type_image(b, f32, SpvDim2D, 0, false, false, 1, SpvImageFormatUnknown));
    spv_id smp_t = spv_type_sampler(b);
    spv_id img = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant, img_t), SpvStorageClassUniformConstant, 0);
    spv_decorate_binding(b, img, 0, 1);
    spv_id smp = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant, smp_t), SpvStorageClassUniformConstant, 0);
    spv_decorate_binding(b, smp, 0, 2);
    spv_id as = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant, spv_type_accel_struct(b)),
                             SpvStorageClassUniformConstant, 0);
    spv_decorate_binding(b, as, 0, 3);
    spv_type_info ti;
    CHECK(spv_type_query(b, img_t, &ti) && ti.op == SpvOpTypeImage && ti.elem == f32);
    CHECK(spv_type_query(b, buf, &ti) && ti.op == SpvOpVariable && ti.storage == SpvStorageClassStorageBuffer);
    CHECK(!spv_type_query(b, sx, &ti));

    spv_id fn = spv_function_begin(b, 0, t_void, spv_type_function(b, t_void, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_id si = spv_op(b, SpvOpSampledImage, spv_type_sampled_image(b, img_t),
                       SPV_OPS(spv_load(b, img_t, img), spv_load(b, smp_t, smp)));
    spv_id coord = spv_const_composite(b, spv_type_vector(b, f32, 2),
                                       (spv_id[]){spv_const_f32(b, 0.5f), spv_const_f32(b, 0.5f)}, 2);
    spv_id texel = spv_op(b, SpvOpImageSampleExplicitLod, vec4,
                          SPV_OPS(si, coord, SpvImageOperandsLodMask, spv_const_f32(b, 0.0f)));
    spv_id x = spv_composite_extract(b, f32, texel, (uint32_t[]){0}, 1);
    spv_id yzw = spv_vector_shuffle(b, vec3, texel, texel, (uint32_t[]){1, 2, 3}, 3);
    spv_store(b, spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, f32), buf,
                                  (spv_id[]){spv_const_u32(b, 0)}, 1), x);
    spv_store(b, spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, vec3), buf,
                                  (spv_id[]){spv_const_u32(b, 1)}, 1), yzw);
    spv_return(b);
    spv_function_end(b);
    uint32_t ep = spv_entry_point(b, SpvExecutionModelGLCompute, fn, "cs_main");
    spv_entry_point_interface(b, ep, buf);
    spv_entry_point_interface(b, ep, img);
    spv_entry_point_interface(b, ep, smp);
    spv_local_size_id(b, fn, sx, sy, spv_const_u32(b, 1));
    return spv_finish(b, n);
}

static bool test_images_scalar_layout(d2s_ctx *ctx)
{
    size_t n;
    const uint32_t *w = build_images(ctx, &n);
    CHECK(w);
    mod_stats s;
    CHECK(parse_module(ctx, w, n, &s, 0));
    CHECK(s.op_count[SpvOpExtension] == 3);
    CHECK(s.op_count[SpvOpDecorateString] == 1);
    CHECK(s.op_count[SpvOpExecutionModeId] == 1);
    CHECK(s.op_count[SpvOpSpecConstant] == 2);
    CHECK(s.op_count[SpvOpTypeFloat] == 1 && s.op_count[SpvOpTypeVector] == 3);
    CHECK(s.op_count[SpvOpConstant] == 4); /* 0.5, 0.0, 0u, 1u */
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, true));
    /* Without scalar block layout the vec3 at offset 4 is invalid. */
    const char *msg;
    CHECK(!spv_tools_validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, false, &msg));
    CHECK(strstr(msg, "layout") != NULL || strstr(msg, "offset") != NULL);
    const char *text;
    CHECK(spv_tools_disassemble(ctx, w, n, &text));
    CHECK(strstr(text, "OpExecutionModeId") != NULL);
    CHECK(strstr(text, "\"cs_main\"") != NULL);
    return true;
}

/* ---- constants of every width ------------------------------------------- */

static bool test_scalar_constants(d2s_ctx *ctx)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    spv_builder *b = spv_builder_create(ctx, &o);
    spv_capability(b, SpvCapabilityInt8);
    spv_capability(b, SpvCapabilityInt16);
    spv_capability(b, SpvCapabilityInt64);
    spv_capability(b, SpvCapabilityFloat16);
    spv_capability(b, SpvCapabilityFloat64);
    spv_id i16 = spv_type_int(b, 16, true), u16 = spv_type_int(b, 16, false);
    spv_id i8 = spv_type_int(b, 8, true), f16 = spv_type_float(b, 16);
    spv_id c_i16 = spv_const_scalar(b, i16, (uint64_t)-1);
    spv_id c_u16 = spv_const_scalar(b, u16, 0xFFFFFFFFu);
    spv_id c_i8 = spv_const_scalar(b, i8, 0x80);
    spv_id c_f16 = spv_const_scalar(b, f16, 0x3C00);
    spv_id c_f64 = spv_const_f64(b, 1.5);
    spv_id c_u64 = spv_const_u64(b, 0x123456789ABCDEF0ull);
    spv_id c_t = spv_const_scalar(b, spv_type_bool(b), 1);
    CHECK(c_t == spv_const_bool(b, true));
    CHECK(c_t != spv_const_bool(b, false));
    CHECK(spv_const_f32(b, 0.0f) != spv_const_f32(b, -0.0f));
    CHECK(spv_const_u32(b, 5) != spv_const_i32(b, 5));
    CHECK(spv_const_null(b, i16) != c_i16);
    CHECK(spv_const_null(b, i16) == spv_const_null(b, i16));
    CHECK(spv_undef(b, u16) == spv_undef(b, u16));
    spv_id t_void = spv_type_void(b);
    spv_id fn = spv_function_begin(b, 0, t_void, spv_type_function(b, t_void, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_return(b);
    spv_function_end(b);
    spv_entry_point(b, SpvExecutionModelGLCompute, fn, "main");
    spv_local_size(b, fn, 1, 1, 1);
    size_t n;
    const uint32_t *w = spv_finish(b, &n);
    struct { spv_id id; uint32_t nw; uint32_t w0, w1; } want[] = {
        {c_i16, 4, 0xFFFFFFFFu, 0}, {c_u16, 4, 0x0000FFFFu, 0}, {c_i8, 4, 0xFFFFFF80u, 0},
        {c_f16, 4, 0x3C00u, 0}, {c_f64, 5, 0, 0x3FF80000u}, {c_u64, 5, 0x9ABCDEF0u, 0x12345678u},
    };
    for (size_t k = 0; k < sizeof(want) / sizeof(want[0]); k++) {
        mod_stats s;
        CHECK(parse_module(ctx, w, n, &s, want[k].id));
        CHECK(s.found_n == want[k].nw);
        CHECK(s.found_words[3] == want[k].w0);
        if (want[k].nw == 5)
            CHECK(s.found_words[4] == want[k].w1);
    }
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, false));
    return true;
}

/* ---- literal strings ------------------------------------------------------ */

static bool test_strings(d2s_ctx *ctx)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    spv_builder *b = spv_builder_create(ctx, &o);
    const char *names[] = {"", "a", "abc", "abcd", "abcdefgh", "abcdefghi"};
    uint32_t want_words[] = {1, 1, 1, 2, 3, 3};
    spv_id id = spv_type_void(b);
    for (int k = 0; k < 6; k++)
        spv_name(b, id, names[k]);
    size_t n;
    const uint32_t *w = spv_finish(b, &n);
    size_t i = 5;
    int k = 0;
    while (i < n) {
        uint32_t wc = w[i] >> 16;
        if ((w[i] & 0xFFFF) == SpvOpName) {
            CHECK(k < 6);
            CHECK(wc == 2 + want_words[k]);
            char buf[16] = {0};
            for (uint32_t j = 0; j < want_words[k] * 4; j++)
                buf[j] = (char)(w[i + 2 + j / 4] >> (8 * (j % 4)));
            CHECK(strcmp(buf, names[k]) == 0);
            /* Padding after the NUL is zero. */
            size_t len = strlen(names[k]);
            for (size_t j = len; j < want_words[k] * 4u; j++)
                CHECK(((w[i + 2 + j / 4] >> (8 * (j % 4))) & 0xFF) == 0);
            k++;
        }
        i += wc;
    }
    CHECK(k == 6);
    return true;
}

/* ---- deduplication under load -------------------------------------------- */

static bool test_dedup_many(d2s_ctx *ctx)
{
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    spv_builder *b = spv_builder_create(ctx, &o);
    enum { N = 20000 };
    spv_id *first = d2s_alloc_array(ctx, N, sizeof(spv_id));
    for (uint32_t i = 0; i < N; i++)
        first[i] = spv_const_u32(b, i * 2654435761u);
    spv_id bound = spv_id_bound(b);
    for (uint32_t i = 0; i < N; i++)
        CHECK(spv_const_u32(b, i * 2654435761u) == first[i]);
    CHECK(spv_id_bound(b) == bound);
    spv_id u32 = spv_type_int(b, 32, false);
    for (uint32_t i = 2; i < 200; i++)
        CHECK(spv_type_vector(b, u32, 2 + i % 3) == spv_type_vector(b, u32, 2 + i % 3));
    size_t n;
    const uint32_t *w = spv_finish(b, &n);
    mod_stats s;
    CHECK(parse_module(ctx, w, n, &s, 0));
    CHECK(s.op_count[SpvOpConstant] == N);
    CHECK(s.op_count[SpvOpTypeVector] == 3);
    return true;
}

/* ---- misuse and limits ---------------------------------------------------- */

typedef void (*misuse_fn)(spv_builder *b);

static void m_unterminated(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_function_end(b);
}

static void m_two_terminators(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_return(b);
    spv_unreachable(b);
}

static void m_outside_block(spv_builder *b)
{
    spv_store(b, 1, 2);
}

static void m_huge_instruction(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    static const uint32_t many[70000];
    spv_op(b, SpvOpCompositeConstruct, 1, many, 70000);
}

static void m_unknown_type(spv_builder *b)
{
    spv_const_scalar(b, 12345, 1);
}

static void m_label_via_emit(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_emit(b, SpvOpLabel, 0, 0, NULL, 0);
}

static void m_open_function(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    size_t n;
    spv_finish(b, &n);
}

static void m_phi_range(spv_builder *b)
{
    spv_id v = spv_type_void(b);
    spv_function_begin(b, 0, v, spv_type_function(b, v, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_phi_ref r = spv_phi_open(b, spv_type_bool(b), 0, 2);
    spv_phi_set(b, r, 2, 1, 1);
}

static void m_foreign_block(spv_builder *b)
{
    spv_id v = spv_type_void(b), ft = spv_type_function(b, v, NULL, 0);
    spv_function_begin(b, 0, v, ft, SpvFunctionControlMaskNone);
    spv_block first = spv_block_begin(b, 0);
    spv_return(b);
    spv_function_end(b);
    spv_function_begin(b, 0, v, ft, SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_block_select(b, first);
}

static bool expect_failure(const char *what, misuse_fn fn, d2s_status want)
{
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, NULL);
    ctx.on_fail = &jb;
    bool ok;
    if (setjmp(jb)) {
        ok = ctx.status == want && ctx.message && strstr(ctx.message, "SPIR-V builder") != NULL;
        if (!ok)
            printf("    %s: status %d, message %s\n", what, (int)ctx.status, ctx.message ? ctx.message : "(none)");
    } else {
        spv_builder_options o;
        spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
        fn(spv_builder_create(&ctx, &o));
        printf("    %s: no failure\n", what);
        ok = false;
    }
    d2s_ctx_release(&ctx);
    return ok;
}

static bool test_misuse(d2s_ctx *ctx)
{
    (void)ctx;
    CHECK(expect_failure("unterminated block", m_unterminated, D2S_ERR_INTERNAL));
    CHECK(expect_failure("two terminators", m_two_terminators, D2S_ERR_INTERNAL));
    CHECK(expect_failure("outside a block", m_outside_block, D2S_ERR_INTERNAL));
    CHECK(expect_failure("huge instruction", m_huge_instruction, D2S_ERR_LIMIT));
    CHECK(expect_failure("unknown type", m_unknown_type, D2S_ERR_INTERNAL));
    CHECK(expect_failure("OpLabel via spv_emit", m_label_via_emit, D2S_ERR_INTERNAL));
    CHECK(expect_failure("finish with open function", m_open_function, D2S_ERR_INTERNAL));
    CHECK(expect_failure("phi pair out of range", m_phi_range, D2S_ERR_INTERNAL));
    CHECK(expect_failure("block of another function", m_foreign_block, D2S_ERR_INTERNAL));
    return true;
}

/* ---- speed ---------------------------------------------------------------- */

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static bool test_speed(d2s_ctx *ctx)
{
    /* The typical-shader module, many times, each in a fresh arena. */
    enum { REPS = 200 };
    double t0 = now_us();
    for (int r = 0; r < REPS; r++) {
        d2s_ctx c;
        d2s_ctx_init(&c, NULL);
        c.on_fail = ctx->on_fail;
        compute_ids ids;
        size_t n;
        build_compute(&c, &n, &ids, true);
        d2s_ctx_release(&c);
    }
    double per_module = (now_us() - t0) / REPS;

    /* One straight-line function of 100k instructions. */
    enum { INSTRS = 100000 };
    t0 = now_us();
    spv_builder_options o;
    spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
    o.debug_names = false;
    spv_builder *b = spv_builder_create(ctx, &o);
    spv_id t_void = spv_type_void(b), u32 = spv_type_int(b, 32, false);
    spv_id rt = spv_type_runtime_array(b, u32, 4);
    spv_id st = spv_type_struct(b, &rt, 1);
    spv_decorate0(b, st, SpvDecorationBlock);
    spv_member_decorate1(b, st, 0, SpvDecorationOffset, 0);
    spv_id buf = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, st), SpvStorageClassStorageBuffer, 0);
    spv_decorate_binding(b, buf, 0, 0);
    spv_id fn = spv_function_begin(b, 0, t_void, spv_type_function(b, t_void, NULL, 0), SpvFunctionControlMaskNone);
    spv_block_begin(b, 0);
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, u32), buf,
                                (spv_id[]){spv_const_u32(b, 0), spv_const_u32(b, 0)}, 2);
    spv_id x = spv_load(b, u32, p);
    for (uint32_t i = 0; i < INSTRS; i++)
        x = spv_binop(b, (i & 1) ? SpvOpIAdd : SpvOpBitwiseXor, u32, x, spv_const_u32(b, i & 255));
    spv_store(b, p, x);
    spv_return(b);
    spv_function_end(b);
    uint32_t ep = spv_entry_point(b, SpvExecutionModelGLCompute, fn, "main");
    spv_entry_point_interface(b, ep, buf);
    spv_local_size(b, fn, 1, 1, 1);
    size_t n;
    const uint32_t *w = spv_finish(b, &n);
    double big = now_us() - t0;
    printf("    typical module: %.1f us; 100k instructions: %.0f us (%.1f ns/instruction), %zu words\n",
           per_module, big, big * 1000.0 / INSTRS, n);
    CHECK(validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, false));
    return true;
}

/* ---- driver --------------------------------------------------------------- */

typedef struct test_case {
    const char *name;
    bool (*fn)(d2s_ctx *ctx);
} test_case;

/* setjmp lives in its own frame so that main's counters are never live
 * across a longjmp. */
static bool run_case(const test_case *tc)
{
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, NULL);
    ctx.on_fail = &jb;
    bool ok;
    if (setjmp(jb)) {
        printf("    unexpected error: %s\n", ctx.message ? ctx.message : "(none)");
        ok = false;
    } else {
        ok = tc->fn(&ctx);
    }
    d2s_ctx_release(&ctx);
    return ok;
}

int main(void)
{
    static const test_case cases[] = {
        {"compute_ssbo_loop", test_compute_ssbo_loop},
        {"layout_order", test_layout_order},
        {"determinism", test_determinism},
        {"fragment_vk11", test_fragment_vk11},
        {"vulkan_memory_model", test_vulkan_memory_model},
        {"images_scalar_layout", test_images_scalar_layout},
        {"scalar_constants", test_scalar_constants},
        {"strings", test_strings},
        {"dedup_many", test_dedup_many},
        {"misuse", test_misuse},
        {"speed", test_speed},
    };
    int passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        bool ok = run_case(&cases[i]);
        printf("%s %s\n", ok ? "PASS" : "FAIL", cases[i].name);
        if (ok)
            passed++;
        else
            failed++;
    }
    printf("test_spirv_builder: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
