/* Min-precision types (min16float, min16int, min16uint) as 32-bit values.
 *
 * DXIL types min-precision values half/i16 whether or not the shader was
 * compiled with -enable-16bit-types; only the shader flags tell them apart
 * (UseNativeLowPrecision, bit 23, is set for native 16-bit types). D3D lets
 * a driver compute min-precision values at any precision of at least 16 bits
 * and desktop drivers use 32; DXC's own SPIR-V backend maps min16float to
 * float + RelaxedPrecision. Keeping them 16-bit would demand the Float16 /
 * Int16 device features the application never asked for, so by default
 * (DXIL2SPV_MIN_PRECISION_WIDEN) they become f32/u32 and the results that had
 * a min-precision type are decorated RelaxedPrecision.
 *
 * How: before any function is emitted, the module's half type becomes float
 * and its i16 type i32, in place (like the structurizer, the emitter owns the
 * module while it runs), so every handler sees one consistent 32-bit world.
 * Then:
 *   - casts between the widened and the 32-bit types are copies (emit_cast
 *     copies equal widths). zext/sext/trunc between i16 and i32 keep all 32
 *     bits: a min16int that wrapped past 16 bits is, like on a D3D driver, the
 *     32-bit result, not its low 16 bits;
 *   - 16-bit constants become 32-bit ones: half bits converted exactly,
 *     integers sign-extended (DXC writes "x - 4" as "add i16 x, -4"), but
 *     zero-extended where the user reads them unsigned (udiv, urem, lshr,
 *     unsigned compares, uitofp, zext, and add/sub/mul marked nuw only);
 *   - integer compares and switches on a widened i16 see its 16-bit value,
 *     as DXIL's i16 compare does (emit_minp_cmp16): eq/ne/unsigned compares
 *     and switch selectors take the low 16 bits (case literals and constant
 *     operands folded alike; distinct i16 cases stay distinct), signed
 *     compares those bits sign-extended. Without it, a min16uint 40000
 *     would differ from the sign-extended constant -25536 (0xFFFF9C40).
 *     Arithmetic keeps the 32-bit value, as min precision allows;
 *   - what depends on the 16-bit encoding is refused by name: bitcasts
 *     between a widened type and another kind (half <-> i16 bits) and the
 *     BitcastI16toF16/BitcastF16toI16 dx.ops.
 * DXIL2SPV_MIN_PRECISION_NATIVE keeps min16float as 16-bit halves (Float16)
 * and widens min16int/min16uint as above: D3D stores min-precision values
 * with 32 bits, a min16uint zero-extended (40000 stays 40000) and a min16int
 * sign-extended, and DXIL's i16 does not say which of the two a value is,
 * so a 16-bit integer register could not be written back right; the 32-bit
 * register holds either, as on D3D's drivers.
 * Memory: D3D stores min-precision data with 32 bits per value (constant
 * buffers, structured/raw buffers, typed UAVs, groupshared), and DXC types
 * the dx.ops that access it with their 16-bit overloads: a min-precision
 * CBufferLoadLegacy.f16 returns 4 halves, one per 32-bit word of the row
 * (not the 8 of a native 16-bit row), a RawBufferLoad.f16 component is a
 * 32-bit word. Widened, those overloads are the 32-bit ones. In the native
 * mode the buffer handlers read a 32-bit word and convert it to a half,
 * and store halves converted to 32-bit floats (emit_minp_memory32()).
 * Interface variables are 32-bit in both modes (emit_stage_io.c), so stages
 * translated with either mode link.
 */
#include <string.h>

#include "emit/emit_internal.h"
#include "ir/ir_build.h"

#define SHADER_FLAG_USE_NATIVE_LOW_PRECISION (1ull << 23)

struct emit_minp_state {
    ir_type **types;           /* the module's types (ids index it) */
    uint8_t *marked;           /* [num_types]: 1 = a widened scalar or vector type */
    uint8_t *has16;            /* [num_types]: H16_* memo of type_has16() */
    uint32_t num_types;
    ir_type *plain_i32, *plain_f32; /* unwidened types of the converted constants */
    uint64_t budget;           /* widen_const() calls left */
    uint32_t max_depth;        /* limits.max_nesting: deeper types fail emission anyway */
    bool ints_only;            /* the native mode: only i16 (min16int/min16uint) is widened */
};

