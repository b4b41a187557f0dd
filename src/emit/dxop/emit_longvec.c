/* SM 6.9 long vectors: LLVM vectors of 5 to 1024 elements.
 *
 * SPIR-V for Vulkan has vectors of 2 to 4 components only (wider ones need
 * extensions the validators we target do not know), so a long vector is an
 * OpTypeArray of its element type (emit_types.c). Arrays are first-class
 * values in SPIR-V, so phis, loads, stores, calls, returns and constant
 * elements need nothing special; what does is every operation LLVM applies
 * to vectors as a whole:
 *   - arithmetic, casts, compares, selects and element-wise dx.ops run once
 *     per element on a scalar copy of the instruction, through the ordinary
 *     scalar handlers, so D3D semantics (division by zero, shift masking,
 *     NaN rules) stay defined in one place;
 *   - extractelement/insertelement with a computed index go through a
 *     Function variable, as SPIR-V cannot index an array value dynamically;
 *   - shufflevector picks elements one by one.
 * The per-element copies read their vector operands' elements through a few
 * scratch values that emit_value() recognises (emit_longvec_scratch_value).
 */
#include <string.h>

#include "emit/emit_internal.h"

/* A scalar copy has at most this many per-element operands held in
 * scratch values at once (select and tertiary dx.ops use 3). */
#define LV_SCRATCH 8u

typedef struct emit_longvec_state {
    /* kind IR_VAL_INSTR, id EMIT_SCRATCH_ID_BASE + k; whole (zeroed, op
     * IR_OP_INVALID) instructions, since handlers may look at an operand's
     * defining instruction (e.g. shift amounts already masked by an and) */
    ir_instr vals[LV_SCRATCH];
    spv_id ids[LV_SCRATCH];    /* what each one stands for right now */
    uint32_t used;             /* slots taken by element-wise copies in progress */
} emit_longvec_state;

bool emit_is_long_vector(const ir_type *t)
{
    return t && t->kind == IR_TYPE_VECTOR && t->count > 4;
}

bool emit_type_has_long_vector(const ir_type *t)
{
    if (emit_is_long_vector(t))
        return true;
    if (t && t->kind == IR_TYPE_STRUCT)
        for (uint32_t i = 0; i < t->member_count; i++)
            if (emit_is_long_vector(t->members[i]))
                return true;
    return false;
}

static emit_longvec_state *state(emit_ctx *ec)
{
    if (!ec->longvec) {
        emit_longvec_state *st = d2s_zalloc(ec->ctx, sizeof(*st));
        for (uint32_t k = 0; k < LV_SCRATCH; k++) {
            st->vals[k].v.kind = IR_VAL_INSTR;
            st->vals[k].v.id = EMIT_SCRATCH_ID_BASE + k;
        }
        ec->longvec = st;
    }
    return ec->longvec;
}

spv_id emit_longvec_scratch_value(emit_ctx *ec, const ir_value *v)
{
    emit_longvec_state *st = ec->longvec;
    uint32_t k = v->id - EMIT_SCRATCH_ID_BASE;
    if (!st || k >= st->used || v != &st->vals[k].v)
        emit_fail(ec, D2S_ERR_INTERNAL, "value %%%u out of range", v->id);
    return st->ids[k];
}

/* The element count of a vector type the emitter accepts (emit_type()
 * refuses anything wider than 1024 elements). */
static uint32_t vector_count(emit_ctx *ec, ir_type *t)
{
    emit_type(ec, t);
    return (uint32_t)t->count;
}

/* A scalar constant of type `t` and kind `kind` (null or undef) standing for
 * every element of a zeroinitializer or undef vector operand; being a real
 * constant, the scalar handlers' constant analysis still sees it. */
static ir_value *scalar_const(emit_ctx *ec, ir_type *t, uint8_t kind)
{
    ir_const *c = d2s_zalloc(ec->ctx, sizeof(*c));
    c->v.kind = kind;
    c->v.id = UINT32_MAX;
    c->v.type = t;
    return &c->v;
}

