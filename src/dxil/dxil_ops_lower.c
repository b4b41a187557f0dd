/* Lowering of dx.op.* calls into IR_OP_DXOP, with the generic operand check.
 *
 * Every DXIL operation is a call of a declaration named
 * "dx.op.<class>[.<overload suffix>]" whose first argument is the opcode.
 * Later stages switch on the opcode and trust the operand types, so this
 * pass checks each call against the generated table (dxil_ops_table.c)
 * before anything else sees it.
 *
 * Cost model: this runs on every translation. Declarations are classified
 * once (name -> class by binary search) and a declaration's function type is
 * checked against an op's operand signature once per (declaration,
 * signature) pair; what remains per call is a hash probe, a table index, a
 * few integer compares and one pointer compare per argument. The bitcode
 * reader interns structural types and has already checked every call's
 * argument types against the callee's function type, so comparing type
 * pointers is exact.
 */
#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"
#include "ir/ir_dump.h"
#include "ir/ir_precise.h"

#include <stdio.h>
#include <string.h>

/* What we know about one dx.op.* declaration. */
typedef struct dxop_decl {
    ir_function *fn;
    int32_t class_id;          /* -1: the class name is not in the table */
    int32_t sig_id;            /* signature the function type passed; -1: none yet */
    /* Overload of each dimension, derived from the function type when the
     * signature was checked: DXIL_OVL_* of the scalar (or element, with
     * DXIL_OVL_VECTOR set for <N x T>). */
    uint16_t ovl_bits[DXIL_MAX_OVERLOAD_DIMS];
} dxop_decl;

typedef struct lower_ctx {
    ir_module *m;
    d2s_ctx *ctx;
    dxop_decl **slots;         /* open addressing by callee pointer */
    uint32_t mask;
    /* Location of the call being lowered, for messages. */
    const ir_function *fn;
    const ir_block *bb;
    uint32_t index;
    const ir_function *callee;
    const dxil_op_info *info;
} lower_ctx;

/* One overload dimension's type, or a fixed scalar token (QuadVote's i1)
 * that need not exist as an ir_type in the module. */
typedef struct ovl_type {
    const ir_type *t;
    uint8_t fixed;             /* DXIL_PT_* when t is NULL */
} ovl_type;

static uint32_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= UINT64_C(0xff51afd7ed558ccd);
    x ^= x >> 33;
    return (uint32_t)x;
}

static dxop_decl *find_decl(const lower_ctx *lc, const ir_function *f)
{
    if (!lc->slots)
        return NULL;
    for (uint32_t h = ptr_hash(f) & lc->mask;; h = (h + 1) & lc->mask) {
        dxop_decl *d = lc->slots[h];
        if (!d || d->fn == f)
            return d;
    }
}

/* ---- messages ------------------------------------------------------------ */

static const char *type_str(lower_ctx *lc, const ir_type *t)
{
    if (!t)
        return "(none)";
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, lc->ctx);
    ir_dump_type(t, &sb);
    d2s_strbuf_putc(&sb, '\0');
    return sb.data;
}

static const char *opcode_str(lower_ctx *lc, uint32_t opcode)
{
    /* Experimental opcodes read better in hex, as the table spells them. */
    return opcode >= 0x80000000u ? d2s_sprintf(lc->ctx, "0x%08X", opcode) : d2s_sprintf(lc->ctx, "%u", opcode);
}

/* "function 'main', block 3, instruction 12: dx.op.bufferLoad.f32 (BufferLoad, opcode 68): " + msg */
D2S_PRINTF(3, 4)
static D2S_NORETURN void call_fail(lower_ctx *lc, d2s_status st, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *fname = lc->fn && lc->fn->v.name ? lc->fn->v.name : "?";
    const char *cname = lc->callee && lc->callee->v.name ? lc->callee->v.name : "?";
    if (lc->info)
        d2s_fail(lc->ctx, st, "function '%s', block %u, instruction %u: %s (%s, opcode %s): %s", fname,
                 lc->bb ? lc->bb->id : 0, lc->index, cname, lc->info->name, opcode_str(lc, lc->info->opcode), msg);
    d2s_fail(lc->ctx, st, "function '%s', block %u, instruction %u: call of %s: %s", fname, lc->bb ? lc->bb->id : 0,
             lc->index, cname, msg);
}

