/* The SM 4/5 lowering's driver: module and entry point, the helpers every
 * lowering file uses, and D3D's structured control flow (if/else/endif,
 * loop/endloop, switch/case/default/endswitch, break/continue/ret and their
 * conditional forms) turned into blocks with SSA values for the registers.
 */
#include <stdio.h>
#include <string.h>

#include "dxbc/dxbc_internal.h"
#include "dxbc/dxbc_opcodes.h"

void dxbc_fail(dxbc_lower *lc, d2s_status st, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *stage = lc->prog ? dxbc_stage_name(lc->prog->program_type) : "?";
    if (lc->in)
        d2s_fail(lc->ctx, st, "%s shader, %s: %s", stage, dxbc_instr_where(lc->ctx, lc->prog, lc->in), msg);
    d2s_fail(lc->ctx, st, "%s shader: %s", stage, msg);
}

/* ---- values ------------------------------------------------------------------ */

ir_value *dxbc_u32(dxbc_lower *lc, uint32_t v)
{
    return &ir_const_int(lc->m, lc->t_i32, v)->v;
}

ir_value *dxbc_i8(dxbc_lower *lc, uint32_t v)
{
    return &ir_const_int(lc->m, lc->t_i8, v & 0xFF)->v;
}

ir_value *dxbc_i1(dxbc_lower *lc, bool v)
{
    return &ir_const_int(lc->m, lc->t_i1, v)->v;
}

ir_value *dxbc_f32_bits(dxbc_lower *lc, uint32_t bits)
{
    return &ir_const_float_bits(lc->m, lc->t_f32, bits)->v;
}

ir_value *dxbc_f32(dxbc_lower *lc, float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    return dxbc_f32_bits(lc, bits);
}

ir_value *dxbc_undef(dxbc_lower *lc, ir_type *t)
{
    return &ir_const_undef(lc->m, t)->v;
}

/* Float arithmetic carries LLVM's `fast` flag (UnsafeAlgebra), as DXC
 * writes it, unless the component being computed is precise (the
 * instruction's precise mask, or a program without refactoringAllowed,
 * whose arithmetic D3D forbids reordering): then it is left strict, which
 * the IR's precise propagation (ir_precise.h) honours. */
static void mark_float(dxbc_lower *lc, ir_instr *in)
{
    if (lc->precise) {
        in->flags |= IR_FLAG_PRECISE;
    } else {
        in->flags |= IR_FLAG_FAST_MATH;
        in->aux2 = 1;
    }
}

ir_value *dxbc_binop(dxbc_lower *lc, ir_op op, ir_value *a, ir_value *b)
{
    ir_instr *in = ir_build_binop(lc->m, lc->fn, lc->bb, op, a, b);
    if (op >= IR_OP_FADD && op <= IR_OP_FREM)
        mark_float(lc, in);
    return &in->v;
}

ir_value *dxbc_cast(dxbc_lower *lc, ir_op op, ir_value *a, ir_type *to)
{
    return &ir_build_cast(lc->m, lc->fn, lc->bb, op, a, to)->v;
}

ir_value *dxbc_icmp(dxbc_lower *lc, uint32_t pred, ir_value *a, ir_value *b)
{
    return &ir_build_icmp(lc->m, lc->fn, lc->bb, pred, a, b)->v;
}

ir_value *dxbc_fcmp(dxbc_lower *lc, uint32_t pred, ir_value *a, ir_value *b)
{
    ir_instr *in = ir_build_fcmp(lc->m, lc->fn, lc->bb, pred, a, b);
    mark_float(lc, in);
    return &in->v;
}

ir_value *dxbc_select(dxbc_lower *lc, ir_value *c, ir_value *t, ir_value *e)
{
    return &ir_build_select(lc->m, lc->fn, lc->bb, c, t, e)->v;
}

ir_value *dxbc_extract(dxbc_lower *lc, ir_value *agg, uint32_t index)
{
    const ir_type *t = agg->type;
    if (t->kind != IR_TYPE_STRUCT || index >= t->member_count)
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: extractvalue %u of a non-struct", index);
    ir_instr *in = ir_instr_create(lc->m, IR_OP_EXTRACTVALUE, t->members[index], &agg, 1, NULL, 0);
    in->num_indices = 1;
    in->indices = d2s_alloc(lc->ctx, sizeof(uint32_t));
    in->indices[0] = index;
    return &ir_block_append(lc->m, lc->fn, lc->bb, in)->v;
}

