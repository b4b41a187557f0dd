/* Module level of the emitter: which entry point, its execution model and
 * modes, the order functions are emitted in, the dx.op handler table, and
 * the final words plus reflection.
 */
#include <stdio.h>
#include <string.h>

#include "emit/emit_internal.h"
#include "emit/stages/emit_raytracing.h"
#include "emit/dxop/emit_wave.h"
#include "emit/stages/emit_stage_table.h"

/* ---- errors ----------------------------------------------------------------- */

void emit_fail(emit_ctx *ec, d2s_status st, const char *fmt, ...)
{
    char msg[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    if (!ec->fn)
        d2s_fail(ec->ctx, st, "SPIR-V emission: %s", msg);
    const char *fname = ec->fn->v.name ? ec->fn->v.name : "?";
    if (!ec->cur_block)
        d2s_fail(ec->ctx, st, "SPIR-V emission: %s (function '%s')", msg, fname);
    if (!ec->cur_instr)
        d2s_fail(ec->ctx, st, "SPIR-V emission: %s (function '%s', block %u)", msg, fname, ec->cur_block->id);
    d2s_fail(ec->ctx, st, "SPIR-V emission: %s (function '%s', block %u, instruction %u)", msg, fname,
             ec->cur_block->id, ec->cur_instr->index_in_block);
}

void emit_dxop_unsupported(emit_ctx *ec, ir_instr *in, const char *why)
{
    const char *name = in->dxop && in->dxop->name ? in->dxop->name : "?";
    if (why)
        emit_fail(ec, D2S_ERR_UNSUPPORTED, "dx.op %s (opcode %u) is not supported %s", name, in->aux, why);
    emit_fail(ec, D2S_ERR_UNSUPPORTED, "dx.op %s (opcode %u) is not supported yet", name, in->aux);
}

/* ---- handler table -------------------------------------------------------------- */

/* Every domain file registers its handlers here; a later registration of the
 * same opcode replaces an earlier one. */
static void emit_register_all(emit_dxop_fn *table)
{
    emit_register_resource_ops(table);
    emit_register_compute_ops(table);
    emit_register_math_ops(table);
    emit_register_buffer_ops(table);
    emit_register_atomic_ops(table);
    emit_register_sync_ops(table);
    emit_register_packed_ops(table);
    emit_register_wave_ops(table);
    emit_register_deriv_ops(table);
    emit_register_texture_ops(table);
    emit_register_sample_ops(table);
    emit_register_feedback_ops(table);
    emit_register_heap_ops(table);
    emit_register_buffer_vector_ops(table);
    emit_register_stage_io_ops(table);
    emit_register_sysval_ops(table);
    emit_register_rayquery_ops(table);
    emit_register_mesh_ops(table);
    emit_register_raytracing_ops(table);
}

void emit_each_dxop(emit_ctx *ec, uint32_t opcode, emit_dxop_visit visit, void *arg)
{
    emit_each_dxop_of(ec, &opcode, 1, visit, arg);
}

void emit_each_dxop_of(emit_ctx *ec, const uint32_t *opcodes, uint32_t count, emit_dxop_visit visit, void *arg)
{
    ir_module *m = ec->m;
    for (uint32_t f = 0; f < m->num_functions; f++) {
        ir_function *fn = m->functions[f];
        if (fn->is_declaration)
            continue;
        for (uint32_t bi = 0; bi < fn->num_blocks; bi++) {
            ir_block *blk = fn->blocks[bi];
            for (uint32_t ii = 0; ii < blk->num_instrs; ii++) {
                ir_instr *in = blk->instrs[ii];
                if (in->op != IR_OP_DXOP)
                    continue;
                for (uint32_t k = 0; k < count; k++)
                    if (in->aux == opcodes[k]) {
                        visit(ec, in, arg);
                        break;
                    }
            }
        }
    }
}

/* ---- entry point ------------------------------------------------------------------ */

static spv_target target_of(emit_ctx *ec, dxil2spv_target_env env)
{
    switch (env) {
    case DXIL2SPV_TARGET_VULKAN_1_1: return SPV_TARGET_VULKAN_1_1;
    case DXIL2SPV_TARGET_VULKAN_1_2: return SPV_TARGET_VULKAN_1_2;
    case DXIL2SPV_TARGET_VULKAN_1_3: return SPV_TARGET_VULKAN_1_3;
    }
    d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options: unknown target environment %d", (int)env);
}

/* Enumerated options are checked here, whether or not the shader uses
 * them, so that a bad value fails every translation alike instead of only
 * the shaders that reach the code reading it. */
static void check_option_enums(emit_ctx *ec, const dxil2spv_options *o)
{
    if (o->local_table_handle_shift_resource > 31 || o->local_table_handle_shift_sampler > 31)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.local_table_handle_shift_resource (%u) / _sampler (%u): a shift "
                 "of a 32-bit word must be below 32", o->local_table_handle_shift_resource,
                 o->local_table_handle_shift_sampler);
    uint32_t discard = (uint32_t)o->discard, offsets = (uint32_t)o->dynamic_offsets;
    if (discard > DXIL2SPV_DISCARD_TERMINATE)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.discard = %u is not a dxil2spv_discard_mode", discard);
    if (o->per_primitive_input_count && !o->per_primitive_inputs)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.per_primitive_input_count is %u but per_primitive_inputs is NULL",
                 o->per_primitive_input_count);
    if ((uint32_t)o->invariant_position > DXIL2SPV_INVARIANT_POSITION_ALWAYS)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.invariant_position = %u is not a "
                 "dxil2spv_invariant_position_mode", (uint32_t)o->invariant_position);
    if ((uint32_t)o->sampler_feedback > DXIL2SPV_FEEDBACK_REGION_BITS_R32X2)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.sampler_feedback = %u is not a dxil2spv_feedback_layout",
                 (uint32_t)o->sampler_feedback);
    if ((uint32_t)o->helper_lane_waves > DXIL2SPV_HELPER_LANE_WAVES_DRIVER)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.helper_lane_waves = %u is not a dxil2spv_helper_lane_wave_mode",
                 (uint32_t)o->helper_lane_waves);
    if ((uint32_t)o->rov > DXIL2SPV_ROV_REFUSE)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.rov = %u is not a dxil2spv_rov_mode", (uint32_t)o->rov);
    if ((uint32_t)o->buffer_residency > DXIL2SPV_BUFFER_RESIDENCY_REFUSE)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.buffer_residency = %u is not a dxil2spv_buffer_residency_mode",
                 (uint32_t)o->buffer_residency);
    if (offsets > DXIL2SPV_DYNAMIC_OFFSET_REFUSE)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.dynamic_offsets = %u is not a dxil2spv_dynamic_offset_mode",
                 offsets);
}

