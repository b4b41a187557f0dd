/* One function: blocks in the structurizer's order, each with its merge
 * instruction, phis, the instruction switch and terminators.
 *
 * Phis are opened when their block is emitted and filled once every block
 * is, because a loop's back-edge values are defined after the header. The
 * structurizer guarantees that the emission order is a dominance order, so
 * every other operand is defined before its use.
 */
#include <string.h>

#include "emit/core/emit_cfg.h"
#include "emit/emit_internal.h"
#include "emit/stages/emit_raytracing.h"
#include "emit/stages/emit_stage_table.h"

/* ---- prepass: which components of struct-valued dx.ops are read -------- */

/* Buffer loads read only the components some extractvalue asks for: a
 * StructuredBuffer<int2> load returns four components, and reading the two
 * unused ones could run past the end of the buffer. Any other use of the
 * struct value (phi, call) counts as reading everything. */
static void prepass_used_components(emit_ctx *ec, ir_function *f)
{
    for (uint32_t bi = 0; bi < f->num_blocks; bi++) {
        ir_block *blk = f->blocks[bi];
        for (uint32_t ii = 0; ii < blk->num_instrs; ii++) {
            ir_instr *in = blk->instrs[ii];
            for (uint32_t k = 0; k < in->num_ops; k++) {
                ir_value *o = in->ops[k];
                if (!o || o->kind != IR_VAL_INSTR || o->id >= f->num_values || !o->type ||
                    o->type->kind != IR_TYPE_STRUCT)
                    continue;
                if (in->op == IR_OP_EXTRACTVALUE && k == 0 && in->num_indices >= 1 && in->indices[0] < 8)
                    ec->used_comps[o->id] |= (uint8_t)(1u << in->indices[0]);
                else
                    ec->used_comps[o->id] = 0xFF;
            }
        }
    }
}

/* ---- calls --------------------------------------------------------------- */

spv_id emit_function_id(emit_ctx *ec, ir_function *f)
{
    uint32_t i = emit_ptrmap_get(&ec->func_index, f);
    if (i == EMIT_NONE)
        emit_fail(ec, D2S_ERR_INTERNAL, "function '%s' is not in the module's list", f->v.name ? f->v.name : "?");
    if (!ec->func_id[i]) {
        ec->func_id[i] = spv_alloc_id(ec->b);
        d2s_vec_push(ec->ctx, &ec->func_queue, f);
    }
    return ec->func_id[i];
}

static bool name_starts(const char *name, const char *prefix)
{
    return name && strncmp(name, prefix, strlen(prefix)) == 0;
}

static void emit_call(emit_ctx *ec, ir_instr *in)
{
    ir_function *callee = in->callee;
    if (!callee)
        emit_invalid(ec, "call without a callee");
    const char *name = callee->v.name;
    /* Lifetime markers only help LLVM's optimizer. */
    if (name_starts(name, "llvm.lifetime.") || name_starts(name, "llvm.dbg.")) {
        /* They return nothing; one that claims a result would leave its
         * users reading a value nobody defined. */
        if (in->v.type->kind != IR_TYPE_VOID)
            emit_invalid(ec, "call to '%s' with a non-void result (%%%u)", name, in->v.id);
        return;
    }
    if (callee->is_declaration)
        emit_unsupported(ec, "call to the external function '%s'", name ? name : "?");
    spv_id *args = d2s_alloc_array(ec->ctx, in->num_ops ? in->num_ops : 1, sizeof(*args));
    for (uint32_t i = 0; i < in->num_ops; i++) {
        if (in->ops[i]->type->kind == IR_TYPE_POINTER || emit_type_is_handle(in->ops[i]->type))
            emit_unsupported(ec, "call to '%s' passing a pointer or handle", name ? name : "?");
        args[i] = emit_value(ec, in->ops[i]);
    }
    spv_id ret = emit_type(ec, in->v.type);
    spv_id r = spv_call(ec->b, ret, emit_function_id(ec, callee), args, in->num_ops);
    if (in->v.type->kind != IR_TYPE_VOID)
        emit_set_value(ec, in, r);
}