ir_value *dxbc_op(dxbc_lower *lc, uint32_t opcode, ir_type *overload, ir_value *const *args, uint32_t n)
{
    ir_instr *in = dxil_build_op(lc->ob, lc->fn, lc->bb, opcode, overload, args, n);
    if (lc->precise)
        in->flags |= IR_FLAG_PRECISE;
    return &in->v;
}

/* ---- calls made once ------------------------------------------------------------ */

/* The same read-only call with the same arguments is made once per block
 * (constant-buffer rows, inputs), or once per function in its entry block
 * when every argument is a constant (system values): DXBC code reads
 * cb0[3].x and cb0[3].y, or vThreadID.x, as separate operands, and DXC's
 * output would hold one call. An open-addressed table keyed by block,
 * opcode, overload and arguments, grown at half full: every repeat finds
 * its first call, whatever the hash. The hash reads numbers, never
 * addresses (block, value and type numbers), so the table's layout, like
 * the IR, is the same from one run to the next. */
#define CALL_CACHE_MIN_SLOTS 64u

typedef struct dxbc_call_slot {
    ir_block *block; /* NULL: empty */
    uint32_t opcode, nargs;
    ir_type *overload;
    ir_value *args[4];
    ir_value *value;
    uint64_t hash;
} dxbc_call_slot;

static bool same_arg(const ir_value *a, const ir_value *b)
{
    if (a == b)
        return true;
    if (a->kind != b->kind || a->type != b->type)
        return false;
    if (a->kind == IR_VAL_CONST_INT)
        return ((const ir_const *)a)->u.i == ((const ir_const *)b)->u.i;
    return a->kind == IR_VAL_CONST_UNDEF;
}

static uint64_t arg_hash(const ir_value *v)
{
    if (v->kind == IR_VAL_CONST_INT)
        return ((const ir_const *)v)->u.i * 0x9E3779B97F4A7C15ull + 1;
    if (v->kind == IR_VAL_CONST_UNDEF)
        return 0x51ED270B;
    return ((uint64_t)v->kind << 32 | v->id) * 0xD6E8FEB86659FD93ull;
}

static uint64_t call_hash(const ir_block *target, uint32_t opcode, const ir_type *overload, ir_value *const *args,
                          uint32_t n)
{
    uint64_t h = (opcode * 0xFF51AFD7ED558CCDull ^ (overload ? overload->id + 1ull : 0)) + target->id;
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ arg_hash(args[i])) * 0xC4CEB9FE1A85EC53ull;
    return h ^ (h >> 32);
}

/* The slot holding this call, or the empty slot where it belongs. */
static dxbc_call_slot *call_slot(dxbc_lower *lc, uint64_t h, const ir_block *target, uint32_t opcode,
                                 const ir_type *overload, ir_value *const *args, uint32_t n)
{
    for (uint32_t i = (uint32_t)h & lc->call_cache_mask;; i = (i + 1) & lc->call_cache_mask) {
        dxbc_call_slot *s = &lc->call_cache[i];
        if (!s->block)
            return s;
        if (s->hash != h || s->block != target || s->opcode != opcode || s->overload != overload || s->nargs != n)
            continue;
        bool hit = true;
        for (uint32_t k = 0; k < n && hit; k++)
            hit = same_arg(s->args[k], args[k]);
        if (hit)
            return s;
    }
}

static void call_cache_grow(dxbc_lower *lc)
{
    dxbc_call_slot *old = lc->call_cache;
    uint32_t old_size = old ? lc->call_cache_mask + 1 : 0;
    uint32_t size = old ? old_size * 2 : CALL_CACHE_MIN_SLOTS;
    lc->call_cache = d2s_zalloc_array(lc->ctx, size, sizeof(*lc->call_cache));
    lc->call_cache_mask = size - 1;
    for (uint32_t i = 0; i < old_size; i++) {
        if (!old[i].block)
            continue;
        uint32_t j = (uint32_t)old[i].hash & lc->call_cache_mask;
        while (lc->call_cache[j].block)
            j = (j + 1) & lc->call_cache_mask;
        lc->call_cache[j] = old[i];
    }
}

void dxbc_entry_begin(dxbc_lower *lc, dxbc_entry_state *st)
{
    ir_block *entry = lc->fn->blocks[0];
    st->save = lc->bb;
    st->term = NULL;
    if (entry->num_instrs && ir_op_is_terminator(entry->instrs[entry->num_instrs - 1]->op)) {
        st->term = entry->instrs[--entry->num_instrs];
        lc->fn->num_instrs--;
    }
    lc->bb = entry;
}