/* DXIL shader flags (DXC's DxilShaderFlags, bits 0-38) describe what the
 * shader uses; the translator reads the same facts from the instructions
 * and honours the two flags that change code (bit 3, [earlydepthstencil],
 * emit_stage_entry.c; bit 23, native low precision, emit_minprec.c).
 * docs/dxil-flags.md has every bit. A bit beyond those is from a newer DXC
 * and may carry a meaning not honoured here: warned about. */
#define SHADER_FLAGS_KNOWN ((1ull << 39) - 1)

static void check_shader_flags(emit_ctx *ec)
{
    uint64_t unknown = ec->ep->shader_flags & ~SHADER_FLAGS_KNOWN;
    for (uint32_t bit = 39; bit < 64 && unknown; bit++)
        if (unknown & (1ull << bit)) {
            d2s_warn(ec->ctx, "entry point '%s': DXIL shader flag bit %u is unknown to this translator; ignored",
                     ec->ep->name ? ec->ep->name : "?", bit);
            unknown &= ~(1ull << bit);
        }
}

/* Entry property tag 12 (a root signature inside the metadata, as DXC
 * writes for library entries): not read here. Bindings follow
 * options.root_signature, or the registers; a translation that uses
 * neither says so rather than dropping the shader's own layout quietly. */
static void check_metadata_root_signature(emit_ctx *ec)
{
    if (ec->ep->root_signature && !ec->opts->root_signature)
        d2s_warn(ec->ctx, "entry point '%s' carries a root signature in its metadata (entry property tag 12), "
                 "which is not read; bindings follow the registers (pass it as options.root_signature to use it)",
                 ec->ep->name ? ec->ep->name : "?");
}

