/* Stage I/O of SM 4/5 shaders: input and output registers as DXIL's
 * signature ops (LoadInput, StoreOutput, LoadOutputControlPoint,
 * LoadPatchConstant, StorePatchConstant), the pixel shader's depth,
 * coverage and stencil outputs, attribute evaluation (eval_*) and the
 * geometry shader's emit/cut.
 *
 * A register index may be relative (v[r0.x + 1], o[r1.x]) inside a range
 * declared by dcl_indexRange. When every register of the range belongs to
 * one element (the tess factors, an array of one semantic), the index
 * becomes the element's row; otherwise reads select among the registers
 * and writes go to each register, keeping the old value where the index
 * does not point.
 */
#include "dxbc/dxbc_internal.h"

/* SSA variables of the values written to output registers: later hull
 * shader phases read patch constants back from them (o#, vpc#). */
static uint32_t shadow_var(uint32_t reg, uint32_t comp)
{
    return DXBC_VAR_SHADOW_BASE + reg * 4 + comp;
}

/* Which signature an operand's register file is, in the current stage and
 * hull-shader phase. */
static uint32_t signature_of_operand(dxbc_lower *lc, const dxbc_operand *op)
{
    switch (op->type) {
    case DXBC_OPERAND_INPUT:
    case DXBC_OPERAND_INPUT_CONTROL_POINT:
        return DXBC_SIG_IN;
    case DXBC_OPERAND_OUTPUT_CONTROL_POINT:
        return DXBC_SIG_OUT;
    case DXBC_OPERAND_INPUT_PATCH_CONSTANT:
        return DXBC_SIG_PC;
    case DXBC_OPERAND_OUTPUT:
        return lc->phase == DXBC_PHASE_FORK || lc->phase == DXBC_PHASE_JOIN ? DXBC_SIG_PC : DXBC_SIG_OUT;
    default:
        dxbc_invalid(lc, "%s is not a signature register", dxbc_operand_type_name(op->type));
    }
}

/* The vertex (control point) index of an arrayed input, or undef. */
static ir_value *vertex_index(dxbc_lower *lc, const dxbc_operand *op, const dxbc_index **reg_ix)
{
    if (op->num_indices == 2) {
        *reg_ix = &op->index[1];
        return dxbc_index_value(lc, &op->index[0]);
    }
    if (op->num_indices != 1)
        dxbc_invalid(lc, "%s operand with %u indices", dxbc_operand_type_name(op->type), op->num_indices);
    *reg_ix = &op->index[0];
    return NULL;
}

/* The dcl_indexRange of `phase` (-1: outside hull phases, or hs_decls)
 * covering register `reg` of `type`, or NULL. Declarations come in program
 * order, so their phases ascend: a binary search finds the phase's run. */
static const dxbc_index_range *find_index_range(dxbc_lower *lc, int32_t phase, uint32_t type, uint32_t reg)
{
    const dxbc_index_range *r = lc->index_ranges.data;
    uint32_t n = lc->index_ranges.count, lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (r[mid].phase_id < phase)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (uint32_t i = lo; i < n && r[i].phase_id == phase; i++)
        if (r[i].type == type && reg >= r[i].first && reg < r[i].first + r[i].count)
            return &r[i];
    return NULL;
}

/* The dcl_indexRange covering register `reg` of `type` (the current hull
 * phase's, else one of every phase): first and count; without one, the
 * register alone. */
static void index_range(dxbc_lower *lc, uint32_t type, uint32_t reg, uint32_t *first, uint32_t *count)
{
    const dxbc_index_range *r = find_index_range(lc, lc->cur_phase_id, type, reg);
    if (!r && lc->cur_phase_id >= 0)
        r = find_index_range(lc, -1, type, reg);
    *first = r ? r->first : reg;
    *count = r ? r->count : 1;
}

typedef struct sig_access {
    uint32_t sig;
    int32_t elem;
    ir_value *row;             /* i32 */
    uint32_t col;
    uint32_t reg;              /* register, for a static index */
    bool dynamic;              /* relative index across elements: see `first`, `count`, `dyn` */
    uint32_t first, count;
    ir_value *dyn;
} sig_access;