void dxbc_entry_end(dxbc_lower *lc, dxbc_entry_state *st)
{
    if (st->term)
        ir_block_append(lc->m, lc->fn, lc->fn->blocks[0], st->term);
    lc->bb = st->save;
}

ir_value *dxbc_op_once(dxbc_lower *lc, uint32_t opcode, ir_type *overload, ir_value *const *args, uint32_t n,
                       bool in_entry)
{
    if (n > 4)
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: a cached call with %u arguments", n);
    if (!lc->call_cache || (lc->call_cache_count + 1) * 2 > lc->call_cache_mask + 1)
        call_cache_grow(lc);
    ir_block *target = in_entry ? lc->fn->blocks[0] : lc->bb;
    uint64_t h = call_hash(target, opcode, overload, args, n);
    dxbc_call_slot *slot = call_slot(lc, h, target, opcode, overload, args, n);
    if (slot->block)
        return slot->value;
    bool precise = lc->precise;
    lc->precise = false; /* a read, shared by computations precise or not */
    dxbc_entry_state st;
    if (in_entry)
        dxbc_entry_begin(lc, &st);
    ir_value *v = dxbc_op(lc, opcode, overload, args, n);
    if (in_entry)
        dxbc_entry_end(lc, &st);
    lc->precise = precise;
    slot->block = target;
    slot->opcode = opcode;
    slot->overload = overload;
    slot->nargs = n;
    slot->hash = h;
    for (uint32_t i = 0; i < n; i++)
        slot->args[i] = args[i];
    slot->value = v;
    lc->call_cache_count++;
    return v;
}

ir_value *dxbc_bool_to_mask(dxbc_lower *lc, ir_value *cond)
{
    return dxbc_select(lc, cond, dxbc_u32(lc, 0xFFFFFFFFu), dxbc_u32(lc, 0));
}

ir_value *dxbc_nonzero(dxbc_lower *lc, ir_value *v)
{
    return dxbc_icmp(lc, IR_ICMP_NE, dxbc_as_i32(lc, v), dxbc_u32(lc, 0));
}

/* Float or double -> i32 with D3D's saturation (ftoi/ftou, dtoi/dtou):
 * NaN gives 0, values beyond the range give its bound. The bounds are
 * exact in both widths; a value between the lowest integer and the next
 * representable one below truncates to that integer anyway. */
ir_value *dxbc_ftoi(dxbc_lower *lc, ir_value *x, bool is_signed)
{
    ir_type *t = x->type;
    bool f64 = t == lc->t_f64;
    /* 2^31, -2^31, 2^32 in the operand's width */
    ir_value *p31 = &ir_const_float_bits(lc->m, t, f64 ? 0x41E0000000000000ull : 0x4F000000u)->v;
    ir_value *m31 = &ir_const_float_bits(lc->m, t, f64 ? 0xC1E0000000000000ull : 0xCF000000u)->v;
    ir_value *p32 = &ir_const_float_bits(lc->m, t, f64 ? 0x41F0000000000000ull : 0x4F800000u)->v;
    ir_value *zero = &ir_const_float_bits(lc->m, t, 0)->v;
    ir_value *r = dxbc_cast(lc, is_signed ? IR_OP_FPTOSI : IR_OP_FPTOUI, x, lc->t_i32);
    if (is_signed) {
        r = dxbc_select(lc, dxbc_fcmp(lc, IR_FCMP_OGE, x, p31), dxbc_u32(lc, 0x7FFFFFFFu), r);
        r = dxbc_select(lc, dxbc_fcmp(lc, IR_FCMP_OLT, x, m31), dxbc_u32(lc, 0x80000000u), r);
        return dxbc_select(lc, dxbc_fcmp(lc, IR_FCMP_UNO, x, x), dxbc_u32(lc, 0), r);
    }
    r = dxbc_select(lc, dxbc_fcmp(lc, IR_FCMP_OGE, x, p32), dxbc_u32(lc, 0xFFFFFFFFu), r);
    return dxbc_select(lc, dxbc_fcmp(lc, IR_FCMP_ULE, x, zero), dxbc_u32(lc, 0), r); /* also NaN */
}

/* A bitcast's operand when `v` is a bitcast from `want`, else NULL. */
static ir_value *unbitcast(ir_value *v, uint32_t want_kind)
{
    if (v->kind != IR_VAL_INSTR)
        return NULL;
    ir_instr *in = (ir_instr *)v;
    if (in->op == IR_OP_BITCAST && in->ops[0]->type->kind == want_kind)
        return in->ops[0];
    return NULL;
}