/* ---- instructions ---------------------------------------------------------- */

static void emit_dxop(emit_ctx *ec, ir_instr *in)
{
    emit_stage_check_dxop(ec, in);
    emit_dxop_fn fn = in->aux < EMIT_DXOP_TABLE_SIZE ? ec->dxop[in->aux] : NULL;
    if (!fn)
        emit_dxop_unsupported(ec, in, NULL);
    if (emit_longvec_dxop(ec, in, fn))
        return;
    fn(ec, in);
}

static void emit_instruction(emit_ctx *ec, ir_instr *in)
{
    switch ((ir_op)in->op) {
    case IR_OP_ADD: case IR_OP_SUB: case IR_OP_MUL: case IR_OP_UDIV: case IR_OP_SDIV:
    case IR_OP_UREM: case IR_OP_SREM: case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR:
    case IR_OP_AND: case IR_OP_OR: case IR_OP_XOR: case IR_OP_FADD: case IR_OP_FSUB:
    case IR_OP_FMUL: case IR_OP_FDIV: case IR_OP_FREM:
        if (in->num_ops != 2)
            emit_invalid(ec, "binary operation with %u operands", in->num_ops);
        emit_binop(ec, in);
        return;
    case IR_OP_TRUNC: case IR_OP_ZEXT: case IR_OP_SEXT: case IR_OP_FPTOUI: case IR_OP_FPTOSI:
    case IR_OP_UITOFP: case IR_OP_SITOFP: case IR_OP_FPTRUNC: case IR_OP_FPEXT: case IR_OP_PTRTOINT:
    case IR_OP_INTTOPTR: case IR_OP_BITCAST: case IR_OP_ADDRSPACECAST:
        if (in->num_ops != 1)
            emit_invalid(ec, "cast with %u operands", in->num_ops);
        emit_cast(ec, in);
        return;
    case IR_OP_ICMP: case IR_OP_FCMP:
        if (in->num_ops != 2)
            emit_invalid(ec, "compare with %u operands", in->num_ops);
        emit_cmp(ec, in);
        return;
    case IR_OP_SELECT:
        if (in->num_ops != 3)
            emit_invalid(ec, "select with %u operands", in->num_ops);
        emit_select(ec, in);
        return;
    case IR_OP_CALL:
        emit_call(ec, in);
        return;
    case IR_OP_DXOP:
        emit_dxop(ec, in);
        return;
    case IR_OP_LOAD: emit_load(ec, in); return;
    case IR_OP_STORE: emit_store(ec, in); return;
    case IR_OP_ALLOCA: emit_alloca(ec, in); return;
    case IR_OP_GEP: emit_gep(ec, in); return;
    case IR_OP_EXTRACTVALUE: case IR_OP_INSERTVALUE: case IR_OP_EXTRACTELEMENT:
    case IR_OP_INSERTELEMENT: case IR_OP_SHUFFLEVECTOR: {
        static const uint8_t need[] = {1, 2, 2, 3, 3};
        if (in->num_ops < need[in->op - IR_OP_EXTRACTVALUE])
            emit_invalid(ec, "'%s' with %u operands", ir_op_name((ir_op)in->op), in->num_ops);
        emit_aggregate_op(ec, in);
        return;
    }
    case IR_OP_ATOMICRMW: case IR_OP_CMPXCHG:
        emit_atomic_ptr(ec, in);
        return;
    case IR_OP_PHI:
        emit_fail(ec, D2S_ERR_INVALID, "phi after a non-phi instruction");
    default:
        emit_unsupported(ec, "instruction '%s'", ir_op_name((ir_op)in->op));
    }
}

/* ---- phis ---------------------------------------------------------------- */

/* Whether a block is part of the emission order (labels are allocated for
 * all of them before the first block is emitted). */
static bool block_in_order(emit_ctx *ec, const ir_block *blk)
{
    return blk && blk->id < ec->fn->num_blocks && ec->fn->blocks[blk->id] == blk && ec->block_label[blk->id];
}