static bool is16(const ir_type *t)
{
    return t && (t->kind == IR_TYPE_HALF || (t->kind == IR_TYPE_INT && t->width == 16));
}

/* A 16-bit scalar type this translation widens. */
static bool widened16(const struct emit_minp_state *s, const ir_type *t)
{
    return is16(t) && (!s->ints_only || t->kind == IR_TYPE_INT);
}

static bool type_marked(const struct emit_minp_state *s, const ir_type *t)
{
    return s && t && t->id < s->num_types && s->types[t->id] == t && s->marked[t->id];
}

/* A 16-bit scalar anywhere in t (before the rewrite). Memoized per type:
 * types form a DAG, which a plain recursion could walk exponentially. */
enum { H16_UNKNOWN = 0, H16_VISITING, H16_NO, H16_YES };

static bool type_has16(struct emit_minp_state *s, const ir_type *t, uint32_t depth)
{
    /* Not a fixed small depth: a half deeper down than that would keep its
     * 16-bit constant bits under a float type. */
    if (!t || depth > s->max_depth)
        return false;
    bool known = t->id < s->num_types && s->types[t->id] == t;
    if (known && s->has16[t->id] != H16_UNKNOWN)
        return s->has16[t->id] == H16_YES;
    if (known)
        s->has16[t->id] = H16_VISITING; /* a cycle (through a named struct) reads as "no" */
    bool r = false;
    switch (t->kind) {
    case IR_TYPE_HALF: r = !s->ints_only; break;
    case IR_TYPE_INT: r = t->width == 16; break;
    case IR_TYPE_VECTOR: case IR_TYPE_ARRAY: r = type_has16(s, t->elem, depth + 1); break;
    case IR_TYPE_STRUCT:
        for (uint32_t i = 0; i < t->member_count && !r; i++)
            r = type_has16(s, t->members[i], depth + 1);
        break;
    default: break;
    }
    if (known)
        s->has16[t->id] = r ? H16_YES : H16_NO;
    return r;
}

/* Exact binary16 -> binary32 bits (every half value is a float value). */
static uint32_t half_to_float_bits(uint32_t h)
{
    uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1F, man = h & 0x3FF;
    if (exp == 0x1F)
        return sign | 0x7F800000u | (man << 13);
    if (exp == 0) {
        if (!man)
            return sign;
        /* Subnormal half: normalize into float's wider exponent range. */
        int e = -1;
        do {
            e++;
            man <<= 1;
        } while (!(man & 0x400));
        return sign | ((uint32_t)(127 - 15 - e) << 23) | ((man & 0x3FF) << 13);
    }
    return sign | ((exp + 127 - 15) << 23) | (man << 13);
}

static ir_value *widen_const(emit_ctx *ec, ir_value *v, bool unsigned_use, uint32_t depth);

/* Widens each constant of a list; constants are shared between users, so a
 * changed list is a fresh copy (NULL when nothing changed). */
static ir_value **widen_const_list(emit_ctx *ec, ir_value **src, uint32_t count, bool unsigned_use, uint32_t depth)
{
    ir_value **out = NULL;
    for (uint32_t i = 0; i < count; i++) {
        ir_value *e = widen_const(ec, src[i], unsigned_use, depth);
        if (e != src[i] && !out) {
            out = d2s_alloc_array(ec->ctx, count, sizeof(*out));
            memcpy(out, src, count * sizeof(*out));
        }
        if (out)
            out[i] = e;
    }
    return out;
}

/* Whether a bitcast from st to dt reinterprets 16-bit encodings (half <->
 * i16 bits, <2 x i16> <-> i32, ...), which widening does not keep. */