ir_value *dxbc_as_i32(dxbc_lower *lc, ir_value *v)
{
    if (v->type == lc->t_i32)
        return v;
    if (v->type != lc->t_f32)
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: a %u-kind value used as register bits", v->type->kind);
    ir_value *u = unbitcast(v, IR_TYPE_INT);
    if (u)
        return u;
    if (v->kind == IR_VAL_CONST_FLOAT)
        return dxbc_u32(lc, (uint32_t)((ir_const *)v)->u.bits);
    if (v->kind == IR_VAL_CONST_UNDEF)
        return dxbc_undef(lc, lc->t_i32);
    return dxbc_cast(lc, IR_OP_BITCAST, v, lc->t_i32);
}

ir_value *dxbc_as_f32(dxbc_lower *lc, ir_value *v)
{
    if (v->type == lc->t_f32)
        return v;
    if (v->type != lc->t_i32)
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: a %u-kind value used as a float", v->type->kind);
    ir_value *u = unbitcast(v, IR_TYPE_FLOAT);
    if (u)
        return u;
    if (v->kind == IR_VAL_CONST_INT)
        return dxbc_f32_bits(lc, (uint32_t)((ir_const *)v)->u.i);
    if (v->kind == IR_VAL_CONST_UNDEF)
        return dxbc_undef(lc, lc->t_f32);
    return dxbc_cast(lc, IR_OP_BITCAST, v, lc->t_f32);
}

/* ---- blocks -------------------------------------------------------------------- */

ir_block *dxbc_new_block(dxbc_lower *lc)
{
    if (lc->fn->num_blocks >= lc->ctx->limits.max_blocks)
        dxbc_fail(lc, D2S_ERR_LIMIT, "more than %u blocks (limits.max_blocks)", lc->ctx->limits.max_blocks);
    return ir_block_create(lc->m, lc->fn, NULL);
}

void dxbc_br(dxbc_lower *lc, ir_block *to)
{
    ir_build_br(lc->m, lc->fn, lc->bb, to);
    dxbc_ssa_add_pred(lc, to, lc->bb);
}

void dxbc_condbr(dxbc_lower *lc, ir_value *cond, ir_block *t, ir_block *e)
{
    ir_build_condbr(lc->m, lc->fn, lc->bb, cond, t, e);
    dxbc_ssa_add_pred(lc, t, lc->bb);
    dxbc_ssa_add_pred(lc, e, lc->bb);
}

void dxbc_set_block(dxbc_lower *lc, ir_block *b)
{
    lc->bb = b;
}

void dxbc_start_dead_block(dxbc_lower *lc)
{
    ir_block *b = dxbc_new_block(lc);
    dxbc_ssa_seal(lc, b);
    lc->bb = b;
}

/* A block with one known predecessor, the current block, made current. */
static ir_block *continue_in_new(dxbc_lower *lc, ir_block *b)
{
    dxbc_ssa_seal(lc, b);
    lc->bb = b;
    return b;
}

/* ---- structured control flow ------------------------------------------------------ */

static ir_value *test_cond(dxbc_lower *lc, const dxbc_instr *in)
{
    ir_value *v = dxbc_src_i32(lc, &in->src[0], 0);
    return dxbc_icmp(lc, in->test_nonzero ? IR_ICMP_NE : IR_ICMP_EQ, v, dxbc_u32(lc, 0));
}

static dxbc_cf *cf_top(dxbc_lower *lc, const char *what)
{
    if (!lc->cf.count)
        dxbc_invalid(lc, "%s outside any if, loop or switch", what);
    return &lc->cf.data[lc->cf.count - 1];
}

/* The innermost loop (continue) or loop/switch (break). */
static dxbc_cf *cf_target(dxbc_lower *lc, bool loop_only, const char *what)
{
    for (uint32_t i = lc->cf.count; i-- > 0;) {
        dxbc_cf *c = &lc->cf.data[i];
        if (c->kind == DXBC_CF_LOOP || (!loop_only && c->kind == DXBC_CF_SWITCH))
            return c;
    }
    dxbc_invalid(lc, "%s outside any %s", what, loop_only ? "loop" : "loop or switch");
}

static void cf_push(dxbc_lower *lc, dxbc_cf c)
{
    if (lc->cf.count >= lc->ctx->limits.max_nesting)
        dxbc_fail(lc, D2S_ERR_LIMIT, "control flow nested more than %u deep (limits.max_nesting)",
                  lc->ctx->limits.max_nesting);
    d2s_vec_push(lc->ctx, &lc->cf, c);
}

