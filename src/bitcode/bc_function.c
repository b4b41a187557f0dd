/* FUNCTION blocks: basic blocks, instructions, the function's value symbol
 * table, and the CFG edges of the result.
 *
 * Operands are relative (MODULE VERSION 1): an operand field holds
 * InstID - ValueID, where InstID is the ID the current instruction would
 * get; an ID at or past InstID is a forward reference and, where the type is
 * not implied, is followed by a type ID. Instructions are checked as they
 * are read (operand types, block indices, constant struct indices), so later
 * stages can rely on the shapes documented in ir.h without re-checking.
 */
#include <string.h>

#include "bitcode/bc_internal.h"

/* bitc::FunctionCodes */
enum {
    FUNC_DECLAREBLOCKS = 1, INST_BINOP = 2, INST_CAST = 3, INST_GEP_OLD = 4, INST_SELECT = 5, INST_EXTRACTELT = 6,
    INST_INSERTELT = 7, INST_SHUFFLEVEC = 8, INST_CMP = 9, INST_RET = 10, INST_BR = 11, INST_SWITCH = 12,
    INST_INVOKE = 13, INST_UNREACHABLE = 15, INST_PHI = 16, INST_ALLOCA = 19, INST_LOAD = 20, INST_VAARG = 23,
    INST_STORE_OLD = 24, INST_EXTRACTVAL = 26, INST_INSERTVAL = 27, INST_CMP2 = 28, INST_VSELECT = 29,
    INST_INBOUNDS_GEP_OLD = 30, INST_INDIRECTBR = 31, DEBUG_LOC_AGAIN = 33, INST_CALL = 34, DEBUG_LOC = 35,
    INST_FENCE = 36, INST_CMPXCHG_OLD = 37, INST_ATOMICRMW = 38, INST_RESUME = 39, INST_LANDINGPAD_OLD = 40,
    INST_LOADATOMIC = 41, INST_STOREATOMIC_OLD = 42, INST_GEP = 43, INST_STORE = 44, INST_STOREATOMIC = 45,
    INST_CMPXCHG = 46, INST_LANDINGPAD = 47, FUNC_CODE_MAX = 48,
};
enum { VST_ENTRY = 1, VST_BBENTRY = 2 };

static const char *const func_names[FUNC_CODE_MAX] = {
    [FUNC_DECLAREBLOCKS] = "DECLAREBLOCKS", [INST_BINOP] = "BINOP", [INST_CAST] = "CAST",
    [INST_GEP_OLD] = "GEP_OLD", [INST_SELECT] = "SELECT", [INST_EXTRACTELT] = "EXTRACTELT",
    [INST_INSERTELT] = "INSERTELT", [INST_SHUFFLEVEC] = "SHUFFLEVEC", [INST_CMP] = "CMP", [INST_RET] = "RET",
    [INST_BR] = "BR", [INST_SWITCH] = "SWITCH", [INST_INVOKE] = "INVOKE", [INST_UNREACHABLE] = "UNREACHABLE",
    [INST_PHI] = "PHI", [INST_ALLOCA] = "ALLOCA", [INST_LOAD] = "LOAD", [INST_VAARG] = "VAARG",
    [INST_STORE_OLD] = "STORE_OLD", [INST_EXTRACTVAL] = "EXTRACTVAL", [INST_INSERTVAL] = "INSERTVAL",
    [INST_CMP2] = "CMP2", [INST_VSELECT] = "VSELECT", [INST_INBOUNDS_GEP_OLD] = "INBOUNDS_GEP_OLD",
    [INST_INDIRECTBR] = "INDIRECTBR", [DEBUG_LOC_AGAIN] = "DEBUG_LOC_AGAIN", [INST_CALL] = "CALL",
    [DEBUG_LOC] = "DEBUG_LOC", [INST_FENCE] = "FENCE", [INST_CMPXCHG_OLD] = "CMPXCHG_OLD",
    [INST_ATOMICRMW] = "ATOMICRMW", [INST_RESUME] = "RESUME", [INST_LANDINGPAD_OLD] = "LANDINGPAD_OLD",
    [INST_LOADATOMIC] = "LOADATOMIC", [INST_STOREATOMIC_OLD] = "STOREATOMIC_OLD", [INST_GEP] = "GEP",
    [INST_STORE] = "STORE", [INST_STOREATOMIC] = "STOREATOMIC", [INST_CMPXCHG] = "CMPXCHG",
    [INST_LANDINGPAD] = "LANDINGPAD",
};

const char *bc_function_code_name(uint32_t code)
{
    return code < FUNC_CODE_MAX ? func_names[code] : NULL;
}

bool bc_function_code_is_instruction(uint32_t code)
{
    return code < FUNC_CODE_MAX && func_names[code] && code != FUNC_DECLAREBLOCKS && code != DEBUG_LOC &&
           code != DEBUG_LOC_AGAIN;
}

/* ---- operands ------------------------------------------------------------ */

static void missing(bc_reader *rd, uint32_t i) D2S_NORETURN;
static void missing(bc_reader *rd, uint32_t i)
{
    bc_fail(rd, "record ends before operand %u", i);
}

static inline uint32_t rel_id(bc_reader *rd, uint64_t rel)
{
    if (D2S_UNLIKELY(rel > UINT32_MAX))
        bc_fail(rd, "relative value ID %llu does not fit in 32 bits", (unsigned long long)rel);
    return rd->nvals - (uint32_t)rel; /* wraps for forward references, as LLVM's writer does */
}

