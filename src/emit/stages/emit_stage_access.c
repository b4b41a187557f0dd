/* Signature element access: the pointer to one register component of an
 * element's variable, and the conversions between the dx.op's overload
 * type and the variable's 32-bit component type (see emit_stage.h), with
 * the built-ins' value fix-ups applied on the way in.
 */
#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

/* Pointer to one component; the indices follow the variable's shape. With
 * `whole`, a pointer to the vector holding it (sv->vec > 1, not MAP_ARRAY). */
static spv_id element_ptr(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col, bool whole)
{
    const dxil_sig_element *el = sv->el;
    spv_builder *b = ec->b;
    if (!sv->var)
        emit_unsupported(ec, "%s has no Vulkan variable (%s)", emit_sig_desc(ec, sv->sig, el),
                         el->start_row < 0 ? "no register was allocated to it" : "see the translator's notes");
    uint64_t r = 0;
    bool row_const = !row || emit_const_int(row, &r);
    if (row_const && r >= el->rows)
        emit_invalid(ec, "row %llu of an element with %u rows", (unsigned long long)r, el->rows);
    if (col >= el->cols)
        emit_invalid(ec, "column %u of an element with %u columns", col, el->cols);
    spv_id idx[4];
    uint32_t n = 0;
    if (sv->arrayed || sv->per_vertex) {
        if (!vertex)
            emit_invalid(ec, "an access to a per-vertex element without a vertex index");
        idx[n++] = vertex;
    } else if (vertex) {
        emit_invalid(ec, "a vertex index for an element that is not per-vertex");
    }
    switch (sv->map) {
    case MAP_LOCATION:
        if (sv->rows_array)
            idx[n++] = row_const ? emit_u32(ec, (uint32_t)r) : emit_value(ec, row);
        if (sv->vec > 1 && !whole)
            idx[n++] = emit_u32(ec, col);
        break;
    case MAP_BUILTIN:
        if (sv->fix == FIX_MASK_ARRAY)
            idx[n++] = emit_u32(ec, 0);
        if (sv->vec > 1 && !whole)
            idx[n++] = emit_u32(ec, col);
        break;
    case MAP_ARRAY:
        if (row_const) {
            idx[n++] = emit_u32(ec, sv->base + (uint32_t)r * el->cols + col);
        } else {
            spv_id rv = emit_value(ec, row);
            if (el->cols > 1)
                rv = emit_u32_mul_const(ec, rv, el->cols);
            idx[n++] = emit_u32_add_const(ec, rv, sv->base + col);
        }
        break;
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "access to an element without a variable");
    }
    if (!n)
        return sv->var;
    spv_id t = whole ? spv_type_vector(b, sv->comp_type, sv->vec) : sv->comp_type;
    return spv_access_chain(b, spv_type_pointer(b, sv->sc, t), sv->var, idx, n);
}

static spv_id component_ptr(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col)
{
    return element_ptr(ec, sv, vertex, row, col, false);
}

/* Value kinds at the variable side of a conversion. */
enum { VK_F32, VK_I32, VK_U32, VK_BOOL };

static spv_id convert_from(emit_ctx *ec, spv_id v, uint32_t from, ir_type *want)
{
    spv_builder *b = ec->b;
    spv_id wt = emit_type(ec, want);
    if (from == VK_I32) {
        v = spv_unop(b, SpvOpBitcast, ec->t_u32, v);
        from = VK_U32;
    }
    switch (want->kind) {
    case IR_TYPE_FLOAT:
        return from == VK_F32 ? v : spv_unop(b, SpvOpBitcast, emit_t_f32(ec), v);
    case IR_TYPE_HALF:
        if (from != VK_F32)
            v = spv_unop(b, SpvOpBitcast, emit_t_f32(ec), v);
        return emit_fconvert_narrow(ec, wt, v);
    case IR_TYPE_INT:
        if (from == VK_BOOL) {
            if (want->width == 1)
                return v;
            v = spv_select(b, ec->t_u32, v, emit_u32(ec, 1), emit_u32(ec, 0));
        } else if (from == VK_F32) {
            v = spv_unop(b, SpvOpBitcast, ec->t_u32, v);
        }
        switch (want->width) {
        case 1: return spv_binop(b, SpvOpINotEqual, emit_t_bool(ec), v, emit_u32(ec, 0));
        case 16: return spv_unop(b, SpvOpUConvert, wt, v);
        case 32: return v;
        default: break;
        }
        break;
    default:
        break;
    }
    emit_unsupported(ec, "signature access with a %s overload",
                     want->kind == IR_TYPE_INT ? d2s_sprintf(ec->ctx, "i%u", want->width)
                     : want->kind == IR_TYPE_DOUBLE ? "double" : "non-scalar");
}

static uint32_t var_kind(const emit_sig_var *sv, spv_id bool_type)
{
    if (sv->comp_float)
        return VK_F32;
    if (sv->comp_type == bool_type)
        return VK_BOOL;
    return sv->comp_signed ? VK_I32 : VK_U32;
}