/* case / default: the block the label starts. Consecutive labels share
 * it; a case body that runs into the next label falls through to it. */
static ir_block *case_block(dxbc_lower *lc, dxbc_cf *c)
{
    ir_block *cur = lc->bb;
    if (c->case_targets.count && c->case_targets.data[c->case_targets.count - 1] == cur && !cur->num_instrs)
        return cur;
    if (c->has_default && c->else_block == cur && !cur->num_instrs)
        return cur;
    ir_block *t = dxbc_new_block(lc);
    dxbc_ssa_add_pred(lc, t, c->sw_block);
    if (!cur->num_instrs || !ir_op_is_terminator(cur->instrs[cur->num_instrs - 1]->op))
        dxbc_br(lc, t); /* fallthrough (a dead block's edge is dropped later) */
    dxbc_ssa_seal(lc, t);
    lc->bb = t;
    return t;
}

static void lower_control(dxbc_lower *lc, const dxbc_instr *in)
{
    switch (in->opcode) {
    case DXBC_OP_IF: {
        ir_value *cond = test_cond(lc, in);
        dxbc_cf c = {0};
        c.kind = DXBC_CF_IF;
        ir_block *then_b = dxbc_new_block(lc);
        c.else_block = dxbc_new_block(lc);
        c.merge = dxbc_new_block(lc);
        dxbc_condbr(lc, cond, then_b, c.else_block);
        dxbc_ssa_seal(lc, c.else_block);
        cf_push(lc, c);
        continue_in_new(lc, then_b);
        return;
    }
    case DXBC_OP_ELSE: {
        dxbc_cf *c = cf_top(lc, "else");
        if (c->kind != DXBC_CF_IF || !c->else_block)
            dxbc_invalid(lc, "else without its if");
        dxbc_br(lc, c->merge);
        lc->bb = c->else_block;
        c->else_block = NULL;
        return;
    }
    case DXBC_OP_ENDIF: {
        dxbc_cf *c = cf_top(lc, "endif");
        if (c->kind != DXBC_CF_IF)
            dxbc_invalid(lc, "endif closes a %s", c->kind == DXBC_CF_LOOP ? "loop" : "switch");
        dxbc_br(lc, c->merge);
        if (c->else_block) {
            lc->bb = c->else_block;
            dxbc_br(lc, c->merge);
        }
        ir_block *merge = c->merge;
        lc->cf.count--;
        continue_in_new(lc, merge);
        return;
    }
    case DXBC_OP_LOOP: {
        dxbc_cf c = {0};
        c.kind = DXBC_CF_LOOP;
        c.header = dxbc_new_block(lc);
        c.merge = dxbc_new_block(lc);
        dxbc_br(lc, c.header);
        lc->bb = c.header; /* sealed at endloop, when its back edges are known */
        cf_push(lc, c);
        return;
    }
    case DXBC_OP_ENDLOOP: {
        dxbc_cf *c = cf_top(lc, "endloop");
        if (c->kind != DXBC_CF_LOOP)
            dxbc_invalid(lc, "endloop closes a%s", c->kind == DXBC_CF_IF ? "n if" : " switch");
        dxbc_br(lc, c->header);
        dxbc_ssa_seal(lc, c->header);
        ir_block *merge = c->merge;
        lc->cf.count--;
        continue_in_new(lc, merge);
        return;
    }
    case DXBC_OP_BREAK:
        dxbc_br(lc, cf_target(lc, false, "break")->merge);
        dxbc_start_dead_block(lc);
        return;
    case DXBC_OP_CONTINUE:
        dxbc_br(lc, cf_target(lc, true, "continue")->header);
        dxbc_start_dead_block(lc);
        return;
    case DXBC_OP_BREAKC:
    case DXBC_OP_CONTINUEC:
    case DXBC_OP_RETC: {
        ir_value *cond = test_cond(lc, in);
        ir_block *target = in->opcode == DXBC_OP_BREAKC    ? cf_target(lc, false, "breakc")->merge
                           : in->opcode == DXBC_OP_CONTINUEC ? cf_target(lc, true, "continuec")->header
                                                             : lc->exit;
        ir_block *next = dxbc_new_block(lc);
        dxbc_condbr(lc, cond, target, next);
        continue_in_new(lc, next);
        return;
    }
    case DXBC_OP_RET:
        dxbc_br(lc, lc->exit);
        dxbc_start_dead_block(lc);
        return;
    case DXBC_OP_SWITCH: {
        dxbc_cf c = {0};
        c.kind = DXBC_CF_SWITCH;
        c.merge = dxbc_new_block(lc);
        c.sw_block = lc->bb;
        /* The selector, read now; the switch instruction is appended at
         * endswitch, when every label is known. */
        ir_value *sel = dxbc_src_i32(lc, &in->src[0], 0);
        c.sw = ir_instr_create(lc->m, IR_OP_SWITCH, NULL, &sel, 1, NULL, 0);
        cf_push(lc, c);
        dxbc_start_dead_block(lc);
        return;
    }
    case DXBC_OP_CASE:
    case DXBC_OP_DEFAULT: {
        dxbc_cf *c = cf_top(lc, in->opcode == DXBC_OP_CASE ? "case" : "default");
        if (c->kind != DXBC_CF_SWITCH)
            dxbc_invalid(lc, "%s outside a switch", in->opcode == DXBC_OP_CASE ? "case" : "default");
        ir_block *t = case_block(lc, c);
        if (in->opcode == DXBC_OP_DEFAULT) {
            if (c->has_default)
                dxbc_invalid(lc, "a second default label in one switch");
            c->has_default = true;
            c->else_block = t;
            return;
        }
        const dxbc_operand *v = &in->src[0];
        if (v->type != DXBC_OPERAND_IMM32)
            dxbc_invalid(lc, "case label is a %s operand, not an immediate", dxbc_operand_type_name(v->type));
        for (uint32_t i = 0; i < c->case_values.count; i++)
            if (((ir_const *)c->case_values.data[i])->u.i == v->value[0])
                dxbc_invalid(lc, "case %d appears twice in one switch", (int32_t)v->value[0]);
        d2s_vec_push(lc->ctx, &c->case_values, dxbc_u32(lc, v->value[0]));
        d2s_vec_push(lc->ctx, &c->case_targets, t);
        return;
    }
    case DXBC_OP_ENDSWITCH: {
        dxbc_cf *c = cf_top(lc, "endswitch");
        if (c->kind != DXBC_CF_SWITCH)
            dxbc_invalid(lc, "endswitch closes a%s", c->kind == DXBC_CF_IF ? "n if" : " loop");
        dxbc_br(lc, c->merge);
        ir_block *dflt = c->has_default ? c->else_block : c->merge;
        if (!c->has_default)
            dxbc_ssa_add_pred(lc, c->merge, c->sw_block);
        ir_block *save = lc->bb;
        lc->bb = c->sw_block;
        ir_build_switch(lc->m, lc->fn, c->sw_block, c->sw->ops[0], dflt, c->case_values.data, c->case_targets.data,
                        c->case_values.count);
        lc->bb = save;
        ir_block *merge = c->merge;
        lc->cf.count--;
        continue_in_new(lc, merge);
        return;
    }
    default:
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: %s is not a control-flow instruction",
                 dxbc_opcode_name(in->opcode));
    }
}