/* A relative operand, followed by a type ID when it is a forward reference. */
static ir_value *get_vt(bc_reader *rd, uint32_t *i)
{
    if (D2S_UNLIKELY(*i >= rd->bs.num_ops))
        missing(rd, *i);
    uint32_t id = rel_id(rd, rd->bs.ops[(*i)++]);
    if (D2S_LIKELY(id < rd->nvals))
        return rd->vals[id];
    if (*i >= rd->bs.num_ops)
        bc_fail(rd, "forward reference to value %u without a type", id);
    ir_type *t = bc_get_type(rd, rd->bs.ops[(*i)++]);
    return bc_value(rd, id, t);
}

/* A relative operand whose type the instruction implies. */
static ir_value *get_v(bc_reader *rd, uint32_t *i, ir_type *t)
{
    if (D2S_UNLIKELY(*i >= rd->bs.num_ops))
        missing(rd, *i);
    return bc_value(rd, rel_id(rd, rd->bs.ops[(*i)++]), t);
}

static uint64_t get_u(bc_reader *rd, uint32_t *i)
{
    if (D2S_UNLIKELY(*i >= rd->bs.num_ops))
        missing(rd, *i);
    return rd->bs.ops[(*i)++];
}

static void no_more(bc_reader *rd, uint32_t i)
{
    if (D2S_UNLIKELY(i != rd->bs.num_ops))
        bc_fail(rd, "record has %u operands, expected %u", rd->bs.num_ops, i);
}

static ir_block *get_bb(bc_reader *rd, uint64_t id)
{
    if (D2S_UNLIKELY(id >= rd->num_blocks))
        bc_fail(rd, "basic block %llu out of range (%u declared)", (unsigned long long)id, rd->num_blocks);
    return rd->blocks[id];
}

static void bad_type(bc_reader *rd, const char *what, const ir_type *t) D2S_NORETURN;
static void bad_type(bc_reader *rd, const char *what, const ir_type *t)
{
    char n[96];
    bc_type_name(t, n, sizeof(n));
    bc_fail(rd, "%s has type %s", what, n);
}

static void type_mismatch(bc_reader *rd, const char *what, const ir_type *a, const ir_type *b) D2S_NORETURN;
static void type_mismatch(bc_reader *rd, const char *what, const ir_type *a, const ir_type *b)
{
    char x[96], y[96];
    bc_type_name(a, x, sizeof(x));
    bc_type_name(b, y, sizeof(y));
    bc_fail(rd, "%s: %s does not match %s", what, x, y);
}

static ir_type *i1_like(bc_reader *rd, const ir_type *t)
{
    ir_type *b = bc_type_i1(rd);
    return t->kind == IR_TYPE_VECTOR ? bc_type_vector(rd, b, t->count) : b;
}

static bool is_i1_like(const ir_type *cond, const ir_type *val)
{
    const ir_type *s = bc_scalar(cond);
    if (s->kind != IR_TYPE_INT || s->width != 1)
        return false;
    if (cond->kind == IR_TYPE_VECTOR)
        return val->kind == IR_TYPE_VECTOR && val->count == cond->count;
    return true;
}

static uint32_t check_align(bc_reader *rd, uint64_t a)
{
    /* log2(alignment) + 1; LLVM caps alignment at 2^29. */
    if (a > 30)
        bc_fail(rd, "alignment field %llu is invalid", (unsigned long long)a);
    return (uint32_t)a;
}

static uint32_t check_ordering(bc_reader *rd, uint64_t o)
{
    if (o > 6)
        bc_fail(rd, "atomic ordering %llu is invalid", (unsigned long long)o);
    return (uint32_t)o;
}

/* ---- instruction construction ---------------------------------------------- */

/* One allocation holds the instruction and its operand array. */
static ir_instr *new_instr(bc_reader *rd, ir_op op, ir_type *type, uint32_t nops)
{
    ir_instr *in = d2s_alloc(rd->ctx, sizeof(ir_instr) + (size_t)nops * sizeof(ir_value *));
    memset(in, 0, sizeof(*in));
    in->v.kind = IR_VAL_INSTR;
    in->v.type = type;
    in->op = (uint16_t)op;
    in->num_ops = nops;
    in->ops = nops ? (ir_value **)(void *)(in + 1) : NULL;
    return in;
}

static ir_block **new_targets(bc_reader *rd, ir_instr *in, uint32_t n)
{
    in->num_targets = n;
    in->targets = bc_alloc_n(rd, n, sizeof(ir_block *));
    return in->targets;
}

static void close_block(bc_reader *rd)
{
    ir_block *b = rd->blocks[rd->cur_block];
    uint32_t n = 0;
    for (uint32_t i = rd->block_start; i < rd->instrs.count; i++)
        n += rd->instrs.data[i] != NULL;
    b->num_instrs = n;
    b->instrs = bc_alloc_n(rd, n, sizeof(ir_instr *));
    n = 0;
    for (uint32_t i = rd->block_start; i < rd->instrs.count; i++) {
        ir_instr *in = rd->instrs.data[i];
        if (in) {
            in->index_in_block = n;
            b->instrs[n++] = in;
        }
    }
    rd->cur_block++;
    rd->block_start = rd->instrs.count;
}

static void check_room(bc_reader *rd)
{
    if (D2S_UNLIKELY(rd->cur_block >= rd->num_blocks)) {
        if (!rd->num_blocks)
            bc_fail(rd, "instruction before DECLAREBLOCKS");
        bc_fail(rd, "instruction after the terminator of the last of %u blocks", rd->num_blocks);
    }
    if (D2S_UNLIKELY(rd->instrs.count >= rd->ctx->limits.max_instructions))
        bc_limit(rd, "more than %u instructions in one function (limits.max_instructions)",
                 rd->ctx->limits.max_instructions);
}

