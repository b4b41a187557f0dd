/* Reading and writing DXBC operands: one register component at a time, as
 * i32 bits (see dxbc_internal.h for the register model).
 *
 * Sources: temporaries (SSA variables), immediates, constant buffers
 * (CBufferLoadLegacy rows, which are D3D's 16-byte constant registers),
 * the immediate constant buffer, indexable temporaries, inputs and the
 * system-value registers (ThreadId, PrimitiveID, ...). Destinations:
 * temporaries, outputs (StoreOutput / StorePatchConstant), indexable
 * temporaries and null.
 */
#include "dxbc/dxbc_internal.h"

int dxbc_mask_nth(uint32_t mask, uint32_t n)
{
    for (int c = 0; c < 4; c++)
        if (mask & (1u << c)) {
            if (!n)
                return c;
            n--;
        }
    return -1;
}

/* A relative index r + n is computed once per block for the lanes of an
 * operand read one by one (cb0[r0.x + 1].xyzw): the last few sums are
 * remembered with their block. */
ir_value *dxbc_index_value(dxbc_lower *lc, const dxbc_index *ix)
{
    if (!ix->rel)
        return dxbc_u32(lc, ix->imm);
    ir_value *r = dxbc_src_i32(lc, ix->rel, 0);
    if (!ix->imm)
        return r;
    for (uint32_t i = 0; i < DXBC_INDEX_MEMO; i++) {
        const dxbc_index_sum *m = &lc->index_memo[i];
        if (m->block == lc->bb && m->base == r && m->imm == ix->imm)
            return m->sum;
    }
    dxbc_index_sum *m = &lc->index_memo[lc->index_memo_next++ % DXBC_INDEX_MEMO];
    m->block = lc->bb;
    m->base = r;
    m->imm = ix->imm;
    m->sum = dxbc_binop(lc, IR_OP_ADD, r, dxbc_u32(lc, ix->imm));
    return m->sum;
}

static uint32_t temp_var(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp)
{
    if (op->num_indices != 1 || op->index[0].rel)
        dxbc_invalid(lc, "a temporary register with %s index", op->index[0].rel ? "a relative" : "no single");
    uint32_t reg = op->index[0].imm;
    if (reg >= lc->num_temps)
        dxbc_invalid(lc, "r%u is beyond dcl_temps %u", reg, lc->num_temps);
    return reg * 4 + comp;
}

/* ---- indexable temporaries and the immediate constant buffer ----------------------- */

/* The declaration of register `id` in the sorted run [lo, hi) of
 * lc->itemps, made for the current function; NULL if none. */