static bool bitcast_reads16(struct emit_minp_state *s, const ir_type *st, const ir_type *dt)
{
    if (!st || !dt || st->kind == IR_TYPE_POINTER || dt->kind == IR_TYPE_POINTER ||
        (!type_has16(s, st, 0) && !type_has16(s, dt, 0)))
        return false;
    const ir_type *se = st->kind == IR_TYPE_VECTOR ? st->elem : st;
    const ir_type *de = dt->kind == IR_TYPE_VECTOR ? dt->elem : dt;
    uint64_t sn = st->kind == IR_TYPE_VECTOR ? st->count : 1, dn = dt->kind == IR_TYPE_VECTOR ? dt->count : 1;
    return !se || !de || se->kind != de->kind || se->width != de->width || sn != dn;
}

static ir_value *const_copy(emit_ctx *ec, const ir_const *c)
{
    ir_const *n = d2s_zalloc(ec->ctx, sizeof(*n));
    *n = *c;
    return &n->v;
}

/* Whether v's type, or for a constant expression an operand's, has 16-bit
 * scalars: only those constants change. */
static bool const_has16(struct emit_minp_state *s, const ir_value *v)
{
    if (type_has16(s, v->type, 0))
        return true;
    if (v->kind != IR_VAL_CONST_EXPR)
        return false;
    const ir_const *c = (const ir_const *)v;
    for (uint32_t i = 0; i < c->u.expr.count; i++)
        if (c->u.expr.ops[i] && type_has16(s, c->u.expr.ops[i]->type, 0))
            return true;
    return false;
}

/* The 32-bit replacement of a constant holding 16-bit scalars (a new
 * constant; the original may be shared by users of either signedness), or v
 * itself when it holds none. */
static ir_value *widen_const(emit_ctx *ec, ir_value *v, bool unsigned_use, uint32_t depth)
{
    struct emit_minp_state *s = ec->minp;
    if (!v || depth > ec->ctx->limits.max_nesting || !const_has16(s, v))
        return v;
    /* Shared constant expressions form a DAG that a recursion per use could
     * walk exponentially: a budget linear in the module bounds the work. */
    if (!s->budget--)
        emit_fail(ec, D2S_ERR_LIMIT, "min-precision widening: constant expressions too large to convert");
    switch ((ir_value_kind)v->kind) {
    case IR_VAL_CONST_INT: {
        if (!type_marked(s, v->type) || v->type->kind != IR_TYPE_INT)
            return v;
        ir_const *c = (ir_const *)const_copy(ec, (const ir_const *)v);
        uint64_t x = c->u.i & 0xFFFF;
        c->u.i = unsigned_use ? x : (uint64_t)(uint32_t)(int32_t)(int16_t)(uint16_t)x;
        c->v.type = s->plain_i32;
        return &c->v;
    }
    case IR_VAL_CONST_FLOAT: {
        if (!type_marked(s, v->type))
            return v;
        ir_const *c = (ir_const *)const_copy(ec, (const ir_const *)v);
        c->u.bits = half_to_float_bits((uint32_t)(c->u.bits & 0xFFFF));
        c->v.type = s->plain_f32;
        return &c->v;
    }
    case IR_VAL_CONST_AGGREGATE: {
        const ir_const *c = (const ir_const *)v;
        ir_value **elems = widen_const_list(ec, c->u.agg.elems, c->u.agg.count, unsigned_use, depth + 1);
        if (!elems)
            return v;
        ir_const *n = (ir_const *)const_copy(ec, c);
        n->u.agg.elems = elems;
        return &n->v;
    }
    case IR_VAL_CONST_EXPR: {
        const ir_const *c = (const ir_const *)v;
        /* Instructions are checked by check_instr(); LLVM folds such
         * constant expressions, so only a hand-made module has them. */
        if (c->u.expr.op == IR_OP_BITCAST && c->u.expr.count == 1 && c->u.expr.ops[0] &&
            bitcast_reads16(s, c->u.expr.ops[0]->type, c->v.type))
            emit_unsupported(ec, "a constant-expression bitcast between a 16-bit type and another type in a "
                                 "min-precision shader: its meaning depends on the 16-bit encoding, which widening "
                                 "min16float/min16int to 32 bits does not keep%s",
                             s->ints_only ? " (min16int/min16uint are 32-bit in both min-precision modes)"
                                          : "; translate with the native min-precision mode (--min-precision native)");
        bool uns = c->u.expr.op == IR_OP_UDIV || c->u.expr.op == IR_OP_UREM || c->u.expr.op == IR_OP_LSHR ||
                   c->u.expr.op == IR_OP_ZEXT || c->u.expr.op == IR_OP_UITOFP;
        ir_value **ops = widen_const_list(ec, c->u.expr.ops, c->u.expr.count, uns, depth + 1);
        if (!ops)
            return v;
        ir_const *n = (ir_const *)const_copy(ec, c);
        n->u.expr.ops = ops;
        return &n->v;
    }
    default:
        return v;
    }
}

