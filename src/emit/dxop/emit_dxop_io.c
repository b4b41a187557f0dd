/* Signature access ops: LoadInput, StoreOutput, LoadOutputControlPoint,
 * LoadPatchConstant, StorePatchConstant, the pixel shader's attribute
 * evaluation (EvalCentroid, EvalSampleIndex, EvalSnapped) and
 * AttributeAtVertex. The variables behind them are made by
 * emit_stage_io.c; every access is one register component.
 *
 * Hull shaders: the control-point phase writes its own output control point
 * (the output arrays are indexed by InvocationId); the patch-constant phase
 * reads any output control point and writes the patch constants. Tess
 * factors get the tessellator-side processing D3D does and Vulkan does not:
 * the [maxtessfactor] clamp and pow2 partitioning's rounding up to a power
 * of two (Vulkan has no pow2 spacing; equal spacing of a power-of-two factor
 * is the same tessellation). The values as written go to the element's
 * location too, which is where a domain shader reads SV_TessFactor /
 * SV_InsideTessFactor: D3D's domain shader sees the hull shader's values,
 * not the tessellator's (emit_stage_io.c).
 */
#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

/* DXIL::TessellatorPartitioning */
enum { PART_POW2 = 2 };
/* Which stage may call which op is D3D's rule, checked for every dx.op by
 * emit_stage_check_dxop() from the generated table; here only the state the
 * handlers need. */
static void need_stage_state(emit_ctx *ec)
{
    if (!ec->stage)
        emit_fail(ec, D2S_ERR_INTERNAL, "graphics-stage op without the stage state");
}

/* LoadInput and StoreOutput, which D3D's table does not restrict: the
 * stages that read and write their signatures with them (the stage table's
 * EMIT_STAGE_IO_OPS). */
static void need_io_ops(emit_ctx *ec, ir_instr *in)
{
    if (!(emit_stage_desc_of(ec->shader_kind)->flags & EMIT_STAGE_IO_OPS))
        emit_dxop_unsupported(ec, in, d2s_sprintf(ec->ctx, "in %s shaders", dxil_shader_kind_name(ec->shader_kind)));
    need_stage_state(ec);
}

static uint32_t imm_col(emit_ctx *ec, ir_instr *in, uint32_t op)
{
    uint64_t c = emit_imm(ec, in, op);
    if (c > 3)
        emit_invalid(ec, "%s: column %llu (0 to 3 exist)", in->dxop ? in->dxop->name : "dx.op", (unsigned long long)c);
    return (uint32_t)c;
}

static ir_value *op_at(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    if (i >= in->num_ops || !in->ops[i])
        emit_invalid(ec, "%s: operand %u is missing", in->dxop ? in->dxop->name : "dx.op", i);
    return in->ops[i];
}

/* A vertex/control-point index operand as a u32 id (i8 and i32 forms). */
static spv_id vertex_index(emit_ctx *ec, ir_value *v)
{
    uint64_t c;
    if (emit_const_int(v, &c))
        return emit_u32(ec, (uint32_t)c);
    uint32_t w = emit_scalar_width(v->type);
    spv_id id = emit_value(ec, v);
    if (w == 32)
        return id;
    if (w != 8 && w != 16)
        emit_invalid(ec, "a vertex index of type i%u", w);
    return spv_unop(ec->b, SpvOpUConvert, ec->t_u32, id);
}

/* The vertex operand of an access to sv: the given index for per-vertex
 * variables, the provoking vertex for a plain read of a PerVertexKHR input,
 * none otherwise (DXIL passes undef there). */
static spv_id access_vertex(emit_ctx *ec, const emit_sig_var *sv, ir_value *v)
{
    if (sv->per_vertex)
        return emit_u32(ec, 0);
    if (!sv->arrayed)
        return 0;
    if (emit_is_undef(v))
        emit_invalid(ec, "an access to a per-vertex element with an undefined vertex index");
    return vertex_index(ec, v);
}

static void check_result(emit_ctx *ec, ir_instr *in)
{
    if (!in->v.type || in->v.type->kind == IR_TYPE_VOID || in->v.type->kind == IR_TYPE_VECTOR)
        emit_invalid(ec, "%s must return a scalar", in->dxop ? in->dxop->name : "dx.op");
}

/* ---- inputs ---------------------------------------------------------------- */