static bool is_control(uint32_t op)
{
    switch (op) {
    case DXBC_OP_IF: case DXBC_OP_ELSE: case DXBC_OP_ENDIF: case DXBC_OP_LOOP: case DXBC_OP_ENDLOOP:
    case DXBC_OP_BREAK: case DXBC_OP_BREAKC: case DXBC_OP_CONTINUE: case DXBC_OP_CONTINUEC:
    case DXBC_OP_RET: case DXBC_OP_RETC: case DXBC_OP_SWITCH: case DXBC_OP_CASE: case DXBC_OP_DEFAULT:
    case DXBC_OP_ENDSWITCH:
        return true;
    default:
        return false;
    }
}

/* ---- instructions ----------------------------------------------------------------- */

static void lower_instr(dxbc_lower *lc, const dxbc_instr *in)
{
    lc->in = in;
    if (is_control(in->opcode)) {
        lower_control(lc, in);
        return;
    }
    switch (in->opcode) {
    case DXBC_OP_NOP:
        return;
    case DXBC_OP_DISCARD: {
        ir_value *cond = test_cond(lc, in);
        dxbc_op(lc, DXOP_Discard, NULL, &cond, 1);
        return;
    }
    case DXBC_OP_LABEL:
    case DXBC_OP_CALL:
    case DXBC_OP_CALLC:
        dxbc_unsupported(lc, "subroutines (label/call) are not supported");
    case DXBC_OP_INTERFACE_CALL:
        dxbc_unsupported(lc, "class linkage (fcall, interfaces) is not supported");
    case DXBC_OP_ABORT:
        dxbc_unsupported(lc, "abort has no Vulkan counterpart");
    case DXBC_OP_DEBUG_BREAK:
        d2s_warn(lc->ctx, "%s: debug_break ignored", dxbc_instr_where(lc->ctx, lc->prog, in));
        return;
    default:
        break;
    }
    if (dxbc_lower_alu(lc, in) || dxbc_lower_double(lc, in) || dxbc_lower_resource(lc, in) ||
        dxbc_lower_io(lc, in))
        return;
    dxbc_unsupported(lc, "the instruction is not supported");
}