/* Resolves register component (index, comp) of a signature register file. */
static sig_access resolve(dxbc_lower *lc, uint32_t sig, uint32_t type, const dxbc_index *ix, uint32_t comp)
{
    sig_access a = {sig, -1, NULL, 0, ix->imm, false, 0, 0, NULL};
    uint32_t row, col;
    if (!ix->rel) {
        a.elem = dxbc_sig_element(lc, sig, ix->imm, comp, &row, &col);
        a.row = dxbc_u32(lc, row);
        a.col = col;
        return a;
    }
    uint32_t first, count;
    index_range(lc, type, ix->imm, &first, &count);
    a.dyn = dxbc_index_value(lc, ix);
    /* One element whose rows follow the registers: a dynamic row. */
    int32_t e0 = dxbc_sig_element(lc, sig, first, comp, &row, &col);
    bool one = true;
    for (uint32_t r = 1; r < count && one; r++) {
        uint32_t rr, cc;
        one = dxbc_sig_element(lc, sig, first + r, comp, &rr, &cc) == e0 && rr == row + r && cc == col;
    }
    if (one) {
        a.elem = e0;
        a.col = col;
        a.row = first == row ? a.dyn : dxbc_binop(lc, IR_OP_SUB, a.dyn, dxbc_u32(lc, first - row));
        return a;
    }
    a.dynamic = true;
    a.first = first;
    a.count = count;
    return a;
}

static ir_value *load_element(dxbc_lower *lc, uint32_t sig, int32_t elem, ir_value *row, uint32_t col,
                              ir_value *vertex, uint32_t opcode)
{
    ir_type *ovl = dxbc_sig_overload(lc, sig, elem);
    ir_value *v;
    if (opcode == DXOP_LoadInput) {
        ir_value *args[4] = {dxbc_u32(lc, (uint32_t)elem), row, dxbc_i8(lc, col),
                             vertex ? vertex : dxbc_undef(lc, lc->t_i32)};
        v = dxbc_op_once(lc, DXOP_LoadInput, ovl, args, 4, false);
    } else if (opcode == DXOP_LoadOutputControlPoint) {
        ir_value *args[4] = {dxbc_u32(lc, (uint32_t)elem), row, dxbc_i8(lc, col), vertex};
        v = dxbc_op(lc, DXOP_LoadOutputControlPoint, ovl, args, 4);
    } else {
        ir_value *args[3] = {dxbc_u32(lc, (uint32_t)elem), row, dxbc_i8(lc, col)};
        v = dxbc_op(lc, DXOP_LoadPatchConstant, ovl, args, 3);
    }
    return dxbc_as_i32(lc, v);
}

/* A patch constant written by an earlier fork or join phase (or earlier
 * in this one): its shadow variable; with a relative index, a select
 * among the range's registers. Registers no phase wrote are undefined. */
static ir_value *read_patch_constant_back(dxbc_lower *lc, uint32_t type, const dxbc_index *ix, uint32_t comp)
{
    uint32_t row, col, first = ix->imm, count = 1;
    if (ix->rel)
        index_range(lc, type, ix->imm, &first, &count);
    for (uint32_t r = 0; r < count; r++)
        dxbc_sig_element(lc, DXBC_SIG_PC, first + r, comp, &row, &col); /* fails naming a register outside it */
    if (!ix->rel)
        return dxbc_ssa_read(lc, shadow_var(first, comp), lc->bb);
    ir_value *dyn = dxbc_index_value(lc, ix), *v = NULL;
    for (uint32_t r = 0; r < count; r++) {
        ir_value *x = dxbc_ssa_read(lc, shadow_var(first + r, comp), lc->bb);
        v = v ? dxbc_select(lc, dxbc_icmp(lc, IR_ICMP_EQ, dyn, dxbc_u32(lc, first + r)), x, v) : x;
    }
    return v;
}

ir_value *dxbc_read_signature_reg(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp)
{
    uint32_t sig = signature_of_operand(lc, op);
    const dxbc_index *ix;
    ir_value *vertex = vertex_index(lc, op, &ix);
    /* Patch constants written by earlier phases of this hull shader. */
    bool hs_pc = lc->phase == DXBC_PHASE_FORK || lc->phase == DXBC_PHASE_JOIN;
    if (sig == DXBC_SIG_PC && hs_pc)
        return read_patch_constant_back(lc, op->type, ix, comp);
    if (sig == DXBC_SIG_OUT && op->type == DXBC_OPERAND_OUTPUT)
        dxbc_invalid(lc, "an output register read as a source");
    uint32_t opcode = op->type == DXBC_OPERAND_OUTPUT_CONTROL_POINT ? DXOP_LoadOutputControlPoint
                      : sig == DXBC_SIG_PC                          ? DXOP_LoadPatchConstant
                                                                    : DXOP_LoadInput;
    if (opcode == DXOP_LoadOutputControlPoint && !vertex)
        dxbc_invalid(lc, "vocp without a control point index");
    sig_access a = resolve(lc, sig, op->type, ix, comp);
    if (!a.dynamic)
        return load_element(lc, sig, a.elem, a.row, a.col, vertex, opcode);
    /* A select among the range's registers. */
    ir_value *v = NULL;
    for (uint32_t r = 0; r < a.count; r++) {
        uint32_t row, col;
        int32_t e = dxbc_sig_element(lc, sig, a.first + r, comp, &row, &col);
        ir_value *x = load_element(lc, sig, e, dxbc_u32(lc, row), col, vertex, opcode);
        v = v ? dxbc_select(lc, dxbc_icmp(lc, IR_ICMP_EQ, a.dyn, dxbc_u32(lc, a.first + r)), x, v) : x;
    }
    return v;
}