/* ---- overload types -------------------------------------------------------- */

static uint16_t scalar_bit(const ir_type *t)
{
    switch (t->kind) {
    case IR_TYPE_VOID: return DXIL_OVL_VOID;
    case IR_TYPE_HALF: return DXIL_OVL_HALF;
    case IR_TYPE_FLOAT: return DXIL_OVL_FLOAT;
    case IR_TYPE_DOUBLE: return DXIL_OVL_DOUBLE;
    case IR_TYPE_INT:
        switch (t->width) {
        case 1: return DXIL_OVL_I1;
        case 8: return DXIL_OVL_I8;
        case 16: return DXIL_OVL_I16;
        case 32: return DXIL_OVL_I32;
        case 64: return DXIL_OVL_I64;
        default: return 0;
        }
    default: return 0;
    }
}

static uint16_t token_bit(uint8_t tok)
{
    switch (tok) {
    case DXIL_PT_VOID: return DXIL_OVL_VOID;
    case DXIL_PT_I1: return DXIL_OVL_I1;
    case DXIL_PT_I8: return DXIL_OVL_I8;
    case DXIL_PT_I16: return DXIL_OVL_I16;
    case DXIL_PT_I32: return DXIL_OVL_I32;
    case DXIL_PT_I64: return DXIL_OVL_I64;
    case DXIL_PT_HALF: return DXIL_OVL_HALF;
    case DXIL_PT_FLOAT: return DXIL_OVL_FLOAT;
    case DXIL_PT_DOUBLE: return DXIL_OVL_DOUBLE;
    default: return 0;
    }
}

/* DXIL_OVL_* bits of an overload type; 0 if it cannot be one. User-defined
 * types are pointers to structs (any address space: node records use 6),
 * HLSL objects are structs passed by value. */
static uint16_t overload_bits(ovl_type o)
{
    if (!o.t)
        return token_bit(o.fixed);
    const ir_type *t = o.t;
    if (t->kind == IR_TYPE_VECTOR) {
        uint16_t b = t->elem ? scalar_bit(t->elem) : 0;
        return b && b != DXIL_OVL_VOID ? (uint16_t)(DXIL_OVL_VECTOR | b) : 0;
    }
    if (t->kind == IR_TYPE_POINTER)
        return t->elem && t->elem->kind == IR_TYPE_STRUCT && t->elem->name ? DXIL_OVL_UDT : 0;
    if (t->kind == IR_TYPE_STRUCT)
        return t->name ? DXIL_OVL_OBJ : 0;
    return scalar_bit(t);
}

static const char *scalar_suffix(uint16_t bit)
{
    switch (bit) {
    case DXIL_OVL_HALF: return "f16";
    case DXIL_OVL_FLOAT: return "f32";
    case DXIL_OVL_DOUBLE: return "f64";
    case DXIL_OVL_I1: return "i1";
    case DXIL_OVL_I8: return "i8";
    case DXIL_OVL_I16: return "i16";
    case DXIL_OVL_I32: return "i32";
    case DXIL_OVL_I64: return "i64";
    default: return NULL;
    }
}

/* Plain appends: names are built for every dx.op declaration, where
 * printf's format parsing was a visible share of the whole translation.
 * NULL appends "(null)" as glibc's printf did. */
static void append_str(d2s_strbuf *sb, const char *s)
{
    if (!s)
        s = "(null)";
    d2s_strbuf_append(sb, s, strlen(s));
}