/* D3D's per-function denormal modes ("fpNN-denorm-mode" = ftz | preserve;
 * "any" and no attribute leave the device's default) as SPV_KHR_float_controls
 * execution modes, which SPIR-V sets per entry point: the entry function's
 * modes, with a warning for a called function that asks otherwise. The
 * device must report shaderDenormFlushToZeroFloatNN /
 * shaderDenormPreserveFloatNN (the reflection lists the capabilities). */
static void float_controls(emit_ctx *ec, spv_id entry_fn)
{
    const ir_function *ef = ec->ep->func;
    for (uint32_t q = 0; q < ec->func_queue.count; q++) {
        const ir_function *f = ec->func_queue.data[q];
        if (f != ef && f->fp_denorm && f->fp_denorm != ef->fp_denorm)
            d2s_warn(ec->ctx, "function '%s': its denormal modes differ from the entry point's, whose modes "
                     "apply to the whole shader in SPIR-V", f->v.name ? f->v.name : "?");
    }
    static const uint32_t widths[3] = {16, 32, 64};
    for (uint32_t i = 0; i < 3; i++) {
        uint32_t mode = ir_fp_denorm(ef, widths[i]);
        if (mode != IR_FP_DENORM_FTZ && mode != IR_FP_DENORM_PRESERVE)
            continue;
        bool ftz = mode == IR_FP_DENORM_FTZ;
        uint32_t bit = (ftz ? DXIL2SPV_DENORM_FLUSH_16 : DXIL2SPV_DENORM_PRESERVE_16) << i;
        if (ec->opts->denorm_modes_unsupported & bit) {
            d2s_warn(ec->ctx, "%s of %u-bit float denormals left out: the device does not support it "
                     "(options.denorm_modes_unsupported)", ftz ? "flushing" : "preserving", widths[i]);
            continue;
        }
        if (spv_version(ec->b) < 0x00010400) /* core in SPIR-V 1.4 */
            spv_extension(ec->b, "SPV_KHR_float_controls");
        spv_capability(ec->b, ftz ? SpvCapabilityDenormFlushToZero : SpvCapabilityDenormPreserve);
        spv_execution_mode(ec->b, entry_fn, ftz ? SpvExecutionModeDenormFlushToZero : SpvExecutionModeDenormPreserve,
                           &widths[i], 1);
    }
}

/* Marks in `seen` every global an operand names, through constant
 * expressions (GEPs and casts of a resource array). */
static void note_globals(emit_ptrmap *seen, const ir_value *v, uint32_t depth)
{
    if (v->kind == IR_VAL_GLOBAL) {
        emit_ptrmap_put(seen, v, 1);
    } else if (v->kind == IR_VAL_CONST_EXPR && depth < 8) {
        const ir_const *c = (const ir_const *)v;
        for (uint32_t i = 0; i < c->u.expr.count; i++)
            note_globals(seen, c->u.expr.ops[i], depth + 1);
    }
}

/* The defined functions reachable from `roots` by calls, in first-call
 * order; when `seen` is given, every global their operands name goes in it. */
static ir_function **reached_functions(d2s_ctx *ctx, const ir_module *m, ir_function *const *roots, uint32_t nroots,
                                       emit_ptrmap *seen, uint32_t *count_out)
{
    emit_ptrmap reached;
    emit_ptrmap_init(ctx, &reached, m->num_functions + 1);
    ir_function **queue = d2s_alloc_array(ctx, m->num_functions + 1, sizeof(*queue));
    uint32_t count = 0;
    for (uint32_t i = 0; i < nroots; i++)
        if (roots[i] && !roots[i]->is_declaration && emit_ptrmap_get(&reached, roots[i]) == EMIT_NONE &&
            count < m->num_functions + 1) {
            queue[count++] = roots[i];
            emit_ptrmap_put(&reached, roots[i], 1);
        }
    for (uint32_t q = 0; q < count; q++)
        for (uint32_t b = 0; b < queue[q]->num_blocks; b++) {
            const ir_block *bl = queue[q]->blocks[b];
            for (uint32_t k = 0; k < bl->num_instrs; k++) {
                const ir_instr *in = bl->instrs[k];
                ir_function *callee = in->callee;
                if (in->op == IR_OP_CALL && callee && !callee->is_declaration &&
                    emit_ptrmap_get(&reached, callee) == EMIT_NONE && count < m->num_functions + 1) {
                    emit_ptrmap_put(&reached, callee, 1);
                    queue[count++] = callee;
                }
                for (uint32_t o = 0; seen && o < in->num_ops; o++)
                    if (in->ops[o])
                        note_globals(seen, in->ops[o], 0);
            }
        }
    *count_out = count;
    return queue;
}