spv_id emit_sig_convert_in(emit_ctx *ec, const emit_sig_var *sv, spv_id v, ir_type *want)
{
    return convert_from(ec, v, var_kind(sv, ec->t_bool_), want);
}

spv_id emit_sig_load(emit_ctx *ec, ir_instr *in, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col)
{
    spv_builder *b = ec->b;
    /* Private: a value the entry point computes (frag_coord_centre) */
    if (sv->sc != SpvStorageClassInput && sv->sc != SpvStorageClassOutput && sv->sc != SpvStorageClassPrivate)
        emit_fail(ec, D2S_ERR_INTERNAL, "load from a signature element without a variable");
    spv_id p = component_ptr(ec, sv, vertex, row, col);
    spv_id v = spv_load(b, sv->comp_type, p);
    uint32_t kind = var_kind(sv, ec->t_bool_);
    switch (sv->fix) {
    case FIX_FRAGCOORD:
        if (col == 3)
            v = spv_binop(b, SpvOpFDiv, emit_t_f32(ec), spv_const_f32(b, 1.0f), v);
        break;
    case FIX_VERTEX_ID:
        v = spv_binop(b, SpvOpISub, ec->t_u32, v, spv_load(b, ec->t_u32, emit_stage_builtin(ec, SBI_BASE_VERTEX)));
        break;
    case FIX_INSTANCE_ID:
        v = spv_binop(b, SpvOpISub, ec->t_u32, v,
                      spv_load(b, ec->t_u32, emit_stage_builtin(ec, SBI_BASE_INSTANCE)));
        break;
    case FIX_BOOL: case FIX_BOOL_ONE:
        if (in->v.type->kind == IR_TYPE_INT && in->v.type->width == 1)
            break;
        v = spv_select(b, ec->t_u32, v, emit_u32(ec, sv->fix == FIX_BOOL ? 0xFFFFFFFFu : 1u), emit_u32(ec, 0));
        kind = VK_U32;
        break;
    default:
        break;
    }
    return convert_from(ec, v, kind, in->v.type);
}

/* A value of IR type vt as a component of kind `to` (type comp_type). */
static spv_id convert_out(emit_ctx *ec, uint32_t to, spv_id comp_type, spv_id value, const ir_type *vt)
{
    spv_builder *b = ec->b;
    spv_id v = value;
    switch (vt->kind) {
    case IR_TYPE_FLOAT:
        if (to != VK_F32)
            v = spv_unop(b, SpvOpBitcast, comp_type, v);
        break;
    case IR_TYPE_HALF:
        v = spv_unop(b, SpvOpFConvert, emit_t_f32(ec), v);
        if (to != VK_F32)
            v = spv_unop(b, SpvOpBitcast, comp_type, v);
        break;
    case IR_TYPE_INT:
        if (vt->width == 1) {
            v = spv_select(b, ec->t_u32, v, emit_u32(ec, 1), emit_u32(ec, 0));
        } else if (vt->width == 16) {
            /* A signed element keeps the sign of its 16-bit value. */
            v = spv_unop(b, to == VK_I32 ? SpvOpSConvert : SpvOpUConvert, ec->t_u32, v);
        } else if (vt->width != 32) {
            emit_unsupported(ec, "signature store of an i%u value", vt->width);
        }
        if (to != VK_U32)
            v = spv_unop(b, SpvOpBitcast, comp_type, v);
        break;
    default:
        emit_unsupported(ec, "signature store of a %s value", vt->kind == IR_TYPE_DOUBLE ? "double" : "non-scalar");
    }
    return v;
}

/* Stream-output copies of the written component (emit_stage_xfb.c). A
 * dynamically indexed row writes the copy of its row only: the others keep
 * their value through a select. */
static void store_xfb_copies(emit_ctx *ec, emit_sig_var *sv, ir_value *row, uint32_t col, spv_id value,
                             const ir_type *vt)
{
    spv_builder *b = ec->b;
    for (emit_xfb_copy *c = sv->xfb; c; c = c->next) {
        if (col < c->col || col >= c->col + c->count)
            continue;
        uint64_t r = 0;
        bool row_const = !row || emit_const_int(row, &r);
        if (row_const && r != c->row)
            continue;
        uint32_t kind = c->comp_float ? VK_F32 : c->comp_signed ? VK_I32 : VK_U32;
        spv_id v = convert_out(ec, kind, c->comp_type, value, vt);
        spv_id p = c->var;
        if (c->count > 1) {
            spv_id idx = emit_u32(ec, col - c->col);
            p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassOutput, c->comp_type), c->var, &idx, 1);
        }
        if (!row_const) {
            spv_id hit = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), emit_value(ec, row), emit_u32(ec, c->row));
            v = spv_select(b, c->comp_type, hit, v, spv_load(b, c->comp_type, p));
        }
        spv_store(b, p, v);
    }
}

/* options.flip_y: the position a VS, DS or GS hands to the rasterizer (or
 * to the next stage) gets y negated, for applications that cannot flip with
 * a negative viewport height. Only the built-in is flipped: values that
 * leave through other variables (stream-output copies) keep D3D's y. A
 * geometry shader stores its outputs before each emit, so negating at the
 * store covers every emitted vertex; a hull shader's SV_Position is
 * control-point data, which the domain shader flips when it writes its
 * own. */