/* Appends in to the current block and gives it a value ID if it has a result. */
static void emit(bc_reader *rd, ir_instr *in)
{
    check_room(rd);
    ir_function *f = rd->fn;
    in->block = rd->blocks[rd->cur_block]; /* index_in_block: set when the block closes */
    if (in->v.type->kind != IR_TYPE_VOID) {
        in->v.id = f->num_values++;
        bc_define_value(rd, &in->v);
    }
    d2s_vec_push(rd->ctx, &rd->instrs, in);
    f->num_instrs++;
    if (ir_op_is_terminator(in->op))
        close_block(rd);
}

/* ---- instructions ------------------------------------------------------------ */

static ir_type *gep_result(bc_reader *rd, ir_instr *in, ir_type *src)
{
    ir_value *base = in->ops[0];
    ir_type *bt = base->type;
    if (bt->kind == IR_TYPE_VECTOR && bt->elem->kind == IR_TYPE_POINTER)
        bc_unsupported(rd, "GEP on a vector of pointers");
    if (bt->kind != IR_TYPE_POINTER)
        bad_type(rd, "GEP base", bt);
    if (!src)
        src = bt->elem;
    else if (src != bt->elem)
        type_mismatch(rd, "GEP source element type vs base pointee", src, bt->elem);
    ir_type *t = src;
    for (uint32_t k = 1; k < in->num_ops; k++) {
        ir_value *idx = in->ops[k];
        if (idx->type->kind != IR_TYPE_INT) {
            if (idx->type->kind == IR_TYPE_VECTOR)
                bc_unsupported(rd, "GEP with vector indices");
            bad_type(rd, "GEP index", idx->type);
        }
        if (k == 1)
            continue; /* steps over the pointer */
        if (t->kind == IR_TYPE_STRUCT) {
            if (idx->kind != IR_VAL_CONST_INT)
                bc_fail(rd, "GEP index %u into a struct is not a constant integer", k - 1);
            uint64_t v = ((ir_const *)idx)->u.i;
            if (v >= t->member_count)
                bc_fail(rd, "GEP index %u selects member %llu of a struct with %u", k - 1, (unsigned long long)v,
                        t->member_count);
            t = t->members[v];
        } else if (t->kind == IR_TYPE_ARRAY || t->kind == IR_TYPE_VECTOR) {
            t = t->elem;
        } else {
            bad_type(rd, "GEP indexes into a value that", t);
        }
    }
    in->aux_type = src;
    return bc_type_pointer(rd, t, bt->addrspace);
}

static void inst_gep(bc_reader *rd, uint32_t code)
{
    uint32_t i = 0, n = rd->bs.num_ops;
    bool inbounds = code == INST_INBOUNDS_GEP_OLD;
    ir_type *src = NULL;
    if (code == INST_GEP) {
        inbounds = get_u(rd, &i) != 0;
        src = bc_get_type(rd, get_u(rd, &i));
    }
    ir_value **tmp;
    uint32_t count = 0;
    rd->tmp_vals.count = 0;
    while (i < n) {
        ir_value *v = get_vt(rd, &i);
        d2s_vec_push(rd->ctx, &rd->tmp_vals, v);
    }
    tmp = rd->tmp_vals.data;
    count = rd->tmp_vals.count;
    if (!count)
        bc_fail(rd, "GEP without a base pointer");
    ir_instr *in = new_instr(rd, IR_OP_GEP, NULL, count);
    memcpy(in->ops, tmp, count * sizeof(*tmp));
    if (inbounds)
        in->flags |= IR_FLAG_INBOUNDS;
    in->v.type = gep_result(rd, in, src);
    emit(rd, in);
}

/* Walks extractvalue/insertvalue indices ops[i..] from agg's type. */
static ir_type *walk_indices(bc_reader *rd, ir_instr *in, ir_type *t, uint32_t i)
{
    uint32_t n = rd->bs.num_ops - i;
    if (n == 0)
        bc_fail(rd, "aggregate instruction without indices");
    in->num_indices = n;
    in->indices = bc_alloc_n(rd, n, sizeof(uint32_t));
    for (uint32_t k = 0; k < n; k++) {
        uint64_t v = rd->bs.ops[i + k];
        uint64_t limit;
        if (t->kind == IR_TYPE_STRUCT)
            limit = t->member_count;
        else if (t->kind == IR_TYPE_ARRAY)
            limit = t->count;
        else
            bad_type(rd, "indexed aggregate operand", t);
        if (v >= limit)
            bc_fail(rd, "aggregate index %llu out of range (%llu elements)", (unsigned long long)v,
                    (unsigned long long)limit);
        in->indices[k] = (uint32_t)v;
        t = t->kind == IR_TYPE_STRUCT ? t->members[v] : t->elem;
    }
    return t;
}