/* Operands whose 16-bit constants are read as unsigned numbers. */
static bool unsigned_use(const ir_instr *in)
{
    switch (in->op) {
    case IR_OP_UDIV: case IR_OP_UREM: case IR_OP_LSHR: case IR_OP_ZEXT: case IR_OP_UITOFP:
        return true;
    case IR_OP_ADD: case IR_OP_SUB: case IR_OP_MUL:
        return (in->flags & IR_FLAG_NUW) && !(in->flags & IR_FLAG_NSW);
    case IR_OP_ICMP:
        return in->aux >= IR_ICMP_UGT && in->aux <= IR_ICMP_ULE;
    default:
        return false;
    }
}

static void refuse(emit_ctx *ec, ir_function *f, ir_block *bb, ir_instr *in, const char *what)
{
    if (ec->minp->ints_only)
        emit_unsupported(ec, "%s in a min-precision shader (function '%s', block %u, instruction %u): its meaning "
                         "depends on the 16-bit encoding of a min16int/min16uint, which stays 32-bit in both "
                         "min-precision modes (DXIL's i16 does not say whether a value is signed, which D3D's "
                         "32-bit memory needs)",
                         what, f->v.name ? f->v.name : "?", bb->id, in->index_in_block);
    emit_unsupported(ec, "%s in a min-precision shader (function '%s', block %u, instruction %u): its meaning "
                     "depends on the 16-bit encoding, which widening min16float/min16int to 32 bits does not "
                     "keep; translate with the native min-precision mode (--min-precision native)",
                     what, f->v.name ? f->v.name : "?", bb->id, in->index_in_block);
}

/* Before the types change: refuse what depends on the 16-bit encoding. */
static void check_instr(emit_ctx *ec, ir_function *f, ir_block *bb, ir_instr *in)
{
    if (in->op == IR_OP_BITCAST && in->num_ops == 1 && in->ops[0]) {
        if (bitcast_reads16(ec->minp, in->ops[0]->type, in->v.type))
            refuse(ec, f, bb, in, "a bitcast between a 16-bit type and another type");
        return;
    }
    if (in->op != IR_OP_DXOP)
        return;
    switch (in->aux) {
    case DXOP_BitcastI16toF16:
    case DXOP_BitcastF16toI16:
        refuse(ec, f, bb, in, in->aux == DXOP_BitcastI16toF16 ? "dx.op BitcastI16toF16" : "dx.op BitcastF16toI16");
        break;
    default:
        break;
    }
}

static void widen_operands(emit_ctx *ec, ir_instr *in)
{
    bool uns = unsigned_use(in);
    for (uint32_t i = 0; i < in->num_ops; i++)
        if (in->ops[i] && in->ops[i]->kind <= IR_VAL_CONST_EXPR)
            in->ops[i] = widen_const(ec, in->ops[i], uns, 0);
}

bool emit_minp_memory32(const emit_ctx *ec)
{
    return !(ec->ep->shader_flags & SHADER_FLAG_USE_NATIVE_LOW_PRECISION);
}

/* Only halves reach the two conversions below: min16int/min16uint are
 * widened in both modes (emit_minp_prepare), so their accesses are 32-bit. */