void emit_longvec_elementwise(emit_ctx *ec, ir_instr *in, emit_dxop_fn fn)
{
    spv_builder *b = ec->b;
    emit_longvec_state *st = state(ec);
    ir_type *rt = in->v.type;
    if (!rt || rt->kind != IR_TYPE_VECTOR)
        emit_fail(ec, D2S_ERR_INTERNAL, "element-wise lowering of a non-vector result");
    spv_id type = emit_type(ec, rt);
    uint32_t n = vector_count(ec, rt);

    /* Per operand: how its elements are found. */
    enum { SAME, CONST_ELEMS, SPLAT, EXTRACT };
    uint32_t nops = in->num_ops;
    uint8_t *how = d2s_zalloc_array(ec->ctx, nops ? nops : 1, sizeof(*how));
    ir_value **fixed = d2s_zalloc_array(ec->ctx, nops ? nops : 1, sizeof(*fixed));
    spv_id *whole = d2s_zalloc_array(ec->ctx, nops ? nops : 1, sizeof(*whole));
    uint32_t *slot = d2s_zalloc_array(ec->ctx, nops ? nops : 1, sizeof(*slot));
    uint32_t base = st->used;
    for (uint32_t k = 0; k < nops; k++) {
        ir_value *o = in->ops[k];
        if (!o)
            emit_invalid(ec, "missing operand");
        if (!o->type || o->type->kind != IR_TYPE_VECTOR) {
            how[k] = SAME;
            fixed[k] = o;
            continue;
        }
        if (o->type->count != n)
            emit_invalid(ec, "'%s' mixes vectors of %llu and %u elements", ir_op_name((ir_op)in->op),
                         (unsigned long long)o->type->count, n);
        if (o->kind == IR_VAL_CONST_AGGREGATE && ((const ir_const *)o)->u.agg.count == n) {
            how[k] = CONST_ELEMS;
        } else if (o->kind == IR_VAL_CONST_NULL || o->kind == IR_VAL_CONST_UNDEF) {
            how[k] = SPLAT;
            fixed[k] = scalar_const(ec, o->type->elem, o->kind);
        } else {
            if (st->used >= LV_SCRATCH)
                emit_unsupported(ec, "'%s' with more than %u vector operands", ir_op_name((ir_op)in->op),
                                 LV_SCRATCH);
            how[k] = EXTRACT;
            whole[k] = emit_value(ec, o);
            slot[k] = st->used++;
            st->vals[slot[k]].v.type = o->type->elem;
            st->ids[slot[k]] = 0;
        }
    }

    /* The scalar copy: same opcode, flags and immediates; a result id the
     * handlers hand back through emit_set_value's constant-expression path. */
    ir_instr e = *in;
    e.v.id = UINT32_MAX;
    e.v.type = rt->elem;
    e.ops = d2s_alloc_array(ec->ctx, nops ? nops : 1, sizeof(*e.ops));
    spv_id *parts = d2s_alloc_array(ec->ctx, n, sizeof(*parts));
    for (uint32_t i = 0; i < n; i++) {
        for (uint32_t k = 0; k < nops; k++) {
            switch (how[k]) {
            case CONST_ELEMS:
                e.ops[k] = ((const ir_const *)in->ops[k])->u.agg.elems[i];
                if (!e.ops[k])
                    emit_invalid(ec, "constant vector with a missing element");
                break;
            case EXTRACT:
                st->ids[slot[k]] = spv_composite_extract(b, emit_type(ec, in->ops[k]->type->elem), whole[k], &i, 1);
                e.ops[k] = &st->vals[slot[k]].v;
                break;
            default:
                e.ops[k] = fixed[k];
                break;
            }
        }
        ec->fake_result = 0;
        fn(ec, &e);
        if (!ec->fake_result)
            emit_fail(ec, D2S_ERR_INTERNAL, "'%s' on one element defined no value", ir_op_name((ir_op)in->op));
        parts[i] = ec->fake_result;
    }
    st->used = base;
    emit_set_value(ec, in, spv_composite_construct(b, type, parts, n));
}

/* ---- dx.ops ---------------------------------------------------------------- */

/* dx.op classes whose vector overloads apply the scalar operation to each
 * element (the SM 6.9 native-vector overloads of the math ops). */
static bool elementwise_class(const dxil_op_info *op)
{
    static const char *const classes[] = {"unary", "unaryBits", "isSpecialFloat", "binary", "tertiary"};
    if (!op || !op->op_class || !(op->overload_mask & DXIL_OVL_VECTOR))
        return false;
    for (size_t i = 0; i < sizeof(classes) / sizeof(classes[0]); i++)
        if (strcmp(op->op_class, classes[i]) == 0)
            return true;
    return false;
}

/* dx.ops whose handlers take vectors of any length themselves. */
static bool vector_aware(uint32_t opcode)
{
    switch (opcode) {
    case 303: case 304: /* RawBufferVectorLoad/Store */
    case 309: case 310: /* VectorReduceAnd/Or */
    case 311:           /* FDot */
        return true;
    default:
        return false;
    }
}

bool emit_longvec_dxop(emit_ctx *ec, ir_instr *in, emit_dxop_fn fn)
{
    if (vector_aware(in->aux))
        return false;
    if (in->v.type && in->v.type->kind == IR_TYPE_VECTOR && elementwise_class(in->dxop)) {
        emit_longvec_elementwise(ec, in, fn);
        return true;
    }
    bool has_long = emit_type_has_long_vector(in->v.type);
    for (uint32_t k = 0; k < in->num_ops && !has_long; k++)
        has_long = in->ops[k] && emit_type_has_long_vector(in->ops[k]->type);
    if (has_long)
        emit_dxop_unsupported(ec, in, "with long vectors (SM 6.9 vectors of more than 4 components)");
    return false;
}