static void append_u64(d2s_strbuf *sb, uint64_t v)
{
    char buf[24];
    size_t n = sizeof buf;
    do {
        buf[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    d2s_strbuf_append(sb, buf + n, sizeof buf - n);
}

/* Appends the name suffix DXC gives an overload: "f32", "v4f32", or the
 * struct name for user-defined and object types. */
static void append_suffix(d2s_strbuf *sb, ovl_type o, uint16_t bits)
{
    if (bits & DXIL_OVL_VECTOR) {
        d2s_strbuf_putc(sb, 'v');
        append_u64(sb, o.t->count);
        append_str(sb, scalar_suffix((uint16_t)(bits & ~DXIL_OVL_VECTOR)));
    } else if (bits == DXIL_OVL_UDT) {
        append_str(sb, o.t->elem->name);
    } else if (bits == DXIL_OVL_OBJ) {
        append_str(sb, o.t->name);
    } else {
        append_str(sb, scalar_suffix(bits));
    }
}

static const char *overload_name(lower_ctx *lc, ovl_type o, uint16_t bits)
{
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, lc->ctx);
    if (bits == DXIL_OVL_VOID)
        append_str(&sb, "void");
    else
        append_suffix(&sb, o, bits);
    d2s_strbuf_putc(&sb, '\0');
    return sb.data;
}

/* ---- signature check (once per declaration and signature) ----------------- */

static bool is_int(const ir_type *t, uint32_t width)
{
    return t && t->kind == IR_TYPE_INT && t->width == width;
}

static bool is_named_struct(const ir_type *t, const char *name)
{
    return t && t->kind == IR_TYPE_STRUCT && t->name && strcmp(t->name, name) == 0;
}

/* Whether t is exactly the scalar named by a fixed token. */
static bool is_token_type(const ir_type *t, uint8_t tok)
{
    if (!t)
        return false;
    switch (tok) {
    case DXIL_PT_VOID: return t->kind == IR_TYPE_VOID;
    case DXIL_PT_I1: return is_int(t, 1);
    case DXIL_PT_I8: return is_int(t, 8);
    case DXIL_PT_I16: return is_int(t, 16);
    case DXIL_PT_I32: return is_int(t, 32);
    case DXIL_PT_I64: return is_int(t, 64);
    case DXIL_PT_HALF: return t->kind == IR_TYPE_HALF;
    case DXIL_PT_FLOAT: return t->kind == IR_TYPE_FLOAT;
    case DXIL_PT_DOUBLE: return t->kind == IR_TYPE_DOUBLE;
    default: return false;
    }
}

static bool is_overload(const ir_type *t, ovl_type o)
{
    return o.t ? t == o.t : is_token_type(t, o.fixed);
}

/* i1 / i32 in the overload's shape: <N x iK> when the overload is <N x T>. */
static bool is_overload_shaped_int(const ir_type *t, ovl_type o, uint32_t width)
{
    if (o.t && o.t->kind == IR_TYPE_VECTOR)
        return t && t->kind == IR_TYPE_VECTOR && t->count == o.t->count && is_int(t->elem, width);
    return is_int(t, width);
}

/* %dx.types.ResRet.<suffix>: {T, T, T, T, i32} or {<N x T>, i32}. */
static bool is_resret(lower_ctx *lc, const ir_type *t, ovl_type o, uint16_t bits)
{
    if (!o.t || !t || t->kind != IR_TYPE_STRUCT || !t->name)
        return false;
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, lc->ctx);
    append_str(&sb, "dx.types.ResRet.");
    append_suffix(&sb, o, bits);
    d2s_strbuf_putc(&sb, '\0');
    if (strcmp(t->name, sb.data) != 0)
        return false;
    uint32_t n = (bits & DXIL_OVL_VECTOR) ? 2 : 5;
    if (t->member_count != n || !is_int(t->members[n - 1], 32))
        return false;
    for (uint32_t i = 0; i + 1 < n; i++) {
        if (t->members[i] != o.t)
            return false;
    }
    return true;
}