static dxbc_itemp *find_itemp_in(dxbc_lower *lc, uint32_t lo, uint32_t hi, uint32_t id)
{
    uint32_t end = hi;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (lc->itemps.data[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < end && lc->itemps.data[lo].id == id && lc->itemps.data[lo].fn == lc->fn)
        return &lc->itemps.data[lo];
    return NULL;
}

static dxbc_itemp *find_itemp(dxbc_lower *lc, const dxbc_operand *op)
{
    if (op->num_indices != 2 || op->index[0].rel)
        dxbc_invalid(lc, "an indexable temporary needs x#[index]");
    /* the current function's or phase's declarations, then (hull phases)
     * those of hs_decls (dxbc_declare_locals) */
    uint32_t id = op->index[0].imm;
    dxbc_itemp *t = find_itemp_in(lc, lc->itemp_lo, lc->itemp_hi, id);
    if (!t)
        t = find_itemp_in(lc, lc->itemp_hs_lo, lc->itemp_hs_hi, id);
    if (t)
        return t;
    dxbc_invalid(lc, "x%u is not declared (dcl_indexableTemp) in this %s", id, lc->phase ? "phase" : "program");
}

/* A pointer to component `comp` of element `index` of an i32 array of 4
 * components per element. D3D leaves out-of-range indices undefined (reads
 * return 0 on most hardware); the index is clamped into the array so that
 * no access leaves it. */
static ir_value *array_elem_ptr(dxbc_lower *lc, ir_value *base, uint32_t elems, const dxbc_index *ix, uint32_t comp)
{
    uint32_t last = elems ? elems - 1 : 0;
    ir_value *flat;
    if (ix->rel) {
        ir_value *args[2] = {dxbc_index_value(lc, ix), dxbc_u32(lc, last)};
        ir_value *i = dxbc_op(lc, DXOP_UMin, lc->t_i32, args, 2);
        flat = dxbc_binop(lc, IR_OP_ADD, dxbc_binop(lc, IR_OP_MUL, i, dxbc_u32(lc, 4)), dxbc_u32(lc, comp));
    } else {
        flat = dxbc_u32(lc, (ix->imm < last ? ix->imm : last) * 4 + comp);
    }
    ir_value *ops[3] = {base, dxbc_u32(lc, 0), flat};
    ir_type *pt = base->type->addrspace == IR_ADDRSPACE_GROUPSHARED ? lc->t_i32_ptr_gs : lc->t_i32_ptr;
    ir_instr *g = ir_instr_create(lc->m, IR_OP_GEP, pt, ops, 3, NULL, 0);
    g->aux_type = base->type->elem;
    g->flags |= IR_FLAG_INBOUNDS;
    return &ir_block_append(lc->m, lc->fn, lc->bb, g)->v;
}

static ir_value *load_i32(dxbc_lower *lc, ir_value *ptr)
{
    ir_instr *l = ir_build_load(lc->m, lc->fn, lc->bb, ptr);
    return &l->v;
}

static ir_value *read_icb(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp)
{
    if (!lc->icb_var)
        dxbc_invalid(lc, "icb[] read without an immediate constant buffer");
    if (op->num_indices != 1)
        dxbc_invalid(lc, "icb with %u indices", op->num_indices);
    return load_i32(lc, array_elem_ptr(lc, &lc->icb_var->v, lc->icb_count / 4, &op->index[0], comp));
}

/* ---- constant buffers ---------------------------------------------------------------- */

static ir_value *read_cb(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp)
{
    /* SM 5.0: cb#[row]; SM 5.1: CB#[register][row]. */
    uint32_t need = lc->sm51 ? 3 : 2;
    if (op->num_indices != need)
        dxbc_invalid(lc, "constant buffer operand with %u indices (expected %u)", op->num_indices, need);
    ir_value *h = dxbc_handle(lc, DXIL_RES_CBV, op);
    ir_value *row = dxbc_index_value(lc, &op->index[need - 1]);
    ir_value *args[2] = {h, row};
    ir_value *ret = dxbc_op_once(lc, DXOP_CBufferLoadLegacy, lc->t_i32, args, 2, false);
    return dxbc_extract(lc, ret, comp);
}

/* ---- system-value registers ----------------------------------------------------------- */

/* System values are the same throughout the function: read once, in its
 * entry block. */
static ir_value *sysval(dxbc_lower *lc, uint32_t opcode, ir_value *arg)
{
    return dxbc_op_once(lc, opcode, lc->t_i32, arg ? &arg : NULL, arg ? 1 : 0, true);
}

static ir_value *read_special(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp)
{
    switch (op->type) {
    case DXBC_OPERAND_INPUT_THREAD_ID: return sysval(lc, DXOP_ThreadId, dxbc_u32(lc, comp < 3 ? comp : 0));
    case DXBC_OPERAND_INPUT_THREAD_GROUP_ID: return sysval(lc, DXOP_GroupId, dxbc_u32(lc, comp < 3 ? comp : 0));
    case DXBC_OPERAND_INPUT_THREAD_ID_IN_GROUP:
        return sysval(lc, DXOP_ThreadIdInGroup, dxbc_u32(lc, comp < 3 ? comp : 0));
    case DXBC_OPERAND_INPUT_THREAD_ID_IN_GROUP_FLATTENED: return sysval(lc, DXOP_FlattenedThreadIdInGroup, NULL);
    case DXBC_OPERAND_INPUT_PRIMITIVEID: return sysval(lc, DXOP_PrimitiveID, NULL);
    case DXBC_OPERAND_INPUT_GS_INSTANCE_ID: return sysval(lc, DXOP_GSInstanceID, NULL);
    case DXBC_OPERAND_OUTPUT_CONTROL_POINT_ID: return sysval(lc, DXOP_OutputControlPointID, NULL);
    case DXBC_OPERAND_INPUT_COVERAGE_MASK: return sysval(lc, DXOP_Coverage, NULL);
    case DXBC_OPERAND_INNER_COVERAGE: return sysval(lc, DXOP_InnerCoverage, NULL);
    case DXBC_OPERAND_INPUT_DOMAIN_POINT: {
        ir_value *c = dxbc_i8(lc, comp < 3 ? comp : 0);
        return dxbc_as_i32(lc, dxbc_op_once(lc, DXOP_DomainLocation, lc->t_f32, &c, 1, true));
    }
    case DXBC_OPERAND_INPUT_FORK_INSTANCE_ID:
    case DXBC_OPERAND_INPUT_JOIN_INSTANCE_ID:
        if (!lc->phase_instance)
            dxbc_invalid(lc, "%s outside a hull shader's fork or join phase", dxbc_operand_type_name(op->type));
        return lc->phase_instance;
    case DXBC_OPERAND_CYCLE_COUNTER: {
        ir_value *two = dxbc_op(lc, DXOP_CycleCounterLegacy, NULL, NULL, 0);
        return dxbc_extract(lc, two, comp & 1);
    }
    default:
        return NULL;
    }
}

/* ---- sources ----------------------------------------------------------------------- */

static ir_value *read_raw(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, uint32_t lane)
{
    switch (op->type) {
    case DXBC_OPERAND_TEMP:
        return dxbc_ssa_read(lc, temp_var(lc, op, comp), lc->bb);
    case DXBC_OPERAND_IMM32:
        return dxbc_u32(lc, op->value[op->comps == 4 ? lane : 0]);
    case DXBC_OPERAND_CONSTANT_BUFFER:
        return read_cb(lc, op, comp);
    case DXBC_OPERAND_ICB:
        return read_icb(lc, op, comp);
    case DXBC_OPERAND_INDEXABLE_TEMP: {
        dxbc_itemp *t = find_itemp(lc, op);
        return load_i32(lc, array_elem_ptr(lc, t->var, t->size, &op->index[1], comp));
    }
    case DXBC_OPERAND_INPUT:
    case DXBC_OPERAND_INPUT_CONTROL_POINT:
    case DXBC_OPERAND_OUTPUT_CONTROL_POINT:
    case DXBC_OPERAND_INPUT_PATCH_CONSTANT:
    case DXBC_OPERAND_OUTPUT:
        return dxbc_read_signature_reg(lc, op, comp);
    default: {
        ir_value *v = read_special(lc, op, comp);
        if (v)
            return v;
        dxbc_unsupported(lc, "%s is not readable as a source operand", dxbc_operand_type_name(op->type));
    }
    }
}

ir_value *dxbc_src(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane, bool as_float)
{
    uint32_t comp = op->comps == 4 ? op->swizzle[lane & 3] : 0;
    ir_value *v = read_raw(lc, op, comp, lane & 3);
    if (op->modifier == DXBC_MOD_NONE)
        return v;
    if (!as_float) {
        if (op->modifier != DXBC_MOD_NEG)
            dxbc_invalid(lc, "an abs modifier on an integer operand");
        return dxbc_binop(lc, IR_OP_SUB, dxbc_u32(lc, 0), v);
    }
    ir_value *f = dxbc_as_f32(lc, v);
    if (op->modifier == DXBC_MOD_ABS || op->modifier == DXBC_MOD_ABSNEG)
        f = dxbc_op(lc, DXOP_FAbs, lc->t_f32, &f, 1);
    if (op->modifier == DXBC_MOD_NEG || op->modifier == DXBC_MOD_ABSNEG)
        f = dxbc_binop(lc, IR_OP_FSUB, dxbc_f32_bits(lc, 0x80000000u), f);
    return dxbc_as_i32(lc, f);
}

ir_value *dxbc_src_f32(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane)
{
    return dxbc_as_f32(lc, dxbc_src(lc, op, lane, true));
}

ir_value *dxbc_src_i32(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane)
{
    return dxbc_src(lc, op, lane, false);
}

/* ---- destinations ----------------------------------------------------------------- */

void dxbc_dst(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v)
{
    v = dxbc_as_i32(lc, v);
    switch (op->type) {
    case DXBC_OPERAND_NULL:
        return;
    case DXBC_OPERAND_TEMP: {
        uint32_t var = temp_var(lc, op, comp);
        if (lc->temp_written && !lc->temp_written[var]) {
            lc->temp_written[var] = true;
            d2s_vec_push(lc->ctx, &lc->temps_written, var);
        }
        dxbc_ssa_write(lc, var, lc->bb, v);
        return;
    }
    case DXBC_OPERAND_INDEXABLE_TEMP: {
        dxbc_itemp *t = find_itemp(lc, op);
        ir_build_store(lc->m, lc->fn, lc->bb, array_elem_ptr(lc, t->var, t->size, &op->index[1], comp), v);
        return;
    }
    case DXBC_OPERAND_OUTPUT:
    case DXBC_OPERAND_OUTPUT_DEPTH:
    case DXBC_OPERAND_OUTPUT_DEPTH_GREATER_EQUAL:
    case DXBC_OPERAND_OUTPUT_DEPTH_LESS_EQUAL:
    case DXBC_OPERAND_OUTPUT_COVERAGE_MASK:
    case DXBC_OPERAND_OUTPUT_STENCIL_REF:
        dxbc_write_signature_reg(lc, op, comp, v);
        return;
    default:
        dxbc_unsupported(lc, "%s is not writable as a destination operand", dxbc_operand_type_name(op->type));
    }
}

void dxbc_dst_f32(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v)
{
    v = dxbc_as_f32(lc, v);
    if (lc->in && lc->in->saturate)
        v = dxbc_op(lc, DXOP_Saturate, lc->t_f32, &v, 1);
    dxbc_dst(lc, op, comp, v);
}