static void inst_call(bc_reader *rd)
{
    uint32_t i = 0, n = rd->bs.num_ops;
    uint64_t attr = get_u(rd, &i);
    uint64_t cc = get_u(rd, &i);
    if (attr > rd->num_attr_lists)
        bc_fail(rd, "call names attribute list %llu, only %u exist", (unsigned long long)attr, rd->num_attr_lists);
    ir_type *fnty = NULL;
    if (cc & (UINT64_C(1) << 15))
        fnty = bc_get_type(rd, get_u(rd, &i));
    ir_value *cv = get_vt(rd, &i);
    if (cv->kind != IR_VAL_FUNCTION)
        bc_unsupported(rd, "indirect call (callee is value kind %u)", cv->kind);
    ir_function *callee = (ir_function *)cv;
    ir_type *ft = callee->fn_type;
    if (fnty && fnty != ft)
        type_mismatch(rd, "call function type vs callee", fnty, ft);
    uint32_t np = ft->member_count;
    if (n - i < np)
        bc_fail(rd, "call to '%s' passes %u arguments, it takes %u", callee->v.name ? callee->v.name : "?", n - i, np);
    uint32_t nargs = ft->vararg ? 0 : np;
    bool has_md = false;
    if (ft->vararg) {
        /* Fixed parameters are value-only; the rest carry types. Count first. */
        uint32_t j = i + np;
        nargs = np;
        while (j < n) {
            uint32_t id = rel_id(rd, rd->bs.ops[j++]);
            if (id >= rd->nvals)
                j++;
            nargs++;
        }
    } else if (n - i != np) {
        bc_fail(rd, "call to '%s' passes %u arguments, it takes %u", callee->v.name ? callee->v.name : "?", n - i, np);
    }
    ir_instr *in = new_instr(rd, IR_OP_CALL, ft->elem, nargs);
    for (uint32_t k = 0; k < np; k++) {
        ir_type *pt = ft->members[k];
        if (pt->kind == IR_TYPE_METADATA) {
            /* The operand is a metadata ID; only debug intrinsics take
             * those, and they are dropped below. */
            i++;
            has_md = true;
            in->ops[k] = NULL;
            continue;
        }
        if (pt->kind == IR_TYPE_LABEL)
            bc_unsupported(rd, "call with a label argument");
        in->ops[k] = get_v(rd, &i, pt);
    }
    for (uint32_t k = np; k < nargs; k++)
        in->ops[k] = get_vt(rd, &i);
    no_more(rd, i);
    if (has_md) {
        const char *name = callee->v.name ? callee->v.name : "";
        if (strncmp(name, "llvm.dbg.", 9) != 0 || ft->elem->kind != IR_TYPE_VOID)
            bc_unsupported(rd, "call to '%s' with metadata arguments", name);
        check_room(rd);
        d2s_vec_push(rd->ctx, &rd->instrs, NULL); /* keeps attachment indices aligned */
        return;
    }
    in->callee = callee;
    if (cc & 1)
        in->flags |= IR_FLAG_TAIL;
    emit(rd, in);
}

static void inst_phi(bc_reader *rd)
{
    uint32_t n = rd->bs.num_ops;
    if (n < 1 || n % 2 != 1)
        bc_fail(rd, "PHI record has %u operands (type + pairs)", n);
    ir_type *t = bc_get_type(rd, rd->bs.ops[0]);
    if (!bc_type_is_value(t))
        bad_type(rd, "PHI", t);
    uint32_t np = (n - 1) / 2;
    ir_instr *in = new_instr(rd, IR_OP_PHI, t, np);
    ir_block **tg = new_targets(rd, in, np);
    for (uint32_t k = 0; k < np; k++) {
        /* Signed VBR: the value may come from a later block. */
        uint64_t e = rd->bs.ops[1 + 2 * k];
        if (e == 1)
            bc_fail(rd, "PHI operand %u has an invalid signed encoding", k);
        int64_t delta = (e & 1) ? -(int64_t)(e >> 1) : (int64_t)(e >> 1);
        int64_t id = (int64_t)rd->nvals - delta;
        if (id < 0 || id > (int64_t)UINT32_MAX)
            bc_fail(rd, "PHI operand %u refers to value %lld", k, (long long)id);
        in->ops[k] = bc_value(rd, (uint64_t)id, t);
        tg[k] = get_bb(rd, rd->bs.ops[2 + 2 * k]);
    }
    emit(rd, in);
}

static void inst_switch(bc_reader *rd)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t n = rd->bs.num_ops, i = 1;
    bc_need_ops(rd, 3, "SWITCH");
    if ((ops[0] >> 16) == 0x4B5)
        bc_unsupported(rd, "SWITCH with case ranges (new switch record format)");
    ir_type *t = bc_get_type(rd, ops[0]);
    if (t->kind != IR_TYPE_INT)
        bad_type(rd, "SWITCH condition", t);
    if ((n - 3) % 2)
        bc_fail(rd, "SWITCH record has %u operands (odd case list)", n);
    uint32_t nc = (n - 3) / 2;
    ir_instr *in = new_instr(rd, IR_OP_SWITCH, bc_type_void(rd), nc + 1);
    in->ops[0] = get_v(rd, &i, t);
    ir_block **tg = new_targets(rd, in, nc + 1);
    tg[0] = get_bb(rd, ops[2]);
    for (uint32_t k = 0; k < nc; k++) {
        uint64_t vid = ops[3 + 2 * k];
        if (vid >= rd->nvals)
            bc_fail(rd, "SWITCH case %u names value %llu, which is not defined yet", k, (unsigned long long)vid);
        ir_value *cv = bc_value(rd, vid, t);
        if (cv->kind != IR_VAL_CONST_INT)
            bc_fail(rd, "SWITCH case %u value is not an integer constant", k);
        in->ops[k + 1] = cv;
        tg[k + 1] = get_bb(rd, ops[4 + 2 * k]);
    }
    emit(rd, in);
}

static void inst_alloca(bc_reader *rd)
{
    const uint64_t *ops = rd->bs.ops;
    bc_need_ops(rd, 4, "ALLOCA");
    ir_type *t = bc_get_type(rd, ops[0]);
    ir_type *st = bc_get_type(rd, ops[1]);
    if (st->kind != IR_TYPE_INT)
        bad_type(rd, "ALLOCA size", st);
    if (ops[2] >= rd->nvals)
        bc_fail(rd, "ALLOCA size is value %llu, which is not defined yet", (unsigned long long)ops[2]);
    ir_value *size = bc_value(rd, ops[2], st);
    uint64_t a = ops[3];
    if (!(a & (1u << 6))) { /* no explicit-type flag: ops[0] is the result pointer type */
        if (t->kind != IR_TYPE_POINTER)
            bad_type(rd, "ALLOCA result", t);
        t = t->elem;
    }
    if (!bc_type_is_value(t))
        bad_type(rd, "ALLOCA allocated value", t);
    if (a & (1u << 5))
        bc_unsupported(rd, "inalloca");
    ir_instr *in = new_instr(rd, IR_OP_ALLOCA, bc_type_pointer(rd, t, 0), 1);
    in->ops[0] = size;
    in->aux_type = t;
    in->align_log2p1 = (uint32_t)(a & 31);
    emit(rd, in);
}