/* %dx.types.CBufRet.<suffix>[.8]: 2, 4 or 8 members of the overload type. */
static bool is_cbufret(lower_ctx *lc, const ir_type *t, ovl_type o, uint16_t bits)
{
    if (!o.t || !t || t->kind != IR_TYPE_STRUCT || !t->name || (bits & DXIL_OVL_VECTOR))
        return false;
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, lc->ctx);
    append_str(&sb, "dx.types.CBufRet.");
    append_suffix(&sb, o, bits);
    size_t base = sb.len;
    if (strncmp(t->name, sb.data, base) != 0 || (t->name[base] && strcmp(t->name + base, ".8") != 0))
        return false;
    uint32_t n = t->member_count;
    if (n != 2 && n != 4 && n != 8)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        if (t->members[i] != o.t)
            return false;
    }
    return true;
}

/* Whether `t` is what token `p` asks for, given the overload types. */
static bool param_matches(lower_ctx *lc, const ir_type *t, const dxil_op_param *p, const ovl_type *ovl,
                          const uint16_t *bits)
{
    if (!t)
        return false;
    switch (p->type) {
    case DXIL_PT_VOID:
    case DXIL_PT_I1: case DXIL_PT_I8: case DXIL_PT_I16: case DXIL_PT_I32: case DXIL_PT_I64:
    case DXIL_PT_HALF: case DXIL_PT_FLOAT: case DXIL_PT_DOUBLE:
        return is_token_type(t, p->type);
    case DXIL_PT_PTR_FLOAT:
        return t->kind == IR_TYPE_POINTER && t->elem && t->elem->kind == IR_TYPE_FLOAT;
    case DXIL_PT_OVERLOAD:
        return is_overload(t, ovl[0]);
    case DXIL_PT_OVERLOAD_I1:
        return is_overload_shaped_int(t, ovl[0], 1);
    case DXIL_PT_OVERLOAD_I32:
        return is_overload_shaped_int(t, ovl[0], 32);
    case DXIL_PT_OVERLOAD_ELT:
        if (ovl[0].t && ovl[0].t->kind == IR_TYPE_VECTOR)
            return t == ovl[0].t->elem;
        return is_overload(t, ovl[0]);
    case DXIL_PT_STRUCT:
        return p->struct_name && is_named_struct(t, p->struct_name);
    case DXIL_PT_RESRET:
        return is_resret(lc, t, ovl[0], bits[0]);
    case DXIL_PT_CBUFRET:
        return is_cbufret(lc, t, ovl[0], bits[0]);
    case DXIL_PT_FOUR:
        if (bits[0] == DXIL_OVL_I32)
            return is_named_struct(t, "dx.types.fouri32");
        if (bits[0] == DXIL_OVL_I16)
            return is_named_struct(t, "dx.types.fouri16");
        return false;
    case DXIL_PT_OVERLOAD_VEC:
        return t->kind == IR_TYPE_VECTOR && t->count == p->vec_len && ovl[0].t && t->elem == ovl[0].t;
    case DXIL_PT_INT_VEC:
        return t->kind == IR_TYPE_VECTOR && t->count == p->vec_len && is_int(t->elem, 32);
    case DXIL_PT_OVERLOAD_DIM:
        return p->dim < DXIL_MAX_OVERLOAD_DIMS && is_overload(t, ovl[p->dim]);
    case DXIL_PT_OVERLOAD_DIM_GS_PTR:
        return p->dim < DXIL_MAX_OVERLOAD_DIMS && t->kind == IR_TYPE_POINTER &&
               t->addrspace == IR_ADDRSPACE_GROUPSHARED && ovl[p->dim].t && t->elem == ovl[p->dim].t;
    case DXIL_PT_OTHER:
        return t->kind != IR_TYPE_VOID && t->kind != IR_TYPE_LABEL && t->kind != IR_TYPE_METADATA;
    default:
        return false;
    }
}

static const char *token_name(uint8_t tok)
{
    switch (tok) {
    case DXIL_PT_VOID: return "void";
    case DXIL_PT_I1: return "i1";
    case DXIL_PT_I8: return "i8";
    case DXIL_PT_I16: return "i16";
    case DXIL_PT_I32: return "i32";
    case DXIL_PT_I64: return "i64";
    case DXIL_PT_HALF: return "half";
    case DXIL_PT_FLOAT: return "float";
    case DXIL_PT_DOUBLE: return "double";
    default: return "?";
    }
}