static spv_id eval_finish(emit_ctx *ec, ir_instr *in, emit_sig_var *sv, spv_id vec, uint32_t col);

/* A per-sample pixel shader's interpolated user input that D3D evaluates at
 * the pixel centre or centroid, evaluated there explicitly (Vulkan lets the
 * driver use the sample's position; see emit_stage_io.c); 0 for the other
 * inputs. */
static spv_id load_at_declared_location(emit_ctx *ec, ir_instr *in, emit_sig_var *sv, ir_value *row, uint32_t col)
{
    if (ec->shader_kind != DXIL_SHADER_PIXEL || !ec->stage->per_sample || sv->map != MAP_LOCATION ||
        !sv->comp_float || sv->per_vertex || sv->arrayed)
        return 0;
    uint32_t im = sv->el->interp_mode;
    bool centroid = im == 3 || im == 5; /* DXIL::InterpolationMode: LinearCentroid, LinearNoperspectiveCentroid */
    if (!centroid && im != 2 && im != 4) /* Linear, LinearNoperspective */
        return 0;
    spv_builder *b = ec->b;
    spv_id type;
    spv_id p = emit_sig_row_ptr(ec, sv, row, &type);
    spv_capability(b, SpvCapabilityInterpolationFunction);
    spv_id r;
    if (centroid) {
        r = spv_glsl(b, type, GLSLstd450InterpolateAtCentroid, &p, 1);
    } else {
        spv_id t2 = spv_type_vector(b, emit_t_f32(ec), 2), zero = spv_const_f32(b, 0.0f);
        spv_id off = spv_const_composite(b, t2, (spv_id[]){zero, zero}, 2);
        r = spv_glsl(b, type, GLSLstd450InterpolateAtOffset, (spv_id[]){p, off}, 2);
    }
    return eval_finish(ec, in, sv, r, col);
}

static void h_load_input(emit_ctx *ec, ir_instr *in)
{
    need_io_ops(ec, in);
    check_result(ec, in);
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_IN, 0);
    uint32_t col = imm_col(ec, in, 2);
    spv_id vertex = access_vertex(ec, sv, in->num_ops > 3 ? in->ops[3] : NULL);
    spv_id v = load_at_declared_location(ec, in, sv, op_at(ec, in, 1), col);
    emit_set_value(ec, in, v ? v : emit_sig_load(ec, in, sv, vertex, op_at(ec, in, 1), col));
}

/* Hull shaders read output control points (their own outputs, from the
 * patch-constant phase); a domain shader's control points are its inputs. */
static void h_load_output_control_point(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    check_result(ec, in);
    uint32_t sig = ec->shader_kind == DXIL_SHADER_HULL ? SIG_OUT : SIG_IN;
    emit_sig_var *sv = emit_sig_element(ec, in, sig, 0);
    uint32_t col = imm_col(ec, in, 2);
    spv_id vertex = access_vertex(ec, sv, op_at(ec, in, 3));
    emit_set_value(ec, in, emit_sig_load(ec, in, sv, vertex, op_at(ec, in, 1), col));
}

static void h_load_patch_constant(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    check_result(ec, in);
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_PATCH, 0);
    emit_set_value(ec, in, emit_sig_load(ec, in, sv, 0, op_at(ec, in, 1), imm_col(ec, in, 2)));
}

/* ---- outputs --------------------------------------------------------------------- */

static void h_store_output(emit_ctx *ec, ir_instr *in)
{
    need_io_ops(ec, in);
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_OUT, 0);
    uint32_t col = imm_col(ec, in, 2);
    ir_value *value = op_at(ec, in, 3);
    spv_id vertex = 0;
    if (sv->arrayed) /* hull: this invocation's output control point */
        vertex = spv_load(ec->b, ec->t_u32, emit_stage_builtin(ec, SBI_INVOCATION_ID));
    emit_sig_store(ec, sv, vertex, op_at(ec, in, 1), col, emit_value(ec, value), value->type);
}

/* ---- mesh shader outputs ---------------------------------------------------------- */

/* Two operands that are the same value: one SSA value, or equal constants. */
static bool same_operand(ir_value *a, ir_value *b)
{
    uint64_t x, y;
    if (a == b)
        return true;
    return a && b && emit_const_int(a, &x) && emit_const_int(b, &y) && x == y;
}