/* Incoming pairs of a phi that SPIR-V keeps: one per emitted predecessor
 * (LLVM repeats a predecessor that branches twice to the block, e.g. from
 * two switch cases; blocks left out of the order are not emitted). */
uint32_t emit_phi_incoming(emit_ctx *ec, ir_instr *phi, uint32_t *which)
{
    uint32_t n = 0;
    if (phi->num_ops != phi->num_targets)
        emit_invalid(ec, "phi with %u values for %u blocks", phi->num_ops, phi->num_targets);
    ec->stamp_gen++;
    for (uint32_t i = 0; i < phi->num_targets; i++) {
        ir_block *pred = phi->targets[i];
        if (!block_in_order(ec, pred) || ec->block_stamp[pred->id] == ec->stamp_gen)
            continue;
        ec->block_stamp[pred->id] = ec->stamp_gen;
        if (which)
            which[n] = i;
        n++;
    }
    return n;
}

static void open_phi(emit_ctx *ec, ir_instr *phi)
{
    if (emit_type_is_handle(phi->v.type)) {
        emit_handle_phi_open(ec, phi);
        return;
    }
    if (phi->v.type->kind == IR_TYPE_POINTER)
        emit_unsupported(ec, "phi of pointers (needs variable pointers)");
    uint32_t n = emit_phi_incoming(ec, phi, NULL);
    spv_phi_ref ref = spv_phi_open(ec->b, emit_type(ec, phi->v.type), 0, n);
    emit_set_value(ec, phi, ref.id);
    emit_pending_phi_push(ec, phi, ref, false);
}

static void fill_phis(emit_ctx *ec)
{
    for (uint32_t k = 0; k < ec->phis.count; k++) {
        emit_pending_phi *p = &ec->phis.data[k];
        ir_instr *phi = p->phi;
        ec->cur_block = phi->block;
        ec->cur_instr = phi;
        uint32_t *which = d2s_alloc_array(ec->ctx, phi->num_targets ? phi->num_targets : 1, sizeof(*which));
        uint32_t n = emit_phi_incoming(ec, phi, which);
        if (n != p->ref.n_pairs)
            emit_fail(ec, D2S_ERR_INTERNAL, "phi incoming count changed");
        for (uint32_t j = 0; j < n; j++) {
            ir_value *v = phi->ops[which[j]];
            ir_block *pred = phi->targets[which[j]];
            spv_id val;
            if (p->handle_index) {
                /* The phi's resource was inferred from the operands known when
                 * it was opened; back-edge operands are only known now. */
                const emit_handle *in_h = emit_get_handle(ec, v);
                const emit_handle *phi_h = emit_get_handle(ec, &phi->v);
                if (in_h->res != phi_h->res)
                    emit_unsupported(ec, "a phi choosing between different resources (%s and %s)",
                                     emit_resource_desc(ec, phi_h->res), emit_resource_desc(ec, in_h->res));
                if (!p->ref.id)
                    continue; /* a single descriptor: nothing to select at run time */
                val = in_h->array_index;
            } else if (v->kind == IR_VAL_CONST_EXPR) {
                /* instructions computing it go to the end of the predecessor */
                spv_block save = spv_block_current(ec->b);
                ec->cur_block = pred;
                spv_block_select(ec->b, ec->block_handle[pred->id]);
                val = emit_value(ec, v);
                spv_block_select(ec->b, save);
                ec->cur_block = phi->block;
            } else {
                val = emit_value(ec, v);
            }
            spv_phi_set(ec->b, p->ref, j, val, ec->block_label[pred->id]);
        }
    }
}

void emit_pending_phi_push(emit_ctx *ec, ir_instr *phi, spv_phi_ref ref, bool handle_index)
{
    emit_pending_phi p = {phi, ref, handle_index};
    d2s_vec_push(ec->ctx, &ec->phis, p);
}

/* ---- terminators ------------------------------------------------------------- */

static spv_id target_label(emit_ctx *ec, ir_block *t)
{
    if (!t || t->id >= ec->fn->num_blocks || ec->fn->blocks[t->id] != t || !ec->block_label[t->id])
        emit_fail(ec, D2S_ERR_INTERNAL, "branch to block %u, which is not emitted", t ? t->id : 0);
    return ec->block_label[t->id];
}