static void inst_cmpxchg(bc_reader *rd)
{
    uint32_t i = 0;
    ir_value *ptr = get_vt(rd, &i);
    ir_value *cmp = get_vt(rd, &i);
    if (ptr->type->kind != IR_TYPE_POINTER)
        bad_type(rd, "CMPXCHG pointer", ptr->type);
    if (ptr->type->elem != cmp->type)
        type_mismatch(rd, "CMPXCHG compare value vs pointee", cmp->type, ptr->type->elem);
    if (cmp->type->kind != IR_TYPE_INT && cmp->type->kind != IR_TYPE_POINTER)
        bad_type(rd, "CMPXCHG operand", cmp->type);
    ir_value *nv = get_v(rd, &i, cmp->type);
    uint32_t rest = rd->bs.num_ops - i;
    if (rest < 5)
        bc_unsupported(rd, "CMPXCHG record without failure ordering and weak flag (pre-LLVM 3.5)");
    if (rest > 5)
        bc_fail(rd, "CMPXCHG record has %u operands", rd->bs.num_ops);
    const uint64_t *ops = rd->bs.ops + i;
    ir_type *members[2] = {cmp->type, bc_type_i1(rd)};
    ir_instr *in = new_instr(rd, IR_OP_CMPXCHG, bc_type_struct_anon(rd, members, 2, false), 3);
    in->ops[0] = ptr;
    in->ops[1] = cmp;
    in->ops[2] = nv;
    if (ops[0])
        in->flags |= IR_FLAG_VOLATILE;
    in->aux = check_ordering(rd, ops[1]);
    if (ops[2] > 1)
        bc_fail(rd, "synchronization scope %llu is invalid", (unsigned long long)ops[2]);
    in->aux2 = check_ordering(rd, ops[3]);
    if (ops[4])
        in->flags |= IR_FLAG_WEAK;
    emit(rd, in);
}

static void inst_binop(bc_reader *rd)
{
    uint32_t i = 0;
    ir_value *a = get_vt(rd, &i);
    ir_value *b = get_v(rd, &i, a->type);
    uint64_t opc = get_u(rd, &i);
    const ir_type *s = bc_scalar(a->type);
    bool fp = bc_type_is_fp(s);
    if (!fp && s->kind != IR_TYPE_INT)
        bad_type(rd, "BINOP operand", a->type);
    ir_op op = bc_binop(opc, fp);
    if (op == IR_OP_INVALID)
        bc_fail(rd, "BINOP opcode %llu is invalid for %s operands", (unsigned long long)opc, fp ? "float" : "integer");
    ir_instr *in = new_instr(rd, op, a->type, 2);
    in->ops[0] = a;
    in->ops[1] = b;
    if (i < rd->bs.num_ops) {
        uint64_t fl = rd->bs.ops[i++];
        if (fp) {
            in->aux2 = (uint32_t)(fl & 0xFF);
            if (in->aux2)
                in->flags |= IR_FLAG_FAST_MATH;
        } else if (op == IR_OP_ADD || op == IR_OP_SUB || op == IR_OP_MUL || op == IR_OP_SHL) {
            in->flags |= (fl & 1 ? IR_FLAG_NUW : 0) | (fl & 2 ? IR_FLAG_NSW : 0);
        } else if (op == IR_OP_UDIV || op == IR_OP_SDIV || op == IR_OP_LSHR || op == IR_OP_ASHR) {
            in->flags |= fl & 1 ? IR_FLAG_EXACT : 0;
        }
    }
    no_more(rd, i);
    emit(rd, in);
}

static void inst_cmp(bc_reader *rd)
{
    uint32_t i = 0;
    ir_value *a = get_vt(rd, &i);
    ir_value *b = get_v(rd, &i, a->type);
    uint64_t pred = get_u(rd, &i);
    const ir_type *s = bc_scalar(a->type);
    ir_op op;
    if (bc_type_is_fp(s)) {
        if (pred > IR_FCMP_TRUE)
            bc_fail(rd, "float compare predicate %llu is invalid", (unsigned long long)pred);
        op = IR_OP_FCMP;
    } else if (s->kind == IR_TYPE_INT || s->kind == IR_TYPE_POINTER) {
        if (pred < IR_ICMP_EQ || pred > IR_ICMP_SLE)
            bc_fail(rd, "integer compare predicate %llu is invalid", (unsigned long long)pred);
        op = IR_OP_ICMP;
    } else {
        bad_type(rd, "compare operand", a->type);
    }
    ir_instr *in = new_instr(rd, op, i1_like(rd, a->type), 2);
    in->ops[0] = a;
    in->ops[1] = b;
    in->aux = (uint32_t)pred;
    if (i < rd->bs.num_ops) {
        uint64_t fl = rd->bs.ops[i++];
        if (op == IR_OP_FCMP) {
            in->aux2 = (uint32_t)(fl & 0xFF);
            if (in->aux2)
                in->flags |= IR_FLAG_FAST_MATH;
        }
    }
    no_more(rd, i);
    emit(rd, in);
}