static bool is_mesh_store(const ir_instr *x)
{
    return x->op == IR_OP_DXOP && (x->aux == DXOP_StoreVertexOutput || x->aux == DXOP_StorePrimitiveOutput) &&
           x->num_ops >= 5;
}

/* x writes the same element, row and vertex (or primitive) as a. */
static bool same_target(const ir_instr *a, const ir_instr *x)
{
    return is_mesh_store(x) && x->aux == a->aux && same_operand(x->ops[0], a->ops[0]) &&
           same_operand(x->ops[1], a->ops[1]) && same_operand(x->ops[4], a->ops[4]);
}

/* x cannot change or observe a's output element: no memory effects and no
 * calls, a dx.op that only reads, or a store to another element. */
static bool leaves_target_alone(const ir_instr *a, const ir_instr *x)
{
    switch (x->op) {
    case IR_OP_CALL: case IR_OP_STORE: case IR_OP_ATOMICRMW: case IR_OP_CMPXCHG: case IR_OP_FENCE:
        return false;
    case IR_OP_DXOP:
        if (is_mesh_store(x))
            return x->aux != a->aux || !same_operand(x->ops[0], a->ops[0]);
        return x->dxop && (x->dxop->flags & (DXIL_OPF_READNONE | DXIL_OPF_READONLY));
    default:
        return !ir_op_is_terminator(x->op);
    }
}

/* DXC writes an element's columns with one StoreVertexOutput or
 * StorePrimitiveOutput each, one after the other. Such a run (the same
 * element, row and vertex or primitive; every column of the element once;
 * in between only instructions that leave that element alone) is written as
 * one vector store at its last member: the same values reach the same
 * components, and no other invocation can see the order within one
 * invocation's run (that needs a barrier, which ends the run). Mesa 25.0's
 * lavapipe loses mesh-output stores of single vector components (see
 * tests/render/mesh_run.c, which proves it with glslang's modules), so this
 * is also what makes DXIL mesh shaders draw there. members[c] gets the store
 * of column c; false when `in` is not in such a run. */
#define RUN_CHUNK 256u

static bool mesh_store_run(ir_instr *in, uint32_t cols, ir_instr *members[4])
{
    ir_block *bb = in->block;
    if (!bb || cols < 2 || cols > 4)
        return false;
    /* Runs stay within aligned chunks of RUN_CHUNK instructions: every
     * member finds the same run (the same boundaries), and the scans stay
     * linear in the block. A run across a chunk border stays as it is. */
    uint32_t first = in->index_in_block / RUN_CHUNK * RUN_CHUNK;
    uint32_t last = first + RUN_CHUNK - 1 < bb->num_instrs - 1 ? first + RUN_CHUNK - 1 : bb->num_instrs - 1;
    uint32_t lo = in->index_in_block, hi = in->index_in_block;
    while (lo > first && (same_target(in, bb->instrs[lo - 1]) || leaves_target_alone(in, bb->instrs[lo - 1])))
        lo--;
    while (hi < last && (same_target(in, bb->instrs[hi + 1]) || leaves_target_alone(in, bb->instrs[hi + 1])))
        hi++;
    for (uint32_t c = 0; c < 4; c++)
        members[c] = NULL;
    for (uint32_t i = lo; i <= hi; i++) {
        ir_instr *x = bb->instrs[i];
        if (!same_target(in, x))
            continue;
        uint64_t c;
        if (!emit_const_int(x->ops[2], &c) || c >= cols || members[c])
            return false; /* a column twice: the order matters */
        members[c] = x;
    }
    for (uint32_t c = 0; c < cols; c++)
        if (!members[c])
            return false;
    return true;
}

/* Mesh shaders: StoreVertexOutput and StorePrimitiveOutput name the vertex
 * or primitive they write (emit_stage_mesh.c has the rest). */
