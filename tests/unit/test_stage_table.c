/* The stage table (src/emit/stages/emit_stage_table.c) and the one generic
 * check of D3D's stage rule (the generated dx.op table's stage masks):
 *
 *   - the table: every DXIL shader kind has its entry at its index, every
 *     translated kind an execution model (and a finish function unless it
 *     is compute), the ray-tracing kinds their entry parameters, and every
 *     stage bit the generated op table uses names a kind (spot checks of
 *     ops whose stages D3D fixes: Discard pixel, DispatchMesh
 *     amplification, EmitStream geometry, IgnoreHit anyhit, ThreadId the
 *     thread-group stages);
 *   - hand-built modules: a compute shader calling Discard (pixel only) is
 *     refused as invalid naming the op and the stage; a raygeneration entry
 *     of a library whose helper function calls IgnoreHit (anyhit only) is
 *     refused naming raygeneration (library functions are checked against
 *     the entry being translated); the same Discard in a pixel shader and
 *     ThreadId in a compute shader translate and validate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil/dxil_ops.h"
#include "emit/stages/emit_stage_table.h"
#include "ir_hand.h"
#include "spirv/spv_tools.h"
#include "spv_inspect.h"

static int failures, checks;

static void table_consistent(void)
{
    uint32_t kinds_bits = 0;
    for (uint32_t k = 0; k < DXIL_SHADER_INVALID; k++) {
        const emit_stage_desc *sd = emit_stage_desc_of(k);
        CHECK(sd->kind == k, "entry %u describes kind %u", k, sd->kind);
        CHECK(emit_stage_bit(k) == 1u << k, "%s: stage bit 0x%x", dxil_shader_kind_name(k), emit_stage_bit(k));
        kinds_bits |= emit_stage_bit(k);
        bool translated = (sd->flags & EMIT_STAGE_TRANSLATED) != 0;
        if (translated) {
            CHECK(sd->model != EMIT_NO_EXECUTION_MODEL, "%s: translated without an execution model",
                  dxil_shader_kind_name(k));
            CHECK(sd->finish != NULL || k == DXIL_SHADER_COMPUTE, "%s: no finish function",
                  dxil_shader_kind_name(k));
        } else {
            CHECK(k == DXIL_SHADER_LIBRARY || k == DXIL_SHADER_NODE, "%s: not translated",
                  dxil_shader_kind_name(k));
        }
        bool rt = k >= DXIL_SHADER_RAYGEN && k <= DXIL_SHADER_CALLABLE;
        CHECK(rt == ((sd->flags & EMIT_STAGE_RAY_TRACING) != 0), "%s: ray-tracing flag", dxil_shader_kind_name(k));
        CHECK(sd->num_entry_params <= 2 && (rt || sd->num_entry_params == 0), "%s: %u entry parameters",
              dxil_shader_kind_name(k), sd->num_entry_params);
        bool groups = k == DXIL_SHADER_COMPUTE || k == DXIL_SHADER_MESH || k == DXIL_SHADER_AMPLIFICATION;
        CHECK(groups == emit_kind_has_groups(k), "%s: thread groups", dxil_shader_kind_name(k));
    }
    CHECK(emit_stage_desc_of(DXIL_SHADER_ANYHIT)->num_entry_params == 2 &&
              emit_stage_desc_of(DXIL_SHADER_MISS)->num_entry_params == 1 &&
              emit_stage_desc_of(DXIL_SHADER_RAYGEN)->num_entry_params == 0,
          "ray-tracing entry parameters");
    CHECK(emit_stage_desc_of(DXIL_SHADER_INVALID)->flags == 0, "an invalid kind is not translated");

    /* every stage bit of the generated op table is a kind of the table */
    uint32_t used = 0;
    for (uint32_t op = 0; op < DXOP_CORE_COUNT; op++)
        if (dxil_op_lookup(op))
            used |= dxil_op_lookup(op)->stage_mask;
    CHECK(used && (used & ~kinds_bits) == 0, "stage bits 0x%x outside the kinds 0x%x", used, kinds_bits);
    struct { uint32_t op; uint32_t mask; } fixed[] = {
        {DXOP_Discard, 1u << DXIL_SHADER_PIXEL},
        {DXOP_DispatchMesh, 1u << DXIL_SHADER_AMPLIFICATION},
        {DXOP_EmitStream, 1u << DXIL_SHADER_GEOMETRY},
        {DXOP_IgnoreHit, 1u << DXIL_SHADER_ANYHIT},
        {DXOP_StorePatchConstant, 1u << DXIL_SHADER_HULL},
        {DXOP_ThreadId, (1u << DXIL_SHADER_COMPUTE) | (1u << DXIL_SHADER_MESH) | (1u << DXIL_SHADER_AMPLIFICATION) |
                            (1u << DXIL_SHADER_NODE)},
    };
    for (size_t i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++) {
        const dxil_op_info *info = dxil_op_lookup(fixed[i].op);
        CHECK(info && info->stage_mask == fixed[i].mask, "%s: stage mask 0x%x, expected 0x%x",
              info ? info->name : "?", info ? info->stage_mask : 0, fixed[i].mask);
    }
}