static void instruction(bc_reader *rd, uint32_t code)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t i = 0;
    ir_instr *in;
    switch (code) {
    case INST_BINOP: inst_binop(rd); return;
    case INST_CAST: {
        ir_value *a = get_vt(rd, &i);
        ir_type *to = bc_get_type(rd, get_u(rd, &i));
        uint64_t opc = get_u(rd, &i);
        no_more(rd, i);
        ir_op op = bc_castop(opc);
        if (op == IR_OP_INVALID || !bc_type_is_value(to) || !bc_cast_ok(op, a->type, to)) {
            char x[96], y[96];
            bc_type_name(a->type, x, sizeof(x));
            bc_type_name(to, y, sizeof(y));
            bc_fail(rd, "CAST opcode %llu from %s to %s is invalid", (unsigned long long)opc, x, y);
        }
        in = new_instr(rd, op, to, 1);
        in->ops[0] = a;
        break;
    }
    case INST_GEP:
    case INST_GEP_OLD:
    case INST_INBOUNDS_GEP_OLD: inst_gep(rd, code); return;
    case INST_EXTRACTVAL: {
        ir_value *agg = get_vt(rd, &i);
        in = new_instr(rd, IR_OP_EXTRACTVALUE, NULL, 1);
        in->ops[0] = agg;
        in->v.type = walk_indices(rd, in, agg->type, i);
        break;
    }
    case INST_INSERTVAL: {
        ir_value *agg = get_vt(rd, &i);
        ir_value *val = get_vt(rd, &i);
        in = new_instr(rd, IR_OP_INSERTVALUE, agg->type, 2);
        in->ops[0] = agg;
        in->ops[1] = val;
        ir_type *t = walk_indices(rd, in, agg->type, i);
        if (t != val->type)
            type_mismatch(rd, "INSERTVAL value vs indexed member", val->type, t);
        break;
    }
    case INST_EXTRACTELT: {
        ir_value *vec = get_vt(rd, &i);
        ir_value *idx = get_vt(rd, &i);
        no_more(rd, i);
        if (vec->type->kind != IR_TYPE_VECTOR)
            bad_type(rd, "EXTRACTELT vector", vec->type);
        if (idx->type->kind != IR_TYPE_INT)
            bad_type(rd, "EXTRACTELT index", idx->type);
        in = new_instr(rd, IR_OP_EXTRACTELEMENT, vec->type->elem, 2);
        in->ops[0] = vec;
        in->ops[1] = idx;
        break;
    }
    case INST_INSERTELT: {
        ir_value *vec = get_vt(rd, &i);
        if (vec->type->kind != IR_TYPE_VECTOR)
            bad_type(rd, "INSERTELT vector", vec->type);
        ir_value *elt = get_v(rd, &i, vec->type->elem);
        ir_value *idx = get_vt(rd, &i);
        no_more(rd, i);
        if (idx->type->kind != IR_TYPE_INT)
            bad_type(rd, "INSERTELT index", idx->type);
        in = new_instr(rd, IR_OP_INSERTELEMENT, vec->type, 3);
        in->ops[0] = vec;
        in->ops[1] = elt;
        in->ops[2] = idx;
        break;
    }
    case INST_SHUFFLEVEC: {
        ir_value *v1 = get_vt(rd, &i);
        if (v1->type->kind != IR_TYPE_VECTOR)
            bad_type(rd, "SHUFFLEVEC operand", v1->type);
        ir_value *v2 = get_v(rd, &i, v1->type);
        ir_value *mask = get_vt(rd, &i);
        no_more(rd, i);
        const ir_type *mt = mask->type;
        if (mt->kind != IR_TYPE_VECTOR || mt->elem->kind != IR_TYPE_INT || mt->elem->width != 32)
            bad_type(rd, "SHUFFLEVEC mask", mt);
        if (mask->kind > IR_VAL_CONST_EXPR)
            bc_fail(rd, "SHUFFLEVEC mask is not a constant");
        in = new_instr(rd, IR_OP_SHUFFLEVECTOR, bc_type_vector(rd, v1->type->elem, mt->count), 3);
        in->ops[0] = v1;
        in->ops[1] = v2;
        in->ops[2] = mask;
        break;
    }
    case INST_VSELECT:
    case INST_SELECT: {
        ir_value *t = get_vt(rd, &i);
        ir_value *f = get_v(rd, &i, t->type);
        ir_value *c = code == INST_VSELECT ? get_vt(rd, &i) : get_v(rd, &i, bc_type_i1(rd));
        no_more(rd, i);
        if (!is_i1_like(c->type, t->type))
            bad_type(rd, "select condition", c->type);
        in = new_instr(rd, IR_OP_SELECT, t->type, 3);
        in->ops[0] = c;
        in->ops[1] = t;
        in->ops[2] = f;
        break;
    }
    case INST_CMP:
    case INST_CMP2: inst_cmp(rd); return;
    case INST_RET: {
        ir_type *rt = rd->fn->fn_type->elem;
        if (rd->bs.num_ops == 0) {
            if (rt->kind != IR_TYPE_VOID)
                bad_type(rd, "'ret void' in a function whose result", rt);
            in = new_instr(rd, IR_OP_RET, bc_type_void(rd), 0);
            break;
        }
        ir_value *v = get_vt(rd, &i);
        no_more(rd, i);
        if (v->type != rt)
            type_mismatch(rd, "returned value vs function result", v->type, rt);
        in = new_instr(rd, IR_OP_RET, bc_type_void(rd), 1);
        in->ops[0] = v;
        break;
    }
    case INST_BR: {
        uint32_t n = rd->bs.num_ops;
        if (n == 1) {
            in = new_instr(rd, IR_OP_BR, bc_type_void(rd), 0);
            new_targets(rd, in, 1)[0] = get_bb(rd, ops[0]);
        } else if (n == 3) {
            in = new_instr(rd, IR_OP_BR, bc_type_void(rd), 1);
            ir_block **tg = new_targets(rd, in, 2);
            tg[0] = get_bb(rd, ops[0]);
            tg[1] = get_bb(rd, ops[1]);
            i = 2;
            in->ops[0] = get_v(rd, &i, bc_type_i1(rd));
        } else {
            bc_fail(rd, "BR record has %u operands (1 or 3)", n);
        }
        break;
    }
    case INST_SWITCH: inst_switch(rd); return;
    case INST_UNREACHABLE: in = new_instr(rd, IR_OP_UNREACHABLE, bc_type_void(rd), 0); break;
    case INST_PHI: inst_phi(rd); return;
    case INST_ALLOCA: inst_alloca(rd); return;
    case INST_LOAD: {
        ir_value *p = get_vt(rd, &i);
        if (p->type->kind != IR_TYPE_POINTER)
            bad_type(rd, "LOAD pointer", p->type);
        ir_type *t = p->type->elem;
        uint32_t rest = rd->bs.num_ops - i;
        if (rest == 3) {
            ir_type *et = bc_get_type(rd, ops[i++]);
            if (et != t)
                type_mismatch(rd, "LOAD type vs pointee", et, t);
        } else if (rest != 2) {
            bc_fail(rd, "LOAD record has %u operands", rd->bs.num_ops);
        }
        if (!bc_type_is_value(t))
            bad_type(rd, "loaded value", t);
        in = new_instr(rd, IR_OP_LOAD, t, 1);
        in->ops[0] = p;
        in->aux_type = t;
        in->align_log2p1 = check_align(rd, ops[i]);
        if (ops[i + 1])
            in->flags |= IR_FLAG_VOLATILE;
        break;
    }
    case INST_STORE:
    case INST_STORE_OLD: {
        ir_value *p = get_vt(rd, &i);
        if (p->type->kind != IR_TYPE_POINTER)
            bad_type(rd, "STORE pointer", p->type);
        ir_value *v = code == INST_STORE ? get_vt(rd, &i) : get_v(rd, &i, p->type->elem);
        if (v->type != p->type->elem)
            type_mismatch(rd, "stored value vs pointee", v->type, p->type->elem);
        if (rd->bs.num_ops - i != 2)
            bc_fail(rd, "STORE record has %u operands", rd->bs.num_ops);
        in = new_instr(rd, IR_OP_STORE, bc_type_void(rd), 2);
        in->ops[0] = p;
        in->ops[1] = v;
        in->align_log2p1 = check_align(rd, ops[i]);
        if (ops[i + 1])
            in->flags |= IR_FLAG_VOLATILE;
        break;
    }
    case INST_CALL: inst_call(rd); return;
    case INST_ATOMICRMW: {
        ir_value *p = get_vt(rd, &i);
        if (p->type->kind != IR_TYPE_POINTER || p->type->elem->kind != IR_TYPE_INT)
            bad_type(rd, "ATOMICRMW pointer", p->type);
        ir_value *v = get_v(rd, &i, p->type->elem);
        if (rd->bs.num_ops - i != 4)
            bc_fail(rd, "ATOMICRMW record has %u operands", rd->bs.num_ops);
        if (ops[i] > 10)
            bc_fail(rd, "ATOMICRMW operation %llu is invalid", (unsigned long long)ops[i]);
        if (ops[i + 3] > 1)
            bc_fail(rd, "synchronization scope %llu is invalid", (unsigned long long)ops[i + 3]);
        in = new_instr(rd, IR_OP_ATOMICRMW, v->type, 2);
        in->ops[0] = p;
        in->ops[1] = v;
        in->aux = (uint32_t)ops[i];
        if (ops[i + 1])
            in->flags |= IR_FLAG_VOLATILE;
        in->aux2 = check_ordering(rd, ops[i + 2]);
        break;
    }
    case INST_CMPXCHG: inst_cmpxchg(rd); return;
    case INST_FENCE:
        bc_need_ops(rd, 2, "FENCE");
        if (ops[1] > 1)
            bc_fail(rd, "synchronization scope %llu is invalid", (unsigned long long)ops[1]);
        in = new_instr(rd, IR_OP_FENCE, bc_type_void(rd), 0);
        in->aux = check_ordering(rd, ops[0]);
        in->aux2 = (uint32_t)ops[1];
        break;
    default: {
        const char *n = bc_function_code_name(code);
        if (n)
            bc_unsupported(rd, "instruction %s (code %u)", n, code);
        bc_unsupported(rd, "function record code %u", code);
    }
    }
    emit(rd, in);
}