/* What param_matches() wanted, spelled like an LLVM type for messages. */
static const char *expected_str(lower_ctx *lc, const dxil_op_param *p, const ovl_type *ovl, const uint16_t *bits)
{
    const ovl_type *o = &ovl[p->type == DXIL_PT_OVERLOAD_DIM || p->type == DXIL_PT_OVERLOAD_DIM_GS_PTR
                                 ? (p->dim < DXIL_MAX_OVERLOAD_DIMS ? p->dim : 0)
                                 : 0];
    const char *ot = o->t ? type_str(lc, o->t) : token_name(o->fixed);
    bool vec = o->t && o->t->kind == IR_TYPE_VECTOR;
    switch (p->type) {
    case DXIL_PT_PTR_FLOAT:
        return "float*";
    case DXIL_PT_OVERLOAD:
    case DXIL_PT_OVERLOAD_DIM:
        return ot;
    case DXIL_PT_OVERLOAD_DIM_GS_PTR:
        return d2s_sprintf(lc->ctx, "%s addrspace(3)*", ot);
    case DXIL_PT_OVERLOAD_I1:
    case DXIL_PT_OVERLOAD_I32: {
        const char *e = p->type == DXIL_PT_OVERLOAD_I1 ? "i1" : "i32";
        return vec ? d2s_sprintf(lc->ctx, "<%llu x %s>", (unsigned long long)o->t->count, e) : e;
    }
    case DXIL_PT_OVERLOAD_ELT:
        return vec ? type_str(lc, o->t->elem) : ot;
    case DXIL_PT_STRUCT:
        return d2s_sprintf(lc->ctx, "%%%s", p->struct_name ? p->struct_name : "?");
    case DXIL_PT_RESRET:
        return d2s_sprintf(lc->ctx, "%%dx.types.ResRet.%s", overload_name(lc, *o, bits[0]));
    case DXIL_PT_CBUFRET:
        return d2s_sprintf(lc->ctx, "%%dx.types.CBufRet.%s", overload_name(lc, *o, bits[0]));
    case DXIL_PT_FOUR:
        return "%dx.types.fouri32 or %dx.types.fouri16 (by overload)";
    case DXIL_PT_OVERLOAD_VEC:
        return d2s_sprintf(lc->ctx, "<%u x %s>", p->vec_len, ot);
    case DXIL_PT_INT_VEC:
        return d2s_sprintf(lc->ctx, "<%u x i32>", p->vec_len);
    case DXIL_PT_OTHER:
        return "a first-class type";
    default:
        return token_name(p->type);
    }
}

/* Reads overload dimension `d` of `info` from the function type. */
static ovl_type derive_overload(lower_ctx *lc, const ir_type *ft, const dxil_op_overload_dim *dim, uint32_t d)
{
    ovl_type o = {NULL, 0};
    const ir_type *t = NULL;
    switch (dim->source) {
    case DXIL_OVLSRC_RETURN:
        t = ft->elem;
        break;
    case DXIL_OVLSRC_PARAM:
    case DXIL_OVLSRC_PARAM_POINTEE:
        if (dim->index < ft->member_count)
            t = ft->members[dim->index];
        if (t && dim->source == DXIL_OVLSRC_PARAM_POINTEE)
            t = t->kind == IR_TYPE_POINTER ? t->elem : NULL;
        break;
    case DXIL_OVLSRC_RETURN_STRUCT_ELEM0:
        if (ft->elem && ft->elem->kind == IR_TYPE_STRUCT && ft->elem->member_count >= 1)
            t = ft->elem->members[0];
        break;
    case DXIL_OVLSRC_RETURN_VECTOR_ELEM:
        if (ft->elem && ft->elem->kind == IR_TYPE_VECTOR)
            t = ft->elem->elem;
        break;
    case DXIL_OVLSRC_FIXED:
        o.fixed = dim->index;
        return o;
    default:
        break;
    }
    if (!t)
        call_fail(lc, D2S_ERR_INVALID, "declared type %s has no overload type where dimension %u is read from",
                  type_str(lc, ft), d);
    o.t = t;
    return o;
}