static void store_element(dxbc_lower *lc, uint32_t sig, int32_t elem, ir_value *row, uint32_t col, ir_value *v)
{
    ir_type *ovl = dxbc_sig_overload(lc, sig, elem);
    ir_value *val = ovl == lc->t_f32 ? dxbc_as_f32(lc, v) : v;
    ir_value *args[4] = {dxbc_u32(lc, (uint32_t)elem), row, dxbc_i8(lc, col), val};
    dxbc_op(lc, sig == DXBC_SIG_PC ? DXOP_StorePatchConstant : DXOP_StoreOutput, ovl, args, 4);
}

/* oDepth, oMask, oStencilRef...: their elements by system value. */
static uint32_t special_output_kind(uint32_t type)
{
    switch (type) {
    case DXBC_OPERAND_OUTPUT_DEPTH: return DXIL_SK_DEPTH;
    case DXBC_OPERAND_OUTPUT_DEPTH_GREATER_EQUAL: return DXIL_SK_DEPTH_GREATER_EQUAL;
    case DXBC_OPERAND_OUTPUT_DEPTH_LESS_EQUAL: return DXIL_SK_DEPTH_LESS_EQUAL;
    case DXBC_OPERAND_OUTPUT_COVERAGE_MASK: return DXIL_SK_COVERAGE;
    case DXBC_OPERAND_OUTPUT_STENCIL_REF: return DXIL_SK_STENCIL_REF;
    default: return DXIL_SK_ARBITRARY;
    }
}

/* A geometry shader with several streams: o# is a register until an emit
 * stores it to the outputs of the emitted stream (emit_deferred_outputs). A
 * relative index writes each register of its range where it points. */
static void write_deferred_output(dxbc_lower *lc, const dxbc_index *ix, uint32_t comp, ir_value *v)
{
    if (!ix->rel) {
        if (ix->imm >= lc->out_stream_map[0].num_regs)
            dxbc_invalid(lc, "o%u is beyond the output registers", ix->imm);
        dxbc_ssa_write(lc, shadow_var(ix->imm, comp), lc->bb, v);
        return;
    }
    uint32_t first, count;
    index_range(lc, DXBC_OPERAND_OUTPUT, ix->imm, &first, &count);
    if (first + count > lc->out_stream_map[0].num_regs)
        dxbc_invalid(lc, "o[%u + ...] runs beyond the output registers", ix->imm);
    ir_value *dyn = dxbc_index_value(lc, ix);
    for (uint32_t r = 0; r < count; r++) {
        ir_value *old = dxbc_ssa_read(lc, shadow_var(first + r, comp), lc->bb);
        ir_value *hit = dxbc_icmp(lc, IR_ICMP_EQ, dyn, dxbc_u32(lc, first + r));
        dxbc_ssa_write(lc, shadow_var(first + r, comp), lc->bb, dxbc_select(lc, hit, v, old));
    }
}

/* Before emit_stream m#: the registers stream m# declares, stored to its
 * elements (registers never written hold undef and are left out). */
static void emit_deferred_outputs(dxbc_lower *lc, uint32_t stream)
{
    const dxbc_sig_map *map = dxbc_sig_stream_map(lc, stream);
    for (uint32_t slot = 0; slot < map->num_regs * 4; slot++) {
        int32_t e = map->elem[slot];
        if (e < 0)
            continue;
        ir_value *v = dxbc_ssa_read(lc, shadow_var(slot / 4, slot % 4), lc->bb);
        if (v->kind == IR_VAL_CONST_UNDEF)
            continue;
        store_element(lc, DXBC_SIG_OUT, e, dxbc_u32(lc, map->row[slot]), map->col[slot], v);
    }
}