typedef enum { MOD_COMPUTE_DISCARD, MOD_PIXEL_DISCARD, MOD_COMPUTE_THREAD_ID, MOD_RAYGEN_IGNORE_HIT } module_case;

static ir_module *build(hand_env *e, const void *arg)
{
    module_case which = *(const module_case *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *entry = ir_block_create(m, e->f, "entry");
    switch (which) {
    case MOD_COMPUTE_DISCARD:
    case MOD_PIXEL_DISCARD: {
        ir_type *p[2] = {e->i32, e->i1};
        ir_function *d = hand_decl(e, "dx.op.discard", vd, p, 2);
        ir_value *a[1] = {hand_ci(e, e->i1, 1)};
        hand_dxop(e, entry, d, DXOP_Discard, a, 1);
        break;
    }
    case MOD_COMPUTE_THREAD_ID: {
        ir_type *p[2] = {e->i32, e->i32};
        ir_function *d = hand_decl(e, "dx.op.threadId.i32", e->i32, p, 2);
        ir_value *a[1] = {hand_ci(e, e->i32, 0)};
        ir_instr *tid = hand_dxop(e, entry, d, DXOP_ThreadId, a, 1);
        ir_instr *slot = ir_build_alloca(m, e->f, entry, e->i32);
        ir_build_store(m, e->f, entry, &slot->v, &tid->v);
        break;
    }
    case MOD_RAYGEN_IGNORE_HIT: {
        /* a library function, called by the entry, calls IgnoreHit */
        ir_function *entry_fn = e->f;
        ir_function *helper = ir_function_create(m, "helper", ir_type_function(m, vd, NULL, 0), false);
        e->f = helper;
        ir_block *hb = ir_block_create(m, helper, "entry");
        ir_type *p[1] = {e->i32};
        ir_function *d = hand_decl(e, "dx.op.ignoreHit", vd, p, 1);
        hand_dxop(e, hb, d, DXOP_IgnoreHit, NULL, 0);
        ir_build_ret(m, helper, hb, NULL);
        ir_function_compute_cfg(&e->ctx, helper);
        e->f = entry_fn;
        ir_build_call(m, entry_fn, entry, helper, NULL, 0);
        break;
    }
    }
    ir_build_ret(m, e->f, entry, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);
    if (which == MOD_PIXEL_DISCARD) {
        hand_pixel_entry(e, 0);
    } else {
        dxil_entry_point *ep = hand_compute_entry(e, 3);
        if (which == MOD_RAYGEN_IGNORE_HIT) {
            e->m->dxil->shader_kind = DXIL_SHADER_LIBRARY;
            ep->shader_kind = DXIL_SHADER_RAYGEN;
            ep->numthreads[0] = ep->numthreads[1] = ep->numthreads[2] = 0;
        }
    }
    dxil_lower_dxops(m);
    return m;
}

static const char *const case_names[] = {"compute_discard", "pixel_discard", "compute_thread_id",
                                         "raygen_ignore_hit"};

static void expect_refused(module_case which, const char *needle)
{
    hand_env e;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate(&e, build, &which, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg != NULL, "%s: translated, expected a refusal", case_names[which]);
    if (msg) {
        CHECK(st == D2S_ERR_INVALID, "%s: status %d, expected invalid input: %s", case_names[which], (int)st, msg);
        CHECK(strstr(msg, needle) != NULL, "%s: message '%s' lacks '%s'", case_names[which], msg, needle);
    }
    d2s_ctx_release(&e.ctx);
}

static void expect_valid(module_case which)
{
    hand_env e;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate(&e, build, &which, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg == NULL, "%s: refused (status %d): %s", case_names[which], (int)st, msg ? msg : "");
    if (!msg) {
        const char *vmsg = NULL;
        bool ok = spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg);
        CHECK(ok, "%s: spirv-val: %s", case_names[which], vmsg ? vmsg : "");
    }
    d2s_ctx_release(&e.ctx);
}

int main(void)
{
    table_consistent();
    expect_refused(MOD_COMPUTE_DISCARD,
                   "dx.op Discard (opcode 82) in a compute shader: D3D allows it only in pixel shaders");
    expect_refused(MOD_RAYGEN_IGNORE_HIT,
                   "dx.op IgnoreHit (opcode 155) in a raygeneration shader: D3D allows it only in anyhit shaders");
    expect_valid(MOD_PIXEL_DISCARD);
    expect_valid(MOD_COMPUTE_THREAD_ID);
    printf("stage_table: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