/* ---- the block --------------------------------------------------------------- */

static void declare_blocks(bc_reader *rd)
{
    bc_need_ops(rd, 1, "DECLAREBLOCKS");
    uint64_t n = rd->bs.ops[0];
    if (rd->num_blocks)
        bc_fail(rd, "second DECLAREBLOCKS");
    if (n == 0)
        bc_fail(rd, "DECLAREBLOCKS 0");
    /* Every block ends in a terminator record of at least a few bits. */
    if (n > bs_remaining_bits(&rd->bs) / 2)
        bc_fail(rd, "DECLAREBLOCKS %llu exceeds what the remaining %llu bits can hold", (unsigned long long)n,
                (unsigned long long)bs_remaining_bits(&rd->bs));
    if (n > rd->ctx->limits.max_blocks)
        bc_limit(rd, "DECLAREBLOCKS %llu exceeds limits.max_blocks (%u)", (unsigned long long)n,
                 rd->ctx->limits.max_blocks);
    ir_block *storage = d2s_zalloc_array(rd->ctx, n, sizeof(ir_block));
    rd->blocks = d2s_alloc_array(rd->ctx, n, sizeof(ir_block *));
    for (uint32_t b = 0; b < n; b++) {
        storage[b].id = b;
        rd->blocks[b] = &storage[b];
    }
    rd->num_blocks = (uint32_t)n;
}