spv_id emit_minp_from_word(emit_ctx *ec, ir_type *et, spv_id word)
{
    if (et->kind != IR_TYPE_HALF)
        emit_fail(ec, D2S_ERR_INTERNAL, "min-precision memory: a %u-bit integer was not widened",
                  emit_scalar_width(et));
    return emit_fconvert_narrow(ec, emit_type(ec, et), spv_unop(ec->b, SpvOpBitcast, emit_t_f32(ec), word));
}

spv_id emit_minp_to_word(emit_ctx *ec, ir_type *et, spv_id v)
{
    spv_builder *b = ec->b;
    if (et->kind != IR_TYPE_HALF)
        emit_fail(ec, D2S_ERR_INTERNAL, "min-precision memory: a %u-bit integer was not widened",
                  emit_scalar_width(et));
    return spv_unop(b, SpvOpBitcast, ec->t_u32, spv_unop(b, SpvOpFConvert, emit_t_f32(ec), v));
}

void emit_minp_prepare(emit_ctx *ec)
{
    const dxil2spv_options *o = ec->opts;
    uint32_t mode = o ? (uint32_t)o->min_precision : DXIL2SPV_MIN_PRECISION_WIDEN;
    if (mode != DXIL2SPV_MIN_PRECISION_WIDEN && mode != DXIL2SPV_MIN_PRECISION_NATIVE)
        emit_fail(ec, D2S_ERR_ARGUMENT, "options.min_precision = %u is not a dxil2spv_min_precision_mode", mode);
    /* Native 16-bit shaders (-enable-16bit-types) mean their half/i16. */
    if (ec->ep->shader_flags & SHADER_FLAG_USE_NATIVE_LOW_PRECISION)
        return;
    /* The native mode keeps min16float 16-bit but widens min16int/min16uint
     * all the same: D3D keeps min-precision values in memory as 32 bits, a
     * min16uint zero-extended (40000 stays 40000) and a min16int
     * sign-extended, and DXIL types both i16, so a 16-bit integer could not
     * be written back to memory right; 32-bit registers hold each as D3D's
     * drivers do. */
    bool ints_only = mode == DXIL2SPV_MIN_PRECISION_NATIVE;
    ir_module *m = ec->m;
    bool any = false;
    for (uint32_t i = 0; i < m->num_types && !any; i++)
        any = is16(m->types[i]) && (!ints_only || m->types[i]->kind == IR_TYPE_INT);
    if (!any)
        return;

    struct emit_minp_state *s = d2s_zalloc(ec->ctx, sizeof(*s));
    s->ints_only = ints_only;
    /* Converted constants take the unwidened i32/float (added if the module
     * lacks them, before the type table is captured below). */
    s->plain_i32 = ir_type_int(m, 32);
    s->plain_f32 = ir_type_float(m);
    s->types = m->types;
    s->num_types = m->num_types;
    s->max_depth = ec->ctx->limits.max_nesting;
    s->marked = d2s_zalloc_array(ec->ctx, m->num_types ? m->num_types : 1, 1);
    s->has16 = d2s_zalloc_array(ec->ctx, m->num_types ? m->num_types : 1, 1);
    for (uint32_t i = 0; i < m->num_types; i++) {
        ir_type *t = m->types[i];
        if (!t || t->id != i)
            continue;
        if (widened16(s, t) || (t->kind == IR_TYPE_VECTOR && widened16(s, t->elem)))
            s->marked[i] = 1;
    }
    ec->minp = s;
    s->budget = 1u << 20;
    for (uint32_t fi = 0; fi < m->num_functions; fi++)
        s->budget += 8ull * m->functions[fi]->num_instrs;
    s->budget += 8ull * m->num_globals;

    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        ir_function *f = m->functions[fi];
        if (f->is_declaration)
            continue;
        for (uint32_t bi = 0; bi < f->num_blocks; bi++) {
            ir_block *bb = f->blocks[bi];
            for (uint32_t ii = 0; ii < bb->num_instrs; ii++)
                check_instr(ec, f, bb, bb->instrs[ii]);
        }
    }
    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        ir_function *f = m->functions[fi];
        if (f->is_declaration)
            continue;
        for (uint32_t bi = 0; bi < f->num_blocks; bi++) {
            ir_block *bb = f->blocks[bi];
            for (uint32_t ii = 0; ii < bb->num_instrs; ii++)
                widen_operands(ec, bb->instrs[ii]);
        }
    }
    for (uint32_t gi = 0; gi < m->num_globals; gi++) {
        ir_global *g = m->globals[gi];
        if (g->init)
            g->init = widen_const(ec, g->init, false, 0);
    }
    /* Last, so that the constants above were still recognizable. */
    for (uint32_t i = 0; i < m->num_types; i++) {
        ir_type *t = m->types[i];
        if (!t || t->id != i || !widened16(s, t))
            continue;
        if (t->kind == IR_TYPE_HALF)
            t->kind = IR_TYPE_FLOAT;
        else
            t->width = 32;
        /* The IR builder interns scalar types by shape: the flag (meaningless
         * on scalars) keeps a later ir_type_int(m, 32) of the structurizer
         * from returning a widened, RelaxedPrecision type. */
        t->packed = true;
    }
}