void dxbc_write_signature_reg(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v)
{
    if (op->type != DXBC_OPERAND_OUTPUT) {
        uint32_t kind = special_output_kind(op->type);
        int32_t e = dxbc_sig_find_sysval(lc, DXBC_SIG_OUT, kind);
        if (e < 0)
            dxbc_invalid(lc, "%s is written but the output signature has no such element",
                         dxbc_operand_type_name(op->type));
        store_element(lc, DXBC_SIG_OUT, e, dxbc_u32(lc, 0), 0, v);
        return;
    }
    uint32_t sig = signature_of_operand(lc, op);
    if (op->num_indices != 1)
        dxbc_invalid(lc, "an output register with %u indices", op->num_indices);
    const dxbc_index *ix = &op->index[0];
    if (lc->gs_deferred_outputs) {
        write_deferred_output(lc, ix, comp, v);
        return;
    }
    /* Every write also goes to the register's shadow variable: later hull
     * phases read patch constants back from there, and a relative write
     * across elements (below) stores each register's own value where the
     * index does not point. Unread shadows are dead code. */
    sig_access a = resolve(lc, sig, op->type, ix, comp);
    if (!a.dynamic) {
        store_element(lc, sig, a.elem, a.row, a.col, v);
        if (!ix->rel) {
            dxbc_ssa_write(lc, shadow_var(ix->imm, comp), lc->bb, v);
            return;
        }
        uint32_t first, count;
        index_range(lc, op->type, ix->imm, &first, &count);
        for (uint32_t r = 0; r < count; r++) {
            ir_value *old = dxbc_ssa_read(lc, shadow_var(first + r, comp), lc->bb);
            ir_value *hit = dxbc_icmp(lc, IR_ICMP_EQ, a.dyn, dxbc_u32(lc, first + r));
            dxbc_ssa_write(lc, shadow_var(first + r, comp), lc->bb, dxbc_select(lc, hit, v, old));
        }
        return;
    }
    /* Each register of the range gets the value where the index points
     * there and keeps its own elsewhere. */
    for (uint32_t r = 0; r < a.count; r++) {
        uint32_t reg = a.first + r, row, col;
        int32_t e = dxbc_sig_element(lc, sig, reg, comp, &row, &col);
        ir_value *old = dxbc_ssa_read(lc, shadow_var(reg, comp), lc->bb);
        ir_value *hit = dxbc_icmp(lc, IR_ICMP_EQ, a.dyn, dxbc_u32(lc, reg));
        ir_value *x = dxbc_select(lc, hit, v, old);
        store_element(lc, sig, e, dxbc_u32(lc, row), col, x);
        dxbc_ssa_write(lc, shadow_var(reg, comp), lc->bb, x);
    }
}

void dxbc_copy_control_point(dxbc_lower *lc)
{
    const dxbc_sig_map *in = &lc->sigmap[DXBC_SIG_IN], *out = &lc->sigmap[DXBC_SIG_OUT];
    ir_value *cp = dxbc_op(lc, DXOP_OutputControlPointID, lc->t_i32, NULL, 0);
    for (uint32_t slot = 0; slot < out->num_regs * 4; slot++) {
        if (out->elem[slot] < 0)
            continue;
        if (in->elem[slot] < 0)
            dxbc_invalid(lc, "a hull shader without a control-point phase passes its control points through, but "
                         "output o%u.%c has no input v%u.%c to come from", slot / 4, "xyzw"[slot % 4], slot / 4,
                         "xyzw"[slot % 4]);
        ir_value *v = load_element(lc, DXBC_SIG_IN, in->elem[slot], dxbc_u32(lc, in->row[slot]), in->col[slot], cp,
                                   DXOP_LoadInput);
        store_element(lc, DXBC_SIG_OUT, out->elem[slot], dxbc_u32(lc, out->row[slot]), out->col[slot], v);
    }
}

/* ---- instructions -------------------------------------------------------------- */

/* One attribute evaluation of element `elem` (row, column). */
static ir_value *eval_element(dxbc_lower *lc, uint32_t opcode, int32_t elem, ir_value *row, uint32_t col,
                              ir_value *const extra[2])
{
    ir_value *args[5] = {dxbc_u32(lc, (uint32_t)elem), row, dxbc_i8(lc, col), extra[0], extra[1]};
    if (opcode == DXBC_OP_EVAL_CENTROID)
        return dxbc_op(lc, DXOP_EvalCentroid, lc->t_f32, args, 3);
    if (opcode == DXBC_OP_EVAL_SAMPLE_INDEX)
        return dxbc_op(lc, DXOP_EvalSampleIndex, lc->t_f32, args, 4);
    return dxbc_op(lc, DXOP_EvalSnapped, lc->t_f32, args, 5);
}