/* Checks the callee's function type against `info`'s operand signature and
 * its name against the overload, and records the overload in `decl`. */
static void check_signature(lower_ctx *lc, dxop_decl *decl, const dxil_op_info *info)
{
    const ir_function *callee = decl->fn;
    const ir_type *ft = callee->fn_type;
    if (!ft || ft->kind != IR_TYPE_FUNCTION || ft->vararg)
        call_fail(lc, D2S_ERR_INVALID, "declaration is not a fixed-arity function");
    if (ft->member_count != 1u + info->num_args)
        call_fail(lc, D2S_ERR_INVALID, "declared with %u parameters (opcode included), expected %u",
                  ft->member_count, 1u + info->num_args);
    if (!is_int(ft->members[0], 32))
        call_fail(lc, D2S_ERR_INVALID, "opcode parameter has type %s, expected i32", type_str(lc, ft->members[0]));

    ovl_type ovl[DXIL_MAX_OVERLOAD_DIMS] = {{NULL, 0}};
    uint16_t bits[DXIL_MAX_OVERLOAD_DIMS] = {0};
    uint32_t ndims = info->num_overload_dims < DXIL_MAX_OVERLOAD_DIMS ? info->num_overload_dims
                                                                       : DXIL_MAX_OVERLOAD_DIMS;
    if (ndims == 0) {
        ovl[0].fixed = DXIL_PT_VOID;
        bits[0] = DXIL_OVL_VOID;
    }
    for (uint32_t d = 0; d < ndims; d++) {
        ovl[d] = derive_overload(lc, ft, &info->overload[d], d);
        bits[d] = overload_bits(ovl[d]);
        if (!bits[d] || bits[d] == DXIL_OVL_VOID)
            call_fail(lc, D2S_ERR_INVALID, "overload type %s is not a valid DXIL overload",
                      ovl[d].t ? type_str(lc, ovl[d].t) : "?");
    }

    if (!param_matches(lc, ft->elem, &info->ret, ovl, bits))
        call_fail(lc, D2S_ERR_INVALID, "return type is %s, expected %s", type_str(lc, ft->elem),
                  expected_str(lc, &info->ret, ovl, bits));
    for (uint32_t i = 0; i < info->num_args; i++) {
        const dxil_op_param *p = &info->args[i];
        if (!param_matches(lc, ft->members[i + 1], p, ovl, bits))
            call_fail(lc, D2S_ERR_INVALID, "argument %u '%s' has type %s, expected %s", i + 1, p->name,
                      type_str(lc, ft->members[i + 1]), expected_str(lc, p, ovl, bits));
    }

    /* The name must be what DXC derives from the same overload; a
     * mismatch means the declaration was not made for this operation. */
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, lc->ctx);
    append_str(&sb, "dx.op.");
    append_str(&sb, info->op_class);
    for (uint32_t d = 0; d < ndims; d++) {
        d2s_strbuf_putc(&sb, '.');
        append_suffix(&sb, ovl[d], bits[d]);
    }
    d2s_strbuf_putc(&sb, '\0');
    if (!callee->v.name || strcmp(callee->v.name, sb.data) != 0)
        call_fail(lc, D2S_ERR_INVALID, "the declaration's name does not match its type: expected %s", sb.data);

    decl->sig_id = info->sig_id;
    memcpy(decl->ovl_bits, bits, sizeof bits);
}

/* ---- per call ------------------------------------------------------------ */

static bool is_constant(const ir_value *v)
{
    return v->kind <= IR_VAL_CONST_EXPR;
}

static bool overload_allowed(const dxil_op_overload_dim *dim, uint16_t bits)
{
    if (bits & DXIL_OVL_VECTOR)
        return (dim->vector_mask & (bits & ~DXIL_OVL_VECTOR)) != 0;
    return (dim->scalar_mask & bits) != 0;
}