static void h_store_mesh_output(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    uint32_t sig = in->aux == DXOP_StoreVertexOutput ? SIG_OUT : SIG_PATCH;
    emit_sig_var *sv = emit_sig_element(ec, in, sig, 0);
    uint32_t col = imm_col(ec, in, 2);
    ir_value *value = op_at(ec, in, 3);
    ir_value *index = op_at(ec, in, 4);
    if (emit_scalar_width(index->type) != 32 || index->type->kind != IR_TYPE_INT)
        emit_invalid(ec, "%s: the %s index is not an i32", in->dxop ? in->dxop->name : "dx.op",
                     sig == SIG_OUT ? "vertex" : "primitive");
    ir_instr *members[4];
    if (emit_sig_can_store_vector(ec, sv) && mesh_store_run(in, sv->vec, members)) {
        uint32_t last = 0;
        for (uint32_t c = 1; c < sv->vec; c++)
            if (members[c]->index_in_block > members[last]->index_in_block)
                last = c;
        if (members[last] != in)
            return; /* written with the last one */
        spv_id values[4];
        const ir_type *types[4];
        for (uint32_t c = 0; c < sv->vec; c++) {
            values[c] = emit_value(ec, members[c]->ops[3]);
            types[c] = members[c]->ops[3]->type;
        }
        emit_sig_store_vector(ec, sv, access_vertex(ec, sv, index), op_at(ec, in, 1), values, types);
        return;
    }
    emit_sig_store(ec, sv, access_vertex(ec, sv, index), op_at(ec, in, 1), col, emit_value(ec, value), value->type);
}

/* The value the tessellator gets for a tess factor. NaN and factors <= 0
 * pass unchanged: they cull the patch in both APIs. */
static spv_id process_tess_factor(emit_ctx *ec, spv_id f)
{
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;
    spv_id t = emit_t_f32(ec);
    float maxf = ep->hs.max_tess_factor;
    if (maxf > 0.0f && maxf < 64.0f) {
        spv_id m = spv_const_f32(b, maxf);
        f = spv_select(b, t, spv_binop(b, SpvOpFOrdGreaterThan, emit_t_bool(ec), f, m), m, f);
    }
    if (ep->hs.partitioning == PART_POW2) {
        /* 2^ceil(log2(f)) computed exactly on integers: n = ceil(min(f,
         * 64)), then 1 << (msb(n - 1) + 1), where msb(0) = -1 gives 1. */
        spv_id n = spv_unop(b, SpvOpConvertFToU, ec->t_u32,
                            spv_glsl(b, t, GLSLstd450Ceil, (spv_id[]){spv_glsl(b, t, GLSLstd450FMin,
                                     (spv_id[]){f, spv_const_f32(b, 64.0f)}, 2)}, 1));
        spv_id msb = spv_glsl(b, ec->t_u32, GLSLstd450FindUMsb,
                              (spv_id[]){spv_binop(b, SpvOpISub, ec->t_u32, n, emit_u32(ec, 1))}, 1);
        spv_id sh = spv_binop(b, SpvOpIAdd, ec->t_u32, msb, emit_u32(ec, 1));
        spv_id p = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, emit_u32(ec, 1), sh);
        spv_id pf = spv_unop(b, SpvOpConvertUToF, t, p);
        spv_id pos = spv_binop(b, SpvOpFOrdGreaterThan, emit_t_bool(ec), f, spv_const_f32(b, 0.0f));
        f = spv_select(b, t, pos, pf, f);
    }
    return f;
}

static void h_store_patch_constant(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_PATCH, 0);
    uint32_t col = imm_col(ec, in, 2);
    ir_value *value = op_at(ec, in, 3);
    spv_id v = emit_value(ec, value);
    const ir_type *vt = value->type;
    uint32_t sk = sv->el->system_value;
    if (sk == DXIL_SK_TESS_FACTOR || sk == DXIL_SK_INSIDE_TESS_FACTOR) {
        if (vt->kind == IR_TYPE_HALF)
            v = spv_unop(ec->b, SpvOpFConvert, emit_t_f32(ec), v);
        else if (vt->kind != IR_TYPE_FLOAT)
            emit_invalid(ec, "a tess factor that is not a float");
        static const ir_type f32_type = {.kind = IR_TYPE_FLOAT};
        if (sv->raw_copy)
            emit_sig_store(ec, sv->raw_copy, 0, op_at(ec, in, 1), col, v, &f32_type);
        v = process_tess_factor(ec, v);
        vt = &f32_type; /* what v now is */
    }
    emit_sig_store(ec, sv, 0, op_at(ec, in, 1), col, v, vt);
}

/* ---- attribute evaluation (pixel shaders) --------------------------------------- */

static spv_id eval_finish(emit_ctx *ec, ir_instr *in, emit_sig_var *sv, spv_id vec, uint32_t col)
{
    spv_id v = vec;
    if (sv->vec > 1)
        v = spv_composite_extract(ec->b, emit_t_f32(ec), vec, &col, 1);
    return emit_sig_convert_in(ec, sv, v, in->v.type);
}