/* eval_snapped / eval_sample_index / eval_centroid on an input register,
 * possibly indexed relatively inside a dcl_indexRange (an array of inputs):
 * one element's dynamic row, or a select among the range's registers, as
 * for reads. The sample index or offset is read once, and every component
 * is written after the reads. */
static void lower_eval(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *src = &in->src[0];
    if (src->type != DXBC_OPERAND_INPUT || src->num_indices != 1)
        dxbc_invalid(lc, "attribute evaluation of a %s operand (an input register v# is evaluated)",
                     dxbc_operand_type_name(src->type));
    if (src->modifier != DXBC_MOD_NONE)
        dxbc_unsupported(lc, "a modifier on the evaluated attribute");
    ir_value *extra[2] = {NULL, NULL};
    if (in->opcode == DXBC_OP_EVAL_SAMPLE_INDEX) {
        extra[0] = dxbc_src_i32(lc, &in->src[1], 0);
    } else if (in->opcode == DXBC_OP_EVAL_SNAPPED) {
        extra[0] = dxbc_src_i32(lc, &in->src[1], 0);
        extra[1] = dxbc_src_i32(lc, &in->src[1], 1);
    }
    ir_value *v[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t c = 0; c < 4; c++) {
        if (!(in->dst[0].mask & (1u << c)))
            continue;
        uint32_t comp = src->swizzle[c];
        sig_access a = resolve(lc, DXBC_SIG_IN, src->type, &src->index[0], comp);
        if (!a.dynamic) {
            v[c] = eval_element(lc, in->opcode, a.elem, a.row, a.col, extra);
            continue;
        }
        for (uint32_t r = 0; r < a.count; r++) {
            uint32_t row, col;
            int32_t e = dxbc_sig_element(lc, DXBC_SIG_IN, a.first + r, comp, &row, &col);
            ir_value *x = eval_element(lc, in->opcode, e, dxbc_u32(lc, row), col, extra);
            v[c] = v[c] ? dxbc_select(lc, dxbc_icmp(lc, IR_ICMP_EQ, a.dyn, dxbc_u32(lc, a.first + r)), x, v[c]) : x;
        }
    }
    for (uint32_t c = 0; c < 4; c++)
        if (v[c])
            dxbc_dst_f32(lc, &in->dst[0], c, v[c]);
}

static uint32_t stream_of(dxbc_lower *lc, const dxbc_instr *in)
{
    if (in->num_src < 1)
        return 0;
    const dxbc_operand *m = &in->src[0];
    if (m->type != DXBC_OPERAND_STREAM || m->num_indices != 1 || m->index[0].imm > 3)
        dxbc_invalid(lc, "the stream operand is not m0-m3");
    return m->index[0].imm;
}

bool dxbc_lower_io(dxbc_lower *lc, const dxbc_instr *in)
{
    switch (in->opcode) {
    case DXBC_OP_EVAL_SNAPPED:
    case DXBC_OP_EVAL_SAMPLE_INDEX:
    case DXBC_OP_EVAL_CENTROID:
        lower_eval(lc, in);
        return true;
    case DXBC_OP_EMIT:
    case DXBC_OP_EMIT_STREAM:
    case DXBC_OP_CUT:
    case DXBC_OP_CUT_STREAM:
    case DXBC_OP_EMITTHENCUT:
    case DXBC_OP_EMITTHENCUT_STREAM: {
        if (lc->shader_kind != DXIL_SHADER_GEOMETRY)
            dxbc_invalid(lc, "emit/cut outside a geometry shader");
        uint32_t op = in->opcode == DXBC_OP_EMIT || in->opcode == DXBC_OP_EMIT_STREAM ? DXOP_EmitStream
                      : in->opcode == DXBC_OP_CUT || in->opcode == DXBC_OP_CUT_STREAM ? DXOP_CutStream
                                                                                      : DXOP_EmitThenCutStream;
        uint32_t stream = stream_of(lc, in);
        if (!(lc->ep->gs.stream_mask & (1u << stream)))
            dxbc_invalid(lc, "m%u is not declared (dcl_stream)", stream);
        if (lc->gs_deferred_outputs && op != DXOP_CutStream)
            emit_deferred_outputs(lc, stream);
        ir_value *s = dxbc_i8(lc, stream);
        dxbc_op(lc, op, NULL, &s, 1);
        return true;
    }
    default:
        return false;
    }
}