static void lower_call(lower_ctx *lc, ir_instr *in, dxop_decl *decl)
{
    lc->callee = decl->fn;
    lc->info = NULL;
    const ir_type *ft = decl->fn->fn_type;
    if (in->num_ops < 1 || !in->ops[0])
        call_fail(lc, D2S_ERR_INVALID, "no opcode argument");
    const ir_value *opv = in->ops[0];
    if (opv->kind != IR_VAL_CONST_INT || !is_int(opv->type, 32))
        call_fail(lc, D2S_ERR_INVALID, "the first argument (opcode) must be an i32 constant");
    uint32_t opcode = (uint32_t)((const ir_const *)opv)->u.i;
    const dxil_op_info *info = dxil_op_lookup(opcode);
    if (!info || (info->flags & DXIL_OPF_RESERVED))
        call_fail(lc, D2S_ERR_UNSUPPORTED, "unknown DXIL opcode %s%s", opcode_str(lc, opcode),
                  info ? " (reserved)" : "");
    lc->info = info;
    if (info->class_id != decl->class_id)
        call_fail(lc, D2S_ERR_INVALID, "this operation is called through dx.op.%s.*, not the declared function",
                  info->op_class);
    if (info->sig_id != decl->sig_id)
        check_signature(lc, decl, info);
    for (uint32_t d = 0; d < info->num_overload_dims && d < DXIL_MAX_OVERLOAD_DIMS; d++) {
        if (!overload_allowed(&info->overload[d], decl->ovl_bits[d])) {
            /* The name passed check_signature, so it spells the overloads. */
            const char *suffix = decl->fn->v.name + 6 + strlen(info->op_class);
            call_fail(lc, D2S_ERR_INVALID, "overload '%s' is not allowed for this operation",
                      *suffix == '.' ? suffix + 1 : suffix);
        }
    }

    /* The reader checked arguments against the function type; the checks
     * below keep this pass correct on IR built by other means too. */
    if (in->num_ops != ft->member_count)
        call_fail(lc, D2S_ERR_INVALID, "%u arguments (opcode included), expected %u", in->num_ops, ft->member_count);
    if (in->v.type != ft->elem)
        call_fail(lc, D2S_ERR_INVALID, "result has type %s, expected %s", type_str(lc, in->v.type),
                  type_str(lc, ft->elem));
    for (uint32_t i = 0; i < info->num_args; i++) {
        const ir_value *a = in->ops[i + 1];
        const dxil_op_param *p = &info->args[i];
        if (!a)
            call_fail(lc, D2S_ERR_INVALID, "argument %u '%s' is missing", i + 1, p->name);
        if (a->type != ft->members[i + 1])
            call_fail(lc, D2S_ERR_INVALID, "argument %u '%s' has type %s, expected %s", i + 1, p->name,
                      type_str(lc, a->type), type_str(lc, ft->members[i + 1]));
        if (p->is_const && !is_constant(a))
            call_fail(lc, D2S_ERR_INVALID, "argument %u '%s' must be a constant", i + 1, p->name);
    }

    in->op = IR_OP_DXOP;
    in->aux = opcode;
    in->dxop = info;
    in->ops++;
    in->num_ops--;
}

/* ---- module ---------------------------------------------------------------- */

static bool is_dxop_name(const char *name)
{
    return name && strncmp(name, "dx.op.", 6) == 0;
}