static void h_eval(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    check_result(ec, in);
    spv_builder *b = ec->b;
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_IN, 0);
    uint32_t col = imm_col(ec, in, 2);
    ir_value *row = op_at(ec, in, 1);
    /* A flat input is the same wherever it is evaluated. */
    if (sv->el->interp_mode == 1 || !sv->comp_float) {
        emit_set_value(ec, in, emit_sig_load(ec, in, sv, access_vertex(ec, sv, NULL), row, col));
        return;
    }
    spv_id type;
    spv_id p = emit_sig_row_ptr(ec, sv, row, &type);
    spv_capability(b, SpvCapabilityInterpolationFunction);
    spv_id r;
    switch (in->aux) {
    case DXOP_EvalCentroid:
        r = spv_glsl(b, type, GLSLstd450InterpolateAtCentroid, &p, 1);
        break;
    case DXOP_EvalSampleIndex: {
        ir_value *s = op_at(ec, in, 3);
        if (emit_scalar_width(s->type) != 32)
            emit_invalid(ec, "EvalSampleIndex with a sample index that is not i32");
        r = spv_glsl(b, type, GLSLstd450InterpolateAtSample, (spv_id[]){p, emit_value(ec, s)}, 2);
        break;
    }
    default: {
        /* EvaluateAttributeSnapped: offsets in 1/16 pixel, the low four
         * bits of each integer as a signed value (-8..7). */
        spv_id c[2];
        for (uint32_t i = 0; i < 2; i++) {
            ir_value *o = op_at(ec, in, 3 + i);
            if (emit_scalar_width(o->type) != 32)
                emit_invalid(ec, "EvalSnapped with an offset that is not i32");
            spv_id v = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, emit_value(ec, o), emit_u32(ec, 28));
            v = spv_binop(b, SpvOpShiftRightArithmetic, ec->t_u32, v, emit_u32(ec, 28));
            v = spv_unop(b, SpvOpConvertSToF, emit_t_f32(ec), v);
            c[i] = spv_binop(b, SpvOpFMul, emit_t_f32(ec), v, spv_const_f32(b, 1.0f / 16.0f));
        }
        spv_id off = spv_composite_construct(b, spv_type_vector(b, emit_t_f32(ec), 2), c, 2);
        r = spv_glsl(b, type, GLSLstd450InterpolateAtOffset, (spv_id[]){p, off}, 2);
        break;
    }
    }
    emit_set_value(ec, in, eval_finish(ec, in, sv, r, col));
}

/* GetAttributeAtVertex: the element is a PerVertexKHR array (see
 * mark_per_vertex_inputs in emit_stage_io.c). */
static void h_attribute_at_vertex(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    check_result(ec, in);
    emit_sig_var *sv = emit_sig_element(ec, in, SIG_IN, 0);
    uint32_t col = imm_col(ec, in, 2);
    ir_value *vid = op_at(ec, in, 3);
    uint64_t c;
    if (emit_const_int(vid, &c) && c > 2)
        emit_invalid(ec, "AttributeAtVertex of vertex %llu (0 to 2 exist)", (unsigned long long)c);
    if (!sv->per_vertex)
        emit_fail(ec, D2S_ERR_INTERNAL, "AttributeAtVertex of an element not marked per-vertex");
    emit_set_value(ec, in, emit_sig_load(ec, in, sv, vertex_index(ec, vid), op_at(ec, in, 1), col));
}

void emit_register_stage_io_ops(emit_dxop_fn *table)
{
    table[DXOP_LoadInput] = h_load_input;
    table[DXOP_StoreOutput] = h_store_output;
    table[DXOP_StoreVertexOutput] = h_store_mesh_output;
    table[DXOP_StorePrimitiveOutput] = h_store_mesh_output;
    table[DXOP_LoadOutputControlPoint] = h_load_output_control_point;
    table[DXOP_LoadPatchConstant] = h_load_patch_constant;
    table[DXOP_StorePatchConstant] = h_store_patch_constant;
    table[DXOP_EvalCentroid] = h_eval;
    table[DXOP_EvalSampleIndex] = h_eval;
    table[DXOP_EvalSnapped] = h_eval;
    table[DXOP_AttributeAtVertex] = h_attribute_at_vertex;
}