static void parse_function_vst(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        uint32_t code = rd->bs.code;
        if (code != VST_ENTRY && code != VST_BBENTRY)
            continue;
        bc_need_ops(rd, 1, code == VST_ENTRY ? "VST_ENTRY" : "VST_BBENTRY");
        uint64_t id = rd->bs.ops[0];
        const char *name = bc_record_string(rd, 1, NULL);
        if (code == VST_BBENTRY) {
            get_bb(rd, id)->name = name;
            continue;
        }
        if (id < rd->num_module_values || id >= rd->nvals)
            bc_fail(rd, "symbol for value %llu, which is not an argument or instruction of this function",
                    (unsigned long long)id);
        ir_value *v = rd->vals[id];
        if (v->kind != IR_VAL_ARG && v->kind != IR_VAL_INSTR)
            bc_fail(rd, "symbol for value %llu, which is a constant", (unsigned long long)id);
        v->name = name;
    }
}

/* succs: distinct, terminator order; preds: distinct, block order. */
static void compute_cfg(bc_reader *rd, ir_function *f)
{
    uint32_t nb = f->num_blocks;
    rd->scratch.count = 0;
    d2s_vec_reserve(rd->ctx, &rd->scratch, 2 * nb);
    uint32_t *mark = rd->scratch.data, *npred = mark + nb;
    memset(mark, 0, 2 * (size_t)nb * sizeof(uint32_t));
    uint64_t total = 0;
    for (uint32_t b = 0; b < nb; b++) {
        ir_block *bb = f->blocks[b];
        total += bb->instrs[bb->num_instrs - 1]->num_targets;
    }
    ir_block **edges = d2s_alloc_array(rd->ctx, total ? total : 1, sizeof(ir_block *));
    uint64_t used = 0;
    for (uint32_t b = 0; b < nb; b++) {
        ir_block *bb = f->blocks[b];
        ir_instr *t = bb->instrs[bb->num_instrs - 1];
        bb->succs = edges + used;
        for (uint32_t k = 0; k < t->num_targets; k++) {
            ir_block *s = t->targets[k];
            if (mark[s->id] != b + 1) {
                mark[s->id] = b + 1;
                bb->succs[bb->num_succs++] = s;
                npred[s->id]++;
            }
        }
        used += bb->num_succs;
    }
    ir_block **preds = d2s_alloc_array(rd->ctx, used ? used : 1, sizeof(ir_block *));
    uint64_t at = 0;
    for (uint32_t b = 0; b < nb; b++) {
        f->blocks[b]->preds = preds + at;
        at += npred[b];
    }
    for (uint32_t b = 0; b < nb; b++) {
        ir_block *bb = f->blocks[b];
        for (uint32_t k = 0; k < bb->num_succs; k++) {
            ir_block *s = bb->succs[k];
            s->preds[s->num_preds++] = bb;
        }
    }
}

static void finish_function(bc_reader *rd)
{
    ir_function *f = rd->fn;
    rd->fn_end = true;
    if (!rd->num_blocks)
        bc_fail(rd, "function body without DECLAREBLOCKS");
    if (rd->cur_block < rd->num_blocks)
        bc_fail(rd, "block %u of %u has no terminator", rd->cur_block, rd->num_blocks);
    if (rd->fn_forward) {
        for (uint32_t k = 0; k < rd->instrs.count; k++) {
            ir_instr *in = rd->instrs.data[k];
            if (!in)
                continue;
            for (uint32_t j = 0; j < in->num_ops; j++)
                if (in->ops[j]->kind == BC_VAL_PLACEHOLDER)
                    in->ops[j] = bc_resolve(rd, in->ops[j]);
        }
    }
    bc_metadata_end_function(rd);
    f->blocks = rd->blocks;
    f->num_blocks = rd->num_blocks;
    compute_cfg(rd, f);
    bc_values_truncate(rd, rd->num_module_values);
    rd->fn = NULL;
    rd->fn_end = false;
    rd->instrs.count = 0;
    rd->blocks = NULL;
    rd->num_blocks = 0;
    rd->cur_block = 0;
    rd->block_start = 0;
    rd->fn_forward = false;
}

void bc_parse_function_block(bc_reader *rd)
{
    if (rd->next_body >= rd->bodies.count)
        bc_fail(rd, "FUNCTION block number %u, but only %u functions have bodies", rd->next_body + 1,
                rd->bodies.count);
    ir_function *f = rd->bodies.data[rd->next_body++];
    rd->fn = f;
    bs_enter_block(&rd->bs);
    rd->fwd_end_bit = rd->bs.scopes[rd->bs.depth].end_bit;
    for (uint32_t a = 0; a < f->num_args; a++)
        bc_define_value(rd, &f->args[a]->v);
    f->num_values = f->num_args;
    for (;;) {
        bs_entry_kind k = bs_advance(&rd->bs);
        if (k == BS_END_BLOCK)
            break;
        if (k == BS_SUBBLOCK) {
            switch (rd->bs.block_id) {
            case BC_BLOCK_CONSTANTS: bc_parse_constants(rd); break;
            case BC_BLOCK_METADATA: bc_parse_metadata(rd); break;
            case BC_BLOCK_METADATA_ATTACHMENT: bc_parse_md_attachments(rd); break;
            case BC_BLOCK_VALUE_SYMTAB: parse_function_vst(rd); break;
            default: bs_skip_block(&rd->bs); break; /* USELIST */
            }
            continue;
        }
        uint32_t code = rd->bs.code;
        if (code == FUNC_DECLAREBLOCKS)
            declare_blocks(rd);
        else if (code == DEBUG_LOC || code == DEBUG_LOC_AGAIN)
            continue;
        else
            instruction(rd, code);
    }
    finish_function(rd);
}