/* Finds the dx.op.* declarations and classifies each by its class name. */
static void classify_declarations(lower_ctx *lc)
{
    ir_module *m = lc->m;
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->num_functions; i++) {
        ir_function *f = m->functions[i];
        if (f && is_dxop_name(f->v.name))
            n++;
    }
    if (!n)
        return;
    uint32_t cap = 8;
    while (cap < 2 * n)
        cap *= 2;
    lc->slots = d2s_zalloc_array(lc->ctx, cap, sizeof *lc->slots);
    lc->mask = cap - 1;
    dxop_decl *decls = d2s_zalloc_array(lc->ctx, n, sizeof *decls);
    uint32_t k = 0;
    for (uint32_t i = 0; i < m->num_functions; i++) {
        ir_function *f = m->functions[i];
        if (!f || !is_dxop_name(f->v.name))
            continue;
        if (!f->is_declaration)
            d2s_fail(lc->ctx, D2S_ERR_INVALID, "function '%s' has a body; dx.op.* functions must be declarations",
                     f->v.name);
        const char *cls = f->v.name + 6;
        size_t len = strcspn(cls, ".");
        dxop_decl *d = &decls[k++];
        d->fn = f;
        d->class_id = dxil_op_class_find(cls, len);
        d->sig_id = -1;
        f->dxop_class = d->class_id >= 0 ? dxil_op_lookup(dxil_op_classes[d->class_id].first_opcode) : NULL;
        uint32_t h = ptr_hash(f) & lc->mask;
        while (lc->slots[h]) {
            if (lc->slots[h]->fn == f)
                d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "function '%s' is listed twice in the module", f->v.name);
            h = (h + 1) & lc->mask;
        }
        lc->slots[h] = d;
    }
}

/* HLSL `precise` reaches DXIL two ways: float arithmetic without fast-math
 * flags (DXC drops them on every operation feeding a precise value), which
 * the emitter reads from the flags, and a !dx.precise attachment on dx.op
 * calls, which becomes IR_FLAG_PRECISE here. dxil_lower_dxops then
 * propagates the flag to everything feeding a precise value
 * (ir_precise.h), for inputs where DXC's own propagation is missing. */
static void mark_precise(ir_module *m)
{
    uint32_t kind = UINT32_MAX;
    for (uint32_t k = 0; k < m->num_md_kinds; k++)
        if (m->md_kinds[k] && strcmp(m->md_kinds[k], "dx.precise") == 0)
            kind = k;
    if (kind == UINT32_MAX)
        return;
    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        ir_function *f = m->functions[fi];
        if (!f || f->is_declaration)
            continue;
        for (uint32_t bi = 0; bi < f->num_blocks; bi++)
            for (uint32_t ii = 0; ii < f->blocks[bi]->num_instrs; ii++) {
                ir_instr *in = f->blocks[bi]->instrs[ii];
                for (uint32_t a = 0; a < in->num_md; a++)
                    if (in->md[a].kind == kind)
                        in->flags |= IR_FLAG_PRECISE;
            }
    }
}

static void lower_calls(ir_module *m)
{
    lower_ctx lc;
    memset(&lc, 0, sizeof lc);
    lc.m = m;
    lc.ctx = m->ctx;
    classify_declarations(&lc);
    if (!lc.slots)
        return;
    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        ir_function *f = m->functions[fi];
        if (!f || f->is_declaration)
            continue;
        lc.fn = f;
        for (uint32_t bi = 0; bi < f->num_blocks; bi++) {
            ir_block *b = f->blocks[bi];
            lc.bb = b;
            for (uint32_t ii = 0; ii < b->num_instrs; ii++) {
                ir_instr *in = b->instrs[ii];
                if (in->op != IR_OP_CALL || !in->callee)
                    continue;
                dxop_decl *d = find_decl(&lc, in->callee);
                if (!d)
                    continue;
                lc.index = ii;
                if (d->class_id < 0) {
                    lc.callee = d->fn;
                    lc.info = NULL;
                    call_fail(&lc, D2S_ERR_UNSUPPORTED, "unknown DXIL operation class '%.*s'",
                              (int)strcspn(d->fn->v.name + 6, "."), d->fn->v.name + 6);
                }
                lower_call(&lc, in, d);
            }
        }
    }
}

void dxil_lower_dxops(ir_module *m)
{
    mark_precise(m);
    lower_calls(m);
    for (uint32_t fi = 0; fi < m->num_functions; fi++)
        if (m->functions[fi] && !m->functions[fi]->is_declaration)
            ir_propagate_precise(m->ctx, m->functions[fi]);
}