static void emit_terminator(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    switch (in->op) {
    case IR_OP_BR:
        if (in->num_targets == 1) {
            spv_branch(b, target_label(ec, in->targets[0]));
        } else if (in->num_targets == 2 && in->num_ops >= 1) {
            spv_branch_cond(b, emit_value(ec, in->ops[0]), target_label(ec, in->targets[0]),
                            target_label(ec, in->targets[1]));
        } else {
            emit_invalid(ec, "br with %u targets", in->num_targets);
        }
        return;
    case IR_OP_SWITCH: {
        if (in->num_ops < 1 || in->num_targets != in->num_ops)
            emit_invalid(ec, "switch with %u values for %u targets", in->num_ops, in->num_targets);
        uint32_t n = in->num_ops - 1;
        /* SPIR-V's universal limits: at most 16383 (literal, label) pairs
         * in one OpSwitch; D3D sets none (a DXBC switch may list more). */
        if (n > 16383)
            emit_unsupported(ec, "a switch with %u cases (SPIR-V allows 16383 in one OpSwitch)", n);
        uint32_t w = emit_scalar_width(in->ops[0]->type);
        if (w != 8 && w != 16 && w != 32 && w != 64)
            emit_unsupported(ec, "switch on an i%u value", w);
        uint32_t per = w == 64 ? 3 : 2;
        uint32_t *words = d2s_alloc_array(ec->ctx, 2 + (size_t)n * per, sizeof(*words));
        spv_id sel = emit_value(ec, in->ops[0]);
        words[0] = emit_minp_cmp16(ec, in, in->ops[0], sel, false);
        words[1] = target_label(ec, in->targets[0]);
        /* A widened i16 selector was masked to 16 bits: so are the literals,
         * which stay distinct (distinct i16 values). */
        bool mask16 = words[0] != sel;
        for (uint32_t i = 0; i < n; i++) {
            uint64_t v;
            if (!emit_const_int(in->ops[i + 1], &v))
                emit_invalid(ec, "switch case %u is not a constant", i);
            if (mask16)
                v &= 0xFFFFu;
            uint32_t *o = &words[2 + i * per];
            if (w == 64) {
                o[0] = (uint32_t)v;
                o[1] = (uint32_t)(v >> 32);
                o[2] = target_label(ec, in->targets[i + 1]);
            } else {
                o[0] = (uint32_t)v;
                o[1] = target_label(ec, in->targets[i + 1]);
            }
        }
        if (w == 64)
            spv_emit(b, SpvOpSwitch, 0, SPV_NO_RESULT, words, 2 + n * per);
        else
            spv_switch(b, words[0], words[1], words + 2, n);
        return;
    }
    case IR_OP_RET:
        if (in->num_ops == 0 || in->ops[0]->type->kind == IR_TYPE_VOID)
            spv_return(b);
        else
            spv_return_value(b, emit_value(ec, in->ops[0]));
        return;
    case IR_OP_UNREACHABLE:
        spv_unreachable(b);
        return;
    default:
        emit_invalid(ec, "block ends in '%s', not a terminator", ir_op_name((ir_op)in->op));
    }
}

/* ---- blocks and functions ------------------------------------------------------ */

static void emit_block(emit_ctx *ec, ir_block *blk, const emit_cfg *cfg)
{
    ec->cur_block = blk;
    ec->cur_instr = NULL;
    ec->block_handle[blk->id] = spv_block_begin(ec->b, ec->block_label[blk->id]);
    if (blk->num_instrs == 0)
        emit_invalid(ec, "empty block");
    uint32_t last = blk->num_instrs - 1;
    uint32_t i = 0;
    for (; i < last && blk->instrs[i]->op == IR_OP_PHI; i++) {
        ec->cur_instr = blk->instrs[i];
        open_phi(ec, blk->instrs[i]);
    }
    for (; i < last; i++) {
        ec->cur_instr = blk->instrs[i];
        emit_instruction(ec, blk->instrs[i]);
    }
    ir_instr *term = blk->instrs[last];
    ec->cur_instr = term;
    if (!ir_op_is_terminator(term->op))
        emit_invalid(ec, "block does not end in a terminator");
    emit_cfg_merge(ec, cfg, blk);
    emit_terminator(ec, term);
}