/* A library entry's resources: those of the module (dx.resources) whose
 * symbol a function the entry reaches names. D3D asks the root
 * signatures of an export to cover only what the export uses, so another
 * export's resources must neither be bound nor need a binding here. */
static void library_entry_resources(d2s_ctx *ctx, const ir_module *m, dxil_entry_point *ep)
{
    emit_ptrmap seen;
    emit_ptrmap_init(ctx, &seen, m->num_globals + 1);
    uint32_t count;
    reached_functions(ctx, m, &ep->func, 1, &seen, &count);
    for (uint32_t c = 0; c < 4; c++) {
        uint32_t n = m->dxil->num_resources[c], kept = 0;
        dxil_resource *list = d2s_alloc_array(ctx, n ? n : 1, sizeof(*list));
        for (uint32_t i = 0; i < n; i++) {
            const dxil_resource *r = &m->dxil->resources[c][i];
            if (!r->symbol || emit_ptrmap_get(&seen, r->symbol) != EMIT_NONE)
                list[kept++] = *r;
        }
        ep->num_resources[c] = kept;
        ep->resources[c] = kept ? list : NULL;
    }
}

/* The start emit_spirv and emit_scan share: the context, the entry point
 * (with a library entry's resources), the stage checks, the reflection's
 * header. */
static emit_ctx *begin(d2s_ctx *ctx, ir_module *m, const dxil2spv_options *opts)
{
    emit_ctx *ec = d2s_zalloc(ctx, sizeof(*ec));
    ec->ctx = ctx;
    ec->m = m;
    ec->opts = opts;
    check_option_enums(ec, opts);
    if (!m->dxil)
        d2s_fail(ctx, D2S_ERR_INTERNAL, "SPIR-V emission: the DXIL layer did not run");

    const dxil_entry_point *ep = dxil_find_entry(ctx, m->dxil, opts->entry_point);
    if (m->dxil->shader_kind == DXIL_SHADER_LIBRARY && !ep->resources[0] && !ep->resources[1] &&
        !ep->resources[2] && !ep->resources[3]) {
        /* A library's entries list no resources of their own: every entry
         * sees the module's (dx.resources). */
        dxil_entry_point *copy = d2s_alloc(ctx, sizeof(*copy));
        *copy = *ep;
        library_entry_resources(ctx, m, copy);
        ep = copy;
    }
    ec->ep = ep;
    ec->shader_kind = ep->shader_kind;
    if (!emit_stage_supported(ep->shader_kind))
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "SPIR-V emission: %s shaders are not supported yet (entry point '%s'; "
                 "only compute, graphics, mesh, amplification and ray-tracing shaders are)", dxil_shader_kind_name(ep->shader_kind),
                 ep->name ? ep->name : "?");
    for (uint32_t i = 0; i < 3 && emit_kind_has_groups(ep->shader_kind); i++)
        if (ep->numthreads[i] == 0)
            d2s_fail(ctx, D2S_ERR_INVALID, "SPIR-V emission: entry point '%s' has numthreads(%u, %u, %u)",
                     ep->name ? ep->name : "?", ep->numthreads[0], ep->numthreads[1], ep->numthreads[2]);

    dxil2spv_reflection *refl = d2s_zalloc(ctx, sizeof(*refl));
    refl->shader_kind = ep->shader_kind;
    refl->entry_point = ep->name ? ep->name : "main";
    if (emit_rt_stage_is(ep->shader_kind)) /* the name a pipeline's exports use */
        refl->entry_point = dxil_export_name(ctx, ep->name);
    if (opts->spirv_entry_point_name) {
        if (!opts->spirv_entry_point_name[0])
            d2s_fail(ctx, D2S_ERR_ARGUMENT, "options.spirv_entry_point_name is empty");
        refl->entry_point = d2s_strndup(ctx, opts->spirv_entry_point_name, strlen(opts->spirv_entry_point_name));
    }
    refl->sample_count_spec_id = -1; /* set by RenderTargetGetSampleCount */
    for (uint32_t i = 0; i < 3; i++)
        refl->workgroup_size[i] = ep->numthreads[i];
    ec->reflection = refl;
    return ec;
}