/* ---- element access ------------------------------------------------------------ */

/* Pointer to element `index` of a Function-variable copy of array value
 * `v`. An index past the end is poison in LLVM: clamping it keeps the
 * access inside the variable (any element is an acceptable result). */
static spv_id element_ptr(emit_ctx *ec, ir_type *vt, spv_id v, ir_value *index, spv_id *var_out)
{
    spv_builder *b = ec->b;
    if (!index->type || index->type->kind != IR_TYPE_INT || index->type->width < 8)
        emit_invalid(ec, "'%s' with a non-integer index", ir_op_name((ir_op)ec->cur_instr->op));
    spv_id arr_t = emit_type(ec, vt);
    uint32_t n = vector_count(ec, vt);
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassFunction, arr_t), SpvStorageClassFunction, 0);
    spv_store(b, var, v);
    spv_id it = emit_type(ec, index->type);
    spv_id args[2] = {emit_value(ec, index), spv_const_scalar(b, it, n - 1)};
    spv_id idx = spv_glsl(b, it, GLSLstd450UMin, args, 2);
    *var_out = var;
    return spv_access_chain(b, spv_type_pointer(b, SpvStorageClassFunction, emit_type(ec, vt->elem)), var, &idx, 1);
}

void emit_longvec_extract_dynamic(emit_ctx *ec, ir_instr *in)
{
    ir_type *vt = in->ops[0]->type;
    spv_id var;
    spv_id p = element_ptr(ec, vt, emit_value(ec, in->ops[0]), in->ops[1], &var);
    emit_set_value(ec, in, spv_load(ec->b, emit_type(ec, in->v.type), p));
}

void emit_longvec_insert_dynamic(emit_ctx *ec, ir_instr *in)
{
    ir_type *vt = in->v.type;
    spv_id var;
    spv_id p = element_ptr(ec, vt, emit_value(ec, in->ops[0]), in->ops[2], &var);
    spv_store(ec->b, p, emit_value(ec, in->ops[1]));
    emit_set_value(ec, in, spv_load(ec->b, emit_type(ec, vt), var));
}

/* shufflevector where an operand or the result is a long vector: each result
 * element is extracted from its source (undef mask elements give undef). */
void emit_longvec_shuffle(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    ir_type *rt = in->v.type, *t1 = in->ops[0]->type, *t2 = in->ops[1]->type;
    ir_value *mask = in->ops[2];
    if (rt->kind != IR_TYPE_VECTOR || t1->kind != IR_TYPE_VECTOR || t2->kind != IR_TYPE_VECTOR ||
        t2->count != t1->count || !mask->type || mask->type->kind != IR_TYPE_VECTOR ||
        mask->type->count != rt->count || emit_type(ec, rt->elem) != emit_type(ec, t1->elem) ||
        emit_type(ec, t2->elem) != emit_type(ec, t1->elem))
        emit_invalid(ec, "shufflevector with mismatched operand types");
    spv_id type = emit_type(ec, rt);
    uint32_t n = vector_count(ec, rt), n1 = vector_count(ec, t1);
    spv_id elem_t = emit_type(ec, rt->elem);
    spv_id src[2] = {emit_value(ec, in->ops[0]), emit_value(ec, in->ops[1])};
    const ir_const *mc = mask->kind == IR_VAL_CONST_AGGREGATE ? (const ir_const *)mask : NULL;
    if (!mc && mask->kind != IR_VAL_CONST_NULL && mask->kind != IR_VAL_CONST_UNDEF)
        emit_invalid(ec, "shufflevector mask is not a constant");
    if (mc && mc->u.agg.count != n)
        emit_invalid(ec, "shufflevector mask with %u of %u elements", mc->u.agg.count, n);
    spv_id *parts = d2s_alloc_array(ec->ctx, n, sizeof(*parts));
    for (uint32_t i = 0; i < n; i++) {
        ir_value *e = mc ? mc->u.agg.elems[i] : NULL;
        uint64_t v = 0;
        if (mask->kind == IR_VAL_CONST_UNDEF || (e && e->kind == IR_VAL_CONST_UNDEF)) {
            parts[i] = spv_undef(b, elem_t);
            continue;
        }
        if (mc && (!e || !emit_const_int(e, &v)))
            emit_invalid(ec, "shufflevector mask element %u is not a constant index", i);
        if (v >= 2ull * n1)
            emit_invalid(ec, "shufflevector mask index %llu out of range", (unsigned long long)v);
        uint32_t which = v >= n1, at = (uint32_t)(v - (which ? n1 : 0));
        parts[i] = spv_composite_extract(b, elem_t, src[which], &at, 1);
    }
    emit_set_value(ec, in, spv_composite_construct(b, type, parts, n));
}