/* Results that had a min-precision type are RelaxedPrecision, as DXC's
 * SPIR-V backend decorates min16float; copies (a cast between a widened and
 * a 32-bit type) keep their source's id, which must stay full precision. */
void emit_minp_relax(emit_ctx *ec, ir_instr *in, spv_id id)
{
    if (!type_marked(ec->minp, in->v.type) || !id)
        return;
    switch (in->op) {
    case IR_OP_TRUNC: case IR_OP_ZEXT: case IR_OP_SEXT: case IR_OP_FPTRUNC: case IR_OP_FPEXT:
    case IR_OP_BITCAST:
        if (in->num_ops == 1 && in->ops[0] && emit_scalar_width(in->ops[0]->type) == emit_scalar_width(in->v.type))
            return;
        break;
    default:
        break;
    }
    for (uint32_t i = 0; i < in->num_ops; i++) {
        ir_value *v = in->ops[i];
        if (v && (v->kind == IR_VAL_INSTR || v->kind == IR_VAL_ARG) && ec->fn && v->id < ec->fn->num_values &&
            ec->vmap[v->id] == id)
            return;
    }
    spv_decorate0(ec->b, id, SpvDecorationRelaxedPrecision);
}

/* A compare/switch operand of a widened i16 type, reduced to its 16-bit value:
 * widening lets such a value carry bits above bit 15 (copies for
 * trunc/sext/zext, sign-extended constants), but DXIL compares i16 values,
 * so 40000 must equal the i16 constant -25536. Unsigned and equality
 * compares see the low 16 bits, signed ones those bits sign-extended. */
spv_id emit_minp_cmp16(emit_ctx *ec, const ir_instr *in, ir_value *v, spv_id id, bool is_signed)
{
    /* The constant operand was already widened to a plain i32: the other
     * operand's type tells that the compare is on i16. */
    ir_type *t = v ? v->type : NULL;
    bool widened = false;
    for (uint32_t i = 0; i < in->num_ops && i < 2; i++)
        widened = widened || (in->ops[i] && type_marked(ec->minp, in->ops[i]->type));
    if (!ec->minp || !t || !widened)
        return id;
    ir_type *st = t->kind == IR_TYPE_VECTOR ? t->elem : t;
    if (!st || st->kind != IR_TYPE_INT)
        return id;
    uint64_t c;
    if (t->kind != IR_TYPE_VECTOR && emit_const_int(v, &c)) {
        uint32_t c16 = (uint32_t)c & 0xFFFFu;
        return emit_u32(ec, is_signed ? (uint32_t)(int32_t)(int16_t)c16 : c16);
    }
    spv_id ty = emit_type(ec, t);
    if (is_signed)
        return spv_op(ec->b, SpvOpBitFieldSExtract, ty, SPV_OPS(id, emit_u32(ec, 0), emit_u32(ec, 16)));
    return spv_binop(ec->b, SpvOpBitwiseAnd, ty, id, emit_const_splat(ec, ty, 0xFFFFu));
}