static bool is_declaration(const dxbc_instr *in)
{
    return (dxbc_opcode_table[in->opcode].flags & DXBC_OPF_DCL) || in->opcode == DXBC_OP_HS_DECLS ||
           in->opcode == DXBC_OP_HS_CONTROL_POINT_PHASE || in->opcode == DXBC_OP_HS_FORK_PHASE ||
           in->opcode == DXBC_OP_HS_JOIN_PHASE;
}

/* Starts function f: its entry block, its exit block (where every ret
 * goes), the handles of non-indexed resources. */
void dxbc_begin_function(dxbc_lower *lc, ir_function *f)
{
    lc->fn = f;
    /* D3D keeps double denormals (fp32 ones may be flushed: "any"): the
     * fp64 DenormPreserve execution mode, which the device must support
     * (shaderDenormPreserveFloat64; the reflection lists the capability).
     * Mesa 25's lavapipe reports it unsupported but keeps them anyway. */
    if (lc->global_flags & (DXBC_GF_ENABLE_DOUBLES | DXBC_GF_ENABLE_DOUBLE_EXTENSIONS))
        f->fp_denorm |= (uint8_t)(IR_FP_DENORM_PRESERVE << 4);
    lc->ssa = dxbc_ssa_create(lc, lc->num_temps * 4);
    ir_block *entry = ir_block_create(lc->m, f, NULL);
    dxbc_ssa_seal(lc, entry);
    lc->bb = entry;
    lc->exit = ir_block_create(lc->m, f, NULL);
    dxbc_declare_locals(lc, lc->cur_phase_id);
}

/* Closes the current function: the last block falls into the exit block,
 * which returns. */
void dxbc_end_function(dxbc_lower *lc)
{
    lc->in = NULL;
    if (lc->cf.count)
        dxbc_invalid(lc, "the program ends inside an unclosed %s",
                     lc->cf.data[lc->cf.count - 1].kind == DXBC_CF_IF     ? "if"
                     : lc->cf.data[lc->cf.count - 1].kind == DXBC_CF_LOOP ? "loop"
                                                                           : "switch");
    dxbc_br(lc, lc->exit);
    dxbc_ssa_seal(lc, lc->exit);
    lc->bb = lc->exit;
    ir_build_ret(lc->m, lc->fn, lc->exit, NULL);
    dxbc_ssa_finish(lc, lc->fn);
}

void dxbc_lower_range(dxbc_lower *lc, uint32_t first, uint32_t end)
{
    for (uint32_t i = first; i < end; i++) {
        const dxbc_instr *in = &lc->prog->instrs[i];
        if (!is_declaration(in))
            lower_instr(lc, in);
    }
}

static void init_types(dxbc_lower *lc)
{
    ir_module *m = lc->m;
    lc->t_void = ir_type_void(m);
    lc->t_i1 = ir_type_int(m, 1);
    lc->t_i8 = ir_type_int(m, 8);
    lc->t_i32 = ir_type_int(m, 32);
    lc->t_i64 = ir_type_int(m, 64);
    lc->t_f32 = ir_type_float(m);
    lc->t_f64 = ir_type_double(m);
    lc->t_handle = dxil_type_handle(m);
    lc->t_i32_ptr = ir_type_pointer(m, lc->t_i32, IR_ADDRSPACE_DEFAULT);
    lc->t_i32_ptr_gs = ir_type_pointer(m, lc->t_i32, IR_ADDRSPACE_GROUPSHARED);
    ir_type *mem[2] = {lc->t_i32, lc->t_i1};
    lc->t_cmpxchg = ir_type_struct_named(m, NULL, mem, 2);
}

/* The limits the DXIL reader checks while it reads bitcode (types, values
 * and instructions per function), checked on what the lowering made: each
 * DXBC instruction makes a bounded number of them, so until here the
 * instruction count and the memory limit bound the work. Blocks and
 * nesting are checked as they are made. */