void emit_function(emit_ctx *ec, ir_function *f, spv_id fn_id, bool is_entry)
{
    spv_builder *b = ec->b;
    ec->fn = f;
    ec->cur_block = NULL;
    ec->cur_instr = NULL;
    if (f->is_declaration || f->num_blocks == 0)
        emit_fail(ec, D2S_ERR_INTERNAL, "emitting a declaration");

    emit_cfg cfg;
    emit_cfg_build(ec, f, &cfg); /* may rewrite f */

    uint32_t nv = f->num_values ? f->num_values : 1, nb = f->num_blocks;
    ec->vmap = d2s_zalloc_array(ec->ctx, nv, sizeof(*ec->vmap));
    ec->hmap = d2s_zalloc_array(ec->ctx, nv, sizeof(*ec->hmap));
    ec->vsc = d2s_zalloc_array(ec->ctx, nv, sizeof(*ec->vsc));
    ec->used_comps = d2s_zalloc_array(ec->ctx, nv, sizeof(*ec->used_comps));
    ec->struct_parts = NULL;
    ec->pview = d2s_zalloc_array(ec->ctx, nv, sizeof(*ec->pview));
    ec->block_label = d2s_zalloc_array(ec->ctx, nb, sizeof(*ec->block_label));
    ec->block_handle = d2s_alloc_array(ec->ctx, nb, sizeof(*ec->block_handle));
    ec->block_stamp = d2s_zalloc_array(ec->ctx, nb, sizeof(*ec->block_stamp));
    ec->stamp_gen = 0;
    for (uint32_t i = 0; i < nb; i++)
        ec->block_handle[i] = SPV_NO_BLOCK;
    ec->phis.count = 0;
    prepass_used_components(ec, f);

    ir_type *ft = f->fn_type;
    if (!ft || ft->kind != IR_TYPE_FUNCTION)
        emit_invalid(ec, "function without a function type");
    /* A ray-tracing entry's pointer parameters become its incoming variables. */
    bool rt_entry = is_entry && emit_rt_stage_is(ec->shader_kind);
    if (is_entry && !rt_entry && (ft->member_count != 0 || (ft->elem && ft->elem->kind != IR_TYPE_VOID)))
        emit_invalid(ec, "the entry point must be void() in a compute shader");
    spv_id ret = emit_type(ec, ft->elem);
    spv_id *params = d2s_alloc_array(ec->ctx, ft->member_count ? ft->member_count : 1, sizeof(*params));
    for (uint32_t i = 0; i < ft->member_count && !rt_entry; i++) {
        if (ft->members[i]->kind == IR_TYPE_POINTER || emit_type_is_handle(ft->members[i]))
            emit_unsupported(ec, "function parameters that are pointers or handles");
        params[i] = emit_type(ec, ft->members[i]);
    }
    spv_id fn_type = spv_type_function(b, ret, params, rt_entry ? 0 : ft->member_count);
    spv_function_begin(b, fn_id, ret, fn_type, SpvFunctionControlMaskNone);
    if (f->v.name)
        spv_name(b, fn_id, f->v.name);
    if (rt_entry)
        emit_rt_bind_entry_args(ec, f);
    for (uint32_t i = 0; i < f->num_args && i < ft->member_count && !rt_entry; i++)
        ec->vmap[f->args[i]->v.id] = spv_function_param(b, params[i]);

    for (uint32_t i = 0; i < cfg.num_order; i++)
        ec->block_label[cfg.order[i]] = spv_alloc_id(b);
    for (uint32_t i = 0; i < cfg.num_order; i++)
        emit_block(ec, f->blocks[cfg.order[i]], &cfg);
    fill_phis(ec);
    spv_function_end(b);
    ec->fn = NULL;
    ec->cur_block = NULL;
    ec->cur_instr = NULL;
}