bool emit_stage_flips_y(const emit_ctx *ec, const emit_sig_var *sv)
{
    if (!ec->opts || !ec->opts->flip_y || sv->map != MAP_BUILTIN || sv->builtin != SpvBuiltInPosition ||
        sv->sc != SpvStorageClassOutput)
        return false;
    return (emit_stage_desc_of(ec->shader_kind)->flags & EMIT_STAGE_RASTER_OUT) != 0;
}

void emit_sig_store(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col, spv_id value,
                    const ir_type *vt)
{
    if (sv->xfb && !vertex)
        store_xfb_copies(ec, sv, row, col, value, vt);
    if (sv->map == MAP_NONE && !sv->var)
        return; /* an output with nowhere to go (see make_signature / classify) */
    if (sv->sc != SpvStorageClassOutput)
        emit_invalid(ec, "a store to %s, which is an input", emit_sig_desc(ec, sv->sig, sv->el));
    uint32_t to = var_kind(sv, ec->t_bool_);
    if (to == VK_BOOL) {
        /* CullPrimitiveEXT: D3D's SV_CullPrimitive is a bool, stored as an
         * i1 or as 0 / non-zero in an i32. */
        if (vt->kind != IR_TYPE_INT || (vt->width != 1 && vt->width != 32))
            emit_invalid(ec, "%s: a bool output stored from a %u-bit value", emit_sig_desc(ec, sv->sig, sv->el),
                         emit_scalar_width(vt));
        spv_id v = vt->width == 1 ? value : spv_binop(ec->b, SpvOpINotEqual, emit_t_bool(ec), value, emit_u32(ec, 0));
        spv_store(ec->b, component_ptr(ec, sv, vertex, row, col), v);
        return;
    }
    spv_id v = convert_out(ec, to, sv->comp_type, value, vt);
    spv_id stored = v;
    if (col == 1 && emit_stage_flips_y(ec, sv))
        stored = spv_unop(ec->b, SpvOpFNegate, emit_t_f32(ec), v);
    stored = emit_views_offset_store(ec, sv, stored);
    spv_store(ec->b, component_ptr(ec, sv, vertex, row, col), stored);
    if (sv->shadow_var)
        spv_store(ec->b, sv->shadow_var, v);
}

bool emit_sig_can_store_vector(const emit_ctx *ec, const emit_sig_var *sv)
{
    return sv->var && sv->sc == SpvStorageClassOutput && sv->vec > 1 && sv->vec == sv->el->cols && !sv->xfb &&
           !sv->shadow_var && (sv->map == MAP_LOCATION || sv->map == MAP_BUILTIN) &&
           var_kind(sv, ec->t_bool_) != VK_BOOL;
}

void emit_sig_store_vector(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, const spv_id *values,
                           const ir_type *const *types)
{
    if (!emit_sig_can_store_vector(ec, sv))
        emit_fail(ec, D2S_ERR_INTERNAL, "a vector store to %s", emit_sig_desc(ec, sv->sig, sv->el));
    uint32_t to = var_kind(sv, ec->t_bool_);
    spv_id c[4];
    for (uint32_t i = 0; i < sv->vec; i++) {
        c[i] = convert_out(ec, to, sv->comp_type, values[i], types[i]);
        if (i == 1 && emit_stage_flips_y(ec, sv))
            c[i] = spv_unop(ec->b, SpvOpFNegate, emit_t_f32(ec), c[i]);
    }
    spv_id t = spv_type_vector(ec->b, sv->comp_type, sv->vec);
    spv_store(ec->b, element_ptr(ec, sv, vertex, row, 0, true), spv_composite_construct(ec->b, t, c, sv->vec));
}

spv_id emit_sig_row_ptr(emit_ctx *ec, emit_sig_var *sv, ir_value *row, spv_id *type)
{
    spv_builder *b = ec->b;
    const dxil_sig_element *el = sv->el;
    if (sv->map != MAP_LOCATION || !sv->var || !sv->comp_float || sv->per_vertex || sv->arrayed)
        emit_unsupported(ec, "attribute evaluation of %s (only interpolated user inputs can be evaluated)",
                         emit_sig_desc(ec, sv->sig, el));
    spv_id t = sv->vec > 1 ? spv_type_vector(b, emit_t_f32(ec), sv->vec) : emit_t_f32(ec);
    *type = t;
    if (!sv->rows_array)
        return sv->var;
    uint64_t r;
    spv_id idx;
    if (!row || emit_const_int(row, &r)) {
        r = row ? r : 0;
        if (r >= el->rows)
            emit_invalid(ec, "row %llu of an element with %u rows", (unsigned long long)r, el->rows);
        idx = emit_u32(ec, (uint32_t)r);
    } else {
        idx = emit_value(ec, row);
    }
    return spv_access_chain(b, spv_type_pointer(b, SpvStorageClassInput, t), sv->var, &idx, 1);
}