static void check_module_limits(dxbc_lower *lc)
{
    const d2s_limits *l = &lc->ctx->limits;
    if (lc->m->num_types > l->max_types)
        dxbc_fail(lc, D2S_ERR_LIMIT, "%u types (limits.max_types is %u)", lc->m->num_types, l->max_types);
    for (uint32_t i = 0; i < lc->m->num_functions; i++) {
        const ir_function *f = lc->m->functions[i];
        if (f->num_instrs > l->max_instructions)
            dxbc_fail(lc, D2S_ERR_LIMIT, "%u instructions in function %s (limits.max_instructions is %u)",
                      f->num_instrs, f->v.name ? f->v.name : "?", l->max_instructions);
        if (f->num_values > l->max_values)
            dxbc_fail(lc, D2S_ERR_LIMIT, "%u values in function %s (limits.max_values is %u)", f->num_values,
                      f->v.name ? f->v.name : "?", l->max_values);
    }
}

ir_module *dxbc_read_module(d2s_ctx *ctx, const d2s_container *c)
{
    dxbc_program *prog = d2s_zalloc(ctx, sizeof(*prog));
    dxbc_decode(ctx, &c->dxbc, prog);

    dxbc_lower *lc = d2s_zalloc(ctx, sizeof(*lc));
    lc->ctx = ctx;
    lc->container = c;
    lc->prog = prog;
    lc->m = ir_module_create(ctx);
    lc->ob = dxil_op_builder_create(lc->m);
    lc->sm51 = prog->sm_major == 5 && prog->sm_minor >= 1;
    lc->cur_phase_id = lc->decl_phase_id = -1;
    init_types(lc);

    /* The module as DXC would describe this shader: SM 6.0 semantics for
     * every op (the reflection reports the original model). */
    dxil_module_info *info = d2s_zalloc(ctx, sizeof(*info));
    info->shader_kind = prog->program_type; /* DXIL's kinds 0-5 number the stages like DXBC's */
    info->sm_major = 6;
    info->sm_minor = 0;
    info->dxil_major = 1;
    info->dxil_minor = 0;
    info->num_entry_points = 1;
    info->entry_points = d2s_zalloc(ctx, sizeof(dxil_entry_point));
    lc->info = info;
    lc->ep = &info->entry_points[0];
    lc->ep->name = "main";
    lc->ep->shader_kind = prog->program_type;
    lc->ep->auto_binding_space = UINT32_MAX;
    lc->shader_kind = prog->program_type;
    lc->m->dxil = info;

    dxbc_read_signatures(lc);
    for (uint32_t i = 0; i < prog->num_instrs; i++) {
        lc->in = &prog->instrs[i];
        if (is_declaration(lc->in))
            dxbc_declare(lc, lc->in);
    }
    lc->in = NULL;
    dxbc_finish_resources(lc);
    if (lc->shader_kind == DXIL_SHADER_GEOMETRY) {
        dxil_entry_point *ep = lc->ep;
        /* A geometry shader that emits nothing need not declare its output
         * topology; Vulkan needs one (point lists make no primitives). */
        if (!ep->gs.output_topology)
            ep->gs.output_topology = 1;
        if (!ep->gs.instance_count)
            ep->gs.instance_count = 1;
        if (!ep->gs.stream_mask)
            ep->gs.stream_mask = 1;
        /* One stream: o# writes are that stream's outputs, stored where
         * they are written, as DXC does. Several: each stream declares its
         * own registers, so a write means nothing until an emit names the
         * stream (see dxbc_io.c). */
        lc->gs_deferred_outputs = (ep->gs.stream_mask & (ep->gs.stream_mask - 1)) != 0;
        dxbc_sig_select_stream(lc, (uint32_t)__builtin_ctz(ep->gs.stream_mask));
    }

    if (lc->num_temps > 4096)
        dxbc_invalid(lc, "dcl_temps %u is more than D3D's 4096 registers", lc->num_temps);

    ir_type *fty = ir_type_function(lc->m, lc->t_void, NULL, 0);
    ir_function *f = ir_function_create(lc->m, "main", fty, false);
    lc->ep->func = f;
    if (lc->shader_kind == DXIL_SHADER_HULL) {
        dxbc_lower_hull(lc, f);
    } else {
        dxbc_begin_function(lc, f);
        dxbc_lower_range(lc, 0, prog->num_instrs);
        dxbc_end_function(lc);
    }
    lc->in = NULL;
    check_module_limits(lc);
    dxil_lower_dxops(lc->m);
    return lc->m;
}