const dxil2spv_reflection *emit_scan(d2s_ctx *ctx, ir_module *m, const dxil2spv_options *opts)
{
    emit_ctx *ec = begin(ctx, m, opts);
    emit_resources_init(ec);
    emit_stage_scan(ec);
    ir_function *roots[2] = {ec->ep->func,
                             ec->shader_kind == DXIL_SHADER_HULL ? ec->ep->hs.patch_constant_func : NULL};
    uint32_t count;
    ir_function **funcs = reached_functions(ctx, m, roots, 2, NULL, &count);
    emit_heap_scan(ec, funcs, count);
    emit_rootsig_finish(ec);
    emit_wave_reflect(ec);
    return ec->reflection;
}

void emit_spirv(d2s_ctx *ctx, ir_module *m, const dxil2spv_options *opts, emit_result *out)
{
    emit_ctx *ec = begin(ctx, m, opts);
    const dxil_entry_point *ep = ec->ep;
    dxil2spv_reflection *refl = ec->reflection;
    spv_builder_options bo;
    spv_builder_options_init(&bo, target_of(ec, opts->target_env));
    bo.debug_names = true;
    spv_builder *b = spv_builder_create(ctx, &bo);
    ec->b = b;
    ec->t_void = spv_type_void(b);
    ec->t_u32 = spv_type_int(b, 32, false);
    emit_register_all(ec->dxop);

    check_shader_flags(ec);
    check_metadata_root_signature(ec);
    emit_wave_check_helper_lanes(ec);
    emit_minp_prepare(ec);
    emit_globals(ec);
    emit_ptrmap_init(ctx, &ec->func_index, m->num_functions);
    for (uint32_t i = 0; i < m->num_functions; i++)
        emit_ptrmap_put(&ec->func_index, m->functions[i], i);
    ec->func_id = d2s_zalloc_array(ctx, m->num_functions ? m->num_functions : 1, sizeof(*ec->func_id));
    emit_resources_init(ec);
    emit_stage_begin(ec);
    emit_rt_begin(ec);

    /* The entry first, then every function it calls, in first-call order. */
    spv_id entry_id = emit_function_id(ec, ep->func);
    for (uint32_t q = 0; q < ec->func_queue.count; q++) {
        ir_function *f = ec->func_queue.data[q];
        emit_function(ec, f, emit_function_id(ec, f), f == ep->func);
    }
    emit_wave_finish(ec);
    emit_heap_finish(ec);
    emit_heap_views_finish(ec);
    emit_rayquery_finish(ec);
    emit_rootsig_finish(ec);

    const emit_stage_desc *sd = emit_stage_desc_of(ep->shader_kind);
    SpvExecutionModel model = sd->model;
    spv_id entry_fn = entry_id;
    if (sd->finish) /* compute shaders have no wrapper and no modes but LocalSize */
        entry_fn = emit_stage_finish(ec, entry_id, &model);
    else if (ec->rov_resource) /* D3D allows rasterizer-ordered views in pixel shaders only */
        d2s_warn(ec->ctx, "rasterizer-ordered view '%s' in a compute shader: ordering ignored (pixel shaders only)",
                 ec->rov_resource);
    uint32_t e = spv_entry_point(b, model, entry_fn, refl->entry_point);
    for (uint32_t i = 0; i < ec->interface.count; i++)
        spv_entry_point_interface(b, e, ec->interface.data[i]);
    if (emit_kind_has_groups(ep->shader_kind))
        spv_local_size(b, entry_fn, ep->numthreads[0], ep->numthreads[1], ep->numthreads[2]);
    float_controls(ec, entry_fn);

    size_t count = 0;
    out->words = spv_finish(b, &count);
    out->word_count = count;
    refl->capability_count = spv_capability_list(b, &refl->capabilities);
    refl->extension_count = spv_extension_list(b, &refl->extensions);
    out->reflection = refl;
}
